import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import Testing

/// `--deployment-target` and `--access`: the generated Swift uses no API above the target and
/// nothing deprecated at or before it, proved by compiling it with warnings as errors against the
/// shim as that target sees it (`ShimVariant`); what older API cannot say is an error.
@Suite struct DeploymentTargetTests {
  static let ios15 = IOSVersion(15)

  static func swift(_ source: String, _ options: SwiftOptions) -> Compilation.Outcome {
    Compilation.build(SourceFile(name: "t.layout", bytes: Array(source.utf8)), options: BuildOptions(emit: .swift, swift: options))
  }

  @Test func versions() {
    #expect(IOSVersion("15") == IOSVersion(15))
    #expect(IOSVersion("15.0") == IOSVersion(15))
    #expect(IOSVersion("16.4") == IOSVersion(16, 4))
    for bad in ["12.4", "15.0.1", "", "15.", ".5", "v15", "15.x", "160", "1e2", "+15", "15,0"] {
      #expect(IOSVersion(bad) == nil, "\(bad)")
    }
    #expect(IOSVersion(15) < IOSVersion(15, 1) && IOSVersion(15, 9) < IOSVersion(16))
  }

  @Test func countUsesTheLegacyAPIBeforeIOS16() throws {
    let source = "section < group.horizontal(w: 1, h: 100pt, count: 3) spacing 8 < item > >"
    let old = try #require(Self.swift(source, SwiftOptions(deploymentTarget: Self.ios15)).output)
    #expect(old.contains("subitem: item, count: 3)"))
    #expect(!old.contains("repeatingSubitem") && !old.contains("pixelFloor"), "UIKit sizes the copies itself")
    let new = try #require(Self.swift(source, SwiftOptions()).output)
    #expect(new.contains("repeatingSubitem:") && !new.contains("subitem: item"))
  }

  @Test func repeatThatFillsExactlyBecomesAFill() throws {
    let source = "section < group.horizontal(w: 320pt, h: 44pt, repeat: 3) spacing 10 < item(w: 100pt, h: 1) > >"
    let outcome = Self.swift(source, SwiftOptions(deploymentTarget: Self.ios15))
    let swift = try #require(outcome.output, "\(outcome.diagnostics)")
    #expect(swift.contains("subitems: [item])") && !swift.contains("repeatingSubitem"))
  }

  @Test func repeatThatDoesNotFillIsAnErrorWithAFixIt() throws {
    let source = "section < group.horizontal(w: 1, h: 44pt, repeat: 3) < item(w: 100pt, h: 1) > >"
    let outcome = Self.swift(source, SwiftOptions(deploymentTarget: Self.ios15))
    #expect(outcome.output == nil)
    let d = try #require(outcome.diagnostics.first { $0.id.description == "emit.repeatNeedsIOS16" })
    #expect(d.severity == .error)
    let argument = try #require(source.range(of: "repeat: 3"))
    let start = source.utf8.distance(from: source.startIndex, to: argument.lowerBound)
    #expect(d.range.start == start && d.range.end == start + "repeat: 3".utf8.count)
    #expect(d.fixIts.map(\.text) == ["count: 3"])
    #expect(d.message.text.contains("iOS 15.0"))
    // The same file is fine for iOS 16.
    #expect(Self.swift(source, SwiftOptions()).output != nil)
  }

  @Test func headerInsetsBeforeIOS16AndBeforeIOS14() throws {
    let source = "section inset 10 header(h: 40pt, insets: none) < group.horizontal(w: 1, h: 50pt) < item > >"
    let ios14 = try #require(Self.swift(source, SwiftOptions(deploymentTarget: IOSVersion(14))).output)
    #expect(ios14.contains("section.supplementariesFollowContentInsets = false"))
    #expect(!ios14.contains("supplementaryContentInsetsReference"))
    let ios13 = Self.swift(source, SwiftOptions(deploymentTarget: IOSVersion(13)))
    #expect(ios13.output == nil)
    #expect(ios13.diagnostics.map(\.id.description) == ["emit.supplementaryInsetsNeedIOS14"])
  }

