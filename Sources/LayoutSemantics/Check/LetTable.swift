import LayoutSyntax

/// The `let`s a file declares, each name's first valid declaration, numbered in the order they
/// were added; the checker keeps what it learns of a `let` (its lowered uses) by that number.
typealias LetTable = NameTable<LetDecl>

extension NameTable<LetDecl> {
  /// The table of `declarations`, in no particular order: a `let`'s number only keys what the
  /// checker keeps of it, and names are sorted where an order shows.
  init(_ declarations: [String: LetDecl]) {
    self.init()
    for (name, l) in declarations { insert(name, l) }
  }

  var names: [String] { words }
  var declarations: [LetDecl] { values }

  /// Every name and its declaration, as the language server keeps them.
  var dictionary: [String: LetDecl] {
    Dictionary(uniqueKeysWithValues: zip(words, values))
  }
}
