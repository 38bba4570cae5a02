import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource

// MARK: - ─────────────── Resolving and emitting ───────────────
//
// The bounds, in release builds: compositional and flow resolving at 10⁶ items within 3× of
// the in-process store loop (a loop that writes four Doubles per item into a preallocated `[Rect]`
// of the same size, timed in the same run), and linear from 10⁴ to 10⁷ (the ns per item at each
// count, and their spread: the largest over the smallest). Frames JSON is emitted up to 10⁶ items,
// against copying as many bytes into a buffer.

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

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  static func run(_ layouts: [(name: String, source: String)]) {
    for (name, source) in layouts {
      let file = SourceFile(name: "bench.layout", text: source)
      guard let checked = Compilation.analyze(file, mode: nil).checked else { fatalError("\(name) does not check") }
      var perItem: [Double] = []
      for n in counts {
        let options = ResolveOptions(items: .each(n))
        let runs = n >= 10_000_000 ? 3 : 5
        var layout: ResolvedLayout?
        let resolveTime = best(runs) {
          layout = nil
          switch checked {
          case .compositional(let model): layout = Resolver.resolve(model, options: options).0
          case .flow(let model): layout = FlowResolver.resolve(model, options: options).0
          }
        }
        guard let resolved = layout else { fatalError("\(name) does not resolve") }
        layout = nil
        var rects = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: n)
        let storeTime = best(runs) { storeLoop(&rects) }
        blackHole(Int(rects[n - 1].x))
        rects = []
        perItem.append(seconds(resolveTime) * 1e9 / Double(n))
        var line = "\(name) \(n) items: resolve \(ms(resolveTime)) (\(ns(resolveTime, per: n))/item; store loop \(ns(storeTime, per: n))/item, ratio \(ratio(resolveTime, storeTime))×)"
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
          line += ", emit JSON \(ms(emitTime)) (\(ns(emitTime, per: n))/item, \(bytes / 1_000_000) MB, \(megabytesPerSecond(bytes, emitTime)) MB/s; copying as many bytes \(megabytesPerSecond(bytes, copyTime)) MB/s, ratio \(ratio(emitTime, copyTime))×)"
        }
        print(line)
      }
      let spread = (perItem.max() ?? 0) / max(perItem.min() ?? 1, 1e-12)
      let list = perItem.map { String(Int(($0 * 10).rounded())).paddedDecimal(1) }.joined(separator: " / ")
      print("\(name) linearity: \(list) ns/item at 10⁴ / 10⁵ / 10⁶ / 10⁷, spread \(String(Int((spread * 100).rounded())).paddedDecimal(2))×")
    }
  }
}
