/// UIKit tells supplementary views apart by element kind and index path, so two badges on one
/// item (or one group repetition) must not share a kind. Each `badge` declaration gets its own,
/// in source order: `badge`, `badge-2`, `badge-3`, … A `let` used in several places is one
/// declaration and keeps one kind; adding a badge after the others renames none of them.
extension LayoutModel {
  func numberingBadges() -> LayoutModel {
    var starts: Set<Int> = []
    for s in sections {
      forEachBadge(s.group) { starts.insert($0.source.start) }
      for a in s.adaptive { forEachBadge(a.group) { starts.insert($0.source.start) } }
    }
    guard starts.count > 1 else { return self }
    var kinds: [Int: String] = [:]
    for (i, start) in starts.sorted().enumerated() { kinds[start] = i == 0 ? "badge" : "badge-\(i + 1)" }
    var m = self
    // Only groups holding a badge whose kind changes are rebuilt.
    for i in m.sections.indices {
      if needsRenaming(m.sections[i].group, kinds) { m.sections[i].group = renamed(m.sections[i].group, kinds) }
      for j in m.sections[i].adaptive.indices where needsRenaming(m.sections[i].adaptive[j].group, kinds) {
        m.sections[i].adaptive[j].group = renamed(m.sections[i].adaptive[j].group, kinds)
      }
    }
    return m
  }

  /// Calls `body` with each badge of `g` and of everything in it.
  private func forEachBadge(_ g: LayoutGroup, _ body: (ItemSupplementary) -> Void) {
    for b in g.supplementaries { body(b) }
    switch g.kind {
    case .fill(let cs): for c in cs { forEachBadge(c, body) }
    case .repeating(let c, _), .count(let c, _): forEachBadge(c, body)
    }
  }

  private func forEachBadge(_ e: LayoutElement, _ body: (ItemSupplementary) -> Void) {
    switch e {
    case .item(let item): for b in item.supplementaries { body(b) }
    case .group(let g): forEachBadge(g, body)
    }
  }

  private func needsRenaming(_ g: LayoutGroup, _ kinds: [Int: String]) -> Bool {
    var found = false
    forEachBadge(g) { b in if !found, let k = kinds[b.source.start], k != b.kind { found = true } }
    return found
  }

  private func renamed(_ g: LayoutGroup, _ kinds: [Int: String]) -> LayoutGroup {
    var g = g
    g.supplementaries = g.supplementaries.map { renamed($0, kinds) }
    switch g.kind {
    case .fill(let cs): g.kind = .fill(cs.map { renamed($0, kinds) })
    case .repeating(let c, let n): g.kind = .repeating(renamed(c, kinds), count: n)
    case .count(let c, let n): g.kind = .count(renamed(c, kinds), count: n)
    }
    return g
  }

  private func renamed(_ e: LayoutElement, _ kinds: [Int: String]) -> LayoutElement {
    switch e {
    case .item(var item):
      item.supplementaries = item.supplementaries.map { renamed($0, kinds) }
      return .item(item)
    case .group(let g):
      return .group(renamed(g, kinds))
    }
  }

  private func renamed(_ b: ItemSupplementary, _ kinds: [Int: String]) -> ItemSupplementary {
    var b = b
    b.kind = kinds[b.source.start] ?? b.kind
    return b
  }
}
