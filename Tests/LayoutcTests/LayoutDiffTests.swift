import Foundation
import LayoutDriver
@testable import LayoutEmit
@testable import LayoutSemantics
import LayoutSource
import Testing

/// `Compilation.diff` and `LayoutDiff.compare`: elements matched by identity, each change named
/// once, in element order; the text, JSON and SVG outputs of one report.
@Suite struct LayoutDiffTests {
  static func report(_ a: String, _ b: String, options: BuildOptions = BuildOptions()) throws -> DiffReport {
    let outcome = Compilation.diff(SourceFile(name: "a.layout", text: a), SourceFile(name: "b.layout", text: b), options: options)
    #expect(outcome.usageError == nil)
    #expect(!outcome.before.diagnostics.hasErrors && !outcome.after.diagnostics.hasErrors)
    return try #require(outcome.report)
  }

  static func lines(_ report: DiffReport) -> [String] {
    DiffTextEmitter.emit(report).split(separator: "\n").map(String.init)
  }

  @Test func theSameFileIsTheSame() throws {
    let source = "layout L header(h: 30pt)\nsection background < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let r = try Self.report(source, source)
    #expect(r.isSame)
    #expect(DiffTextEmitter.emit(r) == "")
  }

  /// More items in the preview: the new ones appeared, nothing else changed but the content size.
  @Test func itemsAppearAndDisappear() throws {
    let three = "preview p(width: 390, height: 844, scale: 3, items: 3)\nsection < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let five = three.replacing("items: 3", with: "items: 5")
    #expect(Self.lines(try Self.report(three, five)) == [
      "item 0.3 appeared at (195, 50) 195×50",
      "item 0.4 appeared at (0, 100) 195×50",
      "content size 390×100 → 390×150",
      "2 elements differ: 2 appeared; content size changed",
    ])
    #expect(Self.lines(try Self.report(five, three)) == [
      "item 0.3 disappeared from (195, 50) 195×50",
      "item 0.4 disappeared from (0, 100) 195×50",
      "content size 390×150 → 390×100",
      "2 elements differ: 2 disappeared; content size changed",
    ])
  }

  /// A taller layout header moves every item and the section's background, header first.
  @Test func layoutHeadersAndBackgroundsAreElements() throws {
    let a = "layout L header(h: 30pt)\npreview p(width: 390, height: 844, scale: 3, items: 1)\nsection background < group.horizontal(h: 50pt) < item > >\n"
    let b = a.replacing("h: 30pt", with: "h: 40pt")
    #expect(Self.lines(try Self.report(a, b)) == [
      "layout header resized 390×30 → 390×40",
      "item 0.0 moved (0, 30) → (0, 40)",
      "background 0 moved (0, 30) → (0, 40)",
      "content size 390×80 → 390×90",
      "3 elements differ: 2 moved, 1 resized; content size changed",
    ])
  }

  /// Identity, not position: the second item, now under the first, moved; the first did not.
  @Test func elementsAreMatchedByIdentityNotByFrame() throws {
    let a = "preview p(width: 390, height: 844, scale: 3, items: 2)\nsection < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let b = "preview p(width: 390, height: 844, scale: 3, items: 2)\nsection < group.vertical(w: 1/2, h: 100pt) < item(h: 1/2) > >\n"
    #expect(Self.lines(try Self.report(a, b)) == [
      "item 0.1 moved (195, 0) → (0, 50)",
      "content size 390×50 → 390×100",
      "1 element differs: 1 moved; content size changed",
    ])
  }

  /// Two elements with one identity (two badges on one item) are told apart by their order.
  @Test func sameIdentityIsNumberedInOrder() {
    let badge = { (x: Double) in SupplementaryFrame(kind: "badge", source: .item, index: 0, frame: Rect(x: x, y: 0, width: 10, height: 10)) }
    var a = ResolvedLayout(
      name: "L", mode: .ios17, scrollDirection: .vertical, width: 100, height: 100, scale: 1, contentWidth: 100, contentHeight: 10,
      sections: [ResolvedSection(index: 0, items: [Rect(x: 0, y: 0, width: 10, height: 10)], groups: [], start: 0, length: 10)])
    var b = a
    a.sections[0].supplementaries = [badge(0), badge(20)]
    b.sections[0].supplementaries = [badge(0), badge(30)]
    let result = LayoutDiff.compare(a, b)
    #expect(result.entries.map(DiffTextEmitter.line) == ["badge 0.0 #2 moved (20, 0) → (30, 0)"])
  }

  /// Frames are compared exactly: a thousandth of a point is a change.
  @Test func framesAreComparedExactly() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    var s = r
    s.y = 0.001
    #expect(LayoutDiff.change(r, r) == nil)
    #expect(LayoutDiff.change(r, s) == .moved(r, s))
  }

  /// Previews are paired by name; one in one file only is named, and makes the files differ.
  @Test func previewsArePairedByName() throws {
    let body = "section < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let a = "preview phone(width: 390, height: 844, scale: 3, items: 2)\npreview pad(width: 820, height: 1180, scale: 2, items: 2)\n" + body
    let b = "preview pad(width: 820, height: 1180, scale: 2, items: 2)\npreview phone(width: 400, height: 844, scale: 3, items: 2)\n" + body
    #expect(Self.lines(try Self.report(a, b)) == [
      "preview `phone` (400×844 @3x)",
      "  item 0.0 resized 195×50 → 200×50",
      "  item 0.1 moved and resized (195, 0) 195×50 → (200, 0) 200×50",
      "  content size 390×50 → 400×50",
      "2 elements differ: 1 resized, 1 moved and resized; content size changed in 1 of 2 previews",
    ])
    let c = "preview phone(width: 390, height: 844, scale: 3, items: 2)\n" + body
    let lines = Self.lines(try Self.report(a, c))
    #expect(lines == ["preview `pad` (820×1180 @2x) disappeared (only in a.layout)", "1 preview in one file only"])
  }

  /// The JSON says what the text says, for tools.
  @Test func jsonListsEveryChange() throws {
    let a = "layout L header(h: 30pt)\npreview p(width: 390, height: 844, scale: 3, items: 1)\nsection < group.horizontal(h: 50pt) < item > >\n"
    let r = try Self.report(a, a.replacing("h: 30pt", with: "h: 40pt"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(DiffJSONEmitter.emit(r).utf8)) as? [String: Any])
    #expect(json["same"] as? Bool == false)
    let previews = try #require(json["previews"] as? [[String: Any]])
    let changes = try #require(previews.first?["changes"] as? [[String: Any]])
    #expect(changes.map { $0["element"] as? String } == ["layout header", "item 0.0"])
    #expect(changes.map { $0["change"] as? String } == ["resized", "moved"])
    #expect(changes[0]["section"] is NSNull && changes[1]["section"] as? Int == 0)
    #expect((changes[1]["after"] as? [String: Double]) == ["x": 0, "y": 40, "width": 390, "height": 50])
    let same = try #require(try JSONSerialization.jsonObject(with: Data(DiffJSONEmitter.emit(try Self.report(a, a)).utf8)) as? [String: Any])
    #expect(same["same"] as? Bool == true)
  }

  /// The overlay draws a moved element at both frames with an arrow, an appeared one filled, a
  /// disappeared one dashed, and a legend.
  @Test func svgDrawsEachChange() throws {
    let a = "preview p(width: 390, height: 844, scale: 3, items: 3)\nsection < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let b = "preview p(width: 390, height: 844, scale: 3, items: 3)\nsection inset(top: 10) < group.horizontal(h: 50pt) < item(w: 1/2) > >\n"
    let svg = SVGDiffEmitter.emit(try Self.report(a, b))
    func count(_ s: String) -> Int { svg.components(separatedBy: s).count - 1 }
    // Three moved items and the legend's swatch.
    #expect(count(SVGDiffEmitter.afterStyle) == 4)
    #expect(count(SVGDiffEmitter.beforeStyle) == 4)
    #expect(count("marker-end=\"url(#diff-arrow)\"") == 3)
    #expect(svg.contains("<rect x=\"0\" y=\"10\" width=\"195\" height=\"50\" \(SVGDiffEmitter.afterStyle)/>"))
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"195\" height=\"50\" \(SVGDiffEmitter.beforeStyle)/>"))
    #expect(svg.contains("moved or resized: 3"))
    let grown = SVGDiffEmitter.emit(try Self.report(a, a.replacing("items: 3", with: "items: 4")))
    #expect(grown.components(separatedBy: "<rect x=\"195\" y=\"50\" width=\"195\" height=\"50\" \(SVGDiffEmitter.appearedStyle)/>").count == 2)
    let shrunk = SVGDiffEmitter.emit(try Self.report(a, a.replacing("items: 3", with: "items: 2")))
    #expect(shrunk.components(separatedBy: "<rect x=\"0\" y=\"50\" width=\"195\" height=\"50\" \(SVGDiffEmitter.disappearedStyle)/>").count == 2)
  }
}
