import Foundation
import LayoutSource
import SwiftImport
import Testing

/// Hand-written Swift in the style of Apple's collection-view samples (`Tests/ImportFixtures`):
/// `ImportProofTests` proves, against the UIKit shim, that each `NAME.swift` has the frames of
/// `NAME.layout`; here `layoutc import NAME.swift` must build those same frames, at three
/// containers, with no diagnostic. Together: the import of each file has the frames UIKit computes.
@Suite struct HandWrittenImportTests {
  static let fixtures = ImportPaths.files("Tests/ImportFixtures", suffix: ".swift")

  @Test func everyFixtureIsHere() {
    #expect(Self.fixtures.map { $0.split(separator: "/").last.map(String.init) ?? "" }
      == ["app-store.swift", "flow-tags.swift", "grid.swift", "nested-groups.swift", "section-provider.swift"])
  }

  @Test(arguments: fixtures)
  func importHasTheFramesTheShimComputes(_ path: String) throws {
    let swift = try ImportPaths.source(path)
    let outcome = SwiftImporter.importLayouts(swift)
    #expect(outcome.diagnostics.isEmpty, "\(path): \(outcome.diagnostics.map(\.message.text))")
    try #require(outcome.layouts.count == 1, "\(path): \(outcome.layouts.count) layouts")
    let text = try #require(outcome.layouts[0].text, "\(path): not imported")
    let imported = SourceFile(name: "imported.layout", text: text)
    let target = try ImportPaths.source(String(path.dropLast(".swift".count)) + ".layout")
    for (w, h) in [(320.0, 568.0), (390.0, 844.0), (1024.0, 1366.0)] {
      let expected = try #require(RoundTrip.frames(target, width: w, height: h), "\(path): its .layout builds")
      let actual = try #require(RoundTrip.frames(imported, width: w, height: h), "\(path): the import builds:\n\(text)")
      #expect(RoundTrip.withoutSectionNames(expected) == RoundTrip.withoutSectionNames(actual),
        "\(path) at \(w)×\(h): the import's frames differ from the shim-proven layout\n\(text)")
    }
  }
}
