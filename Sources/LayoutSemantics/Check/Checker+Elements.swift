import LayoutSource
import LayoutSyntax

extension Checker {
  /// Lowers one element (expanding `let`s) to the model; nil after an error.
  mutating func lower(_ e: Element, depth: Int, letName: String?) -> LayoutElement? {
    guard enterNode(e, depth: depth) else { return nil }
    // A bare use of a `let` (nothing added) lowers the same way at the same depth every time:
    // lower it once, then count its nodes again for each further use. A line of 80,000 uses of
    // one `let` is checked in the time of one, and reports each problem in the `let` once.
    if letName == nil, e.variant == nil, e.arguments == nil, e.modifiers.isEmpty, e.body == nil, let n = lets.numberOfSame(e.head.text) {
      let cached = loweredLetUses[n].first { $0.depth == depth }
      // Past the node limit, lowering again finds the node that crosses it, to report it there.
      if let cached, expandedNodes + cached.nodes <= Limits.maxExpandedNodes {
        expandedNodes += cached.nodes
        return cached.element
      }
      let before = expandedNodes
      let element = lowerNode(e, depth: depth, letName: letName, letNumber: n)
      if cached == nil { loweredLetUses[n].append(LoweredLetUse(depth: depth, element: element, nodes: expandedNodes - before)) }
      return element
    }
    return lowerNode(e, depth: depth, letName: letName)
  }

  /// What `lower` does first for every node: its depth checked and the node counted; false (the
  /// limit reported) past either limit.
  @inline(__always)
  mutating func enterNode(_ e: Element, depth: Int) -> Bool {
    guard depth <= Limits.maxExpandedDepth else {
      diagnose(CheckDiagnostics.nestingTooDeep(limit: Limits.maxExpandedDepth), at: e.nameRange)
      return false
    }
    return countExpandedNodes(1, at: e.nameRange)
  }

  /// `lower` past the limits and the cache: follows `let`s to the node and lowers it.
  /// `letNumber` is the number of the `let` `e` names, when `lower` found it already.
  private mutating func lowerNode(_ e: Element, depth: Int, letName: String?, letNumber: Int? = nil) -> LayoutElement? {
    // A plain `item` (most nodes) names no `let`: `collectLets` refuses a built-in node's name.
    // Past the expansion limit nothing more is lowered, as `countExpandedNodes` below decides.
    if e.variant == nil, expandedNodes <= Limits.maxExpandedNodes, Checker.elementKind(e.head.text) == .item {
      return lowerItem(e, letName: letName).map(LayoutElement.item)
    }
    guard let (node, letName, hops) = followLets(e, letName: letName, number: letNumber),
      countExpandedNodes(hops, at: e.nameRange)
    else { return nil }
    switch Checker.elementKind(node.head.text) {
    case .item?:
      if let v = node.variant {
        diagnose(CheckDiagnostics.unknownElement(node.fullName, suggestion: "item"), at: v.range)
        return nil
      }
      return lowerItem(node, letName: letName).map(LayoutElement.item)
    case .group?:
      return lowerGroup(node, depth: depth, letName: letName).map(LayoutElement.group)
    case .list?:
      // A list is a section's whole body (`checkListSection`); anywhere else it is misplaced.
      diagnose(CheckDiagnostics.misplacedList(), at: node.nameRange)
      return nil
    case nil:
      let candidates = Schema.nodes.map(\.word) + lets.names.sorted()
        + [ModifierKind.inset, .spacing, .edges].map(\.rawValue)
      diagnose(CheckDiagnostics.unknownElement(node.fullName, suggestion: Suggest.closest(to: node.fullName, in: candidates)), at: node.nameRange)
      return nil
    }
  }

  /// `ElementKind(rawValue:)`, inlined (every node asks): the one kind a word's length and first
  /// byte can spell, if the word spells it.
  @inline(__always)
  static func elementKind(_ text: String) -> ElementKind? {
    let utf8 = text.utf8
    let count = utf8.count
    guard count == 4 || count == 5 else { return nil }
    // `utf8.first` is a call; the subscript reads a short string's byte in place.
    let kind: ElementKind
    switch (count, utf8[utf8.startIndex]) {
    case (4, UInt8(ascii: "i")): kind = .item
    case (5, UInt8(ascii: "g")): kind = .group
    case (4, UInt8(ascii: "l")): kind = .list
    default: return nil
    }
    return text == kind.rawValue ? kind : nil
  }

