import Foundation
import LayoutDriver
import LayoutFormat
import LayoutSemantics
import LayoutSource
import LayoutSyntax

// MARK: - ─────────────── Compile throughput: `layoutc check` of 10 MB against `wc -w` ───────────────
//
// About 10 MB of varied source (SourceGenerator.swift) written as 100 files of about 100 KB into a
// temporary directory; `wc -w` over them and the `layoutc` beside this executable's `check` over
// them (one invocation each, placement diagnostics in every preview included), side by side in the
// same run, best of several. Prints each one's MB/s, the ratio of their times and the check's peak
// memory (see `peakChild`). Then the lexer in-process over the same
// bytes, against a plain loop over that buffer, and the phases in-process on one core.
// `LAYOUTC_BASELINE=/path/to/an/older/layoutc` runs that one's `check` alongside, for a "was" figure.

enum ThroughputBenchmark {
  static let files = 100
  static let bytesPerFile = 100_000

  /// One child's wall time, exit status and peak resident set (bytes).
  struct Run {
    var wall: Duration
    var status: Int32
    var peak: Int
  }

  /// Runs `path` with `arguments`, its standard output and error sent to the given files, and waits
  /// for it with `wait4` (whose peak memory is at least this process's: see `peakChild`). `setting`
  /// gives environment variables over this process's.
  static func spawn(_ path: String, _ arguments: [String], stdout: String, stderr: String, setting: [String: String] = [:]) -> Run? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    let environment = ProcessInfo.processInfo.environment.merging(setting) { $1 }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for p in envp { free(p) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let wall = ContinuousClock.now - start
    return Run(wall: wall, status: (status >> 8) & 0xFF, peak: usage.ru_maxrss * 1024)
  }

