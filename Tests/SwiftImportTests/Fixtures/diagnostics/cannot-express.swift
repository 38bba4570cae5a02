// A custom group places its items in code; the invalidation handler is left out with a warning.
enum Custom {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in [] }
    let section = NSCollectionLayoutSection(group: group)
    section.visibleItemsInvalidationHandler = { items, offset, environment in }
    return UICollectionViewCompositionalLayout(section: section)
  }
}
