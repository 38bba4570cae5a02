import UIKit

// Hand-written (not generated): a tag list as apps build it with a flow layout — self-sizing tag
// cells that wrap like text, under a header that stays pinned while the list scrolls.
// `flow-tags.layout` is what a faithful `layoutc import` of this file gives.

@MainActor
enum TagListLayout {
  static func createLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .vertical
    layout.estimatedItemSize = CGSize(width: 80, height: 32)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 2 * 6
    layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 20, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    return layout
  }
}
