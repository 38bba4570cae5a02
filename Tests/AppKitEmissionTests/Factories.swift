@testable import GeneratedAppKitLayouts
import AppKit

// The AppKit side of the proof: every file of Tests/GeneratedAppKitLayouts (the samples and
// `SwiftEmissionTests`' fixtures without a UIKit-only feature, generated with `--platform macos`)
// by its stem. This file cannot import Testing (see Harness.swift).

/// The view class the proof gives every factory that takes a section background.
final class SectionBackgroundView: NSView {}

@MainActor
enum Factories {
  /// The display scale AppKit's layout environment does not carry: the harness sets it before it
  /// calls a factory, and the factories that floor sizes pass it to `makeLayout(backingScaleFactor:)`.
  static var backingScaleFactor: CGFloat = 3

  static let table: [String: () -> BuiltLayout] = [
    "adaptive-sections": { compositional(AdaptiveSectionsLayout.makeLayout()) },
    "badges": { compositional(BadgesLayout.makeLayout()) },
    "card": { compositional(CardLayout.makeLayout()) },
    "centered-chips": { compositional(CenteredChipsLayout.makeLayout()) },
    "distinct-sections": { compositional(DistinctSectionsLayout.makeLayout()) },
    "flow-photo-grid": { flow(FlowPhotoGridLayout.makeLayout(), delegate: nil) },
    "grid": { compositional(GridLayout.makeLayout()) },
    "horizontal-strip": { flow(CardStripLayout.makeLayout(), delegate: nil) },
    "inset-items-grid": { compositional(InsetItemsGridLayout.makeLayout()) },
    "list": { compositional(SettingsLayout.makeLayout()) },
    "nested-groups": { compositional(NestedGroupsLayout.makeLayout()) },
    "orthogonal-behaviors": { compositional(OrthogonalBehaviorsLayout.makeLayout()) },
    "orthogonal-sections": { compositional(OrthogonalSectionsLayout.makeLayout()) },
    "photo-grid": { compositional(PhotoGridLayout.makeLayout()) },
    "pinned-section-headers": { compositional(PinnedSectionHeadersLayout.makeLayout()) },
    "plain-list": { compositional(PlainListLayout.makeLayout()) },
    "right-to-left": { compositional(RightToLeftLayout.makeLayout()) },
    "section-background": { withSectionBackground(SectionBackgroundLayout.makeLayout(sectionBackground:)) },
    "section-headers-footers": { compositional(SectionHeadersFootersLayout.makeLayout()) },
    "sectioned-flow": { flow(FiltersLayout.makeLayout(), delegate: FiltersLayout.Delegate()) },
    "seed-as-written": { compositional(SeedAsWrittenLayout.makeLayout()) },
    "self-sizing-feed": { compositional(SelfSizingFeedLayout.makeLayout()) },
    "self-sizing-tags": { flow(SelfSizingTagsLayout.makeLayout(), delegate: nil) },
    "tag-cloud": { flow(TagCloudLayout.makeLayout(), delegate: TagCloudLayout.Delegate()) },
    "two-column-grid": { compositional(TwoColumnGridLayout.makeLayout(backingScaleFactor: backingScaleFactor)) },
    // Fixtures of this target.
    "adaptive-only": { compositional(AdaptiveOnlyLayout.makeLayout()) },
    "adaptive-widths": { withSectionBackground(AdaptiveWidthsLayout.makeLayout(sectionBackground:)) },
    "boundary-supplementaries": { compositional(BoundarySupplementariesLayout.makeLayout()) },
    "count-estimated": { compositional(CountEstimatedLayout.makeLayout()) },
    "count-many": { compositional(CountManyLayout.makeLayout()) },
    "everything": { withSectionBackground(GalleryLayout.makeLayout(sectionBackground:)) },
    "flow-defaults": { flow(FlowDefaultsLayout.makeLayout(), delegate: FlowDefaultsLayout.Delegate()) },
    "flow-horizontal-sections": { flow(HorizontalShelvesLayout.makeLayout(), delegate: HorizontalShelvesLayout.Delegate()) },
    "flow-pinned": { flow(FlowPinnedLayout.makeLayout(), delegate: nil) },
    "flow-section-names": { flow(FlowSectionNamesLayout.makeLayout(), delegate: nil) },
    "ios15-lowering": { compositional(LoweredForIOS15Layout.makeLayout()) },
    "horizontal-supplementaries": { withSectionBackground(HorizontalSupplementariesLayout.makeLayout(sectionBackground:)) },
    "item-group-badges": { compositional(ItemGroupBadgesLayout.makeLayout()) },
    "nasty-names": { compositional(NastyNamesLayout.makeLayout()) },
    "orthogonal-scrolling": { compositional(OrthogonalScrollingLayout.makeLayout()) },
    "section-backgrounds": { withSectionBackground(SectionBackgroundsLayout.makeLayout(sectionBackground:)) },
    "spacing-retry": { compositional(SpacingRetryLayout.makeLayout(backingScaleFactor: backingScaleFactor)) },
    "spacing-retry-in-fill": { compositional(SpacingRetryInFillLayout.makeLayout()) },
    "supplementary-names": { withSectionBackground(SupplementaryNamesLayout.makeLayout(sectionBackground:)) },
    "three-sections": { compositional(ThreeSectionsLayout.makeLayout(backingScaleFactor: backingScaleFactor)) },
  ]

  /// `makeLayout()` returns `NSCollectionViewLayout`; the generated code made it compositional.
  static func compositional(_ layout: NSCollectionViewLayout, sectionBackground: AnyClass? = nil) -> BuiltLayout {
    guard let c = layout as? NSCollectionViewCompositionalLayout else { preconditionFailure("\(layout) is not an NSCollectionViewCompositionalLayout") }
    return .compositional(c, sectionBackground: sectionBackground)
  }

  /// `makeLayout()` returns `NSCollectionViewLayout`; the generated code made it a flow layout.
  static func flow(_ layout: NSCollectionViewLayout, delegate: (any NSCollectionViewDelegateFlowLayout)?) -> BuiltLayout {
    guard let f = layout as? NSCollectionViewFlowLayout else { preconditionFailure("\(layout) is not an NSCollectionViewFlowLayout") }
    return .flow(f, delegate: delegate)
  }

  /// A layout made by a factory that takes the section background view class.
  static func withSectionBackground(_ make: @MainActor (NSView.Type) -> NSCollectionViewLayout) -> BuiltLayout {
    compositional(make(SectionBackgroundView.self), sectionBackground: SectionBackgroundView.self)
  }
}
