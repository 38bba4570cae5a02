import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// `layoutc watch`, run as a user runs it: the built binary in the background, a file edited
/// beside it, the outputs read back. Every wait is a liveness bound (`WatchedProcess.eventually`,
/// 20 s per expected event), never a timing assertion: the latency is measured by
/// `layoutc-bench`, not here.
@Suite struct WatchTests {
  /// A layout whose frames, SVG and Swift all change with the row height.
  static func source(height: Int) -> String {
    """
    // A two-column grid whose rows the tests resize.
    section spacing 10 inset 10 <
      group.horizontal(w: 1, h: \(height)pt, count: 2) spacing 10 < item >
    >

    """
  }

  static let broken = "section spacing 10 inset 10 <\n  group.horizontal(w: 1, h: 44, count: 2) < item\n"

  /// What `layoutc build` makes of `text` for each output file, by name.
  static func expected(_ text: String, path: String, kinds: [EmitKind] = EmitKind.watchedByDefault) throws -> [String: String] {
    let file = SourceFile(name: path, text: text)
    var outputs: [String: String] = [:]
    for kind in kinds {
      let ext = ["frames": "json", "svg": "svg", "swift": "swift", "html": "html"][kind.rawValue]!
      let outcome = Compilation.build(file, options: BuildOptions(emit: kind))
      guard let text = outcome.output else {
        Issue.record("the test's own layout does not build: \(outcome.diagnostics)")
        throw CancellationError()
      }
      outputs["grid.\(ext)"] = text
    }
    return outputs
  }

  /// The whole edit loop, with change notifications and with polling only (the path other
  /// systems and network file systems take).
  @Test(arguments: [false, true])
  func rebuildsOnEverySaveAndKeepsTheLastGoodOutputs(pollOnly: Bool) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let layout = tmp.file("grid.layout"), out = tmp.file("out")
    try Self.source(height: 44).write(to: layout, atomically: false, encoding: .utf8)
    let watch = try WatchedProcess(
      ["watch", layout.path, "--out-dir", out.path], in: tmp, environment: pollOnly ? ["LAYOUTC_WATCH_POLL": "1"] : [:])
    defer { watch.kill() }

    // The first build creates the folder and all three outputs.
    var good = try Self.expected(Self.source(height: 44), path: layout.path)
    try watch.eventually("the first outputs") { Self.outputs(in: out) == good }
    #expect(watch.statusLines.last?.hasPrefix("built \(layout.path) (3 outputs) in ") == true, "\(watch.summary)")

    // An edit in place (open, truncate, write: most editors) ...
    try Self.source(height: 50).write(to: layout, atomically: false, encoding: .utf8)
    good = try Self.expected(Self.source(height: 50), path: layout.path)
    try watch.eventually("the outputs after an edit in place") { Self.outputs(in: out) == good }

    // ... and a save by rename (write a temporary file, rename it over: vim, JetBrains, sed -i).
    try Self.source(height: 60).write(to: layout, atomically: true, encoding: .utf8)
    good = try Self.expected(Self.source(height: 60), path: layout.path)
    try watch.eventually("the outputs after a save by rename") { Self.outputs(in: out) == good }

    // An error: diagnostics on stderr, a status line, and the outputs untouched, byte for byte.
    let before = Self.outputs(in: out)
    try Self.broken.write(to: layout, atomically: false, encoding: .utf8)
    try watch.eventually("the diagnostics and status line of the broken build") {
      watch.stderr.contains("grid.layout:2:") && watch.statusLines.last?.contains("kept the last good outputs") == true
    }
    #expect(watch.statusLines.last?.hasPrefix("\(layout.path) has ") == true && watch.stderr.contains(": error: "), "\(watch.summary)")
    #expect(Self.outputs(in: out) == before, "a build with errors changed the outputs")

    // Fixing it rewrites them.
    try Self.source(height: 70).write(to: layout, atomically: false, encoding: .utf8)
    good = try Self.expected(Self.source(height: 70), path: layout.path)
    try watch.eventually("the outputs after the fix") { Self.outputs(in: out) == good }

    // The file disappears for a while (a branch switch), then comes back.
    try FileManager.default.removeItem(at: layout)
    try watch.eventually("the missing-file status line") { watch.statusLines.last?.contains("is missing") == true }
    #expect(watch.isRunning, "the watcher stopped when the file disappeared:\n\(watch.summary)")
    try Self.source(height: 80).write(to: layout, atomically: false, encoding: .utf8)
    good = try Self.expected(Self.source(height: 80), path: layout.path)
    try watch.eventually("the outputs after the file came back") { Self.outputs(in: out) == good }

