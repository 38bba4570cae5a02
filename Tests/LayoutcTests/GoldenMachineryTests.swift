import Foundation
import LayoutDriver
import LayoutSemantics
import Testing

/// The golden machinery itself can fail: a missing golden is written and fails, a mismatch fails
/// with a line diff and leaves the golden alone, update mode rewrites, and directives parse.
/// Everything here works in a temporary folder, never in the source tree.
@Suite struct GoldenMachineryTests {
  @Test func missingGoldenIsWrittenAndFails() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let url = tmp.file("new.tokens.golden")
    let findings = Golden.compare("a\n", golden: url, updating: false)
    #expect(findings == ["missing golden new.tokens.golden was written; review it and run the tests again"])
    #expect(FileManager.default.contents(atPath: url.path) == Data("a\n".utf8))
    #expect(tmp.contents() == ["new.tokens.golden"], "a stray file was written")
  }

  @Test func mismatchFailsWithALineDiffAndKeepsTheGolden() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let url = tmp.file("x.diag.golden")
    try Data("a\nb\nc\n".utf8).write(to: url)
    let findings = Golden.compare("a\nB\nc\n", golden: url, updating: false)
    #expect(findings.count == 1)
    #expect(findings.first?.hasPrefix("x.diag.golden differs (UPDATE_GOLDEN=1 rewrites it)\n") == true, "\(findings)")
    #expect(findings.first?.contains("-2: b\n+2: B\n") == true, "\(findings)")
    #expect(FileManager.default.contents(atPath: url.path) == Data("a\nb\nc\n".utf8))
    #expect(tmp.contents() == ["x.diag.golden"])
  }

  @Test func matchingGoldenPassesAndIsLeftAlone() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let url = tmp.file("x.frames.golden")
    try Data("same\n".utf8).write(to: url)
    #expect(Golden.compare("same\n", golden: url, updating: false) == [])
    #expect(Golden.compare("same\n", golden: url, updating: true) == [])
    #expect(tmp.contents() == ["x.frames.golden"])
  }

  @Test func updateModeRewritesWithoutFailing() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let url = tmp.file("x.ast.golden")
    try Data("old\n".utf8).write(to: url)
    #expect(Golden.compare("new\n", golden: url, updating: true) == [])
    #expect(FileManager.default.contents(atPath: url.path) == Data("new\n".utf8))
    let missing = tmp.file("new.ast.golden")
    #expect(Golden.compare("written\n", golden: missing, updating: true) == [])
    #expect(FileManager.default.contents(atPath: missing.path) == Data("written\n".utf8))
    #expect(tmp.contents() == ["new.ast.golden", "x.ast.golden"])
  }

  @Test func anUnwritableGoldenFails() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let url = tmp.file("no-such-folder").appendingPathComponent("x.svg.golden")
    let findings = Golden.compare("a\n", golden: url, updating: false)
    #expect(findings.count == 1 && findings.first?.hasPrefix("cannot write \(url.path): ") == true, "\(findings)")
    #expect(tmp.contents() == [])
  }

  @Test(arguments: [
    ("a\nb\nc\n", "a\nB\nc\n", "first difference at line 2 (lines: expected 3, actual 3)\n-2: b\n+2: B\n"),
    ("a\n", "a\nb\n", "first difference at line 2 (lines: expected 1, actual 2)\n+2: b\n"),
    ("x\ny\n", "", "first difference at line 1 (lines: expected 2, actual 0)\n-1: x\n-2: y\n"),
    ("a", "a\n", "only the final newline differs\n"),
  ])
  func lineDiff(expected: String, actual: String, diff: String) {
    #expect(Golden.lineDiff(expected: expected, actual: actual) == diff)
  }

  @Test func lineDiffIsShort() {
    let many = (1...100).map { "line \($0)\n" }.joined()
    let diff = Golden.lineDiff(expected: many, actual: many.uppercased())
    #expect(diff.split(separator: "\n").count == 1 + 2 * 9, "\(diff)")
  }

  @Test func directiveSetsOptions() throws {
    let o = try Directive.options(from: "// fixture: --size 375x812 --scale 2 --items 7,3 --uikit ios14 --emit svg")
    #expect(o.resolve.width == 375 && o.resolve.height == 812 && o.resolve.scale == 2)
    #expect(o.resolve.items == .list([7, 3]) && o.resolve.mode == .ios14 && o.emit == .svg)
    #expect(try Directive.options(from: "// fixture: --items 7").resolve.items == .each(7))
    let defaults = try Directive.options(from: "// just a comment")
    #expect(defaults.resolve.width == 390 && defaults.resolve.items == .each(10) && defaults.emit == .frames)
  }

  @Test(arguments: ["// fixture: --colour red", "// fixture: --size 3", "// fixture: --items", "// fixture: --uikit ios9"])
  func badDirectiveThrows(_ line: String) {
    #expect(throws: Directive.Invalid.self) { try Directive.options(from: line) }
  }
}
