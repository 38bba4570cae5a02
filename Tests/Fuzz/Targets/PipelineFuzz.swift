import LayoutDriver
import LayoutFormat
import LayoutSemantics
import LayoutSource
import LayoutSyntax

/// The pipeline fuzz target: any bytes as a `.layout` file, through lex → parse → check →
/// resolve (several containers, scales, modes and item counts) → frames JSON, SVG and Swift →
/// format. Crashes and hangs are what libFuzzer looks for; the properties below are what the
/// pipeline promises on top, and each broken one is returned as a sentence.
public enum PipelineFuzz {
  /// The containers, scales and per-section item counts an input is built at; which ones is
  /// chosen from the input's bytes, so the corpus covers all of them without running each input
  /// at every one.
  static let containers: [(width: Double, height: Double, scale: Double)] = [
    (390, 844, 3), (820, 1180, 2), (320, 568, 2), (1, 1, 1), (2000, 100, 3),
  ]
  static let itemCounts: [ItemCounts] = [.each(0), .each(1), .each(7), .list([0, 3, 1]), .list([5])]

  public static func run(_ bytes: [UInt8]) -> [String] {
    var violations: [String] = []
    let file = SourceFile(name: "fuzz.layout", bytes: bytes)
    let seed = bytes.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    let c = containers[Int(seed % UInt64(containers.count))]
    let items = itemCounts[Int((seed / 7) % UInt64(itemCounts.count))]

    // One mode (the file kind's newest or its other one) and one output per input, chosen from
    // its bytes like the container: across the corpus every combination runs, and each input
    // costs a few builds, not a dozen.
    let kind = Checker.kind(of: Parser.parse(file).0)
    let modes = [nil] + UIKitMode.allCases.filter { $0.kind == kind }
    let mode = modes[Int((seed / 31) % UInt64(modes.count))]
    let emit = EmitKind.allCases[Int((seed / 131) % UInt64(EmitKind.allCases.count))]
    var resolve = ResolveOptions(width: c.width, height: c.height, scale: c.scale, mode: mode, items: items)
    resolve.visible = seed % 3 == 0 ? 100...(100 + c.height) : nil
    let outcome = Compilation.build(file, options: BuildOptions(resolve: resolve, emit: emit))
    violations += consistency(outcome, "\(emit) at \(c.width)x\(c.height)@\(c.scale) \(mode?.rawValue ?? "default")")
    if emit == .frames, let json = outcome.output, !looksLikeJSONObject(json) {
      violations.append("the frames JSON is not one JSON object")
    }
    violations += formatting(file, compareFrames: seed % 4 == 0)
    return violations
  }

  /// An output exactly when there is no error, and every diagnostic inside the file.
  static func consistency(_ outcome: Compilation.Outcome, _ what: String) -> [String] {
    var v: [String] = []
    if outcome.usageError == nil, (outcome.output != nil) == outcome.diagnostics.hasErrors {
      v.append("\(what): output \(outcome.output == nil ? "missing without" : "written despite") an error")
    }
    return v
  }

  /// `fmt` is idempotent and keeps the tree: formatting twice changes nothing, and the formatted
  /// text parses to the same nodes (positions aside) and, when `compareFrames`, builds the same
  /// frames.
  static func formatting(_ file: SourceFile, compareFrames: Bool = true) -> [String] {
    guard let once = Formatter.format(file) else { return [] }
    let formatted = SourceFile(name: file.name, text: once)
    guard let twice = Formatter.format(formatted) else { return ["the formatted text does not parse"] }
    var v: [String] = []
    if twice != once { v.append("fmt is not idempotent") }
    if shape(file) != shape(formatted) { v.append("fmt changed the syntax tree") }
    let frames = { (f: SourceFile) in Compilation.build(f, options: BuildOptions(resolve: ResolveOptions(items: .each(3)))).output }
    if compareFrames, frames(file) != frames(formatted) { v.append("fmt changed the frames") }
    return v
  }

  /// The AST dump without positions (`Modifier inset @1:9-1:16` → `Modifier inset`).
  static func shape(_ file: SourceFile) -> [Substring] {
    ASTDump.dump(Parser.parse(file).0, in: file).split(separator: "\n").map { line in
      line.firstRange(of: " @").map { line[..<$0.lowerBound] } ?? line
    }
  }

  static func looksLikeJSONObject(_ text: String) -> Bool {
    text.hasPrefix("{") && text.hasSuffix("}\n")
  }
}
