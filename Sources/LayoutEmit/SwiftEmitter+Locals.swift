import LayoutSemantics
import LayoutSource

extension SwiftEmitter {
  /// The locals of one section function (or of one branch of an adaptive section): every
  /// distinct node once, children before parents, each badge before the item or group it is on.
  struct Locals {
    var names: SwiftNames
    let sizing: SwiftSizing
    var emitted: [Emitted: String] = [:]
    var badges: [ItemSupplementary: String] = [:]
    /// The lengths already declared as `let`s (`SwiftSizing.swift`), by value.
    var lengths: [SwiftLength: String] = [:]
    /// Which of the layout environment's values the declared lengths use.
    var usedContainer: Set<Axis> = []
    var usesScale = false
    /// Whether any contested group's child got computed sizes.
    var computesSizes = false
    /// Contested groups whose copies are left to UIKit (`emit.contestedSpacingRetry`).
    var diagnostics: [Diagnostic] = []

    /// A node as it is emitted: with the absolute sizes given to it, and, when it holds a contested
    /// group, in the container whose lengths those sizes come from.
    struct Emitted: Hashable {
      var element: LayoutElement
      var sized: Sized
      var container: SwiftContainer?
    }

    /// The names of the lengths a contested group's child gets as `.absolute` dimensions.
    struct Sized: Hashable {
      var width: String?
      var height: String?
      static let none = Sized()
    }

    /// The platform and the oldest version of it the code must build for.
    let options: SwiftOptions
    var target: IOSVersion { options.deploymentTarget }

    init(taken: Set<String> = [], sizing: SwiftSizing, options: SwiftOptions = SwiftOptions()) {
      names = SwiftNames(taken: taken)
      self.sizing = sizing
      self.options = options
    }

    /// Unnamed nodes are called `item`, `horizontalGroup`/`verticalGroup`, and the section's
    /// top-level group `group`. With `assigning`, the top-level group is assigned to that
    /// already declared constant instead of a new `let` (an adaptive section's branches).
    /// `container` is the one the node is resolved in.
    mutating func emit(
      _ e: LayoutElement, _ w: inout CodeWriter, countOf: Int? = nil, topLevel: Bool = false, assigning: String? = nil,
      in container: SwiftContainer, sized: Sized = .none
    ) -> String {
      let key = Emitted(element: e, sized: sized, container: SwiftSizing.containsContested(e) ? container : nil)
      if let name = emitted[key] { return name }
      let name: String
      switch e {
      case .item(let item):
        name = names.claim(Self.base(e), suffix: "Item")
        let badges = item.supplementaries.map { badge($0, host: item.letName.map { _ in name }, &w) }
        let width = Self.sizedDimension(item.size.width, sized: sized.width, countOf: countOf)
        let height = Self.sizedDimension(item.size.height, sized: sized.height, countOf: countOf)
        if badges.isEmpty {
          w.line("let \(name) = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(")
          w.line("  widthDimension: \(width),")
          w.line("  heightDimension: \(height)))")
        } else {
          w.line("let \(name) = NSCollectionLayoutItem(")
          w.line("  layoutSize: NSCollectionLayoutSize(")
          w.line("    widthDimension: \(width),")
          w.line("    heightDimension: \(height)),")
          w.line("  supplementaryItems: [\(badges.joined(separator: ", "))])")
        }
        modifiers(name, insets: item.insets, edges: item.edges, &w)
      case .group(let g):
        let base = Self.base(e, topLevel: topLevel)
        // Its own size, then the container its children are resolved in.
        func own(_ given: String?, _ d: Dimension, _ suffix: String) -> Result<SwiftLength, FillDependence> {
          given.map { .success(.local($0)) } ?? sizing.resolve(d, in: container).map { .named(base + suffix, $0) }
        }
        let inner = sizing.inner(g, base: base, width: own(sized.width, g.size.width, "Width"), height: own(sized.height, g.size.height, "Height"))
        let inside = sizing.children(of: g, inner: inner)
        let children: String
        switch g.kind {
        case .fill(let cs):
          children = "subitems: [" + cs.map { emit($0, &w, in: inside) }.joined(separator: ", ") + "]"
        case .repeating(let c, let n) where target < options.repeatingSubitem:
          // Before iOS 16 (macOS 13) only a fill of the child can say it, and only where it places N copies.
          if !RepeatLowering.fillPlacesExactly(g, rules: sizing.rules) {
            let at = g.kindSource ?? g.source
            diagnostics.append(Diagnostic(
              EmitDiagnostics.repeatNeedsIOS16(n, target: target, platform: options.platform), at: at,
              notes: [EmitDiagnostics.repeatNeedsIOS16Note(n, platform: options.platform)],
              fixIts: g.kindSource.map { [FixIt(replacing: $0, with: "count: \(n)")] } ?? []))
          }
          children = "subitems: [\(emit(c, &w, in: inside))]"
        case .repeating(let c, let n):
          let sized = retrySized(g, in: inside, &w)
          children = "repeatingSubitem: \(emit(c, &w, in: inside, sized: sized)), count: \(n)"
        case .count(let c, let n) where target < options.subitemCountDeprecated:
          // Not deprecated yet: UIKit makes the 1/N copies and takes the spacing out itself (G3, G5).
          children = "subitem: \(emit(c.legacyCountCopy(axis: g.axis, count: n), &w, countOf: n, in: inside)), count: \(n)"
        case .count(let c, let n):
          let sized = retrySized(g, in: inside, &w)
          children = "repeatingSubitem: \(emit(c.legacyCountCopy(axis: g.axis, count: n), &w, countOf: n, in: inside, sized: sized)), count: \(n)"
        }
        let declaration: String
        if topLevel, let assigned = assigning {
          name = assigned
          declaration = assigned
        } else {
          name = names.claim(base, suffix: "Group")
          declaration = "let \(name)"
        }
        let badges = g.supplementaries.map { badge($0, host: name, &w) }
        w.line("\(declaration) = NSCollectionLayoutGroup.\(g.axis.rawValue)(")
        w.line("  layoutSize: NSCollectionLayoutSize(")
        w.line("    widthDimension: \(Self.sizedDimension(g.size.width, sized: sized.width, countOf: countOf)),")
        w.line("    heightDimension: \(Self.sizedDimension(g.size.height, sized: sized.height, countOf: countOf))),")
        w.line("  \(children))")
        if let s = g.interItemSpacing { w.line("\(name).interItemSpacing = \(spacing(s))") }
        modifiers(name, insets: g.insets, edges: g.edges, &w)
        if !badges.isEmpty { w.line("\(name).supplementaryItems = [\(badges.joined(separator: ", "))]") }
      }
      emitted[key] = name
      return name
    }

