import LayoutSyntax

/// The `let`s a file declares, each name's first valid declaration, numbered in the order they
/// were added; the checker keeps what it learns of a `let` (its lowered uses, whether it is on a
/// cycle) by that number.
typealias LetTable = NameTable<LetDecl>

extension NameTable<LetDecl> {
  init(_ declarations: [String: LetDecl]) {
    self.init()
    for name in declarations.keys.sorted() {
      if let l = declarations[name] { insert(name, l) }
    }
  }

  var names: [String] { words }
  var declarations: [LetDecl] { values }

  /// Every name and its declaration, as the language server keeps them.
  var dictionary: [String: LetDecl] {
    Dictionary(uniqueKeysWithValues: zip(words, values))
  }
}
