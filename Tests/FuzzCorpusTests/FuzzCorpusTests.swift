@testable import FuzzTargets
import Foundation
@testable import LayoutSemantics
import LayoutSyntax
import Testing

/// Every input of the fuzz corpus — the seeds (samples, fixtures) and every reproducer of a bug
/// found so far — keeps every property of the fuzz targets. A reproducer that crashed once crashes
/// this test if the bug comes back.
@Suite struct FuzzCorpusTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  static let root = tests.appendingPathComponent("Fuzz/corpus")

  /// `Tests/Fuzz/corpus/<target>`, by file name.
  static func inputs(_ target: String) -> [String] {
    let dir = root.appendingPathComponent(target)
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The pipeline's seeds, as `fuzz.sh` gathers them: the corpus, every sample and every
  /// `.layout` fixture, as paths relative to the package.
  static func pipelineSeeds() -> [String] {
    let package = tests.deletingLastPathComponent()
    var paths = inputs("pipeline").map { "Tests/Fuzz/corpus/pipeline/\($0)" }
    for dir in ["Samples", "Tests"] {
      let base = package.appendingPathComponent(dir)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in walk where path.hasSuffix(".layout") { paths.append("\(dir)/\(path)") }
    }
    return paths.sorted()
  }

  @Test func corpusIsThere() {
    #expect(Self.pipelineSeeds().count >= 100, "the pipeline seeds are missing")
    #expect(Self.inputs("server").count >= 3, "the server corpus is missing or nearly empty")
  }

  @Test(arguments: pipelineSeeds())
  func pipelineInput(_ path: String) throws {
    let data = try Data(contentsOf: Self.tests.deletingLastPathComponent().appendingPathComponent(path))
    #expect(PipelineFuzz.run(Array(data)) == [])
  }

  @Test(arguments: inputs("server"))
  func serverInput(_ name: String) throws {
    let data = try Data(contentsOf: Self.root.appendingPathComponent("server/\(name)"))
    #expect(ServerFuzz.run(Array(data)) == [])
  }

  /// The properties can fail: a broken frame and a non-idempotent format are caught.
  @Test func propertiesCanFail() {
    #expect(ServerFuzz.framing(Array("Content-Length: 5\r\n\r\n{}".utf8)) != [])
    #expect(ServerFuzz.framing(Array("Content-Length: 2\r\n\r\n{]".utf8)) != [])
    #expect(ServerFuzz.framing(Array("Content-Length: 2\r\n\r\n{}".utf8)) == [])
    #expect(PipelineFuzz.looksLikeJSONObject("{}\n") && !PipelineFuzz.looksLikeJSONObject("{"))
  }

  /// The dictionary holds every keyword of the lexer and every label of the checker, so that
  /// libFuzzer can reach every construct.
  @Test func dictionaryHasTheLanguagesWords() throws {
    let text = try String(contentsOf: Self.tests.appendingPathComponent("Fuzz/layout.dict"), encoding: .utf8)
    let entries = Set(text.split(separator: "\n").compactMap { line -> String? in
      guard !line.hasPrefix("#"), let eq = line.firstIndex(of: "=") else { return nil }
      return String(line[line.index(after: eq)...].dropFirst().dropLast())
    })
    let keywords = TokenKind.allCases.filter(\.isKeyword).compactMap(\.spelling)
    let labels = Host.all.flatMap(Schema.labelNames(of:)) + Schema.modifiers.flatMap { $0.labels.map(\.label) }
    for word in keywords + labels { #expect(entries.contains(word), "layout.dict lacks `\(word)`") }
  }
}
