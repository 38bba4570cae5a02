import LayoutSemantics
import LayoutSource

/// `layoutc diff --emit html`: one self-contained page (no network, no external script or style)
/// with B's layout drawn for every preview both files declare, side by side, each element marked
/// by what happened to it, a legend with the counts, and the list of changes.
///
/// The contract (README): every drawn element carries `data-kind` (`item`, `header`, `footer`, a
/// badge's kind, `background`), `data-section` (`layout` for the layout's own header and footer),
/// `data-index` (an item's index; a supplementary's anchor index; 0 for a background),
/// `data-change` (`same`, `moved`, `resized`, `moved and resized`, `appeared`, `disappeared`) and
/// `data-frame` (`after`: B's frame; `before`: A's, for a disappeared element and the outline of a
/// moved or resized one's old frame). Frames are relative to the panel's `[data-content]`, one CSS
/// pixel a point. Each row of the change list (`#changes li`) carries `data-change` too. At most
/// `SVGEmitter.maxDrawnItems` items of B and as many changes are drawn per preview; a note says
/// how many more there are. `#measure` in the URL writes every drawn element's `[kind, section,
/// index, change, frame, x, y, width, height]` into `<pre id="measurement">`, one array per panel.
public enum HTMLDiffEmitter {
  public static let maxDrawn = SVGEmitter.maxDrawnItems

  public static func emit(_ report: DiffReport) -> String {
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
    out += escaped("\(report.beforeName) → \(report.afterName) — layoutc diff")
    out += "</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n"
    out += "<header id=\"summary\"><h1>" + escaped("\(report.beforeName) → \(report.afterName)") + "</h1>\n"
    out += "<p id=\"summary-line\">" + escaped(report.isSame ? "the same frames" : report.summary) + "</p>\n"
    legend(report.panels.flatMap(\.result.entries), &out)
    for p in report.panels where p.before == nil || p.after == nil {
      out += "<p class=\"note\">" + escaped("preview \(p.description ?? "") only in \(p.before == nil ? report.afterName : report.beforeName)") + "</p>\n"
    }
    out += "</header>\n<main id=\"panels\">\n"
    for (k, p) in report.panels.enumerated() {
      guard let after = p.after, p.before != nil else { continue }
      panel(p, after: after, index: k, &out)
    }
    out += "</main>\n<pre id=\"measurement\"></pre>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
    return out
  }

  /// The change kinds, in the legend's order, with the class that styles them.
  static let changes: [(word: String, label: String)] = [
    ("same", "unchanged"), ("moved", "moved"), ("resized", "resized"), ("moved and resized", "moved and resized"),
    ("appeared", "appeared (only in B)"), ("disappeared", "disappeared (only in A: its old frame)"),
  ]

  static func legend(_ entries: [LayoutDiff.Entry], _ out: inout String) {
    out += "<ul id=\"legend\">\n"
    for (word, label) in changes {
      let count = word == "same" ? "" : " (\(entries.count(where: { $0.change.word == word })))"
      out += "<li><span class=\"swatch\" data-change=\"\(word)\"></span>" + escaped(label + count) + "</li>\n"
    }
    out += "<li><span class=\"swatch ghost\"></span>a moved or resized element's old frame</li>\n"
    out += "<li><span class=\"swatch screen\"></span>the screen</li>\n</ul>\n"
  }

