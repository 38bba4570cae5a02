// `>=` is not `when(widthAbove:)`'s strict `>`: imported with a warning, exit 0.
enum Grid {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width >= 600 ? 4 : 2
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: columns)
      return NSCollectionLayoutSection(group: group)
    }
  }
}
