import LayoutSource

/// The syntax phase's diagnostic catalogue, alphabetical. IDs are `syntax.<name>`.
public enum SyntaxDiagnostics {
  static func id(_ name: String) -> DiagnosticID { DiagnosticID("syntax", name) }

  public static func callAsValue(_ name: String) -> DiagnosticMessage {
    .init(id("callAsValue"), .error, "`\(name)(…)` cannot be a value: an argument is `label: value` with a number or a word, as in `\(name): 16`")
  }
  public static func expectedArgument(found: String) -> DiagnosticMessage {
    .init(id("expectedArgument"), .error, "expected an argument, found \(found)")
  }
  public static func expectedBody(_ keyword: String, found: String) -> DiagnosticMessage {
    .init(id("expectedBody"), .error, "expected `<` to open the `\(keyword)` body, found \(found); a \(keyword) holds its group between `<` and `>`")
  }
  public static func expectedDeclaration(found: String) -> DiagnosticMessage {
    .init(id("expectedDeclaration"), .error, "expected \(declarationWords), found \(found)")
  }
  /// "`let`, `layout`, `section` or `flow`": the declaration keywords, so a new one is named too.
  static let declarationWords: String = {
    let words = TokenKind.keywords(.declaration).compactMap(\.spelling).map { "`\($0)`" }
    return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
  }()
  public static func expectedDenominator(found: String) -> DiagnosticMessage {
    .init(id("expectedDenominator"), .error, "expected a number after `/`, found \(found)")
  }
  public static func expectedElement(found: String) -> DiagnosticMessage {
    .init(id("expectedElement"), .error, "expected an element such as `item` or `group.horizontal`, found \(found)")
  }
  public static func expectedEquals(found: String) -> DiagnosticMessage {
    .init(id("expectedEquals"), .error, "expected `=` after the `let` name, found \(found)")
  }
  public static func expectedName(after: String, found: String) -> DiagnosticMessage {
    .init(id("expectedName"), .error, "expected a name after `\(after)`, found \(found)")
  }
  public static func expectedNumber(found: String) -> DiagnosticMessage {
    .init(id("expectedNumber"), .error, "expected a number, found \(found)")
  }
  public static func expectedValue(found: String) -> DiagnosticMessage {
    .init(id("expectedValue"), .error, "expected a value, found \(found)")
  }
  public static func fileTooLarge(limit: Int) -> DiagnosticMessage {
    .init(id("fileTooLarge"), .error, "the file is larger than \(limit >> 20) MiB (\(limit) bytes), the most a layout file may hold")
  }
  public static func invalidCharacter(_ text: String) -> DiagnosticMessage {
    .init(id("invalidCharacter"), .error, "unrecognised character \(text); layout files use `<`, `>`, `(`, `)`, `:`, `,`, `/`, `~`, `-`, `=`, words and numbers")
  }
  public static func misspeltKeyword(_ word: String, meant: String) -> DiagnosticMessage {
    .init(id("misspeltKeyword"), .error, "unknown declaration `\(word)`; did you mean `\(meant)`?")
  }
  public static func missingColon(label: String) -> DiagnosticMessage {
    .init(id("missingColon"), .error, "expected `:` after the label `\(label)`")
  }
  public static func missingComma() -> DiagnosticMessage {
    .init(id("missingComma"), .error, "expected `,` between arguments")
  }
  public static func modifierAfterBody(_ name: String) -> DiagnosticMessage {
    .init(id("modifierAfterBody"), .error, "modifier `\(name)` follows a closing `>`; modifiers come after a node's name and arguments, before its `<…>` body")
  }
  public static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
    .init(id("nestingTooDeep"), .error, "bodies are nested more than \(limit) levels deep; the rest of this body is skipped")
  }
  public static func nonASCIIName(_ name: String, letter: String) -> DiagnosticMessage {
    .init(id("nonASCIIName"), .error, "the name \(name) uses \(letter); names may use only ASCII letters (`a`–`z`, `A`–`Z`), digits, `_` and `-`, and start with a letter or `_`")
  }
  public static func reservedName(_ word: String) -> DiagnosticMessage {
    .init(id("reservedName"), .error, "`\(word)` is a reserved word and cannot name a `let` or a section")
  }
  public static func strayToken(found: String, owner: String) -> DiagnosticMessage {
    .init(id("strayToken"), .error, "expected an element or `>` in the `\(owner)` body, found \(found)")
  }
  public static func unclosedArguments() -> DiagnosticMessage {
    .init(id("unclosedArguments"), .error, "expected `)` to close the argument list")
  }
  public static func unclosedBlockComment() -> DiagnosticMessage {
    .init(id("unclosedBlockComment"), .error, "this `/*` comment is never closed with `*/`; block comments nest, so each `/*` inside it needs its own `*/`")
  }
  public static func unclosedList() -> DiagnosticMessage {
    .init(id("unclosedList"), .error, "expected `]` to close the list")
  }
  public static func unclosedBody(_ owner: String) -> DiagnosticMessage {
    .init(id("unclosedBody"), .error, "expected `>` to close the `\(owner)` body")
  }
}
