import LayoutSemantics
import LayoutSource
import LayoutSyntax

extension Server {
  /// Node names, argument labels valid for the enclosing node, modifier words, label values and
  /// `let` names, by what precedes the cursor.
  func completion(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return .object([("isIncomplete", false), ("items", [])]) }
    let offset = try offset(params, in: doc)
    let items = CompletionContext(doc: doc, offset: offset).items()
    return .object([("isIncomplete", false), ("items", .array(items))])
  }
}

/// Reads the tokens before the cursor — half-typed text rarely parses, but it always lexes — and
/// works out where the cursor is: in an argument list (a label or a value), after `group.`, in a
/// body, or at the top level.
struct CompletionContext {
  let doc: OpenDocument
  let offset: Int
  /// The file's layout kind, which decides what its `layout` line and headers take.
  let kind: LayoutKind

  init(doc: OpenDocument, offset: Int) {
    self.doc = doc
    self.offset = offset
    kind = Checker.kind(of: doc.syntax.document)
  }

  /// One offer.
  struct Candidate {
    var label: String
    /// LSP CompletionItemKind: 5 field, 6 variable, 7 class, 10 property, 14 keyword, 20 enum member.
    var kind: Int
    var detail: String?
    var insert: String
  }

  /// Where the cursor is.
  enum Place: Equatable {
    case comment
    case number
    case label(owner: String)
    /// An argument's value (`label` set), or a modifier's value after its word (`host` the node it modifies).
    case value(owner: String, label: String?, host: String? = nil)
    case variant
    /// A new name is being written (after `let`): nothing to offer.
    case naming
    case body(owner: String?, head: String?)
    case topLevel(head: String?, afterEquals: Bool)
  }

  func items() -> [JSON] {
    let (place, replaceStart, defining) = locate()
    let start = doc.lines.position(of: replaceStart)
    let end = doc.lines.position(of: offset)
    let range: JSON = .object([("start", start.json), ("end", end.json)])
    return candidates(for: place, excluding: defining).enumerated().map { i, c in
      var members: [(String, JSON)] = [("label", .string(c.label)), ("kind", .int(c.kind))]
      if let d = c.detail { members.append(("documentation", .object([("kind", "markdown"), ("value", .string(d))]))) }
      members.append(("sortText", .string(String(format3(i)))))
      members.append(("filterText", .string(c.label)))
      members.append(("textEdit", .object([("range", range), ("newText", .string(c.insert))])))
      return .object(members)
    }
  }

  private func format3(_ i: Int) -> String {
    let s = String(i)
    return String(repeating: "0", count: max(0, 3 - s.count)) + s
  }

  // MARK: - Where the cursor is

  /// The place, where the word being typed starts, and the `let` being defined (which cannot
  /// name itself).
  func locate() -> (Place, Int, String?) {
    let prefix = Array(doc.file.bytes[0..<min(offset, doc.file.bytes.count)])
    var lexer = Lexer(bytes: prefix)
    var tokens: [Token] = []
    while true {
      let t = lexer.next()
      if t.kind == .eof { break }
      tokens.append(t)
    }
    // A comment running to the cursor: the cursor is inside it.
    if let c = lexer.comments.last, c.end == prefix.count { return (.comment, offset, nil) }
    var replaceStart = offset
    if let last = tokens.last, last.range.end == prefix.count {
      if last.kind == .identifier || last.kind.isKeyword {
        replaceStart = last.range.start
        tokens.removeLast()
      } else if last.kind == .number {
        return (.number, offset, nil)
      }
    }
    let (place, defining) = place(after: tokens, text: prefix)
    return (place, replaceStart, defining)
  }

  private enum Frame {
    case body(owner: String?)
    /// An argument list: its owner and the index of the token that starts the current argument.
    case parens(owner: String, argumentStart: Int)
  }

  private func place(after tokens: [Token], text: [UInt8]) -> (Place, String?) {
    func word(_ t: Token) -> String { String(decoding: text[t.range.start..<t.range.end], as: UTF8.self) }
    var stack: [Frame] = []
    /// The node last named at the current level: whose modifiers may follow.
    var head: String?
    /// The name of the `let` whose value the cursor may be in.
    var defining: String?
    for (i, t) in tokens.enumerated() {
      let previous = i > 0 ? tokens[i - 1] : nil
      switch t.kind {
      case .lAngle:
        stack.append(.body(owner: head))
        head = nil
      case .rAngle:
        while let f = stack.popLast() {
          if case .body = f { break }
        }
        head = nil
      case .lParen:
        stack.append(.parens(owner: parenOwner(tokens, before: i, word), argumentStart: i + 1))
      case .rParen:
        if case .parens? = stack.last { stack.removeLast() }
      case .comma:
        if case .parens(let owner, _)? = stack.last { stack[stack.count - 1] = .parens(owner: owner, argumentStart: i + 1) }
      case .kwSection, .kwFlow, .kwLayout, .kwLet:
        // These start a declaration: whatever was left open is closed.
        stack.removeAll()
        head = t.kind == .kwLet ? nil : word(t)
        defining = nil
      case .equals:
        head = nil
      case .identifier:
        if case .parens? = stack.last { break }
        switch previous?.kind {
        case .dot?: head = (head ?? "") + "." + word(t)
        case .kwLet?: defining = word(t)
        case .kwSection?, .kwFlow?, .kwLayout?, .kwScroll?, .kwFixed?, .kwFlexible?: break
        default: head = word(t)
        }
      default:
        break
      }
    }
    let last = tokens.last
    if case .parens(let owner, let start)? = stack.last {
      let argument = tokens[min(start, tokens.count)...]
      if let colon = argument.firstIndex(where: { $0.kind == .colon }) {
        let label = colon > start ? word(tokens[colon - 1]) : nil
        return (.value(owner: resolve(owner), label: label), defining)
      }
      return (.label(owner: resolve(owner)), defining)
    }
    switch last?.kind {
    case .dot?:
      return (.variant, defining)
    case .kwScroll?:
      return (.value(owner: "scroll", label: nil, host: head.map(resolve)), defining)
    case .kwSpacing?:
      return (.value(owner: "spacing", label: nil, host: head.map(resolve)), defining)
    case .kwLet?:
      return (.naming, defining)
    default:
      break
    }
    if case .body(let owner)? = stack.last { return (.body(owner: owner.map(resolve), head: head.map(resolve)), defining) }
    return (.topLevel(head: head.map(resolve), afterEquals: last?.kind == .equals), defining)
  }

