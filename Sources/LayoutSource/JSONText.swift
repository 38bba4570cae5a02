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
    var out: [UInt8] = []
    appendNumber(v, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `number(v)` appended to `out`.
  @inlinable
  public static func appendNumber(_ v: Double, to out: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.descriptionScratchBytes) { buffer in
      guard let p = buffer.baseAddress else { return }
      out.append(contentsOf: UnsafeBufferPointer(start: p, count: writeNumber(v, to: p)))
    }
  }

  /// `number(v)` at `p`, which has room for `NumberText.descriptionScratchBytes`; the number of
  /// bytes written (at most `NumberText.maxDescriptionBytes`).
  @inlinable
  public static func writeNumber(_ v: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
    if v == 0 {
      p.pointee = UInt8(ascii: "0")
      return 1
    }
    if v.magnitude < 1e15, v == v.rounded(.towardZero) { return NumberText.writeInteger(Int(v), to: p) }
    if v.isFinite { return NumberText.writeDescription(v, to: p) }
    let null: StaticString = "null"
    p.update(from: null.utf8Start, count: null.utf8CodeUnitCount)
    return null.utf8CodeUnitCount
  }
}
