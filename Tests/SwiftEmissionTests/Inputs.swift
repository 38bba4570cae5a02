import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSource
import Testing

// Where the inputs and the checked-in generated Swift live, located from `#filePath`,
// and how the generated Swift is compared with the emitter's current output.

/// One `.layout` whose generated Swift is checked in as `Tests/GeneratedLayouts/<stem>.swift`.
struct LayoutInput: Sendable, CustomStringConvertible {
  let stem: String
  /// The path the CLI is given, relative to the package root (`Samples/photo-grid.layout`): the
  /// generated header comment names it, so generation must use exactly this string.
  let path: String
  var url: URL { Paths.packageRoot.appendingPathComponent(path) }
  var description: String { stem }

  /// The file as `layoutc build <path>` reads it.
  func source() throws -> SourceFile {
    SourceFile(name: path, bytes: Array(try Data(contentsOf: url)))
  }

  /// How it is generated: inputs named `ios15-…` as `--access public --deployment-target 15.0`,
  /// the others with the defaults (internal, iOS 16.0).
  var swiftOptions: SwiftOptions {
    #if APPKIT
    // `Tests/AppKitEmissionTests`: the same inputs for macOS, `ios15-…` for macOS 10.15.
    stem.hasPrefix("ios15-") ? SwiftOptions(access: .public, platform: .macos, deploymentTarget: IOSVersion(10, 15)) : SwiftOptions(platform: .macos)
    #else
    stem.hasPrefix("ios15-") ? SwiftOptions(access: .public, deploymentTarget: IOSVersion(15)) : SwiftOptions()
    #endif
  }

  /// What `layoutc build <path> --emit swift` (with `swiftOptions`) writes, or nil (with the
  /// diagnostics) when it fails.
  func generatedSwift(_ options: SwiftOptions? = nil) throws -> (String?, [Diagnostic]) {
    let outcome = Compilation.build(try source(), options: BuildOptions(emit: .swift, swift: options ?? swiftOptions))
    return (outcome.output, outcome.diagnostics)
  }

  /// The UIKit-only features the file uses (`EmitDiagnostics.UIKitOnlyFeature`), as the README
  /// names them: `list`, `insetsReference`; nil when it does not check.
  func uikitOnlyFeatures() -> Set<String>? {
    guard let source = try? source() else { return nil }
    switch Compilation.analyze(source, mode: nil).checked {
    case .compositional(let m)?:
      var features: Set<String> = []
      if m.sections.contains(where: { $0.list != nil }) { features.insert("list") }
      if m.insetsReference != nil || m.sections.contains(where: { $0.insetsReference != nil }) { features.insert("insetsReference") }
      return features
    case .flow(let m)?:
      var features: Set<String> = m.insetsReference == nil ? [] : ["insetsReference"]
      if m.automaticEstimate { features.insert("estimatedItemSize") }
      return features
    case nil: return nil
    }
  }

  /// `Tests/GeneratedLayouts/<stem>.swift`.
  var generatedFile: URL { Paths.generated.appendingPathComponent(stem + ".swift") }
}

enum Paths {
  /// `Tests/SwiftEmissionTests`.
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  /// The folder holding `Package.swift`.
  static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
  /// The compiled target holding the generated Swift (for AppKit, `Tests/GeneratedAppKitLayouts`).
  #if APPKIT
  static let generated = packageRoot.appendingPathComponent("Tests/GeneratedAppKitLayouts", isDirectory: true)
  #else
  static let generated = packageRoot.appendingPathComponent("Tests/GeneratedLayouts", isDirectory: true)
  #endif
  /// `SwiftEmissionTests`' own `.layout` inputs (excluded from compilation in Package.swift).
  static let fixtures = packageRoot.appendingPathComponent("Tests/SwiftEmissionTests/Fixtures", isDirectory: true)

  /// File names directly inside `directory` with `suffix`, sorted; empty when it does not exist.
  static func files(in directory: URL, suffix: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(suffix) }.sorted()
  }
}

enum Inputs {
  /// Every `Samples/*.layout`.
  static let samples: [LayoutInput] = Paths.files(in: Paths.packageRoot.appendingPathComponent("Samples"), suffix: ".layout")
    .map { LayoutInput(stem: String($0.dropLast(7)), path: "Samples/" + $0) }
  /// Every `Tests/SwiftEmissionTests/Fixtures/*.layout`.
  static let fixtures: [LayoutInput] = Paths.files(in: Paths.fixtures, suffix: ".layout")
    .map { LayoutInput(stem: String($0.dropLast(7)), path: "Tests/SwiftEmissionTests/Fixtures/" + $0) }
  /// Samples, then fixtures.
  #if APPKIT
  /// Samples, then fixtures, that use no UIKit-only feature.
  static let all = (samples + fixtures).filter { $0.uikitOnlyFeatures() == [] }
  #else
  static let all = samples + fixtures
  #endif
  static let stems = all.map(\.stem)

  static func named(_ stem: String) throws -> LayoutInput {
    try #require(all.first { $0.stem == stem }, "no input named \(stem)")
  }
}

/// `UPDATE_GOLDEN=1 swift test` rewrites the checked-in Swift instead of comparing it.
enum Golden {
  static var updating: Bool {
    let v = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"]
    return v != nil && v != "0" && v != ""
  }

  /// Compares `actual` with the file at `url` and records an issue for each of `findings`.
  static func check(_ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for finding in findings(actual, against: url) {
      Issue.record(Comment(rawValue: finding), sourceLocation: sourceLocation)
    }
  }

  /// Compares `actual` with the file at `url` and returns what must fail the test, if anything.
  /// A missing file is written and reported (a new file must be reviewed, and it compiles only on
  /// the next build); in update mode a differing file is rewritten.
  static func findings(_ actual: String, against url: URL, updating: Bool = Golden.updating) -> [String] {
    guard let existing = try? String(contentsOf: url, encoding: .utf8) else {
      if let failure = write(actual, to: url) { return [failure] }
      return ["\(url.lastPathComponent) was missing and has been written; review it and rebuild"]
    }
    if existing == actual { return [] }
    if updating { return write(actual, to: url).map { [$0] } ?? [] }
    return ["\(url.lastPathComponent) differs from the emitter's output (UPDATE_GOLDEN=1 rewrites it):\n\(firstDifference(existing, actual))"]
  }

  /// Writes the file, or says why it could not.
  private static func write(_ text: String, to url: URL) -> String? {
    do {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "cannot write \(url.path): \(error)"
    }
  }

  /// The first line where `expected` and `actual` differ, both sides shown.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(e.count, a.count) {
      let l = i < e.count ? String(e[i]) : "<end of file>"
      let r = i < a.count ? String(a[i]) : "<end of file>"
      if l != r { return "line \(i + 1):\n  expected: \(l)\n  actual:   \(r)" }
    }
    return "(identical lines; different line endings?)"
  }
}
