import Foundation
import LayoutDriver
import Testing

/// README.md's gallery: `Samples/gallery/<sample>.svg` is what `layoutc build Samples/<sample>.layout
/// --emit svg` draws with the current build, and the README shows every one of them.
@Suite struct GalleryTests {
  /// The samples the gallery shows, in README order: a grid, nested groups, sideways scrolling,
  /// badges, pinned headers, a flow layout, right to left, self-sizing, two previews side by side.
  static let samples = [
    "grid", "nested-groups", "orthogonal-sections", "badges", "pinned-section-headers", "tag-cloud", "right-to-left",
    "self-sizing-feed", "adaptive-sections",
  ]
  static let directory = Fixtures.packageRoot.appendingPathComponent("Samples/gallery")
  static let refresh = "UPDATE_GOLDEN=1 swift test --filter GalleryTests"

  @Test(arguments: GalleryTests.samples)
  func pictureIsCurrent(_ name: String) throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples/\(name).layout")
    let f = try Fixture(phase: "gallery", stem: name, url: url, name: "Samples/\(name).layout")
    var options = f.options
    options.emit = .svg
    let picture = try #require(Compilation.build(f.file, options: options).output, "Samples/\(name).layout does not build")
    for finding in Golden.compare(picture, golden: Self.directory.appendingPathComponent(name + ".svg")) {
      Issue.record("Samples/gallery/\(name).svg is not what this build draws; run `\(Self.refresh)` and review the pictures.\n\(finding)")
    }
  }

  /// Every picture is shown in README.md, and every picture there or in the folder is a gallery sample's.
  @Test func readmeShowsEveryPicture() throws {
    let readme = String(decoding: try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
    let shown = readme.matches(of: /\(Samples\/gallery\/([a-z0-9-]+)\.svg\)/).map { String($0.1) }
    #expect(shown == Self.samples, "README.md's gallery shows \(shown); GalleryTests.samples lists \(Self.samples)")
    let files = Fixtures.files(in: Self.directory).filter { !$0.hasPrefix(".") }
    #expect(files == Self.samples.map { $0 + ".svg" }.sorted(), "Samples/gallery holds \(files)")
  }
}