  /// One preview: B's elements, the changed ones marked, A's frames of those that moved, were
  /// resized or disappeared; then its list of changes.
  static func panel(_ p: DiffReport.Panel, after: ResolvedLayout, index k: Int, _ out: inout String) {
    let vertical = after.scrollDirection == .vertical
    var change: [LayoutDiff.Element: LayoutDiff.Change] = [:]
    for e in p.result.entries { change[e.element] = e.change }
    let elements = LayoutDiff.frames(after).sorted { $0.key < $1.key }
    // Items in order, up to the cap: the drawing stops where the last drawn item ends.
    var items = 0
    var limit = Double.infinity
    var omittedItems = 0
    for (e, r) in elements where e.kind == .item {
      items += 1
      if items == maxDrawn { limit = SVGEmitter.origin(r, vertical) + (vertical ? r.height : r.width) }
      if items > maxDrawn { omittedItems += 1 }
    }
    var drawn: [(LayoutDiff.Element, Rect, String, String)] = []
    var itemCount = 0
    for (e, r) in elements {
      if e.kind == .item {
        itemCount += 1
        if itemCount > maxDrawn { continue }
      } else if SVGEmitter.origin(r, vertical) > limit {
        continue
      }
      drawn.append((e, r, change[e]?.word ?? "same", "after"))
    }
    // A's frames: every disappeared element, and the old frame of every moved or resized one.
    let shownChanges = p.result.entries.prefix(maxDrawn)
    for entry in shownChanges {
      if let a = entry.change.before { drawn.append((entry.element, a, entry.change.word, "before")) }
    }
    // The screen and every drawn frame, as the SVG diff bounds its picture.
    var box = SVGDiffEmitter.Box(left: 0, top: 0, right: after.width, bottom: after.height)
    for (_, r, _, _) in drawn { box.include(r, margin: 0) }
    let (left, top, right, bottom) = (box.left, box.top, box.right, box.bottom)
    let n = JSONText.number
    let title = (p.description.map { "preview \($0)" } ?? after.name) + " — \(n(after.width))×\(n(after.height)) @\(n(after.scale))x"
      + " — content \(n(after.contentWidth))×\(n(after.contentHeight))"
    out += "<section class=\"panel\" data-panel=\"\(k)\">\n<h2>" + escaped(title) + "</h2>\n"
    if let (a, b) = p.result.contentSize {
      out += "<p class=\"note\">" + escaped("content size \(n(a.width))×\(n(a.height)) → \(n(b.width))×\(n(b.height))") + "</p>\n"
    }
    if omittedItems > 0 { out += "<p class=\"note\">\(omittedItems) more items of B not drawn (the first \(maxDrawn) are)</p>\n" }
    // The content's origin stays at the box's (left, top) offset, so negative frames show too.
    out += "<div class=\"stage\" style=\"width: \(n(right - left))px; height: \(n(bottom - top))px\">\n"
    out += "<div data-content style=\"left: \(n(-left))px; top: \(n(-top))px\">\n"
    out += "<div class=\"screen\" style=\"width: \(n(after.width))px; height: \(n(after.height))px\"></div>\n"
    for (e, r, word, frame) in drawn {
      element(e, r, change: word, frame: frame, &out)
    }
    out += "</div>\n</div>\n"
    changeList(p, shown: shownChanges.count, &out)
    out += "</section>\n"
  }

  /// `data-kind` as `--emit html` names the element.
  static func kind(_ e: LayoutDiff.Element) -> String {
    switch e.kind {
    case .item: "item"
    case .decoration: "background"
    case .supplementary: e.name
    }
  }

