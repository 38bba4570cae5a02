import Foundation
import LayoutSource
import SwiftImport
import Testing
import TestSupport

/// Seeded random mutations of Swift inputs: the importer always returns, every diagnostic is
/// inside the file, and an imported layout is never a half-written text.
@Suite struct ImportFuzzTests {
  static let inputs = ["Tests/SwiftImportTests/Fixtures/PhotosViewController.swift", "Tests/SwiftImportTests/Fixtures/RuntimeWidth.swift",
                       "Tests/GeneratedLayouts/everything.swift", "Tests/GeneratedLayouts/spacing-retry.swift", "Tests/GeneratedLayouts/sectioned-flow.swift"]
  static let fragments: [[UInt8]] = ["{", "}", "(", ")", "[", "]", "\"", "/*", "//", "\\(", " in ", "switch x {", "case 0:", ".init(", "1.0 / 0.0", "#", "@", "`", "->", "$0", "let ", "return "].map { Array($0.utf8) }

  @Test(arguments: inputs)
  func mutantsNeverCrashOrHang(_ path: String) throws {
    let bytes = try ImportPaths.source(path).bytes
    var rng = SplitMix64(seed: UInt64(path.utf8.count) &* 7919)
    for round in 0..<150 {
      var b = bytes
      for _ in 0..<(1 + rng.below(4)) {
        let at = rng.below(b.count + 1)
        switch rng.below(4) {
        case 0: b.removeSubrange(at..<min(b.count, at + 1 + rng.below(40)))
        case 1: b.insert(contentsOf: Self.fragments[rng.below(Self.fragments.count)], at: at)
        case 2 where !b.isEmpty: b[min(at, b.count - 1)] = UInt8(truncatingIfNeeded: rng.next())
        default: b.insert(contentsOf: b[at..<min(b.count, at + rng.below(200))], at: rng.below(b.count + 1))
        }
      }
      let file = SourceFile(name: "mutant\(round).swift", bytes: b)
      let outcome = SwiftImporter.importLayouts(file)
      for d in outcome.diagnostics {
        #expect(d.range.start >= 0 && d.range.end <= b.count && d.range.start <= d.range.end, "\(path) round \(round): \(d.id) at \(d.range)")
      }
      for l in outcome.layouts {
        if let text = l.text { #expect(text.hasSuffix("\n"), "\(path) round \(round)") }
      }
    }
  }

  /// Deep nesting is read without exhausting the stack.
  @Test func deepNestingTerminates() {
    let deep = "enum L { static func makeLayout() -> UICollectionViewCompositionalLayout { return " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000) + " } }"
    let outcome = SwiftImporter.importLayouts(SourceFile(name: "deep.swift", text: deep))
    #expect(outcome.failed)
  }
}
