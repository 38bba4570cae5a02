@testable import GeneratedLayouts
import UIKit

/// Every generated factory, by the stem of its `.layout`. A flow layout passes its generated
/// `Delegate` when the file has one (`FactoryTableTests` checks both directions).
@MainActor
enum Factories {
  static let table: [String: () -> BuiltLayout] = [
    "card": { .compositional(CardLayout.makeLayout()) },
    "centered-chips": { .compositional(CenteredChipsLayout.makeLayout()) },
    "flow-photo-grid": { .flow(FlowPhotoGridLayout.makeLayout(), delegate: nil) },
    "grid": { .compositional(GridLayout.makeLayout()) },
    "horizontal-strip": { .flow(CardStripLayout.makeLayout(), delegate: nil) },
    "inset-items-grid": { .compositional(InsetItemsGridLayout.makeLayout()) },
    "list": { .compositional(SettingsLayout.makeLayout()) },
    "photo-grid": { .compositional(PhotoGridLayout.makeLayout()) },
    "sectioned-flow": { .flow(FiltersLayout.makeLayout(), delegate: FiltersLayout.Delegate()) },
    "seed-as-written": { .compositional(SeedAsWrittenLayout.makeLayout()) },
    "tag-cloud": { .flow(TagCloudLayout.makeLayout(), delegate: TagCloudLayout.Delegate()) },
    "two-column-grid": { .compositional(TwoColumnGridLayout.makeLayout()) },
    // Fixtures of this target.
    "count-many": { .compositional(CountManyLayout.makeLayout()) },
    "count-estimated": { .compositional(CountEstimatedLayout.makeLayout()) },
    "flow-defaults": { .flow(FlowDefaultsLayout.makeLayout(), delegate: FlowDefaultsLayout.Delegate()) },
    "flow-horizontal-sections": { .flow(HorizontalShelvesLayout.makeLayout(), delegate: HorizontalShelvesLayout.Delegate()) },
    "nasty-names": { .compositional(NastyNamesLayout.makeLayout()) },
    "three-sections": { .compositional(ThreeSectionsLayout.makeLayout()) },
  ]

  /// The hand-written mutant of `photo-grid` (Tests/GeneratedLayouts/Mutants).
  static func photoGridMutant() -> BuiltLayout {
    .compositional(PhotoGridLayoutMutant.makeLayout())
  }
}
