// C6–C8, F21: the safe area, the layout margins and the insets reference. Each resolver lays out
// in content coordinates; this pass turns the container's safe area and margins into what UIKit
// makes of them before the frames are computed: a container shortened along the scroll axis by
// the adjusted content inset (C6), and each section's insets grown across the scroll axis by the
// boundary its reference names (C7, F21).

/// Edges in points on physical sides (`UIEdgeInsets`): the safe area and the layout margins are
/// left and right whatever the layout direction.
public struct PhysicalInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = PhysicalInsets()

  /// Directional edges as written (`leading:` is the left edge under left to right, the right
  /// edge under right to left).
  public init(_ e: EdgeInsets, direction: LayoutDirection) {
    let rtl = direction == .rightToLeft
    self.init(top: e.top, left: rtl ? e.trailing : e.leading, bottom: e.bottom, right: rtl ? e.leading : e.trailing)
  }

  /// As a left-to-right pass sees them: when its frames are mirrored afterwards (G11, R4) the
  /// right edge is the one it lays out as leading.
  func leftToRight(mirrored: Bool) -> EdgeInsets {
    EdgeInsets(top: top, leading: mirrored ? right : left, bottom: bottom, trailing: mirrored ? left : right)
  }

  static func + (a: PhysicalInsets, b: PhysicalInsets) -> PhysicalInsets {
    PhysicalInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// The length along `axis` these edges take off.
  func total(along axis: Axis) -> Double { axis == .horizontal ? left + right : top + bottom }
}

extension EdgeInsets {
  /// The same four Doubles, bit for bit (`-0` is not `0`).
  func isIdentical(to other: EdgeInsets) -> Bool {
    top.bitPattern == other.top.bitPattern && leading.bitPattern == other.leading.bitPattern
      && bottom.bitPattern == other.bottom.bitPattern && trailing.bitPattern == other.trailing.bitPattern
  }

  /// Edge by edge, these insets plus `other`.
  public func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom, trailing: trailing + other.trailing)
  }
}

extension ResolveOptions {
  /// C8: the layout margins in effect, measured from the safe area: the given ones, or the system
  /// minimum of a `UICollectionViewController`'s view.
  public var effectiveMargins: PhysicalInsets { margins ?? rules.systemMinimumMargins(width: width, height: height) }

  /// Whether the safe area and the given margins leave the container some room on both axes.
  public var insetsFit: Bool {
    let m = safeArea + (margins ?? .zero)
    return m.total(along: .horizontal) < width && m.total(along: .vertical) < height
  }

  /// C7, C8: how far in from the bounds `reference`'s boundary lies, on every side (`automatic`
  /// resolved by the caller).
  func boundary(_ reference: ContentInsetsReference) -> PhysicalInsets {
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea: return safeArea
    case .layoutMargins: return safeArea + effectiveMargins
    case .readableContent:
      var m = safeArea + effectiveMargins
      let extra = max(0, (width - m.left - m.right - rules.readableContentWidth) / 2)
      m.left += extra
      m.right += extra
      return m
    }
  }

  /// F21: a flow layout's boundary (`content-inset`: the adjusted content inset, which has no
  /// part across the scroll axis).
  func boundary(_ reference: FlowInsetReference) -> PhysicalInsets {
    switch reference {
    case .contentInset: .zero
    case .safeArea: safeArea
    case .layoutMargins: safeArea + effectiveMargins
    }
  }

  /// C6: the container along the scroll axis is the bounds less the safe area there (the adjusted
  /// content inset of `contentInsetAdjustmentBehavior = .automatic`); the bounds are kept for
  /// what the frames report.
  func shortenedAlongScrollAxis(_ scroll: Axis) -> ResolveOptions {
    var out = self
    out.bounds = (width, height)
    guard rules.containerExcludesScrollAxisSafeArea else { return out }
    if scroll == .vertical { out.height -= safeArea.total(along: .vertical) } else { out.width -= safeArea.total(along: .horizontal) }
    return out
  }
}

enum SafeArea {
  /// C7: the reference a section of `model` is measured from, `automatic` resolved.
  static func reference(_ s: LayoutSection?, in model: LayoutModel, rules: Rules) -> ContentInsetsReference {
    reference(written: s?.insetsReference, in: model, rules: rules)
  }

