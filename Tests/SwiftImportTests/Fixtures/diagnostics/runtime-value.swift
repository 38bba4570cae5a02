// The spacing is the function's parameter: only the app knows it.
enum Shelf {
  static func makeLayout(spacing: CGFloat) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    group.interItemSpacing = .fixed(spacing)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}
