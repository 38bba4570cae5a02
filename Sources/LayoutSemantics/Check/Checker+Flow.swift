import LayoutSource
import LayoutSyntax

// `flow` sections: UICollectionViewFlowLayout's metrics and item sizes, all in points.

extension Checker {
  /// `flow [name](line:, interitem:) inset … header(h:) footer(h:) < item(w: …pt, h: …pt)… >`
  /// `index` is the section's place among the declarations: when every `let` its items name is
  /// counted as used, it joins `countedSections` (the search for unused `let`s skips it).
  mutating func checkFlowSection(_ s: SectionDecl, scroll: Axis, index: Int) -> FlowSection? {
    let args = labeled(s.arguments, owner: "flow", allowed: Schema.labelNames(of: .flow))
    // The values alone: a whole argument is copied and destroyed field by field.
    let line = args.value("line").flatMap { flowSpacing($0, "line") } ?? 10
    let interitem = args.value("interitem").flatMap { flowSpacing($0, "interitem") } ?? 10
    var insets = EdgeInsets.zero
    var header = 0.0
    var footer = 0.0
    var headerPin: FlowPin?
    var footerPin: FlowPin?
    let modifiers = uniqueModifiers(s.modifiers)
    // By index, each modifier read in place: one copied out of the array is retained field by field.
    for i in modifiers.indices {
      switch ModifierKind(rawValue: modifiers[i].keyword.text) {
      case .inset?: insets = self.insets(modifiers[i], flow: true) ?? insets
      case .header?:
        let (extent, pin) = flowSupplementary(modifiers[i], .header, scroll: scroll)
        (header, headerPin) = (extent ?? header, pin)
      case .footer?:
        let (extent, pin) = flowSupplementary(modifiers[i], .footer, scroll: scroll)
        (footer, footerPin) = (extent ?? footer, pin)
      case .spacing?:
        let m = modifiers[i]
        var fixIts: [FixIt] = []
        if s.arguments == nil, case .dimension(let d)? = m.value {
          let v = text(d.range)
          let after = s.name?.range.end ?? s.keyword.range.end
          fixIts = [FixIt(replacing: .empty(at: after), with: "(line: \(v), interitem: \(v))"), FixIt(replacing: m.range, with: "")]
        }
        diagnose(CheckDiagnostics.flowSpacing(), at: m.keyword.range, fixIts: fixIts)
      case .edges?, .scroll?, .background?, .badge?, .pinned?, nil:
        diagnose(CheckDiagnostics.modifierNotAllowed(modifiers[i].keyword.text, on: "flow"), at: modifiers[i].keyword.range)
      }
    }
    guard let body = s.body, !body.skipped else { return nil }
    var sizes: [FlowItemSize] = []
    sizes.reserveCapacity(body.children.count)
    var ok = true
    // With no `let` named as a built-in node, a plain `item` names no `let` (`namesNoLet`).
    var counted = shadowingLets.isEmpty
    for child in body.children {
      if let size = flowItem(child, counted: &counted) { sizes.append(size) } else { ok = false }
    }
    if counted { countedSections.append(index) }
    if body.children.isEmpty { diagnose(CheckDiagnostics.flowNeedsItem(), at: body.range) }
    guard ok, !sizes.isEmpty else { return nil }
    return FlowSection(
      name: s.name.map(\.text), items: sizes, lineSpacing: line, interitemSpacing: interitem, insets: insets,
      headerExtent: header, footerExtent: footer, source: s.range, headerPin: headerPin, footerPin: footerPin)
  }

  /// F20: `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds` are set on the
  /// layout, so the sections' headers (footers) must agree on `pinned:`; the first one says.
  mutating func flowPinning(_ sections: [FlowSection]) -> (headers: Bool, footers: Bool) {
    (agreedPin("header", in: sections, headers: true), agreedPin("footer", in: sections, headers: false))
  }

  /// `flowPinning` of the headers (or the footers): each section's pin read in place, in order
  /// (no array of them made).
  private mutating func agreedPin(_ kind: String, in sections: [FlowSection], headers: Bool) -> Bool {
    var first: FlowPin?
    for s in sections.indices {
      guard let p = headers ? sections[s].headerPin : sections[s].footerPin else { continue }
      guard let first else {
        first = p
        continue
      }
      guard p.pinned != first.pinned else { continue }
      // The fix-it makes this one agree with the first.
      let fix = p.insertion.map { FixIt(replacing: $0, with: (p.insertionNeedsComma ? ", " : "") + "pinned: \(first.pinned)") }
        ?? FixIt(replacing: p.source, with: "pinned: \(first.pinned)")
      diagnose(
        CheckDiagnostics.flowPinnedDiffers(kind, pinned: p.pinned), at: p.source,
        notes: [CheckDiagnostics.flowPinnedDiffersNote(kind, pinned: first.pinned, at: first.source)],
        fixIts: [fix])
    }
    return first?.pinned ?? false
  }

