import LayoutSemantics
import LayoutSource

// A compositional section's function: its group (or, for an adaptive section, one group per
// width), then the section with its spacing, insets, orthogonal scrolling, headers, footers and
// background — each object configured before it is handed on.

extension SwiftEmitter {
  /// The element kind of the layout's own header or footer (UIKit has no constant for them).
  static func layoutBoundaryKind(_ kind: BoundarySupplementary.Kind) -> (constant: String, value: String) {
    switch kind {
    case .header: ("layoutHeaderElementKind", "layout-header")
    case .footer: ("layoutFooterElementKind", "layout-footer")
    }
  }
  /// The element kind of section backgrounds.
  static let sectionBackgroundKind = (constant: "sectionBackgroundElementKind", value: "section-background")
  /// The name of the parameter of an adaptive section's function.
  static let environment = "layoutEnvironment"

  /// A section function's code, written at indentation 0 for the type's body, and what the rest of
  /// the type needs to know about it.
  struct SectionFunction {
    var code: CodeWriter
    /// It takes the layout environment (adaptive, or computing sizes).
    var takesEnvironment: Bool
    /// It calls the type's `pixelFloor`.
    var usesPixelFloor: Bool
    var diagnostics: [Diagnostic]
  }

  /// What a section function's locals used of the layout environment, and what they warned.
  struct EnvironmentUse {
    var container: Set<Axis> = []
    var scale = false
    var computesSizes = false
    var diagnostics: [Diagnostic] = []
    mutating func add(_ locals: Locals) {
      container.formUnion(locals.usedContainer)
      scale = scale || locals.usesScale
      computesSizes = computesSizes || locals.computesSizes
      diagnostics += locals.diagnostics
    }
  }

