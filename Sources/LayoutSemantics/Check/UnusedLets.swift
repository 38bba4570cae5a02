import LayoutSource
import LayoutSyntax

/// A pass of its own over the syntax: a `let` that no section reaches, directly or through other
/// `let`s, lays out nothing and is most likely a leftover or a misspelt use.
enum UnusedLets {
  static func find(_ doc: Document) -> [Diagnostic] {
    // Each name's first `let` (a later one is a duplicate, already an error), numbered in order.
    var lets = LetTable()
    for decl in doc.decls {
      if case .let(let l) = decl, let name = l.name?.text, lets.number(name) == nil { lets.insert(name, l) }
    }
    let values = lets.declarations.map(\.value)
    // A file with no section already has an error that says so.
    guard !values.isEmpty, doc.decls.contains(where: { if case .section = $0 { true } else { false } }) else { return [] }
    var used = [Bool](repeating: false, count: values.count)
    var usedCount = 0
    // The elements still to visit: a loop over a stack, not recursion, so neither deep bodies nor
    // long chains of `let`s grow the call stack. It stops as soon as every `let` is used (a line
    // of 80,000 uses of one `let` is one step).
    var pending: [Element] = []
    for case .section(let s) in doc.decls where usedCount < values.count {
      pending.append(contentsOf: s.body?.children ?? [])
      while usedCount < values.count, let e = pending.popLast() {
        if e.variant == nil, let i = lets.number(e.head.text), !used[i] {
          used[i] = true
          usedCount += 1
          if let v = values[i] { pending.append(v) }
        }
        if let children = e.body?.children { pending.append(contentsOf: children) }
      }
      pending.removeAll(keepingCapacity: true)
    }
    guard usedCount < values.count else { return [] }
    var seen = [Bool](repeating: false, count: values.count)
    return doc.decls.compactMap { decl in
      guard case .let(let l) = decl, let name = l.name, let i = lets.number(name.text), !seen[i] else { return nil }
      seen[i] = true
      return used[i] ? nil : Diagnostic(CheckDiagnostics.unusedLet(name.text), at: name.range)
    }
  }
}
