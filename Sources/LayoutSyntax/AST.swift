import LayoutSource

// The typed syntax tree. Node types are named after the productions of `Grammar/layout.ungram`;
// every node has a `range`. Broken input shows up as missing pieces (`closed == false`,
// `ValueSyntax.missing`) or `Decl.invalid`, never as a silently absent optional.

/// A word as written: an element name, a label, a `let` name, a keyword.
public struct Identifier: Sendable, Hashable {
  public var text: String
  public var range: SourceRange
  public init(_ text: String, _ range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// `Document = Decl*`
public struct Document: Sendable {
  public var decls: [Decl]
  /// `//` comments, in order (a side list, as Go keeps them).
  public var comments: [SourceRange]
  public var range: SourceRange
}

/// `Decl = LayoutDecl | PreviewDecl | LetDecl | SectionDecl | Element`
public enum Decl: Sendable {
  case layout(LayoutDecl)
  case preview(PreviewDecl)
  case `let`(LetDecl)
  case section(SectionDecl)
  /// An element at the top level; the checker says it belongs in a section.
  case element(Element)
  /// Tokens that start no declaration, skipped by the parser.
  case invalid(SourceRange)
}

/// `LayoutDecl = 'layout' name:'ident'? ArgList? Modifier*`
public struct LayoutDecl: Sendable {
  public var keyword: SourceRange
  public var name: Identifier?
  public var arguments: ArgumentList?
  /// Layout-wide `header(…)` / `footer(…)`.
  public var modifiers: [Modifier] = []
  public var range: SourceRange
}

/// `PreviewDecl = 'preview' name:'ident' ArgList?`: a container the layout is meant for.
/// `preview` is a contextual word: it starts a declaration only at the top level, before a name.
public struct PreviewDecl: Sendable {
  public var keyword: SourceRange
  public var name: Identifier
  public var arguments: ArgumentList?
  public var range: SourceRange

  /// The word that starts it.
  public static let word = "preview"
}

/// `LetDecl = 'let' name:'ident' '=' Element`
public struct LetDecl: Sendable {
  public var keyword: SourceRange
  /// Nil when the name is missing (already diagnosed).
  public var name: Identifier?
  /// Nil when the value is missing (already diagnosed).
  public var value: Element?
  public var range: SourceRange
}

/// `SectionDecl = ('section' | 'flow') name:'ident'? ArgList? Modifier* Body?`
public struct SectionDecl: Sendable {
  /// `section` or `flow`.
  public var keyword: Identifier
  public var name: Identifier?
  public var arguments: ArgumentList?
  public var modifiers: [Modifier]
  /// Nil when the body is missing (already diagnosed).
  public var body: Body?
  public var range: SourceRange
}

/// `Element = head:'ident' ('.' variant:'ident')? ArgList? Modifier* Body?`
///
/// Immutable and shared: elements are passed, stored and expanded (`let`s) far more often than
/// made, and a reference is one count to copy where the fields would be several.
public final class Element: Sendable {
  public let head: Identifier
  public let variant: Identifier?
  public let arguments: ArgumentList?
  public let modifiers: [Modifier]
  public let body: Body?
  public let range: SourceRange

  public init(head: Identifier, variant: Identifier?, arguments: ArgumentList?, modifiers: [Modifier], body: Body?, range: SourceRange) {
    self.head = head
    self.variant = variant
    self.arguments = arguments
    self.modifiers = modifiers
    self.body = body
    self.range = range
  }

  /// The same element with `modifiers` instead of its own.
  public func with(modifiers: [Modifier]) -> Element {
    Element(head: head, variant: variant, arguments: arguments, modifiers: modifiers, body: body, range: range)
  }

  /// `group.horizontal`, `item`, `tile`: the name as written, variant included.
  public var fullName: String { variant.map { "\(head.text).\($0.text)" } ?? head.text }
  /// The range of the name, variant included.
  public var nameRange: SourceRange { variant.map { head.range.union($0.range) } ?? head.range }
}

/// `Body = '<' (Element | ',')* '>'`
public struct Body: Sendable {
  public var children: [Element]
  public var open: SourceRange
  /// False when the closing `>` is missing (already diagnosed).
  public var closed: Bool
  public var range: SourceRange
  /// True when the body was nested too deeply and skipped unparsed (already diagnosed).
  public var skipped = false
}

/// `ArgList = '(' (Argument (',' Argument)* ','?)? ')'`
public struct ArgumentList: Sendable {
  public var arguments: [Argument]
  public var closed: Bool
  public var range: SourceRange
}

/// `Argument = (label:'ident' ':')? Value`
public struct Argument: Sendable {
  public var label: Identifier?
  public var value: ValueSyntax
  public var range: SourceRange
}

/// `Modifier = ModifierWord (ArgList | ModifierValue)?`
public struct Modifier: Sendable {
  /// The modifier word (`inset`, `spacing`, `edges`, …).
  public var keyword: Identifier
  public var arguments: ArgumentList?
  public var value: ValueSyntax?
  public var range: SourceRange
}

/// `Value = Dimension | SpacingValue | ListValue | InsetValue | Word`
public indirect enum ValueSyntax: Sendable {
  case dimension(DimensionSyntax)
  /// `[6, 20, 8]`: several values (a preview's item count per section).
  case list(ListValueSyntax)
  /// `fixed 8`, `flexible 0`; `value` nil when the number is missing (already diagnosed).
  case spacing(kind: Identifier, value: DimensionSyntax?)
  /// `vertical`, `top-trailing`, a name.
  case word(Identifier)
  /// `inset(top: 0, leading: 47)` after a preview's `safeArea:` or `margins:`: the `inset`
  /// modifier's form as a value.
  case insets(Modifier)
  /// Nothing usable where a value was expected (already diagnosed).
  case missing(SourceRange)

  public var range: SourceRange {
    switch self {
    case .dimension(let d): d.range
    case .list(let l): l.range
    case .spacing(let k, let v): v.map { k.range.union($0.range) } ?? k.range
    case .word(let w): w.range
    case .insets(let m): m.range
    case .missing(let r): r
    }
  }
}

/// `ListValue = '[' Value (',' Value)* ','? ']'`
public struct ListValueSyntax: Sendable {
  public var values: [ValueSyntax]
  /// False when the closing `]` is missing (already diagnosed).
  public var closed: Bool
  public var range: SourceRange
}

/// `Dimension = '~'? '-'? 'number' ('/' 'number')?`; the unit is glued to the last number.
public struct DimensionSyntax: Sendable {
  public var tilde: SourceRange?
  public var minus: SourceRange?
  public var numerator: NumberLiteral
  /// Nil for a plain number; `missing` denominators are diagnosed by the parser.
  public var denominator: NumberLiteral?
  public var range: SourceRange

  /// The unit of the whole value: the last number's unit.
  public var unit: NumberLiteral.Unit? { (denominator ?? numerator).unit }
}

/// A number as written: digits, an optional decimal part, and an optional glued unit.
public struct NumberLiteral: Sendable {
  /// The digits (`2`, `0.7`).
  public var digits: String
  public var digitsRange: SourceRange
  public var range: SourceRange
  /// The letters glued to the digits, if any (`pt`, `w`, `h`, or anything else, which the checker rejects).
  public var unit: Unit?

  public struct Unit: Sendable {
    public var text: String
    public var range: SourceRange
  }
}

extension NumberLiteral {
  /// Made through the memberwise initializer (`range` before `unit`, so the two differ): an
  /// initializer that assigns the fields one by one leaves a retain and a release of the whole
  /// literal that the optimizer does not remove.
  public init(digits: String, digitsRange: SourceRange, unit: Unit? = nil, range: SourceRange) {
    self.init(digits: digits, digitsRange: digitsRange, range: range, unit: unit)
  }
}
