import Foundation
import Testing

/// Every input of the fuzz corpus (`Tests/Fuzz/corpus/pipeline/*.layout`, one reproducer of a
/// finding each) through the built binary and every command that reads it: each run ends with a
/// documented exit code (0 or 1), never a signal or a hang.
@Suite struct PipelineCorpusTests {
  static let folder = Fixtures.packageRoot.appendingPathComponent("Tests/Fuzz/corpus/pipeline", isDirectory: true)
  static let inputs = Fixtures.files(in: folder).filter { $0.hasSuffix(".layout") }
  static let commands = [["check"], ["check", "--diagnostics", "json"], ["build"], ["build", "--emit", "svg"], ["build", "--emit", "swift"], ["fmt"]]

  @Test func corpusIsThere() {
    #expect(Self.inputs.count >= 2, "no corpus under \(Self.folder.path)")
  }

  @Test(arguments: PipelineCorpusTests.inputs)
  func endsWithADocumentedExitCode(_ name: String) throws {
    for command in Self.commands {
      let r = try CLI.run(command + [name], in: Self.folder, timeout: 60)
      #expect(r.endedNormally && (r.status == 0 || r.status == 1), "layoutc \(command.joined(separator: " ")) \(name): \(r.summary)")
    }
  }
}
