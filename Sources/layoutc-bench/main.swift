import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource
import LayoutSyntax

// Benchmarks for the hot paths: `swift build -c release && .build/release/layoutc-bench` (the
// language-server and watch sections drive the `layoutc` built beside it; `layoutc-bench lsp` runs
// only the language server's). Numbers are printed, never asserted: timing belongs in a benchmark,
// not a test. Each figure is the best of several runs.

// `layoutc-bench peak OUT PATH ARGS…` measures another program's peak memory (ThroughputBenchmark).
if CommandLine.arguments.dropFirst().first == "peak" {
  ThroughputBenchmark.peakChild(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

func best(_ runs: Int, _ body: () -> Void) -> Duration {
  var best = Duration.seconds(1_000_000)
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    best = min(best, ContinuousClock.now - start)
  }
  return best
}

func ms(_ d: Duration) -> String {
  let v = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
  return String(Int((v * 100).rounded())).paddedDecimal(2) + " ms"
}

func ns(_ d: Duration, per n: Int) -> String {
  let v = (Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9) / Double(n)
  return String(Int((v * 10).rounded())).paddedDecimal(1) + " ns"
}

func megabytesPerSecond(_ bytes: Int, _ d: Duration) -> Int {
  Int(Double(bytes) / 1e6 / (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18))
}

/// `a / b` with 2 decimals.
func ratio(_ a: Duration, _ b: Duration) -> String {
  String(Int((a / b * 100).rounded())).paddedDecimal(2)
}

/// Keeps the optimiser from dropping a computation whose result is unused.
@inline(never) func blackHole(_ value: Int) { if value == -1 { print("") } }

extension String {
  /// "12345" with 2 decimals → "123.45".
  func paddedDecimal(_ places: Int) -> String {
    let s = String(repeating: "0", count: max(0, places + 1 - count)) + self
    return s.dropLast(places) + "." + s.suffix(places)
  }
}

// `layoutc-bench window` runs only the windowed queries (WindowBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "window" {
  WindowBenchmark.run()
  exit(0)
}

// `layoutc-bench startup` runs only the start-up and whole-build section (StartupBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "startup" {
  StartupBench.run()
  exit(0)
}

if CommandLine.arguments.dropFirst().first == "lsp" {
  LSPBench.run()
  exit(0)
}

let seed = """
  section < group.vertical(w: 1, h: 1) < group.horizontal(w: 1, h: 0.7w) < item(w: 2/3, h: 1) inset 2
  group.vertical(w: 1/3, h: 1, repeat: 2) < item(w: 1, h: 1/2) inset 2 > > group.horizontal(w: 1,
  h: 1/3w, count: 3) < item inset 2 > > >
  """
let card = "section < group.vertical < item(w: 2/3, h: 1) inset 2 > >"
let tags = "flow(line: 8, interitem: 8) inset 16 < item(w: 56pt, h: 32pt) item(w: 88pt, h: 32pt) item(w: 132pt, h: 32pt) >"
let grid = "flow(line: 2, interitem: 2) < item(w: 120pt, h: 120pt) >"

// `layoutc-bench throughput [DIR]` runs only the compile-throughput section (ThroughputBenchmark.swift),
// leaving its files in DIR when given.
if CommandLine.arguments.dropFirst().first == "throughput" {
  ThroughputBenchmark.run(keep: CommandLine.arguments.dropFirst(2).first)
  exit(0)
}

// `layoutc-bench resolve` runs only the resolving and emitting section (ResolveBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "resolve" {
  ResolveBench.run([("card", card), ("seed", seed), ("flow tags", tags), ("flow grid", grid)])
  exit(0)
}

// MARK: - Lexing and parsing

/// Lexing, parsing and checking 1 MB of the seed layout repeated (`layoutc-bench compile` runs only this).
func compileBench() {
  var big = ""
  while big.utf8.count < 1_000_000 { big += seed + "\n// a comment line\n" }
  let bigFile = SourceFile(name: "big.layout", text: big)
  let lexTime = best(5) {
    var lexer = Lexer(bytes: bigFile.bytes)
    while lexer.next().kind != .eof {}
  }
  let parseTime = best(5) { _ = Parser.parse(bigFile) }
  let checkTime = best(5) { _ = Compilation.model(bigFile, mode: .ios17) }
  let mb = Double(bigFile.bytes.count) / 1e6
  print("input: \(bigFile.bytes.count) bytes, \(bigFile.lineStarts.count) lines")
  print("lex:                 \(ms(lexTime))  (\(ns(lexTime, per: bigFile.bytes.count)) per byte, \(Int(mb / (Double(lexTime.components.attoseconds) / 1e18 + Double(lexTime.components.seconds)))) MB/s)")
  print("lex + parse:         \(ms(parseTime))")
  print("lex + parse + check: \(ms(checkTime))")
}

if CommandLine.arguments.dropFirst().first == "compile" {
  compileBench()
  exit(0)
}
compileBench()

// MARK: - Resolving and emitting

ResolveBench.run([("card", card), ("seed", seed), ("flow tags", tags), ("flow grid", grid)])

WindowBenchmark.run()

// MARK: - Start-up, whole builds, compile throughput, the language server and watch mode
// (StartupBenchmark.swift, ThroughputBenchmark.swift, LSPBenchmark.swift, LongLineBenchmark.swift,
// WatchBenchmark.swift)

StartupBench.run()
ThroughputBenchmark.run()
LSPBench.run()
LongLineBench.run()
WatchLatencyBenchmark.run()
