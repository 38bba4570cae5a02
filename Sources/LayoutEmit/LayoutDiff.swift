import LayoutSemantics

/// `layoutc diff`: what changed between two resolved layouts of the same container, element by
/// element. Pure: two layouts in, a sorted list of changes out.
///
/// Elements are matched by identity, never by position: an item by (section, index); a header,
/// footer or badge by (kind, what it is anchored to, that anchor's index, section); a background
/// by (kind, section); a layout-wide header or footer by its kind. Two elements with the same
/// identity (two badges on one item) are told apart by their order. Frames are compared exactly:
/// both layouts are on their scale's pixel grid, so any difference is a real one.
public enum LayoutDiff {
  /// An element's identity.
  public struct Element: Hashable, Comparable, Sendable {
    public enum Kind: Int, Sendable, Comparable {
      case item, supplementary, decoration
      public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// Nil for a layout-wide header or footer.
    public var section: Int?
    public var kind: Kind
    /// `header`, `footer`, `badge`, `background`; empty for an item.
    public var name: String
    /// What a supplementary is anchored to; nil for items and decorations.
    public var source: SupplementaryFrame.Source?
    /// The item's index, or the anchor's (a boundary's is 0); 0 for a decoration.
    public var index: Int
    /// Which of the elements with the same identity otherwise, in order (0 for the first).
    public var ordinal: Int

    public static func < (a: Element, b: Element) -> Bool {
      // Layout-wide elements first, then section by section.
      let sa = a.section ?? -1, sb = b.section ?? -1
      if sa != sb { return sa < sb }
      if a.kind != b.kind { return a.kind < b.kind }
      if a.name != b.name { return (Self.nameRank(a.name), a.name) < (Self.nameRank(b.name), b.name) }
      let ra = a.source?.rank ?? 0, rb = b.source?.rank ?? 0
      if ra != rb { return ra < rb }
      if a.index != b.index { return a.index < b.index }
      return a.ordinal < b.ordinal
    }

    /// Headers before footers, then every other kind by name.
    static func nameRank(_ name: String) -> Int {
      switch name {
      case "header": 0
      case "footer": 1
      default: 2
      }
    }

    /// How the text output names it: `item 0.3`, `header 1`, `badge 0.3`, `badge 2 group 1`,
    /// `background 1`, `layout header` (`#2` after the second of the same identity).
    public var description: String {
      let suffix = ordinal > 0 ? " #\(ordinal + 1)" : ""
      guard let section else { return "layout \(name)\(suffix)" }
      switch kind {
      case .item: return "item \(section).\(index)\(suffix)"
      case .decoration: return "\(name) \(section)\(suffix)"
      case .supplementary:
        switch source {
        case .item?: return "\(name) \(section).\(index)\(suffix)"
        case .group?: return "\(name) \(section) group \(index)\(suffix)"
        case .boundary?, nil: return "\(name) \(section)\(suffix)"
        }
      }
    }
  }

  /// What happened to one element.
  public enum Change: Equatable, Sendable {
    /// The same size at another origin.
    case moved(Rect, Rect)
    /// Another size at the same origin.
    case resized(Rect, Rect)
    /// Another origin and another size.
    case movedAndResized(Rect, Rect)
    /// Only in the second layout.
    case appeared(Rect)
    /// Only in the first layout.
    case disappeared(Rect)

    /// The word the outputs use: `moved`, `resized`, `moved and resized`, `appeared`, `disappeared`.
    public var word: String {
      switch self {
      case .moved: "moved"
      case .resized: "resized"
      case .movedAndResized: "moved and resized"
      case .appeared: "appeared"
      case .disappeared: "disappeared"
      }
    }

    /// The frame in the first layout, if it is there.
    public var before: Rect? {
      switch self {
      case .moved(let a, _), .resized(let a, _), .movedAndResized(let a, _), .disappeared(let a): a
      case .appeared: nil
      }
    }

    /// The frame in the second layout, if it is there.
    public var after: Rect? {
      switch self {
      case .moved(_, let b), .resized(_, let b), .movedAndResized(_, let b), .appeared(let b): b
      case .disappeared: nil
      }
    }
  }

  /// One element that differs.
  public struct Entry: Equatable, Sendable {
    public var element: Element
    public var change: Change
  }

  /// Everything that differs between two layouts of one container.
  public struct Result: Equatable, Sendable {
    /// Sorted by element (`Element.<`).
    public var entries: [Entry]
    /// The content sizes, before and after, when they differ.
    public var contentSize: (before: Size, after: Size)?

    public var isEmpty: Bool { entries.isEmpty && contentSize == nil }

    public static func == (a: Result, b: Result) -> Bool {
      a.entries == b.entries && a.contentSize?.before == b.contentSize?.before && a.contentSize?.after == b.contentSize?.after
    }
  }

  /// A width and a height.
  public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double
  }

  /// Every element of `a` and `b` that moved, was resized, appeared or disappeared, and the
  /// content size when it changed.
  public static func compare(_ a: ResolvedLayout, _ b: ResolvedLayout) -> Result {
    let before = frames(a), after = frames(b)
    var entries: [Entry] = []
    for (element, r) in before {
      guard let s = after[element] else {
        entries.append(Entry(element: element, change: .disappeared(r)))
        continue
      }
      if let change = change(r, s) { entries.append(Entry(element: element, change: change)) }
    }
    for (element, s) in after where before[element] == nil {
      entries.append(Entry(element: element, change: .appeared(s)))
    }
    entries.sort { $0.element < $1.element }
    let sa = Size(width: a.contentWidth, height: a.contentHeight), sb = Size(width: b.contentWidth, height: b.contentHeight)
    return Result(entries: entries, contentSize: sa == sb ? nil : (sa, sb))
  }

  /// How `r` became `s`; nil when they are the same frame (compared exactly).
  static func change(_ r: Rect, _ s: Rect) -> Change? {
    let moved = r.x != s.x || r.y != s.y
    let resized = r.width != s.width || r.height != s.height
    switch (moved, resized) {
    case (false, false): return nil
    case (true, false): return .moved(r, s)
    case (false, true): return .resized(r, s)
    case (true, true): return .movedAndResized(r, s)
    }
  }

  /// Every element's frame by its identity.
  static func frames(_ layout: ResolvedLayout) -> [Element: Rect] {
    var out: [Element: Rect] = [:]
    func add(_ e: Element, _ r: Rect) {
      var e = e
      while out[e] != nil { e.ordinal += 1 }
      out[e] = r
    }
    for sup in layout.supplementaries {
      add(Element(section: nil, kind: .supplementary, name: sup.kind, source: sup.source, index: sup.index, ordinal: 0), sup.frame)
    }
    for s in layout.sections {
      for (i, r) in s.items.enumerated() {
        add(Element(section: s.index, kind: .item, name: "", source: nil, index: i, ordinal: 0), r)
      }
      for sup in s.supplementaries {
        add(Element(section: s.index, kind: .supplementary, name: sup.kind, source: sup.source, index: sup.index, ordinal: 0), sup.frame)
      }
      for d in s.decorations {
        add(Element(section: s.index, kind: .decoration, name: d.kind, source: nil, index: 0, ordinal: 0), d.frame)
      }
    }
    return out
  }
}

extension SupplementaryFrame.Source {
  /// The order of sources within a kind: boundary, then group, then item.
  var rank: Int {
    switch self {
    case .boundary: 0
    case .group: 1
    case .item: 2
    }
  }
}
