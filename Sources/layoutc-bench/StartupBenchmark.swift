import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - ─────────────── Start-up and whole builds (the `layoutc` beside this benchmark) ───────────────
//
// The bounds, in release builds: `layoutc build` of a sample within 1.5× the wall time of
// an empty stdlib-only program compiled with `swiftc -O` (median of interleaved runs), and the whole
// `layoutc build Samples/card.layout --items 1000000 -o out.json` within 0.25 s. This section builds
// nothing of layoutc itself; the empty program is compiled into a temporary folder with the `swiftc`
// found on PATH (skipped, with a note, when there is none). Runs are spawned with `posix_spawn`
// and timed from spawn to exit.

enum StartupBench {
  /// Spawns `arguments` (the first is the executable's path) with standard output and error sent
  /// to /dev/null; the wall time to its exit, or nil when it could not run or failed.
  static func time(_ arguments: [String]) -> Duration? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    return status == 0 ? elapsed : nil
  }

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
  }

  static func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }

  static func format(_ ms: Double) -> String { String(Int((ms * 100).rounded())).paddedDecimal(2) + " ms" }

  /// The first executable `name` on PATH.
  static func onPath(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") where !dir.isEmpty {
      let candidate = "\(dir)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// An empty program (`main.swift` with nothing in it) compiled with `swiftc -O` into `dir`.
  static func emptyProgram(in dir: URL) -> String? {
    guard let swiftc = onPath("swiftc") else { return nil }
    let source = dir.appendingPathComponent("main.swift")
    let binary = dir.appendingPathComponent("empty").path
    guard (try? Data().write(to: source)) != nil, time([swiftc, "-O", source.path, "-o", binary]) != nil else { return nil }
    return binary
  }

  /// Where `Samples/` is: the working directory, else the package holding this executable.
  static func samplesDirectory(beside executable: URL) -> String? {
    let candidates = [
      FileManager.default.currentDirectoryPath + "/Samples",
      executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path,
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/photo-grid.layout") }
  }

  static func run(runs: Int = 25) {
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    let layoutc = executable.deletingLastPathComponent().appendingPathComponent("layoutc").path
    guard FileManager.default.isExecutableFile(atPath: layoutc) else {
      print("start-up: skipped, no layoutc beside this executable (\(layoutc)); run `swift build -c release`")
      return
    }
    guard let samples = samplesDirectory(beside: executable) else {
      print("start-up: skipped, no Samples/photo-grid.layout in the working directory or the package")
      return
    }
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-startup-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }

    if let empty = emptyProgram(in: dir) {
      let build = [layoutc, "build", samples + "/photo-grid.layout", "-o", "/dev/null"]
      // One of each first, so neither pays for a cold page cache; then interleaved.
      _ = time(build)
      _ = time([empty])
      var layoutcTimes: [Double] = []
      var emptyTimes: [Double] = []
      for _ in 0..<runs {
        guard let a = time(build), let b = time([empty]) else {
          print("start-up: a run failed")
          return
        }
        layoutcTimes.append(milliseconds(a))
        emptyTimes.append(milliseconds(b))
      }
      let (l, e) = (median(layoutcTimes), median(emptyTimes))
      print("start-up (\(runs) interleaved runs each, medians): layoutc build photo-grid -o /dev/null \(format(l)), empty swiftc -O program \(format(e)), ratio \(String(Int((l / e * 100).rounded())).paddedDecimal(2))× (bound 1.50×)")
    } else {
      print("start-up: skipped, no swiftc on PATH to compile the empty program with")
    }

    let out = dir.appendingPathComponent("out.json").path
    let big = [layoutc, "build", samples + "/card.layout", "--items", "1000000", "-o", out]
    var times: [Double] = []
    for _ in 0..<5 {
      guard let t = time(big) else {
        print("whole build: `layoutc build card.layout --items 1000000` failed")
        return
      }
      times.append(milliseconds(t))
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    print("whole build card.layout --items 1000000 -o out.json (\(size / 1_000_000) MB, median of 5): \(format(median(times))) (bound 250 ms)")
  }
}
