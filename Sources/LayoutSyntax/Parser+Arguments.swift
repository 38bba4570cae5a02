import LayoutSource

extension Parser {
  /// ArgList = '(' (Argument (',' Argument)* ','?)? ')'
  mutating func parseArgumentList() -> ArgumentList {
    let open = current.range
    advance()
    let (arguments, closed) = parseSeparated(
      until: .rParen, capacity: 3, recovery: .argumentRecovery, emptySlot: SyntaxDiagnostics.expectedArgument(found: .init(.comma, text: ",")),
      unclosed: SyntaxDiagnostics.unclosedArgumentsNote(at: open), SyntaxDiagnostics.unclosedArguments()
    ) { $0.parseArgument() }
    return ArgumentList(arguments: arguments, closed: closed, range: SourceRange(open.start, previousEnd))
  }

  /// The inside of an ArgList or a ListValue, after its opening token: items separated by commas
  /// (an empty slot gets `emptySlot` and a fix-it removing the comma, two items with no comma
  /// `syntax.missingComma`), up to `closer`, or to a token of `recovery`, which leaves it unclosed
  /// (`unclosed`, with a note at the opening token). The messages are made only when reported.
  /// Inlined into its two callers, so that `item` is a direct call.
  @inline(__always)
  mutating func parseSeparated<T>(
    until closer: TokenKind, capacity: Int, recovery: TokenSet, emptySlot: @autoclosure () -> DiagnosticMessage,
    unclosed note: @autoclosure () -> DiagnosticNote, _ unclosed: @autoclosure () -> DiagnosticMessage, item: (inout Parser) -> T
  ) -> (items: [T], closed: Bool) {
    var items: [T] = []
    var needsComma = false
    while true {
      let before = current.range.start
      if eat(closer) { return (items, true) }
      if at(recovery) {
        diagnose(unclosed(), at: missingAnchor(), notes: [note()])
        return (items, false)
      }
      if at(.comma) {
        if !needsComma { diagnose(emptySlot(), at: current.range, fixIts: [FixIt(replacing: current.range, with: "")]) }
        advance()
        needsComma = false
        continue
      }
      if needsComma {
        diagnose(SyntaxDiagnostics.missingComma(), at: missingAnchor(), fixIts: [FixIt(replacing: .empty(at: previousEnd), with: ",")])
      }
      // Room for `capacity` from the first: growing is an allocation, a move and a free. Argument
      // lists get three: most hold one to three (`w:`, `h:`, `count:`), and one in seven more.
      if items.isEmpty { items.reserveCapacity(capacity) }
      items.append(item(&self))
      needsComma = true
      // Nothing usable here (already diagnosed): skip the token to make progress.
      if current.range.start == before { advance() }
    }
  }

  /// Argument = (label:'ident' ':')? Value
  mutating func parseArgument() -> Argument {
    let start = current.range.start
    var label: Identifier?
    // Labels may be keywords: `layout(scroll: vertical, spacing: 8)`.
    if at(.identifier) || current.kind.isKeyword {
      // A `:` right after the word (nearly every label) is seen in the bytes, with no lookahead.
      let glued = current.range.end < bytes.count && bytes[current.range.end] == UInt8(ascii: ":")
      let next = glued ? Token(.colon, SourceRange(scanned: current.range.end, current.range.end + 1)) : peek()
      if next.kind == .colon {
        label = identifier()
        advance()
        advance()
      } else if !at(.kwFixed), !at(.kwFlexible), next.kind == .number || next.kind == .tilde
        || (next.kind == .minus && (at(.identifier) || current.kind.isModifierKeyword))
      {
        // `w 1/3`: a label whose `:` is missing.
        label = identifier()
        advance()
        diagnose(
          SyntaxDiagnostics.missingColon(label: label!.text), at: .empty(at: previousEnd),
          fixIts: [FixIt(replacing: .empty(at: previousEnd), with: ":")])
      }
    }
    // The token first: nearly every argument's value is not `inset(`, and then no label is looked up.
    let value = at(.kwInset) && peek().kind == .lParen && label.map({ Self.insetValueLabels.contains($0.text) }) == true
      ? parseInsetValue() : parseValue()
    let range = SourceRange(min(start, value.range.start), max(start, previousEnd))
    return Argument(label: label, value: value, range: range)
  }

  /// The labels after which `inset(…)` is a value: a preview's `safeArea:` and `margins:`.
  public static let insetValueLabels: Set<String> = ["safeArea", "margins"]

  /// InsetValue = 'inset' ArgList: `safeArea: inset(top: 0, leading: 47)`, read by the checker as
  /// the `inset` modifier's argument list.
  mutating func parseInsetValue() -> ValueSyntax {
    let start = current.range.start
    let keyword = identifier()
    advance()
    let arguments = parseArgumentList()
    return .insets(Modifier(keyword: keyword, arguments: arguments, value: nil, range: SourceRange(start, previousEnd)))
  }

