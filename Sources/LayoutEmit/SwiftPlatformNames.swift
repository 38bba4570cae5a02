/// The names the generated Swift uses that differ between UIKit (`--platform ios`) and AppKit
/// (`--platform macos`). The item, group, section and supplementary classes
/// (`NSCollectionLayout…`) and `NSDirectionalEdgeInsets` are the same in both.
extension SwiftPlatform {
  /// The module the generated file imports, and the framework's name in comments.
  var framework: String { self == .ios ? "UIKit" : "AppKit" }
  /// The collection view class, which holds the section header and footer element kinds.
  var collectionView: String { self == .ios ? "UICollectionView" : "NSCollectionView" }
  /// The layout base class, the type of a flow delegate's `collectionViewLayout`.
  var collectionViewLayout: String { self == .ios ? "UICollectionViewLayout" : "NSCollectionViewLayout" }
  var compositionalLayout: String { self == .ios ? "UICollectionViewCompositionalLayout" : "NSCollectionViewCompositionalLayout" }
  var compositionalConfiguration: String {
    self == .ios ? "UICollectionViewCompositionalLayoutConfiguration" : "NSCollectionViewCompositionalLayoutConfiguration"
  }
  var flowLayout: String { self == .ios ? "UICollectionViewFlowLayout" : "NSCollectionViewFlowLayout" }
  var flowDelegate: String { self == .ios ? "UICollectionViewDelegateFlowLayout" : "NSCollectionViewDelegateFlowLayout" }
  /// What `makeLayout()` returns: the layout's own class on iOS, `NSCollectionViewLayout` on
  /// macOS (the type `NSCollectionView.collectionViewLayout` takes).
  func layoutReturnType(_ layoutClass: String) -> String { self == .ios ? layoutClass : "NSCollectionViewLayout" }
  /// A flow layout's `sectionInset` type: top, left, bottom, right on both.
  var edgeInsets: String { self == .ios ? "UIEdgeInsets" : "NSEdgeInsets" }
  /// All-zero `edgeInsets` where the type is known.
  var zeroEdgeInsets: String { self == .ios ? ".zero" : "NSEdgeInsetsZero" }
  /// The class of the view a section background's decoration item shows.
  var decorationView: String { self == .ios ? "UICollectionReusableView" : "NSView" }
}
