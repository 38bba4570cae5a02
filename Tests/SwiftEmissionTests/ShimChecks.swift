@_spi(LayoutcShim) import UIKit

// Checks of the UIKit shim's own behaviour against what Apple documents (defaults, flags,
// "if the delegate does not implement this method…"). This file cannot import Testing (see
// Harness.swift); `ShimTests` asserts that `ShimChecks.failures()` is empty.

@MainActor
enum ShimChecks {
  /// A delegate that implements nothing: every answer is UIKit's fallback.
  final class EmptyDelegate: NSObject, UICollectionViewDelegateFlowLayout {}

  /// A delegate that implements one method.
  final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
      CGSize(width: indexPath.item, height: indexPath.section)
    }
  }

  /// Every documented behaviour the shim gets wrong, described; empty when it gets all right.
  static func failures() -> [String] {
    var failures: [String] = []
    func check(_ ok: Bool, _ what: String) {
      if !ok { failures.append(what) }
    }

    // UICollectionViewFlowLayout's documented defaults.
    let flow = UICollectionViewFlowLayout()
    check(flow.itemSize == CGSize(width: 50, height: 50), "flow itemSize defaults to (50, 50)")
    check(flow.minimumLineSpacing == 10, "flow minimumLineSpacing defaults to 10")
    check(flow.minimumInteritemSpacing == 10, "flow minimumInteritemSpacing defaults to 10")
    check(flow.sectionInset == .zero, "flow sectionInset defaults to zero")
    check(flow.headerReferenceSize == .zero && flow.footerReferenceSize == .zero, "flow reference sizes default to (0, 0)")
    check(flow.scrollDirection == .vertical, "flow scrollDirection defaults to .vertical")
    check(UICollectionView.ScrollDirection.vertical.rawValue == 0 && UICollectionView.ScrollDirection.horizontal.rawValue == 1, "ScrollDirection raw values")

    // "If you do not implement this method, the flow layout uses the value in its … property."
    flow.itemSize = CGSize(width: 7, height: 8)
    flow.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    flow.minimumLineSpacing = 5
    flow.minimumInteritemSpacing = 6
    flow.headerReferenceSize = CGSize(width: 0, height: 9)
    flow.footerReferenceSize = CGSize(width: 0, height: 11)
    let empty = EmptyDelegate()
    let view = UICollectionView(frame: .zero, collectionViewLayout: flow)
    view.delegate = empty
    let d = view.delegate as? any UICollectionViewDelegateFlowLayout
    check(d?.collectionView(view, layout: flow, sizeForItemAt: IndexPath(item: 0, section: 0)) == flow.itemSize, "unimplemented sizeForItemAt answers itemSize")
    check(d?.collectionView(view, layout: flow, insetForSectionAt: 0) == flow.sectionInset, "unimplemented insetForSectionAt answers sectionInset")
    check(d?.collectionView(view, layout: flow, minimumLineSpacingForSectionAt: 0) == 5, "unimplemented minimumLineSpacingForSectionAt answers minimumLineSpacing")
    check(d?.collectionView(view, layout: flow, minimumInteritemSpacingForSectionAt: 0) == 6, "unimplemented minimumInteritemSpacingForSectionAt answers minimumInteritemSpacing")
    check(d?.collectionView(view, layout: flow, referenceSizeForHeaderInSection: 0) == flow.headerReferenceSize, "unimplemented header size answers headerReferenceSize")
    check(d?.collectionView(view, layout: flow, referenceSizeForFooterInSection: 0) == flow.footerReferenceSize, "unimplemented footer size answers footerReferenceSize")
    let sizing: any UICollectionViewDelegateFlowLayout = SizingDelegate()
    check(sizing.collectionView(view, layout: flow, sizeForItemAt: IndexPath(item: 3, section: 2)) == CGSize(width: 3, height: 2), "an implemented method replaces the default")
    check(sizing.collectionView(view, layout: flow, minimumLineSpacingForSectionAt: 0) == 5, "the other methods keep their defaults")

    // The delegate is weak.
    do {
      let weakView = UICollectionView(frame: .zero, collectionViewLayout: flow)
      do {
        let temporary = EmptyDelegate()
        weakView.delegate = temporary
        check(weakView.delegate != nil, "delegate is stored")
      }
      check(weakView.delegate == nil, "delegate is weak")
    }

    // IndexPath's UIKit additions.
    var path = IndexPath(item: 4, section: 1)
    check(path.item == 4 && path.section == 1, "IndexPath(item:section:)")
    path.item = 9
    check(path == IndexPath(item: 9, section: 1), "IndexPath.item is settable")

    // Dimensions, spacings, edge spacings.
    let kinds: [(NSCollectionLayoutDimension, [Bool])] = [
      (.fractionalWidth(0.25), [true, false, false, false]), (.fractionalHeight(0.5), [false, true, false, false]),
      (.absolute(44), [false, false, true, false]), (.estimated(10), [false, false, false, true]),
    ]
    for (dim, flags) in kinds {
      check([dim.isFractionalWidth, dim.isFractionalHeight, dim.isAbsolute, dim.isEstimated] == flags, "dimension flags of \(dim.dimension)")
    }
    check(NSCollectionLayoutDimension.absolute(44).dimension == 44, "dimension value")
    check(NSCollectionLayoutSpacing.fixed(3).isFixed && !NSCollectionLayoutSpacing.fixed(3).isFlexible, "fixed spacing flags")
    check(NSCollectionLayoutSpacing.flexible(3).isFlexible && NSCollectionLayoutSpacing.flexible(4).spacing == 4, "flexible spacing flags and value")
    let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: .flexible(2), bottom: .fixed(3))
    check(edges.leading?.spacing == 1 && edges.top == nil && edges.trailing?.isFlexible == true && edges.bottom?.spacing == 3, "edge spacing stores each edge")

    // Items, groups, sections: defaults and structure.
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
    let item = NSCollectionLayoutItem(layoutSize: size)
    check(item.layoutSize === size && item.contentInsets == .zero && item.edgeSpacing == nil, "item defaults")
    let fill = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item, item])
    check(fill.subitems.count == 2 && fill.shimAxis == .vertical && fill.shimRepeatCount == nil && fill.interItemSpacing == nil, "fill group")
    let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
    check(repeating.subitems.count == 1 && repeating.shimAxis == .horizontal && repeating.shimRepeatCount == 3, "repeating group")
    let section = NSCollectionLayoutSection(group: fill)
    check(section.shimGroup === fill && section.interGroupSpacing == 0 && section.contentInsets == .zero, "section defaults")

    // Layouts: a single section serves every index; a provider is asked per index; the
    // configuration is copied in.
    let environment = ShimLayoutEnvironment(contentSize: CGSize(width: 390, height: 844), displayScale: 3)
    let single = UICollectionViewCompositionalLayout(section: section)
    check(single.shimSection(at: 0, environment: environment) === section && single.shimSection(at: 5, environment: environment) === section, "init(section:) serves every index")
    check(single.configuration.scrollDirection == .vertical && single.configuration.interSectionSpacing == 0, "configuration defaults")
    var asked: [Int] = []
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    let provided = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
      asked.append(index)
      return index == 0 ? section : nil
    }, configuration: configuration)
    configuration.interSectionSpacing = 99
    check(provided.configuration.interSectionSpacing == 12, "the layout keeps a copy of its configuration")
    check(provided.shimSection(at: 0, environment: environment) === section && provided.shimSection(at: 1, environment: environment) == nil && asked == [0, 1], "the provider is asked per index")

    // Supplementaries, decorations and the section's new properties: UIKit's documented defaults.
    check(NSDirectionalRectEdge.top.rawValue == 1 && NSDirectionalRectEdge.leading.rawValue == 2
      && NSDirectionalRectEdge.bottom.rawValue == 4 && NSDirectionalRectEdge.trailing.rawValue == 8
      && NSDirectionalRectEdge.all.rawValue == 15, "NSDirectionalRectEdge raw values")
    check(NSRectAlignment.top.rawValue == 1 && NSRectAlignment.bottom.rawValue == 5 && NSRectAlignment.leading.rawValue == 3
      && NSRectAlignment.trailing.rawValue == 7, "NSRectAlignment raw values")
    check(UIContentInsetsReference.automatic.rawValue == 0 && UIContentInsetsReference.none.rawValue == 1, "UIContentInsetsReference raw values")
    check(UICollectionLayoutSectionOrthogonalScrollingBehavior.none.rawValue == 0
      && UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5, "orthogonal behaviour raw values")
    check(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader"
      && UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter", "section element kinds")
    let fractional = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
    check(fractional.edges == [.top, .trailing] && fractional.offset == CGPoint(x: 0.5, y: -0.5)
      && fractional.isFractionalOffset && !fractional.isAbsoluteOffset, "fractional anchor")
    let absolute = NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 2, y: 3))
    check(absolute.isAbsoluteOffset && !absolute.isFractionalOffset && absolute.offset == CGPoint(x: 2, y: 3), "absolute anchor")
    check(NSCollectionLayoutAnchor(edges: .leading).offset == .zero, "an anchor without an offset")
    let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: fractional)
    check(badge.elementKind == "badge" && badge.containerAnchor === fractional && badge.layoutSize === size, "supplementary item")
    let badged = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
    check(badged.supplementaryItems.count == 1 && badged.supplementaryItems[0] === badge && item.supplementaryItems.isEmpty, "item supplementaries")
    let badgedGroup = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [badged])
    check(badgedGroup.supplementaryItems.isEmpty, "a group has no supplementaries by default")
    badgedGroup.supplementaryItems = [badge]
    check(badgedGroup.supplementaryItems.count == 1, "a group's supplementaries are settable")
    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    check(header.alignment == .top && header.extendsBoundary && !header.pinToVisibleBounds && header.elementKind == UICollectionView.elementKindSectionHeader,
          "boundary supplementary defaults: extendsBoundary true, pinToVisibleBounds false")
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
    check(background.elementKind == "bg" && background.contentInsets == .zero, "background decoration")
    let plain = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item]))
    check(plain.orthogonalScrollingBehavior == .none && plain.supplementaryContentInsetsReference == .automatic
      && plain.boundarySupplementaryItems.isEmpty && plain.decorationItems.isEmpty, "section defaults for supplementaries")
    let withHeader = UICollectionViewCompositionalLayoutConfiguration()
    withHeader.boundarySupplementaryItems = [header]
    check(UICollectionViewCompositionalLayout(section: plain, configuration: withHeader).configuration.boundarySupplementaryItems.first === header,
          "the layout's copy of its configuration keeps its boundary supplementaries")
    check(UICollectionViewCompositionalLayoutConfiguration().boundarySupplementaryItems.isEmpty, "configuration has no boundary supplementaries by default")
    let registering = UICollectionViewCompositionalLayout(section: plain)
    registering.register(UICollectionReusableView.self, forDecorationViewOfKind: "bg")
    check(registering.shimDecorationViewClasses["bg"] == UICollectionReusableView.self, "decoration view registration is recorded")
    registering.register(nil, forDecorationViewOfKind: "bg")
    check(registering.shimDecorationViewClasses["bg"] == nil, "registering nil unregisters")
    let wide = ShimLayoutEnvironment(contentSize: CGSize(width: 820, height: 1180), displayScale: 2)
    check(wide.container.effectiveContentSize.width == 820 && wide.container.contentSize.height == 1180, "the environment's container size")
    check(wide.traitCollection.displayScale == 2 && UITraitCollection(displayScale: 3).displayScale == 3, "the environment's display scale")

    // Late changes are recorded.
    ShimAudit.lateMutations = []
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    section.interGroupSpacing = 3
    check(ShimAudit.lateMutations.count == 2, "changes after use are recorded: \(ShimAudit.lateMutations)")
    ShimAudit.lateMutations = []
    let held = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item]))
    let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    held.boundarySupplementaryItems = [footer]
    footer.pinToVisibleBounds = true
    footer.extendsBoundary = false
    badge.contentInsets = .zero
    check(ShimAudit.lateMutations.count == 3, "changes to supplementaries after use are recorded: \(ShimAudit.lateMutations)")
    ShimAudit.lateMutations = []
    return failures
  }
}
