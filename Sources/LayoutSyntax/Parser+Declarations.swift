import LayoutSource

extension Parser {
  /// Document = Decl*
  /// Decl = LayoutDecl | PreviewDecl | LetDecl | SectionDecl | Element
  mutating func parseDocument() -> Document {
    // Room for a declaration per 128 bytes (files hold fewer), up to 4096: each growth of the
    // array moves every declaration in it.
    let decls = parseDeclarations(stop: nil, capacity: min(bytes.count / 128, 4096))
    return Document(decls: decls, comments: lexer.comments, range: SourceRange(0, bytes.count))
  }

  /// `Decl*` up to the end, or up to the first token that starts a declaration for which `stop`
  /// (given the token's start) is true.
  mutating func parseDeclarations(stop: ((Int) -> Bool)?, capacity: Int = 0) -> [Decl] {
    var decls: [Decl] = []
    decls.reserveCapacity(capacity)
    /// Where the current run of tokens that start no declaration began (panic mode).
    var strayStart: Int?
    while !at(.eof) {
      let before = current.range.start
      if at(.declarationFirst), let s = strayStart {
        decls.append(.invalid(SourceRange(s, previousEnd)))
        strayStart = nil
      }
      if let stop, at(.topLevelOnly), stop(before) { return decls }
      declIndex = decls.count
      switch current.kind {
      case .kwLayout: decls.append(.layout(parseLayoutDecl()))
      case .kwLet: decls.append(.let(parseLetDecl()))
      case .kwSection, .kwFlow: decls.append(.section(parseSectionDecl()))
      case .identifier:
        if atWord(PreviewDecl.word), peek().kind == .identifier {
          decls.append(.preview(parsePreviewDecl()))
        } else if let keyword = misspeltDeclarationKeyword() {
          decls.append(parseMisspeltDeclaration(keyword))
        } else {
          decls.append(.element(parseElement()))
        }
      default:
        // One diagnostic for a run of tokens that start no declaration.
        if strayStart == nil {
          strayStart = current.range.start
          if at(.modifierFirst), previousKind == .rAngle {
            diagnose(SyntaxDiagnostics.modifierAfterBody(current.kind), at: current.range)
          } else {
            diagnose(SyntaxDiagnostics.expectedDeclaration(found: found()), at: current.range)
          }
        }
        advance()
      }
      ensureProgress(since: before)
    }
    if let s = strayStart { decls.append(.invalid(SourceRange(s, previousEnd))) }
    return decls
  }

  /// A top-level word a typo away from a declaration keyword, followed by what that declaration
  /// takes (`secton photos <`): the keyword meant, else nil (an element, which the checker places).
  mutating func misspeltDeclarationKeyword() -> TokenKind? {
    // What follows is looked at first, the word and its edit distances only then: in junk, words
    // that no declaration follows are the rule, and their distances took half the time of
    // checking it.
    guard TokenSet(.identifier, .lAngle, .lParen).contains(peek().kind) else { return nil }
    let word = text(current.range)
    // `list(…)` is a node (a list section's body), two edits from `let` but never meant as it: the
    // checker says where it goes instead.
    guard word != "list", let meant = Suggest.closest(to: word, in: Self.declarationSpellings) else { return nil }
    return Self.declarationKeywords.first(where: { $0.spelling == meant })
  }

  /// The keywords a misspelt top-level word may be taken for, and their spellings.
  static let declarationKeywords: [TokenKind] = [.kwSection, .kwLayout, .kwFlow, .kwLet]
  static let declarationSpellings = declarationKeywords.compactMap(\.spelling)

  /// The declaration a misspelt keyword starts, parsed as if it were spelt right, after one error
  /// with a fix-it to the keyword.
  mutating func parseMisspeltDeclaration(_ kind: TokenKind) -> Decl {
    let word = current.range
    let spelling = kind.spelling ?? ""
    diagnose(
      SyntaxDiagnostics.misspeltKeyword(text(word), meant: kind), at: word,
      fixIts: [FixIt(replacing: word, with: spelling)])
    switch kind {
    case .kwLayout: return .layout(parseLayoutDecl())
    case .kwLet: return .let(parseLetDecl())
    default:
      var section = parseSectionDecl()
      section.keyword = Identifier(spelling, word)
      return .section(section)
    }
  }

  /// LayoutDecl = 'layout' name:'ident'? ArgList? Modifier*
  mutating func parseLayoutDecl() -> LayoutDecl {
    let keyword = current.range
    advance()
    let name = parseOptionalName()
    let args = at(.lParen) ? parseArgumentList() : nil
    let modifiers = parseModifiers()
    return LayoutDecl(keyword: keyword, name: name, arguments: args, modifiers: modifiers, range: SourceRange(keyword.start, previousEnd))
  }

  /// PreviewDecl = 'preview' name:'ident' ArgList?
  /// Called at `preview` followed by a name: `preview` is a word, not a keyword.
  mutating func parsePreviewDecl() -> PreviewDecl {
    let keyword = current.range
    advance()
    let name = identifier()
    advance()
    let args = at(.lParen) ? parseArgumentList() : nil
    return PreviewDecl(keyword: keyword, name: name, arguments: args, range: SourceRange(keyword.start, previousEnd))
  }

  /// LetDecl = 'let' name:'ident' '=' Element
  mutating func parseLetDecl() -> LetDecl {
    let keyword = current.range
    advance()
    var name: Identifier?
    if at(.identifier) {
      name = identifier()
      advance()
    } else if current.kind.isKeyword {
      diagnose(SyntaxDiagnostics.reservedName(text(current.range)), at: current.range)
      name = identifier()
      advance()
    } else {
      diagnose(SyntaxDiagnostics.expectedName(after: .kwLet, found: found()), at: missingAnchor())
    }
    if !eat(.equals) {
      diagnose(SyntaxDiagnostics.expectedEquals(found: found()), at: missingAnchor())
      // `let tile item(…)`: carry on as if the `=` were there.
      if !at(.identifier) {
        return LetDecl(keyword: keyword, name: name, value: nil, range: SourceRange(keyword.start, previousEnd))
      }
    }
    var value: Element?
    if at(.identifier) {
      value = parseElement()
    } else {
      diagnose(SyntaxDiagnostics.expectedElement(found: found()), at: missingAnchor())
    }
    return LetDecl(keyword: keyword, name: name, value: value, range: SourceRange(keyword.start, previousEnd))
  }

  /// SectionDecl = ('section' | 'flow') name:'ident'? ArgList? Modifier* Body
  mutating func parseSectionDecl() -> SectionDecl {
    let keyword = identifier()
    advance()
    let name = parseOptionalName()
    let args = at(.lParen) ? parseArgumentList() : nil
    let modifiers = parseModifiers()
    var body: Body?
    if at(.lAngle) {
      body = parseBody(owner: keyword.text)
    } else {
      diagnose(SyntaxDiagnostics.expectedBody(keyword.text, found: found()), at: missingAnchor())
    }
    return SectionDecl(
      keyword: keyword, name: name, arguments: args, modifiers: modifiers, body: body,
      range: SourceRange(keyword.range.start, previousEnd))
  }

  /// The name after `layout`, `section` or `flow`, when there is one.
  mutating func parseOptionalName() -> Identifier? {
    guard at(.identifier) else { return nil }
    defer { advance() }
    return identifier()
  }
}
