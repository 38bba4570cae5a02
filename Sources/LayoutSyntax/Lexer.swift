import LayoutSource

/// Turns bytes into tokens, one at a time (Go's scanner): the parser pulls tokens, so no token array
/// is ever built, even for a very large file.
///
/// The lexer is total: any byte sequence lexes. A run of bytes it does not recognise becomes one
/// `.invalid` token and one diagnostic, and lexing goes on. Comments are not returned by `next()`;
/// they are collected in `comments` (a side list, as Go keeps them). After the last token, `next()`
/// returns a zero-length `.eof` at the end of the input, forever.
public struct Lexer {
  public let bytes: [UInt8]
  private var offset = 0
  /// Ranges of `//` and `/* … */` comments, in order.
  public private(set) var comments: [SourceRange] = []
  /// Problems found while lexing (invalid characters, names outside ASCII, unclosed comments), at
  /// most `DiagnosticLimit.perFile`.
  private var collector = DiagnosticCollector()
  public var diagnostics: [Diagnostic] { collector.diagnostics }
  /// Names outside ASCII already reported.
  private var foreignNames = Set<[UInt8]>()

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Lexes from `offset`, which must be where a token or trivia starts (a declaration's first
  /// token, when the language server re-parses one declaration).
  public init(bytes: [UInt8], from offset: Int) {
    self.bytes = bytes
    self.offset = min(max(0, offset), bytes.count)
  }

  /// Lexes a whole input; for tests and tools. Comments are interleaved as `.comment` tokens.
  public static func tokenize(_ bytes: [UInt8]) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var lexer = Lexer(bytes: bytes)
    var tokens: [Token] = []
    var commentIndex = 0
    while true {
      let t = lexer.next()
      while commentIndex < lexer.comments.count, lexer.comments[commentIndex].start < t.range.start {
        tokens.append(Token(.comment, lexer.comments[commentIndex]))
        commentIndex += 1
      }
      tokens.append(t)
      if t.kind == .eof { break }
    }
    return (tokens, lexer.diagnostics)
  }

