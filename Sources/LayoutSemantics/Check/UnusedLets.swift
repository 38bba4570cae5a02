import LayoutSource
import LayoutSyntax

/// A pass of its own over the syntax: a `let` that no section reaches, directly or through other
/// `let`s, lays out nothing and is most likely a leftover or a misspelt use.
enum UnusedLets {
  static func find(_ doc: Document) -> [Diagnostic] {
    // Each name's first `let`, by its index among the declarations (a later one is a duplicate,
    // already an error).
    var first: [String: Int] = [:]
    for (i, decl) in doc.decls.enumerated() {
      if case .let(let l) = decl, let name = l.name?.text, first[name] == nil { first[name] = i }
    }
    // A file with no section already has an error that says so.
    guard !first.isEmpty, doc.decls.contains(where: { if case .section = $0 { true } else { false } }) else { return [] }
    var used = Set<String>()
    var reached: [Int] = []
    // Bodies nest at most `Parser.maxNestingDepth` deep, so recursing into them is bounded; the
    // `let`s a use reaches wait in `reached`, so a long chain of lets is a loop, not recursion.
    // It stops as soon as every `let` is used (a line of 80,000 uses of one `let` is one step).
    func visit(_ e: Element) {
      if used.count == first.count { return }
      if e.variant == nil, let i = first[e.head.text], used.insert(e.head.text).inserted { reached.append(i) }
      for c in e.body?.children ?? [] { visit(c) }
    }
    for case .section(let s) in doc.decls where used.count < first.count {
      for c in s.body?.children ?? [] { visit(c) }
      while let i = reached.popLast() {
        if case .let(let l) = doc.decls[i], let v = l.value { visit(v) }
      }
    }
    return doc.decls.enumerated().compactMap { i, decl in
      guard case .let(let l) = decl, let name = l.name, !used.contains(name.text), first[name.text] == i else { return nil }
      return Diagnostic(CheckDiagnostics.unusedLet(name.text), at: name.range)
    }
  }
}