  /// Value = Dimension | SpacingValue | ListValue | InsetValue | 'ident'
  /// SpacingValue = ('fixed' | 'flexible') Dimension
  mutating func parseValue() -> ValueSyntax {
    if at(.lBracket) { return .list(parseListValue()) }
    if at(.dimensionFirst) {
      guard let dimension = parseDimension() else { return .missing(SourceRange.empty(at: previousEnd)) }
      return .dimension(dimension)
    }
    if at(.kwFixed) || at(.kwFlexible) {
      let kind = identifier()
      advance()
      guard at(.dimensionFirst) else {
        diagnose(SyntaxDiagnostics.expectedNumber(found: found()), at: missingAnchor())
        return .spacing(kind: kind, value: nil)
      }
      return .spacing(kind: kind, value: parseDimension())
    }
    if at(.identifier) || current.kind.isModifierKeyword, peek().kind == .lParen {
      return skipCallAsValue()
    }
    if at(.identifier) {
      let word = identifier()
      advance()
      return .word(word)
    }
    diagnose(SyntaxDiagnostics.expectedValue(found: found()), at: missingAnchor())
    return .missing(.empty(at: previousEnd))
  }

  /// ListValue = '[' Value (',' Value)* ','? ']'
  mutating func parseListValue() -> ListValueSyntax {
    let open = current.range
    advance()
    if at(.rBracket) { diagnose(SyntaxDiagnostics.expectedValue(found: found()), at: current.range) }
    let (values, closed) = parseSeparated(
      until: .rBracket, capacity: 2, recovery: TokenSet.argumentRecovery.union(TokenSet(.rParen)), emptySlot: SyntaxDiagnostics.expectedValue(found: .init(.comma, text: ",")),
      unclosed: SyntaxDiagnostics.unclosedListNote(at: open), SyntaxDiagnostics.unclosedList()
    ) { $0.parseValue() }
    return ListValueSyntax(values: values, closed: closed, range: SourceRange(open.start, previousEnd))
  }

  /// `background(inset(horizontal: 16))`: a call where a value goes. One error for the whole call,
  /// whose balanced parentheses are skipped, so its insides add nothing.
  mutating func skipCallAsValue() -> ValueSyntax {
    let start = current.range.start
    let name = text(current.range)
    advance()
    var depth = 0
    repeat {
      if at(.lParen) { depth += 1 } else if at(.rParen) { depth -= 1 }
      advance()
    } while depth > 0 && !at(.argumentRecovery)
    let range = SourceRange(start, previousEnd)
    diagnose(SyntaxDiagnostics.callAsValue(name), at: range)
    return .missing(range)
  }

  /// Dimension = '~'? '-'? 'number' ('/' 'number')?
  /// Inlined, so that a value's dimension is built where it is kept rather than copied there.
  @inline(__always)
  mutating func parseDimension() -> DimensionSyntax? {
    let start = current.range.start
    var tilde: SourceRange?
    var minus: SourceRange?
    if at(.tilde) {
      tilde = current.range
      advance()
    }
    if at(.minus) {
      minus = current.range
      advance()
    }
    guard at(.number) else {
      diagnose(SyntaxDiagnostics.expectedNumber(found: found()), at: missingAnchor())
      return nil
    }
    let numerator = numberLiteral()
    advance()
    var denominator: NumberLiteral?
    if at(.slash) {
      advance()
      if at(.number) {
        denominator = numberLiteral()
        advance()
      } else {
        diagnose(SyntaxDiagnostics.expectedDenominator(found: found()), at: missingAnchor())
      }
    }
    return DimensionSyntax(
      tilde: tilde, minus: minus, numerator: numerator, denominator: denominator,
      range: SourceRange(start, previousEnd))
  }

  /// Splits a number token into its digits and its glued unit (`44pt` → `44`, `pt`). Inlined, so
  /// that the literal is built inside its dimension rather than copied there.
  @inline(__always)
  mutating func numberLiteral() -> NumberLiteral {
    let r = current.range
    var split = r.start
    while split < r.end, Lexer.isDigit(bytes[split]) || bytes[split] == UInt8(ascii: ".") { split += 1 }
    // `pt`, `w` and `h` are kept as a byte; any other unit is kept in the text, after the digits.
    let unit = split == r.end ? NumberLiteral.UnitSpelling.none : NumberLiteral.UnitSpelling(bytes, split, r.end)
    let text = unit == .other ? word(r) : Parser.smallNumber(bytes, r.start, split) ?? word(SourceRange(r.start, split))
    return NumberLiteral(text: text, range: r, split: split, unit: unit)
  }

  /// The Strings of `0`…`99`, made once: most literals are one of them, read here by their digits'
  /// value instead of from the word table.
  static let smallNumbers: [String] = (0..<100).map { String($0) }

  /// `smallNumbers`' spelling of the digits `bytes[start..<end]` when they are one digit, or two
  /// not starting with `0` (`07` is another spelling of 7); nil for any other.
  @inline(__always)
  static func smallNumber(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String? {
    // Tested, not assumed: a byte that is no digit falls back to the word table, never out of range.
    switch end - start {
    case 1:
      let a = bytes[start] &- UInt8(ascii: "0")
      return a <= 9 ? smallNumbers[Int(a)] : nil
    case 2:
      let (a, b) = (bytes[start] &- UInt8(ascii: "0"), bytes[start + 1] &- UInt8(ascii: "0"))
      return a >= 1 && a <= 9 && b <= 9 ? smallNumbers[Int(a) * 10 + Int(b)] : nil
    default: return nil
    }
  }
}
