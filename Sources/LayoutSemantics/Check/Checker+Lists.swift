import LayoutSource
import LayoutSyntax

// List sections: `section name < list(appearance:, header:, footer:, separators:) >` (L1–L7 in
// Grammar/semantics.md).

extension Checker {
  /// The `list(…)` node a section body's first child is, directly or through `let`s (a use's
  /// modifiers added); nil when it is no list.
  mutating func listNode(_ first: Element) -> Element? {
    guard first.variant == nil else { return nil }
    let isList = { (e: Element) in e.head.text == ElementKind.list.rawValue && e.variant == nil }
    if isList(first) { return first }
    // The number alone (not a copy of the declaration), handed on so that it is not looked up again.
    guard let n = lets.number(first.head.text), let (node, _, _) = followLets(first, letName: nil, number: n), isList(node) else { return nil }
    return node
  }

  /// A section whose body is `list(…)`: the configuration, checked. The section takes no
  /// modifiers (the list configuration decides its insets, header and footer) and lays out only
  /// in a vertically scrolling layout.
  mutating func checkListSection(_ s: SectionDecl, body: Body, node: Element, scroll: Axis) -> LayoutSection? {
    for m in uniqueModifiers(s.modifiers) {
      diagnose(CheckDiagnostics.listSectionModifier(m.keyword.text, hint: Checker.listModifierHint(m.keyword.text)), at: m.keyword.range)
    }
    for extra in body.children.dropFirst() { diagnose(CheckDiagnostics.misplacedList(), at: extra.nameRange) }
    if scroll == .horizontal { diagnose(CheckDiagnostics.listInHorizontalLayout(), at: node.nameRange) }
    guard let list = listConfiguration(node) else { return nil }
    diagnose(CheckDiagnostics.listMetricsEstimated(), at: node.nameRange)
    var section = LayoutSection(name: s.name?.text, group: LayoutGroup.placeholder, insets: .zero, interGroupSpacing: 0, source: s.range)
    section.list = list
    return section
  }

  /// Where a section modifier's setting lives in a list section.
  static func listModifierHint(_ modifier: String) -> String {
    switch ModifierKind(rawValue: modifier) {
    case .header?: "its header comes from the list, `list(header: supplementary)`"
    case .footer?: "its footer comes from the list, `list(footer: supplementary)`"
    case .inset?, .spacing?: "UIKit's list configuration sets its insets and row spacing from the appearance"
    case .edges?, .scroll?, .background?, .badge?, .pinned?, nil: "UIKit's list configuration builds the whole section"
    }
  }

  /// `list(appearance: inset-grouped, header: supplementary, footer: none, separators: false)`.
  mutating func listConfiguration(_ e: Element) -> ListSection? {
    if let b = e.body { diagnose(CheckDiagnostics.listHasBody(), at: b.range, fixIts: [FixIt(replacing: b.range, with: "")]) }
    for m in uniqueModifiers(e.modifiers) {
      diagnose(CheckDiagnostics.modifierNotAllowed(m.keyword.text, on: "list"), at: m.keyword.range)
    }
    let args = labeled(e.arguments, owner: "list", allowed: Schema.labelNames(of: .list))
    var ok = true
    func word<W: SchemaWord>(_ label: String, _ fallback: W, synonyms: [String: String] = [:]) -> W {
      guard let a = args[label] else { return fallback }
      let text = self.text(a.value.range)
      if case .word = a.value, let w = W(spelling: text) { return w }
      ok = false
      unknownWord(text, at: a.value.range, expected: W.choices, among: W.spellings, synonyms: synonyms)
      return fallback
    }
    let appearance: ListAppearance = word("appearance", .plain, synonyms: ["insetGrouped": "inset-grouped", "sidebarPlain": "sidebar-plain"])
    let header: ListHeaderMode = word("header", .none, synonyms: ["firstItemInSection": "first-item-in-section"])
    let footer: ListFooterMode = word("footer", .none)
    var separators = true
    if let a = args["separators"] {
      if let b = bool(a, label: "separators") { separators = b } else { ok = false }
    }
    guard ok else { return nil }
    return ListSection(appearance: appearance, headerMode: header, footerMode: footer, showsSeparators: separators, source: e.nameRange)
  }
}
