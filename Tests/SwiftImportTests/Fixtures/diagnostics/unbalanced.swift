// The type's brace is never closed.
enum Broken {
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    return UICollectionViewCompositionalLayout(section: section())
  }
