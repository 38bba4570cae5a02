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
///
/// Only the rare cases are boxed: a dimension (most values) or a word is kept inline, in the
/// argument or modifier that holds it, so a value costs no allocation and no release of its own.
public enum ValueSyntax: Sendable {
  case dimension(DimensionSyntax)
  /// `[6, 20, 8]`: several values (a preview's item count per section).
  case list(ListValueSyntax)
  /// `fixed 8`, `flexible 0`; `value` nil when the number is missing (already diagnosed).
  indirect case spacing(kind: Identifier, value: DimensionSyntax?)
  /// `vertical`, `top-trailing`, a name.
  case word(Identifier)
  /// `inset(top: 0, leading: 47)` after a preview's `safeArea:` or `margins:`: the `inset`
  /// modifier's form as a value.
  indirect case insets(Modifier)
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
///
/// Compact (54 bytes, one String), as it is stored inline in its value and copied with it: `~`
/// and `-` as the offsets of their one-byte tokens, the numbers as offsets and unit bytes around
/// the one String of their text (`NumberLiteral`).
public struct DimensionSyntax: Sendable {
  // Inlinable, with their storage, as every dimension the checker reads goes through them.
  /// The numerator's `text`, followed by the denominator's when there is one.
  @usableFromInline var text: String
  public var range: SourceRange
  /// The offsets of the `~` and of the `-`, or -1 where there is none.
  @usableFromInline var tildeStart: Int32
  @usableFromInline var minusStart: Int32
  /// The numerator's start, digits' end and end; the denominator's start (-1 when there is none)
  /// and digits' end (it ends the dimension).
  @usableFromInline var numeratorStart: Int32
  @usableFromInline var numeratorSplit: Int32
  @usableFromInline var numeratorEnd: Int32
  @usableFromInline var denominatorStart: Int32
  @usableFromInline var denominatorSplit: Int32
  @usableFromInline var numeratorUnit: NumberLiteral.UnitSpelling
  @usableFromInline var denominatorUnit: NumberLiteral.UnitSpelling

  /// The parser's dimension; the denominator, if any, ends at `range.end`.
  init(tilde: SourceRange?, minus: SourceRange?, numerator: NumberLiteral, denominator: NumberLiteral?, range: SourceRange) {
    // Two short texts make a short String: no allocation for the few fractions either.
    text = denominator.map { numerator.text + $0.text } ?? numerator.text
    self.range = range
    tildeStart = Self.tokenStart(tilde)
    minusStart = Self.tokenStart(minus)
    (numeratorStart, numeratorSplit, numeratorEnd, numeratorUnit) = (numerator.start, numerator.split, numerator.end, numerator.unitSpelling)
    (denominatorStart, denominatorSplit) = (denominator?.start ?? -1, denominator?.split ?? -1)
    denominatorUnit = denominator?.unitSpelling ?? .none
  }

  /// The `~` (one byte) that marks an estimate.
  @inlinable @inline(__always) public var tilde: SourceRange? {
    get { Self.token(at: tildeStart) }
    set { tildeStart = Self.tokenStart(newValue) }
  }
  /// The `-` (one byte) of a negative value.
  @inlinable @inline(__always) public var minus: SourceRange? {
    get { Self.token(at: minusStart) }
    set { minusStart = Self.tokenStart(newValue) }
  }

  /// The first number (`2` of `2/3w`).
  @inlinable @inline(__always) public var numerator: NumberLiteral {
    NumberLiteral(
      text: denominatorStart < 0 ? text : NumberLiteral.piece(of: text, from: 0, to: numeratorTextCount),
      start: numeratorStart, split: numeratorSplit, end: numeratorEnd, unit: numeratorUnit)
  }

  /// The digits of a plain number (no denominator, and a unit, if any, of `pt`, `w` or `h`), lent
  /// to `body` in place (a literal made around them would copy their text); nil for any other.
  @inlinable @inline(__always)
  public func withPlainDigits<R>(_ body: (String) -> R) -> R? {
    guard denominatorStart < 0, numeratorUnit != .other else { return nil }
    return body(text)
  }

  /// A fraction's text (its numerator's digits, then its denominator's text) and the length of
  /// the numerator's part, lent to `body` in place, when the numerator has no unit; nil for any
  /// other dimension.
  @inlinable @inline(__always)
  public func withFractionText<R>(_ body: (String, Int) -> R) -> R? {
    guard denominatorStart >= 0, numeratorUnit == .none else { return nil }
    return body(text, numeratorTextCount)
  }

  /// Nil for a plain number; `missing` denominators are diagnosed by the parser.
  @inlinable @inline(__always) public var denominator: NumberLiteral? {
    guard denominatorStart >= 0 else { return nil }
    return NumberLiteral(
      text: NumberLiteral.piece(of: text, from: numeratorTextCount),
      start: denominatorStart, split: denominatorSplit, end: Int32(truncatingIfNeeded: range.end), unit: denominatorUnit)
  }

  /// The unit of the whole value: the last number's unit.
  @inlinable @inline(__always) public var unit: NumberLiteral.Unit? {
    denominatorStart < 0
      ? NumberLiteral.unit(numeratorUnit, numeratorSplit, numeratorEnd, text: text, textStart: numeratorStart)
      : NumberLiteral.unit(
        denominatorUnit, denominatorSplit, Int32(truncatingIfNeeded: range.end), text: text,
        textStart: denominatorStart - Int32(truncatingIfNeeded: numeratorTextCount))
  }

