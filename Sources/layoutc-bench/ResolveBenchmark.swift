import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource

// MARK: - ─────────────── Resolving and emitting ───────────────
//
// The issue's bounds, in release builds: compositional and flow resolving at 10⁶ items within 3× of
// the in-process store loop (a loop that writes four Doubles per item into a preallocated `[Rect]`
// of the same size, timed in the same run), and linear from 10⁴ to 10⁷ (the ns per item at each
// count, and their spread: the largest over the smallest). Frames JSON is emitted up to 10⁶ items,
// against copying as many bytes into a buffer.
//
// A resolve writes its frames into memory it has just allocated, the pre-touched store loop into
// memory written before: at 10⁷ items (320 MB) the first touch of each page is a page fault. So
// the store loop is also timed into fresh memory allocated as a resolver allocates it (huge pages
// advised, and not), and at the end every layout's 10⁷ resolve is timed again with the allocator
// keeping freed memory mapped, so that it too writes into pre-touched pages. Each timed run
// releases the previous run's result before its clock starts.

enum ResolveBench {
  static let counts = [10_000, 100_000, 1_000_000, 10_000_000]
  /// The largest count whose frames JSON is emitted too.
  static let largestEmitted = 1_000_000

  /// Four Doubles per item stored into `rects`, which is allocated (and touched) before it is timed.
  @inline(never) static func storeLoop(_ rects: inout [Rect]) {
    rects.withUnsafeMutableBufferPointer { out in
      for i in out.indices {
        let v = Double(i)
        out[i] = Rect(x: v, y: v + 1, width: 10, height: 20)
      }
    }
  }

  /// The store loop into memory allocated as the resolvers allocate their frames.
  @inline(never) static func storeLoopFresh(_ n: Int, hugePages: Bool) -> [Rect] {
    [Rect].frames(count: n, adviseHugePages: hugePages) { out in
      for i in 0..<n {
        let v = Double(i)
        out[i] = Rect(x: v, y: v + 1, width: 10, height: 20)
      }
    }
  }

  /// The best of `runs` runs of `make`, each run's result released before the next one's clock
  /// starts; the last result.
  static func bestFresh<T>(_ runs: Int, _ make: () -> T) -> (time: Duration, result: T?) {
    var best = Duration.seconds(1_000_000)
    var kept: T?
    for _ in 0..<runs {
      kept = nil
      let start = ContinuousClock.now
      let made = make()
      best = min(best, ContinuousClock.now - start)
      kept = made
    }
    return (best, kept)
  }