  /// Lists are iOS 14 API: below it the build fails at the `list`, with the target in the message.
  @Test func listsNeedIOS14() throws {
    let source = "section settings < list(appearance: inset-grouped) >"
    let ios14 = try #require(Self.swift(source, SwiftOptions(deploymentTarget: IOSVersion(14))).output)
    #expect(ios14.contains("NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)"))
    let ios13 = Self.swift(source, SwiftOptions(deploymentTarget: IOSVersion(13)))
    #expect(ios13.output == nil)
    let error = try #require(ios13.diagnostics.first { $0.id.description == "emit.listNeedsIOS14" })
    #expect(error.severity == .error && error.message.text.contains("iOS 13.0"))
    let list = try #require(source.range(of: "list("))
    #expect(error.range.start == source.utf8.distance(from: source.startIndex, to: list.lowerBound))
  }

  @Test func publicAccess() throws {
    let compositional = try #require(Self.swift("section < group.horizontal(w: 1, h: 50pt) < item badge(w: 10pt, h: 10pt) > >", SwiftOptions(access: .public)).output)
    #expect(compositional.contains("public enum TLayout {"))
    #expect(compositional.contains("public static func makeLayout() -> UICollectionViewCompositionalLayout {"))
    #expect(compositional.contains("public nonisolated static let badgeElementKind"))
    #expect(compositional.contains("`layoutc build t.layout --emit swift --access public` again."))
    let flow = try #require(Self.swift("flow < item(w: 50pt, h: 50pt) item(w: 60pt, h: 50pt) >", SwiftOptions(access: .package)).output)
    #expect(flow.contains("package enum TLayout {") && flow.contains("package final class Delegate"))
    #expect(flow.contains("package override init() { super.init() }"))
    #expect(flow.contains("package func collectionView("))
  }

  /// A `repeat:` lowered to a fill has the same frames (the resolver's G1 against its G2), at
  /// every container; and where `RepeatLowering` says no, the frames do differ somewhere, so the
  /// condition is not stricter than it needs to be for these cases.
  @Test func loweredRepeatHasTheSameFrames() throws {
    // (group length, child length, spacing, edge spacing lead+trail, copies)
    let cases: [(Double, Double, Double, Double, Int)] = [
      (320, 100, 10, 0, 3), (300, 100, 0, 0, 3), (192, 92, 8, 0, 2), (100, 100, 0, 0, 1),
      (130, 40, 5, 0, 3), (330, 100, 10, 0, 3), (250, 50, 10, 10, 3), (60, 100, 0, 0, 1),
      (99.8, 50, 0, 0, 2), // within the 0.25pt tolerance (G1)
      // Refused: a fill would place fewer or more copies.
      (319, 100, 10, 0, 3), (500, 100, 10, 0, 3), (99.7, 50, 0, 0, 2), (280, 50, 10, 10, 3), (200, 100, 10, 0, 2),
    ]
    var lowered = 0
    var refused = 0
    for (L, a, s, e, n) in cases {
      let edges = e == 0 ? "" : " edges(leading: fixed \(e / 2), trailing: fixed \(e / 2))"
      let group = "group.horizontal(w: \(L)pt, h: 44pt, repeat: \(n)) spacing \(s) < item(w: \(a)pt, h: 1)\(edges) >"
      let fill = "group.horizontal(w: \(L)pt, h: 44pt) spacing \(s) < item(w: \(a)pt, h: 1)\(edges) >"
      let (model, diagnostics) = Compilation.model(SourceFile(name: "t.layout", bytes: Array("section < \(group) >".utf8)), mode: nil)
      let m = try #require(model, "\(diagnostics)")
      let exact = RepeatLowering.fillPlacesExactly(m.sections[0].group)
      var same = true
      for width in [320.0, 390, 1024] {
        var options = ResolveOptions()
        options.width = width
        options.items = .each(7)
        let a = try #require(Self.frames("section < \(group) >", options))
        let b = try #require(Self.frames("section < \(fill) >", options))
        same = same && a == b
      }
      if exact {
        lowered += 1
        #expect(same, "L \(L), child \(a), spacing \(s), edges \(e), \(n) copies: lowered, but the frames differ")
      } else {
        refused += 1
        #expect(!same, "L \(L), child \(a), spacing \(s), edges \(e), \(n) copies: refused, but the frames are the same")
      }
    }
    #expect(lowered >= 5 && refused >= 4, "lowered \(lowered), refused \(refused)")
  }

