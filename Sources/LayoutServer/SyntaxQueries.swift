import LayoutSource
import LayoutSyntax

/// What sits at an offset of the syntax tree, with what the editor needs to know about its
/// surroundings.
enum SyntaxHit {
  /// An element's name: a node (`item`, `group.vertical`) or a use of a `let`.
  case elementName(Element)
  /// `section`, `flow`, `layout` or `let`.
  case keyword(String, SourceRange)
  /// The name after `section`/`flow`/`layout`.
  case declarationName(String, Identifier)
  /// The name a `let` declares.
  case letName(LetDecl)
  /// A modifier word; `owner` is the node kind it modifies.
  case modifier(Modifier, owner: String)
  /// An argument's label; `owner` is the node or modifier the list belongs to.
  case label(Identifier, owner: String)
  /// A value: an argument's (with its label) or a modifier's (label nil, owner the modifier).
  case value(ValueSyntax, label: String?, owner: String)
}

/// Queries over one parsed document.
struct SyntaxQueries {
  let syntax: OpenDocument.Syntax

  /// Inclusive of the end, so a cursor just after a word is on it.
  static func touches(_ r: SourceRange, _ offset: Int) -> Bool { r.start <= offset && offset <= r.end }

  // MARK: - Hit-testing

  func hit(at offset: Int) -> SyntaxHit? {
    for decl in syntax.document.decls {
      switch decl {
      case .layout(let l):
        guard SyntaxQueries.touches(l.range, offset) else { continue }
        if SyntaxQueries.touches(l.keyword, offset) { return .keyword("layout", l.keyword) }
        if let n = l.name, SyntaxQueries.touches(n.range, offset) { return .declarationName("layout", n) }
        if let a = l.arguments, let h = hit(in: a, owner: "layout", at: offset) { return h }
        if let h = hit(in: l.modifiers, owner: "layout", at: offset) { return h }
      case .preview(let p):
        guard SyntaxQueries.touches(p.range, offset) else { continue }
        if SyntaxQueries.touches(p.keyword, offset) { return .keyword(PreviewDecl.word, p.keyword) }
        if SyntaxQueries.touches(p.name.range, offset) { return .declarationName(PreviewDecl.word, p.name) }
        if let a = p.arguments, let h = hit(in: a, owner: PreviewDecl.word, at: offset) { return h }
      case .let(let l):
        guard SyntaxQueries.touches(l.range, offset) else { continue }
        if SyntaxQueries.touches(l.keyword, offset) { return .keyword("let", l.keyword) }
        if let n = l.name, SyntaxQueries.touches(n.range, offset) { return .letName(l) }
        if let v = l.value, let h = hit(in: v, at: offset) { return h }
      case .section(let s):
        guard SyntaxQueries.touches(s.range, offset) else { continue }
        let kind = s.keyword.text
        if SyntaxQueries.touches(s.keyword.range, offset) { return .keyword(kind, s.keyword.range) }
        if let n = s.name, SyntaxQueries.touches(n.range, offset) { return .declarationName(kind, n) }
        if let a = s.arguments, let h = hit(in: a, owner: kind, at: offset) { return h }
        if let h = hit(in: s.modifiers, owner: kind, at: offset) { return h }
        for c in s.body?.children ?? [] {
          if let h = hit(in: c, at: offset) { return h }
        }
      case .element(let e):
        if let h = hit(in: e, at: offset) { return h }
      case .invalid:
        continue
      }
    }
    return nil
  }

  private func hit(in e: Element, at offset: Int) -> SyntaxHit? {
    guard SyntaxQueries.touches(e.range, offset) else { return nil }
    if SyntaxQueries.touches(e.nameRange, offset) { return .elementName(e) }
    let owner = kind(of: e)
    if let a = e.arguments, let h = hit(in: a, owner: owner, at: offset) { return h }
    if let h = hit(in: e.modifiers, owner: owner, at: offset) { return h }
    for c in e.body?.children ?? [] {
      if let h = hit(in: c, at: offset) { return h }
    }
    return nil
  }

  private func hit(in modifiers: [Modifier], owner: String, at offset: Int) -> SyntaxHit? {
    for m in modifiers where SyntaxQueries.touches(m.range, offset) {
      if SyntaxQueries.touches(m.keyword.range, offset) { return .modifier(m, owner: owner) }
      if let a = m.arguments, let h = hit(in: a, owner: m.keyword.text, at: offset) { return h }
      if let v = m.value, SyntaxQueries.touches(v.range, offset) { return .value(v, label: nil, owner: m.keyword.text) }
    }
    return nil
  }

  private func hit(in list: ArgumentList, owner: String, at offset: Int) -> SyntaxHit? {
    guard SyntaxQueries.touches(list.range, offset) else { return nil }
    for a in list.arguments {
      if let l = a.label, SyntaxQueries.touches(l.range, offset) { return .label(l, owner: owner) }
      if SyntaxQueries.touches(a.value.range, offset), !a.value.range.isEmpty {
        return .value(a.value, label: a.label?.text, owner: owner)
      }
    }
    return nil
  }

  // MARK: - Lets

  /// The node kind an element stands for: its own name, or a `let`'s value's (followed through
  /// `let`s naming `let`s, a bounded number of times).
  func kind(of e: Element) -> String {
    var current = e
    for _ in 0..<16 {
      guard current.variant == nil, let l = syntax.lets[current.head.text], let v = l.value else { break }
      current = v
    }
    return current.fullName
  }

  /// The `let` an element uses, if it is a use of one.
  func letUsed(by e: Element) -> LetDecl? {
    guard e.variant == nil else { return nil }
    return syntax.lets[e.head.text]
  }

  /// The `let` name at an offset (a declaration or a use) and its declaration.
  func letAt(_ offset: Int) -> LetDecl? {
    switch hit(at: offset) {
    case .letName(let l)?: return l.name.flatMap { syntax.lets[$0.text] }
    case .elementName(let e)?: return letUsed(by: e)
    default: return nil
    }
  }

  /// Every use of a `let` name, in source order.
  func uses(of name: String) -> [SourceRange] {
    var out: [SourceRange] = []
    forEachElement { e in
      if e.variant == nil, e.head.text == name { out.append(e.head.range) }
    }
    return out
  }

  /// Visits every element of the document, depth first, in source order.
  func forEachElement(_ body: (Element) -> Void) {
    // An explicit stack: nesting is bounded by the parser, but recursion is not needed.
    var stack: [Element] = []
    for decl in syntax.document.decls.reversed() {
      switch decl {
      case .let(let l): if let v = l.value { stack.append(v) }
      case .section(let s): stack.append(contentsOf: (s.body?.children ?? []).reversed())
      case .element(let e): stack.append(e)
      case .layout, .preview, .invalid: break
      }
    }
    while let e = stack.popLast() {
      body(e)
      stack.append(contentsOf: (e.body?.children ?? []).reversed())
    }
  }
}
