import LayoutSemantics
import LayoutSource

/// `--emit html`: one self-contained page (no network, no external script) that previews the
/// resolved layout of every preview, switchable, as the collection view scrolls it.
///
/// The page embeds its data as JSON (`<script type="application/json" id="layout-data">`) and
/// draws it with the inline script of `HTMLPage`: only the elements in the viewport are in the DOM,
/// an orthogonal section is an inner container scrolling across the layout's axis (CSS scroll-snap
/// for its paging behaviour), pinned headers and footers are placed by the script on each scroll
/// with the clamp `PinnedPlacement` keeps, and estimated sizes nothing measured are dashed.
/// Source locations go in per section, per header or footer and per template leaf (item `i` of a
/// section comes from leaf `i % leaves`; a measured section lists each item's). A section the
/// resolver tiled from one template (`Panel.tilings`, checked to reproduce its frames) carries
/// that template and the script computes the repetitions in view, so a million items cost no
/// more than one repetition; the others list every frame.
///
/// The contract (README): every drawn element carries `data-kind`, `data-section` (`layout` for
/// the layout's own header and footer) and `data-index`; the content origin is the element with
/// `data-content`; one CSS pixel is one point; only the selected preview is in the DOM.
public enum HTMLEmitter {
  /// Group outlines are drawn for the repetitions that start among this many first items.
  public static let maxGroupItems = SVGEmitter.maxDrawnItems

