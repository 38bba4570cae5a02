import Foundation
import LayoutFormat
import LayoutSource
import Testing

/// The formatter (gofmt's `TestRewrite`, Zig's `testCanonical`): each `Fixtures/format/<stem>.layout`
/// formats to `<stem>.fmt.golden`, the golden formats to itself, and every sample is a fixed point.
@Suite struct FormatTests {
  @Test(arguments: Fixtures.list("format"))
  func formatsToItsGolden(_ stem: String) throws {
    let url = Fixtures.root.appendingPathComponent("format/\(stem).layout")
    let file = SourceFile(name: "format/\(stem).layout", bytes: Array(try Data(contentsOf: url)))
    let formatted = try #require(Formatter.format(file), "format/\(stem).layout does not parse")
    Golden.assertMatches(formatted, golden: Fixtures.root.appendingPathComponent("format/\(stem).fmt.golden"))
    // Idempotence: formatted text is already canonical.
    #expect(Formatter.format(SourceFile(name: "again", text: formatted)) == formatted, "formatting twice changes \(stem)")
  }

  @Test(arguments: Fixtures.files(in: Fixtures.packageRoot.appendingPathComponent("Samples")).filter { $0.hasSuffix(".layout") })
  func sampleIsAFixedPoint(_ name: String) throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples/\(name)")
    let bytes = Array(try Data(contentsOf: url))
    let formatted = try #require(Formatter.format(SourceFile(name: name, bytes: bytes)), "Samples/\(name) does not parse")
    #expect(formatted == String(decoding: bytes, as: UTF8.self), "Samples/\(name) is not formatted: run `layoutc fmt -w Samples/\(name)`")
  }

  /// A 2 MB file of 16,000 commented sections formats to itself through `layoutc fmt`, each
  /// comment where it was. The formatter once rescanned its whole output and every comment for
  /// each node: 0.9 s for 100 KB and over ten minutes for 10 MB; it is linear now (10 MB in
  /// 0.5 s, release build). The deadline only guards against that coming back.
  @Test func aLargeFileFormatsInOnePass() throws {
    let text = (0..<16_000).map { i in
      "// screen \(i)\nsection spacing 8 < // open \(i)\n  group.horizontal(w: 1, h: 44pt) <\n    item // leaf \(i)\n  > // group \(i)\n> // section \(i)\n"
    }.joined(separator: "\n")
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Data(text.utf8).write(to: tmp.file("large.layout"))
    let r = try CLI.run(["fmt", "large.layout"], in: tmp.url, timeout: 60)
    #expect(r.endedNormally && r.status == 0, "\(r.summary)")
    #expect(String(decoding: r.stdout, as: UTF8.self) == text, "the formatted file differs from its already formatted text")
  }

  @Test func refusesFilesWithSyntaxErrors() {
    #expect(Formatter.format(SourceFile(name: "bad", text: "section < item(w: ) >")) == nil)
  }

  /// Comments never disappear, whatever the input.
  @Test(arguments: [
    "// a\nsection < group.horizontal < item > > // b\n// c\n",
    "section < // open\n  group.horizontal < item // leaf\n  > // group\n> // section\n",
    "let a = item // x\n\n\n// y\nsection < group.horizontal < a > >\n",
  ])
  func keepsEveryComment(_ source: String) throws {
    let formatted = try #require(Formatter.format(SourceFile(name: "c", text: source)))
    let comments = source.split(separator: "\n").compactMap { line in line.range(of: "//").map { String(line[$0.lowerBound...]) } }
    for comment in comments {
      #expect(formatted.contains(comment), "lost `\(comment)` in:\n\(formatted)")
    }
  }
}
