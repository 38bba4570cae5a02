import Foundation
import LayoutEmit
import LayoutSource
import SwiftImport
import Testing

/// Must hold: `import(layoutc build S --emit swift)` builds the frames of `S` (apart from the
/// `layout` key) at three widths, and emitting Swift from the import gives the first Swift again,
/// modulo comments, layout and the names of locals. With and without the header lines that
/// record the layout's name and previews (added here when the emitter does not write them).
@Suite struct RoundTripTests {
  static let sizes: [(Double, Double)] = [(320, 568), (390, 844), (1024, 768)]

  @Test(arguments: ImportPaths.roundTripInputs)
  func importOfTheEmittedSwiftHasTheSameFrames(_ path: String) throws {
    try check(path, platform: .ios)
  }

  @Test(arguments: ImportPaths.roundTripInputs)
  func importOfTheAppKitSwiftHasTheSameFrames(_ path: String) throws {
    try check(path, platform: .macos)
  }

  func check(_ path: String, platform: SwiftPlatform) throws {
    let original = try ImportPaths.source(path)
    guard let emitted = RoundTrip.emitSwift(original, RoundTrip.options(path, platform: platform)) else {
      // UIKit-only features under macOS are errors of the emitter (`Tests/AppKitEmissionTests`).
      #expect(platform == .macos, "\(path) does not emit Swift")
      return
    }
    // Without the header lines the layout's name comes from the enum and the file has no previews;
    // with them it is the original's, frames and all.
    for (swift, restoresPreviews) in [(emitted, emitted.contains("\n// layoutc: ")), (RoundTrip.withHeader(emitted, of: original), true)] {
      let outcome = SwiftImporter.importLayouts(SourceFile(name: "Emitted.swift", text: swift))
      #expect(outcome.diagnostics.isEmpty, "\(path): \(outcome.diagnostics.map(\.message.text))")
      try #require(outcome.layouts.count == 1, "\(path): \(outcome.layouts.count) layouts")
      let text = try #require(outcome.layouts[0].text, "\(path): not imported")
      let imported = SourceFile(name: "imported.layout", text: text)
      // Section names and counts included: flow layouts say them in their `enum Section`.
      for (w, h) in Self.sizes where restoresPreviews {
        let expected = try #require(RoundTrip.frames(original, width: w, height: h), "\(path) builds")
        let actual = try #require(RoundTrip.frames(imported, width: w, height: h), "\(path): the import does not build:\n\(text)")
        #expect(expected == actual, "\(path) at \(w)×\(h): the import's frames differ\n\(text)")
      }
      let again = try #require(RoundTrip.emitSwift(imported, RoundTrip.options(path, platform: platform)), "\(path): the import emits no Swift")
      let first = RoundTrip.normalized(emitted.replacing(/\n\/\/ layoutc: [^\n]*/, with: "")), second = RoundTrip.normalized(again)
      #expect(first == second, "\(path): re-emitted Swift differs at line \(Array(zip(first, second)).firstIndex { $0 != $1 } ?? min(first.count, second.count))")
    }
  }

  /// The header lines restore the layout's name and previews.
  @Test func headerLinesRestoreTheNameAndPreviews() throws {
    let original = try ImportPaths.source("Samples/adaptive-sections.layout")
    let swift = RoundTrip.withHeader(try #require(RoundTrip.emitSwift(original, SwiftOptions())), of: original)
    let text = try #require(SwiftImporter.importLayouts(SourceFile(name: "A.swift", text: swift)).layouts.first?.text)
    #expect(text.contains("\npreview phone(width: 390, height: 844, scale: 3, items: 10)\n"))
    #expect(text.contains("\npreview pad(width: 820, height: 1180, scale: 2, items: 10)\n"))
    #expect(swift.contains("\n// layoutc: layout AdaptiveSections\n"))
    let named = swift.replacing("\n// layoutc: layout AdaptiveSections\n", with: "\n// layoutc: layout Renamed\n")
    let renamed = try #require(SwiftImporter.importLayouts(SourceFile(name: "A.swift", text: named)).layouts.first?.text)
    #expect(renamed.contains("\nlayout Renamed\n"))
  }
}
