import UIKit

// Hand-written, in the style of Apple's "Adaptive Sections" and "Pinned Section Headers" samples
// (not generated): a section provider with three kinds of section chosen by a `switch` on the
// section index — a list under a pinned header, a badged grid whose columns follow the
// container's width, and a strip of chips with a footer. `section-provider.layout` is what a
// faithful `layoutc import` of this file gives.

@MainActor
enum LibraryLayout {
  static let badgeElementKind = "badge"

  static func createLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
      switch sectionIndex {
      case 0:
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [row])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        return section

      case 1:
        let badge = NSCollectionLayoutSupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
          elementKind: badgeElementKind,
          containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let cover = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)),
          supplementaryItems: [badge])
        cover.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)

        let group: NSCollectionLayoutGroup
        if layoutEnvironment.container.effectiveContentSize.width > 800 {
          group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 6.0)),
            subitem: cover, count: 6)
        } else if layoutEnvironment.container.effectiveContentSize.width > 350 {
          group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitem: cover, count: 4)
        } else {
          group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0)),
            subitem: cover, count: 3)
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14)
        return section

      default:
        let chip = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(32)))
        chip.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(6), trailing: nil, bottom: nil)
        let strip = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
          subitems: [chip])
        strip.interItemSpacing = .flexible(8)
        let section = NSCollectionLayoutSection(group: strip)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(24)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [footer]
        return section
      }
    }
  }
}
