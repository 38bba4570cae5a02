import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// `Samples/` is what a reader opens first, so it must stay clean (STYLE.md §2.4): every sample
/// builds with zero errors, and with zero warnings except those its leading
/// `// expect-warning: <id>` lines declare, at the options of its `// layoutc:` first line if it
/// has one (a strip is built at its own height). Its frames and picture are goldens in
/// `Fixtures/samples/` (goldens only; the input is the sample itself).
@Suite struct SamplesTests {
  static let directory = Fixtures.packageRoot.appendingPathComponent("Samples")
  static let names = Fixtures.files(in: directory).filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(7)) }

  @Test func samplesAreFound() {
    #expect(Self.names.contains("photo-grid"), "no Samples/photo-grid.layout in \(Self.directory.path)")
  }

  @Test(arguments: SamplesTests.names)
  func buildsWithOnlyDeclaredWarnings(_ name: String) throws {
    let f = try sample(name)
    let outcome = Compilation.build(f.file, options: f.options)
    let rendered = DiagnosticRenderer(color: false).render(outcome.diagnostics, in: f.file)
    #expect(!outcome.diagnostics.hasErrors, "\(rendered)")
    #expect(outcome.output != nil)
    let warnings = Set(outcome.diagnostics.filter { $0.severity == .warning }.map(\.id.description))
    #expect(warnings == Self.declaredWarnings(f.file), "declared warnings differ from the build's:\n\(rendered)")
  }

  @Test(arguments: SamplesTests.names)
  func goldens(_ name: String) throws {
    let f = try sample(name)
    for (artifact, emit) in [("frames", EmitKind.frames), ("svg", .svg)] {
      var options = f.options
      options.emit = emit
      let outcome = Compilation.build(f.file, options: options)
      Golden.assertMatches(outcome.output ?? "", golden: f.golden(artifact))
    }
  }

  @Test func goldensBelongToSamples() {
    for golden in Fixtures.files(in: Fixtures.root.appendingPathComponent("samples")) {
      let stem = String(golden.prefix { $0 != "." })
      #expect(Self.names.contains(stem), "Fixtures/samples/\(golden) belongs to no sample")
    }
  }

  /// LANGUAGE.md §8: the seed's photo grid as meant, at 390×844 @3x with 100 items.
  @Test func photoGridMatchesTheLanguageSpec() throws {
    let f = try sample("photo-grid")
    var options = BuildOptions()
    options.resolve.items = .each(100)
    let outcome = Compilation.build(f.file, options: options)
    let json = try #require(outcome.output.map { Data($0.utf8) })
    let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let content = try #require(root["contentSize"] as? [String: Double])
    #expect(content == ["width": 390, "height": 7596])
    let sections = try #require(root["sections"] as? [[String: Any]])
    let items = try #require(sections.first?["items"] as? [[String: Double]])
    #expect(items.count == 100)
    let expected: [Int: [Double]] = [
      3: [2, 275, 126, 126], 4: [132, 275, 126, 126], 5: [262, 275, 126, 126], 6: [2, 405, 256, 269],
    ]
    for (index, frame) in expected.sorted(by: { $0.key < $1.key }) {
      let item = items[index]
      #expect(item["index"] == Double(index))
      #expect([item["x"], item["y"], item["width"], item["height"]] == frame.map { Optional($0) }, "item \(index): \(item)")
    }
  }

  // MARK: - Helpers

  func sample(_ name: String) throws -> Fixture {
    try Fixture(phase: "samples", stem: name, url: Self.directory.appendingPathComponent(name + ".layout"), name: "Samples/\(name).layout")
  }

  /// The IDs of the file's leading `// expect-warning: <id>` lines (a run from the first line).
  static func declaredWarnings(_ file: SourceFile) -> Set<String> {
    var ids = Set<String>()
    var line = 1
    while line <= file.lineStarts.count, file.lineText(line).hasPrefix("// expect-warning:") {
      ids.insert(file.lineText(line).dropFirst("// expect-warning:".count).trimmingCharacters(in: .whitespaces))
      line += 1
    }
    return ids
  }
}
