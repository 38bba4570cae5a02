import Foundation
import LayoutDriver
import LayoutFormat
import LayoutSemantics
import LayoutSource
import Testing

/// The import targets, proven: each hand-written `Tests/ImportFixtures/NAME.swift` builds, against
/// the UIKit shim, a layout with exactly the frames `layoutc build` gives `NAME.layout`, at three
/// containers, at rest and scrolled, under both readings of the spacing retry (G5). So `NAME.layout`
/// is what a faithful `layoutc import NAME.swift` must give. The comparison is the one the
/// frame-equivalence tests make for generated Swift (`FrameProof.difference`).
@MainActor
@Suite struct ImportProofTests {
  /// A small phone, a phone and a large tablet: section-provider takes a different branch of its
  /// width test at each.
  nonisolated static let containers: [(width: Double, height: Double)] = [(320, 568), (390, 844), (1024, 1366)]

  /// `Tests/ImportFixtures`.
  nonisolated static let directory = Paths.packageRoot.appendingPathComponent("Tests/ImportFixtures", isDirectory: true)
  /// The stem of every `NAME.swift` there.
  nonisolated static let stems = Paths.files(in: directory, suffix: ".swift").map { String($0.dropLast(6)) }

  static func layout(_ stem: String) throws -> SourceFile {
    let path = "Tests/ImportFixtures/\(stem).layout"
    return SourceFile(name: path, bytes: Array(try Data(contentsOf: Paths.packageRoot.appendingPathComponent(path))))
  }

  /// At how many of `containers` the frames of `build` differ from those of `file` under either
  /// reading of G5, each difference described in `differences`.
  static func failures(_ build: () -> BuiltLayout?, _ file: SourceFile, _ differences: inout [String]) throws -> Int {
    let built = try #require(build(), "createLayout() returned neither a compositional nor a flow layout")
    var failing = 0
    for c in containers {
      let found = try [Rules.standard, FrameProof.noRetryForRepeatingSubitems].compactMap { rules in
        try FrameProof.difference({ built }, file, width: c.width, height: c.height, rules: rules)
      }
      if !found.isEmpty {
        failing += 1
        differences.append("at \(JSONText.number(c.width))×\(JSONText.number(c.height)): \(found.joined(separator: "\n"))")
      }
    }
    return failing
  }

  @Test func theFixturesExist() {
    #expect(Set(Self.stems) == ["app-store", "flow-tags", "grid", "nested-groups", "section-provider"])
    #expect(Set(ImportFactories.table.keys) == Set(Self.stems), "ImportFactories.table and the fixtures disagree")
  }

  @Test(arguments: stems)
  func handWrittenSwiftHasTheFramesOfItsLayout(_ stem: String) throws {
    let build = try #require(ImportFactories.table[stem], "no factory for \(stem) in ImportFactories.table")
    var differences: [String] = []
    let failing = try Self.failures(build, try Self.layout(stem), &differences)
    #expect(failing == 0, "\(stem).swift and \(stem).layout differ:\n\(differences.joined(separator: "\n"))")
  }

  /// Each `.layout` is what an import writes: it builds at every container with no warning (notes,
  /// such as the one every estimate gets, are allowed), and it is formatted as `layoutc fmt` prints it.
  @Test(arguments: stems)
  func layoutBuildsCleanAndIsFormatted(_ stem: String) throws {
    let file = try Self.layout(stem)
    for c in Self.containers {
      let options = FrameProof.options(width: c.width, height: c.height)
      let flags = ContainerFlags(width: c.width, height: c.height, scale: options.scale, items: options.items)
      let outcome = Compilation.build(file, options: BuildOptions(resolve: options, emit: .frames, container: flags))
      let loud = outcome.diagnostics.filter { $0.severity != .note }
      #expect(outcome.output != nil && loud.isEmpty, "at \(c): \(loud.map { "\($0.id): \($0.message.text)" })")
    }
    #expect(Formatter.format(file) == String(decoding: file.bytes, as: UTF8.self), "\(stem).layout is not as layoutc fmt prints it")
  }

