import LayoutSource

/// Token kinds, named for their spelling (Zig, swift-syntax). Keywords are the words the grammar
/// reserves: the declaration words and the modifier words (Grammar/lexical.md).
public enum TokenKind: UInt8, CaseIterable, Sendable {
  case lAngle, rAngle, lParen, rParen, lBracket, rBracket, colon, comma, dot, slash, tilde, minus, equals
  case number, identifier
  case kwLet, kwLayout, kwSection, kwFlow
  case kwInset, kwSpacing, kwEdges, kwScroll, kwHeader, kwFooter, kwBackground, kwBadge, kwPinned
  case kwFlexible, kwFixed
  case comment, invalid, eof

  /// How a message names the kind: "`>`", "a number", "`inset`".
  public var phrase: String {
    switch self {
    case .lAngle: "`<`"
    case .rAngle: "`>`"
    case .lParen: "`(`"
    case .rParen: "`)`"
    case .lBracket: "`[`"
    case .rBracket: "`]`"
    case .colon: "`:`"
    case .comma: "`,`"
    case .dot: "`.`"
    case .slash: "`/`"
    case .tilde: "`~`"
    case .minus: "`-`"
    case .equals: "`=`"
    case .number: "a number"
    case .identifier: "a name"
    case .comment: "a comment"
    case .invalid: "an unrecognised character"
    case .eof: "the end of the file"
    default: "`\(spelling ?? "")`"
    }
  }

  /// The fixed spelling of punctuation and keywords.
  public var spelling: String? {
    switch self {
    case .lAngle: "<"
    case .rAngle: ">"
    case .lParen: "("
    case .rParen: ")"
    case .lBracket: "["
    case .rBracket: "]"
    case .colon: ":"
    case .comma: ","
    case .dot: "."
    case .slash: "/"
    case .tilde: "~"
    case .minus: "-"
    case .equals: "="
    case .kwLet: "let"
    case .kwLayout: "layout"
    case .kwSection: "section"
    case .kwFlow: "flow"
    case .kwInset: "inset"
    case .kwSpacing: "spacing"
    case .kwEdges: "edges"
    case .kwScroll: "scroll"
    case .kwHeader: "header"
    case .kwFooter: "footer"
    case .kwBackground: "background"
    case .kwBadge: "badge"
    case .kwPinned: "pinned"
    case .kwFlexible: "flexible"
    case .kwFixed: "fixed"
    case .number, .identifier, .comment, .invalid, .eof: nil
    }
  }

  /// The class of a keyword, nil for every other kind: an exhaustive switch, so a new keyword
  /// cannot be left out of its class.
  public var keywordClass: KeywordClass? {
    switch self {
    case .kwLet, .kwLayout, .kwSection, .kwFlow: .declaration
    case .kwInset, .kwSpacing, .kwEdges, .kwScroll, .kwHeader, .kwFooter, .kwBackground, .kwBadge, .kwPinned: .modifier
    case .kwFlexible, .kwFixed: .spacingKind
    case .lAngle, .rAngle, .lParen, .rParen, .lBracket, .rBracket, .colon, .comma, .dot, .slash, .tilde, .minus, .equals,
      .number, .identifier, .comment, .invalid, .eof:
      nil
    }
  }

  public var isKeyword: Bool { keywordClass != nil }

  /// The modifier words (Grammar/reference.md), reserved so they cannot name sections or `let`s.
  public var isModifierKeyword: Bool { keywordClass == .modifier }

  /// The keywords of one class, in declaration order.
  public static func keywords(_ c: KeywordClass) -> [TokenKind] { allCases.filter { $0.keywordClass == c } }
}

/// The named sets of reserved words (Grammar/lexical.md).
public enum KeywordClass: String, CaseIterable, Sendable {
  /// `let`, `layout`, `section`, `flow`: words that start a top-level declaration.
  case declaration
  /// `inset`, `spacing`, …: words that start a modifier.
  case modifier
  /// `flexible`, `fixed`: the kind of a spacing value.
  case spacingKind
}

/// A token: its kind and its half-open byte range. Text is sliced from the source on demand.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  public var range: SourceRange
  public init(_ kind: TokenKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

extension TokenKind {
  /// The kind's bit in a `TokenSet`.
  var bit: UInt64 { 1 << UInt64(rawValue) }
}

/// A small set of token kinds; the parser's FIRST and recovery sets are named values of it.
public struct TokenSet: Sendable {
  private(set) var bits: UInt64
  public init(_ kinds: TokenKind...) {
    bits = 0
    for k in kinds { bits |= 1 << UInt64(k.rawValue) }
  }
  /// The set of the kinds whose `bit`s are `bits`: a constant, where the variadic initializer
  /// builds an array and loops over it.
  init(bits: UInt64) { self.bits = bits }
  public func contains(_ k: TokenKind) -> Bool { bits & (1 << UInt64(k.rawValue)) != 0 }
  public func union(_ other: TokenSet) -> TokenSet {
    var s = self
    s.bits |= other.bits
    return s
  }
}
