import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax
import Testing

/// The catalogs' shape: entries in alphabetical order, IDs derived from the entries' names and
/// never changed (they are used in `// layoutc-ignore:` comments, fixtures and tools).
@Suite struct CatalogShapeTests {
  /// Every diagnostic ID, as released. Renaming an entry changes its ID, so it fails here: an ID
  /// may be added (add it here too), never renamed or dropped.
  static let stableIDs: [String] = [
    "syntax.callAsValue", "syntax.expectedArgument", "syntax.expectedBody", "syntax.expectedDeclaration",
    "syntax.expectedDenominator", "syntax.expectedElement", "syntax.expectedEquals", "syntax.expectedName",
    "syntax.expectedNumber", "syntax.expectedValue", "syntax.fileTooLarge", "syntax.invalidCharacter",
    "syntax.missingColon", "syntax.missingComma", "syntax.misspeltKeyword", "syntax.modifierAfterBody",
    "syntax.nestingTooDeep", "syntax.nonASCIIName", "syntax.reservedName", "syntax.strayToken",
    "syntax.unclosedArguments", "syntax.unclosedBlockComment", "syntax.unclosedBody", "syntax.unclosedList",
    "check.adaptiveCaseNeverChosen", "check.adaptiveNeedsElse", "check.badgeOffsetMixed",
    "check.bareNumberTooLarge", "check.conflictingSupplementaryInsets", "check.countAndRepeat",
    "check.countChildAxisReplaced", "check.countChildEdges", "check.countNeedsOneChild",
    "check.countNotPositiveInteger", "check.countTooLarge", "check.duplicateLabel",
    "check.duplicateLayoutHeader", "check.duplicateLet", "check.duplicateModifier", "check.duplicatePreview", "check.emptyGroup",
    "check.estimatedItemSizeInCompositional", "check.estimatedItemSizeWithoutEstimates", "check.estimatedNeedsPoints", "check.estimatedTreatedAsFinal", "check.expectedBool",
    "check.expectedPoints", "check.expectedSize", "check.flexibleSectionSpacing", "check.flowEstimated", "check.flowEstimatedSupplementary", "check.flowEstimatesDiffer",
    "check.flowGroup", "check.flowHeaderAxis", "check.flowItemNeedsSize", "check.flowLayoutSpacing",
    "check.flowNeedsItem", "check.flowNeedsPoints", "check.flowPinnedDiffers", "check.flowSpacing", "check.fractionalInset",
    "check.fractionNotPoints", "check.groupNeedsAxis", "check.groupPagingCenteredInsets",
    "check.itemHasBody", "check.letCycle", "check.letExpansionTooLarge", "check.letModifierReset",
    "check.letShadowsBuiltin", "check.letUseArguments", "check.letUseBody", "check.listHasBody",
    "check.listInHorizontalLayout", "check.listMetricsEstimated", "check.listSectionModifier", "check.measuredFile", "check.misplacedElse", "check.misplacedList",
    "check.misplacedTopLevel", "check.missingLabel", "check.mixedLayoutKinds", "check.modifierNeedsValue",
    "check.modifierNotAllowed", "check.negativeFlowValue", "check.negativeInset", "check.negativeSpacing",
    "check.nestingTooDeep", "check.nonPositiveSize", "check.noSections", "check.numberRounded",
    "check.numberTooLarge", "check.orthogonalInHorizontalLayout", "check.pinnedInOrthogonalSection",
    "check.previewInsetNegative", "check.previewInsetsTooLarge", "check.previewInsetsValue", "check.previewItems", "check.previewScale", "check.previewSizes", "check.previewSizeOutOfRange", "check.previewTooManyItems",
    "check.repeatNeedsIOS16", "check.sectionArguments", "check.sectionHasManyGroups",
    "check.sectionItemNeedsGroup", "check.sectionNeedsGroup", "check.supplementaryAlignment",
    "check.supplementaryNeedsSize", "check.unitMisplaced", "check.unitNotAllowed", "check.unknownElement",
    "check.unknownLabel", "check.unknownUnit", "check.unknownWord", "check.unusedLet",
    "check.zeroDenominator",
    "place.backgroundInsetTooLarge", "place.badgeLargerThanHost", "place.childNeverPlaced",
    "place.emptyAfterInsets", "place.fillNeverFills", "place.flowItemTooLong", "place.fractionOfEstimated",
    "place.repeatOverflow", "place.slotOverflow", "place.templateTooLarge", "place.tooManyGroupFrames",
    "place.widthThresholdInPoints",
    "place.windowTooLarge",
    "emit.contestedSpacingRetry", "emit.insetsReferenceNeedsIOS14", "emit.listNeedsIOS14", "emit.repeatNeedsIOS16", "emit.supplementaryInsetsNeedIOS14", "emit.uikitOnly",
    "limit.tooManyDiagnostics",
    "import.adaptiveBoundary", "import.adaptiveSectionsDiffer", "import.cannotExpress", "import.geometryChanged",
    "import.invalidLayout", "import.noLayout", "import.runtimeValue", "import.unbalanced", "import.unreadable", "import.unterminated",
  ]

