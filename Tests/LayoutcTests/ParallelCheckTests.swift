import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// `layoutc check` of several files checks them in parallel: what it reports must be exactly what
/// checking them one after another reports, in the order of the command line.
@Suite struct ParallelCheckTests {
  /// Every check fixture, as `layoutc check` names it from `Fixtures/`.
  static let paths = Fixtures.list("check").map { "check/\($0).layout" }

  @Test func severalFilesGiveEachFilesOutcomeInOrder() throws {
    let files = try Self.paths.map { p in
      SourceFile(name: p, bytes: Array(try Data(contentsOf: Fixtures.root.appendingPathComponent(p))))
    }
    #expect(files.count > 20)
    let together = Compilation.diagnose(files, resolve: ResolveOptions())
    let alone = files.map { Compilation.diagnose($0, resolve: ResolveOptions()) }
    #expect(together.count == files.count)
    for (i, (t, a)) in zip(together, alone).enumerated() {
      #expect(t.diagnostics == a.diagnostics, "\(files[i].name)")
      #expect(t.usageError.map { "\($0)" } == a.usageError.map { "\($0)" }, "\(files[i].name)")
    }
  }

  /// Files read by the threads that check them: each outcome in its file's place, each failure in
  /// its own, and every outcome that of checking the file alone.
  @Test func filesReadByTheCheckingThreadsKeepTheirPlaces() throws {
    struct Unreadable: Error { let index: Int }
    let files = try Self.paths.map { p in
      SourceFile(name: p, bytes: Array(try Data(contentsOf: Fixtures.root.appendingPathComponent(p))))
    }
    let results = Compilation.diagnose(count: files.count, resolve: ResolveOptions()) { i in
      i % 7 == 3 ? .failure(Unreadable(index: i)) : .success(files[i])
    }
    #expect(results.count == files.count)
    for (i, r) in results.enumerated() {
      switch r {
      case .failure(let e): #expect(i % 7 == 3 && e.index == i)
      case .success(let (file, outcome)):
        #expect(i % 7 != 3 && file.name == files[i].name)
        #expect(outcome.diagnostics == Compilation.diagnose(files[i], resolve: ResolveOptions()).diagnostics, "\(file.name)")
      }
    }
  }

  @Test func commandLineOrderIsKept() throws {
    // Every third fixture, errors and warnings among them: one run each stays quick.
    let paths = Self.paths.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
    let all = try CLI.run(["check", "--diagnostics", "json"] + paths)
    let each = try paths.map { try CLI.run(["check", "--diagnostics", "json", $0]) }
    let merged = try each.flatMap { r in try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [[String: Any]]) }
    let together = try #require(try JSONSerialization.jsonObject(with: all.stderrData) as? [[String: Any]])
    #expect(together.count == merged.count)
    #expect(together.map { "\($0["file"] ?? "")|\($0["id"] ?? "")|\($0["message"] ?? "")" } == merged.map { "\($0["file"] ?? "")|\($0["id"] ?? "")|\($0["message"] ?? "")" })
    #expect(all.status == (each.contains { $0.status == 1 } ? 1 : 0))
  }

  @Test func unreadableFileIsReportedInPlace() throws {
    let r = try CLI.run(["check", "check/child_never_placed.layout", "check/no-such-file.layout", "check/slot_overflow.layout"])
    #expect(r.status == 3, "\(r.summary)")
    #expect(r.stderr.contains("cannot read `check/no-such-file.layout`"), "\(r.summary)")
    let first = try #require(r.stderr.range(of: "check/child_never_placed.layout:1:41: warning"), "\(r.summary)")
    let second = try #require(r.stderr.range(of: "check/slot_overflow.layout:1:40: warning"), "\(r.summary)")
    #expect(first.lowerBound < second.lowerBound)
  }
}
