import LayoutSource
import LayoutSyntax

/// How an editor colours a word of a `.layout` file: the classes of semantic highlighting, named
/// as the Language Server Protocol's standard token types.
public enum TokenClass: String, CaseIterable, Sendable {
  /// `let`, `layout`, `section`, `flow`, `preview`, `when`, `else`.
  case keyword
  /// `inset`, `spacing`, `header`, … (the modifier keywords).
  case modifier
  /// `item`, `group.horizontal`: the node names.
  case `class`
  /// Argument labels: `w`, `scroll`, `pinned`.
  case property
  /// `2`, `0.5`, `2/3` (each number).
  case number
  /// Units glued to a number: `pt`, `w`, `h`.
  case type
  /// Word values: `vertical`, `top-trailing`, `true`, `continuous`, `flexible`.
  case enumMember
  /// `let` names, where defined and where used.
  case variable
  /// The names of the layout, its sections and its previews.
  case namespace
  case comment

  /// The class of a keyword token outside an argument label.
  static func of(_ c: KeywordClass) -> TokenClass {
    switch c {
    case .declaration: .keyword
    case .modifier: .modifier
    case .spacingKind: .enumMember
    }
  }
}

extension Schema {
  /// Classifies the tokens of a file, in source order, one class per token range; tokens with no
  /// class (punctuation, unknown words) are left out. `letNames` are the file's `let` names. It
  /// reads tokens, not the tree, so half-typed text is classified too.
  public static func classify(_ tokens: [Token], in file: SourceFile, letNames: Set<String>) -> [(SourceRange, TokenClass)] {
    var out: [(SourceRange, TokenClass)] = []
    out.reserveCapacity(tokens.count)
    let significant = tokens.filter { $0.kind != .comment }
    var index = 0
    func neighbour(_ i: Int) -> Token? { significant.indices.contains(i) ? significant[i] : nil }
    // Bodies and argument lists open: `preview` is a keyword only outside both, before a name.
    var nesting = 0
    var previewKeyword: Token?
    for t in tokens {
      if t.kind == .comment {
        out.append((t.range, .comment))
        continue
      }
      let i = index
      index += 1
      let previous = neighbour(i - 1)
      let next = neighbour(i + 1)
      switch t.kind {
      case .lAngle, .lParen: nesting += 1
      case .rAngle, .rParen: nesting = max(0, nesting - 1)
      default: break
      }
      if t.kind == .identifier, nesting == 0, next?.kind == .identifier, file.text(in: t.range) == PreviewDecl.word {
        out.append((t.range, .keyword))
        previewKeyword = t
        continue
      }
      if t.kind == .identifier, let p = previewKeyword, previous == p {
        out.append((t.range, .namespace))
        continue
      }
      if next?.kind == .colon, t.kind == .identifier || t.kind.isKeyword {
        out.append((t.range, .property))
        continue
      }
      if let c = t.kind.keywordClass {
        out.append((t.range, TokenClass.of(c)))
        continue
      }
      switch t.kind {
      case .number:
        // A unit is glued to its number (`44pt`, `0.7w`): the letters from the first one on.
        let bytes = file.bytes[t.range.start..<t.range.end]
        if let u = bytes.firstIndex(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }), u > t.range.start {
          out.append((SourceRange(t.range.start, u), .number))
          out.append((SourceRange(u, t.range.end), .type))
        } else {
          out.append((t.range, .number))
        }
      case .identifier:
        if let c = identifierClass(t, previous: previous, file: file, letNames: letNames) { out.append((t.range, c)) }
      case .lAngle, .rAngle, .lParen, .rParen, .lBracket, .rBracket, .colon, .comma, .dot, .slash, .tilde, .minus, .equals,
        .kwLet, .kwLayout, .kwSection, .kwFlow, .kwInset, .kwSpacing, .kwEdges, .kwScroll, .kwHeader, .kwFooter,
        .kwBackground, .kwBadge, .kwPinned, .kwFlexible, .kwFixed, .comment, .invalid, .eof:
        break
      }
    }
    return out
  }

  private static func identifierClass(_ t: Token, previous: Token?, file: SourceFile, letNames: Set<String>) -> TokenClass? {
    let word = file.text(in: t.range)
    switch previous?.kind {
    case .kwLet?:
      return .variable
    case .kwLayout?, .kwSection?, .kwFlow?:
      return .namespace
    case .colon?, .kwScroll?:
      return .enumMember
    case .dot?:
      return .class
    default:
      break
    }
    if ElementKind(rawValue: word) != nil { return .class }
    if adaptive.contains(where: { $0.word == word }) { return .keyword }
    if letNames.contains(word) { return .variable }
    return nil
  }
}
