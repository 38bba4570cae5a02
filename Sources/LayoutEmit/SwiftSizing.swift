import LayoutSemantics
import LayoutSource

// Sizes the generated Swift computes itself, so that its frames do not depend on a rule UIKit
// leaves open. UIKit documents that the deprecated `subitem:count:` shrinks its copies for
// `interItemSpacing` (the spacing retry, G5), but of `repeatingSubitem:count:` only that fitting
// the copies is the caller's responsibility. So when a `count:` or `repeat:` group with spacing
// has a child that is a fraction of the group's axis ("contested"), the generated section
// function computes the child's retried size from the layout environment — exactly as the
// resolver does: the section container (C2/C3), each group's own size (D3, pixel-floored per D4
// in `ios17`), its content insets (C4, C5) and the retry's reduced length — and gives the child
// `.absolute` dimensions. An absolute child is not axis-dependent, so whether UIKit retries or
// not changes nothing, and the frames are layoutc's (which follows the default rule).

/// The resolver's chain of containers, as generated-code lengths, in one UIKit mode and with
/// layoutc's default rules.
struct SwiftSizing {
  let mode: UIKitMode
  let rules = Rules.standard

  /// The names the section function gives the layout environment's values, and the helper it calls.
  static func containerName(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
  static let scaleName = "scale"
  static let pixelFloor = "pixelFloor"
  /// What a section function with contested groups reserves for those names.
  static let environmentNames: Set<String> = [containerName(.horizontal), containerName(.vertical), scaleName]

  /// C2/C3: the container of a section's top-level group.
  func sectionContainer(_ s: LayoutSection, scroll: Axis) -> SwiftContainer {
    let i = Resolver.sectionContainerInsets(s, scroll: scroll, rules: rules)
    return SwiftContainer(
      width: .success(SwiftLength.container(.horizontal).minus(i, along: .horizontal)),
      height: .success(SwiftLength.container(.vertical).minus(i, along: .vertical)))
  }

  /// D1–D5: a dimension resolved in `c`; a fraction is floored in `ios17`.
  func resolve(_ d: Dimension, in c: SwiftContainer) -> Result<SwiftLength, FillDependence> {
    switch d {
    case .absolute(let v), .estimated(let v): .success(.points(v.value))
    case .fractionalWidth(let f): c.width.map { fraction(f, of: $0) }
    case .fractionalHeight(let f): c.height.map { fraction(f, of: $0) }
    }
  }

  /// `px(f × length)`; `countOf` spells a `count: N` copy's 1/N as `1.0 / N.0`.
  func fraction(_ f: Number, of length: SwiftLength, countOf: Int? = nil) -> SwiftLength {
    let product = f.value == 1 ? length : .times(SwiftEmitter.fraction(f, countOf: countOf), length)
    return mode == .ios17 ? .floored(product) : product
  }

  /// C4, C5: the effective lengths inside a group of the given size (its content insets taken
  /// off), named after `base` (`groupContentWidth`) where there are insets.
  func inner(
    _ g: LayoutGroup, base: String, width: Result<SwiftLength, FillDependence>, height: Result<SwiftLength, FillDependence>
  ) -> SwiftContainer {
    func content(_ size: SwiftLength, _ lead: Double, _ trail: Double, _ suffix: String) -> SwiftLength {
      func inset(_ v: Double) -> SwiftLength { rules.insetIsFraction(v) ? .times(SwiftEmitter.number(v), size) : .points(v) }
      return lead == 0 && trail == 0 ? size : .named(base + "Content" + suffix, size.minus(inset(lead)).minus(inset(trail)))
    }
    let i = g.insets
    return SwiftContainer(
      width: width.map { content($0, i.leading, i.trailing, "Width") },
      height: height.map { content($0, i.top, i.bottom, "Height") })
  }

  /// The container `g`'s children are resolved in: `inner`, or the retry's (G5) when `g` retries —
  /// along the axis the inner length less the spacing between its copies. A fill group that may
  /// retry leaves its axis unknown in advance.
  func children(of g: LayoutGroup, inner: SwiftContainer) -> SwiftContainer {
    let s = g.interItemSpacing?.value ?? 0
    let along: Result<SwiftLength, FillDependence>
    switch g.kind {
    case .fill(let cs):
      guard s != 0, cs.contains(where: { $0.size.isFraction(of: g.axis) }) else { return inner }
      along = .failure(FillDependence(fill: g.source))
    case .count(_, let n) where s != 0 && n >= 2:
      along = inner.length(g.axis).map { $0.minus(Self.gaps(s, n)) }
    case .repeating(let c, let n) where rules.retryRepeatingGroups && s != 0 && n >= 2 && c.size.isFraction(of: g.axis):
      along = inner.length(g.axis).map { $0.minus(Self.gaps(s, n)) }
    case .count, .repeating:
      return inner
    }
    return g.axis == .horizontal ? SwiftContainer(width: along, height: inner.height) : SwiftContainer(width: inner.width, height: along)
  }

  /// `s × (n − 1)`, as the resolver multiplies it.
  static func gaps(_ s: Double, _ n: Int) -> SwiftLength {
    n == 2 ? .points(s) : .times(SwiftEmitter.number(s), .points(Double(n - 1)))
  }

  /// A contested group (see the top of this file): the child it repeats (a `count:` group's 1/N
  /// copy) and the count, when UIKit's two readings of G5 would size the child differently.
  static func contested(_ g: LayoutGroup) -> (child: LayoutElement, count: Int)? {
    guard let s = g.interItemSpacing?.value, s != 0 else { return nil }
    switch g.kind {
    case .fill: return nil
    case .count(let c, let n): return n >= 2 ? (c.legacyCountCopy(axis: g.axis, count: n), n) : nil
    case .repeating(let c, let n): return n >= 2 && c.size.isFraction(of: g.axis) ? (c, n) : nil
    }
  }

  /// Whether `e` is or holds a contested group.
  static func containsContested(_ e: LayoutElement) -> Bool {
    guard case .group(let g) = e else { return false }
    if contested(g) != nil { return true }
    switch g.kind {
    case .fill(let cs): return cs.contains(where: containsContested)
    case .repeating(let c, _), .count(let c, _): return containsContested(c)
    }
  }

  /// Whether a section's function computes sizes (any of its groups holds a contested one).
  static func containsContested(_ s: LayoutSection) -> Bool {
    ([s.group] + s.adaptive.map(\.group)).contains { containsContested(.group($0)) }
  }
}

/// Declaring computed sizes in a section function.
extension SwiftEmitter.Locals {
  /// For a contested group (`SwiftSizing.swift`), declares its child's retried lengths, each
  /// dimension that is a fraction of the group's axis resolved in the retry's container
  /// (`inside`), and returns their names; warns instead when that container's length along the
  /// axis is not known in advance.
  mutating func retrySized(_ g: LayoutGroup, in inside: SwiftContainer, _ w: inout CodeWriter) -> Sized {
    guard let (child, n) = SwiftSizing.contested(g) else { return .none }
    let spacing = g.interItemSpacing?.value ?? 0
    let reduced: SwiftLength
    switch inside.length(g.axis) {
    case .success(let length):
      reduced = declare(length, &w)
    case .failure(let dependence):
      diagnostics.append(Diagnostic(
        EmitDiagnostics.contestedSpacingRetry(g.kind.isCount ? "count" : "repeat", count: n, spacing: spacing, axis: g.axis),
        at: g.kindSource ?? g.source, notes: [EmitDiagnostics.contestedSpacingRetryNote(g.axis, at: dependence.fill)]))
      Self.comment(
        "These copies are sized by UIKit (warning emit.contestedSpacingRetry): if it does not take `interItemSpacing` "
          + "out of `repeatingSubitem` copies, they are \(EmitDiagnostics.longer(g.axis, spacing > 0)) than in layoutc's frames.", &w)
      return .none
    }
    let along = Self.lengthWord(g.axis)
    let how = g.kind.isCount
      ? "Each of the \(n) copies gets 1/\(n) of the group's \(along) less the spacing, as the deprecated `subitem:count:` sizes them."
      : "Each copy's fraction is of the group's \(along) less the spacing between the \(n) copies, as in `subitem:count:`."
    Self.comment(how + " Absolute, because UIKit does not document whether `repeatingSubitem` copies shrink for `interItemSpacing`.", &w)
    let base = Self.base(child)
    computesSizes = true
    var sized = Sized()
    for (d, suffix) in [(child.size.width, "Width"), (child.size.height, "Height")] {
      guard let f = d.fraction(of: g.axis) else { continue }
      let length = declare(.named(base + suffix, sizing.fraction(f, of: reduced, countOf: g.kind.isCount ? n : nil)), &w)
      if suffix == "Width" { sized.width = length.code } else { sized.height = length.code }
    }
    return sized
  }