  /// C7: the reference of a section whose `insetsReference:` is `written` (nil: none written, as
  /// for the layout itself), `automatic` resolved.
  static func reference(written: ContentInsetsReference?, in model: LayoutModel, rules: Rules) -> ContentInsetsReference {
    let layout = model.insetsReference ?? .automatic
    let written = written ?? .automatic
    let chosen = written == .automatic ? layout : written
    return chosen == .automatic ? (rules.automaticReferenceIsSafeArea ? .safeArea : .none) : chosen
  }

  /// C6, C7: the model and options a compositional layout is resolved with: each section's insets
  /// grown across the scroll axis by its reference's boundary, the container shortened along it,
  /// the effective content width for `when` (the width less the layout's boundary across a
  /// vertical scroll axis).
  static func prepare(_ model: LayoutModel, _ options: ResolveOptions) -> (LayoutModel, ResolveOptions) {
    guard options.bounds == nil else { return (model, options) }
    var out = model
    for i in out.sections.indices {
      // Nothing to add (no safe area, no margins) leaves the sections shared, not copied.
      let old = out.sections[i].insets
      let new = insets(of: out.sections[i], in: model, options)
      if !new.isIdentical(to: old) { out.sections[i].insets = new }
    }
    return (out, prepared(model, options))
  }

  /// C7: the insets `prepare` gives section `s` of `model`, without copying the model.
  static func insets(of s: LayoutSection, in model: LayoutModel, _ options: ResolveOptions) -> EdgeInsets {
    insets(s.insets, reference: s.insetsReference, in: model, options)
  }

  /// `insets(of:in:_:)` of a section whose insets are `written` and whose `insetsReference:` is
  /// `reference`.
  static func insets(_ written: EdgeInsets, reference: ContentInsetsReference?, in model: LayoutModel, _ options: ResolveOptions) -> EdgeInsets {
    guard options.bounds == nil else { return written }
    return written.adding(across(options.boundary(SafeArea.reference(written: reference, in: model, rules: options.rules)), model, options))
  }

  /// A boundary's insets in the layout direction, across `model`'s scroll axis only.
  private static func across(_ p: PhysicalInsets, _ model: LayoutModel, _ options: ResolveOptions) -> EdgeInsets {
    p.leftToRight(mirrored: options.layoutDirection == .rightToLeft).only(along: model.scrollDirection.other)
  }

  /// C6, C7: the options `prepare` returns.
  static func prepared(_ model: LayoutModel, _ options: ResolveOptions) -> ResolveOptions {
    guard options.bounds == nil else { return options }
    let scroll = model.scrollDirection
    let layoutBoundary = across(options.boundary(reference(nil, in: model, rules: options.rules)), model, options)
    var o = options.shortenedAlongScrollAxis(scroll)
    o.layoutBoundaryInsets = layoutBoundary
    o.effectiveContentWidth = scroll == .vertical ? options.width - layoutBoundary.leading - layoutBoundary.trailing : o.width
    return o
  }

  /// F21: the flow model and options: each section's insets grown across the scroll axis by the
  /// layout's reference, the container shortened along it (C6).
  static func prepare(_ model: FlowLayoutModel, _ options: ResolveOptions) -> (FlowLayoutModel, ResolveOptions) {
    guard options.bounds == nil else { return (model, options) }
    let scroll = model.scrollDirection
    let mirrored = options.layoutDirection == .rightToLeft && options.rules.flowMirrorsInRightToLeft
    let add = options.boundary(model.insetsReference ?? .contentInset).leftToRight(mirrored: mirrored).only(along: scroll.other)
    var out = model
    for i in out.sections.indices { out.sections[i].insets = out.sections[i].insets.adding(add) }
    return (out, options.shortenedAlongScrollAxis(scroll))
  }
}

extension ResolvedLayout {
  /// The bounds, and the container's safe area and margins when it has a safe area or was given
  /// margins, as the frames report them.
  func reporting(_ options: ResolveOptions) -> ResolvedLayout {
    var out = self
    if let b = options.bounds { (out.width, out.height) = b }
    if options.safeArea != .zero || options.margins != nil {
      out.safeArea = options.safeArea
      out.margins = options.effectiveMargins
    }
    return out
  }
}
