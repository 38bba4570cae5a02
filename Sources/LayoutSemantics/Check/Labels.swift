/// The argument labels each node and modifier takes: the one list both the checker (which rejects
/// any other label) and the language server (which completes them) read.
public enum Labels {
  static let table: [String: [String]] = [
    "item": ["w", "h"],
    "group": ["w", "h", "count", "repeat"],
    "layout": ["scroll", "spacing"],
    "flow": ["line", "interitem"],
    "inset": ["top", "leading", "bottom", "trailing", "vertical", "horizontal"],
    "edges": ["leading", "top", "trailing", "bottom"],
    "header": ["w", "h", "pinned", "extends", "align", "insets"],
    "footer": ["w", "h", "pinned", "extends", "align", "insets"],
    "flow header": ["h", "w"],
    "flow footer": ["h", "w"],
    "badge": ["w", "h", "anchor", "dx", "dy"],
    "background": ["inset"],
    "when": ["widthAbove"],
  ]

  /// The labels of `owner` (`item`, `group.horizontal`, `inset`, `flow header`, …), in the order
  /// an editor offers them; empty for an owner that takes none.
  public static func of(_ owner: String) -> [String] {
    table[owner.hasPrefix("group") ? "group" : owner] ?? []
  }
}
