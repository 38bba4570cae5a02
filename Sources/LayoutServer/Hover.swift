import LayoutSemantics
import LayoutSource
import LayoutSyntax

extension Server {
  /// Markdown about what is under the cursor: what a dimension resolves to in the first preview,
  /// or the default container without one (`2/3 of 390pt = 260pt`), or one line about a node,
  /// modifier or label.
  func hover(_ params: JSON) throws(ResponseError) -> JSON {
    guard let doc = try document(params) else { return .null }
    let offset = try offset(params, in: doc)
    let queries = SyntaxQueries(syntax: doc.syntax)
    guard let hit = queries.hit(at: offset), let (text, range) = HoverText(doc: doc, queries: queries).describe(hit) else { return .null }
    return .object([
      ("contents", .object([("kind", "markdown"), ("value", .string(text))])),
      ("range", doc.lines.rangeJSON(range)),
    ])
  }
}

/// The words of a hover.
struct HoverText {
  let doc: OpenDocument
  let queries: SyntaxQueries

  /// The file's layout kind: what a `header` or the `layout` line means depends on it.
  var layoutKind: LayoutKind { Checker.kind(of: queries.syntax.document) }

  func describe(_ hit: SyntaxHit) -> (String, SourceRange)? {
    switch hit {
    case .elementName(let e):
      if let l = queries.letUsed(by: e) { return (letSummary(l), e.nameRange) }
      guard let d = Vocabulary.describe(e.fullName) ?? (e.variant == nil ? nil : Vocabulary.describe(e.head.text)) else { return nil }
      return (d, e.nameRange)
    case .keyword(let word, let range):
      return Vocabulary.describe(word).map { ($0, range) }
    case .declarationName(let kind, let name):
      return ("\(kind) `\(name.text)`" + (Vocabulary.describe(kind).map { "\n\n" + $0 } ?? ""), name.range)
    case .letName(let l):
      guard let name = l.name else { return nil }
      return (letSummary(l), name.range)
    case .modifier(let m, let owner):
      guard let kind = ModifierKind(rawValue: m.keyword.text), let d = Vocabulary.describe(kind, on: owner, in: layoutKind) else { return nil }
      return (d, m.keyword.range)
    case .label(let l, let owner):
      return Vocabulary.labelDescription(l.text, owner: owner, in: layoutKind).map { ($0, l.range) }
    case .value(let v, let label, let owner):
      if let label, label == "w" || label == "h", case .dimension(let d) = v {
        return (dimension(d, label: label, owner: owner), d.range)
      }
      let about = label.map { Vocabulary.labelDescription($0, owner: owner, in: layoutKind) } ?? Vocabulary.describe(owner)
      // A word the label or modifier takes: what it means, then the label's or modifier's line.
      if let spec = valueWord(v, owner: owner, label: label) { return (spec.summary + (about.map { "\n\n" + $0 } ?? ""), v.range) }
      return about.map { ($0, v.range) }
    }
  }

  /// The word a value is written with (`paging`, `top-trailing`, the `flexible` of `flexible 8`),
  /// when the label or modifier takes it.
  func valueWord(_ v: ValueSyntax, owner: String, label: String?) -> WordSpec? {
    let word: String
    switch v {
    case .word(let w): word = w.text
    case .spacing(let kind, _): word = kind.text
    case .dimension, .list, .insets, .missing: return nil
    }
    return Vocabulary.values(owner: owner, label: label, host: nil, in: layoutKind).first { $0.spelling == word }
  }

  /// The `let` as written (its first line), then what its node is.
  func letSummary(_ l: LetDecl) -> String {
    let text = doc.file.text(in: l.range)
    var first = String(text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? "")
    if first.count > 200 { first = first.prefix(200) + "…" }
    var out = "```layout\n\(first)\n```"
    if let v = l.value, let d = Vocabulary.describe(queries.kind(of: v)) { out += "\n\n" + d }
    return out
  }

  // MARK: - Dimensions

  /// `2/3 of 390pt = 260pt` when the dimension was resolved, else what kind of size it is.
  func dimension(_ d: DimensionSyntax, label: String, owner: String) -> String {
    let written = doc.file.text(in: d.range)
    let number = (d.minus == nil ? "" : "-") + d.numerator.digits + (d.denominator.map { "/" + $0.digits } ?? "")
    let shown = doc.analysis
    let size = shown.container.sizeDescription + (shown.containers.first?.preview.map { " in preview `\($0.name)`" } ?? "")
    // The side the fraction measures: the unit's, or the label's own.
    let side: String
    switch d.unit.map({ SizeUnit(spelling: $0.text) }) {
    case .pt??:
      let value = number
      return d.tilde == nil
        ? "\(value)pt\n\n`\(label): \(written)` is an absolute size (`.absolute(\(value))`): the same in every container"
        : "~\(value)pt: estimated \(value)pt\n\n`\(label): \(written)` is an estimated size (`.estimated(\(value))`): UIKit lays the cell out at \(value)pt, then sizes it to fit its content"
    case .w??: side = "width"
    case .h??: side = "height"
    case nil: side = label == "w" ? "width" : "height"
    case .some(nil): return "`\(written)`: `\(d.unit?.text ?? "")` is not a unit; sizes use `pt`, `w` or `h`"
    }
    let kind = "a fraction of the container's \(side) (`.fractional\(side == "width" ? "Width" : "Height")`)"
      + ((label == "w") == (side == "width") ? "" : ", used as the \(label == "w" ? "width" : "height")")
    switch doc.dimension(at: d.range) {
    case .resolved(let resolution):
      guard let r = resolution, let container = r.containerLength else {
        return "\(number) of the container's \(side)\n\n`\(label): \(written)` is \(kind); not resolved at \(size): nothing there uses it (an unused `let`, an adaptive case not chosen, or a size a `count:` group replaces)"
      }
      var line = "\(number) of \(HoverText.points(container)) = \(HoverText.points(r.value))"
      if let f = r.dimension.fraction(of: r.containerAxis ?? .horizontal) {
        let exact = f.value * container
        if abs(exact - r.value) > 0.0005 {
          line += " (\(HoverText.points(exact)) floored to the @\(HoverText.number(shown.container.scale))x pixel grid)"
        }
      }
      return "\(line)\n\n`\(label): \(written)` is \(kind), resolved at \(size)" + firstUseNote(d.range)
    case .unavailable(let reason):
      return "\(number) of the container's \(side)\n\n`\(label): \(written)` is \(kind); \(reason)"
    }
  }

  /// A dimension inside a `let` used several times resolves once per use; the hover shows the first.
  func firstUseNote(_ range: SourceRange) -> String {
    guard let l = queries.syntax.lets.values.first(where: { $0.range.start <= range.start && range.end <= $0.range.end }),
      let name = l.name
    else { return "" }
    let uses = queries.uses(of: name.text).count
    return uses > 1 ? "; shown for the first of the \(uses) uses of `\(name.text)`" : ""
  }

  /// `260pt`, `136.33pt`: at most two decimals.
  static func points(_ v: Double) -> String { number(v) + "pt" }

  static func number(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return JSONText.number(r)
  }
}
