import LayoutSource

extension Parser {
  /// Element = head:'ident' ('.' variant:'ident')? ArgList? Modifier* Body?
  mutating func parseElement() -> Element {
    let head = identifier()
    advance()
    var variant: Identifier?
    if at(.dot) {
      advance()
      if at(.identifier) || current.kind.isKeyword {
        variant = identifier()
        advance()
      } else {
        diagnose(SyntaxDiagnostics.expectedName(after: .dot, found: found()), at: missingAnchor())
      }
    }
    let args = at(.lParen) ? parseArgumentList() : nil
    let modifiers = parseModifiers()
    // The name is spelt out only if a diagnostic needs it.
    let body = at(.lAngle) ? parseBody(owner: variant.map { "\(head.text).\($0.text)" } ?? head.text) : nil
    return Element(
      head: head, variant: variant, arguments: args, modifiers: modifiers, body: body,
      range: SourceRange(head.range.start, previousEnd))
  }

  /// Body = '<' (Element | ',')* '>'; `owner` names what it belongs to in diagnostics.
  mutating func parseBody(owner: @autoclosure () -> String) -> Body {
    let open = current.range
    advance()
    depth += 1
    defer { depth -= 1 }
    if depth > Parser.maxNestingDepth {
      diagnose(SyntaxDiagnostics.nestingTooDeep(limit: Parser.maxNestingDepth), at: open)
      let closed = skipBalancedBody()
      return Body(children: [], open: open, closed: closed, range: SourceRange(open.start, previousEnd), skipped: true)
    }
    var children: [Element] = []
    var closed = false
    var inStrayRun = false
    while true {
      let before = current.range.start
      if eat(.rAngle) {
        closed = true
        break
      }
      if at(.eof) || at(.topLevelOnly) {
        diagnose(
          SyntaxDiagnostics.unclosedBody(owner()), at: missingAnchor(),
          notes: [SyntaxDiagnostics.unclosedBodyNote(owner(), at: open)])
        break
      }
      if at(.identifier) {
        if children.isEmpty { children.reserveCapacity(4) }
        children.append(parseElement())
        inStrayRun = false
      } else if at(.comma) {
        advance()
      } else {
        if !inStrayRun {
          if at(.modifierFirst), previousKind == .rAngle {
            diagnose(SyntaxDiagnostics.modifierAfterBody(current.kind), at: current.range)
          } else {
            diagnose(SyntaxDiagnostics.strayToken(found: found(), owner: owner()), at: current.range)
          }
          inStrayRun = true
        }
        advance()
      }
      ensureProgress(since: before)
    }
    return Body(children: children, open: open, closed: closed, range: SourceRange(open.start, previousEnd))
  }

  /// Skips the rest of a body too deep to parse, iteratively; true when its `>` was found.
  mutating func skipBalancedBody() -> Bool {
    var level = 1
    while !at(.eof) {
      if at(.lAngle) { level += 1 }
      if at(.rAngle) {
        level -= 1
        if level == 0 {
          advance()
          return true
        }
      }
      advance()
    }
    return false
  }

  /// Modifier = ModifierWord (ArgList | ModifierValue)?
  /// ModifierValue = Dimension | SpacingValue | 'ident'   (a word only after `scroll`)
  /// ModifierWord = 'inset' | 'spacing' | 'edges' | 'scroll' | 'header' | 'footer' | 'background' | 'badge' | 'pinned'
  mutating func parseModifiers() -> [Modifier] {
    var modifiers: [Modifier] = []
    while at(.modifierFirst) {
      let keyword = identifier()
      let isScroll = at(.kwScroll)
      advance()
      var args: ArgumentList?
      var value: ValueSyntax?
      if at(.lParen) {
        args = parseArgumentList()
      } else if at(.dimensionFirst) || at(.kwFixed) || at(.kwFlexible) || (isScroll && at(.identifier)) {
        value = parseValue()
      }
      let modifier = Modifier(keyword: keyword, arguments: args, value: value, range: SourceRange(keyword.range.start, previousEnd))
      // A first append makes room for one modifier only: when a second follows, make room for
      // three at once, not two then four (each growth is an allocation, a copy and a free).
      if modifiers.isEmpty, at(.modifierFirst) { modifiers.reserveCapacity(3) }
      modifiers.append(modifier)
    }
    return modifiers
  }
}
