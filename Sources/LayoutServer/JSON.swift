import LayoutSource

/// A JSON value, parsed and written by hand: messages are small, the one large string (a document's
/// text) is decoded in one pass, and output is byte-stable (object keys keep their order).
public enum JSON: Sendable, Equatable {
  case null
  case bool(Bool)
  /// An integer that fits `Int` exactly (request ids, line numbers).
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  /// Keys in the order written (and written back in that order); lookups take the first match.
  /// Equality ignores the order, as JSON does.
  case object([(String, JSON)])

  public static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.int(let x), .int(let y)): x == y
    case (.double(let x), .double(let y)): x == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): Double(x) == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    // Objects are unordered: the same keys with equal values.
    case (.object(let x), .object(let y)): x.count == y.count && x.allSatisfy { m in y.contains { $0.0 == m.0 && $0.1 == m.1 } }
    default: false
    }
  }

  // MARK: - Reading

  /// The member `key` of an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// An integral number (a JSON `2.0` counts), within `Int`.
  public var int: Int? {
    switch self {
    case .int(let i): return i
    case .double(let d) where d.rounded() == d && abs(d) < 9.0e15: return Int(d)
    default: return nil
    }
  }

  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  public var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  // MARK: - Writing

  /// Compact JSON text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The compact text as UTF-8, written into bytes: what goes on the wire. (Appending to a
  /// `String` piece by piece made answers with 80,000 locations cost seconds.)
  public var bytes: [UInt8] {
    var out: [UInt8] = []
    write(to: &out)
    return out
  }

  func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += "null".utf8
    case .bool(let b): out += (b ? "true" : "false").utf8
    case .int(let i): out += String(i).utf8
    case .double(let d):
      if !d.isFinite {
        out += "null".utf8
      } else if d == d.rounded(), abs(d) < 1e15 {
        out += String(Int64(d)).utf8
      } else {
        out += d.description.utf8
      }
    case .string(let s): JSON.quote(s, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSON.quote(key, into: &out)
        out.append(UInt8(ascii: ":"))
        value.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  static func quote(_ s: String, into out: inout [UInt8]) { JSONText.appendQuoted(s, to: &out) }

  // MARK: - Parsing

  /// Why a text is not JSON.
  public struct ParseError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int
  }

  /// How deeply arrays and objects may nest: deeper input is an error, never a stack overflow.
  public static let maxDepth = 256

  /// Parses one JSON value filling all of `bytes` (whitespace around it allowed).
  public static func parse(_ bytes: [UInt8]) -> Result<JSON, ParseError> {
    var p = JSONParser(bytes: bytes)
    do {
      p.skipWhitespace()
      let value = try p.value(depth: 0)
      p.skipWhitespace()
      guard p.i == bytes.count else { throw p.error("unexpected text after the value") }
      return .success(value)
    } catch let e as ParseError {
      return .failure(e)
    } catch {
      return .failure(ParseError(message: "\(error)", offset: 0))
    }
  }

  public static func parse(_ text: String) -> Result<JSON, ParseError> { parse(Array(text.utf8)) }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
}

/// A recursive-descent JSON reader over UTF-8 bytes (RFC 8259). Lone surrogate escapes become
/// U+FFFD, so every string it returns is valid Unicode.
struct JSONParser {
  let bytes: [UInt8]
  var i = 0

  func error(_ message: String) -> JSON.ParseError { JSON.ParseError(message: message, offset: i) }

  mutating func skipWhitespace() {
    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
  }

  mutating func value(depth: Int) throws(JSON.ParseError) -> JSON {
    guard i < bytes.count else { throw error("unexpected end of input") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  mutating func literal(_ word: StaticString) throws(JSON.ParseError) {
    let w = word.utf8Start
    for k in 0..<word.utf8CodeUnitCount {
      guard i < bytes.count, bytes[i] == w[k] else { throw error("invalid literal") }
      i += 1
    }
  }

  mutating func object(depth: Int) throws(JSON.ParseError) -> JSON {
    guard depth <= JSON.maxDepth else { throw error("nested too deeply") }
    i += 1
    var members: [(String, JSON)] = []
    skipWhitespace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key") }
      let key = try string()
      skipWhitespace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected `:`") }
      i += 1
      skipWhitespace()
      members.append((key, try value(depth: depth)))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of input") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "}") else { throw error("expected `,` or `}`") }
      i += 1
      return .object(members)
    }
  }

  mutating func array(depth: Int) throws(JSON.ParseError) -> JSON {
    guard depth <= JSON.maxDepth else { throw error("nested too deeply") }
    i += 1
    var items: [JSON] = []
    skipWhitespace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value(depth: depth))
      skipWhitespace()
      guard i < bytes.count else { throw error("unexpected end of input") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      guard bytes[i] == UInt8(ascii: "]") else { throw error("expected `,` or `]`") }
      i += 1
      return .array(items)
    }
  }

  mutating func number() throws(JSON.ParseError) -> JSON {
    let start = i
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    let digitsStart = i
    while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
    guard i > digitsStart else { throw error("expected a digit") }
    if bytes[digitsStart] == 0x30, i - digitsStart > 1 { throw error("leading zero") }
    var integral = true
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      integral = false
      i += 1
      let fraction = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      guard i > fraction else { throw error("expected a digit after `.`") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      integral = false
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      let exponent = i
      while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
      guard i > exponent else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    if integral, let v = Int(text) { return .int(v) }
    guard let d = Double(text) else { throw error("number out of range") }
    return .double(d)
  }

  mutating func string() throws(JSON.ParseError) -> String {
    i += 1
    let start = i
    // The common case: no escapes, decoded in one go.
    while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
    guard i < bytes.count else { throw error("unterminated string") }
    if bytes[i] == UInt8(ascii: "\"") {
      i += 1
      return String(decoding: bytes[start..<(i - 1)], as: UTF8.self)
    }
    var out: [UInt8] = Array(bytes[start..<i])
    out.reserveCapacity(bytes.count - start)
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      guard b >= 0x20 else { throw error("control character in a string") }
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        i += 1
        continue
      }
      i += 1
      guard i < bytes.count else { throw error("unterminated escape") }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar) {
          // A high surrogate: a low one must follow, or the pair is replaced.
          if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
            let save = i
            i += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
              scalar = 0xFFFD
              i = save
            }
          } else {
            scalar = 0xFFFD
          }
        } else if (0xDC00..<0xE000).contains(scalar) {
          scalar = 0xFFFD
        }
        out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
      default: throw error("invalid escape")
      }
    }
  }

  mutating func hex4() throws(JSON.ParseError) -> UInt32 {
    guard i + 4 <= bytes.count else { throw error("short \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let c = bytes[i]
      let d: UInt32
      switch c {
      case 0x30...0x39: d = UInt32(c - 0x30)
      case 0x41...0x46: d = UInt32(c - 0x41 + 10)
      case 0x61...0x66: d = UInt32(c - 0x61 + 10)
      default: throw error("invalid hex digit")
      }
      v = v * 16 + d
      i += 1
    }
    return v
  }
}
