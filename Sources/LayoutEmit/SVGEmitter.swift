import LayoutSemantics
import LayoutSource

/// Draws a resolved layout as an SVG picture, in points and content coordinates, so a person can
/// look at the frames instead of reading them.
///
/// Several previews are drawn side by side, each picture in its own nested `<svg>`, titled with
/// its preview's name and size. In each one, drawing order, back to front:
/// 1. a white background, the title (layout name and preview; container `390×844 @3x`, UIKit
///    mode, content size, and "right to left" when the frames are mirrored) and a legend of the
///    element kinds and line styles the picture uses;
/// 2. the content rect (0, 0, contentWidth, contentHeight), outlined;
/// 3. each section's extent along the scroll axis as a faint band, alternating shades;
/// 4. backgrounds (decorations), then group frames, stroke only, shallowest depth first, one
///    palette colour per depth;
/// 5. items, filled with a darker stroke, on top of their groups, then headers and footers
///    (pinned ones with a heavier outline) and badges in their own colours, labelled with their
///    kind; an estimate nothing measured (E8) is outlined dashed;
/// 6. labels: each item's index centred in it (smaller in small items, none under 4pt), then the
///    section labels at each band's leading corner;
/// 7. for a section that scrolls sideways (O1), a scroll bar along its band's end showing the
///    screen's share of its run, and the run's length;
/// 8. the first screen (0, 0, width, height), dashed and labelled "screen", over everything;
/// 9. when items were left out, a note below the picture saying how many.
///
/// An orthogonal section is drawn as the screen shows it at rest: its frames are clipped to the
/// screen across the scroll axis, so a long carousel does not widen the picture. At most
/// `maxDrawnItems` items are drawn, sections in order; a section's groups and badges are drawn
/// only up to its last drawn item, and a cut picture ends where its drawing does. The canvas covers
/// every drawn frame (items may overflow their groups and the content), the screen, a margin, the
/// title and the legend, widened so no text line is clipped (text is set in a monospace font
/// and measured conservatively). Output is byte-stable: fixed attribute order, one element per
/// line, `\n` endings, every number rounded to the pixel grid of the layout's scale and printed
/// shortest (`number(_:scale:)`).
public enum SVGEmitter {
  /// Caps how many items are drawn; past it, a note in the picture says how many were left out.
  public static let maxDrawnItems = 5_000

  static let margin = 16.0
  static let groupPalette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd"]

  /// One picture: a resolved layout and the preview it was laid out in (nil: none declared).
  public struct Panel: Sendable {
    public var layout: ResolvedLayout
    public var preview: String?
    /// For `--emit html`: how each section was tiled (`Resolver.pageData`), so the page carries
    /// one repetition instead of every frame; empty or nil: the section's frames one by one.
    public var tilings: [SectionTiling?] = []
    /// For `--emit html`: each measured section's item sources (`Resolver.pageData`).
    public var itemSources: [[SourceRange]?] = []
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
    let drawn = panels.enumerated().map { draw($0.element, index: $0.offset) }
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

  /// One panel's elements and the box they fill (its viewBox), in whole points.
  struct Drawn {
    var body: String
    var left: Double, top: Double, width: Double, height: Double
  }