  /// Counts `n` more expanded nodes against `Limits.maxExpandedNodes`; false (reported once) past it.
  mutating func countExpandedNodes(_ n: Int, at range: SourceRange) -> Bool {
    let before = expandedNodes
    expandedNodes += n
    guard expandedNodes <= Limits.maxExpandedNodes else {
      if before <= Limits.maxExpandedNodes {
        diagnose(CheckDiagnostics.letExpansionTooLarge(limit: Limits.maxExpandedNodes), at: range)
      }
      return false
    }
    return true
  }

  /// Follows a use of a `let` (and a `let` naming a `let`, and so on) to the node it stands for:
  /// that node with every use's modifiers added, the outermost `let` name and how many `let`s
  /// there were. A loop, not recursion: a chain of thousands of `let`s must not overflow the
  /// stack. Nil for a cyclic or broken `let` (already diagnosed).
  ///
  /// Every cycle of `let`s has a member in `cyclicLets` (a depth-first search meets each cycle
  /// by an edge back to a `let` on its stack, and `findLetCycles` marks that stack), and an
  /// expansion stops there; so no chain, and no nesting of uses, repeats a name. A chain longer
  /// than the file's `let`s would, and stops too: the loop ends whatever the input.
  ///
  /// `number` is the number of the `let` `e` names, when the caller found it already.
  mutating func followLets(_ e: Element, letName: String?, number: Int? = nil) -> (Element, String?, Int)? {
    var node = e
    var name = letName
    var hops = 0
    var next = number ?? (e.variant == nil ? lets.numberOfSame(e.head.text) : nil)
    while let n = next {
      // The definition's value alone is read (a whole declaration is copied field by field).
      guard hops < lets.count, let value = expandLetUse(node, lets.values[n].value) else { return nil }
      name = name ?? node.head.text
      hops += 1
      node = value
      // A built-in node's name (`item` of most `let`s) is no `let`'s: `collectLets` refuses it.
      next = node.variant == nil && Checker.elementKind(node.head.text) == nil ? lets.numberOfSame(node.head.text) : nil
    }
    return (node, name, hops)
  }

  /// The element a `let` use stands for: the definition (`value`, the `let`'s) with the use's
  /// modifiers added; nil for a cyclic or broken `let` (already diagnosed).
  mutating func expandLetUse(_ use: Element, _ value: Element?) -> Element? {
    let name = use.head.text
    if !cyclicLets.isEmpty, cyclicLets.contains(name) { return nil }
    if let a = use.arguments { diagnose(CheckDiagnostics.letUseArguments(name), at: a.range) }
    if let b = use.body { diagnose(CheckDiagnostics.letUseBody(name), at: b.range) }
    guard let value else { return nil }
    if use.modifiers.isEmpty { return value }
    var modifiers = value.modifiers
    for m in use.modifiers {
      if let set = modifiers.first(where: { $0.keyword.text == m.keyword.text }) {
        diagnose(
          CheckDiagnostics.letModifierReset(m.keyword.text, letName: name), at: m.keyword.range,
          notes: [CheckDiagnostics.letModifierResetNote(at: set.keyword.range)])
      } else {
        modifiers.append(m)
      }
    }
    return value.with(modifiers: modifiers)
  }

