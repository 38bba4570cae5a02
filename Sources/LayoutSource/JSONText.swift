/// Small helpers for writing JSON by hand: fixed key order, one number format, byte-stable output.
public enum JSONText {
  /// `s` as a JSON string literal, quotes included.
  public static func quoted(_ s: String) -> String {
    var out: [UInt8] = []
    appendQuoted(s, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `s` as a JSON string literal appended to `out` — the one escaper for every JSON layoutc writes
  /// (frames, diagnostics, the language server). Besides `"`, `\` and the controls below U+0020
  /// it escapes DEL, U+0080–U+009F, U+2028 and U+2029, so the JSON is as safe on a terminal and
  /// in JavaScript as the text form. Runs of bytes that need no escape are appended whole.
  public static func appendQuoted(_ s: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { utf8 in
      var plainStart = 0
      var i = 0
      while i < utf8.count {
        let b = utf8[i]
        var escape: String?
        var width = 1
        switch b {
        case UInt8(ascii: "\""): escape = "\\\""
        case UInt8(ascii: "\\"): escape = "\\\\"
        case UInt8(ascii: "\n"): escape = "\\n"
        case UInt8(ascii: "\r"): escape = "\\r"
        case UInt8(ascii: "\t"): escape = "\\t"
        case 0..<0x20, 0x7F: escape = unicodeEscape(UInt32(b))
        case 0xC2 where i + 1 < utf8.count && (0x80...0x9F).contains(utf8[i + 1]):
          (escape, width) = (unicodeEscape(UInt32(utf8[i + 1])), 2)
        case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
          (escape, width) = (unicodeEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
        default: break
        }
        guard let escape else {
          i += 1
          continue
        }
        out += utf8[plainStart..<i]
        out += escape.utf8
        i += width
        plainStart = i
      }
      out += utf8[plainStart...]
    }
    out.append(UInt8(ascii: "\""))
  }

  /// `\u001b`.
  static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// The shortest decimal that reads back as the same Double; integral values without `.0`,
  /// `-0` as `0`. Non-finite values (which the resolver never produces) become `null`.
  public static func number(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == 0 { return "0" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return v.description
  }
}
