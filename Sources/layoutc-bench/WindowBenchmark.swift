import LayoutDriver
import LayoutSemantics
import LayoutSource

/// Windowed queries (`--rect`): a screenful at item 5×10⁸ of 10⁹, resolved in closed form, for a
/// compositional grid and a uniform flow grid; the time is the resolve alone (best of several).
enum WindowBenchmark {
  static let layouts = [
    ("compositional grid", "section < group.horizontal(w: 1, h: 0.2w) < item(w: 0.2, h: 1) > >"),
    ("uniform flow grid", "flow(line: 2, interitem: 2) < item(w: 120pt, h: 120pt) >"),
  ]

  /// `d` in microseconds, one decimal.
  static func microseconds(_ d: Duration) -> String {
    let us = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    return String(Int((us * 10).rounded())).paddedDecimal(1)
  }

  static func run() {
    for (name, source) in layouts {
      let file = SourceFile(name: "window.layout", text: source)
      guard let checked = Compilation.analyze(file, mode: nil).checked else { fatalError("\(name) does not check") }
      var options = ResolveOptions(items: .each(1_000_000_000))
      // Where item 5×10⁸ is: the middle of the content, found from a first windowed resolve.
      options.window = Rect(x: 0, y: 0, width: 390, height: 844)
      func resolve() -> ResolvedLayout? {
        switch checked {
        case .compositional(let model): Resolver.resolve(model, options: options).0
        case .flow(let model): FlowResolver.resolve(model, options: options).0
        }
      }
      guard let whole = resolve() else { fatalError("\(name) does not resolve") }
      options.window = Rect(x: 0, y: whole.contentHeight / 2, width: 390, height: 844)
      var placed = 0
      var firstIndex = 0
      let time = best(20) {
        let layout = resolve()
        placed = layout?.sections.first?.items.count ?? 0
        firstIndex = layout?.sections.first?.itemIndices?.first ?? -1
      }
      print("window \(name), 10⁹ items, a screenful at item \(firstIndex): resolve \(ms(time)) (\(microseconds(time)) µs, \(placed) items)")
    }
  }
}