  static func element(_ e: LayoutDiff.Element, _ r: Rect, change: String, frame: String, _ out: inout String) {
    let n = JSONText.number
    out += "<div data-kind=\"" + attribute(kind(e)) + "\" data-section=\"" + (e.section.map(String.init) ?? "layout") + "\""
    out += " data-index=\"\(e.index)\" data-change=\"\(change)\" data-frame=\"\(frame)\""
    if e.kind == .supplementary, let s = e.source { out += " data-sup=\"\(s.rawValue)\"" }
    if e.kind == .decoration { out += " data-decoration" }
    out += " title=\"" + attribute("\(e.description) — \(change)\(frame == "before" ? " (A's frame)" : "") — \(DiffTextEmitter.frame(r))") + "\""
    out += " style=\"left: \(n(r.x))px; top: \(n(r.y))px; width: \(n(max(0, r.width)))px; height: \(n(max(0, r.height)))px\">"
    if e.kind == .item, frame == "after", r.width >= 12, r.height >= 10 { out += String(e.index) }
    out += "</div>\n"
  }

  /// The panel's changes, one row each, as the text output words them (`DiffTextEmitter.line`).
  static func changeList(_ p: DiffReport.Panel, shown: Int, _ out: inout String) {
    let entries = p.result.entries
    guard !entries.isEmpty else {
      out += "<p class=\"note\">no change in this preview</p>\n"
      return
    }
    out += "<ol class=\"changes\" id=\"changes-\(p.preview.map(attribute) ?? "layout")\">\n"
    for entry in entries.prefix(shown) {
      out += "<li data-change=\"\(entry.change.word)\">" + escaped(DiffTextEmitter.line(entry)) + "</li>\n"
    }
    out += "</ol>\n"
    if entries.count > shown { out += "<p class=\"note\">\(entries.count - shown) more changes not listed</p>\n" }
  }

  /// Text as HTML character data.
  static func escaped(_ s: String) -> String { String(decoding: HTMLEmitter.escaped(s), as: UTF8.self) }

  /// Text as a double-quoted attribute's value (the SVG's escaping, quotes included).
  static func attribute(_ s: String) -> String {
    var out = ""
    SVGEmitter.escape(&out, s)
    return out
  }

  static let style = """
    html, body { margin: 0; padding: 0; background: #f4f4f6; color: #222;
      font: 13px/1.35 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
    header { padding: 12px 24px; background: #fff; border-bottom: 1px solid #ddd; }
    h1 { font-size: 15px; margin: 0 0 4px; }
    h2 { font-size: 13px; margin: 0 0 8px; font-weight: 600; }
    .note { color: #555; margin: 4px 0; }
    #legend { list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px 16px; }
    #legend li { display: flex; align-items: center; gap: 6px; }
    .swatch { display: inline-block; width: 18px; height: 10px; box-sizing: border-box; position: static !important; }
    main { display: flex; gap: 24px; align-items: flex-start; padding: 16px 24px; }
    .panel { flex: none; }
    .stage { position: relative; background: #fff; outline: 1px solid #ddd; }
    [data-content] { position: absolute; }
    [data-content] > div { position: absolute; box-sizing: border-box; }
    .screen { left: 0; top: 0; outline: 1.5px dashed #e0245e; pointer-events: none; z-index: 5; }
    [data-kind] { font-size: 10px; display: flex; align-items: center; justify-content: center; overflow: hidden; }
    [data-kind="item"] { background: #cfe0f7; border: 0.5px solid #3a6ea5; color: #1d3557; z-index: 2; }
    [data-decoration] { background: #e3f1e1; border: 0.5px solid #7aa874; z-index: 0; }
    [data-sup] { background: #fde2b8; border: 0.5px solid #c77d12; color: #8a4b00; z-index: 3; }
    .swatch { border: 1px solid #999; }
    :is([data-content] > div, .swatch)[data-change="moved"] { border: 2px solid #7b2cbf; }
    :is([data-content] > div, .swatch)[data-change="resized"] { border: 2px solid #e76f51; }
    :is([data-content] > div, .swatch)[data-change="moved and resized"] { border: 2px solid #c2185b; }
    :is([data-content] > div, .swatch)[data-change="appeared"] { background: #a8dcd5; border: 2px solid #2a9d8f; }
    :is([data-content] > div, .swatch)[data-change="disappeared"] { background: transparent; border: 2px dashed #d62828; z-index: 4; }
    [data-content] > div[data-frame="before"]:not([data-change="disappeared"]), .swatch.ghost { background: transparent;
      border: 1px dashed #6c757d; z-index: 4; pointer-events: none; }
    .swatch.screen { border: 1.5px dashed #e0245e; }
    .swatch[data-change="same"] { background: #cfe0f7; border: 0.5px solid #3a6ea5; }
    [data-content] > div:hover { outline: 2px solid #e0245e; z-index: 10; }
    .changes { font: 12px/1.5 Menlo, monospace; max-height: 360px; overflow: auto; background: #fff; border: 1px solid #ddd;
      margin: 8px 0 0; padding: 6px 6px 6px 40px; max-width: 720px; }
    .changes li[data-change="appeared"] { color: #1f776d; }
    .changes li[data-change="disappeared"] { color: #b01e1e; }
    #measurement { display: none; }

    """

  static let script = """
    (function () {
      "use strict";
      if (!/(^#|&)measure(&|$)/.test(location.hash)) return;
      var out = [];
      document.querySelectorAll("[data-content]").forEach(function (c) {
        var o = c.getBoundingClientRect(), list = [];
        c.querySelectorAll("[data-kind]").forEach(function (d) {
          var r = d.getBoundingClientRect();
          list.push([d.dataset.kind, d.dataset.section, Number(d.dataset.index), d.dataset.change, d.dataset.frame,
            r.left - o.left, r.top - o.top, r.width, r.height]);
        });
        out.push(list);
      });
      document.getElementById("measurement").textContent = JSON.stringify(out);
    })();

    """
}
