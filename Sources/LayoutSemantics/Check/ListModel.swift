import LayoutSource

/// A list section (`section name < list(appearance:, header:, footer:, separators:) >`): UIKit's
/// `UICollectionLayoutListConfiguration` handed to `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` (L1–L7 in Grammar/semantics.md). The model keeps the configuration only;
/// the resolver turns it into rows, insets, headers and footers for a container (`ListLowering`),
/// since some of its metrics depend on the container's width.
public struct ListSection: Sendable, Hashable {
  public var appearance: ListAppearance
  /// `headerMode` (default `.none`).
  public var headerMode: ListHeaderMode
  /// `footerMode` (default `.none`).
  public var footerMode: ListFooterMode
  /// `showsSeparators` (default true). Separators are drawn inside the cells: no frame changes.
  public var showsSeparators: Bool
  /// The `list(…)` node, for diagnostics.
  public var source: SourceRange

  public init(
    appearance: ListAppearance, headerMode: ListHeaderMode = .none, footerMode: ListFooterMode = .none,
    showsSeparators: Bool = true, source: SourceRange
  ) {
    self.appearance = appearance
    self.headerMode = headerMode
    self.footerMode = footerMode
    self.showsSeparators = showsSeparators
    self.source = source
  }

  /// L3: plain lists pin their supplementary headers by default (Apple's documentation of
  /// `HeaderMode.supplementary`).
  public var pinsHeaders: Bool { appearance == .plain || appearance == .sidebarPlain }
}
