import Foundation
import Testing

/// Every diagnostic a catalog declares is exercised by a fixture whose `.diag.golden` shows it
/// (Carbon's aim). IDs are read from the catalogs' source, so a new
/// catalog entry fails here until someone writes its fixture.
@Suite struct CatalogCoverageTests {
  /// Each catalog file and the domain of its IDs.
  static let catalogs = CatalogSource.all.map { ($0.domain, $0.path) }
  /// How many IDs a catalog holds at least (fewer means it moved); the emitters have one so far,
  /// and the limit catalog its one summary.
  static let minimumIDs = ["emit": 1, "limit": 1]

  /// IDs no input can trigger, each with the reason. Empty: every ID has a fixture. An entry here
  /// must name an ID that exists and that no golden shows (both are checked below).
  static let untriggerable: [String: String] = [:]

  /// IDs whose input is too large for a fixture, each with the test file under `Tests/LayoutcTests`
  /// that runs layoutc on such an input and expects the ID (checked below).
  static let coveredByTests: [String: String] = ["syntax.fileTooLarge": "RobustnessTests.swift", "place.windowTooLarge": "WindowTests.swift"]

  /// `domain.name` for every message entry of a catalog, in file order.
  static func ids(domain: String, path: String) -> [String] { CatalogSource.ids(domain: domain, path: path) }

  static let allIDs: [String] = catalogs.flatMap { ids(domain: $0.0, path: $0.1) }

  /// Where the goldens are: `Fixtures/`, and `layoutc import`'s (`import.*`, rendered in the Swift
  /// files they locate) under `Tests/SwiftImportTests/Fixtures/diagnostics`, which
  /// `ImportDiagnosticsTests` keeps in sync with the importer.
  static let goldenRoots = [
    Fixtures.root,
    Fixtures.testsDirectory.deletingLastPathComponent().appendingPathComponent("SwiftImportTests/Fixtures/diagnostics", isDirectory: true),
  ]

  /// Every `[domain.name]` that ends a diagnostic header in any `.diag.golden` (or a CLI fixture's
  /// `.stderr.golden`) under `goldenRoots`.
  static let goldenIDs: Set<String> = {
    var found = Set<String>()
    for root in goldenRoots {
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        // `check` fixtures' diagnostics, and the CLI's, for those only `build` options reach.
        let name = url.lastPathComponent
        guard name.hasSuffix(".diag.golden") || name.hasSuffix(".stderr.golden"), let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        for m in text.matches(of: /: (?:error|warning|note): .* \[([a-z]+\.[A-Za-z0-9_]+)\]\n/) { found.insert(String(m.1)) }
      }
    }
    return found
  }()

  @Test(arguments: CatalogCoverageTests.catalogs.map(\.0))
  func catalogIsReadable(_ domain: String) throws {
    let (_, path) = try #require(Self.catalogs.first { $0.0 == domain })
    let ids = Self.ids(domain: domain, path: path)
    #expect(ids.count >= Self.minimumIDs[domain, default: 5], "found only \(ids.count) IDs in \(path); did the catalog move?")
    #expect(Set(ids).count == ids.count, "an ID is declared twice in \(path)")
  }

  @Test(arguments: CatalogCoverageTests.allIDs)
  func idAppearsInSomeDiagGolden(_ id: String) {
    let covered = Self.goldenIDs.contains(id)
    if let test = Self.coveredByTests[id] {
      let source = (try? String(contentsOf: Fixtures.testsDirectory.appendingPathComponent(test), encoding: .utf8)) ?? ""
      #expect(!covered && source.contains("[\(id)]"), "\(test) does not expect [\(id)], or a golden shows it: drop it from coveredByTests")
    } else if Self.untriggerable[id] != nil {
      #expect(!covered, "exempt \(id) does appear in a golden; remove the exemption")
    } else {
      #expect(covered, "no .diag.golden under Fixtures/ shows [\(id)]; add a fixture for it")
    }
  }

  /// Goldens and exemptions name only catalog IDs (a renamed ID must not leave stale goldens).
  @Test func goldensAndExemptionsNameOnlyCatalogIDs() {
    #expect(Self.goldenIDs.subtracting(Self.allIDs).sorted() == [])
    #expect(Set(Self.untriggerable.keys).subtracting(Self.allIDs).sorted() == [])
    #expect(Set(Self.coveredByTests.keys).subtracting(Self.allIDs).sorted() == [])
  }
}
