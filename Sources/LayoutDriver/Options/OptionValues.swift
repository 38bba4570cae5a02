import LayoutSemantics

/// The syntax of option values: `390x844`, `3`, `5,5,5`, `0..700`, `ios14`, `frames,svg`. Each
/// function takes the text as given and returns the value or the usage error that says the form.
public enum OptionValues {
  /// The widest and tallest container `--size` takes, in points.
  public static let maxSide = 100_000.0
  /// The most sections `--items N1,N2,…` may list.
  public static let maxSections = 10_000

  /// `390x844` → (390, 844).
  public static func size(_ text: String) throws(UsageError) -> (width: Double, height: Double) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w.isFinite, h.isFinite, w > 0, h > 0, w <= maxSide, h <= maxSide
    else { throw .badValue(.size, found: text) }
    return (w, h)
  }

  /// A whole number written as digits only: `Int` alone would take `+5`.
  public static func wholeNumber<S: StringProtocol>(_ text: S) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  /// `1`, `2` or `3`.
  public static func scale(_ text: String) throws(UsageError) -> Double {
    guard let s = wholeNumber(text), (1...3).contains(s) else { throw .badValue(.scale, found: text) }
    return Double(s)
  }

  /// `N` or `N1,N2,…`. The total over every declared section is checked once the file is read
  /// (`Compilation.itemLimit`).
  /// `limit` is the most one section or all of them may have: `Limits.maxItems`, or
  /// `Limits.maxWindowItems` with `--rect`.
  public static func items(_ text: String, limit: Int = Limits.maxItems) throws(UsageError) -> ItemCounts {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var counts: [Int] = []
    for p in parts {
      guard let n = wholeNumber(p), n <= limit else { throw .badValue(.items, found: text) }
      counts.append(n)
    }
    guard counts.count <= maxSections, counts.reduce(0, +) <= limit else { throw .tooManyItemsRequested }
    return parts.count == 1 ? .each(counts[0]) : .list(counts)
  }

  /// `START..END` in points along the scroll axis, START < END.
  public static func visible(_ text: String) throws(UsageError) -> ClosedRange<Double> {
    let parts = text.split(separator: "..", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, a < b else {
      throw .badValue(.visible, found: text)
    }
    return a...b
  }

  /// `X,Y,W,H` → a rect in content coordinates: each finite and within `Limits.maxNumber`, the
  /// width and height from 0 (an empty rect intersects nothing, as `CGRect.intersects` says).
  public static func rect(_ text: String) throws(UsageError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(trimmingSpaces($0)) }
    guard parts.count == 4, case let v = parts.compactMap({ $0 }), v.count == 4,
      v.allSatisfy({ $0.isFinite && abs($0) <= Limits.maxNumber }), v[2] >= 0, v[3] >= 0
    else { throw .badValue(.rect, found: text) }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  /// `ltr` or `rtl`.
  public static func direction(_ text: String) throws(UsageError) -> LayoutDirection {
    guard let d = LayoutDirection(rawValue: text) else { throw .badValue(.direction, found: text) }
    return d
  }

  /// `T,L,B,R` → physical edges in points, each finite and from 0 (`--safe-area`, `--margins`).
  public static func edges(_ text: String, for option: Option) throws(UsageError) -> PhysicalInsets {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double(trimmingSpaces($0)) }
    guard parts.count == 4, case let values = parts.compactMap({ $0 }), values.count == 4,
      values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= maxSide })
    else { throw .badValue(option, found: text) }
    return PhysicalInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// `ios17`, `ios14`, `ios26` or `ios10`.
  public static func mode(_ text: String) throws(UsageError) -> UIKitMode {
    guard let m = UIKitMode(rawValue: text) else { throw .badValue(.uikit, found: text) }
    return m
  }

  /// `frames`, `svg`, `swift` or `html`.
  public static func emit(_ text: String) throws(UsageError) -> EmitKind {
    guard let kind = EmitKind(rawValue: text) else { throw .badValue(.emit, found: text) }
    return kind
  }

  /// `frames,svg` → [.frames, .svg], in the canonical order.
  public static func emitKinds(_ text: String) throws(UsageError) -> [EmitKind] {
    var kinds: Set<EmitKind> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let kind = EmitKind(rawValue: String(trimmingSpaces(part))) else {
        throw .badValue(.emitList, found: text)
      }
      kinds.insert(kind)
    }
    return EmitKind.allCases.filter(kinds.contains)
  }

  /// `text`, `json`, `github` or `sarif`.
  public static func diagnostics(_ text: String) throws(UsageError) -> DiagnosticsFormat {
    guard let format = DiagnosticsFormat(rawValue: text) else { throw .badValue(.diagnostics, found: text) }
    return format
  }

  /// `s` without the spaces and tabs at its ends (`frames, svg`).
  static func trimmingSpaces(_ s: Substring) -> Substring {
    var s = s
    while s.first == " " || s.first == "\t" { s.removeFirst() }
    while s.last == " " || s.last == "\t" { s.removeLast() }
    return s
  }
}
