import LayoutSemantics
import LayoutSource

/// `layoutc diff --emit json`: the report for tools, keys in a fixed order, one change per line,
/// numbers as the frames JSON prints them. The shape is documented in the README.
public enum DiffJSONEmitter {
  public static func emit(_ report: DiffReport) -> String {
    let q = JSONText.quoted
    var out = "{\n  \"same\": \(report.isSame),\n  \"before\": \(q(report.beforeName)),\n  \"after\": \(q(report.afterName)),\n"
    out += "  \"previews\": ["
    for (k, panel) in report.panels.enumerated() {
      out += k == 0 ? "\n" : ",\n"
      let only = panel.before == nil ? q("after") : panel.after == nil ? q("before") : "null"
      out += "    {\n      \"preview\": \(panel.preview.map(q) ?? "null"),\n      \"only\": \(only),\n"
      out += "      \"contentSize\": "
      if let (a, b) = panel.result.contentSize {
        out += "{\"before\": \(size(a)), \"after\": \(size(b))},\n"
      } else {
        out += "null,\n"
      }
      out += "      \"changes\": ["
      for (i, entry) in panel.result.entries.enumerated() {
        out += (i == 0 ? "\n" : ",\n") + "        " + change(entry)
      }
      out += panel.result.entries.isEmpty ? "]\n" : "\n      ]\n"
      out += "    }"
    }
    out += report.panels.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return out
  }

  /// One change on one line.
  static func change(_ entry: LayoutDiff.Entry) -> String {
    let q = JSONText.quoted
    let e = entry.element
    let type = switch e.kind {
    case .item: "item"
    case .supplementary: "supplementary"
    case .decoration: "decoration"
    }
    var out = "{\"element\": \(q(e.description)), \"type\": \"\(type)\""
    out += ", \"kind\": " + (e.kind == .item ? "null" : q(e.name))
    out += ", \"source\": " + (e.source.map { q($0.rawValue) } ?? "null")
    out += ", \"section\": " + (e.section.map(String.init) ?? "null")
    out += ", \"index\": \(e.index), \"ordinal\": \(e.ordinal)"
    out += ", \"change\": \(q(entry.change.word))"
    out += ", \"before\": " + (entry.change.before.map(frame) ?? "null")
    out += ", \"after\": " + (entry.change.after.map(frame) ?? "null")
    return out + "}"
  }

  static func frame(_ r: Rect) -> String {
    let n = JSONText.number
    return "{\"x\": \(n(r.x)), \"y\": \(n(r.y)), \"width\": \(n(r.width)), \"height\": \(n(r.height))}"
  }

  static func size(_ s: LayoutDiff.Size) -> String {
    "{\"width\": \(JSONText.number(s.width)), \"height\": \(JSONText.number(s.height))}"
  }
}
