import LayoutSource

/// Parses a function body (or a stored property's value) into statements and expressions. What
/// it does not read becomes `unknown` with its range, skipped by brackets to the end of the
/// statement; the importer reports it only if the layout depends on it.
struct SwiftBodyParser {
  let tokens: [SwiftToken]
  var i: Int
  let end: Int
  /// Depth guard: nesting beyond it is read as `unknown` (no stack overflow on hostile input).
  var depth = 0
  static let maxDepth = 200

  init(tokens: [SwiftToken], range: Range<Int>) {
    self.tokens = tokens
    i = range.lowerBound
    end = range.upperBound
  }

  var current: SwiftToken { i < end ? tokens[i] : SwiftToken(kind: .end, text: "", range: .empty(at: tokens[min(end, tokens.count - 1)].range.start), afterNewline: true, spaceBefore: true) }
  func peek(_ n: Int = 1) -> SwiftToken { i + n < end ? tokens[i + n] : SwiftToken(kind: .end, text: "", range: .empty(at: tokens[min(end, tokens.count - 1)].range.start), afterNewline: true, spaceBefore: true) }
  var atEnd: Bool { i >= end }
  /// Token `k`, clamped to the file: no index of a mutated file goes out of range.
  func tok(_ k: Int) -> SwiftToken { tokens[min(max(k, 0), tokens.count - 1)] }

  static func statements(_ tokens: [SwiftToken], _ range: Range<Int>) -> [SwiftStmt] {
    var p = SwiftBodyParser(tokens: tokens, range: range)
    return p.statements(closing: false)
  }

  static func expression(_ tokens: [SwiftToken], _ range: Range<Int>) -> SwiftExpr {
    var p = SwiftBodyParser(tokens: tokens, range: range)
    return p.expression()
  }

  /// Statements up to a `}` (consumed when `closing`) or the end.
  mutating func statements(closing: Bool, inCase: Bool = false) -> [SwiftStmt] {
    var result: [SwiftStmt] = []
    while !atEnd {
      if current.isPunct("}") {
        if closing, !inCase { i += 1 }
        return result
      }
      if current.isPunct(";") { i += 1; continue }
      if inCase, current.isKeyword("case") || current.isKeyword("default") || current.isPunct("@") { return result }
      let start = i
      let s = statement()
      result.append(s)
      // Whatever is left of the statement on its line is not read: the statement is unknown.
      if !atEnd, !current.afterNewline, !current.isPunct(";"), !current.isPunct("}"), !(inCase && (current.isKeyword("case") || current.isKeyword("default"))) {
        let from = tok(start).range.start
        skipStatement()
        result[result.count - 1] = .unknown(SourceRange(from, tok(max(i - 1, start)).range.end))
      }
      if i == start { i += 1 }
    }
    return result
  }

  /// Skips to the end of the current statement: its line, brackets matched.
  mutating func skipStatement() {
    let first = i
    while !atEnd {
      let t = current
      if i > first, t.afterNewline, !t.isPunct("."), t.kind != .op { break }
      if t.isPunct("}") || t.isPunct(";") { break }
      if t.isPunct("{") || t.isPunct("(") || t.isPunct("[") { skipBalanced(); continue }
      if t.isPunct(")") || t.isPunct("]") { i += 1; continue }
      i += 1
    }
  }

  mutating func skipBalanced() {
    var depth = 0
    repeat {
      if atEnd { return }
      let t = current
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") { depth -= 1 }
      i += 1
    } while depth > 0
  }

