import Foundation
import Testing

/// `layoutc` starts in about the time of an empty Swift program because it loads nothing but the
/// Swift runtime: no target linked into it imports Foundation or Dispatch (whose libraries, and
/// ICU with them, would be loaded at every start), and the built executable names none of them.
@Suite struct StartupDependencyTests {
  /// The targets the `layoutc` executable is linked from.
  static let targets = ["layoutc", "LayoutServer", "LayoutDriver", "LayoutFormat", "LayoutEmit", "LayoutSemantics", "LayoutSyntax", "LayoutSource"]
  static let heavy = ["Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch"]

  @Test func noTargetOfTheExecutableImportsFoundation() throws {
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources")
    var found: [String] = []
    var scanned = 0
    for target in Self.targets {
      let dir = sources.appendingPathComponent(target)
      let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
      #expect(!files.isEmpty, "no Swift files in Sources/\(target)")
      for file in files {
        let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
        scanned += 1
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ")
          if words.count >= 2, words[words.count - 2] == "import", Self.heavy.contains(String(words[words.count - 1])) {
            found.append("Sources/\(target)/\(file): \(line)")
          }
        }
      }
    }
    #expect(scanned > 50)
    #expect(found == [])
  }

  @Test func theExecutableNeedsNoFoundationLibrary() throws {
    #if os(Linux)
      let binary = try #require(CLI.binary, "no layoutc executable beside the tests")
      let bytes = try Data(contentsOf: binary)
      for library in ["libFoundation.so", "libFoundationEssentials.so", "lib_FoundationICU.so"] {
        #expect(bytes.range(of: Data(library.utf8)) == nil, "layoutc names \(library)")
      }
    #endif
  }
}
