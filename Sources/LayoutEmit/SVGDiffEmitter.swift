import LayoutSemantics
import LayoutSource

/// `layoutc diff --emit svg`: the second file's picture (as `build --emit svg` draws it) with
/// what changed drawn over it: an element that moved or was resized at both frames, the first
/// dashed grey, the second outlined in purple, an arrow from the first to the second; one that
/// appeared filled in green; one that disappeared dashed in red at its old frame. A legend under
/// the picture says which is which, with the counts and the summary line. Several previews are
/// drawn side by side from left to right, tops aligned, as `build --emit svg` draws them; a
/// preview in one file only is named in the legend of the first picture.
/// At most `SVGEmitter.maxDrawnItems` changes are drawn per picture; the legend counts the rest.
public enum SVGDiffEmitter {
  static let beforeStyle = "fill=\"none\" stroke=\"#6c757d\" stroke-width=\"1\" stroke-dasharray=\"4 2\""
  static let afterStyle = "fill=\"none\" stroke=\"#7b2cbf\" stroke-width=\"2\""
  static let appearedStyle = "fill=\"#2a9d8f\" fill-opacity=\"0.35\" stroke=\"#2a9d8f\" stroke-width=\"2\""
  static let disappearedStyle = "fill=\"none\" stroke=\"#d62828\" stroke-width=\"2\" stroke-dasharray=\"5 3\""
  static let arrowStyle = "stroke=\"#7b2cbf\" stroke-width=\"1.5\" marker-end=\"url(#diff-arrow)\""
  static let lineHeight = 16.0
  static let gap = 24.0

  public static func emit(_ report: DiffReport) -> String {
    let matched = report.panels.filter { $0.before != nil && $0.after != nil }
    let unmatched = report.panels.filter { $0.before == nil || $0.after == nil }.map { p in
      "preview \(p.description ?? "") only in \(p.before == nil ? report.afterName : report.beforeName)"
    }
    var drawn = matched.enumerated().map { k, p in draw(p, index: k, report: report, extra: k == 0 ? unmatched : []) }
    if drawn.isEmpty { drawn = [legendOnly(report, unmatched)] }
    let n = JSONText.number
    let width = drawn.map(\.width).reduce(0, +) + gap * Double(max(0, drawn.count - 1))
    let height = drawn.map(\.height).max() ?? 0
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
      + " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
    out += "<defs>\n<marker id=\"diff-arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">\n"
    out += "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#7b2cbf\"/>\n</marker>\n</defs>\n"
    SVGEmitter.rect(&out, Rect(x: 0, y: 0, width: width, height: height), "fill=\"#ffffff\"")
    // Each picture in its own coordinates, moved to its place in the row.
    var x = 0.0
    for d in drawn {
      out += "<g transform=\"translate(\(n(x - d.left)) \(n(-d.top)))\">\n" + d.body + "</g>\n"
      x += d.width + gap
    }
    out += "</svg>\n"
    return out
  }

  /// One preview: the second layout's picture, the changes over it, the legend under it; `index`
  /// (its place in the row) keeps its clip ids apart from the other pictures'.
  static func draw(_ panel: DiffReport.Panel, index: Int = 0, report: DiffReport, extra: [String]) -> SVGEmitter.Drawn {
    guard let after = panel.after else { return legendOnly(report, extra) }
    let picture = SVGEmitter.draw(SVGEmitter.Panel(after, preview: panel.preview), index: index)
    var box = Box(left: picture.left, top: picture.top, right: picture.left + picture.width, bottom: picture.top + picture.height)
    let entries = panel.result.entries.prefix(SVGEmitter.maxDrawnItems)
    for e in entries {
      for r in [e.change.before, e.change.after].compactMap({ $0 }) { box.include(r, margin: SVGEmitter.margin) }
    }
    var overlay = ""
    for e in entries { change(e.change, &overlay) }
    let lines = legendLines(panel, report: report, omitted: panel.result.entries.count - entries.count) + extra
    let legendTop = box.bottom
    box.bottom += legendHeight(lines.count)
    // Text can't be measured here: ~6.5pt a character at font-size 12, after a swatch of up to 50pt.
    let width = max(box.right - box.left, Double(lines.map(\.count).max() ?? 0) * 6.5 + 50 + 2 * SVGEmitter.margin)
    var body = ""
    SVGEmitter.rect(&body, Rect(x: box.left, y: box.top, width: width, height: box.bottom - box.top), "fill=\"#ffffff\"")
    body += picture.body
    body += overlay
    legend(lines, x: box.left + SVGEmitter.margin, top: legendTop, &body)
    return SVGEmitter.Drawn(body: body, left: box.left, top: box.top, width: width, height: box.bottom - box.top)
  }

