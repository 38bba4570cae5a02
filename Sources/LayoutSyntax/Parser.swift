import LayoutSource

/// A hand-written recursive-descent parser over `Grammar/layout.ungram`. It never throws:
/// `Parser.parse` returns a `Document` and diagnostics, and recovers so that one run reports every
/// independent error. Each parse function's `///` line is the production it implements.
public struct Parser {
  /// How deeply `<…>` bodies may nest. Deeper bodies are diagnosed and skipped without recursion,
  /// so no input can overflow the stack.
  public static let maxNestingDepth = 64
  /// The most bytes a source file may hold (64 MiB). A larger one is not parsed: its only
  /// diagnostic says so, and `layoutc` stops reading one byte past it.
  public static let maxSourceBytes = 64 << 20

  var lexer: Lexer
  let bytes: [UInt8]
  var current: Token
  var lookahead: Token?
  /// End offset of the last consumed token, for anchoring "expected …" diagnostics.
  var previousEnd = 0
  /// Kind of the last consumed token: a modifier right after a `>` is "after the body".
  var previousKind = TokenKind.eof
  var depth = 0
  var collector = DiagnosticCollector()
  /// Start offsets that already carry a diagnostic: report once, where the reader looks.
  var diagnosedOffsets = OffsetSet()
  /// The Strings of the words read so far, to reuse.
  var words: WordTable

  /// With `attributing`, each parser diagnostic is also kept with the index of the declaration
  /// being parsed when it was found (`Parser.parseRegion`).
  var attributed: [(decl: Int, diagnostic: Diagnostic)]?
  /// The index of the declaration being parsed (`parseDeclarations`).
  var declIndex = 0

  init(bytes: [UInt8], from offset: Int = 0) {
    self.bytes = bytes
    // A region (the language server's re-parse from `offset`) is usually one declaration.
    words = WordTable(forBytes: offset == 0 ? bytes.count : 0)
    lexer = offset == 0 ? Lexer(bytes: bytes) : Lexer(bytes: bytes, from: offset)
    current = lexer.next()
  }

  /// Parses a whole file.
  public static func parse(_ file: SourceFile) -> (Document, [Diagnostic]) {
    ParseCounter.current?.increment()
    guard file.bytes.count <= maxSourceBytes else {
      let tooLarge = Diagnostic(SyntaxDiagnostics.fileTooLarge(limit: maxSourceBytes), at: .empty(at: maxSourceBytes))
      return (Document(decls: [], comments: [], range: SourceRange(0, file.bytes.count)), [tooLarge])
    }
    var p = Parser(bytes: file.bytes)
    let doc = p.parseDocument()
    // A token the lexer reported (a name outside ASCII) needs no second diagnostic at its start.
    guard !p.lexer.diagnostics.isEmpty else { return (doc, p.collector.diagnostics.normalized()) }
    let lexed = Set(p.lexer.diagnostics.map(\.range.start))
    return (doc, (p.lexer.diagnostics + p.collector.diagnostics.filter { !lexed.contains($0.range.start) }).normalized())
  }

  // MARK: - Cursor

  // Always inlined: a call to a non-mutating method of the parser passes a copy of all of it.
  @inline(__always) func at(_ kind: TokenKind) -> Bool { current.kind == kind }
  @inline(__always) func at(_ set: TokenSet) -> Bool { set.contains(current.kind) }

  mutating func peek() -> Token {
    if let t = lookahead { return t }
    let t = lexer.next()
    lookahead = t
    return t
  }

  mutating func advance() {
    guard current.kind != .eof else { return }
    previousEnd = current.range.end
    previousKind = current.kind
    if let t = lookahead {
      current = t
      lookahead = nil
    } else if let t = lexer.gluedPunctuation() {
      current = t
    } else {
      current = lexer.nextScanned()
    }
  }

  /// The progress guard of every parse loop: traps in debug builds, and in release builds skips a
  /// token so that a parser bug can never become a hang.
  mutating func ensureProgress(since start: Int) {
    if current.range.start <= start, !at(.eof) {
      assertionFailure("parser made no progress at offset \(start)")
      advance()
    }
  }

  mutating func eat(_ kind: TokenKind) -> Bool {
    guard at(kind) else { return false }
    advance()
    return true
  }

  func text(_ range: SourceRange) -> String {
    String(decoding: bytes[range.start..<range.end], as: UTF8.self)
  }

  /// The text of a name, number or unit, from the parse's `words` (the same String as `text`).
  /// Inlined (into `identifier` and `numberLiteral`): a word found is a few loads and compares.
  @inline(__always)
  mutating func word(_ range: SourceRange) -> String { words.string(bytes, range.start, range.end) }

  mutating func identifier() -> Identifier {
    // A keyword (a modifier word, `section`) is spelt its constant spelling: nothing to look up.
    if current.kind.isKeyword, let spelling = current.kind.spelling { return Identifier(spelling, current.range) }
    if let common = commonWord(current.range) { return Identifier(common, current.range) }
    return Identifier(word(current.range), current.range)
  }