  /// `layoutc-bench peak OUT PATH ARGS…`: runs PATH with ARGS (output discarded) and writes its
  /// peak resident set and this process's own resident set, in bytes, to OUT. A child started by
  /// the benchmark itself would report the benchmark's peak, not its own: Linux carries the
  /// resident set of the memory a child shares or copies before `exec` into the peak `wait4`
  /// gives, and the benchmark holds the 10 MB source and more. This process, just started, is
  /// small; its own size is printed beside the figure as the floor of what can be measured.
  static func peakChild(_ args: [String]) {
    guard args.count >= 2 else { return }
    var floor = 0
    if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    {
      floor = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
    guard let run = spawn(args[1], Array(args.dropFirst(2)), stdout: "/dev/null", stderr: "/dev/null") else { return }
    _ = FileManager.default.createFile(atPath: args[0], contents: Data("\(run.peak) \(floor)".utf8))
  }

  /// The peak resident set of `path` run with `arguments`, and the floor it was measured from
  /// (`peakChild`, run through this executable); nil when it could not be measured.
  static func peak(_ path: String, _ arguments: [String], bench: String, scratch: String) -> (peak: Int, floor: Int)? {
    guard spawn(bench, ["peak", scratch, path] + arguments, stdout: "/dev/null", stderr: "/dev/null") != nil,
      let text = try? String(contentsOfFile: scratch, encoding: .utf8)
    else { return nil }
    let numbers = text.split(separator: " ").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  static func memory(_ p: (peak: Int, floor: Int)?, of total: Int) -> String {
    guard let p else { return "peak memory not measured" }
    return "peak memory \(p.peak / 1_000_000) MB (\(String(format: "%.1f", Double(p.peak) / Double(total)))× the source; measured from a \(p.floor / 1_000_000) MB process)"
  }

  static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
  static func rate(_ bytes: Int, _ d: Duration) -> String { String(Int((Double(bytes) / 1e6 / seconds(d)).rounded())) + " MB/s" }

  /// `keep`: a directory to write the files into and leave them in (for profiling), instead of a
  /// temporary one.
  static func run(keep: String? = nil) {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let layoutc = here.appendingPathComponent("layoutc").path
    let dir = keep.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-throughput-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { if keep == nil { try? FileManager.default.removeItem(at: dir) } }

    var generator = SourceGenerator(seed: 2026)
    var paths: [String] = []
    var all: [UInt8] = []
    for i in 0..<files {
      let text = generator.file(i, bytes: bytesPerFile)
      let path = dir.appendingPathComponent("screen\(i).layout").path
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        print("throughput: cannot write \(path)")
        return
      }
      paths.append(path)
      all += text.utf8
    }
    let total = all.count
    print("throughput input: \(files) files, \(total) bytes")

    // The lexer in-process over the same bytes, against a plain loop over the buffer
    // (first, so it is measured even where no layoutc executable was built).
    var tokens = 0
    let lexTime = best(5) {
      var lexer = Lexer(bytes: all)
      tokens = 0
      while lexer.next().kind != .eof { tokens += 1 }
    }
    var spaces = 0
    let loopTime = best(5) {
      spaces = 0
      for b in all where b == UInt8(ascii: " ") { spaces += 1 }
    }
    print("lex (in-process): \(ms(lexTime))  (\(rate(total, lexTime)), \(tokens) tokens);  plain byte loop \(ms(loopTime)) (\(rate(total, loopTime)), \(spaces) spaces): ratio \(String(format: "%.2f", seconds(lexTime) / seconds(loopTime)))×")


    // Side by side, alternating, best of nine each: on two shared cores one run in five of either
    // can be held up by a tenth, and the best of five was now and then such a run.
    let out = dir.appendingPathComponent("out.txt").path
    let diagnostics = dir.appendingPathComponent("diagnostics.txt").path
    let baseline = ProcessInfo.processInfo.environment["LAYOUTC_BASELINE"]
    var wc: Run?
    var check: Run?
    var was: Run?
    var uncached: Run?
    for _ in 0..<9 {
      if let r = spawn("/usr/bin/wc", ["-w"] + paths, stdout: out, stderr: "/dev/null"), r.wall < wc?.wall ?? .seconds(1e9) { wc = r }
      if let r = spawn(layoutc, ["check"] + paths, stdout: "/dev/null", stderr: diagnostics, setting: ["LAYOUTC_MALLOC_CACHE": "1"]),
        r.wall < check?.wall ?? .seconds(1e9)
      {
        check = r
      }
      // The same check with glibc's allocator alone (MallocCache.c): what the cache saves.
      if let r = spawn(layoutc, ["check"] + paths, stdout: "/dev/null", stderr: "/dev/null", setting: ["LAYOUTC_MALLOC_CACHE": "0"]),
        r.wall < uncached?.wall ?? .seconds(1e9)
      {
        uncached = r
      }
      if let baseline, let r = spawn(baseline, ["check"] + paths, stdout: "/dev/null", stderr: "/dev/null"), r.wall < was?.wall ?? .seconds(1e9) { was = r }
    }
    guard let wc, let check else {
      print("throughput: could not run wc or \(layoutc)")
      return
    }
    let printed = (try? String(contentsOfFile: diagnostics, encoding: .utf8)) ?? ""
    let summary = printed.split(separator: "\n").last.map(String.init) ?? "no diagnostics"
    print("wc -w:          \(ms(wc.wall))  (\(rate(total, wc.wall)))")
    print("layoutc check:  \(ms(check.wall))  (\(rate(total, check.wall))), exit \(check.status), \(summary)")
    let bench = here.appendingPathComponent("layoutc-bench").path
    let scratch = dir.appendingPathComponent("peak.txt").path
    print("  ratio to wc -w: \(String(format: "%.2f", seconds(check.wall) / seconds(wc.wall)))×;  \(memory(peak(layoutc, ["check"] + paths, bench: bench, scratch: scratch), of: total))")
    if let uncached {
      print(
        "  without the allocator cache (LAYOUTC_MALLOC_CACHE=0): \(ms(uncached.wall)), \(String(format: "%.2f", seconds(uncached.wall) / seconds(wc.wall)))× wc -w; "
          + "the cache saves \(String(format: "%.1f", 100 * (1 - seconds(check.wall) / seconds(uncached.wall))))%")
    }
    if let was, let baseline {
      print("baseline check: \(ms(was.wall))  (\(rate(total, was.wall))), \(String(format: "%.2f", seconds(was.wall) / seconds(wc.wall)))× wc -w, \(memory(peak(baseline, ["check"] + paths, bench: bench, scratch: scratch), of: total))")
    }

    // The phases in-process, one file after another on one core.
    let sources = paths.indices.map { i in
      SourceFile(name: "screen\(i).layout", text: (try? String(contentsOfFile: paths[i], encoding: .utf8)) ?? "")
    }
    let parseTime = best(3) { for f in sources { _ = Parser.parse(f) } }
    let analyzeTime = best(3) { for f in sources { _ = Compilation.analyze(f, mode: nil) } }
    let diagnoseTime = best(3) { for f in sources { _ = Compilation.diagnose(f, resolve: ResolveOptions()) } }
    print("in-process, one core: lex + parse \(ms(parseTime)) (\(rate(total, parseTime))), + check \(ms(analyzeTime)) (\(rate(total, analyzeTime))), + placement \(ms(diagnoseTime)) (\(rate(total, diagnoseTime)))")

    // The formatter (parse included), file by file and over the same text as one file: its cost
    // must grow with a file's length, not with its square.
    let formatTime = best(3) { for f in sources { _ = Formatter.format(f) } }
    let joined = SourceFile(name: "all.layout", bytes: sources.flatMap(\.bytes))
    let formatJoined = best(3) { _ = Formatter.format(joined) }
    print("in-process, one core: fmt \(ms(formatTime)) (\(rate(total, formatTime))); as one file \(ms(formatJoined)) (\(rate(total, formatJoined)))")
  }
}