  /// The next significant token.
  public mutating func next() -> Token {
    while offset < bytes.count {
      let start = offset
      let b = bytes[offset]
      // Whitespace first, in a branch that predicts well (indentation comes in runs).
      if b <= 0x20, b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
        offset += 1
        continue
      }
      switch b {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        offset += 1
        continue
      case UInt8(ascii: "/"):
        if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
          // To the end of the line: a `\n`, or a `\r` that no `\n` follows (in `\r\n` the `\r`
          // stays in the comment).
          while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), !Lexer.isLoneCR(bytes, offset) { offset += 1 }
          comments.append(SourceRange(start, offset))
          continue
        }
        if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
          blockComment()
          continue
        }
        return single(.slash)
      case UInt8(ascii: "<"): return single(.lAngle)
      case UInt8(ascii: ">"): return single(.rAngle)
      case UInt8(ascii: "("): return single(.lParen)
      case UInt8(ascii: ")"): return single(.rParen)
      case UInt8(ascii: "["): return single(.lBracket)
      case UInt8(ascii: "]"): return single(.rBracket)
      case UInt8(ascii: ":"): return single(.colon)
      case UInt8(ascii: ","): return single(.comma)
      case UInt8(ascii: "."): return single(.dot)
      case UInt8(ascii: "~"): return single(.tilde)
      case UInt8(ascii: "-"): return single(.minus)
      case UInt8(ascii: "="): return single(.equals)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
      default:
        if Lexer.isWordStart(b) || Lexer.letterLength(bytes, offset) != nil { return word() }
        return invalid()
      }
    }
    return Token(.eof, .empty(at: bytes.count))
  }

  // MARK: - Token shapes

  private mutating func single(_ kind: TokenKind) -> Token {
    offset += 1
    return Token(kind, SourceRange(offset - 1, offset))
  }

  /// number = DIGITS ('.' DIGITS)? unit?, unit = letters glued to the digits (`44pt`, `1w`).
  /// The unit is part of the token; the parser splits it off. A size (`80x32`, `64.5x32.5`) is a
  /// number whose unit is `x` and a second number: `x` followed by a digit, where `2x` stays a unit.
  private mutating func number() -> Token {
    let start = offset
    skipDecimal()
    if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "x"), Lexer.isDigit(bytes[offset + 1]) {
      offset += 1
      skipDecimal()
    }
    while offset < bytes.count, Lexer.isWordByte(bytes[offset]) { offset += 1 }
    return Token(.number, SourceRange(start, offset))
  }

  /// word = (letter | '_') (letter | digit | '_')* ('-' (letter | '_') (letter | digit | '_')*)*
  private mutating func word() -> Token {
    let start = offset
    var foreign: SourceRange?
    while true {
      while offset < bytes.count {
        if Lexer.isWordByte(bytes[offset]) {
          offset += 1
        } else if let n = Lexer.letterLength(bytes, offset) {
          // A letter outside ASCII (`café`): still one name, so the rest of the file reads as meant.
          if foreign == nil { foreign = SourceRange(offset, offset + n) }
          offset += n
        } else {
          break
        }
      }
      // A `-` joins two words only when a letter follows it (`group-paging-centered`).
      if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "-"), Lexer.isWordStart(bytes[offset + 1]) {
        offset += 1
        continue
      }
      break
    }
    let range = SourceRange(start, offset)
    if let foreign {
      // Once per name: its uses are the same mistake.
      guard foreignNames.insert(Array(bytes[start..<offset])).inserted else { return Token(.identifier, range) }
      collector.append(Diagnostic(SyntaxDiagnostics.nonASCIIName(bytes[range.start..<range.end], letter: bytes[foreign.start..<foreign.end]), at: range))
      return Token(.identifier, range)
    }
    // Compare bytes with the spellings of the keywords that start with the same letter: no String
    // is made for a word.
    for (spelling, kind) in Lexer.keywordsByFirstByte[Int(bytes[start])] where spelling.count == range.length {
      if spelling.elementsEqual(bytes[start..<offset]) { return Token(kind, range) }
    }
    return Token(.identifier, range)
  }

  /// `/* … */`, nesting as Swift's do: each `/*` inside needs its own `*/`. An unclosed one runs to
  /// the end of the file and is reported once, at its opening `/*`.
  private mutating func blockComment() {
    let start = offset
    offset += 2
    var depth = 1
    while offset < bytes.count, depth > 0 {
      if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
        depth += 1
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
        depth -= 1
        offset += 2
      } else {
        offset += 1
      }
    }
    comments.append(SourceRange(start, offset))
    if depth > 0 { collector.append(Diagnostic(SyntaxDiagnostics.unclosedBlockComment(), at: SourceRange(start, start + 2))) }
  }

  /// A run of unrecognised characters (whole UTF-8 sequences where they are valid) is one token.
  private mutating func invalid() -> Token {
    let start = offset
    repeat {
      offset += Lexer.sequenceLength(bytes, offset)
    } while offset < bytes.count && !Lexer.startsToken(bytes[offset])
    let range = SourceRange(start, offset)
    collector.append(Diagnostic(SyntaxDiagnostics.invalidCharacter(bytes[range.start..<range.end]), at: range))
    return Token(.invalid, range)
  }

  private mutating func skipDigits() {
    while offset < bytes.count, Lexer.isDigit(bytes[offset]) { offset += 1 }
  }

  /// DIGITS ('.' DIGITS)?: the `.` only when a digit follows it.
  private mutating func skipDecimal() {
    skipDigits()
    if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "."), Lexer.isDigit(bytes[offset + 1]) {
      offset += 1
      skipDigits()
    }
  }

  // MARK: - Byte classes

  /// Every keyword's spelling as bytes.
  static let keywords: [([UInt8], TokenKind)] = TokenKind.allCases.compactMap { k in
    k.isKeyword ? k.spelling.map { (Array($0.utf8), k) } : nil
  }
  /// `keywords` by their first byte: a word is compared with at most a few of them.
  static let keywordsByFirstByte: [[([UInt8], TokenKind)]] = (0..<256).map { b in keywords.filter { $0.0.first == UInt8(b) } }

  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
  /// A `\r` that ends a line on its own (classic Mac line endings), not the start of `\r\n`.
  static func isLoneCR(_ bytes: [UInt8], _ i: Int) -> Bool {
    bytes[i] == UInt8(ascii: "\r") && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))
  }
  static func isWordStart(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
  }
  static func isWordByte(_ b: UInt8) -> Bool { isWordStart(b) || isDigit(b) }

  /// The length of the letter outside ASCII at `i` (`é`, `ü`, `ß`), or nil: names may not use one, but
  /// lexing it as part of the name gives one clear error instead of a cascade.
  static func letterLength(_ bytes: [UInt8], _ i: Int) -> Int? {
    guard bytes[i] >= 0x80 else { return nil }
    let n = sequenceLength(bytes, i)
    guard n > 1, let scalar = String(decoding: bytes[i..<i + n], as: UTF8.self).unicodeScalars.first,
      scalar.properties.isAlphabetic
    else { return nil }
    return n
  }

  /// Bytes at which some valid token (or whitespace) starts.
  static func startsToken(_ b: UInt8) -> Bool {
    if isWordByte(b) { return true }
    switch b {
    case 0x20, 0x09, 0x0A, 0x0D: return true
    default: return "<>():,./~-=".utf8.contains(b)
    }
  }

  /// Length of the UTF-8 sequence at `i` if it is well formed, else 1.
  static func sequenceLength(_ bytes: [UInt8], _ i: Int) -> Int {
    let b = bytes[i]
    let n: Int
    switch b {
    case 0xC2...0xDF: n = 2
    case 0xE0...0xEF: n = 3
    case 0xF0...0xF4: n = 4
    default: return 1
    }
    guard i + n <= bytes.count else { return 1 }
    for j in 1..<n where bytes[i + j] & 0xC0 != 0x80 { return 1 }
    return n
  }
}