  static func frames(_ source: String, _ options: ResolveOptions) -> [Rect]? {
    let (model, _) = Compilation.model(SourceFile(name: "t.layout", bytes: Array(source.utf8)), mode: nil)
    guard let model else { return nil }
    return Resolver.resolve(model, options: options).0?.sections.flatMap(\.items)
  }

  /// Every sample and fixture, generated for iOS 15.0 (public) and for iOS 16.0 (internal),
  /// compiles with warnings as errors against the shim of that target. Inputs iOS 15 cannot
  /// express fail with `emit.repeatNeedsIOS16` and nothing else.
  @Test(arguments: [(IOSVersion(15), SwiftAccess.public), (IOSVersion(16), SwiftAccess.internal)])
  func compilesAgainstTheShimOfItsTarget(_ target: IOSVersion, _ access: SwiftAccess) throws {
    guard let swiftc = Toolchain.swiftc else {
      print("DeploymentTargetTests: skipped, no `swiftc` on PATH to compile the generated Swift with")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-shim-\(target)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let shim = try ShimCompiler.build(.ios, target: target, in: dir, swiftc: swiftc)
    let generated = dir.appendingPathComponent("generated", isDirectory: true)
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)

    var files: [String] = []
    var refused: [String] = []
    for input in Inputs.all {
      let (output, diagnostics) = try input.generatedSwift(SwiftOptions(access: access, deploymentTarget: target))
      guard let output else {
        let ids = Set(diagnostics.filter { $0.severity == .error }.map(\.id.description))
        #expect(ids == ["emit.repeatNeedsIOS16"], "\(input) at iOS \(target): \(ids)")
        refused.append(input.stem)
        continue
      }
      let url = generated.appendingPathComponent(input.stem + ".swift")
      try output.write(to: url, atomically: true, encoding: .utf8)
      files.append(url.path)
    }
    let checked = try Toolchain.run(swiftc, ["-typecheck", "-warnings-as-errors", "-I", shim.path, "-module-name", "Generated"] + files)
    #expect(checked.status == 0, "generated Swift for iOS \(target) does not compile against its shim:\n\(checked.output)")
    #expect(files.count >= Inputs.all.count * 3 / 4, "iOS \(target): only \(files.count) of \(Inputs.all.count) inputs generated; refused \(refused)")
    if target >= .defaultTarget { #expect(refused.isEmpty) }
  }

  /// The mutation that shows the proof can fail: `repeatingSubitem:` is not in the 15.0 shim, and
  /// `subitem:count:` is deprecated in the 16.0 one.
  @Test func theShimVariantsDiffer() throws {
    let items = try #require(try ShimVariant.sources(for: Self.ios15).first { $0.name == "LayoutItems.swift" }?.text)
    let repeating = "repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {"
    #expect(!items.contains(repeating) && items.contains("subitem: NSCollectionLayoutItem, count: Int) -> Self {"))
    #expect(!items.contains("public var supplementaryContentInsetsReference"))
    let items16 = try #require(try ShimVariant.sources(for: IOSVersion(16)).first { $0.name == "LayoutItems.swift" }?.text)
    #expect(items16.contains(repeating))
    #expect(items16.contains("@available(*, deprecated, message: \"Use horizontal(layoutSize:repeatingSubitem:count:)\")"))
  }
}

/// The Swift compiler the tests run under, found on PATH.
enum Toolchain {
  static let swiftc: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Runs `tool` and returns its exit status and its output and error output together.
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
