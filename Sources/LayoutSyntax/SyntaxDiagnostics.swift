import LayoutSource

/// The syntax phase's diagnostic catalogue, alphabetical. IDs are `syntax.<name>`.
public enum SyntaxDiagnostics {
  static func id(_ function: String = #function) -> DiagnosticID { DiagnosticID("syntax", function: function) }

  /// The token found where something else was expected: a number or a name is quoted (its first
  /// 40 characters), anything else named by its kind ("`>`", "the end of the file").
  public struct Found: Sendable {
    public var kind: TokenKind
    public var text: Substring
    public init(_ kind: TokenKind, text: Substring) {
      self.kind = kind
      self.text = text
    }

    var phrase: String {
      switch kind {
      case .number, .identifier: "`\(text.prefix(40))`"
      default: kind.phrase
      }
    }
  }

  /// Bytes from the input as a message shows them: in backticks when they are printable UTF-8,
  /// else as hex (`0xFF 0xFE`); at most 16 of them.
  static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
    let slice = bytes.prefix(16)
    if let s = String(validating: slice, as: UTF8.self), !s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "`\(s)`"
    }
    return slice.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  public static func callAsValue(_ name: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(name)(…)` cannot be a value: an argument is `label: value` with a number or a word, as in `\(name): 16`")
  }
  public static func expectedArgument(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected an argument, found \(found.phrase)")
  }
  public static func expectedBody(_ keyword: String, found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected `<` to open the `\(keyword)` body, found \(found.phrase); a \(keyword) holds its group between `<` and `>`")
  }
  /// A `>` where a declaration may start closes nothing.
  public static func expectedDeclaration(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected \(declarationWords), found \(found.kind == .rAngle ? "`>` with no open `<`" : found.phrase)")
  }
  /// "`let`, `layout`, `section` or `flow`": the declaration keywords, so a new one is named too.
  static let declarationWords: String = {
    let words = TokenKind.keywords(.declaration).compactMap(\.spelling).map { "`\($0)`" }
    return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
  }()
  public static func expectedDenominator(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected a number after `/`, found \(found.phrase)")
  }
  public static func expectedElement(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected an element such as `item` or `group.horizontal`, found \(found.phrase)")
  }
  public static func expectedEquals(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected `=` after the `let` name, found \(found.phrase)")
  }
  /// `after` is the `.` of a variant or the `let` keyword.
  public static func expectedName(after: TokenKind, found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected a name after \(after.phrase), found \(found.phrase)")
  }
  public static func expectedNumber(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected a number, found \(found.phrase)")
  }
  public static func expectedValue(found: Found) -> DiagnosticMessage {
    .init(id(), .error, "expected a value, found \(found.phrase)")
  }
  public static func fileTooLarge(limit: Int) -> DiagnosticMessage {
    .init(id(), .error, "the file is larger than \(limit >> 20) MiB (\(limit) bytes), the most a layout file may hold")
  }
  public static func invalidCharacter(_ bytes: ArraySlice<UInt8>) -> DiagnosticMessage {
    .init(id(), .error, "unrecognised character \(quoted(bytes)); layout files use `<`, `>`, `(`, `)`, `:`, `,`, `/`, `~`, `-`, `=`, words and numbers")
  }
  public static func missingColon(label: String) -> DiagnosticMessage {
    .init(id(), .error, "expected `:` after the label `\(label)`")
  }
  public static func missingComma() -> DiagnosticMessage {
    .init(id(), .error, "expected `,` between arguments")
  }
  public static func misspeltKeyword(_ word: String, meant: TokenKind) -> DiagnosticMessage {
    .init(id(), .error, "unknown declaration `\(word)`; did you mean \(meant.phrase)?")
  }
  public static func modifierAfterBody(_ keyword: TokenKind) -> DiagnosticMessage {
    .init(id(), .error, "modifier \(keyword.phrase) follows a closing `>`; modifiers come after a node's name and arguments, before its `<…>` body")
  }
  public static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
    .init(id(), .error, "bodies are nested more than \(limit) levels deep; the rest of this body is skipped")
  }
  /// `letter` is the first non-ASCII sequence in `name`.
  public static func nonASCIIName(_ name: ArraySlice<UInt8>, letter: ArraySlice<UInt8>) -> DiagnosticMessage {
    .init(id(), .error, "the name \(quoted(name)) uses \(quoted(letter)); names may use only ASCII letters (`a`–`z`, `A`–`Z`), digits, `_` and `-`, and start with a letter or `_`")
  }
  public static func reservedName(_ word: String) -> DiagnosticMessage {
    .init(id(), .error, "`\(word)` is a reserved word and cannot name a `let` or a section")
  }
  public static func strayToken(found: Found, owner: String) -> DiagnosticMessage {
    .init(id(), .error, "expected an element or `>` in the `\(owner)` body, found \(found.phrase)")
  }
  public static func unclosedArguments() -> DiagnosticMessage {
    .init(id(), .error, "expected `)` to close the argument list")
  }
  public static func unclosedArgumentsNote(at open: SourceRange) -> DiagnosticNote {
    DiagnosticNote("argument list opened here", at: open)
  }
  public static func unclosedBlockComment() -> DiagnosticMessage {
    .init(id(), .error, "this `/*` comment is never closed with `*/`; block comments nest, so each `/*` inside it needs its own `*/`")
  }
  public static func unclosedBody(_ owner: String) -> DiagnosticMessage {
    .init(id(), .error, "expected `>` to close the `\(owner)` body")
  }
  public static func unclosedBodyNote(_ owner: String, at open: SourceRange) -> DiagnosticNote {
    DiagnosticNote("`\(owner)` body opened here", at: open)
  }
}
