import LayoutSource

/// The language's vocabulary in one place: each node, declaration, modifier and argument label,
/// with its owners, the values it takes, its default, the UIKit API it maps to and a line about
/// it. The checker validates labels and modifiers against it; the language server completes,
/// explains and highlights from it; a test checks the TextMate grammar and the reference against it.
public enum Schema {}

/// What a label (or a modifier without an argument list) takes.
public enum ValueKind: Sendable, Equatable {
  /// A size: a fraction of the container (`2/3`, `0.7w`, `1h`), points (`44pt`) or estimated points (`~44pt`).
  case size
  /// Points: a bare number or `Npt`.
  case points
  /// A whole number from 1.
  case count
  /// `flexible N`, `fixed N` or a bare number (fixed).
  case spacing
  /// A fraction of the view's own size, or points with `pt`.
  case offset
  /// One of these words.
  case word([WordSpec])
  /// A display scale: `1`, `2` or `3`.
  case scale
  /// Item counts: a whole number from 0, or a list of them, one per section (`[6, 20, 8]`).
  case itemCounts
  /// Measured sizes, width `x` height in points: one (`80x32`) or a list (`[80x32, 120x32]`).
  case measuredSizes
  /// Edges in points, written as the `inset` modifier is: `inset(top: 0, leading: 47)`.
  case insets

  /// The words it takes, with their docs, for completion and hover.
  public var wordSpecs: [WordSpec] {
    switch self {
    case .word(let w): w
    case .spacing: SpacingKind.specs
    case .size, .points, .count, .offset, .scale, .itemCounts, .measuredSizes, .insets: []
    }
  }

  /// The words it takes, for completion.
  public var words: [String] { wordSpecs.map(\.spelling) }
}

/// One argument label of a node or modifier.
public struct Parameter: Sendable {
  public let label: String
  public let value: ValueKind
  /// The value when the label is left out, as written; nil when it is required or has none.
  public let defaultValue: String?
  /// A line about it, in markdown.
  public let doc: String

  init(_ label: String, _ value: ValueKind, default defaultValue: String? = nil, _ doc: String) {
    self.label = label
    self.value = value
    self.defaultValue = defaultValue
    self.doc = doc
  }
}

/// A modifier as one or more hosts take it (a `header` of a flow section is another spec than a
/// compositional one).
public struct ModifierSpec: Sendable {
  public let kind: ModifierKind
  public let hosts: [Host]
  /// The forms it is written in: `inset N`, `inset(top:, …)`.
  public let form: String
  /// What it takes without an argument list (`inset 8`, `scroll paging`); nil when it takes none.
  public let value: ValueKind?
  public let labels: [Parameter]
  /// The UIKit API it sets.
  public let uikit: String
  public let doc: String

  /// Form, doc and UIKit API as one markdown line.
  public var summary: String { "\(form): \(doc) (`\(uikit)`)" }
}

/// A node, declaration or adaptive case: something a word at the start of a construct names.
public struct ConstructSpec: Sendable {
  /// `item`, `group.horizontal`, `section`, `when`, …
  public let word: String
  public let form: String
  public let uikit: String?
  public let doc: String

  public var summary: String { "\(form): \(doc)" + (uikit.map { " (`\($0)`)" } ?? "") }
}

extension Schema {
  /// The labels a host takes, in the order completion offers them.
  public static func labels(of host: Host) -> [Parameter] {
    switch host {
    case .layout(.compositional): [layoutScroll, layoutSpacing, layoutInsetsReference]
    case .layout(.flow): [layoutScroll, flowInsetsReference, flowEstimatedItemSize]
    case .section: [sectionInsetsReference]
    case .flow: [flowLine, flowInteritem]
    case .item: [width, height]
    case .group: [width, height, groupCount, groupRepeat]
    case .list: [listAppearance, listHeader, listFooter, listSeparators]
    case .when: [widthAbove]
    case .preview: [previewWidth, previewHeight, previewScale, previewItems, previewDirection, previewSizes, previewSafeArea, previewMargins]
    }
  }

