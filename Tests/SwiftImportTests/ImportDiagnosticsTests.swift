import Foundation
import LayoutSource
import SwiftImport
import Testing

/// The `import.*` catalog's fixtures: every ID shown by a fixture in `Fixtures/diagnostics/`
/// whose `.diag.golden` holds its rendered diagnostics (`UPDATE_GOLDEN=1` rewrites them). The
/// catalog's shape (alphabetical, stable IDs) and its coverage by goldens are checked with every
/// other catalog's, in `LayoutcTests`' `CatalogShapeTests` and `CatalogCoverageTests`.
@Suite struct ImportDiagnosticsTests {
  static let catalog = "Sources/SwiftImport/ImportDiagnostics.swift"
  static let directory = ImportPaths.fixtures.appendingPathComponent("diagnostics")

  static var ids: [String] {
    let source = (try? String(contentsOf: ImportPaths.packageRoot.appendingPathComponent(catalog), encoding: .utf8)) ?? ""
    return source.matches(of: /static func ([A-Za-z0-9_]+)\(.*\) -> DiagnosticMessage \{\n/).map { "import." + $0.1 }
  }

  static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()

  /// What a fixture's import renders, as `layoutc import` prints it.
  static func rendered(_ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    let file = SourceFile(name: "diagnostics/" + name, bytes: Array(try Data(contentsOf: url)))
    return DiagnosticRenderer().render(SwiftImporter.importLayouts(file).diagnostics, in: file)
  }

  @Test(arguments: fixtures)
  func goldenMatches(_ name: String) throws {
    let actual = try Self.rendered(name)
    let golden = Self.directory.appendingPathComponent(name.replacing(".swift", with: ".diag.golden"))
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"].map { $0 != "" && $0 != "0" } ?? false
    if update || !FileManager.default.fileExists(atPath: golden.path) {
      try actual.write(to: golden, atomically: true, encoding: .utf8)
      if !update { Issue.record("\(golden.lastPathComponent) was missing and has been written; review it") }
      return
    }
    #expect(try String(contentsOf: golden, encoding: .utf8) == actual, "\(name): UPDATE_GOLDEN=1 rewrites the golden")
  }

  /// Every ID of the catalog appears in some golden (the round-trip and must-hold tests cover
  /// the rest of what import says).
  @Test func everyIDHasAGolden() throws {
    let goldens = try Self.fixtures.map { try Self.rendered($0) }.joined()
    for id in Self.ids { #expect(goldens.contains("[\(id)]"), "no fixture in Fixtures/diagnostics shows [\(id)]") }
  }
}