  /// `item(w:, h:) inset … edges(…)`
  mutating func lowerItem(_ e: Element, letName: String?) -> LayoutItem? {
    if let b = e.body {
      diagnose(CheckDiagnostics.itemHasBody(), at: b.range, fixIts: [FixIt(replacing: b.range, with: "")])
    }
    let args = labeled(e.arguments, owner: "item", allowed: Schema.labelNames(of: .item(.compositional)))
    let size = layoutSize(args)
    var insets = EdgeInsets.zero
    var edges = EdgeSpacing.none
    var badges: [ItemSupplementary] = []
    // Most nodes have no modifier: the duplicate search is not called for them.
    for m in e.modifiers.isEmpty ? [] : uniqueModifiers(e.modifiers) {
      switch ModifierKind(rawValue: m.keyword.text) {
      case .inset?: insets = self.insets(m) ?? insets
      case .edges?: edges = edgeSpacing(m) ?? edges
      case .badge?: if let b = badge(m) { badges.append(b) }
      case .spacing?, .scroll?, .header?, .footer?, .background?, .pinned?, nil:
        diagnose(CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: "item"), at: m.keyword.range)
      }
    }
    guard let size else { return nil }
    return LayoutItem(size: size, insets: insets, edges: edges, supplementaries: badges, letName: letName, source: e.range)
  }

  /// `group.horizontal(w:, h:, count:|repeat:) spacing … inset … edges(…) < children >`
  mutating func lowerGroup(_ e: Element, depth: Int, letName: String?) -> LayoutGroup? {
    guard let v = e.variant else {
      diagnose(CheckDiagnostics.groupNeedsAxis(), at: e.head.range, fixIts: [FixIt(replacing: .empty(at: e.head.range.end), with: ".horizontal")])
      return nil
    }
    guard let axis = Checker.groupAxis(v.text) else {
      let groups = Schema.nodes.map(\.word).filter { $0.hasPrefix(ElementKind.group.rawValue + ".") }
      diagnose(
        CheckDiagnostics.unknownElement(e.fullName, suggestion: Suggest.closest(to: e.fullName, in: groups)),
        at: e.nameRange)
      return nil
    }
    let args = labeled(e.arguments, owner: e.fullName, allowed: Schema.labelNames(of: .group))
    let size = layoutSize(args)
    var spacing: Spacing?
    var insets = EdgeInsets.zero
    var edges = EdgeSpacing.none
    var badges: [ItemSupplementary] = []
    // Most nodes have no modifier: the duplicate search is not called for them.
    for m in e.modifiers.isEmpty ? [] : uniqueModifiers(e.modifiers) {
      switch ModifierKind(rawValue: m.keyword.text) {
      case .inset?: insets = self.insets(m) ?? insets
      case .spacing?: spacing = spacingValue(m)
      case .edges?: edges = edgeSpacing(m) ?? edges
      case .badge?: if let b = badge(m) { badges.append(b) }
      case .scroll?, .header?, .footer?, .background?, .pinned?, nil:
        diagnose(CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: e.fullName), at: m.keyword.range)
      }
    }
    // By index: only the values read are copied out, not the whole arguments.
    let countIndex = args.index(of: "count"), repeatIndex = args.index(of: "repeat")
    var count = countIndex.flatMap { positiveCount(args, $0, label: "count") }
    var repeatCount = repeatIndex.flatMap { positiveCount(args, $0, label: "repeat") }
    if let r = repeatIndex, countIndex != nil {
      diagnose(CheckDiagnostics.countAndRepeat(), at: args.range(at: r))
      repeatCount = nil
      count = nil
    }
    if let r = repeatIndex, options.mode == .ios14 {
      diagnose(CheckDiagnostics.repeatNeedsIOS16(), at: args.range(at: r))
    }
    if e.body?.skipped == true { return nil }
    let children = e.body?.children ?? []
    if children.isEmpty {
      // An unclosed empty body is already a syntax error.
      if e.body?.closed == false { return nil }
      diagnose(CheckDiagnostics.emptyGroup(e.fullName), at: e.body?.range ?? e.nameRange)
      return nil
    }
    let label = countIndex != nil ? "count" : repeatIndex != nil ? "repeat" : nil
    if let label, children.count != 1 {
      diagnose(CheckDiagnostics.countNeedsOneChild(label, found: children.count), at: children[1].nameRange)
    }
    // The one child of a `count:` or `repeat:` group is kept as it is, not in an array.
    var lowered: [LayoutElement] = []
    var only: LayoutElement?
    if label != nil, children.count == 1 {
      only = lower(children[0], depth: depth + 1, letName: nil)
      guard only != nil else { return nil }
    } else {
      lowered.reserveCapacity(children.count)
      for c in children {
        if let l = lower(c, depth: depth + 1, letName: nil) { lowered.append(l) }
      }
      guard lowered.count == children.count else { return nil }
    }
    guard let size else { return nil }
    let kind: GroupKind
    if let n = count, let child = only {
      checkCountChild(child, children[0], axis: axis, count: n)
      kind = .count(child, count: n)
    } else if let n = repeatCount, let child = only {
      kind = .repeating(child, count: n)
    } else if label != nil {
      return nil
    } else {
      kind = .fill(lowered)
    }
    return LayoutGroup(
      axis: axis, size: size, kind: kind, interItemSpacing: spacing, insets: insets, edges: edges,
      supplementaries: badges, letName: letName, source: e.nameRange, kindSource: (countIndex ?? repeatIndex).map { args.range(at: $0) })
  }

  /// `Axis(spelling:)` of a group's variant, each axis tried only on a word of its length (the
  /// search through the cases compares whole Strings, and every group names an axis).
  static func groupAxis(_ text: String) -> Axis? {
    switch text.utf8.count {
    case 10: if text == Axis.horizontal.rawValue { return .horizontal }
    case 8: if text == Axis.vertical.rawValue { return .vertical }
    default: break
    }
    return Axis(spelling: text)
  }

  /// The legacy count replaces the child's axis dimension: say so when it was not already `1`.
  mutating func checkCountChild(_ child: LayoutElement, _ syntax: Element, axis: Axis, count: Int) {
    if child.size.along(axis).fraction(of: axis)?.value != 1 {
      let at = syntax.arguments?.arguments.first { $0.label?.text == axis.sizeLabel }?.range ?? syntax.nameRange
      diagnose(CheckDiagnostics.countChildAxisReplaced(axis, count: count), at: at)
    }
    if !child.edges.isNone {
      let at = syntax.modifiers.first { ModifierKind(rawValue: $0.keyword.text) == .edges }?.range ?? syntax.nameRange
      diagnose(CheckDiagnostics.countChildEdges(), at: at)
    }
  }

  /// `w:` and `h:`, each defaulting to the whole container along its own axis.
  mutating func layoutSize(_ args: LabeledArguments) -> LayoutSize? {
    var ok = true
    var width = Dimension.fractionalWidth(.one)
    var height = Dimension.fractionalHeight(.one)
    let (w, h) = args.sizeIndices
    if let w {
      if let d = dimension(args, w, axis: .horizontal) { width = d } else { ok = false }
    }
    if let h {
      if let d = dimension(args, h, axis: .vertical) { height = d } else { ok = false }
    }
    guard ok else { return nil }
    return LayoutSize(
      width: width, height: height, widthSource: w.map { args.valueRange(at: $0) }, heightSource: h.map { args.valueRange(at: $0) })
  }

  /// `count:` / `repeat:`: a whole number from 1 to the template limit.
  mutating func positiveCount(_ args: LabeledArguments, _ i: Int, label: String) -> Int? {
    // The dimension alone is copied out, in place of the whole argument.
    guard let d = args.dimension(at: i), d.tilde == nil, d.denominator == nil else {
      diagnose(CheckDiagnostics.countNotPositiveInteger(label), at: args.value(at: i).range)
      return nil
    }
    if let u = d.unit {
      diagnose(CheckDiagnostics.unitNotAllowed(u.text, site: .label(label)), at: u.range, fixIts: [FixIt(replacing: u.range, with: "")])
      return nil
    }
    guard d.minus == nil, let literal = DecimalLiteral(d.numerator.digits), literal.isInteger, !literal.isZero else {
      diagnose(CheckDiagnostics.countNotPositiveInteger(label), at: d.range)
      return nil
    }
    guard let n = literal.integer(upTo: Limits.maxTemplateLeaves) else {
      diagnose(CheckDiagnostics.countTooLarge(label, limit: Limits.maxTemplateLeaves), at: d.range)
      return nil
    }
    return n
  }
}
