import LayoutSource

// Supplementary views, decorations, orthogonal scrolling and adaptivity in the compositional model
// (X1–X7 in Grammar/semantics.md; the modifiers in Grammar/reference.md).

/// A section's (or the layout's) header or footer: `NSCollectionLayoutBoundarySupplementaryItem`.
public struct BoundarySupplementary: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable { case header, footer }
  /// Where along the layout axis it sits: `.top`/`.bottom`, or `.leading`/`.trailing` when the
  /// section lays out horizontally. Other alignments are rejected: how UIKit places them has not been measured.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
    /// At the start of the layout axis (`.top` or `.leading`).
    public var isLeading: Bool { self == .top || self == .leading }
  }

  public var kind: Kind
  public var size: LayoutSize
  public var alignment: Alignment
  /// `pinToVisibleBounds`.
  public var pinned: Bool
  /// `extendsBoundary`: pushes the content by its extent (default true).
  public var extendsBoundary: Bool
  public var source: SourceRange
}

/// Where an item's or group's supplementary is anchored: `NSCollectionLayoutAnchor`.
public struct Anchor: Sendable, Hashable {
  /// The edges, as written: `top-trailing`, `bottom`, `center` (none).
  public var top: Bool
  public var leading: Bool
  public var bottom: Bool
  public var trailing: Bool
  /// The offset: a fraction of the supplementary's own size, or points.
  public enum Offset: Sendable, Hashable {
    case fractional(x: Double, y: Double)
    case absolute(x: Double, y: Double)
  }
  public var offset: Offset

  /// `top-trailing` → `[.top, .trailing]`; the spelling the language uses.
  public var spelling: String {
    let parts = [top ? "top" : bottom ? "bottom" : nil, leading ? "leading" : trailing ? "trailing" : nil].compactMap { $0 }
    return parts.isEmpty ? "center" : parts.joined(separator: "-")
  }
}

/// An item's or group's supplementary view (`NSCollectionLayoutSupplementaryItem`): a badge.
public struct ItemSupplementary: Sendable, Hashable {
  /// The element kind (`badge`).
  public var kind: String
  /// Resolved against the host's frame: `fractionalWidth` is a fraction of the host's width (X1).
  public var size: LayoutSize
  public var anchor: Anchor
  public var source: SourceRange
}

/// A section background (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
public struct Decoration: Sendable, Hashable {
  public var kind: String
  /// The decoration's own content insets (`background(inset: N)`).
  public var insets: EdgeInsets
  public var source: SourceRange
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (none when the section has no `scroll`).
public enum OrthogonalScrolling: String, Sendable, Hashable, CaseIterable {
  case continuous
  case continuousGroupLeadingBoundary = "continuous-leading"
  case paging
  case groupPaging = "group-paging"
  case groupPagingCentered = "group-paging-centered"
}

/// One alternative of an adaptive section: its group when the container is wider than
/// `widthAbove` (`layoutEnvironment.container.effectiveContentSize.width > widthAbove`).
public struct AdaptiveCase: Sendable, Hashable {
  public var widthAbove: Double
  public var group: LayoutGroup
  /// Where the threshold is written, for placement diagnostics.
  public var source: SourceRange? = nil
}
