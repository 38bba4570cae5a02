import LayoutSemantics
import LayoutSource

/// `--emit frames`: the resolved layout as JSON, keys in a fixed order, numbers in one format
/// (`JSONText.number`), one item per line, byte-stable. The shape is documented in the README.
/// Written straight into a byte buffer: a million items make some 80 MB, so `emit(_:to:)` hands
/// it over in chunks of one reused buffer instead (the executable writes them to the file).
public enum FramesJSONEmitter {
  public static func emit(_ layout: ResolvedLayout) -> String {
    String(decoding: emitBytes(layout), as: UTF8.self)
  }

  /// The JSON's UTF-8 bytes.
  public static func emitBytes(_ layout: ResolvedLayout) -> [UInt8] {
    var text: [UInt8] = []
    // Room for the longest lines layouts make (fractions in every number): the pages a shorter
    // text leaves unused are never touched, and a text that had to grow would copy it all. The
    // text is made in a chunk that stays in the cache and appended to it chunk by chunk.
    text.reserveCapacity(512 + layout.sections.reduce(0) { $0 + ($1.items.count + $1.groups.count) * 128 })
    emit(layout, chunk: 1 << 16) { text.append(contentsOf: $0) }
    return text
  }

  /// The same bytes as `emitBytes`, given to `sink` in order, in chunks of about `chunk` bytes
  /// (a line is never split across two calls unless it is longer than 4 KB; the last chunk may
  /// be shorter). The buffer is reused, so the memory used does not grow with the layout.
  public static func emit(_ layout: ResolvedLayout, chunk: Int = 1 << 19, to sink: (UnsafeRawBufferPointer) -> Void) {
    withoutActuallyEscaping(sink) { sink in
      var out = JSONBytes(sink: sink, chunk: chunk)
      write(layout, into: &out)
      out.spill(all: true)
    }
  }

  /// The whole JSON into `out`.
  static func write(_ layout: ResolvedLayout, into out: inout JSONBytes) {
    out += "{\n  \"layout\": "
    out.quoted(layout.name)
    out += ",\n  \"uikit\": \""
    out.raw(layout.mode.rawValue)
    out += "\",\n  \"container\": {\"width\": "
    out.number(layout.width)
    out += ", \"height\": "
    out.number(layout.height)
    out += ", \"scale\": "
    out.number(layout.scale)
    out += "},\n"
    // Only right to left says so: left-to-right output is as it always was.
    if layout.direction == .rightToLeft {
      out += "  \"direction\": \""
      out.raw(layout.direction.rawValue)
      out += "\",\n"
    }
    // Only a container with a safe area or given margins says so (C6, C8).
    for (key, e) in [("safeArea", layout.safeArea), ("margins", layout.margins)] {
      guard let e else { continue }
      out += "  \""
      out.raw(key)
      out += "\": {"
      numbers(("\"top\": ", e.top), (", \"left\": ", e.left), (", \"bottom\": ", e.bottom), (", \"right\": ", e.right), into: &out)
      out += "},\n"
    }
    out += "  \"contentSize\": {\"width\": "
    out.number(layout.contentWidth)
    out += ", \"height\": "
    out.number(layout.contentHeight)
    out += "},\n"
    // Only a windowed layout (`--rect`) says so: its items keep their indices.
    if let w = layout.window {
      out += "  \"rect\": {"
      numbers(("\"x\": ", w.x), (", \"y\": ", w.y), (", \"width\": ", w.width), (", \"height\": ", w.height), into: &out)
      out += "},\n"
    }
    out += "  \"sections\": ["
    for (si, s) in layout.sections.enumerated() {
      out += si == 0 ? "\n" : ",\n"
      out += "    {\n      \"index\": "
      out.integer(s.index)
      out += ",\n"
      if let name = s.name {
        out += "      \"name\": "
        out.quoted(name)
        out += ",\n"
      }
      // L1: a list's frames are estimates from inferred metrics, and say so.
      if let list = s.list {
        out += "      \"list\": {\"appearance\": \""
        out.raw(list.spelling)
        out += "\", \"frames\": \"estimated\", \"sure\": \"inferred\"},\n"
      }
      out += "      \"items\": ["
      for (i, r) in s.items.enumerated() {
        out.frameLine(i == 0 ? "\n        {\"index\": " : ",\n        {\"index\": ", s.itemIndices?[i] ?? i, r, sizing: i < s.itemSizing.count ? s.itemSizing[i] : .fixed)
      }
      out += s.items.isEmpty ? "],\n" : "\n      ],\n"
      out += "      \"supplementaries\": "
      supplementaries(s.supplementaries, indent: "      ", into: &out)
      out += ",\n      \"decorations\": ["
      for (i, d) in s.decorations.enumerated() {
        out += i == 0 ? "\n        {\"kind\": " : ",\n        {\"kind\": "
        out.quoted(d.kind)
        frame(d.frame, into: &out)
        out += ", \"zIndex\": "
        out.integer(d.zIndex)
        out += "}"
        out.spill()
      }
      out += s.decorations.isEmpty ? "]" : "\n      ]"
      if !s.groups.isEmpty {
        out += ",\n      \"groups\": ["
        for (i, g) in s.groups.enumerated() {
          out.frameLine(i == 0 ? "\n        {\"depth\": " : ",\n        {\"depth\": ", g.depth, g.frame)
        }
        out += "\n      ]"
      }
      out += "\n    }"
    }
    out += layout.sections.isEmpty ? "],\n" : "\n  ],\n"
    out += "  \"supplementaries\": "
    supplementaries(layout.supplementaries, indent: "  ", into: &out)
    out += "\n}\n"
  }

  /// `[{"kind", "source", "index", "x", "y", "width", "height", "zIndex"}, …]`, one per line.
  static func supplementaries(_ list: [SupplementaryFrame], indent: StaticString, into out: inout JSONBytes) {
    guard !list.isEmpty else {
      out += "[]"
      return
    }
    out += "["
    for (i, sup) in list.enumerated() {
      out += i == 0 ? "\n" : ",\n"
      out += indent
      out += "  {\"kind\": "
      out.quoted(sup.kind)
      out += ", \"source\": \""
      out.raw(sup.source.rawValue)
      out += "\", \"index\": "
      out.integer(sup.index)
      frame(sup.frame, into: &out)
      out += ", \"zIndex\": "
      out.integer(sup.zIndex)
      sizing(sup.sizing, into: &out)
      out += "}"
      out.spill()
    }
    out += "\n"
    out += indent
    out += "]"
  }

  /// E8: `"sizing": "measured"` or `"estimated"` where a size was estimated; nothing when fixed.
  @inline(__always)
  static func sizing(_ s: Sizing, into out: inout JSONBytes) {
    guard s != .fixed else { return }
    out += ", \"sizing\": \""
    out.raw(s.rawValue)
    out += "\""
  }

  @inline(__always)
  static func frame(_ r: Rect, into out: inout JSONBytes) {
    numbers((", \"x\": ", r.x), (", \"y\": ", r.y), (", \"width\": ", r.width), (", \"height\": ", r.height), into: &out)
  }

  /// Four numbers, each after its literal (`, "x": `): a frame, or a safe area's edges.
  @inline(__always)
  static func numbers(
    _ a: (StaticString, Double), _ b: (StaticString, Double), _ c: (StaticString, Double), _ d: (StaticString, Double),
    into out: inout JSONBytes
  ) {
    // Unrolled: no array per call on this path (every supplementary and group frame).
    out += a.0
    out.number(a.1)
    out += b.0
    out.number(b.1)
    out += c.0
    out.number(c.1)
    out += d.0
    out.number(d.1)
  }
}