  /// `static func photosSection() -> NSCollectionLayoutSection { … }`, or for an adaptive
  /// section, or one that computes sizes (`SwiftSizing.swift`),
  /// `static func gridSection(_ layoutEnvironment: any NSCollectionLayoutEnvironment)`.
  static func sectionFunction(
    _ s: LayoutSection, name f: String, scroll: Axis, sizing: SwiftSizing, options: SwiftOptions = SwiftOptions()
  ) -> SectionFunction {
    let target = options.deploymentTarget
    if let list = s.list { return listSectionFunction(s, list, name: f, options: options) }
    var w = CodeWriter()
    var use = EnvironmentUse()
    if options.platform == .macos, let r = s.insetsReference {
      use.diagnostics.append(Diagnostic(EmitDiagnostics.uikitOnly(.sectionInsetsReference(UIKitAPI.member(r.uikit))), at: s.source))
    }
    if options.platform == .ios, !s.supplementariesFollowInsets, target < UIKitAPI.supplementariesFollowContentInsets {
      use.diagnostics.append(Diagnostic(EmitDiagnostics.supplementaryInsetsNeedIOS14(target: target), at: (s.header ?? s.footer)?.source ?? s.source))
    }
    if options.platform == .ios, s.insetsReference != nil, target < UIKitAPI.contentInsetsReference {
      use.diagnostics.append(Diagnostic(EmitDiagnostics.insetsReferenceNeedsIOS14(target: target), at: s.source))
    }
    let container = sizing.sectionContainer(s, scroll: scroll)
    // Names the size computations may need, reserved before any local is named.
    let environmentNames = SwiftSizing.containsContested(s) ? SwiftSizing.environmentNames : []
    let sizesDoc = "/// Some sizes are computed here rather than by UIKit (the comments below say why)."
    w.line(sectionDoc(s))
    if s.adaptive.isEmpty {
      var locals = Locals(taken: environmentNames, sizing: sizing, options: options)
      var body = CodeWriter()
      let group = locals.emit(.group(s.group), &body, topLevel: true, in: container)
      sectionBody(s, group: group, names: &locals.names, options: options, &body)
      use.add(locals)
      let takesEnvironment = !use.container.isEmpty || use.scale
      if use.computesSizes { w.line(sizesDoc) }
      w.block("static func \(f)(\(takesEnvironment ? environmentParameters(use, options.platform) : "")) -> NSCollectionLayoutSection {") { w in
        environmentLets(use, options.platform, &w)
        w.append(body)
      }
      return SectionFunction(code: w, takesEnvironment: takesEnvironment, usesPixelFloor: use.scale, diagnostics: use.diagnostics)
    }
    w.line("/// Its group depends on the container's width; the first case that holds wins.")
    // Declared before the branches, which must neither shadow nor redeclare them.
    let outer: Set<String> = environmentNames.union(["width", "group", environment])
    var branches = CodeWriter()
    for (i, c) in s.adaptive.enumerated() {
      branches.line("\(i == 0 ? "if" : "} else if") width > \(number(c.widthAbove)) {")
      use.add(branch(c.group, taken: outer, in: container, sizing: sizing, options: options, &branches))
    }
    branches.line("} else {")
    use.add(branch(s.group, taken: outer, in: container, sizing: sizing, options: options, &branches))
    branches.line("}")
    use.container.remove(.horizontal)  // `width` is declared for the branches' conditions anyway.
    if use.computesSizes { w.line(sizesDoc) }
    w.block("static func \(f)(\(environmentParameters(use, options.platform))) -> NSCollectionLayoutSection {") { w in
      w.line("let width = \(environment).container.effectiveContentSize.width")
      environmentLets(use, options.platform, &w)
      w.line("let group: NSCollectionLayoutGroup")
      w.append(branches)
      var names = SwiftNames(taken: outer)
      sectionBody(s, group: "group", names: &names, options: options, &w)
    }
    return SectionFunction(code: w, takesEnvironment: true, usesPixelFloor: use.scale, diagnostics: use.diagnostics)
  }

  /// `/// Section `photos`.`, the first line of a section's function.
  static func sectionDoc(_ s: LayoutSection) -> String {
    s.name.map { "/// Section `\($0)`." } ?? "/// An unnamed section."
  }

  /// `let width = …`, `let height = …`, `let scale = …`: what the computed sizes use. AppKit's
  /// layout environment has no trait collection: on macOS the scale is the function's parameter.
  static func environmentLets(_ use: EnvironmentUse, _ platform: SwiftPlatform, _ w: inout CodeWriter) {
    for axis in [Axis.horizontal, .vertical] where use.container.contains(axis) {
      let name = SwiftSizing.containerName(axis)
      w.line("let \(name) = \(environment).container.effectiveContentSize.\(name)")
    }
    if use.scale, platform == .ios { w.line("let \(SwiftSizing.scaleName) = \(environment).traitCollection.displayScale") }
  }

  /// A section function's parameters: the layout environment, and on macOS the display scale
  /// when it pixel-floors (`makeLayout(backingScaleFactor:)` passes it on).
  static func environmentParameters(_ use: EnvironmentUse, _ platform: SwiftPlatform) -> String {
    "_ \(environment): any NSCollectionLayoutEnvironment" + (use.scale && platform == .macos ? ", _ \(SwiftSizing.scaleName): CGFloat" : "")
  }

  /// One branch of an adaptive section: its locals, ending with `group = …`.
  static func branch(
    _ g: LayoutGroup, taken: Set<String>, in container: SwiftContainer, sizing: SwiftSizing, options: SwiftOptions, _ w: inout CodeWriter
  ) -> Locals {
    var locals = Locals(taken: taken, sizing: sizing, options: options)
    w.indented { w in
      _ = locals.emit(.group(g), &w, topLevel: true, assigning: "group", in: container)
    }
    return locals
  }

  /// The type's helper for `ios17`'s pixel floor (D4), written once when a section uses it.
  static func pixelFloorFunction(_ w: inout CodeWriter) {
    w.line("/// `length` rounded down to the display's pixel grid, as UIKit rounds fractional sizes; an")
    w.line("/// unspecified scale (0) leaves it as it is.")
    w.block("private static func \(SwiftSizing.pixelFloor)(_ length: CGFloat, scale: CGFloat) -> CGFloat {") { w in
      w.line("scale > 0 ? (length * scale).rounded(.down) / scale : length")
    }
  }

  /// From `let section = NSCollectionLayoutSection(group: …)` to `return section`.
  static func sectionBody(_ s: LayoutSection, group: String, names: inout SwiftNames, options: SwiftOptions, _ w: inout CodeWriter) {
    w.line("let section = NSCollectionLayoutSection(group: \(group))")
    if s.interGroupSpacing != 0 { w.line("section.interGroupSpacing = \(number(s.interGroupSpacing))") }
    if !s.insets.isZero { w.line("section.contentInsets = \(insets(s.insets))") }
    if let r = s.insetsReference { w.line("section.contentInsetsReference = \(UIKitAPI.member(r.uikit))") }
    if let o = s.orthogonalScrolling {
      if o == .groupPagingCentered {
        w.line("// layoutc's frames assume UIKit centres each group with (width - group width) / 2 (an open question).")
      }
      w.line("section.orthogonalScrollingBehavior = .\(orthogonalBehavior(o))")
    }
    let boundaries = [s.header, s.footer].compactMap { $0 }.map { b in
      boundary(b, name: names.claim(b.kind.rawValue, suffix: "Supplementary"), elementKind: sectionElementKind(b.kind, options.platform), &w)
    }
    if !boundaries.isEmpty { w.line("section.boundarySupplementaryItems = [\(boundaries.joined(separator: ", "))]") }
    // iOS 16 replaced `supplementariesFollowContentInsets = false` (iOS 14) with this; AppKit
    // has only the former, current since macOS 10.15.
    if !s.supplementariesFollowInsets {
      w.line(options.platform == .macos || options.deploymentTarget < UIKitAPI.supplementaryContentInsetsReference
        ? "section.supplementariesFollowContentInsets = false" : "section.supplementaryContentInsetsReference = .none")
    }
    if let d = s.background {
      let name = names.claim("background", suffix: "Decoration")
      w.line("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(sectionBackgroundKind.constant))")
      if !d.insets.isZero { w.line("\(name).contentInsets = \(insets(d.insets))") }
      w.line("section.decorationItems = [\(name)]")
    }
    w.line("return section")
  }

  /// `UICollectionView.elementKindSectionHeader` / `…Footer` (`NSCollectionView.…` on macOS).
  static func sectionElementKind(_ kind: BoundarySupplementary.Kind, _ platform: SwiftPlatform = .ios) -> String {
    platform.collectionView + (kind == .header ? ".elementKindSectionHeader" : ".elementKindSectionFooter")
  }

  /// `let header = NSCollectionLayoutBoundarySupplementaryItem(…)`, with `pinToVisibleBounds`
  /// (and then `zIndex = 2`) and `extendsBoundary` set only when they are not UIKit's defaults.
  static func boundary(_ b: BoundarySupplementary, name: String, elementKind: String, _ w: inout CodeWriter) -> String {
    w.line("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(")
    w.line("  layoutSize: NSCollectionLayoutSize(")
    w.line("    widthDimension: \(dimension(b.size.width)),")
    w.line("    heightDimension: \(dimension(b.size.height))),")
    w.line("  elementKind: \(elementKind),")
    w.line("  alignment: .\(b.alignment.rawValue))")
    if b.pinned {
      w.line("\(name).pinToVisibleBounds = true")
      // Above the items it pins over, as in Apple's sample code (layoutc's frames say zIndex 2).
      w.line("\(name).zIndex = 2")
    }
    if !b.extendsBoundary { w.line("\(name).extendsBoundary = false") }
    return name
  }

  /// The `UICollectionLayoutSectionOrthogonalScrollingBehavior` case.
  static func orthogonalBehavior(_ o: OrthogonalScrolling) -> String {
    switch o {
    case .continuous: "continuous"
    case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
    case .paging: "paging"
    case .groupPaging: "groupPaging"
    case .groupPagingCentered: "groupPagingCentered"
    }
  }

  /// Every element kind of an item or group supplementary in the layout, in order of appearance.
  static func supplementaryKinds(_ m: LayoutModel) -> [String] {
    var kinds: [String] = []
    func visit(_ e: LayoutElement) {
      switch e {
      case .item(let i): kinds += i.supplementaries.map(\.kind)
      case .group(let g):
        kinds += g.supplementaries.map(\.kind)
        switch g.kind {
        case .fill(let cs): cs.forEach(visit)
        case .repeating(let c, _), .count(let c, _): visit(c)
        }
      }
    }
    for s in m.sections {
      for c in s.adaptive { visit(.group(c.group)) }
      visit(.group(s.group))
    }
    var seen: Set<String> = []
    // `badge`, `badge-2`, `badge-3`, … in their declarations' order (`LayoutModel.numberBadges`).
    func number(_ kind: String) -> Int { kind.split(separator: "-").last.flatMap { Int($0) } ?? 1 }
    return kinds.filter { seen.insert($0).inserted }.sorted { number($0) < number($1) }
  }
}
