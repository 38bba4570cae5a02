#if APPKIT
@testable import GeneratedAppKitLayouts
#else
@testable import GeneratedLayouts
#endif
import LayoutDriver
import LayoutSemantics
import Testing

/// A flow layout does not know how many sections the collection view has, so its generated Swift
/// says it: an `enum Section: Int, CaseIterable` with one case per section of the `.layout`, in
/// order, for the app's `numberOfSections(in:)` (`Section.allCases.count`) and `cellForItemAt`
/// (`Section(rawValue: indexPath.section)`). Written when there are several sections or a named
/// one; a single unnamed section needs none.
@MainActor
@Suite struct FlowSectionEnumTests {
  /// Each generated `Section`'s raw values, by the stem of its `.layout`.
  static let enums: [String: () -> [Int]] = {
    var table: [String: () -> [Int]] = [
      "flow-defaults": { FlowDefaultsLayout.Section.allCases.map(\.rawValue) },
      "flow-horizontal-sections": { HorizontalShelvesLayout.Section.allCases.map(\.rawValue) },
      "flow-photo-grid": { FlowPhotoGridLayout.Section.allCases.map(\.rawValue) },
      "flow-pinned": { FlowPinnedLayout.Section.allCases.map(\.rawValue) },
      "flow-section-names": { FlowSectionNamesLayout.Section.allCases.map(\.rawValue) },
      "sectioned-flow": { FiltersLayout.Section.allCases.map(\.rawValue) },
      "self-sizing-tags": { SelfSizingTagsLayout.Section.allCases.map(\.rawValue) },
      "tag-cloud": { TagCloudLayout.Section.allCases.map(\.rawValue) },
    ]
    #if !APPKIT
    // `automaticSize` is UIKit's only.
    table["flow-automatic-size"] = { AutomaticTagsLayout.Section.allCases.map(\.rawValue) }
    #endif
    return table
  }()

  /// The flow sections `input` declares, or nil for a compositional layout.
  static func flowSections(_ input: LayoutInput) throws -> [FlowSection]? {
    switch try #require(Compilation.analyze(try input.source(), mode: nil).checked, "\(input.path) does not check") {
    case .compositional: nil
    case .flow(let m): m.sections
    }
  }

  @Test(arguments: Inputs.all)
  func theEnumHasACasePerSection(_ input: LayoutInput) throws {
    guard let sections = try Self.flowSections(input) else { return }
    let swift = try #require(try input.generatedSwift().0)
    guard sections.count > 1 || sections.contains(where: { $0.name != nil }) else {
      #expect(!swift.contains("enum Section"), "\(input.path): one unnamed section needs no enum")
      #expect(Self.enums[input.stem] == nil, "\(input.stem) has no enum Section to list")
      return
    }
    let generated = try #require(Self.enums[input.stem], "\(input.stem): add its generated enum Section to FlowSectionEnumTests.enums")
    let rawValues = generated()
    #expect(rawValues == Array(sections.indices), "\(input.path)")
    // Each case names its section, as `layoutc import` reads it back.
    for s in sections {
      #expect(swift.contains(s.name.map { "    /// Section `\($0)`.\n    case " } ?? "    /// An unnamed section.\n    case "), "\(input.path): \(s.name ?? "unnamed")")
    }
  }

  /// Every enum listed here is one a flow input generates.
  @Test func everyListedEnumHasAnInput() {
    let stems = Set(Inputs.all.map(\.stem))
    for stem in Self.enums.keys { #expect(stems.contains(stem), "\(stem) is not an input") }
  }
}
