import LayoutSemantics
import LayoutSource

/// Draws a resolved layout as an SVG picture, in points and content coordinates, so a person can
/// look at the frames instead of reading them.
///
/// Several previews are drawn side by side, each picture in its own nested `<svg>`. In each one,
/// drawing order, back to front:
/// 1. a white background, the title line (layout name, preview name, container `390×844 @3x`,
///    UIKit mode, content size, and "right to left" when the frames are mirrored) and, when items
///    were left out, a note saying how many;
/// 2. the content rect (0, 0, contentWidth, contentHeight), outlined;
/// 3. each section's extent along the scroll axis as a faint band, alternating shades;
/// 4. group frames, stroke only, shallowest depth first, one palette colour per depth;
/// 5. backgrounds (decorations) under the groups; items, filled with a darker stroke, on top of
///    their groups, then headers, footers and badges in another colour, labelled with their kind;
/// 6. labels: each item's index centred in it (smaller in small items, none under 4pt), then the
///    section labels at each band's leading corner;
/// 7. the first screen (0, 0, width, height), dashed and labelled "screen", over everything.
///
/// At most `maxDrawnItems` items are drawn, sections in order; a section's groups are drawn only
/// up to its last drawn item. The canvas covers every drawn frame (items may overflow their groups
/// and the content), plus a margin and the title. Output is byte-stable: fixed attribute order,
/// one element per line, `\n` endings, every number printed with `JSONText.number`.
public enum SVGEmitter {
  /// Caps how many items are drawn; past it, a note in the picture says how many were left out.
  public static let maxDrawnItems = 5_000

  static let margin = 16.0
  static let groupPalette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd"]

  /// One picture: a resolved layout and the preview it was laid out in (nil: none declared).
  public struct Panel: Sendable {
    public var layout: ResolvedLayout
    public var preview: String?
    public init(_ layout: ResolvedLayout, preview: String? = nil) {
      self.layout = layout
      self.preview = preview
    }
  }

  /// The gap between pictures side by side.
  static let panelGap = 24.0

  public static func emit(_ layout: ResolvedLayout) -> String { emit([Panel(layout)]) }

