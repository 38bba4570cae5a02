// The `UIKit` shim: the subset of UIKit's collection-view layout API that layoutc's `--emit swift`
// output uses, declared with UIKit's exact names, labels, types and main-actor isolation so the
// generated files compile unchanged on Linux (their `import UIKit` finds this module). Every
// declaration quotes, in its doc comment, the declaration it mirrors from Apple's documentation.
//
// Substitutions, because Linux has no Objective-C runtime:
// - Classes inherit `NSObject` from swift-corelibs-foundation; UIKit's `NSCopying` conformances and
//   `@NSCopying` attributes are left out (copying is done by hand where UIKit's semantics need it).
// - `@objc optional` protocol methods become requirements with default implementations (see
//   `UICollectionViewDelegateFlowLayout`).
// - `class func … -> Self` factories are real `-> Self` factories backed by a `required`
//   initialiser that is SPI (`@_spi(LayoutcShim)`), so the generated code cannot call it.
//
// Shim-only members (not UIKit API) are all `@_spi(LayoutcShim)` and named `shim…`: code that
// writes a plain `import UIKit`, as every generated file does, cannot see them. The proof harness
// imports them with `@_spi(LayoutcShim) import UIKit` to read back what UIKit keeps private (a
// group's axis and repeat count, a section's group, a layout's section provider).

@_exported import Foundation

/// UIKit: `struct NSDirectionalEdgeInsets` (Sendable, Equatable).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
  /// UIKit: `var top: CGFloat`
  public var top: CGFloat
  /// UIKit: `var leading: CGFloat`
  public var leading: CGFloat
  /// UIKit: `var bottom: CGFloat`
  public var bottom: CGFloat
  /// UIKit: `var trailing: CGFloat`
  public var trailing: CGFloat

  /// UIKit: `init()`
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// UIKit: `init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// UIKit: `static let zero: NSDirectionalEdgeInsets`
  public static let zero = NSDirectionalEdgeInsets()
}

// The AppKit shim compiles this file with `APPKIT` defined (`Tests/AppKit`): AppKit's flow layout
// takes Foundation's `NSEdgeInsets` instead.
#if !APPKIT
/// UIKit: `struct UIEdgeInsets` (Sendable, Equatable).
public struct UIEdgeInsets: Sendable, Hashable {
  /// UIKit: `var top: CGFloat`
  public var top: CGFloat
  /// UIKit: `var left: CGFloat`
  public var left: CGFloat
  /// UIKit: `var bottom: CGFloat`
  public var bottom: CGFloat
  /// UIKit: `var right: CGFloat`
  public var right: CGFloat

  /// UIKit: `init()`
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// UIKit: `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// UIKit: `static let zero: UIEdgeInsets`
  public static let zero = UIEdgeInsets()
}
#endif

/// UIKit adds `item` and `section` to Foundation's `IndexPath` (Foundation on Linux has neither).
extension IndexPath {
  /// UIKit: `init(item: Int, section: Int)`
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// UIKit: `var item: Int { get set }`
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// UIKit: `var section: Int { get set }`
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
