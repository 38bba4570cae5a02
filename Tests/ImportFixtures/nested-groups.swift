import UIKit

// Hand-written, in the style of Apple's "Nested Groups" sample (not generated): a magazine block
// repeated down the page — a large photo beside a column of two, above a row of three squares.
// `nested-groups.layout` is what a faithful `layoutc import` of this file gives.

@MainActor
enum MagazineLayout {
  static func createLayout() -> UICollectionViewLayout {
    let photoInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

    let largePhoto = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1.0)))
    largePhoto.contentInsets = photoInsets

    let stackedPhoto = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
    stackedPhoto.contentInsets = photoInsets

    // The column takes the trailing side; whatever the large photo leaves goes before it.
    let stack = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(0.35), heightDimension: .fractionalHeight(1.0)),
      repeatingSubitem: stackedPhoto, count: 2)
    stack.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)

    let feature = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.6)),
      subitems: [largePhoto, stack])

    let square = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    square.contentInsets = photoInsets
    let squares = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.4)),
      subitem: square, count: 3)
    squares.interItemSpacing = .fixed(8)

    let block = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0)),
      subitems: [feature, squares])

    let section = NSCollectionLayoutSection(group: block)
    section.interGroupSpacing = 2 * 8
    section.contentInsets.leading = 12
    section.contentInsets.trailing = 12
    return UICollectionViewCompositionalLayout(section: section)
  }
}
