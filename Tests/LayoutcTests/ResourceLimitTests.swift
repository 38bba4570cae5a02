import Foundation
@testable import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// Limits that keep one build within time and memory whatever it is asked (RB6, RB7): the
/// items of every section together, and the group frames a picture or `--groups` tiles.
@Suite struct ResourceLimitTests {
  /// `let g0 = item`, each `g(i)` a vertical group around `g(i-1)`, the section's group around
  /// the deepest: `depth` nested groups per item.
  static func deep(_ depth: Int) -> String {
    var lines = ["let g0 = item"]
    for i in 1..<depth { lines.append("let g\(i) = group.vertical(w: 1, h: 1) < g\(i - 1) >") }
    lines.append("section < group.horizontal(w: 1, h: 10pt) < g\(depth - 1) > >")
    return lines.joined(separator: "\n") + "\n"
  }

  /// RB6: `--items N` gives N to each of 50 sections: 5 × 10⁸ items is refused (exit 2) before
  /// anything is laid out, instead of running out of memory.
  @Test func itemsAreLimitedAfterExpansion() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let file = tmp.file("fifty.layout")
    try Array(repeating: "section < group.horizontal(w: 1, h: 44pt) < item > >", count: 50).joined(separator: "\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let r = try CLI.run(["build", file.path, "--items", "10000000", "-o", tmp.file("out.json").path])
    #expect(r.status == 2 && !r.signaled, "\(r.summary)")
    #expect(r.stderr.contains("--items asks for 500,000,000 items in all (10,000,000 for each of the 50 sections)"), "\(r.summary)")
    #expect(!FileManager.default.fileExists(atPath: tmp.file("out.json").path))
    // 200,000 for each of the 50 is 10⁷ in all: allowed.
    #expect(Compilation.itemLimit(.each(200_000), try #require(Compilation.analyze(SourceFile(name: "f.layout", bytes: Array(try Data(contentsOf: file))), mode: nil).checked)) == nil)
  }

  /// RB7: the SVG tiles the group frames of the items it draws (at most `SVGEmitter.maxDrawnItems`),
  /// not of all of them: 60 groups deep, a million items tile 5,000 items' worth of groups.
  @Test func pictureTilesOnlyTheGroupsItDraws() throws {
    let (model, diags) = Compilation.model(SourceFile(name: "deep.layout", text: Self.deep(60)), mode: nil)
    let m = try #require(model, "\(diags.map(\.id))")
    var options = ResolveOptions(items: .each(1_000_000), includeGroups: true)
    options.groupsForFirstItems = 5_000
    let layout = try #require(Resolver.resolve(m, options: options).0)
    #expect(layout.sections[0].items.count == 1_000_000)
    // One item per repetition: 5,000 repetitions, each its top-level group and 59 nested ones.
    #expect(layout.sections[0].groups.count == 5_000 * 60)
  }

  /// `--groups` lists every group frame, so a request for more than `Limits.maxGroupFrames` is a
  /// located error before anything is tiled.
  @Test func groupsListIsLimited() throws {
    let (model, _) = Compilation.model(SourceFile(name: "deep.layout", text: Self.deep(60)), mode: nil)
    let m = try #require(model)
    let (layout, diags) = Resolver.resolve(m, options: ResolveOptions(items: .each(1_000_000), includeGroups: true))
    #expect(layout == nil)
    #expect(diags.map(\.id.description) == ["place.tooManyGroupFrames"])
    #expect(diags.first?.message.text.contains("60,000,000 group frames") == true)
  }

  @Test func countsReadAsPeopleWriteThem() {
    #expect(PlacementDiagnostics.count(0) == "0")
    #expect(PlacementDiagnostics.count(999) == "999")
    #expect(PlacementDiagnostics.count(1000) == "1,000")
    #expect(PlacementDiagnostics.count(60_000_000) == "60,000,000")
  }
}
