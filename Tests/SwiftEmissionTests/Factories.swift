@testable import GeneratedLayouts
import UIKit

/// The view class the proof gives every factory that takes a section background; the harness
/// checks the layout registered it for its decoration kind.
final class SectionBackgroundView: UICollectionReusableView {}

/// Every generated factory, by the stem of its `.layout`. A flow layout passes its generated
/// `Delegate` when the file has one; a compositional layout with section backgrounds is given
/// `SectionBackgroundView` (`FactoryTableTests` checks both). One line per file of
/// Tests/GeneratedLayouts, samples first.
@MainActor
enum Factories {
  static let table: [String: () -> BuiltLayout] = [
    "adaptive-sections": { .compositional(AdaptiveSectionsLayout.makeLayout()) },
    "badges": { .compositional(BadgesLayout.makeLayout()) },
    "card": { .compositional(CardLayout.makeLayout()) },
    "centered-chips": { .compositional(CenteredChipsLayout.makeLayout()) },
    "distinct-sections": { .compositional(DistinctSectionsLayout.makeLayout()) },
    "flow-photo-grid": { .flow(FlowPhotoGridLayout.makeLayout(), delegate: nil) },
    "grid": { .compositional(GridLayout.makeLayout()) },
    "horizontal-strip": { .flow(CardStripLayout.makeLayout(), delegate: nil) },
    "inset-items-grid": { .compositional(InsetItemsGridLayout.makeLayout()) },
    "landscape-safe-area": { .compositional(LandscapeSafeAreaLayout.makeLayout()) },
    "list": { .compositional(SettingsLayout.makeLayout()) },
    "nested-groups": { .compositional(NestedGroupsLayout.makeLayout()) },
    "orthogonal-behaviors": { .compositional(OrthogonalBehaviorsLayout.makeLayout()) },
    "orthogonal-sections": { .compositional(OrthogonalSectionsLayout.makeLayout()) },
    "photo-grid": { .compositional(PhotoGridLayout.makeLayout()) },
    "pinned-section-headers": { .compositional(PinnedSectionHeadersLayout.makeLayout()) },
    "plain-list": { .compositional(PlainListLayout.makeLayout()) },
    "right-to-left": { .compositional(RightToLeftLayout.makeLayout()) },
    "section-background": { withSectionBackground(SectionBackgroundLayout.makeLayout(sectionBackground:)) },
    "section-headers-footers": { .compositional(SectionHeadersFootersLayout.makeLayout()) },
    "sectioned-flow": { .flow(FiltersLayout.makeLayout(), delegate: FiltersLayout.Delegate()) },
    "seed-as-written": { .compositional(SeedAsWrittenLayout.makeLayout()) },
    "settings": { .compositional(SettingsScreenLayout.makeLayout()) },
    "self-sizing-feed": { .compositional(SelfSizingFeedLayout.makeLayout()) },
    "self-sizing-tags": { .flow(SelfSizingTagsLayout.makeLayout(), delegate: nil) },
    "tag-cloud": { .flow(TagCloudLayout.makeLayout(), delegate: TagCloudLayout.Delegate()) },
    "two-column-grid": { .compositional(TwoColumnGridLayout.makeLayout()) },
    // Fixtures of this target.
    "adaptive-only": { .compositional(AdaptiveOnlyLayout.makeLayout()) },
    "adaptive-widths": { withSectionBackground(AdaptiveWidthsLayout.makeLayout(sectionBackground:)) },
    "boundary-supplementaries": { .compositional(BoundarySupplementariesLayout.makeLayout()) },
    "count-estimated": { .compositional(CountEstimatedLayout.makeLayout()) },
    "count-many": { .compositional(CountManyLayout.makeLayout()) },
    "everything": { withSectionBackground(GalleryLayout.makeLayout(sectionBackground:)) },
    "flow-defaults": { .flow(FlowDefaultsLayout.makeLayout(), delegate: FlowDefaultsLayout.Delegate()) },
    "flow-horizontal-sections": { .flow(HorizontalShelvesLayout.makeLayout(), delegate: HorizontalShelvesLayout.Delegate()) },
    "flow-automatic-size": { .flow(AutomaticTagsLayout.makeLayout(), delegate: nil) },
    "flow-pinned": { .flow(FlowPinnedLayout.makeLayout(), delegate: nil) },
    "flow-section-names": { .flow(FlowSectionNamesLayout.makeLayout(), delegate: nil) },
    "ios15-lowering": { .compositional(LoweredForIOS15Layout.makeLayout()) },
    "horizontal-supplementaries": { withSectionBackground(HorizontalSupplementariesLayout.makeLayout(sectionBackground:)) },
    "item-group-badges": { .compositional(ItemGroupBadgesLayout.makeLayout()) },
    "list-appearances": { .compositional(ListAppearancesLayout.makeLayout()) },
    "nasty-names": { .compositional(NastyNamesLayout.makeLayout()) },
    "orthogonal-scrolling": { .compositional(OrthogonalScrollingLayout.makeLayout()) },
    "section-backgrounds": { withSectionBackground(SectionBackgroundsLayout.makeLayout(sectionBackground:)) },
    "spacing-retry": { .compositional(SpacingRetryLayout.makeLayout()) },
    "spacing-retry-in-fill": { .compositional(SpacingRetryInFillLayout.makeLayout()) },
    "supplementary-names": { withSectionBackground(SupplementaryNamesLayout.makeLayout(sectionBackground:)) },
    "three-sections": { .compositional(ThreeSectionsLayout.makeLayout()) },
  ]

  /// A layout made by a factory that takes the section background view class.
  static func withSectionBackground(_ make: @MainActor (UICollectionReusableView.Type) -> UICollectionViewCompositionalLayout) -> BuiltLayout {
    .compositional(make(SectionBackgroundView.self), sectionBackground: SectionBackgroundView.self)
  }

  /// The hand-written mutants (Tests/GeneratedLayouts/Mutants), by the stem they were made from.
  static let mutants: [String: () -> BuiltLayout] = [
    "photo-grid": { .compositional(PhotoGridLayoutMutant.makeLayout()) },
    "item-group-badges": { .compositional(ItemGroupBadgesLayoutMutant.makeLayout()) },
    "boundary-supplementaries": { .compositional(BoundarySupplementariesLayoutMutant.makeLayout()) },
    "adaptive-widths": { withSectionBackground(AdaptiveWidthsLayoutMutant.makeLayout(sectionBackground:)) },
  ]

  /// Hand-written Swift that gives layoutc's frames only if UIKit retries `repeatingSubitem`
  /// groups (G5): two-column-grid as layoutc emitted it before it sized `count:` copies itself.
  static let twoColumnGridOldEmission: () -> BuiltLayout = { .compositional(TwoColumnGridLayoutOldEmission.makeLayout()) }
}
