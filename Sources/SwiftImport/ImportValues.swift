import LayoutSource

// The values the importer evaluates layout code into: layoutc's model of items, groups and
// sections as UIKit's objects hold it (reference types, because Swift code configures an object
// after it is made: `item.contentInsets = …`), and the plain values around them.

/// A length the code computes at run time (from the layout environment, say): where it came
/// from, and the literal factor it was last multiplied by (`0.25 * (width - 18)` → 1/4), which
/// is how a computed `repeatingSubitem` size is read back as a fraction.
struct RuntimeValue {
  var range: SourceRange
  var what: String
  var factor: Rational = .one
  /// The factor was written `1.0 / N.0`.
  var quotient = false
}

/// A number: exact, or computed at run time.
enum Num {
  case exact(Rational)
  case runtime(RuntimeValue)
}

/// `NSCollectionLayoutDimension`.
struct Dim {
  enum Kind: String { case fractionalWidth, fractionalHeight, absolute, estimated }
  var kind: Kind
  var value: Num
  var range: SourceRange
  /// Written `1.0 / N.0`, as the emitter spells a `count: N` copy's fraction (a `repeat:`
  /// child's `0.5` is written as a decimal).
  var spelledAsQuotient = false
}

struct Insets {
  var top: Num = .exact(.zero), leading: Num = .exact(.zero), bottom: Num = .exact(.zero), trailing: Num = .exact(.zero)
  var range: SourceRange?
}

struct SpacingValue {
  var flexible: Bool
  var value: Num
}

struct EdgeSpacingValue {
  var leading: SpacingValue?, top: SpacingValue?, trailing: SpacingValue?, bottom: SpacingValue?
}

struct AnchorValue {
  var edges: Set<String>
  /// `fractionalOffset` (true) or `absoluteOffset`.
  var fractional = true
  var x: Num = .exact(.zero), y: Num = .exact(.zero)
}

final class ItemObj {
  var width: Dim
  var height: Dim
  var insets = Insets()
  var edges: EdgeSpacingValue?
  var badges: [BadgeObj] = []
  var range: SourceRange
  var localName: String?
  init(width: Dim, height: Dim, range: SourceRange) {
    self.width = width
    self.height = height
    self.range = range
  }
}

enum Node {
  case item(ItemObj)
  case group(GroupObj)

  var width: Dim {
    switch self {
    case .item(let i): i.width
    case .group(let g): g.width
    }
  }
  var range: SourceRange {
    switch self {
    case .item(let i): i.range
    case .group(let g): g.range
    }
  }
  var localName: String? {
    switch self {
    case .item(let i): i.localName
    case .group(let g): g.localName
    }
  }

  /// A copy with its width and height passed through `resize`, everything else the same.
  func resized(_ resize: (Dim, _ isWidth: Bool) -> Dim) -> Node {
    switch self {
    case .item(let i):
      let copy = ItemObj(width: resize(i.width, true), height: resize(i.height, false), range: i.range)
      copy.insets = i.insets
      copy.edges = i.edges
      copy.badges = i.badges
      copy.localName = i.localName
      return .item(copy)
    case .group(let g):
      let copy = GroupObj(horizontal: g.horizontal, width: resize(g.width, true), height: resize(g.height, false), children: g.children, range: g.range)
      copy.insets = g.insets
      copy.edges = g.edges
      copy.badges = g.badges
      copy.spacing = g.spacing
      copy.localName = g.localName
      return .group(copy)
    }
  }
}

final class GroupObj {
  enum Children {
    case fill([Node])
    case repeating(Node, Int)
    /// `subitem:count:`, deprecated: UIKit replaces the child's axis dimension with 1/N.
    case legacyCount(Node, Int)
  }
  var horizontal: Bool
  var width: Dim
  var height: Dim
  var children: Children
  var spacing: SpacingValue?
  var insets = Insets()
  var edges: EdgeSpacingValue?
  var badges: [BadgeObj] = []
  var range: SourceRange
  var localName: String?
  init(horizontal: Bool, width: Dim, height: Dim, children: Children, range: SourceRange) {
    self.horizontal = horizontal
    self.width = width
    self.height = height
    self.children = children
    self.range = range
  }
}

final class BadgeObj {
  var width: Dim
  var height: Dim
  var kind: String
  var anchor: AnchorValue
  var range: SourceRange
  var zIndex: (value: Int?, range: SourceRange)?
  init(width: Dim, height: Dim, kind: String, anchor: AnchorValue, range: SourceRange) {
    self.width = width
    self.height = height
    self.kind = kind
    self.anchor = anchor
    self.range = range
  }
}

