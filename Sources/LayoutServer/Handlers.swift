import LayoutFormat
import LayoutSemantics
import LayoutSource
import LayoutSyntax

// The LSP methods. Each reads its params defensively: a missing field in a request is an
// InvalidParams error, in a notification it is ignored; an unknown document gives an empty answer;
// positions out of range are clamped.

extension Server {
  // MARK: - Lifecycle

  mutating func initialize(_ params: JSON) throws(ResponseError) -> JSON {
    guard !initialized else { throw ResponseError(ResponseError.invalidRequest, "the server is already initialized") }
    initialized = true
    let capabilities: JSON = .object([
      ("positionEncoding", "utf-16"),
      ("textDocumentSync", .object([
        // Incremental: a keystroke sends the edit, not the whole text.
        ("openClose", true), ("change", 2), ("save", .object([("includeText", true)])),
      ])),
      ("hoverProvider", true),
      ("completionProvider", .object([("triggerCharacters", [".", "(", ","])])),
      ("definitionProvider", true),
      ("referencesProvider", true),
      ("documentSymbolProvider", true),
      ("documentFormattingProvider", true),
      ("codeActionProvider", .object([("codeActionKinds", ["quickfix"])])),
      ("signatureHelpProvider", .object([("triggerCharacters", ["(", ","]), ("retriggerCharacters", [":"])])),
      ("semanticTokensProvider", .object([("legend", Server.semanticTokensLegend), ("full", true), ("range", true)])),
    ])
    return .object([
      ("capabilities", capabilities),
      ("serverInfo", .object([("name", "layoutc"), ("version", .string(version))])),
    ])
  }

  // MARK: - Document sync

