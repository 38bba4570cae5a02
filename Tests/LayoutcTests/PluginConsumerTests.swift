import Foundation
import Testing

/// The plugins' proof on Linux: `Tests/PluginConsumer`, a package that applies `LayoutcPlugin` to a
/// target of `.layout` files and a hand-written `grid.swift`, is copied to a temporary folder beside
/// a link named `layoutc` to this package (a path dependency's identity is its last component) and
/// built with `swift build`, one scratch folder for every step. Slow (it builds layoutc as a
/// dependency), so it is one test doing the whole sequence. `SKIP_PLUGIN_TEST=1` skips it, except
/// with `CI=true` (`.ci/run`).
@Suite struct PluginConsumerTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inCI = ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
  static let skipped = environment["SKIP_PLUGIN_TEST"] == "1" && !inCI

  /// `swift` on the PATH.
  static let swift: String? = {
    let dirs = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    return dirs.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The consumer, laid out in a temporary folder: `consumer/` (with `Sources/UIKit` linked to
  /// `Tests/UIKit`), `layoutc` (a link to this package) and `scratch/`.
  struct Workspace {
    let folder: TemporaryDirectory
    var consumer: URL { folder.url.appendingPathComponent("consumer") }
    var scratch: URL { folder.url.appendingPathComponent("scratch") }
    var layouts: URL { consumer.appendingPathComponent("Sources/Layouts") }
    /// Where the plugin writes the generated Swift.
    var generated: URL { scratch.appendingPathComponent("plugins/outputs/consumer/Layouts/destination/LayoutcPlugin") }
    /// The target's object files.
    var objects: URL { scratch.appendingPathComponent("debug/Layouts.build") }

    init() throws {
      folder = try TemporaryDirectory()
      let fm = FileManager.default
      let root = Fixtures.packageRoot
      try fm.copyItem(at: root.appendingPathComponent("Tests/PluginConsumer"), to: consumer)
      try fm.createSymbolicLink(at: folder.url.appendingPathComponent("layoutc"), withDestinationURL: root)
      try fm.createSymbolicLink(at: consumer.appendingPathComponent("Sources/UIKit"), withDestinationURL: root.appendingPathComponent("Tests/UIKit"))
    }

    /// `swift COMMAND --package-path consumer --scratch-path scratch ARGS…`, timed. It runs under
    /// `nice`: the other tests, some with time limits, run beside it and keep the processor first.
    func swift(_ command: String, _ args: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLI.Result {
      let swiftArgs = [command, "--package-path", consumer.path, "--scratch-path", scratch.path] + args
      let nice = "/usr/bin/nice"
      let niced = FileManager.default.isExecutableFile(atPath: nice)
      let (folder, swift) = (folder.url, PluginConsumerTests.swift)
      let result = try await PluginConsumerTests.onAThreadOfItsOwn {
        try CLI.run(
          niced ? ["-n", "19", swift ?? "swift"] + swiftArgs : swiftArgs, in: folder, timeout: 3000,
          binaryOverride: niced ? nice : swift, sourceLocation: sourceLocation)
      }
      print("PluginConsumerTests: swift \(([command] + args).joined(separator: " ")): \(String(format: "%.1f", result.seconds)) s, exit \(result.status)")
      return result
    }

    func build(verbose: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLI.Result {
      try await swift("build", verbose ? ["-v"] : [], sourceLocation: sourceLocation)
    }

    func modified(_ url: URL) -> Date? {
      (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    func write(_ text: String, to relativePath: String) throws {
      try Data(text.utf8).write(to: layouts.appendingPathComponent(relativePath))
    }

    func read(_ relativePath: String) throws -> String {
      try String(contentsOf: layouts.appendingPathComponent(relativePath), encoding: .utf8)
    }
  }

  /// Runs `body` on a thread of its own: waiting minutes for a child `swift build` on one of the
  /// few threads Swift Testing shares between tests would hold the others up, and their time limits
  /// would run out.
  static func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  /// The lines of `swift build -v` output that run layoutc on a `.layout` file.
  static func layoutcRuns(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter { $0.contains(" build ") && $0.contains(".layout --emit swift") }
  }

  @Test(
    .disabled(if: skipped, "SKIP_PLUGIN_TEST=1: the plugin consumer build is skipped (it always runs with CI=true)"),
    .timeLimit(.minutes(60)))
  func consumerBuildsWithThePlugin() async throws {
    guard PluginConsumerTests.swift != nil else {
      Issue.record("no `swift` on the PATH to build the plugin consumer with")
      return
    }
    let start = ContinuousClock.now
    let w = try Workspace()
    defer { w.folder.remove() }

    // From clean: the generated Swift is compiled, under names no hand-written file has.
    let clean = try await w.build()
    try #require(clean.status == 0, "the consumer does not build:\n\(clean.stdoutText.suffix(4000))\(clean.stderr.suffix(4000))")
    let gridSwift = w.generated.appendingPathComponent("grid.layout.swift")
    let stripSwift = w.generated.appendingPathComponent("Cards_card-strip.layout.swift")
    #expect(try String(contentsOf: gridSwift, encoding: .utf8).contains("enum GridLayout {"))
    #expect(try String(contentsOf: stripSwift, encoding: .utf8).contains("enum CardStripLayout {"))
    for object in ["grid.layout.swift.o", "Cards_card-strip.layout.swift.o", "grid.swift.o"] {
      #expect(w.modified(w.objects.appendingPathComponent(object)) != nil, "no \(object) in \(w.objects.path)")
    }

    // One settling build, then nothing to do: no layoutc command runs.
    #expect(try await w.build().status == 0)
    let idle = try await w.build(verbose: true)
    #expect(idle.status == 0)
    #expect(PluginConsumerTests.layoutcRuns(idle.stdoutText + idle.stderr) == [])

    // An edited `.layout` file reruns its own command only.
    let stripBefore = w.modified(stripSwift)
    let original = try w.read("grid.layout")
    try w.write(original.replacingOccurrences(of: "h: 0.2w", with: "h: 0.25w"), to: "grid.layout")
    let edited = try await w.build(verbose: true)
    #expect(edited.status == 0, "\(edited.stdoutText.suffix(3000))")
    let runs = PluginConsumerTests.layoutcRuns(edited.stdoutText + edited.stderr)
    #expect(runs.count == 1 && runs.allSatisfy { $0.contains("/Sources/Layouts/grid.layout ") }, "\(runs)")
    #expect(try String(contentsOf: gridSwift, encoding: .utf8).contains("fractionalWidth(0.25)"))
    #expect(w.modified(stripSwift) == stripBefore)

    // An error at line 3, column 20 of a `.layout` file fails the build there.
    try w.write(original.replacingOccurrences(of: "scroll:vertical", with: "scroll:vertcal"), to: "grid.layout")
    let broken = try await w.build()
    #expect(broken.status != 0)
    #expect((broken.stdoutText + broken.stderr).contains("Sources/Layouts/grid.layout:3:20: error: "), "\(broken.stdoutText.suffix(3000))")
    try w.write(original, to: "grid.layout")

    // Two files making one Swift type: an error against each, at its `layout` header.
    try w.write("// Another grid.\nlayout Grid\nsection < group.horizontal(w: 1, h: 44pt) < item(w: 1, h: 1) > >\n", to: "Cards/grid.layout")
    let clash = try await w.build()
    let clashOutput = clash.stdoutText + clash.stderr
    #expect(clash.status != 0)
    #expect(clashOutput.contains("Sources/Layouts/Cards/grid.layout:2: `Cards/grid.layout` makes the Swift type `GridLayout`, as `grid.layout:3` does"), "\(clashOutput.suffix(3000))")
    #expect(clashOutput.contains("Sources/Layouts/grid.layout:3: `grid.layout` makes the Swift type `GridLayout`, as `Cards/grid.layout:2` does"))
    #expect(!clashOutput.contains("invalid redeclaration") && !clashOutput.contains("multiple producers"))
    try FileManager.default.removeItem(at: w.layouts.appendingPathComponent("Cards/grid.layout"))

    // A `layoutc.json` key the schema does not have: an error at its line.
    let configuration = try w.read("layoutc.json")
    try w.write("{\n  \"colour\": \"blue\"\n}\n", to: "layoutc.json")
    let unknown = try await w.build()
    #expect(unknown.status != 0)
    #expect((unknown.stdoutText + unknown.stderr).contains("Sources/Layouts/layoutc.json:2: unknown key \"colour\""), "\(unknown.stdoutText.suffix(3000))")
    // An edited configuration regenerates every file, the unchanged `card-strip.layout` too, with
    // the configured access level and deployment target.
    _ = configuration
    try w.write("{\n  \"access\": \"public\",\n  \"deploymentTarget\": \"16.4\"\n}\n", to: "layoutc.json")
    let reconfigured = try await w.build(verbose: true)
    #expect(reconfigured.status == 0, "\(reconfigured.stdoutText.suffix(3000))\(reconfigured.stderr.suffix(3000))")
    let rerun = PluginConsumerTests.layoutcRuns(reconfigured.stdoutText + reconfigured.stderr)
    #expect(rerun.count == 2 && rerun.contains { $0.contains("/Sources/Layouts/Cards/card-strip.layout ") }, "\(rerun)")
    let configured = try String(contentsOf: gridSwift, encoding: .utf8)
    #expect(configured.contains("public enum GridLayout {") && configured.contains("--access public --deployment-target 16.4"), "\(configured.prefix(600))")

    // The command plugin writes the Swift beside each `.layout` file, as the build-tool plugin made it.
    let generate = try await w.swift("package", ["--allow-writing-to-package-directory", "generate-layouts", "--target", "Layouts"])
    #expect(generate.status == 0, "\(generate.stdoutText.suffix(3000))\(generate.stderr.suffix(3000))")
    #expect(try w.read("grid.layout.swift").contains("enum GridLayout {"))
    #expect(try w.read("Cards/card-strip.layout.swift") == String(contentsOf: stripSwift, encoding: .utf8))

    let elapsed = ContinuousClock.now - start
    print("PluginConsumerTests: the whole sequence took \(elapsed.components.seconds) s")
  }
}
