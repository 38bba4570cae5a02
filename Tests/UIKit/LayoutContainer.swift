// The layout container a section provider's environment holds: UIKit's and AppKit's are the same
// protocol (`Tests/AppKit` links this file).

/// UIKit and AppKit (macOS 10.15): `@MainActor protocol NSCollectionLayoutContainer : NSObjectProtocol`
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// UIKit: `var contentSize: CGSize { get }`
  var contentSize: CGSize { get }
  /// UIKit: `var effectiveContentSize: CGSize { get }`
  var effectiveContentSize: CGSize { get }
  /// UIKit: `var contentInsets: NSDirectionalEdgeInsets { get }`
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// UIKit: `var effectiveContentInsets: NSDirectionalEdgeInsets { get }`
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Shim only (not UIKit API): a layout container of a given size with no content insets (on macOS,
/// the clip view's bounds).
@_spi(LayoutcShim)
@MainActor
public final class ShimLayoutContainer: NSObject, NSCollectionLayoutContainer {
  public let contentSize: CGSize
  public var effectiveContentSize: CGSize { contentSize }
  public var contentInsets: NSDirectionalEdgeInsets { .zero }
  public var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
  public init(contentSize: CGSize) {
    self.contentSize = contentSize
    super.init()
  }
}
