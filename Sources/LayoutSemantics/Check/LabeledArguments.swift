import LayoutSource
import LayoutSyntax

/// A node's or modifier's arguments by label, in the order written, each label once: the list as
/// parsed (shared, not copied) and which of its arguments were accepted. A node has a handful of
/// labels, so finding one by comparing the (short, inline) label strings is faster than hashing
/// it, and nothing is allocated for the node lowered.
struct LabeledArguments {
  private var arguments: [Argument] = []
  /// Bit `i` is set when `arguments[i]` was accepted (the first 64).
  private var accepted: UInt64 = 0
  /// Accepted arguments past the 64th, by index (a list that long is already an oddity).
  private var acceptedBeyond: [Int] = []
  /// The `labelKey` of every accepted label, or-ed: a label whose key is not in it was not
  /// accepted, and most lookups (every duplicate check, absent labels) end there.
  private var acceptedKeys: UInt64 = 0
  /// The indices of the accepted `w:` and `h:`, or -1: every item and group asks for both.
  private var widthIndex = -1
  private var heightIndex = -1

  init() {}

  init(_ arguments: [Argument]) { self.arguments = arguments }

  subscript(_ label: String) -> Argument? {
    index(of: label).map { arguments[$0] }
  }

  /// The values of `w:` and `h:`: found when accepted, and only the values copied out (a whole
  /// argument is copied and destroyed field by field).
  var sizeValues: (w: ValueSyntax?, h: ValueSyntax?) {
    (widthIndex < 0 ? nil : arguments[widthIndex].value, heightIndex < 0 ? nil : arguments[heightIndex].value)
  }

  /// The indices of the accepted `w:` and `h:`, which every item and group asks for.
  var sizeIndices: (w: Int?, h: Int?) {
    (widthIndex < 0 ? nil : widthIndex, heightIndex < 0 ? nil : heightIndex)
  }

  /// The value labelled `label` alone.
  func value(_ label: String) -> ValueSyntax? { index(of: label).map { arguments[$0].value } }

  /// Where the value labelled `label` is written.
  func valueRange(of label: String) -> SourceRange? { index(of: label).map { arguments[$0].value.range } }

  /// The value of `arguments[i]` alone (a whole argument is copied and destroyed field by field).
  func value(at i: Int) -> ValueSyntax { arguments[i].value }
  /// The dimension `arguments[i]`'s value is, if it is one: read in place, so only the
  /// dimension is copied.
  func dimension(at i: Int) -> DimensionSyntax? {
    arguments.withUnsafeBufferPointer { arguments in
      if case .dimension(let d) = arguments[i].value { return d }
      return nil
    }
  }
  /// Where `arguments[i]`'s value is written, read in place.
  func valueRange(at i: Int) -> SourceRange {
    arguments.withUnsafeBufferPointer { $0[i].value.range }
  }
  /// Where `arguments[i]` is written.
  func range(at i: Int) -> SourceRange { arguments[i].range }

  /// The index of the accepted argument labelled `label`.
  func index(of label: String) -> Int? {
    guard acceptedKeys & Self.labelKey(label) != 0 else { return nil }
    return search(label)
  }

  /// `index(of:)` past the key test. Out of line: inlined in `accept`, which mutates, it would
  /// retain the arrays it reads.
  @inline(never)
  private func search(_ label: String) -> Int? {
    var bits = accepted
    while bits != 0 {
      let i = bits.trailingZeroBitCount
      bits &= bits &- 1
      if Self.isLabel(i, label, in: arguments) { return i }
    }
    return acceptedBeyond.first { Self.isLabel($0, label, in: arguments) }
  }

  /// One bit picked by a label's length and first byte (labels differ in those nearly always).
  @inline(__always)
  private static func labelKey(_ label: String) -> UInt64 {
    let utf8 = label.utf8
    // `utf8.first` is a call; the subscript reads a short string's byte in place.
    let first = utf8.isEmpty ? 0 : utf8[utf8.startIndex]
    return 1 << ((UInt64(truncatingIfNeeded: utf8.count) &+ UInt64(first)) & 63)
  }

  /// `labelKey("w")` and `labelKey("h")`, as constants.
  private static var widthKey: UInt64 { 1 << ((1 + UInt64(UInt8(ascii: "w"))) & 63) }
  private static var heightKey: UInt64 { 1 << ((1 + UInt64(UInt8(ascii: "h"))) & 63) }

  /// Whether `arguments[i]` has the label `label`. Labels of one length are rare, so the lengths
  /// (in a short string's bits) settle most comparisons before its bytes are compared.
  @inline(__always)
  private static func isLabel(_ i: Int, _ label: String, in arguments: [Argument]) -> Bool {
    guard let text = arguments[i].label?.text else { return false }
    return text.utf8.count == label.utf8.count && text == label
  }

  /// Calls `body` with the index and label of every accepted labelled argument.
  func forEachAccepted(_ body: (Int, String) -> Void) {
    var bits = accepted
    while bits != 0 {
      let i = bits.trailingZeroBitCount
      bits &= bits &- 1
      if let label = arguments[i].label { body(i, label.text) }
    }
    for i in acceptedBeyond {
      if let label = arguments[i].label { body(i, label.text) }
    }
  }

  var isEmpty: Bool { accepted == 0 && acceptedBeyond.isEmpty }

  /// How `labeled` accepts a label (`lookUp`): its key, and whether it is `w` or `h`.
  struct LabelKey {
    fileprivate var bits: UInt64
    fileprivate var size: UInt8
  }

  /// The index of the accepted argument labelled `label` (a duplicate), and the key to accept
  /// the label by otherwise: the key is worked out once for both. Not mutating, so the label,
  /// read from the shared list, is not retained around it.
  func lookUp(_ label: String) -> (first: Int?, key: LabelKey) {
    let bits = Self.labelKey(label)
    if acceptedKeys & bits != 0, let first = search(label) { return (first, LabelKey(bits: bits, size: 0)) }
    // Nearly every other label's key differs from these two: the texts are seldom compared.
    let size: UInt8 = bits == Self.widthKey && label == "w" ? 1 : bits == Self.heightKey && label == "h" ? 2 : 0
    return (nil, LabelKey(bits: bits, size: size))
  }

  /// Accepts `arguments[index]`, whose label (not accepted yet) `lookUp` gave `key`.
  mutating func accept(_ index: Int, key: LabelKey) {
    acceptedKeys |= key.bits
    if key.size == 1 { widthIndex = index } else if key.size == 2 { heightIndex = index }
    if index < 64 { accepted |= 1 << UInt64(index) } else { acceptedBeyond.append(index) }
  }
}
