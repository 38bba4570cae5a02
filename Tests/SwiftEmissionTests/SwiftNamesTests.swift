@testable import LayoutEmit
import Testing

/// `SwiftNames`: no name a user writes can break or change the generated code.
@Suite struct SwiftNamesTests {
  @Test(arguments: [
    ("PhotoGrid", "PhotoGridLayout"), ("photoGrid", "PhotoGridLayout"), ("3Col", "Layout3Col"),
    ("card-strip", "CardStripLayout"), ("MyLayout", "MyLayout"),
    ("UICollectionViewCompositional", "UICollectionViewCompositionalLayoutFactory"),
  ])
  func typeNames(_ layout: String, _ expected: String) {
    #expect(SwiftNames.typeName(layout) == expected)
  }

  @Test(arguments: [
    ("photo", "photo"), ("my-tile", "myTile"), ("Type", "type"), ("CGFloat", "cgFloat"),
    ("NSCollectionLayoutItem", "nsCollectionLayoutItem"), ("URL", "url"), ("_x", "_x"),
  ])
  func localNames(_ word: String, _ expected: String) {
    #expect(SwiftNames.localName(word) == expected)
  }

  @Test func claimsAreUniqueEscapedAndNeverShadow() {
    var names = SwiftNames()
    #expect(names.claim("class", suffix: "Item") == "`class`")
    #expect(names.claim("self", suffix: "Item") == "selfItem")
    #expect(names.claim("section", suffix: "Group") == "sectionGroup")
    #expect(names.claim("photo", suffix: "Item") == "photo")
    #expect(names.claim("photo", suffix: "Item") == "photo2")
    #expect(names.claim("photo", suffix: "Item") == "photo3")
    #expect(names.claim("selfItem", suffix: "Item") == "selfItem2")
  }

  @Test func commentsCannotBeBrokenOutOf() {
    let text = SwiftNames.commentSafe("a\nimport Evil\r\u{2028}b")
    #expect(!text.contains("\n") && !text.contains("\r") && !text.contains("\u{2028}"))
  }
}