  mutating func didOpen(_ params: JSON) {
    let item = params["textDocument"]
    guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
      log.append("layoutc lsp: didOpen without textDocument.uri and text; ignored")
      return
    }
    documents[uri] = OpenDocument(uri: uri, version: item?["version"]?.int, text: Array(text.utf8), options: resolveOptions)
    markDirty(uri)
  }

  mutating func didChange(_ params: JSON) {
    guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
      log.append("layoutc lsp: didChange without textDocument.uri and contentChanges; ignored")
      return
    }
    let version = params["textDocument"]?["version"]?.int
    guard let doc = documents[uri] else {
      // A change to a document never opened: a full text opens it, anything else is lost.
      if let text = changes.last?["text"]?.string, changes.last?["range"] == nil {
        documents[uri] = OpenDocument(uri: uri, version: version, text: Array(text.utf8), options: resolveOptions)
        markDirty(uri)
      }
      return
    }
    for change in changes {
      guard let text = change["text"]?.string else { continue }
      var range: SourceRange?
      if let r = change["range"] {
        guard let parsed = doc.lines.sourceRange(r) else { continue }
        range = parsed
      }
      let (new, edit) = doc.apply(range: range, text: text)
      doc.update(text: new, version: nil, edit: edit)
    }
    doc.update(version: version)
    markDirty(uri)
  }

  mutating func didSave(_ params: JSON) {
    guard let uri = params["textDocument"]?["uri"]?.string, let doc = documents[uri] else { return }
    if let text = params["text"]?.string, Array(text.utf8) != doc.file.bytes {
      doc.update(text: Array(text.utf8), version: nil)
    }
    markDirty(uri)
  }

  mutating func didClose(_ params: JSON) {
    guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil else { return }
    documents[uri] = nil
    // Clear the document's diagnostics in the editor.
    markDirty(uri)
  }

  // MARK: - Params

  /// The document a request is about; nil when it is not open.
  func document(_ params: JSON) throws(ResponseError) -> OpenDocument? {
    guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("missing textDocument.uri") }
    return documents[uri]
  }

  /// The byte offset of `params.position` in `doc` (clamped).
  func offset(_ params: JSON, in doc: OpenDocument) throws(ResponseError) -> Int {
    guard let p = Position(params["position"]) else { throw .invalidParams("missing position {line, character}") }
    return doc.lines.offset(of: p)
  }

  func location(_ range: SourceRange, in doc: OpenDocument) -> JSON {
    .object([("uri", .string(doc.uri)), ("range", doc.lines.rangeJSON(range))])
  }

  // MARK: - Formatting

  /// The canonical format as one edit of the whole text; no edit when the text does not parse or is
  /// already formatted.
  func formatting(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return [] }
    let a = doc.analysis.analysis
    guard let formatted = Formatter.format(doc.file, parsed: a.document, syntaxDiagnostics: a.syntaxDiagnostics),
      Array(formatted.utf8) != doc.file.bytes
    else { return [] }
    let edit: JSON = .object([
      ("range", doc.lines.rangeJSON(SourceRange(0, doc.file.bytes.count))),
      ("newText", .string(formatted)),
    ])
    return [edit]
  }

  // MARK: - Code actions

  /// The checker's fix-its for the diagnostics that touch the range, one quick fix per diagnostic.
  func codeActions(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return [] }
    guard let range = doc.lines.sourceRange(params["range"]) else { throw .invalidParams("missing range") }
    if let only = params["context"]?["only"]?.array?.compactMap(\.string), !only.contains(where: { "quickfix".hasPrefix($0) }) {
      return []
    }
    var actions: [JSON] = []
    for d in doc.diagnostics where !d.fixIts.isEmpty && d.range.start <= range.end && range.start <= d.range.end {
      let edits = d.fixIts.map { DiagnosticConversion.textEdit($0, lines: doc.lines) }
      actions.append(.object([
        ("title", .string(DiagnosticConversion.title(d.fixIts, in: doc.file))),
        ("kind", "quickfix"),
        ("diagnostics", [DiagnosticConversion.lsp(d, uri: doc.uri, lines: doc.lines)]),
        ("isPreferred", true),
        ("edit", .object([("changes", .object([(doc.uri, .array(edits))]))])),
      ]))
    }
    return .array(actions)
  }

  // MARK: - Navigation

  /// A `let` use or declaration → the declaration's name.
  func definition(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return .null }
    let offset = try offset(params, in: doc)
    guard let l = SyntaxQueries(syntax: doc.syntax).letAt(offset), let name = l.name else { return .null }
    return location(name.range, in: doc)
  }

  /// Every use of the `let` under the cursor, and its declaration when asked.
  func references(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return [] }
    let offset = try offset(params, in: doc)
    let queries = SyntaxQueries(syntax: doc.syntax)
    guard let l = queries.letAt(offset), let name = l.name else { return [] }
    var ranges = queries.uses(of: name.text)
    if params["context"]?["includeDeclaration"]?.bool ?? true { ranges.insert(name.range, at: 0) }
    return .array(ranges.map { location($0, in: doc) })
  }

  // MARK: - Symbols

  /// The outline: the layout header, the `let`s and the sections, each section with its nodes.
  func documentSymbols(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return [] }
    let queries = SyntaxQueries(syntax: doc.syntax)
    var symbols: [JSON] = []
    var sectionNumber = 0
    for decl in doc.syntax.document.decls {
      switch decl {
      case .layout(let l):
        symbols.append(symbol(l.name?.text ?? "layout", detail: "layout", kind: 2, range: l.range, selection: l.name?.range ?? l.keyword, in: doc))
      case .preview(let p):
        symbols.append(symbol(p.name.text, detail: PreviewDecl.word, kind: 19, range: p.range, selection: p.name.range, in: doc))
      case .let(let l):
        guard let name = l.name else { continue }
        let children = l.value.map { [elementSymbol($0, queries: queries, in: doc)] } ?? []
        symbols.append(symbol(name.text, detail: l.value.map(\.fullName) ?? "", kind: 14, range: l.range, selection: name.range, children: children, in: doc))
      case .section(let s):
        sectionNumber += 1
        let kind = s.keyword.text
        let children = (s.body?.children ?? []).map { elementSymbol($0, queries: queries, in: doc) }
        symbols.append(symbol(
          s.name?.text ?? "\(kind) \(sectionNumber)", detail: kind, kind: 3, range: s.range,
          selection: s.name?.range ?? s.keyword.range, children: children, in: doc))
      case .element(let e):
        symbols.append(elementSymbol(e, queries: queries, in: doc))
      case .invalid:
        continue
      }
    }
    return .array(symbols)
  }

  private func elementSymbol(_ e: Element, queries: SyntaxQueries, in doc: OpenDocument) -> JSON {
    let kind = queries.kind(of: e)
    let isLetUse = queries.letUsed(by: e) != nil
    let children = (e.body?.children ?? []).map { elementSymbol($0, queries: queries, in: doc) }
    // SymbolKind: 23 struct for groups, 8 field for items, 13 variable for `let` uses.
    let symbolKind = isLetUse ? 13 : kind.hasPrefix("group") ? 23 : 8
    return symbol(e.fullName, detail: isLetUse ? kind : "", kind: symbolKind, range: e.range, selection: e.nameRange, children: children, in: doc)
  }

  private func symbol(_ name: String, detail: String, kind: Int, range: SourceRange, selection: SourceRange, children: [JSON] = [], in doc: OpenDocument) -> JSON {
    var members: [(String, JSON)] = [
      ("name", .string(name.isEmpty ? "_" : name)),
      ("kind", .int(kind)),
      ("range", doc.lines.rangeJSON(range)),
      ("selectionRange", doc.lines.rangeJSON(range.union(selection) == range ? selection : range)),
    ]
    if !detail.isEmpty { members.insert(("detail", .string(detail)), at: 1) }
    if !children.isEmpty { members.append(("children", .array(children))) }
    return .object(members)
  }
}