  /// A `.layout` edit that changes the geometry of each fixture.
  struct LayoutEdit: Sendable, CustomStringConvertible {
    var stem: String
    var original: String
    var edited: String
    /// At how many of `containers` the edited layout's frames differ from the Swift's.
    var failingContainers: Int
    var description: String { stem }
  }

  nonisolated static let edits = [
    LayoutEdit(stem: "grid", original: "section inset 8", edited: "section inset 9", failingContainers: 3),
    LayoutEdit(stem: "nested-groups", original: " edges(leading: flexible 0)", edited: "", failingContainers: 3),
    LayoutEdit(stem: "app-store", original: "background(inset: 8)", edited: "background(inset: 6)", failingContainers: 3),
    // 390 now takes the `else` case; 320 took it already and 1024 takes the first.
    LayoutEdit(stem: "section-provider", original: "widthAbove: 350pt", edited: "widthAbove: 400pt", failingContainers: 1),
    LayoutEdit(stem: "flow-tags", original: "flow(line: 12,", edited: "flow(line: 10,", failingContainers: 3),
  ]

  /// The comparison is not vacuous for any fixture: the same Swift against its `.layout` with one
  /// value changed differs where that value matters.
  @Test(arguments: edits)
  func anEditedLayoutFailsTheComparison(_ edit: LayoutEdit) throws {
    let file = try Self.layout(edit.stem)
    let text = String(decoding: file.bytes, as: UTF8.self)
    try #require(text.components(separatedBy: edit.original).count == 2, "\(edit.stem).layout no longer has `\(edit.original)` once")
    let edited = SourceFile(name: file.name, text: text.replacingOccurrences(of: edit.original, with: edit.edited))
    var differences: [String] = []
    let build = try #require(ImportFactories.table[edit.stem])
    #expect(try Self.failures(build, edited, &differences) == edit.failingContainers, "\(differences)")
  }

  /// The proof can fail: the grid with one inset changed in its Swift differs at every container,
  /// while the same comparison accepts the unchanged Swift.
  @Test func aMutatedFixtureFailsTheComparison() throws {
    let file = try Self.layout("grid")
    var differences: [String] = []
    let mutant = try #require(ImportFactories.mutants["grid"])
    #expect(try Self.failures(mutant, file, &differences) == Self.containers.count, "\(differences)")
    var none: [String] = []
    #expect(try Self.failures(try #require(ImportFactories.table["grid"]), file, &none) == 0, "\(none)")
  }

  /// The mutant stays what its comment says: grid.swift with one inset changed.
  @Test func theMutantDiffersFromItsFixtureInOneInset() throws {
    let fixture = try String(contentsOf: Self.directory.appendingPathComponent("grid.swift"), encoding: .utf8)
    var mutant = try String(contentsOf: Self.directory.appendingPathComponent("Mutants/grid-mutant.swift"), encoding: .utf8)
    let start = try #require(mutant.range(of: "import UIKit\n"), "the mutant lost its import")
    mutant = String(mutant[start.lowerBound...]).replacingOccurrences(of: "enum PhotoGridViewLayoutMutant {", with: "enum PhotoGridViewLayout {")
    let f = fixture[try #require(fixture.range(of: "import UIKit\n")).lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
    let m = mutant.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(f.count == m.count, "grid.swift changed; rebuild the mutant from it (see its comment)")
    let differing = zip(f, m).filter { $0 != $1 }
    try #require(differing.count == 1, "expected one changed line, found \(differing.count)")
    #expect(differing[0].0.contains("contentInsets = NSDirectionalEdgeInsets(top: 2,"))
    #expect(differing[0].1 == differing[0].0.replacingOccurrences(of: "(top: 2,", with: "(top: 4,"))
    #expect(Set(Paths.files(in: Self.directory.appendingPathComponent("Mutants"), suffix: ".swift")) == ["grid-mutant.swift"])
  }
}