  /// `line:` / `interitem:`: points, not negative.
  mutating func flowSpacing(_ value: ValueSyntax, _ label: String) -> Double? {
    guard let p = points(value, site: .label(label)) else { return nil }
    guard p >= 0 else {
      diagnose(CheckDiagnostics.negativeFlowValue(.label(label)), at: value.range)
      return nil
    }
    return p
  }

  /// `header(h: 44pt)` scrolling vertically, `header(w: 44pt)` scrolling horizontally: the extent
  /// along the scroll axis (F6), zero meaning no view; and its `pinned:` (F20).
  /// `modifier` is its kind, `header` or `footer`.
  mutating func flowSupplementary(_ m: Modifier, _ modifier: ModifierKind, scroll: Axis) -> (extent: Double?, pin: FlowPin?) {
    let kind = m.keyword.text
    let expected = scroll == .vertical ? "h" : "w"
    // The example is spelt out only for a modifier without arguments, the one case that shows it.
    let example = m.arguments == nil ? "\(kind)(\(expected): 44pt)" : ""
    guard let (list, args) = modifierArguments(m, in: .flow, example: example, kind: modifier) else { return (nil, nil) }
    let pin = args["pinned"].map { FlowPin(pinned: bool($0, label: "pinned") ?? false, source: $0.range) }
      ?? FlowPin(
        pinned: false, source: m.keyword.range, insertion: .empty(at: list.arguments.last?.range.end ?? list.range.start + 1),
        insertionNeedsComma: !list.arguments.isEmpty)
    var extent: Double?
    for label in Checker.flowExtentLabels {
      guard let value = args.value(label) else { continue }
      if label != expected, let l = args[label]?.label {
        diagnose(
          CheckDiagnostics.flowHeaderAxis(kind, scroll: scroll), at: l.range,
          fixIts: [FixIt(replacing: l.range, with: expected)])
        continue
      }
      extent = flowPoints(value, label: label, allowZero: true)
    }
    return (extent, pin)
  }

  /// The labels a flow header's or footer's extent may be written with, in the order they are read
  /// (made once, not an array literal per modifier).
  static let flowExtentLabels = ["h", "w"]

  /// One item size of a flow section; `let`s expand as elsewhere. A bare use of a `let` (nothing
  /// added) checks the same way every time: it is checked once, and what it reported the first
  /// time is all it would report again (the collector keeps one of each).
  /// `counted` becomes false when the item may name a `let` not counted as used here (one with
  /// something added, or in a body): only a bare use is (in `flowLetUses`).
  mutating func flowItem(_ use: Element, counted: inout Bool) -> FlowItemSize? {
    let bare = use.variant == nil && use.arguments == nil && use.modifiers.isEmpty && use.body == nil
    guard bare, let n = lets.numberOfSame(use.head.text) else {
      // A bare word that is not a `let` names none.
      if counted, !bare, !Checker.namesNoLet(use, lets: lets) { counted = false }
      return checkFlowItem(use)
    }
    if let checked = flowLetUses[n] { return checked }
    let checked = checkFlowItem(use)
    flowLetUses[n] = checked
    return checked
  }

  /// Whether an item names no `let`, in its word or its body (as `UnusedLets` reads it): a plain
  /// `item` names none when no `let` is named as a built-in node. (Static: a method that does not
  /// mutate, called from one that does, is handed a copy of the whole checker.)
  static func namesNoLet(_ use: Element, lets: LetTable) -> Bool {
    use.body == nil && (use.variant != nil || use.head.text == ElementKind.item.rawValue || lets.number(use.head.text) == nil)
  }

