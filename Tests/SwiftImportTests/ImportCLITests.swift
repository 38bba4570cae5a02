import Foundation
import Testing

/// `layoutc import` through the built binary: exit codes, `-o`, `--out-dir`, and one round trip.
@Suite struct ImportCLITests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let binary: URL? = {
    var candidates = [Bundle.main.bundleURL] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    candidates.append(ImportPaths.packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("layoutc") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Runs layoutc in `directory`, output through files (never a full pipe), killed after 60 s.
  func layoutc(_ args: [String], in directory: URL = ImportPaths.packageRoot) throws -> Run {
    let binary = try #require(Self.binary, "layoutc not found beside the test bundle; run `swift build` first")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("import-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
    try Data().write(to: out)
    try Data().write(to: err)
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    p.currentDirectoryURL = directory
    p.standardOutput = try FileHandle(forWritingTo: out)
    p.standardError = try FileHandle(forWritingTo: err)
    let done = DispatchSemaphore(value: 0)
    p.terminationHandler = { _ in done.signal() }
    try p.run()
    if done.wait(timeout: .now() + 60) == .timedOut {
      p.terminate()
      p.waitUntilExit()
      Issue.record("layoutc \(args) timed out")
    }
    return Run(status: p.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
  }

  func temporary() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func runTimeWidthExitsOneAtItsLineAndColumn() throws {
    let dir = try temporary()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("cards.layout").path
    let r = try layoutc(["import", "Tests/SwiftImportTests/Fixtures/RuntimeWidth.swift", "-o", out])
    #expect(r.status == 1, "\(r.stderr)")
    #expect(r.stderr.contains("Tests/SwiftImportTests/Fixtures/RuntimeWidth.swift:8:33: warning: `UIScreen.main.bounds.width / 3` is only known at run time"), "\(r.stderr)")
    #expect(r.stderr.contains("RuntimeWidth.swift:6:15: error:"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out), "a failed import wrote its output")
    let json = try layoutc(["import", "Tests/SwiftImportTests/Fixtures/RuntimeWidth.swift", "--diagnostics", "json"])
    #expect(json.status == 1)
    #expect(json.stderr.contains("\"import.runtimeValue\""), "\(json.stderr)")
  }

  /// build → emit swift → import → build: the same frames, through the binary.
  @Test func roundTripThroughTheBinary() throws {
    let dir = try temporary()
    defer { try? FileManager.default.removeItem(at: dir) }
    let swift = dir.appendingPathComponent("PhotoGrid.swift").path, layout = dir.appendingPathComponent("photo-grid.layout").path
    #expect(try layoutc(["build", "Samples/photo-grid.layout", "--emit", "swift", "-o", swift]).status == 0)
    let imported = try layoutc(["import", swift, "-o", layout])
    #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
    for size in ["320x568", "390x844", "1024x768"] {
      let a = try layoutc(["build", "Samples/photo-grid.layout", "--size", size])
      let b = try layoutc(["build", layout, "--size", size])
      func withoutLayout(_ s: String) throws -> NSDictionary {
        var d = try #require(try JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any])
        d["layout"] = nil
        return d as NSDictionary
      }
      #expect(try withoutLayout(a.stdout) == withoutLayout(b.stdout), "at \(size)")
    }
  }

  @Test func severalLayoutsNeedAnOutputDirectory() throws {
    let dir = try temporary()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Two.swift")
    try """
      enum Feed {
        static func makeGrid() -> UICollectionViewCompositionalLayout {
          let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        static func makeTags() -> UICollectionViewFlowLayout {
          let layout = UICollectionViewFlowLayout()
          layout.itemSize = CGSize(width: 80, height: 32)
          layout.minimumInteritemSpacing = 8
          return layout
        }
      }
      """.write(to: file, atomically: true, encoding: .utf8)
    let usage = try layoutc(["import", file.path])
    #expect(usage.status == 2)
    #expect(usage.stderr.contains("`Feed.makeGrid()`") && usage.stderr.contains("`Feed.makeTags()`") && usage.stderr.contains("--out-dir"), "\(usage.stderr)")
    let out = dir.appendingPathComponent("out")
    let written = try layoutc(["import", file.path, "--out-dir", out.path])
    #expect(written.status == 0, "\(written.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["feed-grid.layout", "feed-tags.layout"])
    let tags = try String(contentsOf: out.appendingPathComponent("feed-tags.layout"), encoding: .utf8)
    #expect(tags.contains("flow(interitem: 8) < item(w: 80pt, h: 32pt) >"), "\(tags)")
    #expect(try layoutc(["import", "--help"]).stdout.hasPrefix("USAGE: layoutc import"))
  }
}
