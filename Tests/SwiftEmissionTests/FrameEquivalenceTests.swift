import Foundation
import LayoutSemantics
import Testing

/// The proof: for every generated file, the layout its factory builds has exactly the frames of
/// `layoutc build --emit frames` on the same `.layout`, at every container in
/// `FrameProof.containers` (every item, every header and footer, the content size).
@MainActor
@Suite struct FrameEquivalenceTests {
  @Test(arguments: Inputs.stems)
  func generatedLayoutHasTheCompilersFrames(_ stem: String) throws {
    let build = try #require(Factories.table[stem], "no factory for \(stem) in Factories.table")
    let input = try Inputs.named(stem)
    // count-estimated and count-many are here because a `count:` group emitted as a fill group
    // gave other frames (an estimated axis fills once; floored copies left room for more).
    try FrameProof.check(build, against: input)
  }

  /// Sections past the last declared one reuse it, in the generated code as in the resolver
  /// (`ItemCounts.list`): asking for one more section gives the last declared one again.
  @Test(arguments: Inputs.stems)
  func sectionsPastTheLastDeclaredReuseIt(_ stem: String) throws {
    let build = try #require(Factories.table[stem])
    let n = try FrameProof.declaredSections(try Inputs.named(stem).source())
    switch try Harness.model(build, sections: n + 1, items: FrameProof.itemsPerSection, width: 390, height: 844, scale: FrameProof.scale) {
    case .compositional(let model): #expect(model.sections[n] == model.sections[n - 1])
    case .flow(let model): #expect(model.sections[n] == model.sections[n - 1])
    }
  }
}

/// The factory table covers every generated file, and passes a `Delegate` exactly when the
/// generated file declares one.
@MainActor
@Suite struct FactoryTableTests {
  @Test func everyInputHasAFactory() {
    #expect(Set(Factories.table.keys) == Set(Inputs.stems), "Factories.table and the inputs disagree")
  }

  @Test(arguments: Inputs.stems)
  func delegatePassedIffGenerated(_ stem: String) throws {
    let build = try #require(Factories.table[stem])
    let source = try String(contentsOf: try Inputs.named(stem).generatedFile, encoding: .utf8)
    let declares = source.contains("final class Delegate: NSObject, UICollectionViewDelegateFlowLayout")
    switch build() {
    case .compositional: #expect(!declares)
    case .flow(_, let delegate): #expect((delegate != nil) == declares)
    }
  }

  /// A factory that takes a section background view class is given one, and the harness knows it.
  @Test(arguments: Inputs.stems)
  func sectionBackgroundPassedIffTaken(_ stem: String) throws {
    let build = try #require(Factories.table[stem])
    let source = try String(contentsOf: try Inputs.named(stem).generatedFile, encoding: .utf8)
    let takes = source.contains("static func makeLayout(sectionBackground: UICollectionReusableView.Type)")
    switch build() {
    case .compositional(_, let background): #expect((background != nil) == takes)
    case .flow: #expect(!takes)
    }
  }
}
