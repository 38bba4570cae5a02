import LayoutSource
import LayoutSyntax

// Headers, footers, badges, backgrounds, orthogonal scrolling and adaptive sections in
// compositional layouts.

extension Checker {
  /// `header(h: 44pt, w: 1, pinned: true, extends: false, align: top, insets: none)` (and
  /// `footer`). `axis` is the section's layout axis: a header's extent along it is required, its
  /// alignment lies on it. Also returns whether it follows the section's content insets.
  mutating func boundarySupplementary(_ m: Modifier, axis: Axis) -> (BoundarySupplementary, followsInsets: Bool?)? {
    let kindText = m.keyword.text
    let modifierKind = ModifierKind(rawValue: kindText)
    let kind: BoundarySupplementary.Kind = modifierKind == .header ? .header : .footer
    let extent = axis == .vertical ? "h" : "w"
    guard let list = m.arguments else {
      diagnose(CheckDiagnostics.supplementaryNeedsSize(kindText, label: extent), at: m.range)
      return nil
    }
    let args = labeled(list, owner: kindText, allowed: Checker.modifierLabels(modifierKind))
    guard args.index(of: extent) != nil else {
      diagnose(CheckDiagnostics.supplementaryNeedsSize(kindText, label: extent), at: list.range)
      return nil
    }
    guard let size = layoutSize(args) else { return nil }
    let allowed: [BoundarySupplementary.Alignment] = axis == .vertical ? [.top, .bottom] : [.leading, .trailing]
    var alignment = kind == .header ? allowed[0] : allowed[1]
    // Only where each value is written is read (a whole argument is copied field by field).
    if let r = args.valueRange(of: "align") {
      let word = text(r)
      if let value = BoundarySupplementary.Alignment(spelling: word), allowed.contains(value) {
        alignment = value
      } else {
        diagnose(
          CheckDiagnostics.supplementaryAlignment(kindText, found: word, allowed: allowed.map(\.rawValue)),
          at: r)
        return nil
      }
    }
    var follows: Bool?
    if let r = args.valueRange(of: "insets") {
      let word = text(r)
      guard let reference = InsetReference(spelling: word) else {
        unknownWord(word, at: r, expected: InsetReference.choices, among: InsetReference.spellings, synonyms: ["ignore": "none", "true": "follow", "false": "none"])
        return nil
      }
      follows = reference.follows
    }
    let supplementary = BoundarySupplementary(
      kind: kind, size: size, alignment: alignment,
      pinned: args.valueRange(of: "pinned").flatMap { bool(at: $0, label: "pinned") } ?? false,
      extendsBoundary: args.valueRange(of: "extends").flatMap { bool(at: $0, label: "extends") } ?? true,
      source: m.range)
    return (supplementary, follows)
  }

  /// `true` / `false`.
  mutating func bool(_ a: Argument, label: String) -> Bool? { bool(at: a.value.range, label: label) }

  /// `bool` of the value written at `r`.
  mutating func bool(at r: SourceRange, label: String) -> Bool? {
    guard let word = BooleanWord(spelling: text(r)) else {
      diagnose(CheckDiagnostics.expectedBool(label, found: text(r)), at: r)
      return nil
    }
    return word.value
  }

