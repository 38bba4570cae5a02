// The modifiers, nodes, declarations and adaptive cases of the language.

extension Schema {
  /// Every modifier spec; `modifier(_:on:)` picks the one a host takes.
  public static let modifiers: [ModifierSpec] = [
    ModifierSpec(
      kind: .inset, hosts: [.item(.compositional), .group, .section], form: "`inset N`, `inset(top:, leading:, bottom:, trailing:)` or `inset(vertical:, horizontal:)`",
      value: .points, labels: insetLabels, uikit: "contentInsets", doc: "content insets in points"),
    ModifierSpec(
      kind: .inset, hosts: [.flow], form: "`inset N` or `inset(top:, leading:, bottom:, trailing:)`",
      value: .points, labels: insetLabels, uikit: "sectionInset", doc: "the section's insets in points"),
    ModifierSpec(
      kind: .spacing, hosts: [.group], form: "`spacing N` / `spacing flexible N`", value: .spacing, labels: [],
      uikit: "interItemSpacing", doc: "the gap between the group's children"),
    ModifierSpec(
      kind: .spacing, hosts: [.section], form: "`spacing N`", value: .points, labels: [],
      uikit: "interGroupSpacing", doc: "the gap between the section's groups"),
    ModifierSpec(
      kind: .edges, hosts: [.item(.compositional), .group], form: "`edges(top:, leading:, bottom:, trailing:)`", value: nil, labels: edgeLabels,
      uikit: "edgeSpacing", doc: "space around the node; `flexible N` or `fixed N`, a bare number is fixed"),
    ModifierSpec(
      kind: .header, hosts: [.section, .layout(.compositional)], form: "`header(h:, w:, pinned:, extends:, align:, insets:)`", value: nil,
      labels: boundaryLabels, uikit: "NSCollectionLayoutBoundarySupplementaryItem", doc: "a header view"),
    ModifierSpec(
      kind: .footer, hosts: [.section, .layout(.compositional)], form: "`footer(h:, w:, pinned:, extends:, align:, insets:)`", value: nil,
      labels: boundaryLabels, uikit: "NSCollectionLayoutBoundarySupplementaryItem", doc: "a footer view"),
    ModifierSpec(
      kind: .header, hosts: [.flow], form: "`header(h: Npt, pinned:)` (`w:` scrolling horizontally)", value: nil,
      labels: flowBoundaryLabels, uikit: "headerReferenceSize", doc: "a header view's extent along the scroll axis"),
    ModifierSpec(
      kind: .footer, hosts: [.flow], form: "`footer(h: Npt, pinned:)` (`w:` scrolling horizontally)", value: nil,
      labels: flowBoundaryLabels, uikit: "footerReferenceSize", doc: "a footer view's extent along the scroll axis"),
    ModifierSpec(
      kind: .background, hosts: [.section], form: "`background` / `background(inset: N)`", value: nil, labels: backgroundLabels,
      uikit: "NSCollectionLayoutDecorationItem.background", doc: "a decoration view behind the section"),
    ModifierSpec(
      kind: .scroll, hosts: [.section], form: "`scroll continuous|continuous-leading|paging|group-paging|group-paging-centered`",
      value: .word(OrthogonalScrolling.specs), labels: [],
      uikit: "orthogonalScrollingBehavior", doc: "the section scrolls sideways"),
    ModifierSpec(
      kind: .badge, hosts: [.item(.compositional), .group], form: "`badge(w:, h:, anchor:, dx:, dy:)`", value: nil, labels: badgeLabels,
      uikit: "NSCollectionLayoutSupplementaryItem", doc: "a small supplementary view anchored to the item or group"),
    ModifierSpec(
      kind: .pinned, hosts: [], form: "`pinned`", value: nil, labels: [],
      uikit: "pinToVisibleBounds", doc: "reserved; pin a header with `header(…, pinned: true)`"),
  ]

  /// Node names, in the order completion offers them.
  public static let nodes: [ConstructSpec] = [
    ConstructSpec(word: "item", form: "`item(w:, h:)`", uikit: "NSCollectionLayoutItem", doc: "one cell; `w:` and `h:` default to `1`"),
    ConstructSpec(
      word: "group.horizontal", form: "`group.horizontal(w:, h:) < … >`", uikit: "NSCollectionLayoutGroup",
      doc: "lays its children out left to right, repeating them until its width is used up"),
    ConstructSpec(
      word: "group.vertical", form: "`group.vertical(w:, h:) < … >`", uikit: "NSCollectionLayoutGroup",
      doc: "lays its children out top to bottom, repeating them until its height is used up"),
    ConstructSpec(
      word: "list", form: "`section name < list(appearance:, header:, footer:, separators:) >`",
      uikit: "NSCollectionLayoutSection.list(using:layoutEnvironment:)",
      doc: "the section is a list: one estimated row per item, the appearance's insets, headers and footers (iOS 14)"),
  ]

  /// Words that start a top-level declaration.
  public static let declarations: [ConstructSpec] = [
    ConstructSpec(
      word: "section", form: "`section [name] < group >`", uikit: "NSCollectionLayoutSection",
      doc: "holds exactly one group, repeated for the section's items"),
    ConstructSpec(
      word: "flow", form: "`flow [name](line:, interitem:) < item… >`", uikit: "UICollectionViewFlowLayout",
      doc: "a section whose items wrap into lines like text"),
    ConstructSpec(word: "let", form: "`let name = node`", uikit: nil, doc: "names a node for reuse; a use may add modifiers the `let` does not set"),
    ConstructSpec(
      word: "layout", form: "`layout Name(scroll:, spacing:)`", uikit: "UICollectionViewCompositionalLayoutConfiguration",
      doc: "the layout's name, scroll direction and spacing between sections"),
    ConstructSpec(
      word: "preview", form: "`preview name(width:, height:, scale:, items:)`", uikit: nil,
      doc: "a container the layout is meant for: `build` lays it out in the first (or `--preview NAME`), `check` in every one"),
  ]

  /// The alternatives of an adaptive section's body.
  public static let adaptive: [ConstructSpec] = [
    ConstructSpec(word: "when", form: "`when(widthAbove: N) < group >`", uikit: nil, doc: "the section's group when the container is wider than N points"),
    ConstructSpec(word: "else", form: "`else < group >`", uikit: nil, doc: "the section's group when no `when` case applies"),
  ]
}