  /// What an argument list belongs to: the modifier or node before `(`, or the declaration
  /// keyword before a section's name.
  private func parenOwner(_ tokens: [Token], before i: Int, _ word: (Token) -> String) -> String {
    guard i > 0 else { return "" }
    let p = tokens[i - 1]
    if p.kind.isKeyword { return word(p) }
    guard p.kind == .identifier else { return "" }
    if i >= 3, tokens[i - 2].kind == .dot, tokens[i - 3].kind == .identifier { return word(tokens[i - 3]) + "." + word(p) }
    if i >= 2, [.kwSection, .kwFlow, .kwLayout].contains(tokens[i - 2].kind) { return word(tokens[i - 2]) }
    if i >= 2, tokens[i - 2].kind == .identifier, word(tokens[i - 2]) == PreviewDecl.word { return PreviewDecl.word }
    return word(p)
  }

  /// A `let` name → the node kind it names.
  private func resolve(_ name: String) -> String {
    var current = name
    for _ in 0..<16 {
      guard let v = doc.syntax.lets[current]?.value else { break }
      current = v.fullName
    }
    return current
  }

  // MARK: - What to offer

  func candidates(for place: Place, excluding defining: String? = nil) -> [Candidate] {
    let lets = lets().filter { $0.label != defining }
    switch place {
    case .comment, .number, .naming:
      return []
    case .label(let owner):
      return Vocabulary.labels(for: owner, in: kind).map {
        Candidate(label: $0.label, kind: 5, detail: $0.doc, insert: "\($0.label): ")
      }
    case .value(let owner, let label, let host):
      return Vocabulary.values(owner: owner, label: label, host: host, in: kind).map { Candidate(label: $0.spelling, kind: 20, detail: $0.summary, insert: $0.spelling) }
    case .variant:
      return [("horizontal", "group.horizontal"), ("vertical", "group.vertical")].map {
        Candidate(label: $0.0, kind: 7, detail: Vocabulary.describe($0.1), insert: $0.0)
      }
    case .body(let owner, let head):
      let groups = Schema.nodes.filter { $0.word.hasPrefix(ElementKind.group.rawValue) }
      // A list is a section's whole body, never a group's child.
      let list = Schema.nodes.filter { $0.word == ElementKind.list.rawValue }
      let names: [ConstructSpec]
      switch owner {
      case "section"?: names = groups + list + Schema.adaptive
      case "flow"?: names = Schema.nodes.filter { $0.word == ElementKind.item.rawValue }
      case "when"?, "else"?: names = groups
      default: names = Schema.nodes.filter { $0.word != ElementKind.list.rawValue }
      }
      return modifiers(of: head) + names.map { Candidate(label: $0.word, kind: 7, detail: $0.summary, insert: $0.word) } + lets
    case .topLevel(let head, let afterEquals):
      if afterEquals { return Schema.nodes.map { Candidate(label: $0.word, kind: 7, detail: $0.summary, insert: $0.word) } + lets }
      return modifiers(of: head) + Schema.declarations.map { Candidate(label: $0.word, kind: 14, detail: $0.summary, insert: $0.word) }
    }
  }

  private func modifiers(of head: String?) -> [Candidate] {
    guard let head else { return [] }
    return Vocabulary.modifiers(for: head, in: kind).map {
      Candidate(label: $0.kind.rawValue, kind: 10, detail: $0.summary, insert: $0.kind.rawValue)
    }
  }

  private func lets() -> [Candidate] {
    doc.syntax.lets.values.sorted { $0.range.start < $1.range.start }.compactMap { l in
      guard let name = l.name else { return nil }
      let value = l.value.map { doc.file.text(in: $0.range) } ?? ""
      let shown = value.count > 120 ? value.prefix(120) + "…" : value
      return Candidate(label: name.text, kind: 6, detail: "`let \(name.text) = \(shown)`", insert: name.text)
    }
  }
}
