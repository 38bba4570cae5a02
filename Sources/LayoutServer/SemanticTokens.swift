import LayoutSemantics
import LayoutSource
import LayoutSyntax

extension Server {
  /// The legend `initialize` declares: the schema's token classes, in order; no token modifiers.
  static let semanticTokensLegend: JSON = .object([
    ("tokenTypes", .array(TokenClass.allCases.map { .string($0.rawValue) })),
    ("tokenModifiers", []),
  ])

  /// `textDocument/semanticTokens/full` and (with `params.range`) `/range`: every classified token
  /// of the document, encoded as LSP's relative five-integer groups in UTF-16 positions.
  func semanticTokens(_ params: JSON, ranged: Bool) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return .object([("data", [])]) }
    var window = SourceRange(0, doc.file.bytes.count)
    if ranged {
      guard let r = doc.lines.sourceRange(params["range"]) else { throw .invalidParams("missing range {start, end}") }
      window = r
    }
    let tokens = Lexer.tokenize(doc.file.bytes).tokens
    let classes = Schema.classify(tokens, in: doc.file, letNames: Set(doc.syntax.lets.keys))
    var data: [JSON] = []
    data.reserveCapacity(classes.count * 5)
    var line = 0
    var character = 0
    let types = Dictionary(uniqueKeysWithValues: TokenClass.allCases.enumerated().map { ($1, $0) })
    for (range, c) in classes where range.end > window.start && range.start < window.end {
      let start = doc.lines.position(of: range.start)
      let end = doc.lines.position(of: range.end)
      // A token never spans lines; a comment ends at its line's end.
      let length = end.line == start.line ? end.character - start.character : 0
      guard length > 0, let type = types[c] else { continue }
      data += [
        .int(start.line - line), .int(start.line == line ? start.character - character : start.character),
        .int(length), .int(type), .int(0),
      ]
      line = start.line
      character = start.character
    }
    return .object([("data", .array(data))])
  }
}
