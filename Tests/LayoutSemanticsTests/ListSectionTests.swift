import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

// List sections (L1–L7 of Grammar/semantics.md): what the checker accepts and rejects, and the
// frames each appearance gets. Every expected number is computed by hand from the rules.

/// Checks `source`, expecting exactly `expectedIDs` (any order), at 390×844 @3x.
@discardableResult
private func diagnose(_ source: String, _ expectedIDs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
  let outcome = Compilation.diagnose(SourceFile(name: "list.layout", text: source), resolve: ResolveOptions())
  let ids = outcome.diagnostics.map(\.id.description).sorted()
  #expect(ids == expectedIDs.sorted(), "\(source)\n→ \(outcome.diagnostics.map { "\($0.id): \($0.message.text)" })", sourceLocation: sourceLocation)
  return outcome.diagnostics
}

/// Checks and resolves `source`.
private func resolve(
  _ source: String, items: ItemCounts, width: Double = 390, rules: Rules = .standard, visible: ClosedRange<Double>? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ResolvedLayout? {
  let (model, diags) = Compilation.model(SourceFile(name: "list.layout", text: source), mode: .ios17)
  guard let model else {
    Issue.record("does not check: \(diags.map(\.id.description))", sourceLocation: sourceLocation)
    return nil
  }
  var options = ResolveOptions(width: width, height: 844, scale: 3, mode: .ios17, items: items)
  options.rules = rules
  options.visible = visible
  let (layout, placement) = Resolver.resolve(model, options: options)
  #expect(placement.isEmpty, "\(placement.map(\.id.description))", sourceLocation: sourceLocation)
  return layout
}

private func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }

private func boundary(_ layout: ResolvedLayout, section: Int, _ kind: String) -> SupplementaryFrame? {
  layout.sections[section].supplementaries.first { $0.kind == kind && $0.source == .boundary }
}

private let note = "check.listMetricsEstimated"

@Suite("List sections")
struct ListSectionTests {
  // MARK: Checking (L1)

  @Test func aListSectionChecksWithOneNote() {
    let diags = diagnose("section a < list(appearance: inset-grouped, header: supplementary, footer: supplementary, separators: false) >\nsection b < list >", [note])
    // One note for the file, counting the other list.
    #expect(diags.first?.severity == .note)
    #expect(diags.first?.notes.map(\.message) == ["the same holds for the 1 other list in this file"])
  }

  @Test func theConfigurationReachesTheModel() throws {
    let (model, _) = Compilation.model(SourceFile(name: "list.layout", text: "section s < list(appearance: sidebar, header: first-item-in-section, separators: false) >"), mode: .ios17)
    let list = try #require(model?.sections.first?.list)
    #expect(list.appearance == ListAppearance.sidebar && list.headerMode == ListHeaderMode.firstItemInSection)
    #expect(list.footerMode == ListFooterMode.none && !list.showsSeparators)
  }

  @Test func aListIsASectionsWholeBody() {
    diagnose("section < group.horizontal < list > >", ["check.misplacedList"])
    diagnose("section < list item >", ["check.misplacedList", note])
    diagnose("section < when(widthAbove: 800pt) < list > else < group.horizontal < item > > >", ["check.misplacedList"])
    let top = diagnose("list(appearance: plain)", ["check.misplacedTopLevel", "check.noSections"])
    #expect(top.first { $0.id.description == "check.misplacedTopLevel" }?.fixIts.map(\.text) == ["section < ", " >"])
  }

  @Test func aListSectionTakesNoModifiers() {
    let diags = diagnose("section inset 8 header(h: 40pt) < list >", ["check.listSectionModifier", "check.listSectionModifier", note])
    #expect(diags.contains { $0.message.text.contains("`list(header: supplementary)`") })
    diagnose("section < list inset 4 >", ["check.modifierNotAllowed", note])
    let body = diagnose("section < list < item > >", ["check.listHasBody", note])
    #expect(body.first { $0.id.description == "check.listHasBody" }?.fixIts.map(\.text) == [""])
  }

  @Test func badValuesAreLocatedWithSuggestions() {
    let diags = diagnose("section < list(appearance: insetGrouped) >", ["check.unknownWord"])
    #expect(diags.first?.fixIts.map(\.text) == ["inset-grouped"])
    diagnose("section < list(header: sticky) >", ["check.unknownWord"])
    diagnose("section < list(footer: first-item-in-section) >", ["check.unknownWord"])
    diagnose("section < list(separators: no) >", ["check.expectedBool"])
    diagnose("section < list(apperance: plain) >", ["check.unknownLabel", note])
    diagnose("section < list(plain) >", ["check.missingLabel", note])
  }

  @Test func listsNeedAVerticalLayout() {
    diagnose("layout(scroll: horizontal)\nsection < list >", ["check.listInHorizontalLayout", note])
  }

  /// A `let` may name a list; a use that adds a modifier is told the list takes none.
  @Test func aLetNamesAList() throws {
    let layout = try #require(resolve("let rows = list(appearance: grouped)\nsection < rows >\nsection < rows >", items: .each(1)))
    #expect(layout.sections[1].items.map(rect) == [[0, 35 + 79, 390, 44]])
    diagnose("let rows = list(appearance: grouped)\nsection < rows inset 2 >", ["check.modifierNotAllowed", note])
    diagnose("let rows = list(appearance: grouped)\nsection < group.horizontal < rows > >", ["check.misplacedList"])
  }