  /// The picture of one panel; `index` (its place side by side) keeps its clip ids apart.
  static func draw(_ panel: Panel, index: Int = 0) -> Drawn {
    let layout = panel.layout
    let vertical = layout.scrollDirection == .vertical
    let plan = Plan(layout, vertical: vertical)
    let scale = layout.scale
    let lines = titleLines(panel)
    let note = plan.omitted > 0 ? "\(plan.omitted) more items (the first \(plan.drawnItems) are drawn)" : nil
    var textWidth = max(SVGEmitter.textWidth(lines[0], size: titleSize), lines.dropFirst().map { SVGEmitter.textWidth($0, size: subtitleSize) }.max() ?? 0)
    if let note { textWidth = max(textWidth, SVGEmitter.textWidth(note, size: subtitleSize)) }
    let rows = legendRows(legend(layout, plan), width: max(plan.maxX - plan.minX, textWidth))
    let legendWidth = rows.map { $0.map(legendEntryWidth).reduce(0, +) }.max() ?? 0
    let headingHeight = headingHeight(lines: lines.count, rows: rows.count)
    let footerHeight = note == nil ? 0.0 : 24
    let left = (plan.minX - margin).rounded(.down), top = (plan.minY - margin - headingHeight).rounded(.down)
    let right = max(plan.maxX, plan.minX + textWidth, plan.minX + legendWidth) + margin
    let width = (right - left).rounded(.up)
    let height = (plan.maxY + footerHeight + margin - top).rounded(.up)

    var out = ""
    rect(&out, Rect(x: left, y: top, width: width, height: height), "fill=\"#ffffff\"", scale: scale)
    heading(lines, rows, x: plan.minX, top: plan.minY - headingHeight - margin / 2, scale: scale, &out)
    let clipIDs = clips(plan, index: index, vertical, scale: scale, &out)
    let contentEnd = plan.contentEnd
    var content = cut(Rect(x: 0, y: 0, width: layout.contentWidth, height: layout.contentHeight), at: contentEnd, vertical)
    if let span = plan.span { content = clamp(content, to: span, vertical) }
    rect(&out, content, Style.content, scale: scale)

    let drawn = Array(layout.sections.prefix(plan.sections.count).enumerated())
    for (k, _) in drawn {
      let shade = k % 2 == 0 ? "0.04" : "0.09"
      rect(&out, plan.sections[k].band, "fill=\"#000000\" fill-opacity=\"\(shade)\"", scale: scale)
    }
    for (k, s) in drawn where !s.decorations.isEmpty {
      clipped(clipIDs[k], &out) { out in
        for d in s.decorations { rect(&out, plan.span.map { clamp(d.frame, to: $0, vertical) } ?? d.frame, Style.background, scale: scale) }
      }
    }
    for (k, s) in drawn where !s.groups.isEmpty {
      clipped(clipIDs[k], &out) { groups(s, upTo: plan.sections[k].groupLimit, within: plan.span, vertical, scale: scale, &$0) }
    }
    for (k, s) in drawn {
      clipped(clipIDs[k], &out) { out in
        for (i, r) in s.items.prefix(plan.sections[k].take).enumerated() {
          // E8: an estimate nothing measured is drawn dashed.
          let dashed = i < s.itemSizing.count && s.itemSizing[i] == .estimated ? estimatedDash : ""
          rect(&out, r, Style.item + dashed, scale: scale)
        }
      }
    }
    for sup in plan.layoutSupplementaries { supplementary(sup, label: "layout " + sup.kind, scale: scale, &out) }
    for (k, s) in drawn {
      let limit = plan.sections[k].groupLimit
      let shown = s.supplementaries.filter { origin($0.frame, vertical) <= limit }
      guard !shown.isEmpty else { continue }
      clipped(clipIDs[k], &out) { out in
        for sup in shown { supplementary(sup, label: sup.kind, scale: scale, &out) }
      }
    }
    for (k, s) in drawn {
      clipped(clipIDs[k], &out) { itemLabels(s.items.prefix(plan.sections[k].take), indices: s.itemIndices, scale: scale, &$0) }
    }
    // Each section's name where no other label (nor a badge) is.
    var taken: [Rect] = plan.layoutSupplementaries.compactMap { supplementaryLabelBox($0, label: "layout " + $0.kind) }
    for (k, s) in drawn {
      let limit = plan.sections[k].groupLimit
      taken += s.supplementaries.filter { origin($0.frame, vertical) <= limit }.compactMap { supplementaryLabelBox($0, label: $0.kind) }
      for (j, r) in s.items.prefix(plan.sections[k].take).enumerated() {
        let index = s.itemIndices.map { j < $0.count ? $0[j] : j } ?? j
        if let box = itemLabelBox(index, r) { taken.append(box) }
      }
      if let box = scrollLabelBox(plan.sections[k], vertical, scale: scale) { taken.append(box) }
    }
    for (k, s) in drawn {
      let b = plan.sections[k].band
      let label = "section \(s.index)" + (s.name.map { ": " + $0 } ?? "")
      let at = sectionLabelPlace(label, band: b, taken: taken, rightToLeft: layout.direction == .rightToLeft)
      let w = SVGEmitter.textWidth(label, size: sectionLabelSize)
      taken.append(Rect(x: at.end ? at.x - w : at.x, y: at.y - sectionLabelSize, width: w, height: sectionLabelSize * 1.2))
      let anchor = at.end ? " text-anchor=\"end\"" : ""
      text(&out, at.x, at.y, "font-size=\"\(JSONText.number(sectionLabelSize))\" fill=\"#555555\"" + anchor, label, scale: scale)
    }
    for section in plan.sections { scrollBar(section, vertical, scale: scale, &out) }
    // A windowed picture outlines the window (`--rect`) where the others outline the screen.
    let screen = layout.window ?? Rect(x: 0, y: 0, width: layout.width, height: layout.height)
    rect(&out, screen, Style.screen, scale: scale)
    text(&out, screen.x + screen.width - 4, screen.y + screen.height - 4, "font-size=\"10\" fill=\"#e0245e\" text-anchor=\"end\"",
         layout.window == nil ? "screen" : "rect", scale: scale)
    if let note {
      text(&out, plan.minX, plan.maxY + 18, "font-size=\"\(JSONText.number(subtitleSize))\" fill=\"#c62828\"" + monospace, note, scale: scale)
    }
    return Drawn(body: out, left: left, top: top, width: width, height: height)
  }

