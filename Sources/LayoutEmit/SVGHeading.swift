import LayoutSemantics
import LayoutSource

extension SVGEmitter {
  /// The element styles, shared by the picture and its legend.
  enum Style {
    static let item = "fill=\"#cfe0f7\" stroke=\"#3a6ea5\" stroke-width=\"0.5\""
    static let boundary = "fill=\"#fde2b8\" stroke=\"#c77d12\" stroke-width=\"0.5\""
    static let pinned = "fill=\"#fde2b8\" stroke=\"#c77d12\" stroke-width=\"2\""
    static let badge = "fill=\"#f8cfe0\" stroke=\"#c2185b\" stroke-width=\"0.5\""
    static let background = "fill=\"#e3f1e1\" stroke=\"#7aa874\" stroke-width=\"0.5\""
    static let screen = "fill=\"none\" stroke=\"#e0245e\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\""
    static let content = "fill=\"none\" stroke=\"#333333\" stroke-width=\"1\""
    static let scrollTrack = "fill=\"#000000\" fill-opacity=\"0.12\""
    static let scrollThumb = "fill=\"#555555\""
    static func group(_ depth: Int) -> String {
      "fill=\"none\" stroke=\"\(groupPalette[depth % groupPalette.count])\" stroke-width=\"1\""
    }
  }

  /// One legend entry: a swatch drawn in an element's style, and what it stands for.
  struct LegendEntry: Equatable {
    var swatch: String
    var label: String
  }

  /// The legend: the element kinds and line styles this picture draws, in drawing order.
  static func legend(_ layout: ResolvedLayout, _ plan: Plan) -> [LegendEntry] {
    let drawn = Array(layout.sections.prefix(plan.sections.count).enumerated())
    func drawnSupplementaries(_ k: Int, _ s: ResolvedSection) -> [SupplementaryFrame] {
      s.supplementaries.filter { origin($0.frame, layout.scrollDirection == .vertical) <= plan.sections[k].groupLimit }
    }
    let supplementaries = plan.layoutSupplementaries + drawn.flatMap { drawnSupplementaries($0.offset, $0.element) }
    var entries: [LegendEntry] = []
    if plan.drawnItems > 0 { entries.append(LegendEntry(swatch: Style.item, label: "item")) }
    let depths = Set(drawn.flatMap { k, s in s.groups.lazy.filter { origin($0.frame, layout.scrollDirection == .vertical) <= plan.sections[k].groupLimit }.map(\.depth) })
    if depths.contains(0) { entries.append(LegendEntry(swatch: Style.group(0), label: "group")) }
    if let deepest = depths.max(), deepest > 0 {
      for depth in 1...min(deepest, groupPalette.count - 1) {
        entries.append(LegendEntry(swatch: Style.group(depth), label: "nested group (depth \(depth))"))
      }
    }
    if supplementaries.contains(where: { $0.source == .boundary && !$0.pinned }) {
      entries.append(LegendEntry(swatch: Style.boundary, label: "header/footer"))
    }
    if supplementaries.contains(where: \.pinned) { entries.append(LegendEntry(swatch: Style.pinned, label: "pinned")) }
    if supplementaries.contains(where: { $0.source != .boundary }) { entries.append(LegendEntry(swatch: Style.badge, label: "badge")) }
    if drawn.contains(where: { !$0.element.decorations.isEmpty }) {
      entries.append(LegendEntry(swatch: Style.background, label: "background"))
    }
    let estimated = supplementaries.contains { $0.sizing == .estimated }
      || drawn.contains { k, s in s.itemSizing.prefix(plan.sections[k].take).contains(.estimated) }
    if estimated { entries.append(LegendEntry(swatch: "fill=\"none\" stroke=\"#3a6ea5\" stroke-width=\"1\"" + estimatedDash, label: "estimated size")) }
    if plan.sections.contains(where: { scrolls($0) != nil }) {
      entries.append(LegendEntry(swatch: Style.scrollThumb, label: "scrolls sideways (bar: its run)"))
    }
    entries.append(LegendEntry(swatch: Style.screen, label: layout.window == nil ? "screen" : "rect (the window drawn)"))
    return entries
  }

  /// The title lines: the layout and preview, then the container, UIKit mode and content size.
  static func titleLines(_ panel: Panel) -> [String] {
    let layout = panel.layout
    let scale = layout.scale
    func n(_ v: Double) -> String { number(v, scale: scale) }
    let name = layout.name + (panel.preview.map { " — preview \($0)" } ?? "")
    let container = "\(n(layout.width))×\(n(layout.height)) @\(JSONText.number(scale))x"
      + " — \(layout.mode.rawValue) — content \(n(layout.contentWidth))×\(n(layout.contentHeight))"
      + (layout.direction == .rightToLeft ? " — right to left" : "")
    guard let w = layout.window else { return [name, container] }
    return [name, container, "rect \(n(w.x)),\(n(w.y)) \(n(w.width))×\(n(w.height)): only the elements in it"]
  }

  static let titleSize = 14.0
  static let subtitleSize = 12.0
  static let legendSize = 11.0
  static let legendRowHeight = 16.0
  static let swatchWidth = 16.0

  /// The legend laid out in rows no wider than `width` (at least one entry a row).
  static func legendRows(_ entries: [LegendEntry], width: Double) -> [[LegendEntry]] {
    var rows: [[LegendEntry]] = []
    var used = 0.0
    for e in entries {
      let w = legendEntryWidth(e)
      if rows.isEmpty || used + w > width && !(rows.last ?? []).isEmpty {
        rows.append([e])
        used = w
      } else {
        rows[rows.count - 1].append(e)
        used += w
      }
    }
    return rows
  }

  /// An entry's swatch, label and the gap after it.
  static func legendEntryWidth(_ e: LegendEntry) -> Double { swatchWidth + 4 + textWidth(e.label, size: legendSize) + 14 }

  /// The heading above a picture: title lines and legend rows from (`x`, `top`); returns its height.
  static func heading(_ lines: [String], _ rows: [[LegendEntry]], x: Double, top: Double, scale: Double, _ out: inout String) {
    var y = top + titleSize
    for (i, line) in lines.enumerated() {
      let attributes = i == 0
        ? "font-size=\"\(JSONText.number(titleSize))\" font-weight=\"bold\" fill=\"#222222\"" + monospace
        : "font-size=\"\(JSONText.number(subtitleSize))\" fill=\"#444444\"" + monospace
      text(&out, x, y, attributes, line, scale: scale)
      y += subtitleSize + 6
    }
    var rowTop = y - subtitleSize + 2
    for row in rows {
      var left = x
      for e in row {
        rect(&out, Rect(x: left, y: rowTop + 2, width: swatchWidth, height: 10), e.swatch, scale: scale)
        text(&out, left + swatchWidth + 4, rowTop + 11, "font-size=\"\(JSONText.number(legendSize))\" fill=\"#333333\"" + monospace, e.label, scale: scale)
        left += legendEntryWidth(e)
      }
      rowTop += legendRowHeight
    }
  }

  /// The height `heading` fills for `lines` and `rows`, with the gap below it.
  static func headingHeight(lines: Int, rows: Int) -> Double {
    titleSize + Double(max(0, lines - 1)) * (subtitleSize + 6) + 6 + Double(rows) * legendRowHeight + 8
  }
}
