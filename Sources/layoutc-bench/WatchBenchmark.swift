import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax
// MARK: - ─────────────── Watch: save-to-output latency (layoutc watch) ───────────────
//
// `layoutc watch` as an editor drives it: the `layoutc` beside this executable (build both with
// `swift build -c release`) watches a file that is saved 20 times in place (open, truncate, write:
// VS Code) and 20 times by rename (write a temporary file, rename it over: vim, JetBrains), with
// change notifications, then 20 times in place with polling only (`LAYOUTC_WATCH_POLL=1`: the
// 50 ms poll that backs up inotify, and the only mechanism off Linux). A save's latency runs from
// just before the write to the status line `watch` prints once all three outputs (frames, SVG,
// Swift) are renamed into place: an upper bound on save-to-output, by one write to a pipe. Every
// output is then checked against the library's build of the same text.

enum WatchLatencyBenchmark {
  static func source(height: Int) -> String {
    """
    layout PhotoGrid(scroll: vertical)

    let photo = item(w: 2/3, h: 1) inset 2
    let stackPhoto = item(w: 1, h: 1/2) inset 2
    let square = item inset 2

    section photos <
      group.vertical(w: 1, h: 1) <
        group.horizontal(w: 1, h: \(height)pt) <
          photo
          group.vertical(w: 1/3, h: 1, repeat: 2) < stackPhoto >
        >
        group.horizontal(h: 1/3w, count: 3) < square >
      >
    >

    """
  }

  /// Lines from the watcher's standard output, read as they come (plain `read(2)`: a blocking
  /// read wakes as soon as the line is written).
  final class Lines {
    let fd: Int32
    var buffer: [UInt8] = []
    init(_ handle: FileHandle) { fd = handle.fileDescriptor }
    func next() -> String? {
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        if let nl = buffer.firstIndex(of: 10) {
          let line = String(decoding: buffer[..<nl], as: UTF8.self)
          buffer.removeSubrange(...nl)
          return line
        }
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return nil }
        buffer += chunk[..<n]
      }
    }
  }

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
  }

  static func format(_ v: Double) -> String {
    String(Int((v * 100).rounded())).paddedDecimal(2) + " ms"
  }

  /// Runs one watcher, saves `saves` times, returns each save's latency in ms (nil: failed).
  static func measure(_ layoutc: URL, in dir: URL, rename: Bool, pollOnly: Bool, saves: Int) -> [Double]? {
    let file = dir.appendingPathComponent("photo-grid.layout")
    let out = dir.appendingPathComponent("out")
    try? FileManager.default.removeItem(at: out)
    guard (try? source(height: 200).write(to: file, atomically: false, encoding: .utf8)) != nil else { return nil }
    let process = Process()
    process.executableURL = layoutc
    process.arguments = ["watch", file.path, "--out-dir", out.path]
    var env = ProcessInfo.processInfo.environment
    env["LAYOUTC_WATCH_POLL"] = pollOnly ? "1" : nil
    process.environment = env
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    defer {
      kill(process.processIdentifier, SIGINT)
      process.waitUntilExit()
    }
    let lines = Lines(pipe.fileHandleForReading)
    guard lines.next()?.hasPrefix("watching ") == true, lines.next()?.hasPrefix("built ") == true else { return nil }
    var latencies: [Double] = []
    for i in 1...saves {
      let text = source(height: 200 + i)
      // 20 to 119 ms apart, spread so that saves land at every phase of the 50 ms poll.
      Thread.sleep(forTimeInterval: 0.02 + Double(i * 37 % 100) / 1000)
      let start = ContinuousClock.now
      guard (try? text.write(to: file, atomically: rename, encoding: .utf8)) != nil,
        let line = lines.next(), line.hasPrefix("built ")
      else { return nil }
      latencies.append(milliseconds(ContinuousClock.now - start))
      // Outside the clock: the outputs are this save's.
      let expected = Compilation.build(SourceFile(name: file.path, text: text), options: BuildOptions(emit: .frames)).output
      guard let written = try? String(contentsOf: out.appendingPathComponent("photo-grid.json"), encoding: .utf8), written == expected else {
        print("watch latency: the frames after save \(i) are not the build of the saved text")
        return nil
      }
    }
    return latencies
  }

  static func run() {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let layoutc = executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("layoutc")
    guard FileManager.default.isExecutableFile(atPath: layoutc.path) else {
      print("watch latency: skipped, no layoutc beside this executable (\(layoutc.path)); run `swift build -c release`")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-watch-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (label, rename, pollOnly) in [("saved in place", false, false), ("saved by rename", true, false), ("in place, polling only", false, true)] {
      guard let ms = measure(layoutc, in: dir, rename: rename, pollOnly: pollOnly, saves: 20) else {
        print("watch latency (\(label)): failed")
        continue
      }
      let sorted = ms.sorted()
      let p50 = sorted[(sorted.count + 1) / 2 - 1], p95 = sorted[(sorted.count * 95 + 99) / 100 - 1]
      print("watch save-to-output (\(label), \(sorted.count) saves, 3 outputs): min \(format(sorted[0])), p50 \(format(p50)), p95 \(format(p95)), max \(format(sorted.last!))")
    }
  }
}
