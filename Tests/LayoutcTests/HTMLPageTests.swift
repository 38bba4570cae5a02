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
