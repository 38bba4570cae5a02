import Foundation
import Testing

/// `layoutc build a.layout b.layout --out-dir DIR`: several FILEs in one process, each written
/// atomically to `DIR/<name>.<ext>`, the exit code the worst of the FILEs'.
@Suite struct BuildOutDirTests {
  static let good = ["cli/two_items.layout", "cli/flow_tags.layout"]

  @Test(arguments: [("swift", "swift"), ("frames", "json"), ("svg", "svg")])
  func eachFileIsWrittenAsItsOwnBuildWouldBe(_ emit: String, _ ext: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let dir = tmp.file("made/by/build")
    let r = try CLI.run(["build"] + Self.good + ["--emit", emit, "--out-dir", dir.path])
    #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.summary)")
    #expect(Fixtures.files(in: dir) == ["flow_tags.\(ext)", "two_items.\(ext)"])
    for input in Self.good {
      let alone = try CLI.run(["build", input, "--emit", emit])
      let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
      #expect(try Data(contentsOf: dir.appendingPathComponent("\(name).\(ext)")) == alone.stdout, "\(input)")
    }
  }

  @Test func aFileWithErrorsKeepsItsOldOutputAndTheOthersAreWritten() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let old = Data("the previous build\n".utf8)
    try old.write(to: tmp.file("bare_44.swift"))
    let r = try CLI.run(["build", "cli/bare_44.layout", "cli/two_items.layout", "--emit", "swift", "--out-dir", tmp.path])
    #expect(r.status == 1, "\(r.summary)")
    #expect(r.stderr.hasPrefix("cli/bare_44.layout:1:44: error:") && r.stderr.hasSuffix("1 error\n"), "\(r.summary)")
    #expect(try Data(contentsOf: tmp.file("bare_44.swift")) == old)
    #expect(tmp.contents() == ["bare_44.swift", "two_items.swift"], "a temporary file was left behind")
  }

  /// A FILE that cannot be read (3) is worse than one with errors (1); the rest are still built.
  @Test func theExitCodeIsTheWorstOfTheFiles() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.run(["build", "cli/no-such-file.layout", "cli/bare_44.layout", "cli/two_items.layout", "--out-dir", tmp.path])
    #expect(r.status == 3, "\(r.summary)")
    #expect(r.stderr.contains("1 error\nlayoutc: error: cannot read `cli/no-such-file.layout`"), "\(r.summary)")
    #expect(tmp.contents() == ["two_items.json"])
  }

  @Test(arguments: [
    (["cli/two_items.layout", "cli/flow_tags.layout", "-o", "out.json"], "-o names one output; give --out-dir DIR to build 2 FILEs into it"),
    (["cli/two_items.layout", "cli/flow_tags.layout"], "build writes one FILE to standard output; give --out-dir DIR to build 2 FILEs into it"),
    (["cli/two_items.layout", "-o", "out.json", "--out-dir", "out"], "build takes -o or --out-dir, not both"),
    (["cli/two_items.layout", "cli/../cli/two_items.layout", "--out-dir", "out"], "`cli/two_items.layout` and `cli/../cli/two_items.layout` would both be written to `out/two_items.json`"),
    (["-", "--out-dir", "out"], "`-` is a stream with no file name to name its output after; --out-dir needs FILEs with names"),
    (["cli/two_items.layout", "--out-dir", "cli/two_items.layout"], "--out-dir `cli/two_items.layout` is a file, not a folder"),
    (["cli/two_items.layout", "--out-dir", ""], "--out-dir takes a folder; found ``"),
  ])
  func usageMistakesWriteNothing(_ args: [String], _ message: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    // Run in a copy of the fixtures' folder layout: relative outputs land in $TMP.
    try FileManager.default.createSymbolicLink(at: tmp.file("cli"), withDestinationURL: Fixtures.root.appendingPathComponent("cli"))
    let r = try CLI.run(["build"] + args, in: tmp.url)
    #expect(r.status == 2 && r.stdout.isEmpty, "\(r.summary)")
    let stderr = r.stderr.replacingOccurrences(of: tmp.path, with: "$TMP")
    #expect(stderr.hasPrefix("layoutc: error: \(message)"), "\(r.summary)")
    #expect(tmp.contents() == ["cli"], "something was written")
  }

  @Test func anOutputThatIsAnInputIsRefused() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let input = tmp.file("grid.swift")
    try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("cli/two_items.layout"), to: input)
    let r = try CLI.run(["build", input.path, "--emit", "swift", "--out-dir", tmp.path])
    #expect(r.status == 2 && r.stderr.contains("is the input FILE itself; --out-dir would overwrite it"), "\(r.summary)")
    #expect(try Data(contentsOf: input) == Data(contentsOf: Fixtures.root.appendingPathComponent("cli/two_items.layout")))
  }
}
