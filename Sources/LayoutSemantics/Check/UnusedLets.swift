import LayoutSource
import LayoutSyntax

/// A pass of its own over the syntax: a `let` that no section reaches, directly or through other
/// `let`s, lays out nothing and is most likely a leftover or a misspelt use.
enum UnusedLets {
  static func find(_ doc: Document) -> [Diagnostic] {
    var lets: [String: LetDecl] = [:]
    for case .let(let l) in doc.decls {
      if let name = l.name?.text, lets[name] == nil { lets[name] = l }
    }
    // A file with no section already has an error that says so.
    guard !lets.isEmpty, doc.decls.contains(where: { if case .section = $0 { true } else { false } }) else { return [] }
    var used = Set<String>()
    // Iterative, so a long chain of lets cannot overflow the stack; it stops as soon as every
    // `let` is used (a line of 80,000 uses of one `let` is one step).
    sections: for case .section(let s) in doc.decls {
      var work = s.body?.children ?? []
      while let e = work.popLast() {
        work += e.body?.children ?? []
        guard e.variant == nil, let l = lets[e.head.text], used.insert(e.head.text).inserted else { continue }
        if used.count == lets.count { break sections }
        if let v = l.value { work.append(v) }
      }
    }
    return doc.decls.compactMap { decl in
      guard case .let(let l) = decl, let name = l.name, !used.contains(name.text), lets[name.text]?.range == l.range else { return nil }
      return Diagnostic(CheckDiagnostics.unusedLet(name.text), at: name.range)
    }
  }
}