    // Ctrl-C: exit status 0, nothing left behind but the outputs.
    let ended = try watch.stop(signal: SIGINT)
    #expect(ended.status == 0 && !ended.signaled, "\(watch.summary)")
    #expect(watch.statusLines.last == "stopped watching \(layout.path)", "\(watch.summary)")
    #expect(tmp.contents() == ["grid.layout", "out"])
    #expect(Fixtures.files(in: out) == ["grid.json", "grid.svg", "grid.swift"])
  }

  /// A file that starts broken (half-typed) writes nothing, keeps watching, and builds once fixed;
  /// `--emit` limits the outputs; SIGTERM stops it like Ctrl-C.
  @Test func startsBrokenThenBuildsOnlyWhatIsAsked() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let layout = tmp.file("grid.layout"), out = tmp.file("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    try Self.broken.write(to: layout, atomically: false, encoding: .utf8)
    let watch = try WatchedProcess(["watch", "grid.layout", "--out-dir", "out", "--emit", "svg,frames"], in: tmp)
    defer { watch.kill() }

    try watch.eventually("the status line of the broken first build") { watch.statusLines.count >= 2 }
    #expect(watch.statusLines.last?.hasSuffix("; nothing written yet") == true, "\(watch.summary)")
    #expect(watch.stderr.contains("grid.layout:2:"), "\(watch.summary)")
    #expect(Fixtures.files(in: out).isEmpty)

    try Self.source(height: 44).write(to: layout, atomically: true, encoding: .utf8)
    let good = try Self.expected(Self.source(height: 44), path: "grid.layout", kinds: [.frames, .svg])
    try watch.eventually("the outputs after the fix") { Self.outputs(in: out) == good }
    #expect(watch.statusLines.last?.hasPrefix("built grid.layout (2 outputs) in ") == true, "\(watch.summary)")

    let ended = try watch.stop(signal: SIGTERM)
    #expect(ended.status == 0 && !ended.signaled, "\(watch.summary)")
    #expect(Fixtures.files(in: out) == ["grid.json", "grid.svg"])
  }

  /// A save that leaves the bytes as they were (by rename, in place, a new modification time)
  /// builds nothing: one build per change, so a served page reloads once. A file reported
  /// missing that comes back unchanged is built again, so that the status line says so.
  @Test(arguments: [false, true])
  func aSaveOfTheSameBytesBuildsNothing(pollOnly: Bool) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let layout = tmp.file("grid.layout"), out = tmp.file("out")
    try Self.source(height: 44).write(to: layout, atomically: false, encoding: .utf8)
    let watch = try WatchedProcess(
      ["watch", "grid.layout", "--out-dir", "out", "--emit", "frames"], in: tmp, environment: pollOnly ? ["LAYOUTC_WATCH_POLL": "1"] : [:])
    defer { watch.kill() }
    func builds() -> Int { watch.statusLines.count { $0.hasPrefix("built grid.layout ") } }
    try watch.eventually("the first build") { builds() == 1 }

    // In place without truncating (so that the file is whole whenever it is looked at), by
    // rename, and a new modification time.
    let handle = try FileHandle(forWritingTo: layout)
    try handle.write(contentsOf: Data(Self.source(height: 44).utf8))
    try handle.close()
    try Self.source(height: 44).write(to: layout, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: layout.path)
    // A change after them is built once; the saves before it were looked at first.
    try Self.source(height: 50).write(to: layout, atomically: true, encoding: .utf8)
    let good = try Self.expected(Self.source(height: 50), path: "grid.layout", kinds: [.frames])
    try watch.eventually("the outputs after the change") { Self.outputs(in: out) == good }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(builds() == 2, "\(watch.summary)")

    try FileManager.default.removeItem(at: layout)
    try watch.eventually("the missing-file status line") { watch.statusLines.last?.contains("is missing") == true }
    try Self.source(height: 50).write(to: layout, atomically: false, encoding: .utf8)
    try watch.eventually("the build of the file come back unchanged") { builds() == 3 }
    let ended = try watch.stop(signal: SIGTERM)
    #expect(ended.status == 0 && !ended.signaled, "\(watch.summary)")
  }

  /// `--measured` reaches the frames `watch` writes as it reaches `build`'s (E2), and a bad file
  /// stops it before it watches, with exit 1.
  @Test func measuredSizesReachTheFrames() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let layout = tmp.file("feed.layout"), out = tmp.file("out")
    try "section < group.horizontal(w: 1, h: ~44pt) < item(w: 1/2, h: ~44pt) > >\n".write(to: layout, atomically: false, encoding: .utf8)
    try #"{"sections": [{"items": [[195, 60], [195, 90]]}]}"#.write(to: tmp.file("sizes.json"), atomically: false, encoding: .utf8)
    try "{\"sections\": 3}".write(to: tmp.file("bad.json"), atomically: false, encoding: .utf8)
    let watch = try WatchedProcess(["watch", "feed.layout", "--out-dir", "out", "--emit", "frames", "--measured", "sizes.json"], in: tmp)
    defer { watch.kill() }
    try watch.eventually("frames with the measured heights") {
      let json = (try? String(contentsOf: out.appendingPathComponent("feed.json"), encoding: .utf8)) ?? ""
      return json.contains(#""index": 1, "x": 195, "y": 0, "width": 195, "height": 90, "sizing": "measured""#)
        && json.contains(#""index": 2, "x": 0, "y": 90, "width": 195, "height": 44, "sizing": "estimated""#)
    }
    let bad = try CLI.run(["watch", "feed.layout", "--out-dir", "out2", "--measured", "bad.json"], in: tmp.url, timeout: 20)
    #expect(bad.status == 1 && bad.stderr.contains("[check.measuredFile]"), "\(bad)")
    #expect(!FileManager.default.fileExists(atPath: tmp.file("out2").path))
  }

  @Test(arguments: [
    (["watch", "grid.layout"], 2, "needs --out-dir"),
    (["watch", "--out-dir", "out"], 2, "needs a FILE"),
    (["watch", "grid.layout", "grid.layout", "--out-dir", "out"], 2, "one FILE"),
    (["watch", "-", "--out-dir", "out"], 2, "not standard input"),
    (["watch", "grid.layout", "--out-dir", "grid.layout"], 2, "is a file, not a folder"),
    (["watch", "grid.layout", "--out-dir", "out", "--emit", "frames,pdf"], 2, "--emit takes frames, svg, swift and html"),
    (["watch", "grid.layout", "--out-dir", "out", "--scale", "4"], 2, "--scale takes 1, 2 or 3"),
    (["watch", "grid.layout", "--out-dir", "out", "--uikit", "ios26"], 2, "is a flow mode"),
    (["watch", "nowhere.layout", "--out-dir", "out"], 3, "no such file"),
    (["watch", "./grid.swift", "--out-dir", ".", "--emit", "swift"], 2, "is FILE itself"),
  ])
  func refusesBadUsageAtOnce(_ args: [String], status: Int32, message: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Self.source(height: 44).write(to: tmp.file("grid.layout"), atomically: false, encoding: .utf8)
    let r = try CLI.run(args, in: tmp.url, timeout: 20)
    #expect(r.status == status && !r.signaled && !r.timedOut, "\(r.summary)")
    #expect(r.stderr.hasPrefix("layoutc: error: ") && r.stderr.contains(message), "\(r.summary)")
    #expect(!FileManager.default.fileExists(atPath: tmp.file("out").path), "a refused watch made its --out-dir")
  }

  /// A FIFO or a folder never changes the way a saved file does (watching a FIFO read it once and
  /// then reported it missing forever); an output that is FILE through a hard link is FILE.
  @Test(arguments: [
    ("mkfifo grid.fifo", ["watch", "grid.fifo", "--out-dir", "out"], "`grid.fifo` is a FIFO (a named pipe)"),
    ("mkdir grid", ["watch", "grid", "--out-dir", "out"], "`grid` is a directory"),
    ("ln grid.layout grid.swift", ["watch", "grid.layout", "--out-dir", ".", "--emit", "swift"], "is FILE itself"),
  ])
  func refusesWhatItCannotWatch(setup: String, args: [String], message: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Self.source(height: 44).write(to: tmp.file("grid.layout"), atomically: false, encoding: .utf8)
    let quoted = args.map { "'\($0)'" }.joined(separator: " ")
    let r = try CLI.shell("\(setup) && exec \"$LAYOUTC\" \(quoted)", in: tmp.url, timeout: 20)
    #expect(r.status == 2 && r.endedNormally, "\(r.summary)")
    #expect(r.stderr.hasPrefix("layoutc: error: ") && r.stderr.contains(message), "\(r.summary)")
    #expect(!FileManager.default.fileExists(atPath: tmp.file("out").path), "a refused watch made its --out-dir")
    #expect(try String(contentsOf: tmp.file("grid.layout"), encoding: .utf8) == Self.source(height: 44))
  }

  /// RB12: a file that cannot be read (its permissions changed) was silently retried forever. It
  /// is reported once, the outputs are kept, and it builds again once readable. Root reads any
  /// file, so as root the watcher runs as `nobody` (through `setpriv`).
  @Test(.enabled(if: !CLI.isRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "as root, needs setpriv to run as a user that permissions apply to"))
  func reportsAnUnreadableFile() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    chmod(tmp.path, 0o777)
    let layout = tmp.file("grid.layout"), out = tmp.file("out")
    try Self.source(height: 44).write(to: layout, atomically: false, encoding: .utf8)
    let launcher = CLI.isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : []
    let watch = try WatchedProcess(["watch", "grid.layout", "--out-dir", "out"], in: tmp, launcher: launcher)
    defer { watch.kill() }
    let good = try Self.expected(Self.source(height: 44), path: "grid.layout")
    try watch.eventually("the first outputs") { Self.outputs(in: out) == good }

    chmod(layout.path, 0)
    try watch.eventually("the report of the unreadable file") {
      watch.statusLines.last == "grid.layout cannot be read; kept the last good outputs; will try again when it changes"
    }
    #expect(watch.stderr.contains("layoutc: error: cannot read `grid.layout`: permission denied\n"), "\(watch.summary)")
    #expect(Self.outputs(in: out) == good)

    chmod(layout.path, 0o644)
    try watch.eventually("the build once readable again") { watch.statusLines.last?.hasPrefix("built grid.layout") == true }
    let reports = watch.statusLines.filter { $0.contains("cannot be read") }
    #expect(reports.count == 1, "reported more than once:\n\(watch.summary)")
    let ended = try watch.stop(signal: SIGINT)
    #expect(ended.status == 0 && !ended.signaled, "\(watch.summary)")
  }

  @Test func help() throws {
    let r = try CLI.run(["watch", "--help"], timeout: 20)
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    for word in ["USAGE: layoutc watch FILE --out-dir DIR", "--emit", "--size", "--scale", "--items", "--uikit", "--visible", "--direction", "Ctrl-C"] {
      #expect(r.stdoutText.contains(word), "`watch --help` does not mention \(word)")
    }
    let usage = try CLI.run(["--help"], timeout: 20)
    #expect(usage.stdoutText.contains("watch FILE"))
  }

  /// The output files in `dir` and their contents (hidden temporary files included).
  static func outputs(in dir: URL) -> [String: String] {
    var result: [String: String] = [:]
    for name in Fixtures.files(in: dir) {
      result[name] = (try? Data(contentsOf: dir.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) }
    }
    return result
  }
}