    /// `.absolute(itemWidth)` when the length was computed (`sized`), else the written dimension.
    static func sizedDimension(_ d: Dimension, sized: String?, countOf: Int?) -> String {
      sized.map { ".absolute(\($0))" } ?? SwiftEmitter.dimension(d, countOf: countOf)
    }

    /// The name a node's local is claimed from.
    static func base(_ e: LayoutElement, topLevel: Bool = false) -> String {
      switch e {
      case .item(let i): i.letName.map(SwiftNames.localName) ?? "item"
      case .group(let g): g.letName.map(SwiftNames.localName) ?? (topLevel ? "group" : "\(g.axis.rawValue)Group")
      }
    }

    func modifiers(_ name: String, insets i: EdgeInsets, edges: EdgeSpacing, _ w: inout CodeWriter) {
      if !i.isZero { w.line("\(name).contentInsets = \(insets(i))") }
      if !edges.isNone {
        let parts = [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom)]
          .map { "\($0.0): \($0.1.map(spacing) ?? "nil")" }
        w.line("\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing(\(parts.joined(separator: ", ")))")
      }
    }

    /// A badge (`NSCollectionLayoutSupplementaryItem`) anchored to its item's or group's
    /// container, named after its host when that is a group or a named item (`tileBadge`); one local
    /// per distinct badge, shared by every host that has it.
    mutating func badge(_ b: ItemSupplementary, host: String?, _ w: inout CodeWriter) -> String {
      if let name = badges[b] { return name }
      // Named for what it is, not for its numbered element kind (`badge-2`).
      let kind = "badge"
      let base = host.map { $0.filter { $0 != "`" } + kind.prefix(1).uppercased() + kind.dropFirst() } ?? kind
      let name = names.claim(base, suffix: "Supplementary")
      w.line("let \(name) = NSCollectionLayoutSupplementaryItem(")
      w.line("  layoutSize: NSCollectionLayoutSize(")
      w.line("    widthDimension: \(dimension(b.size.width)),")
      w.line("    heightDimension: \(dimension(b.size.height))),")
      w.line("  elementKind: \(elementKindConstant(b.kind)),")
      w.line("  containerAnchor: \(anchor(b.anchor)))")
      badges[b] = name
      return name
    }
  }

  /// The name of the `static let` holding an item or group supplementary's element kind:
  /// `badge` → `badgeElementKind`.
  static func elementKindConstant(_ kind: String) -> String {
    SwiftNames.localName(kind) + "ElementKind"
  }

  /// `NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))`;
  /// no edge centres the supplementary on its container; a zero fractional offset is left out.
  static func anchor(_ a: Anchor) -> String {
    let edges = [(a.top, ".top"), (a.bottom, ".bottom"), (a.leading, ".leading"), (a.trailing, ".trailing")]
      .filter(\.0).map(\.1)
    let list = "[" + edges.joined(separator: ", ") + "]"
    switch a.offset {
    case .fractional(let x, let y) where x == 0 && y == 0:
      return "NSCollectionLayoutAnchor(edges: \(list))"
    case .fractional(let x, let y):
      return "NSCollectionLayoutAnchor(edges: \(list), fractionalOffset: \(point(x, y)))"
    case .absolute(let x, let y):
      return "NSCollectionLayoutAnchor(edges: \(list), absoluteOffset: \(point(x, y)))"
    }
  }

  static func point(_ x: Double, _ y: Double) -> String {
    "CGPoint(x: \(number(x)), y: \(number(y)))"
  }
}
