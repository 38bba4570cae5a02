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
  /// Every token through the checked paths, none through the pointer scan: for tests that compare
  /// the two.
  var checkedOnly = false

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
    tokenize(Lexer(bytes: bytes))
  }

  /// Everything `lexer` returns, with its comments interleaved.
  static func tokenize(_ lexer: Lexer) -> (tokens: [Token], diagnostics: [Diagnostic]) {
    var lexer = lexer
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

  /// The next significant token. Always inlined (the parser's `advance` and `peek` are its callers
  /// that count): a call's register saves and restores cost as much as scanning a short token.
  /// A one-byte token right after the last (four tokens in ten) is taken first, without a scan.
  @inline(__always)
  public mutating func next() -> Token {
    if let t = gluedPunctuation() { return t }
    return nextScanned()
  }

  /// `next()` past the one-byte token it takes first: the parser's `advance` tries that itself.
  @inline(__always)
  mutating func nextScanned() -> Token {
    if checkedOnly { return nextChecked() }
    while true {
      // The common tokens and comments are scanned over the buffer's pointer, once per token,
      // with no bounds checks; what needs a diagnostic (or a letter outside ASCII) goes to
      // `nextChecked`, from the start of that token.
      let from = offset
      let t = bytes.withUnsafeBufferPointer { Lexer.scan($0, from: from) }
      switch t.kind {
      case .comment:
        comments.append(t.range)
        offset = t.range.end
      case .invalid:
        offset = t.range.start
        return nextChecked()
      default:
        offset = t.range.end
        return t
      }
    }
  }

  /// The one-byte token right at the lexer's position, with no whitespace or comment before it
  /// (the `(` after a name, the `:` after a label, the `,` or `)` after a number: four tokens in
  /// ten), taken without a scan; nil for any other byte (a `/` may start a comment) or at the end.
  @inline(__always)
  mutating func gluedPunctuation() -> Token? {
    guard offset < bytes.count, !checkedOnly else { return nil }
    let kind = Lexer.punctuation(bytes[offset])
    guard kind != .eof, kind != .slash else { return nil }
    offset += 1
    return Token(kind, SourceRange(scanned: offset - 1, offset))
  }

  /// One token (or comment) from `i`: `.comment` for a comment, `.invalid` at the start of what
  /// `nextChecked` must lex (unrecognised bytes, a letter outside ASCII, an unclosed block comment).
  @inline(__always)
  private static func scan(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Token {
    let n = p.count
    let classes = byteClasses.utf8Start
    var i = i
    while i < n, byteClass(classes, p[i]) & 8 != 0 { i += 1 }
    guard i < n else { return Token(.eof, .empty(at: n)) }
    let start = i
    let b = p[i]
    // Names first: they are most tokens.
    if byteClass(classes, b) & 2 != 0 {
      while true {
        i = wordEnd(p, from: i + 1)
        if i < n, p[i] >= 0x80 { return Token(.invalid, .empty(at: start)) }
        guard i + 1 < n, p[i] == UInt8(ascii: "-"), byteClass(classes, p[i + 1]) & 2 != 0 else { break }
        i += 1
      }
      return Token(keyword(p, start, i), SourceRange(scanned: start, i))
    }
    let kind = punctuation(b)
    if kind != .eof {
      if kind == .slash, i + 1 < n {
        if p[i + 1] == UInt8(ascii: "/") {
          // To a `\n`, or a `\r` that no `\n` follows (in `\r\n` the `\r` stays in the comment).
          i = lineBreak(p, from: i + 2)
          while i + 1 < n, p[i] == UInt8(ascii: "\r"), p[i + 1] == UInt8(ascii: "\n") { i = lineBreak(p, from: i + 1) }
          return Token(.comment, SourceRange(scanned: start, i))
        }
        if p[i + 1] == UInt8(ascii: "*") {
          guard let end = blockCommentEnd(p, from: start) else { return Token(.invalid, .empty(at: start)) }
          return Token(.comment, SourceRange(scanned: start, end))
        }
      }
      return Token(kind, SourceRange(scanned: start, start + 1))
    }
    if isDigit(b) {
      i = decimalEnd(p, from: i)
      if i + 1 < n, p[i] == UInt8(ascii: "x"), isDigit(p[i + 1]) { i = decimalEnd(p, from: i + 1) }
      // The glued unit: a table test a byte, where `isWordByte` is five comparisons.
      while i < n, byteClass(classes, p[i]) & 1 != 0 { i += 1 }
      return Token(.number, SourceRange(scanned: start, i))
    }
    return Token(.invalid, .empty(at: start))
  }

  /// The end of the run of word bytes (ASCII letters, digits, `_`) from `i`: eight bytes at a time
  /// while eight remain (no loop exit to mispredict for most names), then byte by byte.
  @inline(__always)
  private static func wordEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    let n = p.count
    var i = i
    if let base = UnsafeRawPointer(p.baseAddress) {
      while i + 8 <= n {
        let others = nonWordBytes(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
        if others != 0 { return i + others.trailingZeroBitCount >> 3 }
        i += 8
      }
    }
    let classes = byteClasses.utf8Start
    while i < n, byteClass(classes, p[i]) & 1 != 0 { i += 1 }
    return i
  }

  /// The first `\n` or `\r` from `i`, else the end: eight bytes at a time while eight remain (a
  /// comment's text is tens of bytes), then byte by byte.
  @inline(__always)
  private static func lineBreak(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    let n = p.count
    var i = i
    if let base = UnsafeRawPointer(p.baseAddress) {
      let high: UInt64 = 0x8080_8080_8080_8080
      while i + 8 <= n {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        // A byte is `\n` (`\r`) when its low seven bits are and its top bit is clear: adding 0x7F
        // to the low bits' difference from it leaves the top bit clear only where they are equal.
        let low = word & ~high
        let breaks = ~(((low ^ 0x0A0A_0A0A_0A0A_0A0A) &+ 0x7F7F_7F7F_7F7F_7F7F) & ((low ^ 0x0D0D_0D0D_0D0D_0D0D) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & high
        if breaks != 0 { return i + breaks.trailingZeroBitCount >> 3 }
        i += 8
      }
    }
    while i < n, p[i] != UInt8(ascii: "\n"), p[i] != UInt8(ascii: "\r") { i += 1 }
    return i
  }

  /// The top bit of each byte of `word` (in memory order, least significant first) that is not a
  /// word byte: exact range tests on the low seven bits (no carry crosses a byte), bytes at or
  /// above 0x80 never word bytes.
  @inline(__always)
  static func nonWordBytes(_ word: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let low = word & ~high
    // `A`…`Z` folded onto `a`…`z`; nothing else lands there.
    let folded = low | 0x2020_2020_2020_2020
    let letter = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
    let digit = (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646)
    let underscore = (low &+ 0x2121_2121_2121_2121) & ~(low &+ 0x2020_2020_2020_2020)
    return ~((letter | digit | underscore) & ~word) & high
  }

  /// The end of the nested block comment at `start`, or nil when it is left open.
  private static func blockCommentEnd(_ p: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let n = p.count
    var i = start + 2
    var depth = 1
    while i + 1 < n {
      if p[i] == UInt8(ascii: "/"), p[i + 1] == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if p[i] == UInt8(ascii: "*"), p[i + 1] == UInt8(ascii: "/") {
        depth -= 1
        i += 2
        if depth == 0 { return i }
      } else {
        i += 1
      }
    }
    return nil
  }

  /// DIGITS ('.' DIGITS)? from the digit at `i`: the `.` only when a digit follows it.
  @inline(__always)
  private static func decimalEnd(_ p: UnsafeBufferPointer<UInt8>, from i: Int) -> Int {
    let n = p.count
    var i = i
    while i < n, isDigit(p[i]) { i += 1 }
    if i + 1 < n, p[i] == UInt8(ascii: "."), isDigit(p[i + 1]) {
      i += 1
      while i < n, isDigit(p[i]) { i += 1 }
    }
    return i
  }

  /// The keyword spelled by `p[start..<end]`, else `.identifier`. A word of at most eight bytes
  /// (eight of which can be read) is one load: its bytes, zero-padded, hash to the one slot of
  /// `keywordSpellings` that could hold it, and one compare settles it (no branch on its letters).
  @inline(__always)
  private static func keyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    let length = end - start
    guard length <= 8, start + 8 <= p.count, let base = UnsafeRawPointer(p.baseAddress) else {
      return keywordByLetters(p, start, end)
    }
    // `length` is 1…8 here: the shift is 0…56.
    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self)) & (UInt64.max &>> UInt64(64 &- 8 &* length))
    let slot = Int(truncatingIfNeeded: (word &* 0x8C03_54BE_5A6D_1EFD) &>> 60)
    let spelling = UInt64(littleEndian: UnsafeRawPointer(keywordSpellings.utf8Start).loadUnaligned(fromByteOffset: 8 &* slot, as: UInt64.self))
    // A select, not a branch: whether a word is a keyword is as unpredictable as the words.
    let kind = keywordInSlot(slot)
    return word == spelling ? kind : .identifier
  }

  /// The keyword `keywordSpellings` holds at `slot` (a table read), `.identifier` for an empty slot.
  @inline(__always)
  private static func keywordInSlot(_ slot: Int) -> TokenKind {
    switch slot {
    case 0: return .kwInset
    case 2: return .kwPinned
    case 3: return .kwBadge
    case 4: return .kwFixed
    case 5: return .kwEdges
    case 6: return .kwFlow
    case 7: return .kwFooter
    case 8: return .kwSpacing
    case 9: return .kwFlexible
    case 10: return .kwScroll
    case 11: return .kwLayout
    case 12: return .kwLet
    case 14: return .kwHeader
    case 15: return .kwSection
    default: return .identifier
    }
  }

  /// The keywords of at most eight bytes, zero-padded to eight, each at the slot its bytes hash to
  /// (`keyword`'s multiply and top four bits); slots 1 and 13 are empty (all zero, which no word is).
  @inline(__always)
  static var keywordSpellings: StaticString {
    """
    inset\0\0\0\0\0\0\0\0\0\0\0pinned\0\0badge\0\0\0fixed\0\0\0edges\0\0\0flow\0\0\0\0footer\0\0\
    spacing\0flexiblescroll\0\0layout\0\0let\0\0\0\0\0\0\0\0\0\0\0\0\0header\0\0section\0
    """
  }

  /// The keyword spelled by `p[start..<end]`, else `.identifier`: the word's bytes against the
  /// keywords of its length and first byte, with no String made and no table read.
  private static func keywordByLetters(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    func its(_ spelling: StaticString, _ kind: TokenKind) -> TokenKind {
      let s = spelling.utf8Start
      for j in 1..<(end - start) where p[start + j] != s[j] { return .identifier }
      return kind
    }
    switch (end - start, p[start]) {
    case (3, UInt8(ascii: "l")): return its("let", .kwLet)
    case (4, UInt8(ascii: "f")): return its("flow", .kwFlow)
    case (5, UInt8(ascii: "i")): return its("inset", .kwInset)
    case (5, UInt8(ascii: "e")): return its("edges", .kwEdges)
    case (5, UInt8(ascii: "b")): return its("badge", .kwBadge)
    case (5, UInt8(ascii: "f")): return its("fixed", .kwFixed)
    case (6, UInt8(ascii: "l")): return its("layout", .kwLayout)
    case (6, UInt8(ascii: "s")): return its("scroll", .kwScroll)
    case (6, UInt8(ascii: "h")): return its("header", .kwHeader)
    case (6, UInt8(ascii: "f")): return its("footer", .kwFooter)
    case (6, UInt8(ascii: "p")): return its("pinned", .kwPinned)
    case (7, UInt8(ascii: "s")): return p[start + 1] == UInt8(ascii: "e") ? its("section", .kwSection) : its("spacing", .kwSpacing)
    case (8, UInt8(ascii: "f")): return its("flexible", .kwFlexible)
    case (10, UInt8(ascii: "b")): return its("background", .kwBackground)
    default: return .identifier
    }
  }

  /// The kind of a one-byte punctuation token, `.eof` for any other byte.
  @inline(__always)
  private static func punctuation(_ b: UInt8) -> TokenKind {
    switch b {
    case UInt8(ascii: "<"): .lAngle
    case UInt8(ascii: ">"): .rAngle
    case UInt8(ascii: "("): .lParen
    case UInt8(ascii: ")"): .rParen
    case UInt8(ascii: "["): .lBracket
    case UInt8(ascii: "]"): .rBracket
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: "."): .dot
    case UInt8(ascii: "/"): .slash
    case UInt8(ascii: "~"): .tilde
    case UInt8(ascii: "-"): .minus
    case UInt8(ascii: "="): .equals
    default: .eof
    }
  }

  static func isSpace(_ b: UInt8) -> Bool { b <= 0x20 && (b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D) }

  /// One letter per byte value, `a` plus the byte's classes: 1 a word byte (ASCII letter, digit,
  /// `_`), 2 a word start, 4 a digit, 8 whitespace. A literal, so reading it costs no
  /// initialisation and no bounds check: the scan's inner loops are one load and one test a byte.
  @inline(__always)
  static var byteClasses: StaticString {
    """
    aaaaaaaaaiiaaiaaaaaaaaaaaaaaaaaaiaaaaaaaaaaaaaaaffffffffffaaaaaa\
    addddddddddddddddddddddddddaaaadaddddddddddddddddddddddddddaaaaa\
    aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\
    aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
    """
  }

  @inline(__always)
  static func byteClass(_ classes: UnsafePointer<UInt8>, _ b: UInt8) -> UInt8 { classes[Int(b)] &- 0x61 }

  /// The next significant token, lexed with the checked paths that report diagnostics.
  private mutating func nextChecked() -> Token {
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