/// `layoutc` running in the background, its standard output and error going to files.
final class WatchedProcess {
  let process = Process()
  let scratch: TemporaryDirectory
  let args: [String]

  /// `launcher` runs the binary through another program (`setpriv … --`).
  init(_ args: [String], in directory: TemporaryDirectory, environment: [String: String] = [:], launcher: [String] = []) throws {
    guard let binary = CLI.binary else {
      Issue.record("layoutc not found beside the test bundle; run `swift build` first")
      throw CocoaError(.fileNoSuchFile)
    }
    self.args = args
    scratch = try TemporaryDirectory()
    try Data().write(to: scratch.file("stdout"))
    try Data().write(to: scratch.file("stderr"))
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = launcher.dropFirst() + [binary.path] + args
    } else {
      process.executableURL = binary
      process.arguments = args
    }
    process.currentDirectoryURL = directory.url
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env["LAYOUTC_WATCH_POLL"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    process.standardOutput = try FileHandle(forWritingTo: scratch.file("stdout"))
    process.standardError = try FileHandle(forWritingTo: scratch.file("stderr"))
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  deinit { scratch.remove() }

  var stdout: String { (try? String(contentsOf: scratch.file("stdout"), encoding: .utf8)) ?? "" }
  var stderr: String { (try? String(contentsOf: scratch.file("stderr"), encoding: .utf8)) ?? "" }
  /// Complete lines of standard output.
  var statusLines: [String] {
    var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeLast()
    return lines
  }
  var isRunning: Bool { process.isRunning }
  var summary: String { "layoutc \(args.joined(separator: " "))\nstdout:\n\(stdout)\nstderr:\n\(stderr.prefix(3000))" }

  /// Waits up to `seconds` for `condition`; records an issue (and throws) if it never holds or
  /// the process ends first.
  func eventually(
    _ what: String, within seconds: Double = 20, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ condition: () throws -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return }
      if !process.isRunning {
        if try condition() { return }
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    Issue.record("never saw \(what) within \(seconds) s (\(process.isRunning ? "still running" : "exited \(process.terminationStatus)")):\n\(summary)", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// Sends `signal` and waits (20 s at most) for the process to end.
  func stop(signal: Int32, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (status: Int32, signaled: Bool) {
    Foundation.kill(process.processIdentifier, signal)
    try eventually("the process end after signal \(signal)", sourceLocation: sourceLocation) { !process.isRunning }
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }

  func kill() {
    if process.isRunning {
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