  /// The length of the numerator's part of `text`.
  @inlinable @inline(__always) var numeratorTextCount: Int { Int((numeratorUnit == .other ? numeratorEnd : numeratorSplit) - numeratorStart) }

  @inlinable @inline(__always) static func tokenStart(_ range: SourceRange?) -> Int32 { range.map { Int32(clamping: $0.start) } ?? -1 }
  @inlinable @inline(__always) static func token(at start: Int32) -> SourceRange? {
    start < 0 ? nil : SourceRange(scanned: Int(start), Int(start) + 1)
  }
}

/// A number as written: digits, an optional decimal part, and an optional glued unit.
///
/// Compact (one String, three offsets and a byte), as dimensions are stored inline: the units a
/// layout spells (`pt`, `w`, `h`) are a byte, not a String; any other unit's text is kept after
/// the digits in `text`.
public struct NumberLiteral: Sendable {
  /// The digits, followed by the unit's text when the unit is `.other`.
  @usableFromInline var text: String
  /// Where the literal starts, where its digits end (its unit starts), and where it ends.
  @usableFromInline var start: Int32
  @usableFromInline var split: Int32
  @usableFromInline var end: Int32
  @usableFromInline var unitSpelling: UnitSpelling

  /// How a unit is spelt: no unit, one of the three units of a size, or anything else (which the
  /// checker rejects).
  @usableFromInline enum UnitSpelling: UInt8, Sendable {
    case none, pt, w, h, other

    /// The spelling of `bytes[start..<end]`, a non-empty unit.
    @inline(__always) init(_ bytes: [UInt8], _ start: Int, _ end: Int) {
      switch (end - start, bytes[start]) {
      case (2, UInt8(ascii: "p")): self = bytes[start + 1] == UInt8(ascii: "t") ? .pt : .other
      case (1, UInt8(ascii: "w")): self = .w
      case (1, UInt8(ascii: "h")): self = .h
      default: self = .other
      }
    }
  }

  /// The parser's literal: `text` is the digits, or the whole literal when `unit` is `.other`.
  init(text: String, range: SourceRange, split: Int, unit: UnitSpelling) {
    self.init(
      text: text, start: Int32(truncatingIfNeeded: range.start), split: Int32(truncatingIfNeeded: split),
      end: Int32(truncatingIfNeeded: range.end), unit: unit)
  }

  @inlinable init(text: String, start: Int32, split: Int32, end: Int32, unit: UnitSpelling) {
    self.text = text
    self.start = start
    self.split = split
    self.end = end
    unitSpelling = unit
  }

  /// A literal whose digits (spelt `digits`, as many bytes) are `digitsRange` and whose unit, if
  /// any, follows them to the end of `range`.
  public init(digits: String, digitsRange: SourceRange, unit: Unit? = nil, range: SourceRange) {
    let spelling = unit.map { u in u.text.isEmpty ? .other : UnitSpelling(Array(u.text.utf8), 0, u.text.utf8.count) } ?? .none
    self.init(
      text: spelling == .other ? digits + (unit?.text ?? "") : digits, range: range,
      split: min(max(digitsRange.end, range.start), range.end), unit: spelling)
  }

  /// The digits (`2`, `0.7`).
  @inlinable @inline(__always) public var digits: String {
    unitSpelling == .other ? Self.piece(of: text, from: 0, to: Int(split - start)) : text
  }
  @inlinable @inline(__always) public var digitsRange: SourceRange { SourceRange(scanned: Int(start), Int(split)) }
  @inlinable @inline(__always) public var range: SourceRange { SourceRange(scanned: Int(start), Int(end)) }

  /// The letters glued to the digits, if any (`pt`, `w`, `h`, or anything else, which the checker rejects).
  @inlinable @inline(__always) public var unit: Unit? { Self.unit(unitSpelling, split, end, text: text, textStart: start) }

  /// The unit spelt `spelling` from `split` to `end`, in a literal's `text` that starts at `textStart`.
  @inlinable @inline(__always)
  static func unit(_ spelling: UnitSpelling, _ split: Int32, _ end: Int32, text: String, textStart: Int32) -> Unit? {
    let range = SourceRange(scanned: Int(split), Int(end))
    switch spelling {
    case .none: return nil
    case .pt: return Unit(text: "pt", range: range)
    case .w: return Unit(text: "w", range: range)
    case .h: return Unit(text: "h", range: range)
    case .other: return Unit(text: piece(of: text, from: Int(split - textStart)), range: range)
    }
  }

  /// The bytes `from..<to` (to the end when `to` is nil) of `text`, for the rare pieces that are
  /// not kept as Strings of their own: out of line, so that the getters inlined where they are
  /// read stay a test and a load.
  @usableFromInline @inline(never)
  static func piece(of text: String, from: Int, to: Int? = nil) -> String {
    var text = text
    // Through the bytes: slicing the UTF-8 view costs an index walk at each end.
    return text.withUTF8 { bytes in
      let end = min(to ?? bytes.count, bytes.count)
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[min(from, end)..<end]), as: UTF8.self)
    }
  }

  public struct Unit: Sendable {
    public var text: String
    public var range: SourceRange
    @usableFromInline init(text: String, range: SourceRange) {
      self.text = text
      self.range = range
    }
  }
}
