import Foundation
import Testing

/// 400,000 characters of junk, through the built binary. Each token used to raise a diagnostic
/// (2 M of them for 2 M characters of `x(x(x(…`: 31 s and 1.3 GB in a release build). Now a file
/// reports its first 1,000 diagnostics and a summary that counts the rest
/// (`limit.tooManyDiagnostics`). The deadline only guards against a hang; `README.md` has the
/// measured times.
@Suite struct JunkInputTests {
  static let junk = [
    // Three per `section < ) `: a stray `)`, a body left open, a section without a group.
    // (`x(x(x(…`, the first junk found, is now one `syntax.callAsValue` and a few others.)
    ("open-sections", String(repeating: "section < ) ", count: 33_334), 3 * 33_334 - 1_000),
    // Two per `a: ` (a misplaced node, a stray `:`) and one for the missing section.
    ("words-and-colons", String(repeating: "a: ", count: 133_334), 265_669),
  ]

  @Test(arguments: [0, 1])
  func junkReportsAThousandAndCountsTheRest(_ which: Int) throws {
    let (name, text, omitted) = Self.junk[which]
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Data(text.utf8).write(to: tmp.file("junk.layout"))
    let r = try CLI.run(["check", "junk.layout"], in: tmp.url, timeout: 180)
    #expect(r.endedNormally && r.status == 1, "\(name): \(r.summary)")
    #expect(r.stderr.contains(": error: \(omitted) more diagnostics from here on are not reported; layoutc reports at most 1000 for a file [limit.tooManyDiagnostics]\n"), "\(r.stderr.suffix(600))")
    #expect(r.stderrData.count < 100_000, "100 diagnostics are shown, not millions")
    let json = try CLI.run(["check", "--diagnostics", "json", "junk.layout"], in: tmp.url, timeout: 180)
    let entries = try JSONSerialization.jsonObject(with: json.stderrData) as? [[String: Any]]
    #expect(entries?.count == 1_001)
    #expect(entries?.last?["id"] as? String == "limit.tooManyDiagnostics")
  }
}
