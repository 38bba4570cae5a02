import Foundation
import Testing
import TestSupport

/// The "must hold" inputs: each ends with exit code 1 and a diagnostic — never a crash (a signal or
/// an exit status of 128 and above) and never a hang (the run is killed after 60 s and fails).
/// One at a time: two of them push tens of megabytes through a debug build, and side by side on a
/// busy machine either could reach its deadline.
@Suite(.serialized) struct RobustnessTests {
  @Test(arguments: ["random_bytes", "deep_nesting", "huge_count", "huge_repeat", "tiny_fraction", "empty_file"])
  func mustHold(_ name: String) throws {
    let (input, id) = Self.input(name)
    try check(input, expecting: id)
  }

  /// 50 MB of `1 2 3 …`: one diagnostic for the whole run of stray tokens, in reasonable time.
  @Test func fiftyMegabytesOfNumbers() throws {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(50_000_000 + 16)
    var digits: [UInt8] = [UInt8(ascii: "1")]
    while bytes.count < 50_000_000 {
      bytes += digits
      bytes.append(UInt8(ascii: " "))
      // Increments the decimal counter in place: cheaper than formatting an Int in a debug build.
      var i = digits.count - 1
      while i >= 0, digits[i] == UInt8(ascii: "9") { digits[i] = UInt8(ascii: "0"); i -= 1 }
      if i < 0 { digits.insert(UInt8(ascii: "1"), at: 0) } else { digits[i] += 1 }
    }
    let seconds = try check(Data(bytes), expecting: "syntax.expectedDeclaration")
    print("layoutc build on 50 MB of numbers took \(String(format: "%.2f", seconds)) s")
  }

  /// An endless standard input (`build - < /dev/zero` ran forever): layoutc reads one byte past
  /// its 64 MiB limit, then reports the file as too large.
  @Test func endlessStandardInputStopsAtTheSizeLimit() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("exec \"$LAYOUTC\" build - < /dev/zero", in: tmp.url, timeout: 120)
    #expect(r.endedNormally, "\(r.summary)")
    #expect(r.status == 1 && r.stdout.isEmpty, "\(r.summary)")
    #expect(r.stderr.hasPrefix("<stdin>:1:67108865: error: the file is larger than 64 MiB") && r.stderr.contains("[syntax.fileTooLarge]"), "\(r.summary)")
    print("layoutc build - < /dev/zero took \(String(format: "%.2f", r.seconds)) s")
  }

  /// A FIFO is a stream: it is read to its end, like standard input.
  @Test func fifoInputIsReadAsAStream() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let fifo = tmp.file("in.layout")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    // Whatever happens, release a writer still waiting for a reader.
    defer {
      let fd = open(fifo.path, O_RDONLY | O_NONBLOCK)
      if fd >= 0 { close(fd) }
    }
    let source = CLI.fixture("cli/two_items.layout")
    let r = try CLI.shell("cat '\(source)' > in.layout & exec \"$LAYOUTC\" build in.layout", in: tmp.url, timeout: 20)
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    let expected = try CLI.run(["build", source]).stdoutText.replacingOccurrences(of: "\"TwoItems\"", with: "\"In\"")
    #expect(r.stdoutText == expected)
  }

  /// Writes `input` to a temporary `input.layout`, builds it and checks the outcome; returns the
  /// run's wall time.
  @discardableResult
  func check(_ input: Data, expecting id: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Double {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try input.write(to: tmp.file("input.layout"))
    let r = try CLI.run(["build", "input.layout"], in: tmp.url, timeout: 60)
    #expect(!r.timedOut, "layoutc did not finish within 60 s", sourceLocation: sourceLocation)
    #expect(r.endedNormally, "layoutc crashed: \(r.summary)", sourceLocation: sourceLocation)
    #expect(r.status == 1, "\(r.summary)", sourceLocation: sourceLocation)
    #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(r.stderr.hasPrefix("input.layout:") && r.stderr.contains(": error: "), "\(r.summary)", sourceLocation: sourceLocation)
    if let id {
      #expect(r.stderr.contains("[\(id)]"), "expected \(id): \(r.summary)", sourceLocation: sourceLocation)
    }
    return r.seconds
  }

  /// Each input and the diagnostic ID it must produce (nil: any error will do).
  static func input(_ name: String) -> (Data, String?) {
    switch name {
    case "random_bytes":
      var rng = SplitMix64(seed: 0x1A70_07C0)
      return (Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &rng) }), nil)
    case "deep_nesting":
      let n = 100_000
      let text = "section <" + String(repeating: " group.vertical <", count: n) + " item" + String(repeating: " >", count: n + 1) + "\n"
      return (Data(text.utf8), "syntax.nestingTooDeep")
    case "huge_count":
      return (Data("section < group.horizontal(count: 99999999999999999999) < item > >\n".utf8), "check.countTooLarge")
    case "huge_repeat":
      return (Data("section < group.horizontal(repeat: 100000000) < item(w: 1pt) > >\n".utf8), "check.countTooLarge")
    case "tiny_fraction":
      return (Data("section < group.horizontal < item(w: 1/2000) > >\n".utf8), "place.fillNeverFills")
    case "empty_file":
      return (Data(), "check.noSections")
    default:
      preconditionFailure("no input named \(name)")
    }
  }
}
