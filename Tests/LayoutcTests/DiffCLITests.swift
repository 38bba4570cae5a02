import Foundation
import Testing

/// `layoutc diff A B`: nothing and exit 0 when the frames are the same, a line per element and
/// exit 1 when they differ, 4 when either file has errors, 2 for usage, 3 for a file that cannot
/// be read.
@Suite struct DiffCLITests {
  static func sample(_ name: String) -> String { SamplesTests.directory.appendingPathComponent(name + ".layout").path }

  /// Every sample against itself: silent, exit 0.
  @Test(arguments: SamplesTests.names)
  func sampleAgainstItselfIsSilent(_ name: String) throws {
    let path = Self.sample(name)
    let r = try CLI.run(["diff", path, path])
    #expect(r.status == 0, "\(r.summary)")
    #expect(r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdoutText)\(r.summary)")
  }

  /// The list sample with its second section's top inset 16 → 24: exactly that section's ten
  /// rows move 8pt down (they are 45pt apart from 517, `Samples/list.layout`) and the content
  /// grows by 8pt; the first section does not move.
  @Test func oneInsetChangedListsExactlyTheElementsThatMoved() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let original = try String(contentsOfFile: Self.sample("list"), encoding: .utf8)
    let changed = original.replacing(
      "section about inset(vertical: 16, horizontal: 20)", with: "section about inset(top: 24, leading: 20, bottom: 16, trailing: 20)")
    #expect(changed != original)
    let copy = tmp.file("list.layout")
    try changed.write(to: copy, atomically: true, encoding: .utf8)
    let r = try CLI.run(["diff", Self.sample("list"), copy.path])
    #expect(r.status == 1, "\(r.summary)")
    #expect(r.stderr.isEmpty, "\(r.summary)")
    let moved = (0..<10).map { i in "item 1.\(i) moved (20, \(517 + 45 * i)) → (20, \(525 + 45 * i))" }
    let expected = moved + ["content size 390×982 → 390×990", "10 elements differ: 10 moved; content size changed"]
    #expect(r.stdoutText == expected.joined(separator: "\n") + "\n")
  }

  /// Both files' diagnostics, and exit 4, when either has errors; nothing on standard output.
  @Test(arguments: [[0, 1], [1, 0], [0, 0]])
  func errorsInEitherFileExitFour(_ order: [Int]) throws {
    let files = ["cli/three_errors.layout", "cli/two_items.layout"]
    let r = try CLI.run(["diff", files[order[0]], files[order[1]]])
    #expect(r.status == 4, "\(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("cli/three_errors.layout:1:"), "\(r.summary)")
  }

  @Test func bothFilesDiagnosticsArePrinted() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try "section < item @ >\n".write(to: tmp.file("b.layout"), atomically: true, encoding: .utf8)
    let r = try CLI.run(["diff", "cli/three_errors.layout", tmp.file("b.layout").path, "--diagnostics", "json"])
    #expect(r.status == 4, "\(r.summary)")
    let list = try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [[String: Any]])
    let files = Set(list.compactMap { $0["file"] as? String })
    #expect(files == ["cli/three_errors.layout", tmp.file("b.layout").path], "\(r.summary)")
  }

  @Test(arguments: [
    ["diff"],
    ["diff", "cli/two_items.layout"],
    ["diff", "cli/two_items.layout", "cli/two_items.layout", "cli/flow_tags.layout"],
    ["diff", "cli/two_items.layout", "cli/two_items.layout", "--emit", "frames"],
    ["diff", "cli/two_items.layout", "cli/two_items.layout", "--groups"],
    ["diff", "cli/two_items.layout", "cli/two_items.layout", "--size", "0x1"],
    ["diff", "cli/two_items.layout", "cli/two_items.layout", "-o", "cli/two_items.layout"],
    ["diff", "cli/previews.layout", "cli/previews.layout", "--preview", "nope"],
    ["diff", "cli/two_items.layout", "cli/flow_tags.layout", "--uikit", "ios14"],
    ["diff", "-", "/dev/stdin"],
  ])
  func usageErrorsExitTwo(_ args: [String]) throws {
    let r = try CLI.run(args)
    #expect(r.status == 2, "\(args): \(r.summary)")
    #expect(r.stdout.isEmpty && r.stderr.hasPrefix("layoutc: error:"), "\(args): \(r.summary)")
  }

  @Test func anUnreadableFileExitsThree() throws {
    let r = try CLI.run(["diff", "cli/two_items.layout", "cli/no_such_file.layout"])
    #expect(r.status == 3, "\(r.summary)")
  }

  /// Frames are frames: a flow layout against a compositional one is compared as any other pair.
  @Test func flowAgainstCompositionalIsADifference() throws {
    let r = try CLI.run(["diff", "cli/flow_tags.layout", "cli/two_items.layout"])
    #expect(r.status == 1, "\(r.summary)")
    #expect(r.stdoutText.contains("header 0 disappeared from"), "\(r.stdoutText)")
  }

  /// `-o` writes the output there (the JSON, here) and still exits 1 for a difference.
  @Test func outputGoesToTheFileGiven() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let out = tmp.file("diff.json")
    let r = try CLI.run(["diff", "cli/flow_tags.layout", "cli/two_items.layout", "--emit", "json", "-o", out.path])
    #expect(r.status == 1 && r.stdout.isEmpty, "\(r.summary)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
    #expect(json["same"] as? Bool == false)
    let svg = try CLI.run(["diff", "cli/two_items.layout", "cli/two_items.layout", "--emit", "svg", "--size", "200x100"])
    #expect(svg.status == 0 && svg.stdoutText.hasPrefix("<?xml") && svg.stdoutText.contains("no change in this preview"), "\(svg.summary)")
  }

  /// The container options apply to both files: a different `--items` for both changes nothing.
  @Test func optionsApplyToBothFiles() throws {
    let r = try CLI.run(["diff", "cli/two_items.layout", "cli/two_items.layout", "--items", "7", "--size", "300x600", "--direction", "rtl"])
    #expect(r.status == 0 && r.stdout.isEmpty, "\(r.summary)")
  }

  @Test func helpDocumentsTheExitCodes() throws {
    let r = try CLI.run(["diff", "--help"])
    #expect(r.status == 0, "\(r.summary)")
    for text in ["USAGE: layoutc diff A B", "--emit text|svg|html|json", "0  the same", "1  they differ", "2  bad usage", "4  A or B has errors"] {
      #expect(r.stdoutText.contains(text), "`diff --help` does not say \(text)")
    }
    let usage = try CLI.run(["--help"])
    #expect(usage.stdoutText.contains("diff A B"), "\(usage.summary)")
    let typo = try CLI.run(["dif"])
    #expect(typo.status == 2 && typo.stderr.contains("did you mean `diff`?"), "\(typo.summary)")
  }

  /// `--emit html`: one self-contained page; every drawn element carries `data-change`, the
  /// changed ones the diff's word, and the list has a row per change.
  @Test func htmlPageMarksEveryElement() throws {
    let r = try CLI.run(["diff", "cli/previews.layout", "cli/previews_inset.layout", "--emit", "html"])
    #expect(r.status == 1, "\(r.summary)")
    let page = r.stdoutText
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    for external in ["http://", "https://", "src=", "<link", "@import", "url("] { #expect(!page.contains(external), "\(external)") }
    let elements = page.matches(of: /<div data-kind="[^"]*" [^>]*>/).map { String(page[$0.range]) }
    #expect(!elements.isEmpty)
    #expect(elements.allSatisfy { $0.contains(" data-change=\"") && $0.contains(" data-frame=\"") })
    // Two previews, inset 4 → 6: every item resized in place, each drawn at both frames.
    #expect(page.matches(of: /<section class="panel"/).count == 2)
    let json = try CLI.run(["diff", "cli/previews.layout", "cli/previews_inset.layout", "--emit", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let changes = ((report["previews"] as? [[String: Any]]) ?? []).flatMap { ($0["changes"] as? [[String: Any]]) ?? [] }
    #expect(page.matches(of: /<li data-change="/).count == changes.count)
    #expect(elements.filter { $0.contains("data-frame=\"before\"") }.count == changes.count)
    let same = try CLI.run(["diff", "cli/two_items.layout", "cli/two_items.layout", "--emit", "html", "--size", "200x100"])
    #expect(same.status == 0 && same.stdoutText.contains("no change in this preview"), "\(same.summary)")
    let unchanged = same.stdoutText.matches(of: /<div data-kind="[^"]*" [^>]*>/).map { String(same.stdoutText[$0.range]) }
    #expect(!unchanged.isEmpty && unchanged.allSatisfy { $0.contains("data-change=\"same\" data-frame=\"after\"") })
  }
}
