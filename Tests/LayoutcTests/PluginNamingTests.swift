import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// What the plugins read from `.layout` files and `layoutc.json` before layoutc runs. Their shared
/// files (`Sources/LayoutcPlugin`, linked into `Plugin/` here) cannot use layoutc's libraries, so the
/// type names they work out are held to the ones the Swift emitter writes.
@Suite struct PluginNamingTests {
  static let body = "section < group.horizontal(w: 1, h: 44pt) < item(w: 1, h: 1) > >\n"

  /// The type `layoutc build --emit swift` declares for `text` read from `fileName`.
  static func emittedTypeName(_ text: String, fileName: String) throws -> String {
    let outcome = Compilation.build(SourceFile(name: fileName, text: text), options: BuildOptions(emit: .swift))
    let swift = try #require(outcome.output, "\(fileName) does not build: \(outcome.diagnostics.map(\.message.text))")
    let line = try #require(swift.split(separator: "\n").first { $0.hasPrefix("enum ") })
    return String(line.dropFirst(5).prefix { $0 != " " })
  }

  @Test func everySampleGetsTheEmittersTypeName() throws {
    let samples = Fixtures.files(in: SamplesTests.directory).filter { $0.hasSuffix(".layout") }
    #expect(samples.count > 10)
    for name in samples {
      let text = try String(contentsOf: SamplesTests.directory.appendingPathComponent(name), encoding: .utf8)
      let fromPlugin = LayoutFileName(text: text, relativePath: "Samples/" + name).typeName
      #expect(fromPlugin == (try PluginNamingTests.emittedTypeName(text, fileName: "/tmp/Samples/" + name)), "\(name)")
    }
  }

  /// Names from a header or from the file name, hyphens, digits, reserved names, headers after
  /// comments that mention `layout`, and nameless headers.
  static let awkward: [(fileName: String, text: String)] = [
    ("3-col.layout", body),
    ("photo_grid.layout", body),
    ("x.layout", "layout Layout\n" + body),
    ("x.layout", "layout UICollectionViewFlowLayout\n" + body),
    ("x.layout", "layout UICollectionViewLayout\n" + body),
    ("x.layout", "layout my-grid\n" + body),
    ("x.layout", "layout CardLayout\n" + body),
    ("x.layout", "layout _private\n" + body),
    ("tiles.layout", "layout(scroll: horizontal)\n" + body),
    ("tiles.layout", "// layout Comment\n/* layout Nested /* deeper */ still */\nlet tile = item(w: 1, h: 1)\nlayout Real\nsection < group.horizontal(w: 1, h: 44pt) < tile > >\n"),
    ("tags.layout", "layout TagCloud\nflow < item(w: 60pt, h: 30pt) >\n"),
    ("tags-flow.layout", "flow < item(w: 60pt, h: 30pt) >\n"),
  ]

  @Test(arguments: awkward)
  func awkwardNamesGetTheEmittersTypeName(fileName: String, text: String) throws {
    #expect(LayoutFileName(text: text, relativePath: "Sub/" + fileName).typeName == (try PluginNamingTests.emittedTypeName(text, fileName: fileName)))
  }

  @Test func theHeaderLineCountsEveryLineEnding() {
    #expect(LayoutFileName(text: "// a\r\n/* b\n c\r d */\rlayout Grid\n" + PluginNamingTests.body, relativePath: "g.layout").line == 5)
    #expect(LayoutFileName(text: PluginNamingTests.body, relativePath: "g.layout").line == 1)
    // A `layout` inside a body is not the header.
    #expect(LayoutFileName(text: "section < group.horizontal(layout Wrong) < item > >\n", relativePath: "g.layout").typeName == "GLayout")
  }

  @Test func generatedFileNamesKeepThePathAndCannotBeAHandWrittenFile() {
    #expect(LayoutFileName.outputName(relativePath: "grid.layout") == "grid.layout.swift")
    #expect(LayoutFileName.outputName(relativePath: "Layouts/Cards/grid.layout") == "Layouts_Cards_grid.layout.swift")
  }

