import Foundation
import Testing

/// RB8: standard streams that fail. A full device, a closed descriptor or a reader that goes
/// away ended layoutc with SIGILL (exit 132); each now ends with exit 3, a message where one can
/// still be written, and no signal.
@Suite struct StreamTests {
  static let input = CLI.fixture("cli/two_items.layout")
  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(.enabled(if: StreamTests.hasDevFull, "needs /dev/full, a device on which every write fails"))
  func fullStandardOutput() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("exec \"$LAYOUTC\" build '\(Self.input)' > /dev/full", in: tmp.url)
    #expect(r.status == 3 && r.endedNormally, "\(r.summary)")
    #expect(r.stderr == "layoutc: error: cannot write standard output: no space left on the device\n", "\(r.summary)")
  }

  /// With standard output closed, the first file layoutc opens would take descriptor 1; it must
  /// not, and output meant for the stream must not land in that file.
  @Test func closedStandardOutput() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("exec \"$LAYOUTC\" build '\(Self.input)' >&-", in: tmp.url)
    #expect(r.status == 3 && r.endedNormally, "\(r.summary)")
    #expect(r.stderr == "layoutc: error: cannot write standard output: it is closed\n", "\(r.summary)")
    // `-o` does not need the stream.
    let file = try CLI.shell("exec \"$LAYOUTC\" build '\(Self.input)' -o out.json >&-", in: tmp.url)
    #expect(file.status == 0 && file.stderr.isEmpty, "\(file.summary)")
    #expect(try Data(contentsOf: tmp.file("out.json")) == CLI.run(["build", Self.input]).stdout)
  }

  /// A source is read whole however it comes: a file read into its array in one go, a file
  /// that is empty, and the same bytes through a pipe, read in chunks (here, several hundred
  /// kilobytes, more than a pipe holds), check the same.
  @Test func sourcesReadWholeFromFilesAndPipes() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let unit = try String(contentsOfFile: CLI.fixture("cli/two_items.layout"), encoding: .utf8)
    // Sections renamed apart, then one unused `let`: its warning names the last line, so the
    // file was read to its end.
    var big = ""
    var n = 0
    while big.utf8.count < 300_000 {
      big += unit.replacingOccurrences(of: "section ", with: "section s\(n)x")
      n += 1
    }
    big += "let unused = item\n"
    let lastLine = big.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    try big.write(to: tmp.file("big.layout"), atomically: true, encoding: .utf8)
    try "".write(to: tmp.file("empty.layout"), atomically: true, encoding: .utf8)
    let byPath = try CLI.shell("exec \"$LAYOUTC\" check --diagnostics json big.layout", in: tmp.url)
    let byPipe = try CLI.shell("cat big.layout | \"$LAYOUTC\" check --diagnostics json -", in: tmp.url)
    #expect(byPath.status == byPipe.status && byPath.endedNormally, "\(byPath.summary)")
    #expect(byPath.stderr.contains("check.unusedLet") && byPath.stderr.contains("\"line\": \(lastLine),"), "\(byPath.summary)")
    #expect(byPath.stderr.replacingOccurrences(of: "big.layout", with: "<stdin>") == byPipe.stderr, "\(byPipe.summary)")
    let empty = try CLI.shell("exec \"$LAYOUTC\" check empty.layout", in: tmp.url)
    let emptyPipe = try CLI.shell("exec \"$LAYOUTC\" check - < empty.layout", in: tmp.url)
    #expect(empty.status == emptyPipe.status && empty.stderr.replacingOccurrences(of: "empty.layout", with: "<stdin>") == emptyPipe.stderr, "\(empty.summary) \(emptyPipe.summary)")
  }

  @Test func closedStandardInput() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("exec \"$LAYOUTC\" build - <&-", in: tmp.url)
    #expect(r.status == 3 && r.endedNormally, "\(r.summary)")
    #expect(r.stderr == "layoutc: error: cannot read standard input: it is closed\n", "\(r.summary)")
  }

  /// Nothing can be reported when standard error itself fails: exit 3 says it.
  @Test(
    .enabled(if: StreamTests.hasDevFull, "needs /dev/full, a device on which every write fails"),
    arguments: ["check '\(CLI.fixture("cli/bare_44.layout"))'", "build no-such-file.layout", "build '\(CLI.fixture("cli/two_items.layout"))' --items 1,x"])
  func fullStandardError(_ command: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("exec \"$LAYOUTC\" \(command) 2>/dev/full", in: tmp.url)
    #expect(r.status == 3 && r.endedNormally && r.stdout.isEmpty, "\(r.summary)")
  }

  /// `layoutc build … | head -c 10`: SIGPIPE is ignored, and EPIPE ends the run quietly with 3.
  @Test func brokenPipeEndsQuietlyWithExit3() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    // 100,000 items is megabytes of JSON: far more than a pipe holds, so the reader is gone
    // before layoutc is done writing.
    let r = try CLI.shell(
      "(\"$LAYOUTC\" build '\(Self.input)' --items 100000 2>err; echo $? >status) | head -c 10 >/dev/null", in: tmp.url)
    #expect(r.status == 0 && r.endedNormally, "\(r.summary)")
    let status = try String(contentsOf: tmp.file("status"), encoding: .utf8)
    #expect(status == "3\n", "layoutc ended with \(status) after its reader went away")
    #expect(try Data(contentsOf: tmp.file("err")).isEmpty, "a broken pipe is not worth a message")
  }
}