  @Test func everyIDIsListedAndNoneChanged() {
    let declared = CatalogSource.all.flatMap { CatalogSource.ids(domain: $0.domain, path: $0.path) }
    #expect(declared.sorted() == Self.stableIDs.sorted())
  }

  @Test func idsAreUniqueAndOfTheFormPhaseDotLowerCamel() {
    #expect(Set(Self.stableIDs).count == Self.stableIDs.count)
    for id in Self.stableIDs {
      #expect(id.wholeMatch(of: /(syntax|check|place|emit|limit|import)\.[a-z][A-Za-z0-9]*/) != nil, "\(id)")
    }
  }

  /// Each catalog's entries (messages and their notes) are in alphabetical order of name,
  /// ignoring case, so a note sorts right after the message it belongs to.
  @Test(arguments: CatalogSource.all.map(\.path))
  func entriesAreAlphabetical(_ path: String) {
    let names = CatalogSource.entries(path: path).map(\.name)
    #expect(!names.isEmpty, "no entries found in \(path)")
    let sorted = names.sorted { $0.lowercased() < $1.lowercased() }
    #expect(names == sorted, "\(path): first out of order: \(zip(names, sorted).first { $0 != $1 }.map { "\($0.0), expected \($0.1)" } ?? "")")
  }

  /// A note's entry is named for the message it belongs to (`duplicateLet` → `duplicateLetNote`,
  /// `duplicateLabelEdgeNote`), so the two sit together; a note that may go on any message of its
  /// catalog is named `any…Note` (`anyInPreviewNote`).
  @Test(arguments: CatalogSource.all.map(\.path))
  func notesFollowTheirMessage(_ path: String) {
    let entries = CatalogSource.entries(path: path)
    let messages = entries.filter(\.isMessage).map(\.name)
    for note in entries.filter({ !$0.isMessage }) {
      #expect(note.name.hasSuffix("Note") && (note.name.hasPrefix("any") || messages.contains { note.name.hasPrefix($0) }), "\(path): note \(note.name) names no message")
    }
  }

  /// The ID comes from the entry's declaration (`#function`), whatever its parameters.
  @Test func idIsTheEntryName() {
    #expect(DiagnosticID("syntax", function: "callAsValue(_:)").description == "syntax.callAsValue")
    #expect(DiagnosticID("check", function: "noSections()").description == "check.noSections")
    #expect(SyntaxDiagnostics.missingComma().id.description == "syntax.missingComma")
    #expect(SyntaxDiagnostics.expectedName(after: .kwLet, found: .init(.eof, text: "")).id.description == "syntax.expectedName")
    #expect(CheckDiagnostics.unknownLabel("x", owner: "item", suggestion: nil).id.description == "check.unknownLabel")
    #expect(PlacementDiagnostics.slotOverflow(needs: 2, has: 1, at: "390×844 @3x").id.description == "place.slotOverflow")
    #expect(EmitDiagnostics.contestedSpacingRetry("count", count: 2, spacing: 8, axis: .horizontal).id.description == "emit.contestedSpacingRetry")
    #expect(DiagnosticLimit.tooManyDiagnostics(2, errors: true).id.description == "limit.tooManyDiagnostics")
  }

  /// Every `.swift` file under `Sources/`, by path relative to the package, with its text.
  static let sources: [(path: String, text: String)] = {
    let root = Fixtures.packageRoot.appendingPathComponent("Sources")
    var out: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      out.append((String(url.path.dropFirst(Fixtures.packageRoot.path.count + 1)), text))
    }
    return out.sorted { $0.0 < $1.0 }
  }()

  /// Notes are written in the catalogs, next to their message: no call site spells one.
  @Test func notesAreWrittenOnlyInTheCatalogs() {
    let allowed = Set(CatalogSource.all.map(\.path) + ["Sources/LayoutSource/Diagnostic.swift"])
    #expect(Self.sources.count > 50)
    let spelling = Self.sources.filter { !allowed.contains($0.path) && $0.text.contains("DiagnosticNote(") }.map(\.path)
    #expect(spelling == [])
  }

  /// A fix-it is described in one phrasing, made in one place (`FixIt.phrase`).
  @Test func fixItsArePhrasedInOnePlace() {
    let phrasing = Self.sources.filter { $0.path != "Sources/LayoutSource/Diagnostic.swift" && $0.text.contains("replace `") }.map(\.path)
    #expect(phrasing == [])
  }

  /// Errors and warnings are counted and summarised by `DiagnosticSummary` alone.
  @Test func diagnosticCountsAreSpelledInOnePlace() {
    let counting = Self.sources.filter { $0.text.contains(#/ (error|warning)\\\(/#) }.map(\.path)
    #expect(counting == [])
  }
}
