import LayoutSemantics
import LayoutSource

/// `--emit frames`: the resolved layout as JSON, keys in a fixed order, numbers in one format
/// (`JSONText.number`), one item per line, byte-stable. The shape is documented in the README.
public enum FramesJSONEmitter {
  public static func emit(_ layout: ResolvedLayout) -> String {
    let n = JSONText.number
    var out = ""
    out.reserveCapacity(512 + layout.sections.reduce(0) { $0 + $1.items.count * 72 + $1.groups.count * 80 })
    out += "{\n"
    out += "  \"layout\": \(JSONText.quoted(layout.name)),\n"
    out += "  \"uikit\": \"\(layout.mode.rawValue)\",\n"
    out += "  \"container\": {\"width\": \(n(layout.width)), \"height\": \(n(layout.height)), \"scale\": \(n(layout.scale))},\n"
    // Only right to left says so: left-to-right output is as it always was.
    if layout.direction == .rightToLeft { out += "  \"direction\": \"\(layout.direction.rawValue)\",\n" }
    // Only a container with a safe area or given margins says so (C6, C8).
    for (key, e) in [("safeArea", layout.safeArea), ("margins", layout.margins)] {
      guard let e else { continue }
      out += "  \"\(key)\": {\"top\": \(n(e.top)), \"left\": \(n(e.left)), \"bottom\": \(n(e.bottom)), \"right\": \(n(e.right))},\n"
    }
    out += "  \"contentSize\": {\"width\": \(n(layout.contentWidth)), \"height\": \(n(layout.contentHeight))},\n"
    out += "  \"sections\": ["
    for (si, s) in layout.sections.enumerated() {
      out += si == 0 ? "\n" : ",\n"
      out += "    {\n      \"index\": \(s.index),\n"
      if let name = s.name { out += "      \"name\": \(JSONText.quoted(name)),\n" }
      // L1: a list's frames are estimates from inferred metrics, and say so.
      if let list = s.list { out += "      \"list\": {\"appearance\": \"\(list.spelling)\", \"frames\": \"estimated\", \"sure\": \"inferred\"},\n" }
      out += "      \"items\": ["
      for (i, r) in s.items.enumerated() {
        out += i == 0 ? "\n        {\"index\": " : ",\n        {\"index\": "
        out += String(i)
        frame(r, into: &out)
        if i < s.itemSizing.count { sizing(s.itemSizing[i], into: &out) }
        out += "}"
      }
      out += s.items.isEmpty ? "],\n" : "\n      ],\n"
      out += "      \"supplementaries\": "
      supplementaries(s.supplementaries, indent: "      ", into: &out)
      out += ",\n      \"decorations\": ["
      for (i, d) in s.decorations.enumerated() {
        out += i == 0 ? "\n        {\"kind\": " : ",\n        {\"kind\": "
        out += JSONText.quoted(d.kind)
        frame(d.frame, into: &out)
        out += ", \"zIndex\": " + String(d.zIndex) + "}"
      }
      out += s.decorations.isEmpty ? "]" : "\n      ]"
      if !s.groups.isEmpty {
        out += ",\n      \"groups\": ["
        for (i, g) in s.groups.enumerated() {
          out += i == 0 ? "\n        {\"depth\": " : ",\n        {\"depth\": "
          out += String(g.depth)
          frame(g.frame, into: &out)
          out += "}"
        }
        out += "\n      ]"
      }
      out += "\n    }"
    }
    out += layout.sections.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"supplementaries\": "
    supplementaries(layout.supplementaries, indent: "  ", into: &out)
    out += "\n}\n"
    return out
  }

  /// `[{"kind", "source", "index", "x", "y", "width", "height", "zIndex"}, …]`, one per line.
  static func supplementaries(_ list: [SupplementaryFrame], indent: String, into out: inout String) {
    guard !list.isEmpty else {
      out += "[]"
      return
    }
    out += "["
    for (i, sup) in list.enumerated() {
      out += (i == 0 ? "\n" : ",\n") + indent + "  {\"kind\": " + JSONText.quoted(sup.kind)
      out += ", \"source\": \"" + sup.source.rawValue + "\", \"index\": " + String(sup.index)
      frame(sup.frame, into: &out)
      out += ", \"zIndex\": " + String(sup.zIndex)
      sizing(sup.sizing, into: &out)
      out += "}"
    }
    out += "\n" + indent + "]"
  }

  /// E8: `"sizing": "measured"` or `"estimated"` where a size was estimated; nothing when fixed.
  @inline(__always)
  static func sizing(_ s: Sizing, into out: inout String) {
    guard s != .fixed else { return }
    out += ", \"sizing\": \"" + s.rawValue + "\""
  }

  @inline(__always)
  static func frame(_ r: Rect, into out: inout String) {
    out += ", \"x\": "
    out += JSONText.number(r.x)
    out += ", \"y\": "
    out += JSONText.number(r.y)
    out += ", \"width\": "
    out += JSONText.number(r.width)
    out += ", \"height\": "
    out += JSONText.number(r.height)
  }
}