  /// The clip paths of the sections that scroll sideways, in a `<defs>`: each is the screen's run
  /// across the scroll axis over the whole picture along it. Returns each drawn section's clip id
  /// (nil: not clipped).
  static func clips(_ plan: Plan, index: Int, _ vertical: Bool, scale: Double, _ out: inout String) -> [String?] {
    let ids = plan.sections.enumerated().map { k, s in s.clip.map { _ in "p\(index)-s\(k)" } }
    guard ids.contains(where: { $0 != nil }) else { return ids }
    out += "<defs>\n"
    for (k, s) in plan.sections.enumerated() {
      guard let clip = s.clip, let id = ids[k] else { continue }
      let (lo, hi) = vertical ? (plan.minY - margin, plan.maxY + margin) : (plan.minX - margin, plan.maxX + margin)
      let r = vertical
        ? Rect(x: clip.lowerBound, y: lo, width: clip.upperBound - clip.lowerBound, height: hi - lo)
        : Rect(x: lo, y: clip.lowerBound, width: hi - lo, height: clip.upperBound - clip.lowerBound)
      out += "<clipPath id=\"\(id)\">\n"
      rect(&out, r, "fill=\"#000000\"", scale: scale)
      out += "</clipPath>\n"
    }
    out += "</defs>\n"
    return ids
  }

  /// `body`'s elements, inside a group clipped to `id` when there is one.
  static func clipped(_ id: String?, _ out: inout String, _ body: (inout String) -> Void) {
    guard let id else { return body(&out) }
    out += "<g clip-path=\"url(#\(id))\">\n"
    body(&out)
    out += "</g>\n"
  }

  /// The run across the scroll axis of a section that scrolls past the screen; nil otherwise.
  static func scrolls(_ s: SectionPlan) -> ClosedRange<Double>? {
    guard let clip = s.clip, s.across.lowerBound < clip.lowerBound - 0.5 || s.across.upperBound > clip.upperBound + 0.5 else { return nil }
    return s.across
  }

  /// Step 7: a section's scroll bar, at its band's end across the screen, the thumb the screen's
  /// share of the run, and the run's length.
  static func scrollBar(_ s: SectionPlan, _ vertical: Bool, scale: Double, _ out: inout String) {
    guard let run = scrolls(s), let clip = s.clip else { return }
    let screen = clip.upperBound - clip.lowerBound
    let length = run.upperBound - run.lowerBound
    guard screen > 0, length > 0 else { return }
    let thumbStart = clip.lowerBound + (clip.lowerBound - run.lowerBound) / length * screen
    let thumb = screen * screen / length
    let b = s.band
    let label = scrollLabel(length, scale: scale)
    let halo = " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\""
    if vertical {
      let y = b.y + b.height - 5
      rect(&out, Rect(x: clip.lowerBound, y: y, width: screen, height: 3), Style.scrollTrack, scale: scale)
      rect(&out, Rect(x: thumbStart, y: y, width: thumb, height: 3), Style.scrollThumb, scale: scale)
      text(&out, clip.upperBound - 4, y - 4, "font-size=\"9\" fill=\"#333333\" text-anchor=\"end\"" + halo, label, scale: scale)
    } else {
      let x = b.x + b.width - 5
      rect(&out, Rect(x: x, y: clip.lowerBound, width: 3, height: screen), Style.scrollTrack, scale: scale)
      rect(&out, Rect(x: x, y: thumbStart, width: 3, height: thumb), Style.scrollThumb, scale: scale)
      text(&out, x - 4, clip.upperBound - 4, "font-size=\"9\" fill=\"#333333\" text-anchor=\"end\"" + halo, label, scale: scale)
    }
  }

  static func scrollLabel(_ length: Double, scale: Double) -> String { "scrolls \(number(length, scale: scale)) pt" }