  /// The spec of a modifier on a host; nil when the host does not take it.
  public static func modifier(_ kind: ModifierKind, on host: Host) -> ModifierSpec? {
    modifiers.first { $0.kind == kind && $0.hosts.contains(host) }
  }

  /// The modifiers a host takes, in the order completion offers them.
  public static func modifiers(on host: Host) -> [ModifierSpec] {
    modifiers.filter { $0.hosts.contains(host) }
  }

  /// The labels of a modifier in a file of `kind` (a flow `header` takes only its extent).
  public static func labels(of kind: ModifierKind, in layout: LayoutKind) -> [Parameter] {
    let hosts = Host.all.filter { h in
      switch h {
      case .layout(let k), .item(let k): k == layout
      case .flow: layout == .flow
      case .section, .group, .list, .when: layout == .compositional
      case .preview: false
      }
    }
    return modifiers.first { $0.kind == kind && $0.hosts.contains(where: hosts.contains) }?.labels ?? []
  }

  /// The first spec of a modifier kind, whatever its host: for a word out of context.
  public static func anySpec(_ kind: ModifierKind) -> ModifierSpec? { modifiers.first { $0.kind == kind } }

  /// A node, declaration or adaptive case by its word (`group` alone names both groups).
  public static func construct(_ word: String) -> ConstructSpec? {
    (nodes + declarations + adaptive).first { $0.word == word }
      ?? (word == "group" ? ConstructSpec(word: "group", form: "`group.horizontal` or `group.vertical`", uikit: "NSCollectionLayoutGroup", doc: "a group of items or groups") : nil)
  }

  /// The names a `let` cannot take: the node heads.
  public static var builtinNames: [String] { ElementKind.allCases.map(\.rawValue) }
}

extension Schema {
  /// The label words of a host: what the checker accepts.
  public static func labelNames(of host: Host) -> [String] { labelNamesByHost[host.position] }

  /// `labelNames(of:)` for every host, made once, in the order of `Host.all`: the checker asks for
  /// every node it lowers, so it is an index, not a hash.
  private static let labelNamesByHost: [[String]] = Host.all.map { labels(of: $0).map(\.label) }

  /// The label names of a modifier in a file of `kind`, made once per pair.
  /// Indexed by the kind's place in `allCases`, not hashed: the checker asks for every modifier.
  public static func labelNames(of kind: ModifierKind, in layout: LayoutKind) -> [String] {
    (layout == .flow ? flowModifierLabels : compositionalModifierLabels)[kind.position]
  }
  private static let compositionalModifierLabels = ModifierKind.allCases.map { labels(of: $0, in: .compositional).map(\.label) }
  private static let flowModifierLabels = ModifierKind.allCases.map { labels(of: $0, in: .flow).map(\.label) }
}

extension ValueKind {
  /// How a signature names the value: `size`, `points`, `vertical|horizontal`.
  public var phrase: String {
    switch self {
    case .size: "size"
    case .points: "points"
    case .count: "count"
    case .spacing: "flexible|fixed N"
    case .offset: "offset"
    case .scale: "1|2|3"
    case .itemCounts: "N|[N, …]"
    case .measuredSizes: "WxH|[WxH, …]"
    case .insets: "inset(…)"
    case .word(let w): w.count <= 4 ? w.map(\.spelling).joined(separator: "|") : "word"
    }
  }
}

extension Schema {
  /// What the checker says when a host (written `name`: `group.vertical`, `flow`) does not take a
  /// modifier; nil when it does. Hover shows the same words.
  public static func rejection(_ kind: ModifierKind, on host: Host, named name: String) -> DiagnosticMessage? {
    guard modifier(kind, on: host) == nil else { return nil }
    if kind == .spacing, host == .flow { return CheckDiagnostics.flowSpacing() }
    return CheckDiagnostics.modifierNotAllowed(kind.rawValue, on: name)
  }
}
