import UIKit

// Hand-written, in the style of Apple's "Grid" sample (not generated): a photo grid of square
// cells, three to a row, with a hairline gap around each photo and a margin around the grid.
// `grid.layout` is what a faithful `layoutc import` of this file gives; the proof in
// `Tests/ImportProofTests` compares the frames of both at three containers.

@MainActor
enum PhotoGridViewLayout {
  static func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                          heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                           heightDimension: .fractionalWidth(1.0 / 3.0))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}
