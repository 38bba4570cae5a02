/// UIKit tells supplementary views apart by element kind and index path, so two badges on one
/// item (or one group repetition) must not share a kind. Each `badge` declaration gets its own,
/// in source order: `badge`, `badge-2`, `badge-3`, … A `let` used in several places is one
/// declaration and keeps one kind; adding a badge after the others renames none of them.
extension LayoutModel {
  /// Numbers the badges in place: the model is not copied (its sections array is shared with no
  /// one, so only the groups renamed are rebuilt).
  mutating func numberBadges() {
    let found = Self.badgeStarts(sections)
    var starts = found.starts
    let withBadges = found.withBadges
    guard starts.count > 1 else { return }
    starts.sort()
    var kinds: [Int: String] = Dictionary(minimumCapacity: starts.count)
    for start in starts where kinds[start] == nil { kinds[start] = kinds.isEmpty ? "badge" : "badge-\(kinds.count + 1)" }
    guard kinds.count > 1 else { return }
    // Only groups holding a badge whose kind changes are rebuilt.
    for i in withBadges {
      // Renamed in place: a group copied out and back is retained and released field by field.
      if Self.needsRenaming(sections[i].group.supplementaries, sections[i].group.kind, kinds) { Self.rename(&sections[i].group, kinds) }
      for j in sections[i].adaptive.indices where Self.needsRenaming(sections[i].adaptive[j].group.supplementaries, sections[i].adaptive[j].group.kind, kinds) {
        Self.rename(&sections[i].adaptive[j].group, kinds)
      }
    }
  }

  /// Each badge's start (a few dozen at most in a file, so an array) and the sections holding a
  /// badge, the only ones looked at again. The sections are a parameter: read in place, where
  /// `self.sections[i]` of a mutating method is copied group by group.
  private static func badgeStarts(_ sections: [LayoutSection]) -> (starts: [Int], withBadges: [Int]) {
    var starts: [Int] = []
    var withBadges: [Int] = []
    for i in sections.indices {
      let before = starts.count
      forEachBadge(sections[i].group.supplementaries, sections[i].group.kind) { starts.append($0.source.start) }
      for j in sections[i].adaptive.indices {
        forEachBadge(sections[i].adaptive[j].group.supplementaries, sections[i].adaptive[j].group.kind) { starts.append($0.source.start) }
      }
      if starts.count > before { withBadges.append(i) }
    }
    return (starts, withBadges)
  }

  /// Calls `body` with each badge of a group and of everything in it. The group is given by its
  /// badges and children: a whole group passed on is copied.
  private static func forEachBadge(_ badges: [ItemSupplementary], _ kind: GroupKind, _ body: (ItemSupplementary) -> Void) {
    for b in badges { body(b) }
    switch kind {
    case .fill(let cs): for c in cs { forEachBadge(c, body) }
    case .repeating(let c, _), .count(let c, _): forEachBadge(c, body)
    }
  }

  private static func forEachBadge(_ e: LayoutElement, _ body: (ItemSupplementary) -> Void) {
    switch e {
    case .item(let item): for b in item.supplementaries { body(b) }
    case .group(let g): forEachBadge(g.supplementaries, g.kind, body)
    }
  }

  /// Whether a badge of the group (given by its badges and children) gets another kind.
  private static func needsRenaming(_ badges: [ItemSupplementary], _ kind: GroupKind, _ kinds: [Int: String]) -> Bool {
    var found = false
    forEachBadge(badges, kind) { b in if !found, let k = kinds[b.source.start], k != b.kind { found = true } }
    return found
  }

  private static func rename(_ g: inout LayoutGroup, _ kinds: [Int: String]) {
    g.supplementaries = g.supplementaries.map { renamed($0, kinds) }
    switch g.kind {
    case .fill(let cs): g.kind = .fill(cs.map { renamed($0, kinds) })
    case .repeating(let c, let n): g.kind = .repeating(renamed(c, kinds), count: n)
    case .count(let c, let n): g.kind = .count(renamed(c, kinds), count: n)
    }
  }

  private static func renamed(_ e: LayoutElement, _ kinds: [Int: String]) -> LayoutElement {
    switch e {
    case .item(var item):
      item.supplementaries = item.supplementaries.map { renamed($0, kinds) }
      return .item(item)
    case .group(var g):
      rename(&g, kinds)
      return .group(g)
    }
  }

  private static func renamed(_ b: ItemSupplementary, _ kinds: [Int: String]) -> ItemSupplementary {
    var b = b
    b.kind = kinds[b.source.start] ?? b.kind
    return b
  }
}
