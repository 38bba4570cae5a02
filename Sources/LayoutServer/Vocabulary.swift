import LayoutSemantics

/// The words of the language as the editor offers and explains them, all read from `Schema`:
/// node names, declarations, the modifiers and labels a host takes in a file of a given layout
/// kind, and the words a label takes.
enum Vocabulary {
  /// A host or modifier word (`item`, `group.vertical`, `flow`, `header`, …) in a file of `kind`.
  enum Owner: Equatable {
    case host(Host)
    case modifier(ModifierKind)

    init?(_ word: String, in kind: LayoutKind) {
      if let m = ModifierKind(rawValue: word) {
        self = .modifier(m)
      } else if let h = Host(word: word, in: kind) {
        self = .host(h)
      } else {
        return nil
      }
    }
  }

  /// The modifiers a host takes.
  static func modifiers(for owner: String, in kind: LayoutKind) -> [ModifierSpec] {
    guard let host = Host(word: owner, in: kind) else { return [] }
    return Schema.modifiers(on: host)
  }

  /// The labels a node or modifier takes: what the checker accepts there.
  static func labels(for owner: String, in kind: LayoutKind) -> [Parameter] {
    switch Owner(owner, in: kind) {
    case .host(let h)?: Schema.labels(of: h)
    case .modifier(let m)?: Schema.labels(of: m, in: kind)
    case nil: []
    }
  }

  /// The words a label takes, or (with `label` nil) a modifier on `host` takes without parentheses.
  static func values(owner: String, label: String?, host: String?, in kind: LayoutKind) -> [WordSpec] {
    if let label { return labels(for: owner, in: kind).first { $0.label == label }?.value.wordSpecs ?? [] }
    guard let m = ModifierKind(rawValue: owner) else { return [] }
    let spec = host.flatMap { Host(word: $0, in: kind) }.flatMap { Schema.modifier(m, on: $0) } ?? Schema.anySpec(m)
    return spec?.value?.wordSpecs ?? []
  }

  /// One line about a label of a node or modifier.
  static func labelDescription(_ label: String, owner: String, in kind: LayoutKind) -> String? {
    labels(for: owner, in: kind).first { $0.label == label }?.doc
  }

  /// One line about a modifier where it is written: its spec on that host, or what the checker
  /// says about it there.
  static func describe(_ m: ModifierKind, on owner: String, in kind: LayoutKind) -> String? {
    guard let host = Host(word: owner, in: kind) else { return Schema.anySpec(m)?.summary }
    if let spec = Schema.modifier(m, on: host) { return spec.summary }
    guard let rejection = Schema.rejection(m, on: host, named: owner) else { return nil }
    let taken = Schema.modifiers(on: host).map { "`\($0.kind.rawValue)`" }
    return rejection.text + (taken.isEmpty ? "; it takes no modifiers" : "; it takes \(taken.joined(separator: ", "))")
  }

  /// The description of a node, declaration or modifier word.
  static func describe(_ word: String) -> String? {
    if let c = Schema.construct(word) { return c.summary }
    return ModifierKind(rawValue: word).flatMap(Schema.anySpec)?.summary
  }
}
