import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import Testing

/// `--platform macos`: the generated Swift builds the layout with AppKit's names, and compiles
/// with warnings as errors against the AppKit shim (`Tests/AppKit`) of its deployment target;
/// what only UIKit has is a located error naming the feature.
@Suite struct AppKitTests {
  static let macOS13 = IOSVersion(13)
  static let macOS1015 = IOSVersion(10, 15)

  static func swift(_ source: String, target: IOSVersion = macOS13, access: SwiftAccess = .internal) -> Compilation.Outcome {
    Compilation.build(
      SourceFile(name: "t.layout", bytes: Array(source.utf8)),
      options: BuildOptions(emit: .swift, swift: SwiftOptions(access: access, platform: .macos, deploymentTarget: target)))
  }

  static func uikitOnlyFeatures(_ input: LayoutInput) throws -> Set<String> {
    try #require(input.uikitOnlyFeatures(), "\(input) does not check")
  }

  @Test func versions() {
    #expect(SwiftPlatform.macos.version("10.15") == IOSVersion(10, 15))
    #expect(SwiftPlatform.macos.version("13") == IOSVersion(13))
    for bad in ["10.14", "10", "9.0", "10.15.1", "", "x"] { #expect(SwiftPlatform.macos.version(bad) == nil, "\(bad)") }
    #expect(SwiftPlatform.ios.version("10.15") == nil && IOSVersion("10.15") == nil)
    #expect(SwiftOptions(platform: .macos).deploymentTarget == IOSVersion(13))
    #expect(SwiftOptions().deploymentTarget == IOSVersion(16))
  }

  @Test func compositionalUsesAppKitsNames() throws {
    let source = """
      section photos header(h: 40pt, pinned: true, insets: none) background < group.horizontal(w: 1, h: 50pt, repeat: 2) spacing 8 < item(w: 100pt, h: 1) > >
      section other footer(h: 20pt) < group.horizontal(w: 1, h: 50pt) < item > >
      """
    let outcome = Self.swift(source)
    let swift = try #require(outcome.output, "\(outcome.diagnostics.map(\.message.text))")
    #expect(swift.contains("\nimport AppKit\n") && !swift.contains("UIKit") && !swift.contains("UICollection"), "\(swift)")
    #expect(swift.contains("static func makeLayout(sectionBackground: NSView.Type) -> NSCollectionViewLayout {"))
    #expect(swift.contains("NSCollectionViewCompositionalLayout(sectionProvider:"))
    #expect(swift.contains("elementKind: NSCollectionView.elementKindSectionHeader,"))
    #expect(swift.contains("elementKind: NSCollectionView.elementKindSectionFooter,"))
    #expect(swift.contains("section.supplementariesFollowContentInsets = false"), "AppKit has no supplementaryContentInsetsReference")
    #expect(swift.contains("repeatingSubitem: "))
    #expect(swift.contains("`layoutc build t.layout --emit swift --platform macos` again."))
  }

  /// AppKit's layout environment has no trait collection: sizes floored to the pixel grid take
  /// the scale from `makeLayout(backingScaleFactor:)`.
  @Test func pixelFloorTakesTheBackingScaleFactor() throws {
    let source = "section < group.horizontal(w: 1, h: 100pt, count: 3) spacing 8 < item > >"
    let swift = try #require(Self.swift(source).output)
    #expect(swift.contains("static func makeLayout(backingScaleFactor scale: CGFloat) -> NSCollectionViewLayout {"), "\(swift)")
    #expect(!swift.contains("traitCollection"))
    #expect(swift.contains("(_ layoutEnvironment: any NSCollectionLayoutEnvironment, _ scale: CGFloat) -> NSCollectionLayoutSection {"))
    #expect(swift.contains("(layoutEnvironment, scale)"))
  }

  @Test func flowUsesNSEdgeInsets() throws {
    let source = """
      layout Tags
      flow a inset(top: 1, leading: 2, bottom: 3, trailing: 4) < item(w: 50pt, h: 20pt) >
      flow b < item(w: 60pt, h: 20pt) >
      """
    let outcome = Self.swift(source, access: .public)
    let swift = try #require(outcome.output, "\(outcome.diagnostics.map(\.message.text))")
    #expect(swift.contains("public static func makeLayout() -> NSCollectionViewLayout {"), "\(swift)")
    #expect(swift.contains("let layout = NSCollectionViewFlowLayout()"))
    #expect(swift.contains("NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)") && swift.contains("NSEdgeInsetsZero"))
    #expect(swift.contains("public final class Delegate: NSObject, NSCollectionViewDelegateFlowLayout {"))
    #expect(swift.contains("func collectionView(_ collectionView: NSCollectionView, layout collectionViewLayout: NSCollectionViewLayout, insetForSectionAt section: Int) -> NSEdgeInsets {"))
  }

  /// Each UIKit-only feature: an error `emit.uikitOnly` at the feature, naming it and the UIKit
  /// API, and no Swift. The same file builds for iOS.
  @Test(arguments: [
    ("section settings < list(appearance: plain) >", "list(", "a `list(…)` section"),
    ("section rows(insetsReference: safe-area) < group.horizontal(w: 1, h: 44pt) < item > >", "section", "`insetsReference:` on a section"),
    ("layout T(insetsReference: safe-area)\nsection < group.horizontal(w: 1, h: 44pt) < item > >", "section", "`insetsReference:` on the layout"),
    ("layout T(insetsReference: safe-area)\nflow < item(w: 50pt, h: 50pt) >", "flow", "`insetsReference:` on a flow layout"),
    ("layout T(estimatedItemSize: automatic)\nflow < item(w: ~50pt, h: ~50pt) >", "estimatedItemSize", "`estimatedItemSize: automatic`"),
  ])
  func uikitOnlyFeatureIsALocatedError(_ source: String, _ at: String, _ feature: String) throws {
    let outcome = Self.swift(source)
    #expect(outcome.output == nil)
    let error = try #require(outcome.diagnostics.first { $0.id.description == "emit.uikitOnly" }, "\(outcome.diagnostics.map(\.id.description))")
    #expect(error.severity == .error && error.message.text.hasPrefix(feature), "\(error.message.text)")
    #expect(error.message.text.contains("UIKit-only") && error.message.text.contains("--platform macos"))
    let range = try #require(source.range(of: at))
    #expect(error.range.start == source.utf8.distance(from: source.startIndex, to: range.lowerBound), "\(error.range)")
    let ios = Compilation.build(SourceFile(name: "t.layout", bytes: Array(source.utf8)), options: BuildOptions(emit: .swift))
    #expect(ios.output != nil, "\(ios.diagnostics.map(\.message.text))")
  }

  @Test func repeatNeedsMacOS13() throws {
    let source = "section < group.horizontal(w: 1, h: 44pt, repeat: 3) < item(w: 100pt, h: 1) > >"
    let old = Self.swift(source, target: Self.macOS1015)
    #expect(old.output == nil)
    let error = try #require(old.diagnostics.first { $0.id.description == "emit.repeatNeedsIOS16" })
    #expect(error.message.text.contains("needs macOS 13") && error.message.text.contains("macOS 10.15"), "\(error.message.text)")
    #expect(Self.swift(source).output != nil)
    let count = try #require(Self.swift("section < group.horizontal(w: 1, h: 100pt, count: 3) < item > >", target: Self.macOS1015).output)
    #expect(count.contains("subitem: item, count: 3)"), "before macOS 13 AppKit sizes the copies itself")
  }

  /// The "Must hold": every sample and fixture without a UIKit-only feature, emitted with
  /// `--platform macos` for macOS 10.15 and for 13.0, compiles with warnings as errors against
  /// the AppKit shim of that target; each of the others fails with `emit.uikitOnly` naming its
  /// feature. Before macOS 13 a `repeat:` that a fill cannot say fails as it does before iOS 16.
  @Test(arguments: [IOSVersion(10, 15), IOSVersion(13)])
  func compilesAgainstTheAppKitShimOfItsTarget(_ target: IOSVersion) throws {
    guard let swiftc = Toolchain.swiftc else {
      print("AppKitTests: skipped, no `swiftc` on PATH to compile the generated Swift with")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-appkit-\(target)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let shim = try ShimCompiler.build(.macos, target: target, in: dir, swiftc: swiftc)
    var files: [String] = []
    var refused: [String] = []
    for input in Inputs.all {
      let (output, diagnostics) = try input.generatedSwift(SwiftOptions(access: .public, platform: .macos, deploymentTarget: target))
      let features = try Self.uikitOnlyFeatures(input)
      let errors = diagnostics.filter { $0.severity == .error }
      let onlyErrors = errors.filter { $0.id.description == "emit.uikitOnly" }
      if features.isEmpty {
        #expect(onlyErrors.isEmpty, "\(input): \(onlyErrors.map(\.message.text))")
      } else {
        #expect(output == nil, "\(input) uses \(features) and was emitted")
        let named = Set(features.map { f in onlyErrors.contains { $0.message.text.contains("`\(f)") } })
        #expect(named == [true], "\(input): every feature of \(features) named: \(onlyErrors.map(\.message.text))")
      }
      guard let output else {
        let ids = Set(errors.map(\.id.description))
        #expect(ids.isSubset(of: ["emit.uikitOnly", "emit.repeatNeedsIOS16"]), "\(input) at macOS \(target): \(ids)")
        if target >= IOSVersion(13) { #expect(!ids.contains("emit.repeatNeedsIOS16"), "\(input)") }
        refused.append(input.stem)
        continue
      }
      #expect(output.contains("\nimport AppKit\n") && !output.contains("UICollection") && !output.contains("UIEdgeInsets"), "\(input)")
      let url = dir.appendingPathComponent(input.stem + ".swift")
      try output.write(to: url, atomically: true, encoding: .utf8)
      files.append(url.path)
    }
    let checked = try Toolchain.run(swiftc, ["-typecheck", "-warnings-as-errors", "-I", shim.path, "-module-name", "Generated"] + files)
    #expect(checked.status == 0, "generated Swift for macOS \(target) does not compile against its AppKit shim:\n\(checked.output)")
    #expect(files.count >= Inputs.all.count * 3 / 4, "macOS \(target): only \(files.count) of \(Inputs.all.count) inputs generated; refused \(refused)")
    if target >= IOSVersion(13) {
      let expected = try Inputs.samples.filter { try Self.uikitOnlyFeatures($0).isEmpty }.map(\.stem)
      #expect(Set(expected).isDisjoint(with: refused), "samples without a UIKit-only feature refused: \(refused)")
      #expect(expected.count >= Inputs.samples.count - 3, "\(expected.count) of \(Inputs.samples.count) samples have no UIKit-only feature")
    }
  }

  /// The proof can fail: UIKit's names, UIKit-only API and API above the target do not compile
  /// against the AppKit shim, and `subitem:count:` is deprecated in the macOS 13 one.
  @Test func theAppKitShimRefusesWhatAppKitLacks() throws {
    guard let swiftc = Toolchain.swiftc else { return }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-appkit-mutants-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let old = try ShimCompiler.build(.macos, target: Self.macOS1015, in: dir.appendingPathComponent("10.15"), swiftc: swiftc)
    let new = try ShimCompiler.build(.macos, target: Self.macOS13, in: dir.appendingPathComponent("13.0"), swiftc: swiftc)
    let size = "let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))\n"
    let item = "let item = NSCollectionLayoutItem(layoutSize: size)\n"
    let section = "let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))\n"
    // Whether `body` compiles; one that does not must fail for what it says, not for an unused local.
    func compiles(_ body: String, against shim: URL) throws -> Bool {
      let file = dir.appendingPathComponent("mutant-\(UUID().uuidString).swift")
      try "import AppKit\n@MainActor func f() {\n\(size)\(item)\(body)\n_ = (size, item)\n}\n".write(to: file, atomically: true, encoding: .utf8)
      let result = try Toolchain.run(swiftc, ["-typecheck", "-warnings-as-errors", "-I", shim.path, file.path])
      #expect(!result.output.contains("never used"), "\(result.output)")
      return result.status == 0
    }
    #expect(try compiles(section + "_ = NSCollectionViewCompositionalLayout(section: section) as NSCollectionViewLayout", against: old))
    #expect(try !compiles(section + "_ = UICollectionViewCompositionalLayout(section: section)", against: new))
    #expect(try !compiles(section + "section.contentInsetsReference = .safeArea", against: new))
    #expect(try !compiles(section + "section.supplementaryContentInsetsReference = .none", against: new))
    #expect(try compiles(section + "section.supplementariesFollowContentInsets = false", against: old))
    #expect(try !compiles("_ = NSCollectionViewCompositionalLayoutConfiguration().contentInsetsReference", against: new))
    #expect(try !compiles("_ = UIEdgeInsets.zero", against: new))
    #expect(try !compiles("_ = UICollectionView.elementKindSectionHeader", against: new))
    #expect(try compiles("let k: NSCollectionView.SupplementaryElementKind = NSCollectionView.elementKindSectionHeader\n_ = k", against: old))
    #expect(try !compiles("_ = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)", against: old))
    #expect(try compiles("_ = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)", against: new))
    #expect(try compiles("_ = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)", against: old))
    #expect(try !compiles("_ = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)", against: new))
    #expect(try !compiles("_ = UICollectionLayoutListConfiguration(appearance: .plain)", against: new))
    #expect(try !compiles("let f = NSCollectionViewFlowLayout()\nf.sectionInsetReference = .fromSafeArea", against: new))
    #expect(try compiles("let f = NSCollectionViewFlowLayout()\nf.sectionInset = NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)", against: old))
  }
}

/// Builds a shim module (`UIKit` or `AppKit`) as one deployment target sees it (`ShimVariant`).
enum ShimCompiler {
  /// The folder holding the built `.swiftmodule`, for `-I`.
  static func build(_ platform: SwiftPlatform, target: IOSVersion, in dir: URL, swiftc: String) throws -> URL {
    let shim = dir.appendingPathComponent("shim", isDirectory: true)
    try FileManager.default.createDirectory(at: shim, withIntermediateDirectories: true)
    var shimFiles: [String] = []
    for (name, text) in try ShimVariant.sources(for: target, platform: platform) {
      let url = shim.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      shimFiles.append(url.path)
    }
    let module = platform == .ios ? "UIKit" : "AppKit"
    let built = try Toolchain.run(
      swiftc, ["-parse-as-library", "-emit-module", "-module-name", module, "-emit-module-path", shim.appendingPathComponent("\(module).swiftmodule").path]
        + ShimVariant.defines(platform) + shimFiles)
    try #require(built.status == 0, "the \(platform.systemName) \(target) shim does not compile:\n\(built.output)")
    return shim
  }
}