  /// A picture with the legend alone: no preview is in both files.
  static func legendOnly(_ report: DiffReport, _ lines: [String]) -> SVGEmitter.Drawn {
    let all = ["\(report.beforeName) → \(report.afterName)", report.summary] + lines
    var body = ""
    let width = Double(all.map(\.count).max() ?? 0) * 6.5 + 2 * SVGEmitter.margin
    let height = legendHeight(all.count - 2) + SVGEmitter.margin
    SVGEmitter.rect(&body, Rect(x: 0, y: 0, width: width, height: height), "fill=\"#ffffff\"")
    var y = SVGEmitter.margin
    for line in all {
      y += lineHeight
      SVGEmitter.text(&body, SVGEmitter.margin, y, "font-size=\"12\" fill=\"#222222\"", line)
    }
    return SVGEmitter.Drawn(body: body, left: 0, top: 0, width: width, height: height)
  }

  /// One change drawn: both frames and an arrow, or the one frame there is.
  static func change(_ change: LayoutDiff.Change, _ out: inout String) {
    switch change {
    case .moved(let a, let b), .resized(let a, let b), .movedAndResized(let a, let b):
      SVGEmitter.rect(&out, a, beforeStyle)
      SVGEmitter.rect(&out, b, afterStyle)
      let (ax, ay, bx, by) = (a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2)
      guard ax != bx || ay != by, [ax, ay, bx, by].allSatisfy(\.isFinite) else { return }
      let n = JSONText.number
      out += "<line x1=\"\(n(ax))\" y1=\"\(n(ay))\" x2=\"\(n(bx))\" y2=\"\(n(by))\" \(arrowStyle)/>\n"
    case .appeared(let b): SVGEmitter.rect(&out, b, appearedStyle)
    case .disappeared(let a): SVGEmitter.rect(&out, a, disappearedStyle)
    }
  }

  /// The legend's text, line by line: the files, each style with its count, the content size,
  /// and the summary.
  static func legendLines(_ panel: DiffReport.Panel, report: DiffReport, omitted: Int) -> [String] {
    let entries = panel.result.entries
    func count(_ words: [String]) -> Int { entries.count(where: { words.contains($0.change.word) }) }
    var lines = [
      "\(report.beforeName) → \(report.afterName)" + (panel.description.map { " — preview \($0)" } ?? ""),
      "moved or resized: \(count(["moved", "resized", "moved and resized"])) (before dashed grey, after purple, arrow between)",
      "appeared: \(count(["appeared"]))",
      "disappeared: \(count(["disappeared"]))",
    ]
    if let (a, b) = panel.result.contentSize {
      let n = JSONText.number
      lines.append("content size \(n(a.width))×\(n(a.height)) → \(n(b.width))×\(n(b.height))")
    }
    if omitted > 0 { lines.append("\(omitted) changes not drawn") }
    lines.append(panel.isSame ? "no change in this preview" : DiffReport(beforeName: report.beforeName, afterName: report.afterName, panels: [panel]).summary)
    return lines
  }

  static func legendHeight(_ lines: Int) -> Double { Double(lines + 1) * lineHeight + SVGEmitter.margin }

  /// The legend at (x, top): lines 2 to 4 get a swatch in the style they name.
  static func legend(_ lines: [String], x: Double, top: Double, _ out: inout String) {
    var y = top + lineHeight
    for (k, line) in lines.enumerated() {
      var textX = x
      let swatch = Rect(x: x, y: y - 10, width: 20, height: 10)
      switch k {
      case 1:
        SVGEmitter.rect(&out, swatch, beforeStyle)
        SVGEmitter.rect(&out, swatch.offset(24), afterStyle)
        textX += 50
      case 2:
        SVGEmitter.rect(&out, swatch, appearedStyle)
        textX += 26
      case 3:
        SVGEmitter.rect(&out, swatch, disappearedStyle)
        textX += 26
      default: break
      }
      SVGEmitter.text(&out, textX, y, "font-size=\"12\" fill=\"#222222\"" + (k == 0 ? " font-weight=\"bold\"" : ""), line)
      y += lineHeight
    }
  }

  /// The box a picture fills, grown to hold every frame drawn over it.
  struct Box {
    var left, top, right, bottom: Double

    mutating func include(_ r: Rect, margin: Double) {
      guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
      left = min(left, r.x - margin, r.x + r.width - margin)
      top = min(top, r.y - margin, r.y + r.height - margin)
      right = max(right, r.x + margin, r.x + r.width + margin)
      bottom = max(bottom, r.y + margin, r.y + r.height + margin)
    }
  }
}

extension Rect {
  /// The same rect `dx` points to the right.
  fileprivate func offset(_ dx: Double) -> Rect { Rect(x: x + dx, y: y, width: width, height: height) }
}
