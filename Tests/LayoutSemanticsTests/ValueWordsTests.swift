import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// The typed units and value words of `Schema/ValueWords.swift`: each spelled once, read back by
/// `init(spelling:)`, documented, and what the checker makes of the word it reads.
@Suite struct ValueWordsTests {
  static func check<W: SchemaWord>(_: W.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let spellings = W.spellings
    #expect(Set(spellings).count == spellings.count, "\(W.self) spells two words alike: \(spellings)", sourceLocation: sourceLocation)
    #expect(Set(W.listed).count == W.allCases.count, "\(W.self).listed leaves out a case", sourceLocation: sourceLocation)
    for word in W.allCases {
      #expect(W(spelling: word.spelling) == word, sourceLocation: sourceLocation)
      #expect(!word.doc.isEmpty && !word.uikit.isEmpty, "\(word.spelling)", sourceLocation: sourceLocation)
    }
    #expect(W(spelling: "zz") == nil, sourceLocation: sourceLocation)
  }

  @Test func everyWordIsSpelledOnceAndDocumented() {
    Self.check(SizeUnit.self)
    Self.check(Axis.self)
    Self.check(BoundarySupplementary.Alignment.self)
    Self.check(InsetReference.self)
    Self.check(BooleanWord.self)
    Self.check(AnchorWord.self)
    Self.check(SpacingKind.self)
    Self.check(OrthogonalScrolling.self)
  }

  /// The orders completion offers and diagnostics list: the default first.
  @Test func wordsAreListedInTheLanguagesOrder() {
    #expect(Axis.spellings == ["vertical", "horizontal"])
    #expect(Axis.choices == "`vertical` or `horizontal`")
    #expect(SizeUnit.spellings == ["pt", "w", "h"])
    #expect(InsetReference.spellings == ["follow", "none"])
    #expect(BooleanWord.spellings == ["true", "false"])
    #expect(SpacingKind.spellings == ["flexible", "fixed"])
    #expect(OrthogonalScrolling.choices == "`continuous`, `continuous-leading`, `paging`, `group-paging`, `group-paging-centered`")
  }

  /// The labels that take words list exactly the typed words.
  @Test func theSchemaListsTheTypedWords() {
    let header = Schema.labels(of: .header, in: .compositional)
    #expect(header.first { $0.label == "align" }?.value == .word(BoundarySupplementary.Alignment.specs))
    #expect(header.first { $0.label == "insets" }?.value == .word(InsetReference.specs))
    #expect(header.first { $0.label == "pinned" }?.value == .word(BooleanWord.specs))
    #expect(Schema.labels(of: .badge, in: .compositional).first { $0.label == "anchor" }?.value == .word(AnchorWord.specs))
    #expect(Schema.labels(of: .layout(.compositional)).first { $0.label == "scroll" }?.value == .word(Axis.specs))
    #expect(Schema.modifier(.scroll, on: .section)?.value == .word(OrthogonalScrolling.specs))
    #expect(ValueKind.spacing.words == SpacingKind.spellings)
  }

  /// Each anchor word gives the badge the edges it names: the model spells them back the same.
  @Test(arguments: AnchorWord.allCases)
  func anAnchorWordSetsItsEdges(_ word: AnchorWord) throws {
    let source = "section < group.horizontal badge(w: 10pt, h: 10pt, anchor: \(word.spelling)) < item > >"
    let (model, diagnostics) = Compilation.model(SourceFile(name: "anchor.layout", text: source), mode: .ios17)
    let anchor = try #require(model?.sections.first?.group.supplementaries.first?.anchor, "\(diagnostics.map(\.id.description))")
    #expect(anchor.spelling == word.spelling)
    let edges = word.edges
    #expect([anchor.top, anchor.leading, anchor.bottom, anchor.trailing] == [edges.top, edges.leading, edges.bottom, edges.trailing])
  }

  /// `insets:` and the booleans read as the words say.
  @Test func headerWordsReadAsTheySay() throws {
    let source = "section header(h: 44pt, pinned: true, extends: false, insets: none) < group.horizontal < item > >"
    let (model, diagnostics) = Compilation.model(SourceFile(name: "header.layout", text: source), mode: .ios17)
    let section = try #require(model?.sections.first, "\(diagnostics.map(\.id.description))")
    #expect(section.header?.pinned == true && section.header?.extendsBoundary == false)
    #expect(section.supplementariesFollowInsets == false)
  }
}
