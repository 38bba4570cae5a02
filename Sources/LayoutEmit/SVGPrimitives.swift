import LayoutSemantics
import LayoutSource

// The SVG's drawing primitives: one element per line, numbers on the pixel grid.
extension SVGEmitter {
  /// `v` rounded to the pixel grid of `scale` (`@3x`: thirds of a point), printed as the shortest
  /// decimal within a tenth of a pixel of that grid line (`150.67` for 452 px at 3x). A scale of 0
  /// (or one that is not finite) prints `v` itself, shortest (`JSONText.number`).
  static func number(_ v: Double, scale: Double) -> String {
    guard v.isFinite, scale > 0, scale.isFinite else { return JSONText.number(v) }
    let pixels = (v * scale).rounded()
    let onGrid = pixels / scale
    var power = 1.0
    for _ in 0..<7 {
      let d = (onGrid * power).rounded() / power
      if abs(d * scale - pixels) <= 0.05 { return JSONText.number(d) }
      power *= 10
    }
    return JSONText.number(onGrid)
  }

  /// A `<rect>` with its edges on the pixel grid of `scale` (0: as given).
  static func rect(_ out: inout String, _ r: Rect, _ attributes: String, scale: Double = 0) {
    let x0 = snap(r.x, scale), y0 = snap(r.y, scale)
    let x1 = snap(r.x + max(0, r.width), scale), y1 = snap(r.y + max(0, r.height), scale)
    out += "<rect x=\"\(number(x0, scale: scale))\" y=\"\(number(y0, scale: scale))\" width=\"\(number(x1 - x0, scale: scale))\""
      + " height=\"\(number(y1 - y0, scale: scale))\" \(attributes)/>\n"
  }

  /// A `<text>` at (`x`, `y`) on the pixel grid of `scale` (0: as given), `s` escaped.
  static func text(_ out: inout String, _ x: Double, _ y: Double, _ attributes: String, _ s: String, scale: Double = 0) {
    out += "<text x=\"\(number(x, scale: scale))\" y=\"\(number(y, scale: scale))\" \(attributes)>"
    escape(&out, s)
    out += "</text>\n"
  }

  /// `v` on the pixel grid of `scale` (0 or not finite: `v`).
  static func snap(_ v: Double, _ scale: Double) -> Double {
    guard v.isFinite, scale > 0, scale.isFinite else { return v }
    return (v * scale).rounded() / scale
  }

  /// The monospace family the title, the legend and the notes are set in, so their width can be
  /// estimated without measuring text (`textWidth`).
  static let monospace = " font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\""

  /// A conservative width of `s` at `size` in a monospace font: 0.62 em a character (the common
  /// monospace faces advance 0.55–0.61 em), two columns for wide (CJK, emoji) characters.
  static func textWidth(_ s: String, size: Double) -> Double {
    var columns = 0
    for u in s.unicodeScalars { columns += u.value >= 0x2E80 ? 2 : 1 }
    return Double(columns) * size * 0.62
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
