import LayoutSemantics

/// The words of the language as the editor offers and explains them: node names, modifiers, the
/// labels each node takes (the checker's `labeled(…, allowed:)` lists) and the words a label takes.
enum Vocabulary {
  /// Node names, in the order completion offers them, each with a one-line description.
  static let nodes: [(String, String)] = [
    ("item", "`item(w:, h:)`: an `NSCollectionLayoutItem`, one cell; `w:` and `h:` default to `1`"),
    ("group.horizontal", "`group.horizontal(w:, h:) < … >`: an `NSCollectionLayoutGroup` that lays its children out left to right, repeating them until its width is used up"),
    ("group.vertical", "`group.vertical(w:, h:) < … >`: an `NSCollectionLayoutGroup` that lays its children out top to bottom, repeating them until its height is used up"),
  ]

  /// Words that start a top-level declaration.
  static let declarations: [(String, String)] = [
    ("section", "`section [name] < group >`: an `NSCollectionLayoutSection` holding exactly one group, repeated for the section's items"),
    ("flow", "`flow [name](line:, interitem:) < item… >`: a `UICollectionViewFlowLayout` section whose items wrap into lines like text"),
    ("let", "`let name = node`: names a node for reuse; a use may add modifiers the `let` does not set"),
    ("layout", "`layout Name(scroll:, spacing:)`: the layout's name, scroll direction and spacing between sections"),
  ]

  /// The alternatives of an adaptive section's body.
  static let adaptive: [(String, String)] = [
    ("when", "`when(widthAbove: N) < group >`: the section's group when the container is wider than N points"),
    ("else", "`else < group >`: the section's group when no `when` case applies"),
  ]

  static let modifierDescriptions: [String: String] = [
    "inset": "`inset N`, `inset(top:, leading:, bottom:, trailing:)` or `inset(vertical:, horizontal:)`: content insets in points (`contentInsets`)",
    "spacing": "`spacing N` / `spacing flexible N`: the gap between a group's children (`interItemSpacing`), or between a section's groups (`interGroupSpacing`)",
    "edges": "`edges(top:, leading:, bottom:, trailing:)`: space around the node (`edgeSpacing`); `flexible N` or `fixed N`, a bare number is fixed",
    "scroll": "`scroll continuous|continuous-leading|paging|group-paging|group-paging-centered`: the section scrolls sideways (`orthogonalScrollingBehavior`)",
    "header": "`header(h:, w:, pinned:, extends:, align:, insets:)`: a header view (`NSCollectionLayoutBoundarySupplementaryItem`); in a flow section, its extent along the scroll axis",
    "footer": "`footer(h:, w:, pinned:, extends:, align:, insets:)`: a footer view (`NSCollectionLayoutBoundarySupplementaryItem`); in a flow section, its extent along the scroll axis",
    "background": "`background` / `background(inset: N)`: a decoration view behind the section",
    "badge": "`badge(w:, h:, anchor:, dx:, dy:)`: a small supplementary view anchored to the item or group",
    "pinned": "`pinned`: reserved; pin a header with `header(…, pinned: true)`",
  ]

  /// The modifiers a node takes.
  static func modifiers(for owner: String) -> [String] {
    switch owner {
    case "item": ["inset", "edges", "badge"]
    case "group.horizontal", "group.vertical", "group": ["inset", "spacing", "edges", "badge"]
    case "section": ["inset", "spacing", "header", "footer", "background", "scroll"]
    case "flow": ["inset", "header", "footer"]
    case "layout": ["header", "footer"]
    default: []
    }
  }

  /// The labels a node or modifier takes: the checker's own list (`Labels`).
  static func labels(for owner: String) -> [String] { Labels.of(owner) }

