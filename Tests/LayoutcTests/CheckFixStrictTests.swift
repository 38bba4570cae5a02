import Foundation
import Testing

/// `layoutc check --strict` and `layoutc check --fix`, on files in a temporary directory.
@Suite struct CheckFixStrictTests {
  @Test func strictMakesWarningsFail() throws {
    let warning = "check/negative_spacing.layout"
    #expect(try CLI.run(["check", warning]).status == 0)
    let strict = try CLI.run(["check", "--strict", warning])
    #expect(strict.status == 1 && strict.stderr.contains("[check.negativeSpacing]"), "\(strict.summary)")
    // A clean file still passes, and an ignored warning does not count.
    #expect(try CLI.run(["check", "--strict", "cli/two_items.layout"]).status == 0)
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let ignored = tmp.file("ignored.layout")
    try Data("// layoutc-ignore-file: check.negativeInset\nsection inset -2 < group.horizontal < item > >\n".utf8).write(to: ignored)
    let r = try CLI.run(["check", "--strict", ignored.path])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
  }

  @Test func fixAppliesEveryFixItAtomically() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let file = tmp.file("a.layout")
    try Data("secton < group.horizontal(w: 1, h: 44) < item inset(left: 2) > >\n".utf8).write(to: file)
    let r = try CLI.run(["check", "--fix", file.path])
    #expect(r.status == 0, "\(r.summary)")
    #expect(try String(contentsOf: file, encoding: .utf8) == "section < group.horizontal(w: 1, h: 44pt) < item inset(leading: 2) > >\n")
    #expect(r.stderr.contains("applied 3 fixes"), "\(r.summary)")
    #expect(tmp.contents() == ["a.layout"], "a temporary file was left behind")
    // Nothing left to fix: the file stays as it is.
    let again = try CLI.run(["check", "--fix", file.path])
    #expect(again.status == 0 && again.stderr.isEmpty, "\(again.summary)")
  }

  @Test func fixRefusesAFileWithAnErrorThatHasNoFixIt() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let file = tmp.file("b.layout")
    let text = Data("section < group.horizontal(w: 1, h: 44) < item(h: 0pt) > >\n".utf8)
    try text.write(to: file)
    let r = try CLI.run(["check", "--fix", file.path])
    #expect(r.status == 1 && r.stderr.contains("not fixed: 1 error offers no fix-it"), "\(r.summary)")
    #expect(r.stderr.contains("[check.nonPositiveSize]") && r.stderr.contains("[check.bareNumberTooLarge]"), "\(r.summary)")
    #expect(try Data(contentsOf: file) == text)
    #expect(tmp.contents() == ["b.layout"])
  }
}