  // MARK: - layoutc.json

  static func configuration(_ text: String) -> Result<PluginConfiguration, PluginConfiguration.Problem> {
    Result { () throws(PluginConfiguration.Problem) in try PluginConfiguration(data: Data(text.utf8)) }
  }

  @Test func configurationPassesOnlyTheKeysPresent() throws {
    #expect(try PluginNamingTests.configuration("{}").get().arguments == [])
    #expect(try PluginNamingTests.configuration("{\"access\": \"public\"}").get().arguments == ["--access", "public"])
    #expect(
      try PluginNamingTests.configuration("{\"deploymentTarget\": \"15.0\", \"access\": \"package\"}").get().arguments
        == ["--access", "package", "--deployment-target", "15.0"])
    #expect(
      try PluginNamingTests.configuration("{\"deploymentTarget\": \"10.15\", \"platform\": \"macos\"}").get().arguments
        == ["--platform", "macos", "--deployment-target", "10.15"])
  }

  static let mistakes: [(text: String, line: Int, message: String)] = [
    ("{\n  \"access\": \"public\",\n  \"colour\": 3\n}\n", 3, "unknown key \"colour\""),
    ("{\n\n  \"access\": \"open\"\n}", 3, "\"access\" takes \"internal\", \"public\" or \"package\""),
    ("{\"deploymentTarget\": 15.0}", 1, "\"deploymentTarget\" takes an iOS (or, with \"platform\": \"macos\", macOS) version as a string"),
    ("{\n  \"platform\": \"watchos\"\n}", 2, "\"platform\" takes \"ios\" (UIKit) or \"macos\" (AppKit); found \"watchos\""),
    ("{\"platform\": true}", 1, "\"platform\" takes"),
    ("{\n  \"deploymentTarget\": \"fifteen\"\n}", 2, "found \"fifteen\""),
    ("{\n  \"access\": \"public\",,\n}\n", 2, "is not valid JSON"),
    ("[\"access\"]", 1, "must be a JSON object"),
    ("", 1, "is not valid JSON"),
  ]

  @Test(arguments: mistakes)
  func configurationMistakesAreLocated(text: String, line: Int, message: String) {
    guard case .failure(let problem) = PluginNamingTests.configuration(text) else {
      Issue.record("accepted: \(text)")
      return
    }
    #expect(problem.line == line)
    #expect(problem.message.contains(message), "\(problem.message)")
  }

  // MARK: - Clashes

  @Test func twoFilesMakingOneTypeAreReportedAgainstBoth() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let fm = FileManager.default
    try fm.createDirectory(at: dir.file("a"), withIntermediateDirectories: true)
    let files = ["grid.layout": "layout Grid\n", "a/grid.layout": "// x\nlayout Grid\n", "a/b.layout": "", "a_b.layout": "layout Other\n"]
    for (path, text) in files { try Data((text + PluginNamingTests.body).utf8).write(to: dir.file(path)) }
    let jobs = LayoutJobs(layouts: files.keys.map { dir.file($0) }, root: dir.url, configurationFile: dir.file("layoutc.json"))
    #expect(jobs.jobs.map(\.relativePath) == ["a/b.layout", "a/grid.layout", "a_b.layout", "grid.layout"])
    #expect(jobs.configurationFile == nil)
    let problems = jobs.problems.map { "\($0.file.lastPathComponent):\($0.line) \($0.message)" }
    #expect(problems.contains("grid.layout:1 `grid.layout` makes the Swift type `GridLayout`, as `a/grid.layout:2` does; give one of them another name with a `layout Name` header"))
    #expect(problems.contains("grid.layout:2 `a/grid.layout` makes the Swift type `GridLayout`, as `grid.layout:1` does; give one of them another name with a `layout Name` header"))
    #expect(problems.contains("b.layout:1 `a/b.layout` would be generated as `a_b.layout.swift`, as `a_b.layout` would; rename one of them"))
    #expect(problems.count == 4, "\(problems)")
    #expect(jobs.problems.first?.text.hasPrefix(dir.url.standardizedFileURL.path) == true)
  }
}