  /// The page for `panels` (one per preview, in order), with `source`'s text for the snippets.
  public static func emit(_ panels: [SVGEmitter.Panel], source: SourceFile) -> [UInt8] {
    var out: [UInt8] = []
    let name = panels.first?.layout.name ?? ""
    func text(_ s: String) { out.append(contentsOf: s.utf8) }
    text("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    text("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    out.append(contentsOf: escaped(name + " — layoutc preview"))
    text("</title>\n<style>\n")
    text(HTMLPage.style)
    text("</style>\n</head>\n<body>\n")
    text(HTMLPage.body)
    text("<script type=\"application/json\" id=\"layout-data\">\n")
    out.append(contentsOf: scriptSafe(data(panels, source: source)))
    text("\n</script>\n<script>\n")
    text(HTMLPage.script)
    text("</script>\n</body>\n</html>\n")
    return out
  }

  /// The embedded JSON: the file's name and lines, and one object per preview.
  static func data(_ panels: [SVGEmitter.Panel], source: SourceFile) -> [UInt8] {
    var out = JSONBytes()
    let locate = { (r: SourceRange?) -> SourceLocation? in r.map { source.location(of: $0.start) } }
    out += "{\"file\": "
    out.quoted(source.name)
    out += ", \"layout\": "
    out.quoted(panels.first?.layout.name ?? "")
    out += ",\n\"lines\": ["
    for line in 1...max(1, source.lineStarts.count) {
      if line > 1 { out += ",\n" }
      out.quoted(source.lineText(line))
    }
    out += "],\n\"previews\": ["
    for (k, panel) in panels.enumerated() {
      if k > 0 { out += ",\n" }
      preview(panel, locate, into: &out)
    }
    out += "]}"
    return out.bytes
  }

  static func preview(_ panel: SVGEmitter.Panel, _ locate: (SourceRange?) -> SourceLocation?, into out: inout JSONBytes) {
    let layout = panel.layout
    out += "{\"name\": "
    if let name = panel.preview { out.quoted(name) } else { out += "null" }
    out += ", \"mode\": \""
    out.raw(layout.mode.rawValue)
    out += "\", \"axis\": \""
    out.raw(layout.scrollDirection.rawValue)
    out += "\", \"rtl\": "
    out += layout.direction == .rightToLeft ? "true" : "false"
    numbers(", \"w\": ", layout.width, ", \"h\": ", layout.height, into: &out)
    numbers(", \"scale\": ", layout.scale, ", \"cw\": ", layout.contentWidth, into: &out)
    numbers(", \"ch\": ", layout.contentHeight, into: &out)
    out += ",\n\"sups\": "
    supplementaries(layout.supplementaries, locate, into: &out)
    out += ",\n\"sections\": ["
    for (k, s) in layout.sections.enumerated() {
      out += k == 0 ? "\n" : ",\n"
      let tiling = k < panel.tilings.count ? panel.tilings[k] : nil
      let sources = k < panel.itemSources.count ? panel.itemSources[k] : nil
      section(s, tiling: tiling, itemSources: sources, locate, into: &out)
    }
    out += "]}"
  }

  /// A section: its items one by one, or with `tiling` (which reproduces them) its template as
  /// `"tile"` and no items, item sizings or badges of its own (the script tiles them); with
  /// `itemSources` (a measured section's), each item's source as an index into `"srcs"`.
  static func section(
    _ s: ResolvedSection, tiling: SectionTiling?, itemSources: [SourceRange]?, _ locate: (SourceRange?) -> SourceLocation?,
    into out: inout JSONBytes
  ) {
    out += "{\"index\": "
    out.integer(s.index)
    out += ", \"name\": "
    if let name = s.name { out.quoted(name) } else { out += "null" }
    numbers(", \"start\": ", s.start, ", \"length\": ", s.length, into: &out)
    out += ", \"orth\": "
    if let o = s.orthogonalScrolling {
      out += "\""
      out.raw(o.rawValue)
      out += "\""
    } else {
      out += "null"
    }
    out += ", \"src\": "
    location(locate(s.written), into: &out)
    out += ", \"leaves\": ["
    for (i, r) in s.leafSources.enumerated() {
      if i > 0 { out += ", " }
      location(locate(r), into: &out)
    }
    out += "]"
    if let sources = itemSources, sources.count == s.items.count {
      // Distinct locations, then each item's index among them.
      var table: [SourceRange] = []
      var slot: [SourceRange: Int] = [:]
      var indices: [Int] = []
      indices.reserveCapacity(sources.count)
      for r in sources {
        if let k = slot[r] {
          indices.append(k)
        } else {
          slot[r] = table.count
          indices.append(table.count)
          table.append(r)
        }
      }
      out += ", \"srcs\": ["
      for (i, r) in table.enumerated() {
        if i > 0 { out += ", " }
        location(locate(r), into: &out)
      }
      out += "], \"isrc\": ["
      for (i, k) in indices.enumerated() {
        if i > 0 { out += i % 32 == 0 ? ",\n" : "," }
        out.integer(k)
      }
      out += "]"
    }
    if let t = tiling {
      out += ",\n\"tile\": "
      tile(t, into: &out)
      out += ",\n\"items\": [],\n\"est\": [],\n\"sups\": "
      supplementaries(s.supplementaries.filter { $0.source == .boundary }, locate, into: &out)
    } else {
      out += ",\n\"items\": ["
      for (i, r) in s.items.enumerated() {
        if i > 0 { out += i % 8 == 0 ? ",\n" : "," }
        rect(r, into: &out)
      }
      out += "],\n\"est\": ["
      var first = true
      for (i, sizing) in s.itemSizing.enumerated() where sizing == .estimated {
        if !first { out += "," }
        first = false
        out.integer(i)
      }
      out += "],\n\"sups\": "
      supplementaries(s.supplementaries, locate, into: &out)
    }
    out += ",\n\"decos\": ["
    for (i, d) in s.decorations.enumerated() {
      if i > 0 { out += ", " }
      out += "{\"kind\": "
      out.quoted(d.kind)
      out += ", \"z\": "
      out.integer(d.zIndex)
      out += ", \"f\": ["
      rect(d.frame, into: &out)
      out += "]}"
    }
    out += "],\n\"groups\": ["
    for (i, g) in s.groups.enumerated() {
      if i > 0 { out += i % 8 == 0 ? ",\n" : "," }
      out.integer(g.depth)
      out += ","
      rect(g.frame, into: &out)
    }
    out += "]}"
  }

  /// `{"axis", "o", "l", "p", "a", "n", "mirror", "leaves", "est", "badges"}`: repetition `r`'s
  /// origin is `o + r × p + l` along `axis` and `a` across it (`SectionTiling.offset`), its leaf
  /// `j` (item `r × k + j`, `k` leaves) the leaf's frame `leaves[4j…4j+3]` moved there, then
  /// mirrored (`x = mirror − x − width`) when `mirror` is not null; `est` lists the estimated
  /// leaves; `badges` are `{"kind", "group", "leaf", "f"}`, each placed in every repetition that
  /// places its leaf, after the section's headers and footers in its supplementaries.
  static func tile(_ t: SectionTiling, into out: inout JSONBytes) {
    out += "{\"axis\": \""
    out.raw(t.axis.rawValue)
    numbers("\", \"o\": ", t.alongOrigin, ", \"l\": ", t.alongLead, into: &out)
    numbers(", \"p\": ", t.pitch, ", \"a\": ", t.acrossOrigin, into: &out)
    out += ", \"n\": "
    out.integer(t.count)
    out += ", \"mirror\": "
    if let m = t.mirroredAbout { out.number(m) } else { out += "null" }
    out += ",\n\"leaves\": ["
    for (i, r) in t.leaves.enumerated() {
      if i > 0 { out += i % 8 == 0 ? ",\n" : "," }
      rect(r, into: &out)
    }
    out += "], \"est\": ["
    var first = true
    for (i, sizing) in t.sizing.enumerated() where sizing == .estimated {
      if !first { out += "," }
      first = false
      out.integer(i)
    }
    out += "], \"badges\": ["
    for (i, b) in t.badges.enumerated() {
      if i > 0 { out += ",\n" }
      out += "{\"kind\": "
      out.quoted(b.kind)
      out += b.onGroup ? ", \"group\": true" : ", \"group\": false"
      out += ", \"leaf\": "
      out.integer(b.leaf)
      out += ", \"f\": ["
      rect(b.frame, into: &out)
      out += "]}"
    }
    out += "]}"
  }

  /// `[{"kind", "source", "index", "z", "est", "src", "pin", "f"}, …]`; `pin` is
  /// `[isHeader, rest, extent, limit, roundsToScale, mirroredAbout]` or null.
  static func supplementaries(_ list: [SupplementaryFrame], _ locate: (SourceRange?) -> SourceLocation?, into out: inout JSONBytes) {
    out += "["
    for (i, sup) in list.enumerated() {
      if i > 0 { out += ",\n" }
      out += "{\"kind\": "
      out.quoted(sup.kind)
      out += ", \"source\": \""
      out.raw(sup.source.rawValue)
      out += "\", \"index\": "
      out.integer(sup.index)
      out += ", \"z\": "
      out.integer(sup.zIndex)
      out += ", \"est\": "
      out += sup.sizing == .estimated ? "true" : "false"
      out += ", \"src\": "
      location(locate(sup.written), into: &out)
      out += ", \"pin\": "
      if let pin = sup.pin {
        out += pin.isHeader ? "[true, " : "[false, "
        numbers("", pin.rest, ", ", pin.extent, into: &out)
        numbers(", ", pin.limit, into: &out)
        out += ", "
        if let s = pin.roundsToScale { out.number(s) } else { out += "null" }
        out += ", "
        if let m = pin.mirroredAbout { out.number(m) } else { out += "null" }
        out += "]"
      } else {
        out += "null"
      }
      out += ", \"f\": ["
      rect(sup.frame, into: &out)
      out += "]}"
    }
    out += "]"
  }

  static func location(_ l: SourceLocation?, into out: inout JSONBytes) {
    guard let l else {
      out += "null"
      return
    }
    out += "["
    out.integer(l.line)
    out += ","
    out.integer(l.column)
    out += "]"
  }

  /// `x,y,width,height`.
  static func rect(_ r: Rect, into out: inout JSONBytes) {
    out.number(r.x)
    out += ","
    out.number(r.y)
    out += ","
    out.number(r.width)
    out += ","
    out.number(r.height)
  }

  static func numbers(_ k1: StaticString, _ v1: Double, _ k2: StaticString = "", _ v2: Double? = nil, into out: inout JSONBytes) {
    out += k1
    out.number(v1)
    guard let v2 else { return }
    out += k2
    out.number(v2)
  }

  /// JSON inside `<script>`: `<` only occurs in strings, where `\u003c` says the same and no
  /// `</script>` can end the element early.
  static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(json.count)
    for b in json {
      if b == UInt8(ascii: "<") { out.append(contentsOf: Array("\\u003c".utf8)) } else { out.append(b) }
    }
    return out
  }

  /// Text as HTML character data.
  public static func escaped(_ s: String) -> [UInt8] {
    var out: [UInt8] = []
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "&"): out.append(contentsOf: Array("&amp;".utf8))
      case UInt8(ascii: "<"): out.append(contentsOf: Array("&lt;".utf8))
      case UInt8(ascii: ">"): out.append(contentsOf: Array("&gt;".utf8))
      default: out.append(b)
      }
    }
    return out
  }
}
