// The width changes the section's insets, not only its group: `.layout` cannot say it.
enum Grid {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      if environment.container.effectiveContentSize.width > 700 {
        section.contentInsets = .init(top: 0, leading: 40, bottom: 0, trailing: 40)
      }
      return section
    }
  }
}
