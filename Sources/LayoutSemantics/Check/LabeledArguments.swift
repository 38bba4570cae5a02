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

  init() {}

  init(_ arguments: [Argument]) { self.arguments = arguments }

  subscript(_ label: String) -> Argument? {
    var bits = accepted
    while bits != 0 {
      let i = bits.trailingZeroBitCount
      bits &= bits &- 1
      if arguments[i].label?.text == label { return arguments[i] }
    }
    for i in acceptedBeyond where arguments[i].label?.text == label { return arguments[i] }
    return nil
  }

  var isEmpty: Bool { accepted == 0 && acceptedBeyond.isEmpty }

  /// Accepts `arguments[index]`, whose label must not be accepted yet.
  mutating func accept(_ index: Int) {
    if index < 64 { accepted |= 1 << UInt64(index) } else { acceptedBeyond.append(index) }
  }
}
