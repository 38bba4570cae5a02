import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

@testable import LayoutEmit

/// What a reader of `--emit svg` sees: numbers on the pixel grid, a title that is never clipped,
/// a legend of what is drawn, orthogonal sections at the screen's width, a cut picture as big as
/// its drawing, previews side by side.
@Suite struct SVGPictureTests {
  static func svg(_ text: String, name: String = "p.layout", _ options: BuildOptions = BuildOptions(emit: .svg)) throws -> String {
    let outcome = Compilation.build(SourceFile(name: name, text: text), options: options)
    return try #require(outcome.output, "\(outcome.diagnostics.map(\.message.text))")
  }

  static func sample(_ name: String, items: Int? = nil) throws -> String {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples/\(name).layout")
    var options = BuildOptions(emit: .svg)
    if let items { options.container.items = .each(items) }
    return try svg(String(decoding: try Data(contentsOf: url), as: UTF8.self), name: "Samples/\(name).layout", options)
  }

  /// The outer `<svg>`'s width and height, and the bottom of its view box.
  static func canvas(_ svg: String) throws -> (width: Double, height: Double, bottom: Double) {
    let m = try #require(svg.firstMatch(of: #/<svg xmlns="[^"]*" width="([0-9.]+)" height="([0-9.]+)" viewBox="[-0-9.]+ ([-0-9.]+) /#))
    let height = try #require(Double(m.2))
    return (try #require(Double(m.1)), height, try #require(Double(m.3)) + height)
  }

  static let numbers: [(Double, Double, String)] = [
    (452.0 / 3, 3, "150.67"), (16, 3, "16"), (0.1 + 0.2, 2, "0.5"), (-0.0001, 3, "0"), (331.3333333, 3, "331.33"), (2.25, 0, "2.25"),
  ]

  @Test(arguments: SVGPictureTests.numbers)
  func numbersAreOnThePixelGridAndShortest(_ v: Double, _ scale: Double, _ text: String) {
    #expect(SVGEmitter.number(v, scale: scale) == text)
  }

  /// The issue's `150.66666666666666`: no number in a picture at @3x has more than two decimals.
  @Test(arguments: ["orthogonal-sections", "badges", "right-to-left", "self-sizing-feed"])
  func noLongNumbers(_ name: String) throws {
    let picture = try Self.sample(name)
    let long = picture.matches(of: /[0-9]\.[0-9]{3,}/).map { String(picture[$0.range]) }
    #expect(long.isEmpty, "\(name): \(long.prefix(5))")
  }

  /// Every title line fits the canvas at 0.62 em a character, in a monospace font.
  @Test func longTitleIsNotClipped() throws {
    let name = String(repeating: "VeryLongLayoutName", count: 4)
    let picture = try Self.svg("layout \(name)\nsection < group.horizontal(w: 1, h: 10pt) < item(w: 0.5, h: 1) > >\npreview phoneWithALongName(width: 200, height: 100, scale: 3)\n")
    let width = try Self.canvas(picture).width
    let lines = picture.matches(of: /<text [^>]*font-size="(1[24])"[^>]*>([^<]*)<\/text>/)
    #expect(lines.count >= 2)
    for line in lines {
      #expect(picture[line.range].contains("monospace"))
      let size = try #require(Double(line.1))
      #expect(SVGEmitter.textWidth(String(line.2), size: size) + 2 * SVGEmitter.margin <= width, "\(line.2) is clipped at \(width)")
    }
  }

  /// The legend names the kinds and styles the picture uses, and only those.
  @Test(arguments: [
    ("badges", ["item", "group", "badge", "screen"], ["pinned", "header/footer", "estimated size"]),
    ("pinned-section-headers", ["item", "pinned", "header/footer", "estimated size"], ["badge"]),
    ("section-background", ["background"], ["badge"]),
    ("nested-groups", ["nested group (depth 1)"], ["scrolls sideways (bar: its run)"]),
    ("orthogonal-sections", ["scrolls sideways (bar: its run)"], ["badge"]),
  ])
  func legendListsWhatIsDrawn(_ name: String, _ present: [String], _ absent: [String]) throws {
    let picture = try Self.sample(name)
    let labels = Set(picture.matches(of: /font-size="11" fill="#333333"[^>]*>([^<]*)<\/text>/).map { String($0.1) })
    for label in present { #expect(labels.contains(label), "\(name): no \(label) in \(labels)") }
    for label in absent { #expect(!labels.contains(label), "\(name): \(label) in \(labels)") }
  }

  /// A carousel is drawn to the screen's width, clipped, with a bar and its run.
  @Test func orthogonalSectionIsDrawnToTheScreenWidth() throws {
    let picture = try Self.sample("orthogonal-sections", items: 20)
    let width = try Self.canvas(picture).width
    #expect(width == 390 + 2 * SVGEmitter.margin)
    #expect(picture.contains("<g clip-path=\"url(#p0-s0)\">"))
    // Three items a group: 20 items fill 7 groups, each px(0.85 × 390) = 331.333 wide, end to end.
    #expect(picture.contains(">scrolls 2319.33 pt</text>"))
  }

  /// The 100,000 items: the canvas ends where the drawing does, with a note of the rest.
  @Test func cutPictureIsSizedToWhatIsDrawn() throws {
    let picture = try Self.sample("photo-grid", items: 100_000)
    let bottom = try Self.canvas(picture).bottom
    let drawnEnd = try #require(picture.matches(of: /<text x="[0-9.]+" y="([0-9.]+)"[^>]*>4999<\/text>/).last.flatMap { Double($0.1) })
    // The last drawn item starts a repetition whose group (about 400pt) is drawn whole; the content
    // is 100,000 / 100 × 7,596pt long.
    #expect(bottom < drawnEnd + 600, "canvas ends at \(bottom), the last drawn item's label at \(drawnEnd)")
    #expect(picture.contains("height=\"7596000\"") == false)
    #expect(picture.contains(">95000 more items (the first 5000 are drawn)</text>"))
  }
}
