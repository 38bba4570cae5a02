import LayoutServer
import Testing

/// RB1 in the language server: a chain of 20,000 `let`s naming `let`s used to overflow the stack
/// of the checker behind diagnostics; now every query over it answers.
@Suite struct LetChainTests {
  static let n = 20_000
  static let text: String = {
    var s = "let l0 = item\n"
    for i in 1..<n { s += "let l\(i) = l\(i - 1)\n" }
    return s + "section < group.horizontal < l\(n - 1) > >\n"
  }()

  @Test(.timeLimit(.minutes(2))) func everyQueryAnswers() {
    var s = Session()
    #expect(s.open(Self.text) == [])
    let use = Session.at("l\(Self.n - 1) >", in: Self.text)
    let definition = s.result("textDocument/definition", use)
    #expect(definition["range"]?["start"]?["line"] == .int(Self.n - 1))
    #expect(s.result("textDocument/hover", use)["contents"] != nil)
    let references = s.result("textDocument/references", Session.at("l0 =", in: Self.text))
    #expect(references.array?.count == 2, "the declaration and the use in `l1`")
    #expect(s.result("textDocument/documentSymbol", Session.document()).array?.count == Self.n + 1)
    #expect(s.result("textDocument/formatting", Session.document()) == [])
    #expect(s.result("textDocument/completion", use) != .null)
  }
}
