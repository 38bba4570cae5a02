import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import Testing

/// `--emit html` without a browser: the page is self-contained, its embedded JSON cannot end the
/// script element early, and it carries what the script needs (sources, pins, orthogonal
/// behaviours, every preview).
@Suite struct HTMLPageTests {
  static func page(_ text: String, name: String = "page.layout", flags: ContainerFlags = ContainerFlags()) throws -> String {
    let file = SourceFile(name: name, text: text)
    let built = Compilation.build(file, options: BuildOptions(emit: .html, container: flags))
    return try #require(built.output, "\(built.diagnostics)")
  }

  /// The embedded data, parsed.
  static func data(_ page: String) throws -> [String: Any] {
    let open = try #require(page.range(of: "<script type=\"application/json\" id=\"layout-data\">\n"))
    let close = try #require(page.range(of: "\n</script>", range: open.upperBound..<page.endIndex))
    let json = String(page[open.upperBound..<close.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test(arguments: SamplesTests.names)
  func everySampleIsOneSelfContainedPage(_ name: String) throws {
    let text = try String(contentsOf: SamplesTests.directory.appendingPathComponent("\(name).layout"), encoding: .utf8)
    let page = try Self.page(text, name: "Samples/\(name).layout")
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    for external in ["http://", "https://", "src=", "<link", "@import", "url("] {
      #expect(!page.contains(external), "\(name): the page refers to something outside it (\(external))")
    }
    let data = try Self.data(page)
    let previews = try #require(data["previews"] as? [[String: Any]])
    let declared = text.split(separator: "\n").filter { $0.hasPrefix("preview ") }.count
    #expect(previews.count == max(1, declared), "\(name): one preview object per preview")
  }

  /// A tiled section carries one repetition (`tile`) instead of its frames: a million photos
  /// make a page of kilobytes, and the template's formula, computed here as the script computes
  /// it, gives the resolver's frames bit for bit, deep in the content as at its start.
  @Test func aTiledSectionCarriesItsTemplateNotItsFrames() throws {
    let url = SamplesTests.directory.appendingPathComponent("photo-grid.layout")
    let text = try String(contentsOf: url, encoding: .utf8)
    let n = 1_000_000
    let page = try Self.page(text, name: "Samples/photo-grid.layout", flags: ContainerFlags(items: .each(n)))
    #expect(page.utf8.count < 200_000, "the page of \(n) photos is \(page.utf8.count) bytes")
    let data = try Self.data(page)
    let section = try #require(((data["previews"] as? [[String: Any]])?.first?["sections"] as? [[String: Any]])?.first)
    #expect((section["items"] as? [Any])?.isEmpty == true, "the items are not listed one by one")
    let tile = try #require(section["tile"] as? [String: Any])
    #expect(tile["n"] as? Int == n)
    let leaves = try #require((tile["leaves"] as? [NSNumber])?.map(\.doubleValue))
    let k = leaves.count / 4
    #expect(k > 0, "\(k) leaves")
    func number(_ key: String) throws -> Double { try #require((tile[key] as? NSNumber)?.doubleValue, "\(key)") }
    let (o, l, p, a) = (try number("o"), try number("l"), try number("p"), try number("a"))
    let vertical = tile["axis"] as? String == "vertical"
    let file = SourceFile(name: "photo-grid.layout", text: text)
    let model = try #require(Compilation.model(file, mode: nil).0)
    let resolved = try #require(Resolver.resolve(model, options: ResolveOptions(items: .each(n))).0)
    let items = try #require(resolved.sections.first).items
    for i in [0, 1, 5, 6, 7, 123_457, 500_001, n - 1] {
      let rep = i / k, j = i % k
      let along = o + Double(rep) * p + l
      let x = leaves[4 * j] + (vertical ? a : along), y = leaves[4 * j + 1] + (vertical ? along : a)
      #expect(Rect(x: x, y: y, width: leaves[4 * j + 2], height: leaves[4 * j + 3]) == items[i], "item \(i)")
    }
  }

  /// Sections that are not tiled keep their frames one by one: a measured section (each
  /// repetition solved again), a flow section.
  @Test func measuredAndFlowSectionsKeepTheirFrames() throws {
    let measured = try Self.data(try Self.page(Self.measuredText))
    let section = try #require(((measured["previews"] as? [[String: Any]])?.first?["sections"] as? [[String: Any]])?.first)
    #expect(section["tile"] == nil)
    #expect((section["items"] as? [Any])?.count == 9 * 4)
    let flow = try Self.data(try Self.page("flow(line: 8, interitem: 8) < item(w: 100pt, h: 40pt) >\n"))
    let f = try #require(((flow["previews"] as? [[String: Any]])?.first?["sections"] as? [[String: Any]])?.first)
    #expect(f["tile"] == nil)
    #expect(((f["items"] as? [Any])?.count ?? 0) > 0)
  }

  /// Measured cards cycle through a group's two items while they fit, so a repetition holds
  /// three, one or one of them: item `i` is not leaf `i % leaves` of the unmeasured template, and
  /// the page says which item of the source each one is.
  static let measuredText = """
    preview phone(width: 390, height: 844, scale: 3, items: 9, sizes: [150x40, 60x40, 100x40, 300x40])
    section spacing 8 <
      group.horizontal(w: 1, h: ~44pt) < item(w: ~100pt, h: ~44pt) item(w: ~60pt, h: ~44pt) >
    >

    """

  @Test func measuredItemsSayWhereEachIsWritten() throws {
    let data = try Self.data(try Self.page(Self.measuredText))
    let section = try #require(((data["previews"] as? [[String: Any]])?.first?["sections"] as? [[String: Any]])?.first)
    let srcs = try #require(section["srcs"] as? [[Int]])
    let isrc = try #require(section["isrc"] as? [Int])
    // Rows: items 0 1 2 (first, second, first), 3 (first, 300 wide), 4 5 6, 7, 8.
    let a = [3, 38], b = [3, 64]
    #expect(isrc.map { srcs[$0] } == [a, b, a, a, a, b, a, a, a])
  }

  @Test func nothingInTheDataEndsTheScript() throws {
    let page = try Self.page("section <\n  group.horizontal(w: 1, h: 44pt) < item >\n>\n", name: "a</script><b>.layout")
    #expect(page.components(separatedBy: "</script>").count == 3, "only the two script elements end")
    let data = try Self.data(page)
    #expect(data["file"] as? String == "a</script><b>.layout")
  }

  @Test func sourcesPinsAndOrthogonalBehavioursReachThePage() throws {
    let text = """
      section scroll group-paging header(h: 44pt, pinned: true) <
        group.horizontal(w: 0.8, h: 100pt) < item(w: 0.5, h: 1) item(w: 0.5, h: 1) >
      >

      """
    let data = try Self.data(try Self.page(text))
    let preview = try #require((data["previews"] as? [[String: Any]])?.first)
    let section = try #require((preview["sections"] as? [[String: Any]])?.first)
    #expect(section["orth"] as? String == "group-paging")
    #expect(section["src"] as? [Int] == [1, 1])
    // Two leaves, the items written at line 2, columns 40 and 59.
    #expect(section["leaves"] as? [[Int]] == [[2, 40], [2, 59]])
    let header = try #require((section["sups"] as? [[String: Any]])?.first)
    #expect(header["src"] as? [Int] == [1, 29])
    let pin = try #require(header["pin"] as? [Any])
    #expect(pin.first as? Bool == true)
    #expect(((section["groups"] as? [Any])?.count ?? 0) > 0, "group frames for scroll-snap")
  }

  /// The clamp the page replicates is the resolver's: at every visible range, `along(visible:)`
  /// of the pin kept at rest is where `--visible` puts the header.
  @Test func pinnedPlacementIsTheResolversClamp() throws {
    let text = """
      section spacing 5 header(h: 44pt, pinned: true) footer(h: 30pt, pinned: true) <
        group.horizontal(w: 1, h: 44pt) < item >
      >

      """
    let file = SourceFile(name: "p.layout", text: text)
    let (model, _) = Compilation.model(file, mode: nil)
    let m = try #require(model)
    let (rest, _) = Resolver.resolve(m, options: ResolveOptions(items: .each(20)))
    for start in stride(from: -100.0, through: 1500, by: 37.5) {
      var options = ResolveOptions(items: .each(20))
      options.visible = start...(start + 844)
      let (moved, _) = Resolver.resolve(m, options: options)
      for (a, b) in zip(try #require(rest).sections, try #require(moved).sections) {
        for (sa, sb) in zip(a.supplementaries, b.supplementaries) {
          let pin = try #require(sa.pin, "\(sa.kind) is pinned")
          #expect(pin.along(visible: start...(start + 844)) == sb.frame.y, "\(sa.kind) at \(start)")
        }
      }
    }
  }
}
