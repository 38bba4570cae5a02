import Foundation
import Testing

/// RB1: a chain of `let`s naming `let`s (`let l1 = l0`, `let l2 = l1`, …) used once. Expansion
/// used to recurse once per `let` and died with SIGSEGV from about 5,200 of them; every command
/// that checks the file must now finish normally.
@Suite struct LetChainTests {
  static func chain(_ n: Int) -> String {
    var s = "let l0 = item\n"
    for i in 1..<n { s += "let l\(i) = l\(i - 1)\n" }
    return s + "section < group.horizontal < l\(n - 1) > >\n"
  }

  @Test(.timeLimit(.minutes(5)), arguments: [6_000, 20_000])
  func everyCommandFinishes(_ n: Int) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let source = Self.chain(n)
    try Data(source.utf8).write(to: tmp.file("chain.layout"))
    for command in [["check"], ["build"], ["build", "--emit", "swift"], ["fmt"]] {
      let r = try CLI.run(command + ["chain.layout"], in: tmp.url, timeout: 120)
      #expect(r.endedNormally && r.status == 0, "layoutc \(command.joined(separator: " ")) on \(n) lets: \(r.summary)")
      #expect(r.stderr.isEmpty, "\(r.stderr.prefix(500))")
      if command == ["fmt"] { #expect(r.stdoutText == source, "the chain is already in the canonical format") }
    }
    // The item the whole chain names is the one frame.
    let frames = try CLI.run(["build", "chain.layout"], in: tmp.url, timeout: 120)
    #expect(frames.stdoutText.contains(#"{"index": 0, "x": 0, "y": 0, "width": 390, "height": 844}"#), "\(frames.stdoutText.prefix(600))")
  }
}