  mutating func statement() -> SwiftStmt {
    let t = current
    let start = t.range.start
    if depth > Self.maxDepth {
      skipStatement()
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    depth += 1
    defer { depth -= 1 }
    if t.isPunct("@") {  // an attribute on a local
      i += 1
      if !atEnd { i += 1 }
      return statement()
    }
    if t.isKeyword("let") || t.isKeyword("var") {
      i += 1
      guard current.kind == .identifier || current.isKeyword("self") else {
        skipStatement()
        return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
      }
      let name = current.text
      i += 1
      var type: String?
      if current.isPunct(":") {
        i += 1
        type = typeText()
      }
      var value: SwiftExpr?
      if current.isOp("=") {
        i += 1
        value = expression()
      }
      return .binding(isLet: t.text == "let", name: name, type: type, value: value, SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    if t.isKeyword("return") {
      i += 1
      if atEnd || current.isPunct("}") || current.isKeyword("case") || current.isKeyword("default") || current.isPunct(";") {
        return .returnStmt(nil, t.range)
      }
      let e = expression()
      return .returnStmt(e, SourceRange(start, e.range.end))
    }
    if t.isKeyword("if") { return ifStatement() }
    if t.isKeyword("guard") {
      i += 1
      let conditions = conditionList()
      guard current.isKeyword("else"), peek().isPunct("{") else {
        skipStatement()
        return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
      }
      i += 2
      let body = statements(closing: true)
      return .guardStmt(conditions, body, SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    if t.isKeyword("switch") { return switchStatement() }
    if t.isPunct("#"), peek().text == "if", !peek().afterNewline {
      // `#if … #else … #endif`: which branch is compiled is not known here, so the whole block
      // is unknown (reported if it names a local the layout uses), never both branches run.
      var nesting = 0
      while !atEnd {
        if current.isPunct("#"), peek().text == "if" { nesting += 1 }
        if current.isPunct("#"), peek().text == "endif" {
          nesting -= 1
          if nesting == 0 {
            i += 2
            break
          }
        }
        i += 1
      }
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    if t.isKeyword("for"), let loop = forStatement() { return loop }
    if t.isKeyword("func"), let nested = nestedFunction() { return nested }
    if t.isKeyword("do"), peek().isPunct("{") {
      // `do { … } catch { … }`: the body runs (layout code does not throw); a `catch` runs only
      // on an error, so it is skipped.
      i += 2
      let body = statements(closing: true)
      while !atEnd, current.isKeyword("catch") {
        while !atEnd, !current.isPunct("{") { i += 1 }
        skipBalanced()
      }
      return .ifStmt([], body, nil, SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    if t.isKeyword("break") || t.isKeyword("continue"), peek().afterNewline || peek().isPunct("}") || peek().isPunct(";") || peek().kind == .end {
      i += 1
      return .jump(isBreak: t.text == "break", t.range)
    }
    if t.kind == .keyword, ["func", "class", "struct", "enum", "for", "while", "repeat", "do", "defer", "throw", "break", "continue", "fallthrough", "typealias", "extension", "protocol", "actor", "import"].contains(t.text) || t.isPunct("#") {
      skipStatement()
      // A `for`/`while` header then its block; a `repeat {} while` tail.
      while !atEnd, current.isPunct("{") || (current.isKeyword("while") && !current.afterNewline) || (current.isKeyword("catch")) {
        skipStatement()
      }
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    let e = expression()
    if current.kind == .op, ["=", "+=", "-=", "*=", "/="].contains(current.text) {
      let op = current.text
      i += 1
      let v = expression()
      return .assignment(e, op, v, SourceRange(start, v.range.end))
    }
    return .expr(e)
  }

  /// `func name(label param: Type, …) -> T { body }` inside a body: a local closure of that name,
  /// its parameters by position. Nil (nothing consumed) for a generic or throwing one, or any
  /// other shape, which is then skipped as unknown.
  mutating func nestedFunction() -> SwiftStmt? {
    let start = i
    let from = current.range.start
    i += 1
    let name = current
    guard name.kind == .identifier, peek().isPunct("(") else {
      i = start
      return nil
    }
    i += 2
    var parameters: [String] = []
    var words: [String] = []
    var depth = 0
    var inType = false
    while !atEnd {
      let t = current
      if depth == 0, t.isPunct(")") || t.isPunct(",") {
        guard let last = words.last else {
          if t.isPunct(")") { break }
          i = start
          return nil
        }
        parameters.append(last)
        words = []
        inType = false
        if t.isPunct(")") { break }
        i += 1
        continue
      }
      if t.isPunct("(") || t.isPunct("[") || t.isOp("<") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isOp(">") { depth -= 1 }
      if depth == 0, t.isPunct(":") { inType = true }
      if depth == 0, !inType, t.kind == .identifier || t.text == "_" { words.append(t.text) }
      i += 1
    }
    guard current.isPunct(")") else {
      i = start
      return nil
    }
    i += 1
    // `-> Type` up to the body.
    while !atEnd, !current.isPunct("{") {
      if current.isKeyword("throws") || current.isKeyword("where") || current.afterNewline {
        i = start
        return nil
      }
      i += 1
    }
    guard current.isPunct("{") else {
      i = start
      return nil
    }
    i += 1
    let body = statements(closing: true)
    let range = SourceRange(from, tok(max(i - 1, 0)).range.end)
    return .binding(isLet: true, name: name.text, type: nil, value: .closure(SwiftClosure(parameters: parameters, body: body, range: range)), range)
  }

  /// `for x in sequence { … }` or `for _ in …`; nil (nothing consumed) for any other `for`
  /// (a pattern, `case`, `where`, `await`), which is then skipped as unknown.
  mutating func forStatement() -> SwiftStmt? {
    let start = i
    let from = current.range.start
    i += 1
    let binding = current
    guard binding.kind == .identifier || binding.text == "_", peek().isKeyword("in") else {
      i = start
      return nil
    }
    i += 2
    let sequence = expression(noTrailingClosure: true)
    // `for i in 0..<4 where i != 1`: the body runs only where the condition holds.
    var filter: SwiftExpr?
    if current.isKeyword("where") || current.text == "where" {
      i += 1
      filter = expression(noTrailingClosure: true)
    }
    guard current.isPunct("{") else {
      i = start
      return nil
    }
    i += 1
    var body = statements(closing: true)
    if let filter {
      body = [.ifStmt([.expr(.prefix("!", .passThrough(filter, filter.range), filter.range))], [.jump(isBreak: false, filter.range)], nil, filter.range)] + body
    }
    return .forIn(binding.text == "_" ? nil : binding.text, sequence, body, SourceRange(from, tok(max(i - 1, 0)).range.end))
  }

  /// A type's text, up to `=` or the end of the line.
  mutating func typeText() -> String {
    var text = ""
    let first = i
    while !atEnd {
      let t = current
      if t.isOp("=") || t.isPunct("}") || t.isPunct(";") || t.isPunct("{") || (i > first && t.afterNewline) { break }
      if t.isPunct("(") || t.isPunct("[") {
        let s = i
        skipBalanced()
        text += tokens[min(s, tokens.count)..<min(i, tokens.count)].map(\.text).joined()
        continue
      }
      text += t.text
      i += 1
    }
    return text
  }

  mutating func ifStatement() -> SwiftStmt {
    let start = current.range.start
    i += 1
    let conditions = conditionList()
    guard current.isPunct("{") else {
      skipStatement()
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    i += 1
    let then = statements(closing: true)
    var otherwise: [SwiftStmt]?
    if current.isKeyword("else") {
      i += 1
      if current.isKeyword("if") {
        otherwise = [ifStatement()]
      } else if current.isPunct("{") {
        i += 1
        otherwise = statements(closing: true)
      }
    }
    return .ifStmt(conditions, then, otherwise, SourceRange(start, tok(max(i - 1, 0)).range.end))
  }

  /// `a, let b = c, case …` up to the `{` (or `else` of a guard); no trailing closures in them.
  mutating func conditionList() -> [SwiftCondition] {
    var result: [SwiftCondition] = []
    while !atEnd {
      let start = current.range.start
      if current.isKeyword("let") || current.isKeyword("var") {
        i += 1
        let name = current.text
        i += 1
        if current.isPunct(":") { i += 1; _ = typeText() }
        if current.isOp("=") {
          i += 1
          let e = expression(noTrailingClosure: true)
          result.append(.binding(name, e, SourceRange(start, e.range.end)))
        } else {
          // `if let x {`: shorthand binding of `x`.
          result.append(.binding(name, .name(name, SourceRange(start, start)), SourceRange(start, start)))
        }
      } else if current.isPunct("#"), peek().text == "available" || peek().text == "unavailable", peek(2).isPunct("(") {
        // `#available(iOS 16.0, *)`: its arguments, brackets matched, are not read.
        let unavailable = peek().text == "unavailable"
        i += 2
        skipBalanced()
        result.append(.available(unavailable: unavailable, SourceRange(start, tok(max(i - 1, 0)).range.end)))
      } else if current.isKeyword("case") || current.isPunct("#") {
        while !atEnd, !current.isPunct("{"), !current.isPunct(","), !current.isKeyword("else") {
          if current.isPunct("(") || current.isPunct("[") { skipBalanced() } else { i += 1 }
        }
        result.append(.unknown(SourceRange(start, tok(max(i - 1, 0)).range.end)))
      } else {
        result.append(.expr(expression(noTrailingClosure: true)))
      }
      guard current.isPunct(",") else { break }
      i += 1
    }
    return result
  }

  mutating func switchStatement() -> SwiftStmt {
    let start = current.range.start
    i += 1
    let subject = expression(noTrailingClosure: true)
    guard current.isPunct("{") else {
      skipStatement()
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    i += 1
    var cases: [SwiftCase] = []
    while !atEnd, !current.isPunct("}") {
      let caseStart = current.range.start
      var patterns: [SwiftExpr] = []
      if current.isKeyword("default") {
        i += 1
      } else if current.isKeyword("case") {
        i += 1
        while !atEnd {
          if current.isKeyword("let") || current.isKeyword("var") {
            let s = current.range.start
            while !atEnd, !current.isPunct(":"), !current.isPunct(",") {
              if current.isPunct("(") { skipBalanced(); continue }
              i += 1
            }
            patterns.append(.unknown(SourceRange(s, tok(max(i - 1, 0)).range.end)))
          } else {
            patterns.append(expression(noTrailingClosure: true))
          }
          if current.isKeyword("where") {
            let s = current.range.start
            while !atEnd, !current.isPunct(":") { i += 1 }
            patterns.append(.unknown(SourceRange(s, tok(max(i - 1, 0)).range.end)))
          }
          guard current.isPunct(",") else { break }
          i += 1
        }
      } else if current.isPunct("@") {  // @unknown default
        i += 2
        continue
      } else {
        // Not a case: skip it (a stray statement before the first case).
        skipStatement()
        continue
      }
      guard current.isPunct(":") else {
        skipStatement()
        cases.append(SwiftCase(patterns: [.unknown(SourceRange(caseStart, tok(max(i - 1, 0)).range.end))], body: [], range: SourceRange(caseStart, tok(max(i - 1, 0)).range.end)))
        continue
      }
      i += 1
      let body = statements(closing: true, inCase: true)
      cases.append(SwiftCase(patterns: patterns, body: body, range: SourceRange(caseStart, tok(max(i - 1, 0)).range.end)))
    }
    if current.isPunct("}") { i += 1 }
    return .switchStmt(subject, cases, SourceRange(start, tok(max(i - 1, 0)).range.end))
  }

  // MARK: - Expressions

  static let precedence: [String: Int] = [
    "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "===": 3, "!==": 3, "~=": 3,
    "??": 4, "...": 5, "..<": 5, "+": 6, "-": 6, "|": 6, "^": 6, "*": 7, "/": 7, "%": 7, "&": 7, "<<": 8, ">>": 8,
  ]

  mutating func expression(noTrailingClosure: Bool = false) -> SwiftExpr {
    if depth > Self.maxDepth {
      let start = current.range.start
      skipStatement()
      return .unknown(SourceRange(start, tok(max(i - 1, 0)).range.end))
    }
    depth += 1
    defer { depth -= 1 }
    let condition = binary(0, noTrailingClosure)
    // `c ? a : b`
    if current.isOp("?"), current.spaceBefore {
      i += 1
      let a = expression(noTrailingClosure: noTrailingClosure)
      guard current.isPunct(":") else { return .unknown(SourceRange(condition.range.start, a.range.end)) }
      i += 1
      let b = expression(noTrailingClosure: noTrailingClosure)
      return .ternary(condition, a, b, SourceRange(condition.range.start, b.range.end))
    }
    return condition
  }

  /// Precedence climbing over infix operators; `as`/`is` casts leave the value.
  mutating func binary(_ minimum: Int, _ noTrailing: Bool) -> SwiftExpr {
    var left = prefixExpr(noTrailing)
    while !atEnd {
      let t = current
      if t.isKeyword("as") || t.isKeyword("is") {
        i += 1
        if current.isOp("?") || current.isOp("!") { i += 1 }
        let s = current.range.start
        _ = typeText(inExpression: true)
        left = .passThrough(left, SourceRange(left.range.start, max(s, tok(max(i - 1, 0)).range.end)))
        continue
      }
      guard t.kind == .op, let p = Self.precedence[t.text], p > minimum else { break }
      // A prefix operator on the next line starts a new statement.
      if t.afterNewline, !t.spaceAfter { break }
      i += 1
      let right = binary(p, noTrailing)
      left = .binary(t.text, left, right, SourceRange(left.range.start, right.range.end))
    }
    return left
  }

  /// A type in an expression (`as CGFloat`): an identifier path with generic arguments.
  mutating func typeText(inExpression: Bool) -> String {
    var text = ""
    while !atEnd, current.kind == .identifier || current.isPunct(".") || current.isKeyword("any") {
      text += current.text
      i += 1
      if current.isOp("<") { skipGeneric() }
    }
    if current.isOp("?") || current.isOp("!") { i += 1 }
    return text
  }

  mutating func skipGeneric() {
    var depth = 0
    repeat {
      if atEnd { return }
      if current.kind == .op {
        depth += current.text.filter { $0 == "<" }.count
        depth -= current.text.filter { $0 == ">" }.count
      }
      i += 1
    } while depth > 0
  }

  mutating func prefixExpr(_ noTrailing: Bool) -> SwiftExpr {
    let t = current
    if t.isKeyword("try") || t.isKeyword("await") {
      i += 1
      if current.isOp("?") || current.isOp("!") { i += 1 }
      let e = prefixExpr(noTrailing)
      return .passThrough(e, SourceRange(t.range.start, e.range.end))
    }
    if t.kind == .op, ["-", "+", "!", "~"].contains(t.text) {
      i += 1
      let e = prefixExpr(noTrailing)
      return .prefix(t.text, e, SourceRange(t.range.start, e.range.end))
    }
    return postfix(primary(noTrailing), noTrailing)
  }

  mutating func postfix(_ base: SwiftExpr, _ noTrailing: Bool) -> SwiftExpr {
    var e = base
    var afterTrailingClosure = false
    while !atEnd {
      let t = current
      // `} completion: { … }`: a further, labelled trailing closure.
      if afterTrailingClosure, !t.afterNewline, t.kind == .identifier || t.kind == .keyword, peek().isPunct(":"), peek(2).isPunct("{"), case .call(let f, var args, _) = e {
        i += 2
        let c = closure()
        args.append(SwiftArgument(label: t.text, value: .closure(c)))
        e = .call(f, args, SourceRange(e.range.start, c.range.end))
        continue
      }
      afterTrailingClosure = false
      if t.isPunct("."), !(t.afterNewline && false) {
        i += 1
        let name = current
        guard name.kind == .identifier || name.kind == .keyword || name.kind == .number else { return .unknown(SourceRange(e.range.start, t.range.end)) }
        i += 1
        e = .member(e, name.text, SourceRange(e.range.start, name.range.end))
        continue
      }
      if t.isPunct("("), !t.afterNewline {
        i += 1
        let args = argumentList(closing: ")")
        e = .call(e, args, SourceRange(e.range.start, tok(max(i - 1, 0)).range.end))
        continue
      }
      if t.isPunct("["), !t.afterNewline, !t.spaceBefore {
        i += 1
        let args = argumentList(closing: "]")
        e = .subscriptAccess(e, args, SourceRange(e.range.start, tok(max(i - 1, 0)).range.end))
        continue
      }
      if t.kind == .op, t.text == "!" || t.text == "?", !t.spaceBefore {
        i += 1
        e = .passThrough(e, SourceRange(e.range.start, t.range.end))
        continue
      }
      if t.isPunct("{"), !noTrailing, !t.afterNewline {
        let c = closure()
        var args: [SwiftArgument] = []
        var callee = e
        if case .call(let f, let a, _) = e {
          callee = f
          args = a
        }
        args.append(SwiftArgument(label: nil, value: .closure(c)))
        e = .call(callee, args, SourceRange(e.range.start, c.range.end))
        afterTrailingClosure = true
        continue
      }
      break
    }
    return e
  }

  /// Arguments up to the closing `)` or `]` (consumed).
  mutating func argumentList(closing: String) -> [SwiftArgument] {
    var args: [SwiftArgument] = []
    while !atEnd, !current.isPunct(closing) {
      var label: String?
      if current.kind == .identifier || current.kind == .keyword, peek().isPunct(":"), !(peek(2).isPunct(":")) {
        label = current.text
        i += 2
      }
      let start = i
      let value = expression()
      args.append(SwiftArgument(label: label, value: value))
      if current.isPunct(",") {
        i += 1
        continue
      }
      if !current.isPunct(closing) {
        // Not an expression this subset reads: skip to the closing bracket.
        let s = tok(start).range.start
        while !atEnd, !current.isPunct(closing) {
          if current.isPunct("(") || current.isPunct("[") || current.isPunct("{") { skipBalanced(); continue }
          if current.isPunct(")") || current.isPunct("]") || current.isPunct("}") { break }
          i += 1
        }
        args[args.count - 1].value = .unknown(SourceRange(s, tok(max(i - 1, 0)).range.end))
        if !current.isPunct(closing) { return args }
      }
    }
    if !atEnd { i += 1 }
    return args
  }

  mutating func primary(_ noTrailing: Bool) -> SwiftExpr {
    let t = current
    switch t.kind {
    case .identifier:
      i += 1
      // `Array<Int>(…)`, `Set<String>()`: generic arguments right after a type name.
      if current.isOp("<"), !current.spaceBefore, let first = t.text.first, first.isUppercase {
        skipGeneric()
        return .unknown(SourceRange(t.range.start, tok(max(i - 1, 0)).range.end))
      }
      return .name(t.text, t.range)
    case .number:
      i += 1
      return .number(t.text.filter { $0 != "_" }, t.range)
    case .string:
      i += 1
      return .string(Self.stringValue(t.text), t.range)
    case .keyword:
      switch t.text {
      case "true", "false":
        i += 1
        return .bool(t.text == "true", t.range)
      case "nil":
        i += 1
        return .nilLiteral(t.range)
      case "self", "Self", "super", "init":
        i += 1
        return .name(t.text, t.range)
      default:
        break
      }
    case .punctuation:
      if t.isPunct(".") {
        i += 1
        let name = current
        guard name.kind == .identifier || name.kind == .keyword else { return .unknown(t.range) }
        i += 1
        return .member(nil, name.text, SourceRange(t.range.start, name.range.end))
      }
      if t.isPunct("(") {
        i += 1
        let args = argumentList(closing: ")")
        let r = SourceRange(t.range.start, tok(max(i - 1, 0)).range.end)
        if args.count == 1, args[0].label == nil { return .passThrough(args[0].value, r) }
        return .tuple(args, r)
      }
      if t.isPunct("[") {
        i += 1
        var elements: [SwiftExpr] = []
        var dictionary = false
        while !atEnd, !current.isPunct("]") {
          elements.append(expression())
          if current.isPunct(":") {
            dictionary = true
            i += 1
            continue
          }
          if current.isPunct(",") { i += 1; continue }
          if !current.isPunct("]") {
            while !atEnd, !current.isPunct("]") {
              if current.isPunct("(") || current.isPunct("[") || current.isPunct("{") { skipBalanced(); continue }
              if current.isPunct("}") || current.isPunct(")") { break }
              i += 1
            }
            dictionary = true
            break
          }
        }
        if current.isPunct("]") { i += 1 }
        let r = SourceRange(t.range.start, tok(max(i - 1, 0)).range.end)
        return dictionary ? .unknown(r) : .array(elements, r)
      }
      if t.isPunct("{") { return .closure(closure()) }
      if t.isPunct("#") || t.isPunct("\\") {
        i += 1
        if !atEnd, current.kind == .identifier || current.kind == .keyword { i += 1 }
        while !atEnd, current.isPunct(".") { i += 1; if !atEnd { i += 1 } }
        if current.isPunct("("), !current.spaceBefore { skipBalanced() }
        return .unknown(SourceRange(t.range.start, tok(max(i - 1, 0)).range.end))
      }
    default:
      break
    }
    // Nothing this subset reads: one token, unknown.
    if !atEnd, !t.isPunct("}"), !t.isPunct(")"), !t.isPunct("]") { i += 1 }
    return .unknown(t.range)
  }

  /// `{ params in body }`, positioned at `{`.
  mutating func closure() -> SwiftClosure {
    let open = current
    i += 1
    var parameters: [String] = []
    // The parameters are the tokens before an `in` at bracket depth 0, if one comes before the
    // first statement-like token.
    var j = i
    var depth = 0
    var found: Int?
    while j < end {
      let t = tokens[j]
      if t.isPunct("(") || t.isPunct("[") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") { depth -= 1 }
      if depth < 0 || t.isPunct("{") || t.isPunct("}") || t.isOp("=") { break }
      if depth == 0, t.isKeyword("in") {
        found = j
        break
      }
      if depth == 0, t.kind == .keyword, !["in", "throws", "async", "inout", "any", "some", "self", "weak", "unowned"].contains(t.text) { break }
      j += 1
    }
    if let f = found {
      var k = i
      if tok(k).isPunct("[") {  // a capture list
        var p = SwiftBodyParser(tokens: tokens, range: k..<end)
        p.skipBalanced()
        k = p.i
      }
      var d = 0
      var expectName = true
      while k < f {
        let t = tok(k)
        if t.isPunct("(") { d += 1; if d == 1 { expectName = true }; k += 1; continue }
        if t.isPunct(")") || t.isPunct("]") { d -= 1; k += 1; continue }
        if t.isOp("->") { break }
        if d <= 1, t.isPunct(",") { expectName = true; k += 1; continue }
        if d <= 1, t.isPunct(":") { expectName = false; k += 1; continue }
        if expectName, t.kind == .identifier || t.text == "_" {
          parameters.append(t.text)
          expectName = false
        }
        k += 1
      }
      i = f + 1
    }
    let body = statements(closing: true)
    return SwiftClosure(parameters: parameters, body: body, range: SourceRange(open.range.start, tok(max(i - 1, 0)).range.end))
  }

  /// A plain string literal's text (escapes for quotes and backslashes only).
  static func stringValue(_ literal: String) -> String {
    guard literal.hasPrefix("\""), literal.hasSuffix("\""), literal.count >= 2, !literal.hasPrefix("\"\"\"") else { return literal }
    var out = ""
    var escape = false
    for c in literal.dropFirst().dropLast() {
      if escape {
        out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
        escape = false
      } else if c == "\\" {
        escape = true
      } else {
        out.append(c)
      }
    }
    return out
  }
}
