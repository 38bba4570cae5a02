import LayoutSemantics
import LayoutSource

/// `--measured FILE.json` (E2): what an app's cells measured, section by section, as an app can
/// dump them:
///
///     {"sections": [{"items": [[80, 32], [120, 32]], "header": [390, 60], "footer": [390, 20]}]}
///
/// Section i of the data takes `sections[i]`; its item j takes `items[j]` (items past the list are
/// not measured); `header` and `footer` are optional, and so is `items`. Every size is
/// `[width, height]` in points, both finite and above 0. Anything else is an error located in the
/// JSON file (`check.measuredFile`), never a crash. A pure function of the bytes.
public enum MeasuredFile {
  /// The file's sections, or the error that stops it.
  public enum Parsed: Sendable {
    case sections([MeasuredSection])
    case invalid(Diagnostic)
  }

  public static func parse(_ file: SourceFile) -> Parsed {
    var reader = Reader(bytes: file.bytes)
    do throws(Failure) {
      let value = try reader.document()
      return .sections(try sections(value))
    } catch {
      return .invalid(Diagnostic(CheckDiagnostics.measuredFile(error.message), at: error.range))
    }
  }

  struct Failure: Error {
    var message: String
    var range: SourceRange
  }

  /// A JSON value with where it is written.
  indirect enum Value {
    case object([(key: String, value: Value)], SourceRange)
    case array([Value], SourceRange)
    case number(Double, SourceRange)
    case other(String, SourceRange)

    var range: SourceRange {
      switch self {
      case .object(_, let r), .array(_, let r), .number(_, let r), .other(_, let r): r
      }
    }
    var kind: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .number: "a number"
      case .other(let k, _): k
      }
    }
  }

  static func sections(_ root: Value) throws(Failure) -> [MeasuredSection] {
    guard case .object(let members, _) = root else { throw Failure(message: "the file must be an object with a `sections` array, found \(root.kind)", range: root.range) }
    for m in members where m.key != "sections" {
      throw Failure(message: "unknown key `\(m.key)`; the file holds only `sections`", range: m.value.range)
    }
    guard let list = members.first(where: { $0.key == "sections" })?.value else {
      throw Failure(message: "the file has no `sections` array", range: root.range)
    }
    guard case .array(let values, _) = list else { throw Failure(message: "`sections` must be an array, found \(list.kind)", range: list.range) }
    var out: [MeasuredSection] = []
    for v in values { out.append(try section(v)) }
    return out
  }

  static func section(_ v: Value) throws(Failure) -> MeasuredSection {
    guard case .object(let members, _) = v else { throw Failure(message: "a section must be an object with `items`, `header` or `footer`, found \(v.kind)", range: v.range) }
    var result = MeasuredSection(items: .list([]))
    for m in members {
      switch m.key {
      case "items":
        guard case .array(let sizes, _) = m.value else { throw Failure(message: "`items` must be an array of [width, height], found \(m.value.kind)", range: m.value.range) }
        var items: [MeasuredSize] = []
        for s in sizes { items.append(try size(s)) }
        result.items = .list(items)
      case "header": result.header = try size(m.value)
      case "footer": result.footer = try size(m.value)
      default: throw Failure(message: "unknown key `\(m.key)` in a section; it takes `items`, `header` and `footer`", range: m.value.range)
      }
    }
    return result
  }

  static func size(_ v: Value) throws(Failure) -> MeasuredSize {
    guard case .array(let parts, _) = v, parts.count == 2, case .number(let w, _) = parts[0], case .number(let h, _) = parts[1] else {
      throw Failure(message: "a measured size is [width, height] in points, found \(v.kind)", range: v.range)
    }
    guard w.isFinite, h.isFinite, w > 0, h > 0 else {
      throw Failure(message: "a measured size's width and height must be finite and above 0", range: v.range)
    }
    return MeasuredSize(width: w, height: h)
  }

  /// A small JSON reader that keeps byte ranges. Nesting is bounded, so no input recurses deeply.
  struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var depth = 0
    static let maxDepth = 64

    mutating func document() throws(Failure) -> Value {
      let v = try value()
      skipSpace()
      if offset < bytes.count { throw fail("unexpected text after the JSON value") }
      return v
    }

    func fail(_ message: String, _ length: Int = 1) -> Failure {
      let start = min(offset, bytes.count)
      return Failure(message: message, range: SourceRange(start, min(bytes.count, start + length)))
    }

    mutating func skipSpace() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    mutating func value() throws(Failure) -> Value {
      skipSpace()
      guard offset < bytes.count else { throw fail("the JSON ends where a value was expected", 0) }
      let start = offset
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("the JSON nests more than \(Self.maxDepth) levels") }
        return bytes[offset] == UInt8(ascii: "{") ? try object(start) : try array(start)
      case UInt8(ascii: "\""):
        _ = try string()
        return .other("a string", SourceRange(start, offset))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return try number(start)
      default:
        for (word, kind) in [("true", "a boolean"), ("false", "a boolean"), ("null", "null")] where bytes[offset...].starts(with: word.utf8) {
          offset += word.utf8.count
          return .other(kind, SourceRange(start, offset))
        }
        throw fail("not JSON: expected a value")
      }
    }

    mutating func object(_ start: Int) throws(Failure) -> Value {
      offset += 1
      var members: [(key: String, value: Value)] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
        offset += 1
        return .object(members, SourceRange(start, offset))
      }
      while true {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("not JSON: expected a key in quotes") }
        let key = try string()
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("not JSON: expected `:` after the key") }
        offset += 1
        members.append((key, try value()))
        skipSpace()
        guard offset < bytes.count else { throw fail("not JSON: the object is not closed", 0) }
        if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
        guard bytes[offset] == UInt8(ascii: "}") else { throw fail("not JSON: expected `,` or `}`") }
        offset += 1
        return .object(members, SourceRange(start, offset))
      }
    }

    mutating func array(_ start: Int) throws(Failure) -> Value {
      offset += 1
      var values: [Value] = []
      skipSpace()
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
        offset += 1
        return .array(values, SourceRange(start, offset))
      }
      while true {
        values.append(try value())
        skipSpace()
        guard offset < bytes.count else { throw fail("not JSON: the array is not closed", 0) }
        if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
        guard bytes[offset] == UInt8(ascii: "]") else { throw fail("not JSON: expected `,` or `]`") }
        offset += 1
        return .array(values, SourceRange(start, offset))
      }
    }

    /// A string's contents (escapes kept as written: keys here are plain words).
    mutating func string() throws(Failure) -> String {
      let start = offset
      offset += 1
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
        if bytes[offset] == UInt8(ascii: "\\") { offset += 1 }
        else if bytes[offset] < 0x20 { throw fail("not JSON: a control character in a string") }
        offset += 1
      }
      guard offset < bytes.count else {
        offset = start
        throw fail("not JSON: the string is not closed")
      }
      offset += 1
      return String(decoding: bytes[(start + 1)..<(offset - 1)], as: UTF8.self)
    }

    /// JSON's number grammar; the value is the Double Swift reads from the same text.
    mutating func number(_ start: Int) throws(Failure) -> Value {
      func digits() -> Int {
        let s = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - s
      }
      if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw fail("not JSON: a number needs digits") }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard digits() > 0 else { throw fail("not JSON: a number needs digits after `.`") }
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
        offset += 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard digits() > 0 else { throw fail("not JSON: an exponent needs digits") }
      }
      let text = String(decoding: bytes[start..<offset], as: UTF8.self)
      guard let v = Double(text) else { throw Failure(message: "not JSON: `\(text)` is not a number", range: SourceRange(start, offset)) }
      return .number(v, SourceRange(start, offset))
    }
  }
}
