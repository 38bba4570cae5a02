import LayoutSemantics

/// `layoutc diff`'s findings over every container: one panel per preview, what the text, JSON and
/// SVG outputs show.
public struct DiffReport: Sendable {
  /// One container of either file: a preview of both (its layouts compared), or of one only.
  public struct Panel: Sendable {
    /// The preview's name; nil when the files declare none (or one each, compared whatever their names).
    public var preview: String?
    /// `` `pad` (820×1180 @2x) ``, as diagnostics name a preview; nil without a name.
    public var description: String?
    /// The first file's layout; nil when only the second has this preview.
    public var before: ResolvedLayout?
    /// The second file's layout; nil when only the first has this preview.
    public var after: ResolvedLayout?
    /// What changed (empty unless both layouts are there).
    public var result: LayoutDiff.Result

    public init(preview: String?, description: String?, before: ResolvedLayout?, after: ResolvedLayout?) {
      self.preview = preview
      self.description = description
      self.before = before
      self.after = after
      if let before, let after {
        result = LayoutDiff.compare(before, after)
      } else {
        result = LayoutDiff.Result(entries: [], contentSize: nil)
      }
    }

    /// Whether both files lay this container out the same.
    public var isSame: Bool { before != nil && after != nil && result.isEmpty }
  }

  /// The two files as named on the command line.
  public var beforeName: String
  public var afterName: String
  public var panels: [Panel]

  public init(beforeName: String, afterName: String, panels: [Panel]) {
    self.beforeName = beforeName
    self.afterName = afterName
    self.panels = panels
  }

  /// Whether nothing differs: `diff` prints nothing and exits 0.
  public var isSame: Bool { panels.allSatisfy(\.isSame) }

  /// The line that ends the text: `3 elements differ: 2 moved, 1 appeared; content size changed`.
  public var summary: String {
    let entries = panels.flatMap(\.result.entries)
    var parts: [String] = []
    if !entries.isEmpty {
      let words = ["moved", "resized", "moved and resized", "appeared", "disappeared"]
      let counts = words.compactMap { w -> String? in
        let n = entries.count(where: { $0.change.word == w })
        return n == 0 ? nil : "\(n) \(w)"
      }
      parts.append("\(entries.count) element\(entries.count == 1 ? " differs" : "s differ"): " + counts.joined(separator: ", "))
    }
    let resized = panels.count(where: { $0.result.contentSize != nil })
    if resized > 0 { parts.append(panels.count > 1 ? "content size changed in \(resized) of \(panels.count) previews" : "content size changed") }
    let unmatched = panels.count(where: { $0.before == nil || $0.after == nil })
    if unmatched > 0 { parts.append("\(unmatched) preview\(unmatched == 1 ? "" : "s") in one file only") }
    return parts.joined(separator: "; ")
  }
}
