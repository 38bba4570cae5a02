import LayoutSource
import LayoutSyntax

/// A pass of its own over the syntax: a `let` that no section reaches, directly or through other
/// `let`s, lays out nothing and is most likely a leftover or a misspelt use.
enum UnusedLets {
  /// A body being walked and the index of its next element. (A struct, not a tuple: its array's
  /// type is then made at run time without a tuple type.)
  struct BodyWalk {
    var elements: [Element]
    var next: Int
  }

  /// `lets` and `shadowing` together hold each name's first `let` (a later one is a duplicate,
  /// already an error): the checker's table, and those it leaves out for naming a built-in node.
  /// `references` gives the `let`s each of `lets` names in its value, by number. `seen` numbers
  /// `let`s the checker met in sections (some of those used, never one unused): when they and the
  /// `let`s they name are all of them, as in most files, the syntax is not walked again.
  /// `skipping` gives sections (by their place among the declarations, in order) whose uses of
  /// `let`s are all among `seen`: they are not read again.
  static func find(
    _ doc: Document, lets checked: LetTable, references: [[Int]], shadowing: LetTable, seen: [Int] = [], skipping: [Int] = []
  ) -> [Diagnostic] {
    var lets = checked
    for (name, l) in zip(shadowing.names, shadowing.declarations) { lets.insert(name, l) }
    let values = lets.declarations
    // A file with no section already has an error that says so.
    guard !values.isEmpty, doc.decls.contains(where: { if case .section = $0 { true } else { false } }) else { return [] }
    var used = [Bool](repeating: false, count: values.count)
    var usedCount = 0
    // The bodies still to walk, each with the index of its next element: a loop over a stack, not
    // recursion, so neither deep bodies nor long chains of `let`s grow the call stack, and a body's
    // elements are read in place, not copied onto the stack one by one. It stops as soon as every
    // `let` is used (a line of 80,000 uses of one `let` is one step).
    var bodies: [BodyWalk] = []
    // The values of `let`s just found used, still to visit; or, when the checker's table is this
    // one (no `let` names a built-in node), the `let`s themselves, whose values' uses are known.
    var reached: [Element] = []
    let known = shadowing.isEmpty && references.count == values.count
    var reachedLets: [Int] = []
    // Marks `let` `n` used; what its value uses is visited next.
    func use(_ n: Int) {
      used[n] = true
      usedCount += 1
      if known { reachedLets.append(n) } else if let v = values[n].value { reached.append(v) }
    }
    // Each `let` a used one names, and so on, is used too.
    func followReferences() {
      while let n = reachedLets.popLast() { for r in references[n] where !used[r] { use(r) } }
    }
    for n in seen where n < values.count && !used[n] { use(n) }
    followReferences()
    // With no `let` named as a built-in node, a plain `item` (most nodes) names no `let`.
    let itemNamesNone = shadowing.isEmpty
    // By index, each section's children alone: a declaration copied out of the array is retained field by field.
    var skipped = skipping[...]
    for index in doc.decls.indices where usedCount < values.count {
      if skipped.first == index {
        skipped.removeFirst()
        continue
      }
      guard case .section(let s) = doc.decls[index], let children = s.body?.children, !children.isEmpty else { continue }
      bodies.append(BodyWalk(elements: children, next: 0))
      // Ends with nothing left to visit, or with every `let` used.
      while usedCount < values.count {
        if !reachedLets.isEmpty {
          followReferences()
          continue
        }
        let e: Element
        if let v = reached.popLast() {
          e = v
        } else if let top = bodies.indices.last {
          let i = bodies[top].next
          guard i < bodies[top].elements.count else {
            bodies.removeLast()
            continue
          }
          bodies[top].next = i + 1
          e = bodies[top].elements[i]
        } else {
          break
        }
        if e.variant == nil, !(itemNamesNone && e.head.text == "item"), let n = lets.number(e.head.text), !used[n] { use(n) }
        if let children = e.body?.children, !children.isEmpty { bodies.append(BodyWalk(elements: children, next: 0)) }
      }
    }
    guard usedCount < values.count else { return [] }
    // In source order: the checker's `let`s are numbered in it, those naming built-in nodes after them.
    var unused = values.indices.filter { !used[$0] }.map { values[$0] }
    if !shadowing.isEmpty { unused.sort { $0.range.start < $1.range.start } }
    return unused.compactMap { l in l.name.map { Diagnostic(CheckDiagnostics.unusedLet($0.text), at: $0.range) } }
  }
}
