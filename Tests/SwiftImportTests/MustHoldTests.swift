import Foundation
import LayoutSource
import SwiftImport
import Testing

/// The must-holds on hand-written Swift (`Fixtures/`).
@Suite struct MustHoldTests {
  /// A view controller as apps write it imports to the photo grid of `Samples/seed-as-written.layout`:
  /// the same frames, and no diagnostic about the data source and cell code around it.
  @Test func viewControllerImportsToTheSeedsFrames() throws {
    let swift = try ImportPaths.source("Tests/SwiftImportTests/Fixtures/PhotosViewController.swift")
    let outcome = SwiftImporter.importLayouts(swift)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message.text))")
    try #require(outcome.layouts.count == 1)
    let layout = outcome.layouts[0]
    #expect(layout.declaration == "PhotosViewController.createLayout()")
    let text = try #require(layout.text)
    #expect(text.hasPrefix("// Imported from PhotosViewController.swift, PhotosViewController.createLayout()\n"))
    let seed = try ImportPaths.source("Samples/seed-as-written.layout")
    for (w, h) in RoundTripTests.sizes {
      let expected = try #require(RoundTrip.frames(seed, width: w, height: h))
      let actual = try #require(RoundTrip.frames(SourceFile(name: "photos.layout", text: text), width: w, height: h), "\(text)")
      #expect(expected == actual, "at \(w)×\(h)\n\(text)")
    }
  }

  /// A width read at run time: a warning at that expression, and nothing imported.
  @Test func runTimeWidthIsLocatedAndFails() throws {
    let swift = try ImportPaths.source("Tests/SwiftImportTests/Fixtures/RuntimeWidth.swift")
    let outcome = SwiftImporter.importLayouts(swift)
    let warning = try #require(outcome.diagnostics.first { $0.id.description == "import.runtimeValue" })
    #expect(warning.severity == .warning)
    let at = swift.location(of: warning.range.start)
    #expect((at.line, at.column) == (8, 33))
    #expect(swift.text(in: warning.range) == "UIScreen.main.bounds.width / 3")
    #expect(outcome.diagnostics.contains { $0.id.description == "import.geometryChanged" && $0.severity == .error })
    #expect(outcome.layouts.first?.text == nil)
  }

  /// Literal arithmetic is exact: `1.0 / 3.0` is `1/3`, `2 * 8` is `16`.
  @Test func literalArithmeticIsExact() throws {
    let swift = """
      enum L {
        static func makeLayout() -> UICollectionViewCompositionalLayout {
          let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .absolute(2 * 8 + 0.5)))
          item.contentInsets.leading = 4
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100 / 4)), subitems: [item])
          group.interItemSpacing = .flexible(3 - 1)
          let section = NSCollectionLayoutSection(group: group)
          section.contentInsets = .init(top: 0, leading: 10, bottom: 0, trailing: 10)
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    let outcome = SwiftImporter.importLayouts(SourceFile(name: "L.swift", text: swift))
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message.text))")
    let text = try #require(outcome.layouts.first?.text)
    #expect(text.contains("item(w: 1/3, h: 16.5pt) inset(leading: 4)"), "\(text)")
    #expect(text.contains("group.horizontal(w: 1, h: ~25pt) spacing flexible 2"), "\(text)")
    #expect(text.contains("section inset(leading: 10, trailing: 10)"), "\(text)")
  }

  /// Apple-style section provider: `switch` on an enum made from the section index, and `if` on
  /// the container's width.
  @Test func sectionProviderWithEnumAndWidth() throws {
    let swift = """
      class ViewController: UIViewController {
        enum SectionKind: Int, CaseIterable {
          case list, grid
        }
        func createLayout() -> UICollectionViewLayout {
          let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let kind = SectionKind(rawValue: sectionIndex) else { return nil }
            let columns = layoutEnvironment.container.effectiveContentSize.width > 800 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let groupHeight: NSCollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight), subitem: item, count: kind == .list ? 1 : columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
          }
          return layout
        }
      }
      """
    let outcome = SwiftImporter.importLayouts(SourceFile(name: "VC.swift", text: swift))
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message.text))")
    let text = try #require(outcome.layouts.first?.text)
    #expect(text.contains("section inset 20 < group.horizontal(w: 1, h: 44pt, count: 1) < item > >"), "\(text)")
    #expect(text.contains("when(widthAbove: 800pt) < group.horizontal(w: 1, h: 0.2w, count: 4) < item > >"), "\(text)")
    #expect(text.contains("else < group.horizontal(w: 1, h: 0.2w, count: 2) < item > >"), "\(text)")
  }

  /// A custom group and an invalidation handler are named where they are; the custom group fails.
  @Test func unsupportedConstructsWarnWhereTheyAre() throws {
    let swift = """
      enum L {
        static func makeLayout() -> UICollectionViewCompositionalLayout {
          let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
          let group = NSCollectionLayoutGroup.custom(layoutSize: size) { env in [] }
          let section = NSCollectionLayoutSection(group: group)
          section.visibleItemsInvalidationHandler = { items, offset, env in }
          return UICollectionViewCompositionalLayout(section: section)
        }
      }
      """
    let file = SourceFile(name: "L.swift", text: swift)
    let outcome = SwiftImporter.importLayouts(file)
    let lines = outcome.diagnostics.map { ($0.id.description, file.location(of: $0.range.start).line) }
    #expect(lines.contains { $0 == ("import.cannotExpress", 4) })
    #expect(lines.contains { $0 == ("import.cannotExpress", 6) })
    #expect(outcome.failed)
    #expect(outcome.layouts.first?.text == nil)
  }

  /// A file without a layout, and one whose braces do not match: located errors.
  @Test func unreadableFilesGetLocatedErrors() {
    let none = SwiftImporter.importLayouts(SourceFile(name: "A.swift", text: "struct A { func f() -> Int { 1 } }\n"))
    #expect(none.diagnostics.map(\.id.description) == ["import.noLayout"])
    let file = SourceFile(name: "B.swift", text: "enum B {\n  static func makeLayout() -> UICollectionViewCompositionalLayout {\n")
    let broken = SwiftImporter.importLayouts(file)
    #expect(broken.diagnostics.contains { $0.id.description == "import.unbalanced" && file.location(of: $0.range.start).line == 2 })
    #expect(broken.failed)
  }
}