  /// `badge(w: 16pt, h: 16pt, anchor: top-trailing, dx: 0.5, dy: -0.5)`: bare offsets are
  /// fractions of the badge's size, `pt` offsets are points.
  mutating func badge(_ m: Modifier) -> ItemSupplementary? {
    guard let (list, args) = modifierArguments(m, example: "badge(w: 16pt, h: 16pt, anchor: top-trailing)", kind: .badge) else { return nil }
    let (w, h) = args.sizeValues
    guard w != nil, h != nil else {
      diagnose(CheckDiagnostics.supplementaryNeedsSize("badge", label: w == nil ? "w" : "h"), at: list.range)
      return nil
    }
    guard let size = layoutSize(args) else { return nil }
    var anchor = Anchor(top: true, leading: false, bottom: false, trailing: true, offset: .fractional(x: 0, y: 0))
    if let a = args["anchor"] {
      let word = text(a.value.range)
      guard let written = AnchorWord(spelling: word) else {
        unknownWord(word, at: a.value.range, expected: "an anchor such as `\(AnchorWord.topTrailing.spelling)`", among: AnchorWord.spellings, synonyms: ["right": "trailing", "left": "leading", "centre": "center", "middle": "center"])
        return nil
      }
      (anchor.top, anchor.leading, anchor.bottom, anchor.trailing) = written.edges
    }
    // `dx:` then `dy:`, each nil when not written; the first that is wrong ends the badge.
    var dx: BadgeOffset?, dy: BadgeOffset?
    if let a = args["dx"] {
      guard let o = badgeOffset(a, label: "dx") else { return nil }
      dx = o
    }
    if let a = args["dy"] {
      guard let o = badgeOffset(a, label: "dy") else { return nil }
      dy = o
    }
    if let dx, let dy, dx.points != dy.points {
      diagnose(CheckDiagnostics.badgeOffsetMixed(), at: list.range)
      return nil
    }
    let (x, y) = (dx?.value ?? 0, dy?.value ?? 0)
    anchor.offset = (dx ?? dy)?.points == true ? .absolute(x: x, y: y) : .fractional(x: x, y: y)
    return ItemSupplementary(kind: "badge", size: size, anchor: anchor, source: m.range)
  }

  /// A badge's `dx:` or `dy:`: its value and whether it is in points.
  struct BadgeOffset {
    var value: Double
    var points: Bool
  }

  /// One badge offset, a bare fraction or `Npt`; nil after an error.
  private mutating func badgeOffset(_ a: Argument, label: String) -> BadgeOffset? {
    guard case .dimension(let d) = a.value, let r = numberValue(d) else {
      if case .missing = a.value { return nil }
      diagnose(CheckDiagnostics.expectedPoints(.label(label), found: text(a.value.range)), at: a.value.range)
      return nil
    }
    let unit = d.unit
    if let u = unit, SizeUnit(spelling: u.text) != .pt {
      diagnose(CheckDiagnostics.unitNotAllowed(u.text, site: .label(label)), at: u.range, fixIts: [FixIt(replacing: u.range, with: "")])
      return nil
    }
    return BadgeOffset(value: r.value, points: unit != nil)
  }

  /// `background` | `background(inset: N)`.
  mutating func background(_ m: Modifier) -> Decoration? {
    var insets = EdgeInsets.zero
    if let list = m.arguments {
      let args = labeled(list, owner: "background", allowed: Checker.modifierLabels(.background))
      if let a = args["inset"], let p = points(a.value, site: .label("inset")) {
        insets = EdgeInsets(top: p, leading: p, bottom: p, trailing: p)
      }
    } else if let v = m.value {
      diagnose(CheckDiagnostics.modifierNeedsValue("background", example: "background(inset: 8)"), at: v.range)
    }
    return Decoration(kind: "background", insets: insets, source: m.range)
  }

  /// `scroll continuous | continuous-leading | paging | group-paging | group-paging-centered`.
  mutating func orthogonalScrolling(_ m: Modifier, layoutScroll: Axis) -> OrthogonalScrolling? {
    guard case .word(let w)? = m.value else {
      diagnose(CheckDiagnostics.modifierNeedsValue("scroll", example: "scroll continuous"), at: m.range)
      return nil
    }
    guard let behavior = OrthogonalScrolling(spelling: w.text) else {
      unknownWord(w.text, at: w.range, expected: OrthogonalScrolling.choices, among: OrthogonalScrolling.spellings, synonyms: ["groupPaging": "group-paging", "groupPagingCentered": "group-paging-centered"])
      return nil
    }
    if layoutScroll == .horizontal {
      diagnose(CheckDiagnostics.orthogonalInHorizontalLayout(), at: m.range)
      return nil
    }
    if behavior == .groupPagingCentered { diagnose(CheckDiagnostics.groupPagingCenteredInsets(), at: w.range) }
    return behavior
  }

  /// Whether a section body is adaptive (`adaptiveBody`): asked first, so that most sections make
  /// and copy no empty result. Static: a method that does not mutate, called from one that does,
  /// is handed a copy of the whole checker.
  static func isAdaptive(_ body: Body, lets: LetTable) -> Bool {
    // `when` and `else` are 4 bytes long: the length, read without a call, rules out `group`.
    body.children.contains(where: { $0.head.text.utf8.count == 4 && ($0.head.text == "when" || $0.head.text == "else") })
      && lets.number("when") == nil
  }

