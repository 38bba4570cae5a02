import LayoutSemantics
import LayoutSource

/// `layoutc diff --emit text`: one line per element that differs, in element order
/// (`LayoutDiff.Element.<`), then the content size and a summary line; nothing at all when the
/// layouts are the same. With several previews the lines are grouped under each preview that
/// differs. Numbers are printed exactly (`JSONText.number`), as the frames JSON prints them.
public enum DiffTextEmitter {
  public static func emit(_ report: DiffReport) -> String {
    guard !report.isSame else { return "" }
    let grouped = report.panels.count > 1
    var out = ""
    for panel in report.panels where !panel.isSame {
      let indent = grouped ? "  " : ""
      let name = panel.description.map { "preview \($0)" } ?? "the layout"
      if panel.after == nil {
        out += "\(name) disappeared (only in \(report.beforeName))\n"
        continue
      }
      if panel.before == nil {
        out += "\(name) appeared (only in \(report.afterName))\n"
        continue
      }
      if grouped { out += name + "\n" }
      for entry in panel.result.entries { out += indent + line(entry) + "\n" }
      if let (a, b) = panel.result.contentSize { out += indent + "content size \(size(a.width, a.height)) → \(size(b.width, b.height))\n" }
    }
    return out + report.summary + "\n"
  }

  /// `item 0.3 moved (16, 120) → (16, 128)`.
  public static func line(_ entry: LayoutDiff.Entry) -> String {
    let e = entry.element.description
    switch entry.change {
    case .moved(let a, let b): return "\(e) moved \(origin(a)) → \(origin(b))"
    case .resized(let a, let b): return "\(e) resized \(size(a.width, a.height)) → \(size(b.width, b.height))"
    case .movedAndResized(let a, let b): return "\(e) moved and resized \(frame(a)) → \(frame(b))"
    case .appeared(let b): return "\(e) appeared at \(frame(b))"
    case .disappeared(let a): return "\(e) disappeared from \(frame(a))"
    }
  }

  /// `(16, 120)`.
  static func origin(_ r: Rect) -> String { "(\(JSONText.number(r.x)), \(JSONText.number(r.y)))" }

  /// `390×44`.
  static func size(_ w: Double, _ h: Double) -> String { "\(JSONText.number(w))×\(JSONText.number(h))" }

  /// `(16, 120) 390×44`.
  static func frame(_ r: Rect) -> String { origin(r) + " " + size(r.width, r.height) }
}