  @inline(never) static func resolve(_ checked: CheckedLayout, _ n: Int) -> ResolvedLayout? {
    let options = ResolveOptions(items: .each(n))
    switch checked {
    case .compositional(let model): return Resolver.resolve(model, options: options).0
    case .flow(let model): return FlowResolver.resolve(model, options: options).0
    }
  }

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  /// `layoutc-bench resolve [NAME [COUNT]]`: only the layouts whose name starts with NAME, only
  /// at COUNT items (for a profiler: `valgrind --tool=callgrind`).
  static func run(_ layouts: [(name: String, source: String)]) {
    let arguments = CommandLine.arguments.dropFirst(2)
    let layouts = layouts.filter { $0.name.hasPrefix(arguments.first ?? "") }
    let counts = arguments.dropFirst().first.flatMap { Int($0) }.map { [$0] } ?? Self.counts
    for (name, source) in layouts {
      let file = SourceFile(name: "bench.layout", text: source)
      guard let checked = Compilation.analyze(file, mode: nil).checked else { fatalError("\(name) does not check") }
      var perItem: [Double] = []
      var freshPerItem: [Double] = []
      for n in counts {
        let runs = n >= 10_000_000 ? 3 : 5
        let (resolveTime, layout) = bestFresh(runs) { resolve(checked, n) }
        guard let resolved = layout ?? nil else { fatalError("\(name) does not resolve") }
        var rects = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: n)
        let storeTime = best(runs) { storeLoop(&rects) }
        blackHole(Int(rects[n - 1].x))
        rects = []
        let freshTime = bestFresh(runs) { storeLoopFresh(n, hugePages: true) }.time
        let smallPagesTime = bestFresh(runs) { storeLoopFresh(n, hugePages: false) }.time
        perItem.append(seconds(resolveTime) * 1e9 / Double(n))
        freshPerItem.append(seconds(freshTime) * 1e9 / Double(n))
        var line = "\(name) \(n) items: resolve \(ms(resolveTime)) (\(ns(resolveTime, per: n))/item; store loop \(ns(storeTime, per: n))/item, ratio \(ratio(resolveTime, storeTime))×;"
          + " into fresh memory \(ns(freshTime, per: n))/item, ratio \(ratio(resolveTime, freshTime))×, without huge pages \(ns(smallPagesTime, per: n))/item)"
        if n <= largestEmitted {
          var bytes = 0
          let emitTime = best(3) { bytes = FramesJSONEmitter.emitBytes(resolved).count }
          // The in-process baseline: the same number of bytes appended to a buffer in 64-byte lines.
          let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64)
          let copyTime = best(3) {
            var buffer: [UInt8] = []
            buffer.reserveCapacity(bytes)
            while buffer.count + chunk.count <= bytes { buffer.append(contentsOf: chunk) }
            blackHole(buffer.count)
          }
          // As `layoutc build -o` writes it: chunks of one reused 512 KB buffer, handed to a sink.
          var streamed = 0
          let streamTime = best(3) {
            streamed = 0
            FramesJSONEmitter.emit(resolved) { streamed &+= $0.count }
          }
          blackHole(streamed)
          line += ", emit JSON streamed \(megabytesPerSecond(streamed, streamTime)) MB/s (\(ns(streamTime, per: n))/item)"
          line += ", into one array \(ms(emitTime)) (\(ns(emitTime, per: n))/item, \(bytes / 1_000_000) MB, \(megabytesPerSecond(bytes, emitTime)) MB/s; copying as many bytes \(megabytesPerSecond(bytes, copyTime)) MB/s, ratio \(ratio(emitTime, copyTime))×)"
        }
        print(line)
      }
      print("\(name) linearity: \(linearity(perItem, counts)); the store loop into fresh memory \(linearity(freshPerItem, counts))")
    }
    if let n = counts.last { pretouched(layouts, count: n) }
  }

  /// ns per item at each count, and their spread (the largest over the smallest).
  static func linearity(_ perItem: [Double], _ counts: [Int]) -> String {
    let superscripts = Array("⁰¹²³⁴⁵⁶⁷⁸⁹")
    let powers = counts.map { n in
      let text = String(n)
      guard text.first == "1", text.dropFirst().allSatisfy({ $0 == "0" }) else { return text }
      return "10" + String(String(text.count - 1).compactMap { $0.wholeNumberValue.map { superscripts[$0] } })
    }
    let spread = (perItem.max() ?? 0) / max(perItem.min() ?? 1, 1e-12)
    let list = perItem.map { String(Int(($0 * 10).rounded())).paddedDecimal(1) }.joined(separator: " / ")
    return "\(list) ns/item at \(powers.joined(separator: " / ")), spread \(String(Int((spread * 100).rounded())).paddedDecimal(2))×"
  }

  /// Every layout's resolve of `n` items again, the allocator keeping freed memory mapped (glibc: no
  /// `mmap` allocations, no trimming), so that each run after the first writes into the pages the
  /// run before touched, as the pre-touched store loop does; the allocator's defaults are put back
  /// after.
  static func pretouched(_ layouts: [(name: String, source: String)], count n: Int) {
    #if os(Linux)
      // <malloc.h>, which the Glibc module leaves out: M_TRIM_THRESHOLD is −1, M_MMAP_MAX −4.
      _ = glibcMallopt(-4, 0)
      _ = glibcMallopt(-1, -1)
      defer {
        _ = glibcMallopt(-4, 65536)
        _ = glibcMallopt(-1, 128 * 1024)
        _ = glibcMallocTrim(0)
      }
      var rects = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: n)
      let storeTime = best(3) { storeLoop(&rects) }
      blackHole(Int(rects[n - 1].x))
      rects = []
      for (name, source) in layouts {
        guard let checked = Compilation.analyze(SourceFile(name: "bench.layout", text: source), mode: nil).checked else { continue }
        let time = bestFresh(4) { resolve(checked, n) }.time
        print("\(name) \(n) items into pre-touched memory: resolve \(ms(time)) (\(ns(time, per: n))/item; store loop \(ns(storeTime, per: n))/item, ratio \(ratio(time, storeTime))×)")
      }
    #endif
  }
}

#if os(Linux)
  @_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
  @_silgen_name("malloc_trim") func glibcMallocTrim(_ pad: Int) -> Int32
#endif