  /// The words a label (or a modifier, with `label` nil) takes.
  static func values(owner: String, label: String?) -> [String] {
    switch (owner, label) {
    case ("layout", "scroll"?): ["vertical", "horizontal"]
    case ("header", "align"?), ("footer", "align"?): ["top", "bottom", "leading", "trailing"]
    case ("header", "pinned"?), ("footer", "pinned"?), ("header", "extends"?), ("footer", "extends"?): ["true", "false"]
    case ("header", "insets"?), ("footer", "insets"?): ["follow", "none"]
    case ("badge", "anchor"?):
      ["top-trailing", "top-leading", "bottom-trailing", "bottom-leading", "top", "bottom", "leading", "trailing", "center"]
    case ("edges", _?): ["flexible", "fixed"]
    case ("scroll", nil): OrthogonalScrolling.allCases.map(\.rawValue)
    case ("spacing", nil): ["flexible", "fixed"]
    default: []
    }
  }

  /// One line about a label of a node or modifier.
  static func labelDescription(_ label: String, owner: String) -> String? {
    switch (owner, label) {
    case (_, "w"):
      return "`w:` the width: a fraction of the container's width (`2/3`, `0.5`), a fraction of either side (`0.7w`, `1h`), points (`44pt`) or estimated points (`~44pt`); default `1`"
    case (_, "h"):
      return "`h:` the height: a fraction of the container's height (`1/2`), a fraction of either side (`1w`, `0.5h`), points (`44pt`) or estimated points (`~44pt`); default `1`"
    case (_, "count"):
      return "`count: N`: exactly N equal slots, each 1/N of the group along its axis (UIKit's legacy `subitem:count:`)"
    case (_, "repeat"):
      return "`repeat: N`: the child N times at its own size (`repeatingSubitem:count:`, iOS 16); it may overflow the group"
    case ("flow", "line"):
      return "`line: N`: the space between lines in points (`minimumLineSpacing`, default 10)"
    case ("flow", "interitem"):
      return "`interitem: N`: the space between items on a line in points (`minimumInteritemSpacing`, default 10)"
    case ("layout", "scroll"):
      return "`scroll: vertical|horizontal`: the layout's scroll direction"
    case ("layout", "spacing"):
      return "`spacing: N`: the space between sections in points (`interSectionSpacing`)"
    case ("inset", "vertical"):
      return "`vertical: N`: the top and bottom insets in points"
    case ("inset", "horizontal"):
      return "`horizontal: N`: the leading and trailing insets in points"
    case ("inset", _):
      return "`\(label): N`: the \(label) inset in points"
    case ("edges", _):
      return "`\(label): flexible N` or `fixed N`: the edge spacing on the \(label) side (a bare number is fixed)"
    case (_, "pinned"):
      return "`pinned: true`: the view sticks to the visible bounds while its section scrolls (`pinToVisibleBounds`)"
    case (_, "extends"):
      return "`extends: false`: the view overlaps the content instead of pushing it (`extendsBoundary`)"
    case (_, "align"):
      return "`align:` the edge the view sits on: `top` or `bottom` (`leading` or `trailing` when scrolling horizontally)"
    case (_, "insets"):
      return "`insets: follow|none`: whether the view follows the section's content insets (`supplementaryContentInsetsReference`)"
    case (_, "anchor"):
      return "`anchor:` where the badge sits on its host, such as `top-trailing` or `center`"
    case (_, "dx"), (_, "dy"):
      return "`\(label):` the badge's offset: a fraction of its own size, or points with `pt`"
    case ("background", "inset"):
      return "`inset: N`: the background's own inset from the section's edges, in points"
    case (_, "widthAbove"):
      return "`widthAbove: N`: this case applies when the container is wider than N points"
    default:
      return nil
    }
  }

  /// The description of a node, declaration or modifier word.
  static func describe(_ word: String) -> String? {
    if let n = (nodes + declarations + adaptive).first(where: { $0.0 == word }) { return n.1 }
    if word == "group" { return "`group.horizontal` or `group.vertical`: an `NSCollectionLayoutGroup`" }
    return modifierDescriptions[word]
  }
}