final class BoundaryObj {
  var width: Dim
  var height: Dim
  var kind: String
  var alignment: String
  var pinned = false
  var extendsBoundary = true
  var range: SourceRange
  var zIndex: (value: Int?, range: SourceRange)?
  init(width: Dim, height: Dim, kind: String, alignment: String, range: SourceRange) {
    self.width = width
    self.height = height
    self.kind = kind
    self.alignment = alignment
    self.range = range
  }
}

final class DecorationObj {
  var insets = Insets()
  var kind = "section-background"
  var range: SourceRange
  var zIndex: (value: Int?, range: SourceRange)?
  init(range: SourceRange) { self.range = range }
}

final class ListObj {
  var appearance: String
  var headerMode = "none"
  var footerMode = "none"
  var showsSeparators = true
  var range: SourceRange
  init(appearance: String, range: SourceRange) {
    self.appearance = appearance
    self.range = range
  }
}

final class SectionObj {
  var group: GroupObj?
  var list: ListObj?
  var interGroupSpacing: Num = .exact(.zero)
  var insets = Insets()
  var insetsReference: String?
  var orthogonal: String?
  var boundaries: [BoundaryObj] = []
  var supplementariesFollowInsets = true
  var decorations: [DecorationObj] = []
  var range: SourceRange
  /// The function that built it (`featuredSection`), which names the section.
  var functionName: String?
  /// That function's doc comment: the emitter names the section (or the sections sharing it) there.
  var functionDoc: [String] = []
  init(range: SourceRange) { self.range = range }
}

final class ConfigObj {
  var horizontal = false
  var interSectionSpacing: Num = .exact(.zero)
  var boundaries: [BoundaryObj] = []
  var insetsReference: String?
}

final class CompositionalObj {
  var section: SectionObj?
  var provider: Value?
  var config: ConfigObj?
  var range: SourceRange
  init(range: SourceRange) { self.range = range }
}

final class FlowObj {
  var horizontal = false
  var itemSize: (Num, Num) = (.exact(Rational(integer: 50)), .exact(Rational(integer: 50)))
  var estimatedItemSize: (Num, Num)?
  var automaticEstimate = false
  var lineSpacing: Num = .exact(Rational(integer: 10))
  var interitemSpacing: Num = .exact(Rational(integer: 10))
  /// top, left, bottom, right.
  var sectionInset = Insets()
  var headerExtent: (Num, Num) = (.exact(.zero), .exact(.zero))
  var footerExtent: (Num, Num) = (.exact(.zero), .exact(.zero))
  var headersPinned = false
  var footersPinned = false
  var insetsReference: String?
  var range: SourceRange
  init(range: SourceRange) { self.range = range }
}

/// A value of the evaluated code.
indirect enum Value {
  case number(Rational)
  case runtime(RuntimeValue)
  case string(String)
  case bool(Bool)
  case nilValue
  case dimension(Dim)
  case size(Dim, Dim)
  case spacing(SpacingValue)
  case directionalInsets(Insets)
  /// `UIEdgeInsets`/`NSEdgeInsets`: top, left (as leading), bottom, right (as trailing).
  case edgeInsets(Insets)
  case edgeSpacing(EdgeSpacingValue)
  case point(Num, Num)
  case cgSize(Num, Num)
  case anchor(AnchorValue)
  /// An enum case or option written `.name` (`.horizontal`, `.top`, `.groupPaging`).
  case member(String)
  case array([Value])
  case item(ItemObj)
  case group(GroupObj)
  case section(SectionObj)
  case boundary(BoundaryObj)
  case badge(BadgeObj)
  case decoration(DecorationObj)
  case list(ListObj)
  case configuration(ConfigObj)
  case compositional(CompositionalObj)
  case flow(FlowObj)
  case closure(SwiftClosure, Scope)
  case function(SwiftFunction)
  case typeName(String)
  /// The layout environment, or a path into it (`container`, `effectiveContentSize`).
  case environment(String)
  /// `layoutEnvironment.container.effectiveContentSize.width`: what adaptive sections test.
  case width
  /// The index of the section being built, known while a section provider runs.
  case sectionIndex(Int)
  /// An `IndexPath` while a flow delegate's `sizeForItemAt` runs.
  case indexPath(section: Int, item: Int)
  /// A value this subset cannot see, with where and what it is.
  case unknown(SourceRange, String)
}

/// Local variables, innermost first.
final class Scope {
  var values: [String: Value] = [:]
  let parent: Scope?
  init(parent: Scope?) { self.parent = parent }

  func lookup(_ name: String) -> Value? {
    if let v = values[name] { return v }
    return parent?.lookup(name)
  }

  /// Assigns an existing variable (in the scope that declares it); false if there is none.
  func assign(_ name: String, _ v: Value) -> Bool {
    if values[name] != nil {
      values[name] = v
      return true
    }
    return parent?.assign(name, v) ?? false
  }
}