  /// A section body of `when(widthAbove: N) < group >` cases and one `else < group >`, for a body
  /// that `isAdaptive`.
  mutating func adaptiveBody(_ body: Body) -> (cases: [AdaptiveCase], otherwise: LayoutGroup?) {
    var cases: [AdaptiveCase] = []
    var otherwise: LayoutGroup?
    var sawElse = false
    // Each case's width and how it is written. (A struct, not a tuple: its array's type is then
    // made at run time without a tuple type.)
    struct Threshold {
      var width: Double
      var written: String
    }
    var thresholds: [Threshold] = []
    for (i, child) in body.children.enumerated() {
      let isElse = child.head.text == "else"
      if sawElse || (isElse && (i == 0 || i != body.children.count - 1)) || (!isElse && child.head.text != "when") {
        diagnose(CheckDiagnostics.misplacedElse(), at: child.nameRange)
        continue
      }
      sawElse = isElse
      var width = 0.0
      var source: SourceRange?
      if !isElse {
        let args = labeled(child.arguments, owner: "when", allowed: Schema.labelNames(of: .when))
        guard let a = args["widthAbove"], let w = points(a.value, site: .label("widthAbove")) else {
          if args["widthAbove"] == nil { diagnose(CheckDiagnostics.modifierNeedsValue("when", example: "when(widthAbove: 800pt) < … >"), at: child.nameRange) }
          continue
        }
        if let earlier = thresholds.first(where: { $0.width <= w }) {
          diagnose(CheckDiagnostics.adaptiveCaseNeverChosen(text(a.value.range), earlier: earlier.written), at: a.value.range)
        }
        thresholds.append(Threshold(width: w, written: text(a.value.range)))
        width = w
        source = a.value.range
      }
      guard let group = sectionGroup(child.body, owner: child) else { continue }
      if isElse { otherwise = group } else { cases.append(AdaptiveCase(widthAbove: width, group: group, source: source)) }
    }
    if !sawElse { diagnose(CheckDiagnostics.adaptiveNeedsElse(), at: body.children.last?.range ?? body.range) }
    return (cases, otherwise)
  }

  /// The single group of a section body (or of an adaptive case's body).
  mutating func sectionGroup(_ body: Body?, owner: Element?) -> LayoutGroup? {
    guard let body, !body.skipped else {
      if let owner { diagnose(CheckDiagnostics.sectionNeedsGroup(), at: owner.nameRange) }
      return nil
    }
    guard let first = body.children.first else {
      diagnose(CheckDiagnostics.sectionNeedsGroup(), at: body.range)
      return nil
    }
    if body.children.count > 1 {
      let all = SourceRange(first.range.start, body.children.last!.range.end)
      diagnose(
        CheckDiagnostics.sectionHasManyGroups(body.children.count), at: body.children[1].nameRange,
        fixIts: [FixIt(replacing: .empty(at: all.start), with: "group.vertical < "), FixIt(replacing: .empty(at: all.end), with: " >")])
    }
    // A group written in place (`group.horizontal(…) < … >`, nearly every section's) is lowered
    // as `lower` would, straight into its own value: boxed in a `LayoutElement`, it would be
    // copied back out and the box freed. A name with a variant names no `let`: following `let`s
    // counts no node more, and stops only past the node limit.
    if first.variant != nil, Checker.elementKind(first.head.text) == .group {
      guard enterNode(first, depth: 1), countExpandedNodes(0, at: first.nameRange) else { return nil }
      return lowerGroup(first, depth: 1, letName: nil)
    }
    guard let lowered = lower(first, depth: 1, letName: nil) else { return nil }
    switch lowered {
    case .item:
      diagnose(
        CheckDiagnostics.sectionItemNeedsGroup(), at: first.nameRange,
        fixIts: [FixIt(replacing: .empty(at: first.range.start), with: "group.horizontal < "), FixIt(replacing: .empty(at: first.range.end), with: " >")])
      return nil
    case .group(let g):
      return g
    }
  }
}
