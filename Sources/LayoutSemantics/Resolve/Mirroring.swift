/// The collection view's user interface layout direction (`UIUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, SchemaWord {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"

  public var spelling: String { rawValue }
  public var doc: String {
    switch self {
    case .leftToRight: "left to right, as in English (the default)"
    case .rightToLeft: "right to left, as in Arabic or Hebrew: every frame mirrored as UIKit mirrors it (G11, R4)"
    }
  }
  public var uikit: String {
    switch self {
    case .leftToRight: "UIUserInterfaceLayoutDirection.leftToRight"
    case .rightToLeft: "UIUserInterfaceLayoutDirection.rightToLeft"
    }
  }
}

/// G11, R4: right to left is a post-pass. Each resolver lays out left to right, then every frame
/// is mirrored about the content's width, `x' = contentWidth − x − width`, as UIKit flips a layout
/// whose `flipsHorizontallyInOppositeLayoutDirection` is true. Leading and trailing (insets, edge
/// spacing, badge anchors, the order of a horizontal group's slots) thereby become right and left;
/// y never changes.
enum Mirroring {
  /// The options a resolver lays out left to right with. `--visible` is in the coordinates of the
  /// frames it reports, mirrored ones when `mirrors`: on a horizontally scrolling layout the range
  /// is mirrored back before headers and footers are pinned in it, about the content width, which
  /// does not depend on it (`contentWidth` resolves it).
  /// A window (`--rect`) is mirrored back the same way, on either scroll axis (the probe that
  /// finds the content width is windowed too, so it stays cheap).
  static func leftToRight(_ options: ResolveOptions, scroll: Axis, mirrors: Bool, contentWidth: (ResolveOptions) -> Double?) -> ResolveOptions {
    guard options.layoutDirection == .rightToLeft, mirrors else { return options }
    let visible = scroll == .horizontal ? options.visible : nil
    guard visible != nil || options.window != nil else { return options }
    var probe = options
    probe.visible = nil
    probe.includeGroups = false
    var ltr = options
    guard let w = contentWidth(probe) else { return ltr }
    if let v = visible { ltr.visible = (w - v.upperBound)...(w - v.lowerBound) }
    if let r = options.window { ltr.window = Window.mirrored(r, about: w) }
    return ltr
  }

  /// A layout resolved left to right, in `options.layoutDirection`: mirrored when right to left
  /// and `mirrors` (false where UIKit does not flip: then only the reported direction changes).
  /// A windowed layout then keeps exactly the frames that intersect the window as reported.
  static func finish(_ layout: consuming ResolvedLayout, _ options: ResolveOptions, mirrors: Bool) -> ResolvedLayout {
    var out = layout
    if options.layoutDirection == .rightToLeft {
      if mirrors { out.mirror() }
      out.direction = .rightToLeft
    }
    if let w = options.window { out = out.windowed(to: w) }
    return out
  }
}

extension ResolvedLayout {
  /// Every frame mirrored about the content's width, in place (the arrays are not copied when
  /// this layout holds the only reference to them).
  mutating func mirror() {
    let w = contentWidth
    func flip(_ r: inout Rect) { r.x = w - r.x - r.width }
    // A pinned header's or footer's clamp is mirrored with it when it moves along x.
    let horizontal = scrollDirection == .horizontal
    func flip(_ s: inout SupplementaryFrame) {
      flip(&s.frame)
      if horizontal { s.pin?.mirroredAbout = w }
    }
    for i in sections.indices {
      sections[i].items.withUnsafeMutableBufferPointer { items in
        for j in items.indices { flip(&items[j]) }
      }
      for j in sections[i].supplementaries.indices { flip(&sections[i].supplementaries[j]) }
      for j in sections[i].decorations.indices { flip(&sections[i].decorations[j].frame) }
      for j in sections[i].groups.indices {
        let g = sections[i].groups[j]
        sections[i].groups[j] = GroupFrame(depth: g.depth, frame: g.frame, firstLeaf: g.firstLeaf)
        flip(&sections[i].groups[j].frame)
      }
    }
    for j in supplementaries.indices { flip(&supplementaries[j]) }
  }
}
