import Foundation
import LayoutServer
import Testing

/// Every message stream of the fuzz corpus (`Tests/Fuzz/corpus/server/*.lsp`, one reproducer of a
/// finding each) fed to the built `layoutc lsp`: it ends with a documented exit code (0 after
/// `shutdown` and `exit`, 1 otherwise), never a signal or a hang, writes only well-formed frames,
/// and answers every request the stream frames correctly.
@Suite struct ServerCorpusTests {
  static let folder = Paths.packageRoot.appendingPathComponent("Tests/Fuzz/corpus/server", isDirectory: true)
  static let streams = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".lsp") }.sorted()

  @Test func corpusIsThere() {
    #expect(Self.streams.count >= 2, "no corpus under \(Self.folder.path)")
  }

  @Test(arguments: ServerCorpusTests.streams)
  func endsNormallyAndAnswers(_ name: String) throws {
    let input = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let run = try StdioTests.run(input)
    #expect(!run.signaled && !run.timedOut && (run.status == 0 || run.status == 1), "exit \(run.status): \(run.stderr.prefix(500))")
    #expect(run.messages.contains { $0["id"] == 1 && $0["result"]?["capabilities"] != nil }, "`initialize` was not answered: \(run.stderr.prefix(500))")
  }
}