  static func lengthWord(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

  /// `text` as `//` lines of at most 90 characters.
  static func comment(_ text: String, _ w: inout CodeWriter) {
    var line = "//"
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > 90 {
        w.line(line)
        line = "//"
      }
      line += " " + word
    }
    w.line(line)
  }

  /// Declares the named parts of `length` as `let`s (once each) and returns it in terms of them.
  mutating func declare(_ length: SwiftLength, _ w: inout CodeWriter) -> SwiftLength {
    switch length {
    case .points: return length
    case .local: return length
    case .container(let axis):
      usedContainer.insert(axis)
      return length
    case .minus(let a, let b): return .minus(declare(a, &w), declare(b, &w))
    case .times(let f, let x): return .times(f, declare(x, &w))
    case .floored(let x):
      usesScale = true
      return .floored(declare(x, &w))
    case .named(let base, let x):
      let value = declare(x, &w)
      switch value {
      case .points, .local, .container: return value
      default: break
      }
      if let name = lengths[value] { return .local(name) }
      let name = names.claim(base, suffix: "Length")
      w.line("let \(name)\(value.isConstant ? ": CGFloat" : "") = \(value.code)")
      lengths[value] = name
      return .local(name)
    }
  }
}

extension GroupKind {
  /// `count: N`, the legacy `subitem:count:` (G3).
  var isCount: Bool {
    if case .count = self { return true }
    return false
  }
}