  @Test func listIsABuiltInName() {
    diagnose("let list = item\nsection < group.horizontal < item > >", ["check.letShadowsBuiltin", "check.unusedLet"])
  }

  // MARK: Frames

  /// L2, L6: grouped: full width, 35 above the rows, 44 each; the next section starts after the
  /// last row: 35 + 3 × 44 = 167.
  @Test func groupedRows() throws {
    let layout = try #require(resolve("section < list(appearance: grouped) >", items: .each(3)))
    #expect(layout.sections[0].items.map(rect) == [[0, 35, 390, 44], [0, 79, 390, 44], [0, 123, 390, 44]])
    #expect(layout.sections[0].list == .grouped)
    #expect(layout.contentHeight == 167)
  }

  /// L5: inset-grouped rows between margins of 16 below 414pt and 20 from it.
  @Test func insetGroupedMargins() throws {
    let source = "section < list(appearance: inset-grouped) >"
    let compact = try #require(resolve(source, items: .each(1), width: 390))
    #expect(compact.sections[0].items.map(rect) == [[16, 35, 358, 44]])
    let justBelow = try #require(resolve(source, items: .each(1), width: 413))
    #expect(justBelow.sections[0].items.map(rect) == [[16, 35, 381, 44]])
    let regular = try #require(resolve(source, items: .each(1), width: 414))
    #expect(regular.sections[0].items.map(rect) == [[20, 35, 374, 44]])
  }

  /// L3, L4: a supplementary header and footer follow the insets; with a header there is no top
  /// inset: header 0…44, rows 44 and 88, footer at 132.
  @Test func insetGroupedHeaderAndFooter() throws {
    let layout = try #require(resolve("section < list(appearance: inset-grouped, header: supplementary, footer: supplementary) >", items: .each(2)))
    #expect(layout.sections[0].items.map(rect) == [[16, 44, 358, 44], [16, 88, 358, 44]])
    #expect(boundary(layout, section: 0, "header").map { rect($0.frame) } == [16, 0, 358, 44])
    #expect(boundary(layout, section: 0, "footer").map { rect($0.frame) } == [16, 132, 358, 44])
    #expect(boundary(layout, section: 0, "header")?.zIndex == 1, "not pinned")
  }

  /// L3: plain and sidebar-plain pin their supplementary headers (zIndex 2, and with `--visible`
  /// the header follows the visible range: at 50 while the rows last, 44 + 3 × 44 = 176).
  @Test func plainListsPinTheirHeaders() throws {
    for appearance in ["plain", "sidebar-plain"] {
      let source = "section < list(appearance: \(appearance), header: supplementary) >"
      let layout = try #require(resolve(source, items: .each(3), visible: 50...900))
      #expect(layout.sections[0].items.map(rect) == [[0, 44, 390, 44], [0, 88, 390, 44], [0, 132, 390, 44]])
      let header = try #require(boundary(layout, section: 0, "header"))
      #expect(rect(header.frame) == [0, 50, 390, 44] && header.zIndex == 2, "\(appearance)")
    }
  }

  /// L5, L6: a sidebar is inset by the margins with no top inset; first-item-in-section adds no
  /// supplementary (item 0 is the header row).
  @Test func sidebarFirstItemInSection() throws {
    let layout = try #require(resolve("section < list(appearance: sidebar, header: first-item-in-section) >", items: .each(2)))
    #expect(layout.sections[0].items.map(rect) == [[16, 0, 358, 44], [16, 44, 358, 44]])
    #expect(layout.sections[0].supplementaries.isEmpty)
  }

  /// L7: separators move nothing.
  @Test func separatorsMoveNothing() throws {
    let on = try #require(resolve("section < list(appearance: grouped) >", items: .each(4)))
    let off = try #require(resolve("section < list(appearance: grouped, separators: false) >", items: .each(4)))
    #expect(on.sections[0].items == off.sections[0].items)
  }

  /// Lists and ordinary sections share the layout's spacing (S6): a 100pt row, 10 spacing, then
  /// the list's 35 padding: its first row at 100 + 10 + 35 = 145.
  @Test func listsStackWithOtherSections() throws {
    let source = "layout(spacing: 10)\nsection < group.horizontal(w: 1, h: 100pt) < item > >\nsection < list(appearance: grouped) >"
    let layout = try #require(resolve(source, items: .each(1)))
    #expect(layout.sections[1].items.map(rect) == [[0, 145, 390, 44]])
    #expect(layout.sections[0].list == nil)
  }

  /// Every guessed metric is a switch: the row and supplementary estimates, the margins and the
  /// grouped padding.
  @Test func theMetricsAreSwitches() throws {
    var rules = Rules.standard
    rules.listRowEstimatedHeight = 50
    rules.listSupplementaryEstimatedHeight = 30
    rules.listCompactMargin = 8
    rules.listGroupedTopPadding = 0
    let layout = try #require(resolve("section < list(appearance: inset-grouped, footer: supplementary) >", items: .each(2), rules: rules))
    #expect(layout.sections[0].items.map(rect) == [[8, 0, 374, 50], [8, 50, 374, 50]])
    #expect(boundary(layout, section: 0, "footer").map { rect($0.frame) } == [8, 100, 374, 30])
    rules.listRegularMarginFromWidth = 300
    rules.listRegularMargin = 24
    let regular = try #require(resolve("section < list(appearance: sidebar) >", items: .each(1), rules: rules))
    #expect(regular.sections[0].items.map(rect) == [[24, 0, 342, 50]])
  }
}
