import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// The issue's "Must hold" cases, each by name.
@MainActor
@Suite struct MustHoldTests {
  /// The seed as written compiles to Swift that, through the harness, gives exactly its frames.
  @Test func seedAsWrittenGivesTheSeedsFrames() throws {
    let seed = try Inputs.named("seed-as-written")
    #expect(FileManager.default.fileExists(atPath: seed.generatedFile.path))
    try FrameProof.check(try #require(Factories.table["seed-as-written"]), against: seed)
  }

  /// Samples/two-column-grid.layout: `count: 2` with 10pt spacing in a 370pt-wide group gives
  /// 180pt items with the spacing retry (G5) and 185pt without. Its generated Swift gives 180pt
  /// whether UIKit retries `repeatingSubitem` groups or not — exactly the frames of
  /// `layoutc build` — and the build does not warn.
  @Test func twoColumnGridDoesNotDependOnTheSpacingRetry() throws {
    let input = try Inputs.named("two-column-grid")
    let (swift, diagnostics) = try input.generatedSwift()
    #expect(swift != nil)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.id.description))")
    let build = try #require(Factories.table["two-column-grid"])
    let expected = FrameProof.withoutNames(try FrameProof.expectedFrames(try input.source(), width: 390, height: 844))
    for rules in [Rules.standard, FrameProof.noRetryForRepeatingSubitems] {
      let reading = "retryRepeatingGroups = \(rules.retryRepeatingGroups)"
      let actual = try FrameProof.actualFrames(build, sections: 1, width: 390, height: 844, rules: rules)
      #expect(FrameProof.withoutNames(actual) == expected, "\(reading)")
      let model = try Harness.model(build, sections: 1, items: 4, width: 390, height: 844, scale: FrameProof.scale)
      guard case .compositional(let m) = model else {
        Issue.record("two-column-grid is not compositional")
        return
      }
      let layout = try #require(Resolver.resolve(m, options: FrameProof.options(width: 390, height: 844, rules: rules)).0)
      #expect(layout.sections[0].items.map(\.width) == Array(repeating: 180, count: FrameProof.itemsPerSection), "\(reading)")
    }
    // Every container, at rest and scrolled, under both readings.
    try FrameProof.check(build, against: input)
  }

  /// Keyword and shadowing `let` names produce valid Swift (it compiled, with warnings as errors,
  /// as part of GeneratedLayouts) that builds the same frames.
  @Test func nastyNamesCompileAndGiveTheSameFrames() throws {
    let nasty = try Inputs.named("nasty-names")
    let source = String(decoding: try Data(contentsOf: nasty.url), as: UTF8.self)
    for name in ["class", "self", "Self", "Type", "init", "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "CGFloat", "configuration", "sectionIndex", "my-tile"] {
      #expect(source.contains("let \(name) = "), "nasty-names.layout lost `let \(name)`")
    }
    let swift = try String(contentsOf: nasty.generatedFile, encoding: .utf8)
    #expect(swift.contains("let `class` = NSCollectionLayoutItem("))
    #expect(swift.contains("let myTile = NSCollectionLayoutItem("))
    try FrameProof.check(try #require(Factories.table["nasty-names"]), against: nasty)
  }

  /// Names Swift could not hold, or that the `.layout` language reserves, are located errors and
  /// no Swift is written.
  @Test(arguments: [
    // `"` is not part of a name: a syntax error at the quote.
    ("let a\"b = item\nsection < group.horizontal < a\"b > >\n", "syntax.invalidCharacter", 1, 6),
    // `section` and `layout` are keywords of the .layout language.
    ("let section = item\nsection < group.horizontal < item > >\n", "syntax.reservedName", 1, 5),
    ("let layout = item\nsection < group.horizontal < item > >\n", "syntax.reservedName", 1, 5),
  ])
  func unusableNamesAreLocatedErrors(text: String, id: String, line: Int, column: Int) {
    let file = SourceFile(name: "names.layout", text: text)
    let outcome = Compilation.build(file, options: BuildOptions(emit: .swift))
    #expect(outcome.output == nil, "Swift was written for an invalid name")
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    let located = errors.map { ($0.id.description, file.location(of: $0.range.start)) }
    #expect(located.contains { $0.0 == id && $0.1 == LayoutSource.SourceLocation(line: line, column: column) }, "errors: \(located)")
    // Nothing is reported before the offending name.
    #expect(located.allSatisfy { ($0.1.line, $0.1.column) >= (line, column) }, "errors: \(located)")
  }

  /// Apple's "Adaptive Sections" through the harness: the generated section provider reads the
  /// container's width, giving 1 / 5 / 3 columns at 390pt and 2 / 10 / 6 at 820pt (and the same
  /// frames as `--emit frames`, which `FrameEquivalenceTests` proves).
  @Test(
    .enabled(if: Inputs.samples.contains { $0.stem == "adaptive-sections" }, "Samples/adaptive-sections.layout not written yet"),
    arguments: [(390.0, [1, 5, 3]), (820.0, [2, 10, 6])])
  func adaptiveSectionsSwitchColumnsAt800(width: Double, columns: [Int]) throws {
    let build = try #require(Factories.table["adaptive-sections"])
    let model = try Harness.model(build, sections: 3, items: FrameProof.itemsPerSection, width: width, height: 844, scale: FrameProof.scale)
    guard case .compositional(let m) = model else {
      Issue.record("adaptive-sections is not compositional")
      return
    }
    let (resolved, diagnostics) = Resolver.resolve(m, options: FrameProof.options(width: width, height: 844, scale: FrameProof.scale))
    let layout = try #require(resolved, "\(diagnostics.map(\.message.text))")
    // Columns: the items of the first row, which share the first item's y.
    let found = layout.sections.map { s in s.items.filter { $0.y == s.items.first?.y }.count }
    #expect(found == columns, "at \(width)pt")
    try FrameProof.check(build, against: try Inputs.named("adaptive-sections"))
  }
}
