import LayoutSyntax

// The typed kinds of the language's constructs. Each maps to and from its keyword or word with an
// exhaustive switch, so adding a case is a compile error at every place that must handle it.

/// One kind per modifier keyword (`TokenKind.keywords(.modifier)`).
public enum ModifierKind: String, CaseIterable, Sendable {
  case inset, spacing, edges, scroll, header, footer, background, badge, pinned

  /// The kind spelt `rawValue`. Every modifier of a file is looked up: a word's length and first
  /// letter pick the one candidate, and one comparison (of equal short strings: their bits)
  /// confirms it, where the derived initialiser compares the word with each case in turn.
  // Inlined where it is called: every node and modifier of a file asks.
  @inline(__always) public init?(rawValue: String) {
    guard let kind = spelledKind(rawValue, ModifierKind.candidate) else { return nil }
    self = kind
  }

  /// The one kind a word of `length` bytes starting with `first` can spell.
  private static func candidate(length: Int, first: UInt8?) -> ModifierKind? {
    switch (length, first) {
    case (5, UInt8(ascii: "i")): .inset
    case (5, UInt8(ascii: "e")): .edges
    case (5, UInt8(ascii: "b")): .badge
    case (6, UInt8(ascii: "s")): .scroll
    case (6, UInt8(ascii: "h")): .header
    case (6, UInt8(ascii: "f")): .footer
    case (6, UInt8(ascii: "p")): .pinned
    case (7, UInt8(ascii: "s")): .spacing
    case (10, UInt8(ascii: "b")): .background
    default: nil
    }
  }

  /// The kind's index in `allCases`, for tables by kind.
  var position: Int {
    switch self {
    case .inset: 0
    case .spacing: 1
    case .edges: 2
    case .scroll: 3
    case .header: 4
    case .footer: 5
    case .background: 6
    case .badge: 7
    case .pinned: 8
    }
  }

  /// The keyword that spells it.
  public var keyword: TokenKind {
    switch self {
    case .inset: .kwInset
    case .spacing: .kwSpacing
    case .edges: .kwEdges
    case .scroll: .kwScroll
    case .header: .kwHeader
    case .footer: .kwFooter
    case .background: .kwBackground
    case .badge: .kwBadge
    case .pinned: .kwPinned
    }
  }
}

/// The two section declarations (`section`, `flow`), which decide the file's layout kind.
public enum SectionKind: String, CaseIterable, Sendable {
  case section, flow

  public var keyword: TokenKind {
    switch self {
    case .section: .kwSection
    case .flow: .kwFlow
    }
  }

  public var layoutKind: LayoutKind {
    switch self {
    case .section: .compositional
    case .flow: .flow
    }
  }
}

/// The node heads: `item`, `group` with its axis variant, and `list` (a list section's whole body).
public enum ElementKind: String, CaseIterable, Sendable {
  case item, group, list

  /// The kind spelt `rawValue`, found as `ModifierKind(rawValue:)` finds its kind: every node of a
  /// file is looked up.
  // Inlined where it is called: every node and modifier of a file asks.
  @inline(__always) public init?(rawValue: String) {
    guard let kind = spelledKind(rawValue, ElementKind.candidate) else { return nil }
    self = kind
  }

  /// The one kind a word of `length` bytes starting with `first` can spell.
  private static func candidate(length: Int, first: UInt8?) -> ElementKind? {
    switch (length, first) {
    case (4, UInt8(ascii: "i")): .item
    case (5, UInt8(ascii: "g")): .group
    case (4, UInt8(ascii: "l")): .list
    default: nil
    }
  }
}

/// What arguments and modifiers attach to: a declaration, a node, or an adaptive case.
public enum Host: Hashable, Sendable {
  case layout(LayoutKind)
  case section
  case flow
  case item(LayoutKind)
  case group
  /// `list(appearance:, header:, footer:, separators:)`: a list section's configuration.
  case list
  case when
  /// `preview name(width:, height:, scale:, items:)`: a container to lay the file out in.
  case preview

  /// How the source spells the host (a group's variant left out).
  public var word: String {
    switch self {
    case .layout: "layout"
    case .section: "section"
    case .flow: "flow"
    case .item: "item"
    case .group: "group"
    case .list: "list"
    case .when: "when"
    case .preview: "preview"
    }
  }

  /// Every host, for tests and tables.
  public static let all: [Host] = [.layout(.compositional), .layout(.flow), .section, .flow, .item(.compositional), .item(.flow), .group, .list, .when, .preview]

  /// The host's index in `all`.
  var position: Int {
    switch self {
    case .layout(.compositional): 0
    case .layout(.flow): 1
    case .section: 2
    case .flow: 3
    case .item(.compositional): 4
    case .item(.flow): 5
    case .group: 6
    case .list: 7
    case .when: 8
    case .preview: 9
    }
  }

  /// The host a word names in a file of `kind`: `item`, `group.horizontal`, `section`, …; nil for
  /// a word that is no host (a `let` name, a modifier).
  public init?(word: String, in kind: LayoutKind) {
    switch word {
    case "layout": self = .layout(kind)
    case "section": self = .section
    case "flow": self = .flow
    case "item": self = .item(kind)
    case "list": self = .list
    case "when": self = .when
    case "preview": self = .preview
    default:
      guard word == "group" || word.hasPrefix("group.") else { return nil }
      self = .group
    }
  }
}

/// The kind `word` spells: `candidate` picks the one kind its length and first byte allow, and
/// comparing that kind's spelling with the word confirms it.
@inline(__always)
private func spelledKind<Kind: RawRepresentable<String>>(_ word: String, _ candidate: (_ length: Int, _ first: UInt8?) -> Kind?) -> Kind? {
  let utf8 = word.utf8
  let count = utf8.count
  // `utf8.first` is a call; the subscript reads a short string's byte in place.
  guard count > 0, let kind = candidate(count, utf8[utf8.startIndex]), kind.rawValue == word else { return nil }
  return kind
}
