import LayoutSource

/// A token of the Swift subset the importer reads. Offsets are UTF-8 byte offsets into the file.
struct SwiftToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case identifier
    case keyword
    case number
    case string
    /// `(` `)` `{` `}` `[` `]` `,` `:` `;` `.` `?` `!` `@` `#` `\`
    case punctuation
    /// `=`, `+`, `->`, `==`, `&&`, …
    case op
    case end
  }
  var kind: Kind
  var text: String
  var range: SourceRange
  /// A newline comes between the previous token and this one.
  var afterNewline: Bool
  /// Whitespace (or a comment) comes right before this token.
  var spaceBefore: Bool
  var spaceAfter = false

  func isPunct(_ p: String) -> Bool { kind == .punctuation && text == p }
  func isOp(_ o: String) -> Bool { kind == .op && text == o }
  func isKeyword(_ k: String) -> Bool { kind == .keyword && text == k }
}

/// The lexer: Swift's tokens, comments dropped (but `// layoutc:` header lines kept apart),
/// strings with interpolation and multi-line strings skipped as one token. It never fails:
/// what it cannot read (an unterminated string or comment) is reported and lexing goes on.
struct SwiftLexer {
  static let keywords: Set<String> = [
    "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "actor", "import",
    "return", "if", "else", "guard", "switch", "case", "default", "for", "while", "repeat", "in",
    "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "nonisolated",
    "typealias", "init", "deinit", "subscript", "true", "false", "nil", "self", "Self", "super",
    "where", "throws", "rethrows", "async", "await", "try", "is", "as", "break", "continue",
    "fallthrough", "defer", "do", "catch", "throw", "indirect", "operator", "precedencegroup",
    "associatedtype", "some", "any", "inout", "consuming", "borrowing", "package",
  ]

  let file: SourceFile
  var tokens: [SwiftToken] = []
  /// The text of each `// layoutc: …` line comment, in order.
  var headerLines: [String] = []
  /// `///` doc comment lines: where each starts, and its text after `///`.
  var docLines: [(offset: Int, text: String)] = []
  var diagnostics: [Diagnostic] = []

  static func lex(_ file: SourceFile) -> SwiftLexer {
    var l = SwiftLexer(file: file)
    l.run()
    return l
  }

  private mutating func run() {
    let b = file.bytes
    var i = 0
    var newline = true
    var space = true
    func add(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int) {
      if !tokens.isEmpty, space { tokens[tokens.count - 1].spaceAfter = true }
      let text = String(decoding: b[start..<end], as: UTF8.self)
      tokens.append(SwiftToken(kind: kind, text: text, range: SourceRange(start, end), afterNewline: newline, spaceBefore: space))
      newline = false
      space = false
    }
    while i < b.count {
      let c = b[i]
      if c == 0x0A { newline = true; space = true; i += 1; continue }
      if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C { space = true; i += 1; continue }
      // Comments.
      if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2F {
        let start = i
        while i < b.count, b[i] != 0x0A { i += 1 }
        let text = String(decoding: b[start..<i], as: UTF8.self)
        if text.hasPrefix("// layoutc: ") { headerLines.append(String(text.dropFirst("// layoutc: ".count))) }
        if text.hasPrefix("///") { docLines.append((start, String(text.dropFirst(3)).trimmingLeadingSpace)) }
        space = true
        continue
      }
      if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2A {
        let start = i
        var depth = 1
        i += 2
        while i < b.count, depth > 0 {
          if b[i] == 0x2F, i + 1 < b.count, b[i + 1] == 0x2A { depth += 1; i += 2; continue }
          if b[i] == 0x2A, i + 1 < b.count, b[i + 1] == 0x2F { depth -= 1; i += 2; continue }
          if b[i] == 0x0A { newline = true }
          i += 1
        }
        if depth > 0 { diagnostics.append(Diagnostic(ImportDiagnostics.unterminated("comment"), at: SourceRange(start, start + 2))) }
        space = true
        continue
      }
      let start = i
      if isIdentifierStart(c) || c >= 0x80 {
        i += 1
        while i < b.count, isIdentifierPart(b[i]) || b[i] >= 0x80 { i += 1 }
        let text = String(decoding: b[start..<i], as: UTF8.self)
        add(Self.keywords.contains(text) ? .keyword : .identifier, start, i)
        continue
      }
      if c == 0x60 {  // `name`
        i += 1
        while i < b.count, b[i] != 0x60, b[i] != 0x0A { i += 1 }
        if i < b.count, b[i] == 0x60 {
          i += 1
          add(.identifier, start + 1, i - 1)
          tokens[tokens.count - 1].range = SourceRange(start, i)
        } else {
          diagnostics.append(Diagnostic(ImportDiagnostics.unterminated("backquoted name"), at: SourceRange(start, start + 1)))
        }
        continue
      }
      if c == 0x24 {  // $0
        i += 1
        while i < b.count, isIdentifierPart(b[i]) { i += 1 }
        add(.identifier, start, i)
        continue
      }
      if isDigit(c) {
        i += 1
        if c == 0x30, i < b.count, b[i] == 0x78 || b[i] == 0x62 || b[i] == 0x6F {  // 0x 0b 0o
          i += 1
          while i < b.count, isIdentifierPart(b[i]) { i += 1 }
          add(.number, start, i)
          continue
        }
        while i < b.count, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
        if i + 1 < b.count, b[i] == 0x2E, isDigit(b[i + 1]) {
          i += 1
          while i < b.count, isDigit(b[i]) || b[i] == 0x5F { i += 1 }
        }
        if i < b.count, b[i] == 0x65 || b[i] == 0x45 {
          var j = i + 1
          if j < b.count, b[j] == 0x2B || b[j] == 0x2D { j += 1 }
          if j < b.count, isDigit(b[j]) {
            i = j
            while i < b.count, isDigit(b[i]) { i += 1 }
          }
        }
        add(.number, start, i)
        continue
      }
      if c == 0x22 || (c == 0x23 && rawStringAhead(i)) {
        i = skipString(from: i)
        add(.string, start, i)
        continue
      }
      if Self.isPunctuation(c) {
        i += 1
        // `?.` / `!` stay single; `...` and `..<` are operators.
        if c == 0x2E, i + 1 < b.count, b[i] == 0x2E, b[i + 1] == 0x2E || b[i + 1] == 0x3C {
          i += 2
          add(.op, start, i)
          continue
        }
        add(.punctuation, start, i)
        continue
      }
      if Self.isOperatorCharacter(c) {
        i += 1
        while i < b.count, Self.isOperatorCharacter(b[i]) {
          // `a = -1`, `x*-y`: an operator run never swallows a `//` comment.
          if b[i] == 0x2F, i + 1 < b.count, b[i + 1] == 0x2F || b[i + 1] == 0x2A { break }
          i += 1
        }
        add(.op, start, i)
        continue
      }
      // Anything else is a token of its own (it is never read as layout code).
      i += 1
      add(.punctuation, start, i)
    }
    if !tokens.isEmpty, space { tokens[tokens.count - 1].spaceAfter = true }
    tokens.append(SwiftToken(kind: .end, text: "", range: .empty(at: b.count), afterNewline: true, spaceBefore: true))
  }

