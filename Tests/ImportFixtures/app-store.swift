import UIKit

// Hand-written, in the style of Apple's "Orthogonal Sections" and App Store–like samples (not
// generated): a paging carousel of featured cards, a sideways-scrolling row of app columns that
// stops at each column's leading edge, and a grid of categories on a background, with section
// headers. `app-store.layout` is what a faithful `layoutc import` of this file gives.

/// The view drawn behind the categories section.
final class CategoriesBackgroundView: UICollectionReusableView {}

@MainActor
enum AppStoreLayout {
  static let sectionBackgroundKind = "section-background"

  static func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20

    let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, layoutEnvironment in
      let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))

      if sectionIndex == 0 {
        // Featured: one card per page.
        let card = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let cardGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(280)),
          subitems: [card])
        cardGroup.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        let section = NSCollectionLayoutSection(group: cardGroup)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        return section
      } else if sectionIndex == 1 {
        // Top apps: columns of three rows, an icon and its details in each row.
        let icon = NSCollectionLayoutItem(
          layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
        icon.contentInsets = .init(top: 4, leading: 0, bottom: 4, trailing: 8)
        let details = NSCollectionLayoutItem(
          layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .fractionalHeight(1.0)))
        let appRow = NSCollectionLayoutGroup.horizontal(
          layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)),
          subitems: [icon, details])
        let column = NSCollectionLayoutGroup.vertical(
          layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(3 * 64 + 2 * 8)),
          repeatingSubitem: appRow, count: 3)
        column.interItemSpacing = .fixed(8)

        let section = NSCollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
      } else {
        // Categories: two to a row, on a rounded background.
        let category = NSCollectionLayoutItem(
          layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(56)),
          subitem: category, count: 2)
        row.interItemSpacing = .fixed(8)

        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: sectionBackgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        return section
      }
    }, configuration: configuration)

    layout.register(CategoriesBackgroundView.self, forDecorationViewOfKind: sectionBackgroundKind)
    return layout
  }
}