  /// One picture per panel, side by side from left to right, tops aligned; one panel is drawn
  /// alone, as `emit(_:)` draws a layout.
  public static func emit(_ panels: [Panel]) -> String {
    let drawn = panels.map(draw)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let n = JSONText.number
    let font = " font-family=\"Helvetica, Arial, sans-serif\""
    if drawn.count == 1, let d = drawn.first {
      out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(d.width))\" height=\"\(n(d.height))\""
        + " viewBox=\"\(n(d.left)) \(n(d.top)) \(n(d.width)) \(n(d.height))\"\(font)>\n"
      out += d.body
      out += "</svg>\n"
      return out
    }
    let width = drawn.map(\.width).reduce(0, +) + panelGap * Double(max(0, drawn.count - 1))
    let height = drawn.map(\.height).max() ?? 0
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
      + " viewBox=\"0 0 \(n(width)) \(n(height))\"\(font)>\n"
    rect(&out, Rect(x: 0, y: 0, width: width, height: height), "fill=\"#ffffff\"")
    var x = 0.0
    for d in drawn {
      out += "<svg x=\"\(n(x))\" y=\"0\" width=\"\(n(d.width))\" height=\"\(n(d.height))\""
        + " viewBox=\"\(n(d.left)) \(n(d.top)) \(n(d.width)) \(n(d.height))\">\n"
      out += d.body
      out += "</svg>\n"
      x += d.width + panelGap
    }
    out += "</svg>\n"
    return out
  }

  /// One panel's elements and the box they fill (its viewBox).
  struct Drawn {
    var body: String
    var left: Double, top: Double, width: Double, height: Double
  }

  static func draw(_ panel: Panel) -> Drawn {
    let layout = panel.layout
    let vertical = layout.scrollDirection == .vertical
    let plan = Plan(layout, vertical: vertical)
    let n = JSONText.number
    let title = "\(layout.name)" + (panel.preview.map { " — preview \($0)" } ?? "")
      + " — \(n(layout.width))×\(n(layout.height)) @\(n(layout.scale))x"
      + " — \(layout.mode.rawValue) — content \(n(layout.contentWidth))×\(n(layout.contentHeight))"
      + (layout.direction == .rightToLeft ? " — right to left" : "")
    let titleHeight = plan.omitted > 0 ? 40.0 : 22.0
    // Text can't be measured here: estimate ~8.5pt per character (bold) at font-size 14.
    let width = max(plan.maxX - plan.minX, Double(title.count) * 8.5) + 2 * margin
    let height = plan.maxY - plan.minY + 2 * margin + titleHeight
    let left = plan.minX - margin, top = plan.minY - margin - titleHeight

    var out = ""
    rect(&out, Rect(x: left, y: top, width: width, height: height), "fill=\"#ffffff\"")
    text(&out, plan.minX, plan.minY - titleHeight + 14, "font-size=\"14\" font-weight=\"bold\" fill=\"#222222\"", title)
    if plan.omitted > 0 {
      text(&out, plan.minX, plan.minY - 8, "font-size=\"12\" fill=\"#c62828\"", "\(plan.omitted) items not drawn")
    }
    let content = Rect(x: 0, y: 0, width: layout.contentWidth, height: layout.contentHeight)
    rect(&out, content, "fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"")

    let drawn = layout.sections.prefix(plan.sections.count)
    for (k, s) in drawn.enumerated() {
      let shade = k % 2 == 0 ? "0.04" : "0.09"
      rect(&out, band(s, layout, vertical), "fill=\"#000000\" fill-opacity=\"\(shade)\"")
    }
    for s in drawn {
      for d in s.decorations {
        rect(&out, d.frame, "fill=\"#e3f1e1\" stroke=\"#7aa874\" stroke-width=\"0.5\"")
      }
    }
    for (k, s) in drawn.enumerated() { groups(s, upTo: plan.sections[k].groupLimit, vertical, &out) }
    for (k, s) in drawn.enumerated() {
      for (i, r) in s.items.prefix(plan.sections[k].take).enumerated() {
        // E8: an estimate nothing measured is drawn dashed.
        let dashed = i < s.itemSizing.count && s.itemSizing[i] == .estimated ? estimatedDash : ""
        rect(&out, r, "fill=\"#cfe0f7\" stroke=\"#3a6ea5\" stroke-width=\"0.5\"" + dashed)
      }
    }
    for sup in layout.supplementaries { supplementary(sup, label: "layout " + sup.kind, &out) }
    for s in drawn {
      // Labelled at the trailing end, clear of the section label at the leading corner; small
      // ones (badges) go unlabelled.
      for sup in s.supplementaries { supplementary(sup, label: sup.frame.width >= 40 && sup.frame.height >= 12 ? sup.kind : nil, &out) }
    }
    for (k, s) in drawn.enumerated() { itemLabels(s.items.prefix(plan.sections[k].take), &out) }
    for s in drawn {
      let b = band(s, layout, vertical)
      let label = "section \(s.index)" + (s.name.map { ": " + $0 } ?? "")
      text(&out, b.x + 4, b.y + 12, "font-size=\"10\" fill=\"#555555\"", label)
    }
    let screen = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
    rect(&out, screen, "fill=\"none\" stroke=\"#e0245e\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"")
    text(&out, layout.width - 4, layout.height - 4, "font-size=\"10\" fill=\"#e0245e\" text-anchor=\"end\"", "screen")
    return Drawn(body: out, left: left, top: top, width: width, height: height)
  }


  /// Step 4 for one section: its group frames starting no later than `limit` along the scroll
  /// axis, shallowest depth first.
  static func groups(_ s: ResolvedSection, upTo limit: Double, _ vertical: Bool, _ out: inout String) {
    var maxDepth = -1
    for g in s.groups where origin(g.frame, vertical) <= limit { maxDepth = max(maxDepth, g.depth) }
    guard maxDepth >= 0 else { return }
    for depth in 0...maxDepth {
      let colour = groupPalette[depth % groupPalette.count]
      for g in s.groups where g.depth == depth && origin(g.frame, vertical) <= limit {
        rect(&out, g.frame, "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1\"")
      }
    }
  }

  /// The outline of an element whose estimated size nothing measured (E8).
  static let estimatedDash = " stroke-dasharray=\"3 2\""

  /// A header, footer or badge, with `label` (if any) at its trailing end.
  static func supplementary(_ sup: SupplementaryFrame, label: String?, _ out: inout String) {
    rect(&out, sup.frame, "fill=\"#fde2b8\" stroke=\"#c77d12\" stroke-width=\"0.5\"" + (sup.sizing == .estimated ? estimatedDash : ""))
    guard let label else { return }
    text(&out, sup.frame.x + sup.frame.width - 4, sup.frame.y + min(12, sup.frame.height - 2), "font-size=\"10\" fill=\"#8a4b00\" text-anchor=\"end\"", label)
  }

  /// Step 6 for one section's drawn items: each index centred in its item.
  static func itemLabels(_ items: ArraySlice<Rect>, _ out: inout String) {
    for (i, r) in items.enumerated() {
      // Fits the index in the item; rounded down to half points to keep the numbers short.
      let size = (min(12, r.height / 2, r.width / 3) * 2).rounded(.down) / 2
      guard size >= 4 else { continue }
      // Baseline a third of the font size below the centre: centred without relying on
      // `dominant-baseline`, which not every renderer honours.
      text(&out, r.x + r.width / 2, r.y + r.height / 2 + size * 0.35,
           "font-size=\"\(JSONText.number(size))\" fill=\"#1d3557\" text-anchor=\"middle\"", String(i))
    }
  }

  /// Which items and groups get drawn, how many items don't, and the box around everything drawn.
  struct Plan {
    /// One entry per drawn section (a prefix of the layout's sections): how many of its items
    /// are drawn, and the largest group origin along the scroll axis that is still drawn.
    var sections: [(take: Int, groupLimit: Double)] = []
    var omitted = 0
    var minX: Double, minY: Double, maxX: Double, maxY: Double

    init(_ layout: ResolvedLayout, vertical: Bool) {
      minX = 0
      minY = 0
      maxX = max(layout.contentWidth, layout.width)
      maxY = max(layout.contentHeight, layout.height)
      for sup in layout.supplementaries { include(sup.frame) }
      var remaining = SVGEmitter.maxDrawnItems
      var truncated = false
      for s in layout.sections {
        if truncated { omitted += s.items.count; continue }
        let take = min(s.items.count, remaining)
        remaining -= take
        var limit = Double.infinity
        if take < s.items.count {
          truncated = true
          omitted += s.items.count - take
          if take == 0 { continue }
          limit = SVGEmitter.origin(s.items[take - 1], vertical)
        }
        sections.append((take, limit))
        include(SVGEmitter.band(s, layout, vertical))
        for r in s.items.prefix(take) { include(r) }
        for sup in s.supplementaries { include(sup.frame) }
        for d in s.decorations { include(d.frame) }
        for g in s.groups where SVGEmitter.origin(g.frame, vertical) <= limit { include(g.frame) }
      }
    }

    mutating func include(_ r: Rect) {
      guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
      minX = min(minX, r.x, r.x + r.width)
      minY = min(minY, r.y, r.y + r.height)
      maxX = max(maxX, r.x, r.x + r.width)
      maxY = max(maxY, r.y, r.y + r.height)
    }
  }

  /// Where a frame starts along the scroll axis.
  static func origin(_ r: Rect, _ vertical: Bool) -> Double { vertical ? r.y : r.x }

  /// A section's extent: its run along the scroll axis, across the whole content.
  static func band(_ s: ResolvedSection, _ layout: ResolvedLayout, _ vertical: Bool) -> Rect {
    vertical
      ? Rect(x: 0, y: s.start, width: layout.contentWidth, height: s.length)
      : Rect(x: s.start, y: 0, width: s.length, height: layout.contentHeight)
  }

  static func rect(_ out: inout String, _ r: Rect, _ attributes: String) {
    let n = JSONText.number
    out += "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(max(0, r.width)))\""
      + " height=\"\(n(max(0, r.height)))\" \(attributes)/>\n"
  }

  static func text(_ out: inout String, _ x: Double, _ y: Double, _ attributes: String, _ s: String) {
    out += "<text x=\"\(JSONText.number(x))\" y=\"\(JSONText.number(y))\" \(attributes)>"
    escape(&out, s)
    out += "</text>\n"
  }

  /// Appends `s` as XML character data: `&`, `<`, `>` and `"` escaped, line breaks as spaces (one
  /// element per line), and characters XML 1.0 forbids replaced by U+FFFD.
  static func escape(_ out: inout String, _ s: String) {
    for u in s.unicodeScalars {
      switch u {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\r": out += " "
      case _ where u.value < 0x20 && u != "\t" || u.value == 0xFFFE || u.value == 0xFFFF:
        out.unicodeScalars.append("\u{FFFD}")
      default: out.unicodeScalars.append(u)
      }
    }
  }
}