  /// The constant spelling of `bytes[r]` when it is one of the words most names are (`item`,
  /// `group`, `vertical`, the labels `w`, `h`, `count`, `top`, …): its bytes loaded as one
  /// integer and compared, where the word table hashes and probes. Nil for any other word.
  @inline(__always)
  func commonWord(_ r: SourceRange) -> String? {
    let n = r.end - r.start
    guard n >= 1, n <= 10, r.start >= 0, r.start + 16 <= bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { p -> String? in
      guard let base = p.baseAddress else { return nil }
      let raw = UnsafeRawPointer(base + r.start)
      let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      // The word's bytes, little-endian, zero past its end (the constants below are spelt so).
      let word = n >= 8 ? first : first & ((1 << UInt64(8 * n)) - 1)
      switch n {
      case 1: return word == 0x77 ? "w" : word == 0x68 ? "h" : nil
      case 3: return word == 0x70_6f74 ? "top" : nil
      case 4: return word == 0x6d65_7469 ? "item" : nil
      case 5: return word == 0x70_756f_7267 ? "group" : word == 0x74_6e75_6f63 ? "count" : nil
      case 6: return word == 0x7461_6570_6572 ? "repeat" : word == 0x6d6f_7474_6f62 ? "bottom" : nil
      case 7: return word == 0x67_6e69_6461_656c ? "leading" : nil
      case 8: return word == 0x6c61_6369_7472_6576 ? "vertical" : word == 0x676e_696c_6961_7274 ? "trailing" : nil
      case 10:
        // `horizont` and `al`.
        let rest = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & 0xFFFF
        return word == 0x746e_6f7a_6972_6f68 && rest == 0x6c61 ? "horizontal" : nil
      default: return nil
      }
    }
  }

  /// Whether the current token is spelt `word` (compared as bytes: no string is made).
  func atWord(_ word: String) -> Bool {
    let r = current.range
    return r.end - r.start == word.utf8.count && bytes[r.start..<r.end].elementsEqual(word.utf8)
  }

  /// The current token, for a message that names what was found instead of what was expected.
  func found() -> SyntaxDiagnostics.Found {
    .init(current.kind, text: text(current.range)[...])
  }

  /// Where to report a missing piece: right after the previous token when the next token starts a
  /// new line (the reader looks at the end of the line), else at the next token.
  func missingAnchor() -> SourceRange {
    let gap = bytes[min(previousEnd, current.range.start)..<current.range.start]
    if gap.contains(UInt8(ascii: "\n")) || gap.contains(UInt8(ascii: "\r")) || current.kind == .eof { return .empty(at: previousEnd) }
    return current.range
  }

  mutating func diagnose(
    _ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    // The lexer already reported invalid characters; one diagnostic per offset.
    if current.kind == .invalid, range == current.range { return }
    guard diagnosedOffsets.insert(max(0, range.start)) else { return }
    let d = Diagnostic(message, at: range, notes: notes, fixIts: fixIts)
    collector.append(d)
    attributed?.append((declIndex, d))
  }
}

/// A set of byte offsets as a bit per byte of the file: junk input reports at a million offsets,
/// and hashing each into a `Set` cost a third of parsing it.
struct OffsetSet {
  private var words: [UInt64] = []

  /// Inserts `offset` (not negative); false when it was already there.
  mutating func insert(_ offset: Int) -> Bool {
    let (word, bit) = (offset >> 6, UInt64(1) << UInt64(offset & 63))
    if word >= words.count { words += Array(repeating: 0, count: max(word + 1 - words.count, words.count)) }
    guard words[word] & bit == 0 else { return false }
    words[word] |= bit
    return true
  }
}

// MARK: - Token sets

/// Computed from constant bits, not stored: each is a constant where it is read, on nearly every
/// token, where a `static let` would be read through a once-check each time.
extension TokenSet {
  /// Tokens that start a top-level declaration.
  static var declarationFirst: TokenSet { TokenSet(bits: topLevelOnly.bits | TokenKind.identifier.bit) }
  /// Tokens that only start top-level declarations: inside a body they mean a `>` is missing.
  static var topLevelOnly: TokenSet {
    TokenSet(bits: TokenKind.kwLayout.bit | TokenKind.kwLet.bit | TokenKind.kwSection.bit | TokenKind.kwFlow.bit)
  }
  /// Tokens that start a dimension.
  static var dimensionFirst: TokenSet { TokenSet(bits: TokenKind.number.bit | TokenKind.tilde.bit | TokenKind.minus.bit) }
  /// Tokens at which an unclosed argument list gives up.
  static var argumentRecovery: TokenSet {
    TokenSet(bits: topLevelOnly.bits | TokenKind.lAngle.bit | TokenKind.rAngle.bit | TokenKind.eof.bit)
  }
  /// Modifier words (Grammar/reference.md).
  static var modifierFirst: TokenSet {
    TokenSet(
      bits: TokenKind.kwInset.bit | TokenKind.kwSpacing.bit | TokenKind.kwEdges.bit | TokenKind.kwScroll.bit
        | TokenKind.kwHeader.bit | TokenKind.kwFooter.bit | TokenKind.kwBackground.bit | TokenKind.kwBadge.bit
        | TokenKind.kwPinned.bit)
  }
}
