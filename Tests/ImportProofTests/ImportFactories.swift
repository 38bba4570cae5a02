@testable import ImportFixtures
import UIKit

// The layouts the hand-written Swift of Tests/ImportFixtures builds, as the proof harness takes
// them. This file cannot import Testing (see Harness.swift).

@MainActor
enum ImportFactories {
  /// Each fixture's `createLayout()`, by the stem of its `NAME.swift`; nil when the layout it
  /// returns is neither a compositional nor a flow layout.
  static let table: [String: () -> BuiltLayout?] = [
    "app-store": { compositional(AppStoreLayout.createLayout(), background: CategoriesBackgroundView.self) },
    "flow-tags": { .flow(TagListLayout.createLayout(), delegate: nil) },
    "grid": { compositional(PhotoGridViewLayout.createLayout()) },
    "nested-groups": { compositional(MagazineLayout.createLayout()) },
    "section-provider": { compositional(LibraryLayout.createLayout()) },
  ]

  /// The hand-written mutants (Tests/ImportFixtures/Mutants), by the stem they were made from.
  static let mutants: [String: () -> BuiltLayout?] = [
    "grid": { compositional(PhotoGridViewLayoutMutant.createLayout()) },
  ]

  /// A `createLayout()` that returns `UICollectionViewLayout`, as Apple's samples declare it.
  static func compositional(_ layout: UICollectionViewLayout, background: AnyClass? = nil) -> BuiltLayout? {
    guard let layout = layout as? UICollectionViewCompositionalLayout else { return nil }
    return .compositional(layout, sectionBackground: background)
  }
}
