import UIKit

/// Cards a third of the screen wide: the width is read from the screen at run time, which a
/// `.layout` file cannot say, so `layoutc import` refuses this layout (exit 1).
enum CardsLayout {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(UIScreen.main.bounds.width / 3),
      heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
      subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}