  /// `flowItem` past its cache.
  private mutating func checkFlowItem(_ use: Element) -> FlowItemSize? {
    guard let (e, _, _) = followLets(use, letName: nil) else { return nil }
    guard ElementKind(rawValue: e.head.text) == .item, e.variant == nil else {
      if ElementKind(rawValue: e.head.text) == .group {
        diagnose(CheckDiagnostics.flowGroup(e.fullName), at: e.nameRange)
      } else {
        diagnose(CheckDiagnostics.unknownElement(e.fullName, suggestion: Suggest.closest(to: e.fullName, in: ["item"] + lets.names.sorted())), at: e.nameRange)
      }
      return nil
    }
    if let b = e.body { diagnose(CheckDiagnostics.itemHasBody(), at: b.range, fixIts: [FixIt(replacing: b.range, with: "")]) }
    for m in e.modifiers {
      diagnose(
        CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: "item"), at: m.keyword.range,
        notes: [CheckDiagnostics.modifierNotAllowedOnFlowItemNote()])
    }
    let args = labeled(e.arguments, owner: "item", allowed: Schema.labelNames(of: .item(.flow)))
    guard let w = args["w"]?.value, let h = args["h"]?.value else {
      diagnose(CheckDiagnostics.flowItemNeedsSize(["w", "h"].filter { args[$0] == nil }), at: e.arguments?.range ?? e.nameRange)
      return nil
    }
    // E9: `~` sizes are estimates self-sizing replaces (`estimatedItemSize`): the value and its `~`.
    let width = flowItemSide(w, label: "w"), height = flowItemSide(h, label: "h")
    guard let wp = width.points, let hp = height.points, e.modifiers.isEmpty, e.body == nil else { return nil }
    switch (width.estimate, height.estimate) {
    case (let one?, nil), (nil, let one?):
      // Self-sizing measures the whole cell: one estimated side of two is a fixed size meant.
      diagnose(CheckDiagnostics.flowEstimated(), at: one.value, fixIts: [FixIt(replacing: one.tilde, with: "")])
      return nil
    case (let a?, let b?):
      diagnose(CheckDiagnostics.estimatedTreatedAsFinal(text(a.value)), at: a.value)
      diagnose(CheckDiagnostics.estimatedTreatedAsFinal(text(b.value)), at: b.value)
    case (nil, nil):
      break
    }
    return FlowItemSize(width: wp, height: hp, source: e.range, estimated: width.estimate != nil)
  }

  /// One side of a flow item: its points, and where its value and `~` are written when it is an
  /// estimate.
  private mutating func flowItemSide(_ value: ValueSyntax, label: String) -> (points: Double?, estimate: (value: SourceRange, tilde: SourceRange)?) {
    guard case .dimension(var d) = value else { return (flowPoints(value, label: label, allowZero: false), nil) }
    // The dimension already taken out is read as it is, not taken out of the value again.
    guard let t = d.tilde else { return (flowPoints(d, label: label, allowZero: false), nil) }
    d.tilde = nil
    return (flowPoints(d, label: label, allowZero: false), (d.range, t))
  }

  /// E9: self-sizing is layout-wide in `UICollectionViewFlowLayout` (`estimatedItemSize`), so a
  /// file's items are all estimated or all fixed; the first item says which. E10: the layout's one
  /// estimate is the first item's, so other estimates reach UIKit only as measured sizes would;
  /// `layout(estimatedItemSize:)` needs estimated items.
  mutating func flowEstimates(_ sections: [FlowSection], layoutWide: (value: FlowEstimatedItemSize, range: SourceRange)?) {
    // The items are read in place, section by section, in order: no array of them all is made.
    guard let firstSection = sections.firstIndex(where: { !$0.items.isEmpty }) else { return }
    let first = sections[firstSection].items[0]
    var afterFirst = false
    for s in sections.indices {
      for item in sections[s].items {
        guard afterFirst else {
          afterFirst = true
          continue
        }
        if item.estimated != first.estimated {
          diagnose(CheckDiagnostics.flowEstimated(), at: item.source, notes: [CheckDiagnostics.flowEstimatedNote(estimated: first.estimated, at: first.source)])
        }
      }
    }
    if let l = layoutWide, !first.estimated {
      diagnose(CheckDiagnostics.estimatedItemSizeWithoutEstimates(), at: l.range, notes: [CheckDiagnostics.flowEstimatedNote(estimated: false, at: first.source)])
    }
    guard first.estimated else { return }
    // The first estimate that differs from the first item's, and how many do.
    var other: FlowItemSize?
    var differing = 0
    for s in sections.indices {
      for item in sections[s].items where item.estimated && (item.width != first.width || item.height != first.height) {
        if other == nil { other = item }
        differing += 1
      }
    }
    if let other {
      diagnose(
        CheckDiagnostics.flowEstimatesDiffer(first.width, first.height, automatic: layoutWide?.value == .automatic), at: other.source,
        notes: [CheckDiagnostics.flowEstimatesDifferNote(others: differing - 1, at: first.source)])
    }
  }

  /// A size in points: `44pt` (or a bare `0` where zero is allowed).
  mutating func flowPoints(_ v: ValueSyntax, label: String, allowZero: Bool) -> Double? {
    guard case .dimension(let d) = v else {
      if case .missing = v { return nil }
      diagnose(CheckDiagnostics.expectedPoints(.label(label), found: text(v.range)), at: v.range)
      return nil
    }
    return flowPoints(d, label: label, allowZero: allowZero)
  }

  /// `flowPoints` of a dimension already taken out of its value.
  mutating func flowPoints(_ d: DimensionSyntax, label: String, allowZero: Bool) -> Double? {
    guard let n = numberValue(d) else { return nil }
    if let t = d.tilde {
      diagnose(CheckDiagnostics.flowEstimatedSupplementary(), at: d.range, fixIts: [FixIt(replacing: t, with: "")])
      return nil
    }
    if d.unit.flatMap({ SizeUnit(spelling: $0.text) }) != .pt, !(allowZero && n.isZero && d.unit == nil) {
      var fixIts: [FixIt] = []
      if d.unit == nil, d.denominator == nil { fixIts = [FixIt(replacing: d.range, with: text(d.range) + "pt")] }
      diagnose(CheckDiagnostics.flowNeedsPoints(text(d.range), label: label), at: d.range, fixIts: fixIts)
      return nil
    }
    if n.isNegative, allowZero {
      diagnose(CheckDiagnostics.negativeFlowValue(.label(label)), at: d.range)
      return nil
    }
    if n.isNegative || (!allowZero && n.isZero) {
      diagnose(CheckDiagnostics.nonPositiveSize(text(d.range)), at: d.range)
      return nil
    }
    return n.value
  }
}
