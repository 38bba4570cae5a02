import Foundation
import LayoutEmit
import Testing

/// The frame proof through the AppKit shim: every file of `Tests/GeneratedAppKitLayouts` — the
/// samples and fixtures without a UIKit-only feature, generated with `--platform macos` — is the
/// emitter's output today, and the layout its factory builds with AppKit's classes has exactly
/// the frames of `layoutc build --emit frames` at every container of `FrameProof.containers`,
/// through the same conversion and harness as the UIKit proof (`APPKIT` selects AppKit's names).
@MainActor
@Suite struct AppKitFrameEquivalenceTests {
  @Test(arguments: Inputs.stems)
  func generatedAppKitLayoutHasTheCompilersFrames(_ stem: String) throws {
    let build = try #require(Factories.table[stem], "no factory for \(stem) in Factories.table")
    try FrameProof.check(build, against: try Inputs.named(stem))
  }

  /// Sizes the generated code floors itself follow the scale `makeLayout(backingScaleFactor:)`
  /// is given: the files that take one are proven at @1x and @2x too.
  @Test(arguments: ["two-column-grid", "spacing-retry", "three-sections"], [1.0, 2.0])
  func backingScaleFactorIsTheScaleResolved(_ stem: String, _ scale: Double) throws {
    let input = try Inputs.named(stem)
    #expect(try String(contentsOf: input.generatedFile, encoding: .utf8).contains("makeLayout(backingScaleFactor scale: CGFloat)"))
    try FrameProof.check(try #require(Factories.table[stem]), against: input, scale: scale)
  }

  @Test(arguments: Inputs.all)
  func checkedInSwiftIsTheEmittersOutput(_ input: LayoutInput) throws {
    let (output, diagnostics) = try input.generatedSwift()
    let swift = try #require(output, "`layoutc build \(input.path) --emit swift --platform macos` failed: \(diagnostics.map(\.message.text))")
    Golden.check(swift, against: input.generatedFile)
  }

  /// Every input without a UIKit-only feature has a factory and a generated file, and every
  /// generated file an input: the samples left out are exactly those with a UIKit-only feature.
  @Test func theTableCoversTheInputs() {
    #expect(Set(Factories.table.keys) == Set(Inputs.stems))
    #expect(Set(Paths.files(in: Paths.generated, suffix: ".swift").map { String($0.dropLast(6)) }) == Set(Inputs.stems))
    #expect(Inputs.samples.filter { $0.uikitOnlyFeatures() != [] }.map(\.stem).sorted() == ["landscape-safe-area", "settings"])
  }
}