  private func rawStringAhead(_ i: Int) -> Bool {
    var j = i
    while j < file.bytes.count, file.bytes[j] == 0x23 { j += 1 }
    return j < file.bytes.count && file.bytes[j] == 0x22
  }

  /// Past a string literal: `"…"` with escapes and `\( … )` interpolations, `"""…"""`, `#"…"#`.
  private mutating func skipString(from start: Int) -> Int {
    let b = file.bytes
    var i = start
    var hashes = 0
    while i < b.count, b[i] == 0x23 { hashes += 1; i += 1 }
    let multi = i + 2 < b.count && b[i] == 0x22 && b[i + 1] == 0x22 && b[i + 2] == 0x22
    i += multi ? 3 : 1
    while i < b.count {
      let c = b[i]
      if c == 0x0A, !multi { break }
      if c == 0x5C {  // backslash
        var j = i + 1
        var h = 0
        while h < hashes, j < b.count, b[j] == 0x23 { h += 1; j += 1 }
        if h == hashes, j < b.count, b[j] == 0x28 {
          // An interpolation: balanced parentheses, strings inside skipped.
          var depth = 1
          j += 1
          while j < b.count, depth > 0 {
            if b[j] == 0x28 { depth += 1 } else if b[j] == 0x29 { depth -= 1 } else if b[j] == 0x22 { j = skipString(from: j); continue } else if b[j] == 0x0A, !multi { break }
            j += 1
          }
          i = j
          continue
        }
        i = j + 1
        continue
      }
      if c == 0x22 {
        if multi {
          if i + 2 < b.count, b[i + 1] == 0x22, b[i + 2] == 0x22, closesHashes(i + 3, hashes) { return i + 3 + hashes }
        } else if closesHashes(i + 1, hashes) {
          return i + 1 + hashes
        }
      }
      i += 1
    }
    diagnostics.append(Diagnostic(ImportDiagnostics.unterminated("string literal"), at: SourceRange(start, min(start + 1, b.count))))
    return i
  }

  private func closesHashes(_ i: Int, _ n: Int) -> Bool {
    guard i + n <= file.bytes.count else { return false }
    return (0..<n).allSatisfy { file.bytes[i + $0] == 0x23 }
  }

  static func isPunctuation(_ c: UInt8) -> Bool {
    switch c {
    case 0x28, 0x29, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x3B, 0x2E, 0x40, 0x23, 0x5C: true
    default: false
    }
  }

  static func isOperatorCharacter(_ c: UInt8) -> Bool {
    switch c {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }
}

extension String {
  var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}

func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
func isIdentifierStart(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F }
func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
