import Foundation
import LayoutDriver
import LayoutSemantics
import LayoutSource
import Testing

/// A `// frame: KIND INDEX = X Y WIDTH HEIGHT` line of a sample or a resolve fixture: a frame
/// computed by hand, with the arithmetic in the comment lines above it.
///
///     // frame: item 6 = 83 83 68 68            item 6 of section 0
///     // frame: item 1.6 = 92 572 66 66         item 6 of section 1 (section.item, like an IndexPath)
///     // frame: badge 5 = 175.667 89 20 20      the badge whose `index` is 5 (its item, or its
///                                               group repetition) in section 0; `badge 1.5` likewise;
///                                               a node's second badge is `badge-2 5`, and so on
///     // frame: header 1 = 10 328 370 44        section 1's header (likewise `footer`, `background`)
///     // frame: layout-header = 0 0 390 50      the layout-wide header (likewise `layout-footer`)
///
/// Numbers are points, written to 3 decimals and compared to 0.001. Every sample and every resolve
/// fixture states at least one, so that rewriting its goldens cannot bless a change to its frames.
struct HandFrame {
  var kind: String
  var section: Int
  var index: Int
  var rect: [Double]
  var line: Int
  var text: String {
    if Self.layoutKinds.contains(kind) { return kind }
    return "\(kind) \(Self.isIndexed(kind) ? "\(section).\(index)" : "\(section)")"
  }

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "line \(line): cannot read `\(text)`" }
  }

  static let prefix = "// frame:"
  static let layoutKinds: Set = ["layout-header", "layout-footer"]

  /// Items and badges are numbered within their section; headers, footers and backgrounds are one
  /// per section.
  static func isIndexed(_ kind: String) -> Bool {
    kind == "item" || kind == "badge" || (kind.hasPrefix("badge-") && Int(kind.dropFirst(6)) != nil)
  }

  static func all(in file: SourceFile) throws -> [HandFrame] {
    var frames: [HandFrame] = []
    for line in 1...max(1, file.lineStarts.count) {
      let text = file.lineText(line)
      guard text.hasPrefix(prefix) else { continue }
      guard let frame = parse(text.dropFirst(prefix.count), line: line) else { throw Malformed(line: line, text: text) }
      frames.append(frame)
    }
    return frames
  }

  static func parse(_ body: Substring, line: Int) -> HandFrame? {
    let halves = body.split(separator: "=", omittingEmptySubsequences: false)
    guard halves.count == 2 else { return nil }
    let head = halves[0].split(separator: " ")
    let numbers = halves[1].split(separator: " ").compactMap { Double($0) }
    guard !head.isEmpty, numbers.count == 4, halves[1].split(separator: " ").count == 4 else { return nil }
    let kind = String(head[0])
    if layoutKinds.contains(kind) {
      return head.count == 1 ? HandFrame(kind: kind, section: 0, index: 0, rect: numbers, line: line) : nil
    }
    guard head.count == 2 else { return nil }
    let parts = head[1].split(separator: ".", omittingEmptySubsequences: false)
    let path = parts.compactMap { Int($0) }.filter { $0 >= 0 }
    guard path.count == parts.count else { return nil }
    switch (isIndexed(kind), path.count) {
    case (true, 1): return HandFrame(kind: kind, section: 0, index: path[0], rect: numbers, line: line)
    case (true, 2): return HandFrame(kind: kind, section: path[0], index: path[1], rect: numbers, line: line)
    case (false, 1) where ["header", "footer", "background"].contains(kind):
      return HandFrame(kind: kind, section: path[0], index: 0, rect: numbers, line: line)
    default: return nil
    }
  }

  /// Records an issue for each of `findings(in:)`.
  static func checkAll(in f: Fixture, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    for finding in try findings(in: f) {
      Issue.record(Comment(rawValue: finding), sourceLocation: sourceLocation)
    }
  }

  /// What is wrong with the `// frame:` lines of `f`, against the frames layoutc builds at its
  /// options: none stated, a frame that is not built, or one that differs. Empty when all is well.
  static func findings(in f: Fixture) throws -> [String] {
    let frames = try all(in: f.file)
    guard !frames.isEmpty else {
      return ["\(f.file.name) states no `\(prefix)` lines; state frames computed by hand, with the arithmetic above them"]
    }
    let (built, problems) = resolve(f)
    guard let layout = built else { return problems }
    return problems + frames.compactMap { hand in
      guard let got = hand.lookUp(in: layout) else { return "\(f.file.name):\(hand.line): no \(hand.text) in the built frames" }
      let values = [got.x, got.y, got.width, got.height]
      guard !zip(values, hand.rect).allSatisfy({ abs($0 - $1) <= 0.001 }) else { return nil }
      return "\(f.file.name):\(hand.line): \(hand.text) by hand is \(hand.rect), layoutc gives \(values)"
    }
  }

  /// Resolves a fixture (compositional or flow) with its directive's options, or others: the
  /// layout, nil when it does not check, and what went wrong.
  static func resolve(_ f: Fixture, _ options: BuildOptions? = nil) -> (layout: ResolvedLayout?, problems: [String]) {
    var resolve = (options ?? f.options).resolve
    let analysis = Compilation.analyze(f.file, mode: resolve.mode)
    resolve.mode = analysis.mode
    let layout: ResolvedLayout?
    let placement: [Diagnostic]
    switch analysis.checked {
    case .compositional(let model)?: (layout, placement) = Resolver.resolve(model, options: resolve)
    case .flow(let model)?: (layout, placement) = FlowResolver.resolve(model, options: resolve)
    case nil:
      return (nil, ["\(f.file.name) does not check: \(analysis.usageError?.description ?? "\(analysis.diagnostics.map(\.id))")"])
    }
    return (layout, placement.hasErrors ? ["\(f.file.name): \(placement.map(\.id))"] : [])
  }

  /// The built frame this line states, if there is exactly one.
  func lookUp(in layout: ResolvedLayout) -> Rect? {
    let candidates: [Rect]
    if Self.layoutKinds.contains(kind) {
      let boundary = String(kind.dropFirst("layout-".count))
      candidates = layout.supplementaries.filter { $0.kind == boundary }.map(\.frame)
      return candidates.count == 1 ? candidates[0] : nil
    }
    guard section < layout.sections.count else { return nil }
    let s = layout.sections[section]
    switch kind {
    case "item": candidates = index < s.items.count ? [s.items[index]] : []
    case "background": candidates = s.decorations.filter { $0.kind == "background" }.map(\.frame)
    case _ where Self.isIndexed(kind): candidates = s.supplementaries.filter { $0.kind == kind && $0.index == index }.map(\.frame)
    default: candidates = s.supplementaries.filter { $0.kind == kind && $0.source == .boundary }.map(\.frame)
    }
    return candidates.count == 1 ? candidates[0] : nil
  }
}
