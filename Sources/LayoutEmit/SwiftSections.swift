import LayoutSemantics

// A compositional section's function: its group (or, for an adaptive section, one group per
// width), then the section with its spacing, insets, orthogonal scrolling, headers, footers and
// background — each object configured before it is handed on.

extension SwiftEmitter {
  /// The element kinds of the layout's own header and footer (UIKit has no constant for them).
  static let layoutBoundaryKinds: [BoundarySupplementary.Kind: (constant: String, value: String)] = [
    .header: ("layoutHeaderElementKind", "layout-header"),
    .footer: ("layoutFooterElementKind", "layout-footer"),
  ]
  /// The element kind of section backgrounds.
  static let sectionBackgroundKind = (constant: "sectionBackgroundElementKind", value: "section-background")
  /// The name of the parameter of an adaptive section's function.
  static let environment = "layoutEnvironment"

  /// `static func photosSection() -> NSCollectionLayoutSection { … }`, or for an adaptive
  /// section `static func gridSection(_ layoutEnvironment: any NSCollectionLayoutEnvironment)`.
  static func sectionFunction(_ s: LayoutSection, name f: String, _ w: inout CodeWriter) {
    w.line(sectionDoc(s))
    if s.adaptive.isEmpty {
      w.block("static func \(f)() -> NSCollectionLayoutSection {") { w in
        var locals = Locals()
        let group = locals.emit(.group(s.group), &w, topLevel: true)
        sectionBody(s, group: group, names: &locals.names, &w)
      }
    } else {
      w.line("/// Its group depends on the container's width; the first case that holds wins.")
      w.block("static func \(f)(_ \(environment): any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {") { w in
        // Declared before the branches, which must neither shadow nor redeclare them.
        let outer: Set<String> = ["width", "group", environment]
        w.line("let width = \(environment).container.effectiveContentSize.width")
        w.line("let group: NSCollectionLayoutGroup")
        for (i, c) in s.adaptive.enumerated() {
          w.line("\(i == 0 ? "if" : "} else if") width > \(number(c.widthAbove)) {")
          branch(c.group, taken: outer, &w)
        }
        w.line("} else {")
        branch(s.group, taken: outer, &w)
        w.line("}")
        var names = SwiftNames(taken: outer)
        sectionBody(s, group: "group", names: &names, &w)
      }
    }
  }

  /// `/// Section `photos`.`, the first line of a section's function.
  static func sectionDoc(_ s: LayoutSection) -> String {
    s.name.map { "/// Section `\($0)`." } ?? "/// An unnamed section."
  }

  /// One branch of an adaptive section: its locals, ending with `group = …`.
  static func branch(_ g: LayoutGroup, taken: Set<String>, _ w: inout CodeWriter) {
    w.indented { w in
      var locals = Locals(taken: taken)
      _ = locals.emit(.group(g), &w, topLevel: true, assigning: "group")
    }
  }

  /// From `let section = NSCollectionLayoutSection(group: …)` to `return section`.
  static func sectionBody(_ s: LayoutSection, group: String, names: inout SwiftNames, _ w: inout CodeWriter) {
    w.line("let section = NSCollectionLayoutSection(group: \(group))")
    if s.interGroupSpacing != 0 { w.line("section.interGroupSpacing = \(number(s.interGroupSpacing))") }
    if !s.insets.isZero { w.line("section.contentInsets = \(insets(s.insets))") }
    if let o = s.orthogonalScrolling {
      if o == .groupPagingCentered {
        w.line("// layoutc's frames assume UIKit centres each group with (width - group width) / 2 (an open question).")
      }
      w.line("section.orthogonalScrollingBehavior = .\(orthogonalBehavior(o))")
    }
    let boundaries = [s.header, s.footer].compactMap { $0 }.map { b in
      boundary(b, name: names.claim(b.kind.rawValue, suffix: "Supplementary"), elementKind: sectionElementKind(b.kind), &w)
    }
    if !boundaries.isEmpty { w.line("section.boundarySupplementaryItems = [\(boundaries.joined(separator: ", "))]") }
    // iOS 16's replacement for `supplementariesFollowContentInsets = false`.
    if !s.supplementariesFollowInsets { w.line("section.supplementaryContentInsetsReference = .none") }
    if let d = s.background {
      let name = names.claim("background", suffix: "Decoration")
      w.line("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(sectionBackgroundKind.constant))")
      if !d.insets.isZero { w.line("\(name).contentInsets = \(insets(d.insets))") }
      w.line("section.decorationItems = [\(name)]")
    }
    w.line("return section")
  }

  /// `UICollectionView.elementKindSectionHeader` / `…Footer`.
  static func sectionElementKind(_ kind: BoundarySupplementary.Kind) -> String {
    kind == .header ? "UICollectionView.elementKindSectionHeader" : "UICollectionView.elementKindSectionFooter"
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
    // `badge`, `badge-2`, `badge-3`, … in their declarations' order (`LayoutModel.numberingBadges`).
    func number(_ kind: String) -> Int { kind.split(separator: "-").last.flatMap { Int($0) } ?? 1 }
    return kinds.filter { seen.insert($0).inserted }.sorted { number($0) < number($1) }
  }
}
