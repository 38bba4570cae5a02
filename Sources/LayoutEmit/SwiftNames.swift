import LayoutSemantics

/// Makes names a user wrote into safe Swift identifiers (emitted Swift must never break or change
/// meaning because of a name): keywords go in backticks; names that would shadow a type the file
/// uses, or one of the emitter's own locals, get a suffix; hyphenated words become camelCase; and
/// every name in one scope is unique.
struct SwiftNames {
  /// Swift's reserved words: usable as names only in backticks.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
    "is", "nil", "some", "any", "true", "try", "throws", "async", "actor", "macro", "package",
  ]

  /// Names that would change what the generated code means if a local took them: the types and
  /// modules it uses, `self`-like words, and the emitter's own locals and parameters.
  static let shadowing: Set<String> = [
    "self", "Self", "super", "Type", "Protocol", "_",
    "UIKit", "Swift", "Foundation", "CGFloat", "CGSize", "Int", "Double", "IndexPath", "NSObject",
    "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutSize", "NSCollectionLayoutDimension",
    "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutSection",
    "NSCollectionLayoutEnvironment", "NSDirectionalEdgeInsets", "UIEdgeInsets",
    "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
    "UICollectionViewFlowLayout", "UICollectionView", "UICollectionViewLayout",
    "UICollectionViewDelegateFlowLayout", "MainActor",
    "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
    "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor", "NSDirectionalRectEdge", "NSRectAlignment",
    "UIContentInsetsReference", "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UICollectionReusableView",
    "CGPoint", "String",
    // `--platform macos`'s names.
    "AppKit", "NSCollectionViewCompositionalLayout", "NSCollectionViewCompositionalLayoutConfiguration",
    "NSCollectionViewFlowLayout", "NSCollectionView", "NSCollectionViewLayout", "NSCollectionViewDelegateFlowLayout",
    "NSEdgeInsets", "NSEdgeInsetsZero", "NSView", "NSCollectionLayoutSectionOrthogonalScrollingBehavior",
    // SwiftUI's `Layout` protocol: a type of that name would shadow it in any file that imports both.
    "Layout",
    "section", "layout", "configuration", "sectionIndex", "indexPath", "sizes", "collectionView",
    "collectionViewLayout", "Delegate", "makeLayout",
    "layoutEnvironment", "sectionBackground", "badgeElementKind", "sectionBackgroundElementKind",
    "layoutHeaderElementKind", "layoutFooterElementKind", "pixelFloor",
  ]

  private var used: Set<String>

  /// A scope that already holds `taken` (the type's own name, say).
  init(taken: Set<String> = []) {
    used = taken
  }

  /// `my-tile` → `myTile`; other characters the lexer allows are kept.
  static func camelCase(_ word: String) -> String {
    let parts = word.split(separator: "-", omittingEmptySubsequences: true)
    guard let first = parts.first else { return "_" }
    return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A local's name in Swift's style: camelCase with a lower-case start, a leading acronym
  /// lowered as a whole (`Type` → `type`, `CGFloat` → `cgFloat`, `NSCollectionLayoutItem` →
  /// `nsCollectionLayoutItem`).
  static func localName(_ word: String) -> String {
    let name = Array(camelCase(word))
    let upper = name.prefix { $0.isUppercase }.count
    guard upper > 0 else { return String(name) }
    // In `NSCollection`, the `C` starts the next word; a run at the end is all acronym.
    let lowered = upper > 1 && upper < name.count && name[upper].isLowercase ? upper - 1 : upper
    return name[..<lowered].map { $0.lowercased() }.joined() + String(name[lowered...])
  }

  /// A unique identifier in this scope for `base` (already camelCase), renamed with `suffix` when it
  /// would shadow something, then numbered on a clash. Keywords come back in backticks.
  mutating func claim(_ base: String, suffix: String) -> String {
    var name = base
    if SwiftNames.shadowing.contains(name) || name.first?.isNumber == true { name += suffix }
    var candidate = name
    var n = 2
    while used.contains(candidate) {
      candidate = name + String(n)
      n += 1
    }
    used.insert(candidate)
    return SwiftNames.keywords.contains(candidate) ? "`\(candidate)`" : candidate
  }

  /// The type name for a layout: `PhotoGrid` → `PhotoGridLayout`; a leading digit (from a file
  /// name such as `3-col.layout`) gets a `Layout` prefix instead; a clash with a type the file
  /// uses gets `Factory`.
  static func typeName(_ layoutName: String) -> String {
    var base = camelCase(layoutName)
    base = base.prefix(1).uppercased() + base.dropFirst()
    var name = base.first?.isNumber == true ? "Layout" + base : (base.hasSuffix("Layout") ? base : base + "Layout")
    if shadowing.contains(name) || keywords.contains(name) { name += "Factory" }
    return name
  }

  /// Text that is safe inside a `//` comment: no line breaks or other control characters.
  static func commentSafe(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.map {
      $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 || $0.value == 0x85 ? "?" : $0
    }))
  }
}
