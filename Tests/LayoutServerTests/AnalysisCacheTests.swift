import LayoutServer
import LayoutSyntax
import Testing

/// The server analyses each version of a document once: diagnostics, hover, completion, symbols,
/// semantic tokens, signature help, definitions, references, code actions and formatting all read
/// the same cached analysis.
@Suite struct AnalysisCacheTests {
  static let edited = HandlerTests.photoGrid.replacingOccurrences(of: "h: 0.7w", with: "h: 0.6w")

  @Test func oneParsePerVersionWhateverIsAsked() {
    let counter = ParseCounter()
    ParseCounter.counting(counter) {
      var s = Session()
      s.open(HandlerTests.photoGrid)
      let text = Self.edited
      s.change(text)
      let afterEdit = counter.count
      // Each kind of request, some twice.
      for _ in 0..<2 {
        _ = s.result("textDocument/hover", Session.at("2/3", in: text))
        _ = s.result("textDocument/hover", Session.at("0.6w", in: text, shift: 1))
        _ = s.result("textDocument/hover", Session.at("inset", in: text))
        _ = s.result("textDocument/completion", Session.at("inset", in: text))
        _ = s.result("textDocument/documentSymbol", Session.document())
        _ = s.result("textDocument/semanticTokens/full", Session.document())
        _ = s.result("textDocument/signatureHelp", Session.at("h: 1)", in: text))
        _ = s.result("textDocument/definition", Session.at("square >", in: text))
        _ = s.result("textDocument/references", Session.at("square >", in: text))
        _ = s.result("textDocument/formatting", Session.document())
        _ = s.result("textDocument/codeAction", .object([
          ("textDocument", .object([("uri", .string(Session.uri))])),
          ("range", .object([("start", .object([("line", 0), ("character", 0)])), ("end", .object([("line", 30), ("character", 0)]))])),
        ]))
      }
      #expect(s.diagnostics().isEmpty)
      #expect(afterEdit == 1, "the open parses once; an edit inside one section re-parses only that section")
      #expect(counter.count == afterEdit + 1, "requests after the edit parsed the text \(counter.count - afterEdit) times, not once")
    }
  }
}
