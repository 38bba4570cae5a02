import Foundation
import LayoutSource
import SwiftImport
import Testing

/// README's "Bringing existing layouts over": its Swift is `Fixtures/StoreViewController.swift`
/// copied whole, and its `.layout` is what the import writes for it.
@Suite struct ImportReadmeTests {
  static func section() throws -> String {
    let text = try String(contentsOf: ImportPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(text.range(of: "## Bringing existing layouts over\n"))
    let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  /// The fenced block with `tag`, its lines joined.
  static func block(_ tag: String, in text: String) throws -> String {
    let open = try #require(text.range(of: "```\(tag)\n"), "no ```\(tag) block")
    let close = try #require(text.range(of: "\n```\n", range: open.upperBound..<text.endIndex))
    return String(text[open.upperBound..<close.lowerBound]) + "\n"
  }

  @Test func beforeAndAfterAreTheToolsOwn() throws {
    let text = try Self.section()
    let swift = try ImportPaths.source("Tests/SwiftImportTests/Fixtures/StoreViewController.swift")
    #expect(try Self.block("swift", in: text) == String(decoding: swift.bytes, as: UTF8.self), "copy the fixture into the README")
    let outcome = SwiftImporter.importLayouts(SourceFile(name: "StoreViewController.swift", bytes: swift.bytes))
    #expect(outcome.diagnostics.isEmpty)
    #expect(try Self.block("layout", in: text) == outcome.layouts.first?.text, "the README's .layout is not what import writes")
  }

  /// Each `import.*` ID of the catalog is explained in the section (as `check.*` IDs are where
  /// the README lists what the checker catches).
  @Test func everyImportIDIsDocumented() throws {
    let text = try Self.section()
    let catalog = try String(contentsOf: ImportPaths.packageRoot.appendingPathComponent(ImportDiagnosticsTests.catalog), encoding: .utf8)
    let ids = catalog.matches(of: /static func ([A-Za-z0-9_]+)\(.*\) -> DiagnosticMessage \{\n/).map { "import." + $0.1 }
    #expect(ids.count >= 9)
    for id in ids { #expect(text.contains("`\(id)`"), "README's \"Bringing existing layouts over\" does not explain `\(id)`") }
  }
}
