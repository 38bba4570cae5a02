import Foundation

/// The diagnostic catalogs' source files, read by tests: each entry is a `static func` returning a
/// `DiagnosticMessage` (its ID is `domain.name`) or a `DiagnosticNote` (a note of the message it
/// is named for).
enum CatalogSource {
  /// Each catalog file and the domain of its IDs.
  static let all: [(domain: String, path: String)] = [
    ("syntax", "Sources/LayoutSyntax/SyntaxDiagnostics.swift"),
    ("check", "Sources/LayoutSemantics/Check/SemanticDiagnostics.swift"),
    ("place", "Sources/LayoutSemantics/Resolve/PlacementDiagnostics.swift"),
    ("emit", "Sources/LayoutEmit/EmitDiagnostics.swift"),
    ("limit", "Sources/LayoutSource/DiagnosticLimit.swift"),
    // `layoutc import`'s, located in the Swift file it reads.
    ("import", "Sources/SwiftImport/ImportDiagnostics.swift"),
  ]

  /// The entries of the catalog at `path` (relative to the package), in file order.
  static func entries(path: String) -> [(name: String, isMessage: Bool)] {
    let url = Fixtures.packageRoot.appendingPathComponent(path)
    guard let source = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return source.matches(of: /static func ([A-Za-z0-9_]+)\(.*\) -> Diagnostic(Message|Note) \{\n/)
      .map { (String($0.1), $0.2 == "Message") }
  }

  /// `domain.name` for every message entry of the catalog at `path`, in file order.
  static func ids(domain: String, path: String) -> [String] {
    entries(path: path).filter(\.isMessage).map { "\(domain).\($0.name)" }
  }
}
