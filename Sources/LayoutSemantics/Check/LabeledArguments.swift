import LayoutSyntax

/// A node's or modifier's arguments by label, in the order written, each label once. A node has a
/// handful of labels, so finding one by comparing the (short, inline) label strings is faster
/// than hashing it, and the list is one array, not a hash table, for every node lowered.
struct LabeledArguments {
  struct Entry {
    var label: String
    var argument: Argument
  }

  private(set) var entries: [Entry] = []

  init() { entries.reserveCapacity(4) }

  subscript(_ label: String) -> Argument? {
    for e in entries where e.label == label { return e.argument }
    return nil
  }

  var isEmpty: Bool { entries.isEmpty }

  /// Adds `argument` under `label`, which must not be there yet.
  mutating func add(_ label: String, _ argument: Argument) {
    entries.append(Entry(label: label, argument: argument))
  }
}
