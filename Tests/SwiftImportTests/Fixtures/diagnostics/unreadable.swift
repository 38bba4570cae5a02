// An assignment through a subscript is not Swift that import reads.
enum Odd {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    var items = [item]
    items[0] = item
    let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: items)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}
