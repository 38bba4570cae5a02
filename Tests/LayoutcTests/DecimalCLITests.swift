import Foundation
import Testing

// Decimals through the built `layoutc`: the literal Swift prints for 280/3 builds with exit 0 and
// gives the frames of `280/3pt`; a literal past 17 significant digits is a warning, one past 2^53
// an error (exit 1).

private func build(_ source: String, _ extra: [String] = []) throws -> CLI.Result {
  try CLI.run(["build", "-"] + extra, stdin: Data((source + "\n").utf8))
}

@Suite struct DecimalCLITests {
  /// The issue's Must-hold, flow and compositional.
  @Test(arguments: [
    ("flow(line: 10, interitem: 20) < item(w: %@pt, h: 100pt) >", "93.33333333333333", "280/3"),
    ("flow(line: 10, interitem: 20) < item(w: %@pt, h: 100pt) >", "111.66666666666667", "335/3"),
    ("section < group.horizontal(h: 100pt) < item(w: %@pt, h: 100pt) > >", "93.33333333333333", "280/3"),
    ("section < group.horizontal(h: 100pt) < item(w: %@pt, h: 100pt) > >", "111.66666666666667", "335/3"),
  ])
  func decimalBuildsTheFractionsFrames(_ template: String, _ decimal: String, _ fraction: String) throws {
    let written = try build(template.replacingOccurrences(of: "%@", with: decimal), ["--items", "7"])
    #expect(written.status == 0 && written.stderr.isEmpty, "\(written.summary)")
    let exact = try build(template.replacingOccurrences(of: "%@", with: fraction), ["--items", "7"])
    #expect(exact.status == 0 && exact.stderr.isEmpty, "\(exact.summary)")
    #expect(!written.stdout.isEmpty && written.stdout == exact.stdout)
    #expect(written.stdoutText.components(separatedBy: "\"width\": \(decimal),").count == 8, "\(written.stdoutText)")
  }

  /// The generated Swift spells both as the literal that reads back as the resolver's Double.
  @Test(arguments: ["93.33333333333333", "280/3"])
  func swiftSpellsTheSameLiteral(_ width: String) throws {
    let compositional = try build("section < group.horizontal(h: 100pt) < item(w: \(width)pt, h: 100pt) > >", ["--emit", "swift"])
    #expect(compositional.status == 0, "\(compositional.summary)")
    #expect(compositional.stdoutText.contains(".absolute(93.33333333333333)"), "\(compositional.stdoutText)")
    let flow = try build("flow(line: 10, interitem: 20) < item(w: \(width)pt, h: 100pt) >", ["--emit", "swift"])
    #expect(flow.status == 0, "\(flow.summary)")
    #expect(flow.stdoutText.contains("93.33333333333333"), "\(flow.stdoutText)")
  }

  @Test func moreThan17DigitsIsAWarning() throws {
    let r = try build("section < group.horizontal < item(w: 0.33333333333333333333333) > >", ["--diagnostics", "json"])
    #expect(r.status == 0, "\(r.summary)")
    #expect(r.stderr.contains("check.numberRounded") && r.stderr.contains("0.3333333333333333"), "\(r.summary)")
  }

  @Test(arguments: ["10000000000000000pt", "1/0.0000000000000001pt", "1" + String(repeating: "0", count: 400) + "pt"])
  func beyondTwoToThe53IsAnError(_ width: String) throws {
    let r = try build("section < group.horizontal < item(w: \(width)) > >")
    #expect(r.status == 1 && r.stdout.isEmpty, "\(r.summary)")
    #expect(r.stderr.contains("[check.numberTooLarge]"), "\(r.summary)")
  }
}