  /// The box the scroll bar's label takes (as `scrollBar` draws it), or nil when there is none.
  static func scrollLabelBox(_ s: SectionPlan, _ vertical: Bool, scale: Double) -> Rect? {
    guard let run = scrolls(s), let clip = s.clip else { return nil }
    let w = textWidth(scrollLabel(run.upperBound - run.lowerBound, scale: scale), size: 9)
    let b = s.band
    return vertical
      ? Rect(x: clip.upperBound - 4 - w, y: b.y + b.height - 9 - 9, width: w, height: 11)
      : Rect(x: b.x + b.width - 9 - w, y: clip.upperBound - 4 - 9, width: w, height: 11)
  }

  /// Step 4 for one section: its group frames starting no later than `limit` along the scroll
  /// axis, shallowest depth first.
  /// A windowed picture's (`span`) are cut to its run.
  static func groups(
    _ s: ResolvedSection, upTo limit: Double, within span: ClosedRange<Double>? = nil, _ vertical: Bool, scale: Double = 0, _ out: inout String
  ) {
    var maxDepth = -1
    for g in s.groups where origin(g.frame, vertical) <= limit { maxDepth = max(maxDepth, g.depth) }
    guard maxDepth >= 0 else { return }
    for depth in 0...maxDepth {
      for g in s.groups where g.depth == depth && origin(g.frame, vertical) <= limit {
        rect(&out, span.map { clamp(g.frame, to: $0, vertical) } ?? g.frame, Style.group(depth), scale: scale)
      }
    }
  }

  /// The outline of an element whose estimated size nothing measured (E8).
  static let estimatedDash = " stroke-dasharray=\"3 2\""

  /// A header or footer (pinned ones outlined heavier), with `label` at its trailing end, or a
  /// badge, labelled in its middle by its kind (or its initial) at a size proportional to it
  /// (`badgeLabel`); each label fitted to the frame (none under 4pt).
  static func supplementary(_ sup: SupplementaryFrame, label: String, scale: Double = 0, _ out: inout String) {
    let r = sup.frame
    let badge = sup.source != .boundary
    let style = badge ? Style.badge : sup.pinned ? Style.pinned : Style.boundary
    rect(&out, r, style + (sup.sizing == .estimated ? estimatedDash : ""), scale: scale)
    if badge {
      guard let (shown, size) = badgeLabel(sup.kind, in: r) else { return }
      text(&out, r.x + r.width / 2, r.y + r.height / 2 + size * 0.35,
           "font-size=\"\(JSONText.number(size))\" fill=\"#880e4f\" text-anchor=\"middle\"", shown, scale: scale)
    } else {
      let shown = sup.pinned ? "pinned " + label : label
      let size = fittedSize(shown, in: r, at: 10)
      guard size >= 4 else { return }
      text(&out, r.x + r.width - 4, r.y + min(12, r.height / 2 + size * 0.35),
           "font-size=\"\(JSONText.number(size))\" fill=\"#8a4b00\" text-anchor=\"end\"", shown, scale: scale)
    }
  }

  /// The largest font size up to `limit` at which `s` fits in `r` (half of its height, its width
  /// less 4pt, by `textWidth`), rounded down to half points to keep the numbers short.
  static func fittedSize(_ s: String, in r: Rect, at limit: Double) -> Double {
    let perPoint = textWidth(s, size: 1)
    let across = perPoint > 0 ? (r.width - 4) / perPoint : limit
    return (min(limit, r.height / 2, across) * 2).rounded(.down) / 2
  }

  /// Step 6 for one section's drawn items: each index centred in its item.
  /// `indices`: a windowed layout's item indices (`ResolvedSection.itemIndices`), nil: the positions.
  static func itemLabels(_ items: ArraySlice<Rect>, indices: [Int]? = nil, scale: Double = 0, _ out: inout String) {
    for (k, r) in items.enumerated() {
      let i = indices.map { k < $0.count ? $0[k] : k } ?? k
      // Fits the index in the item; rounded down to half points to keep the numbers short.
      let size = itemLabelSize(r)
      guard size >= 4 else { continue }
      // Baseline a third of the font size below the centre: centred without relying on
      // `dominant-baseline`, which not every renderer honours.
      text(&out, r.x + r.width / 2, r.y + r.height / 2 + size * 0.35,
           "font-size=\"\(JSONText.number(size))\" fill=\"#1d3557\" text-anchor=\"middle\"", String(i), scale: scale)
    }
  }
}
