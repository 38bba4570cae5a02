/// Small helpers for writing JSON by hand: fixed key order, one number format, byte-stable output.
public enum JSONText {
  /// `s` as a JSON string literal, quotes included.
  public static func quoted(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // Controls below U+0020, DEL and U+0080–U+009F too, so the JSON is as safe on a terminal as
      // the text form.
      case _ where u.value < 0x20 || (u.value >= 0x7F && u.value <= 0x9F) || u.value == 0x2028 || u.value == 0x2029:
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(u)
      }
    }
    return out + "\""
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
