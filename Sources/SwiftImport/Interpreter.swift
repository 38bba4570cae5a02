import LayoutSource

/// Evaluates layout-building Swift symbolically: locals, calls of the file's own functions,
/// `if`/`switch`/`guard`, literal arithmetic as exact rationals, and UIKit's layout API as
/// layoutc's model (`Interpreter+UIKit.swift`). What it cannot see is a value of its own
/// (`unknown`, `runtime`), reported where a layout needs a constant.
final class Interpreter {
  let file: SourceFile
  let tokens: [SwiftToken]
  let syntax: SwiftFileSyntax
  var diagnostics: [Diagnostic] = []
  /// A warning was given whose construct changes the frames: the layout is not written.
  var geometryLost = false
  /// Parsed bodies, by the first token of the body.
  var bodies: [Int: [SwiftStmt]] = [:]
  var storedValues: [Int: Value] = [:]
  var callDepth = 0
  /// Steps taken, bounding the work any input can cause.
  var steps = 0
  static let maxSteps = 2_000_000

  /// The width decisions of this run (adaptive sections), and what was decided.
  var decisions: [Bool] = []
  var decided: [(threshold: Rational, decision: Bool)] = []
  /// The largest section index literal the code compared the section index with.
  var largestIndexLiteral: Int?
  /// The code indexed an array past its end with the section index (Swift traps there): the
  /// section provider has no such section.
  var trapped = false
  /// The type the layout function is in: names are looked up there first.
  var typePath: [String] = []
  var currentBinary: SwiftExpr?

  init(file: SourceFile, tokens: [SwiftToken], syntax: SwiftFileSyntax) {
    self.file = file
    self.tokens = tokens
    self.syntax = syntax
  }

  enum Flow {
    case normal
    case returned(Value)
    /// A `break` or `continue` on its way to the loop (or `switch`) it ends.
    case broke
    case continued

    var isNormal: Bool {
      if case .normal = self { return true }
      return false
    }
  }

  /// The most times a `for` loop runs (and the longest range evaluated as an array).
  static let maxIterations = 10_000
  /// The most elements an array may hold (`items += items` in a loop doubles it).
  static let maxArray = 100_000

  // MARK: - Diagnostics

  func warn(_ message: DiagnosticMessage, at range: SourceRange, geometry: Bool) {
    if geometry { geometryLost = true }
    let d = Diagnostic(message, at: range)
    if !diagnostics.contains(where: { $0.id == d.id && $0.range == d.range && $0.message.text == d.message.text }) { diagnostics.append(d) }
  }

  /// Reports `v` where a layout needs a constant; true if it was reported.
  @discardableResult
  func reportUnknown(_ v: Value, at range: SourceRange, _ what: String) -> Bool {
    switch v {
    case .unknown(let r, let w):
      warn(ImportDiagnostics.runtimeValue(w), at: r, geometry: true)
      return true
    case .runtime(let rt):
      warn(ImportDiagnostics.runtimeValue(rt.what), at: rt.range, geometry: true)
      return true
    case .width:
      warn(ImportDiagnostics.runtimeValue("the container's width"), at: range, geometry: true)
      return true
    default:
      warn(ImportDiagnostics.runtimeValue(what), at: range, geometry: true)
      return true
    }
  }

  // MARK: - Functions

  func body(of f: SwiftFunction) -> [SwiftStmt] {
    guard let r = f.bodyTokens else { return [] }
    if let b = bodies[r.lowerBound] { return b }
    let b = SwiftBodyParser.statements(tokens, r)
    bodies[r.lowerBound] = b
    return b
  }

  /// The file's function or property `name`: in the layout's type first, then any type.
  func lookupFunction(_ name: String, in path: [String]? = nil, arguments: Int? = nil) -> SwiftFunction? {
    let candidates = syntax.functions.filter { f in
      guard f.name == name else { return false }
      guard let n = arguments, f.kind == .function else { return true }
      // Parameters with defaults may be left out.
      let required = f.parameters.indices.filter { $0 >= f.parameterDefaults.count || f.parameterDefaults[$0] == nil }.count
      return n <= f.parameters.count && n >= required
    }
    if let path, let f = candidates.first(where: { $0.typePath.last == path.last }) { return f }
    if let f = candidates.first(where: { $0.typePath == typePath }) { return f }
    return candidates.first
  }

  /// `selfValue`: what `self` is in a method of an enum of the file (the case it is called on).
  /// `keepClosure`: a stored property's closure is its value (a section provider), not called.
  func call(_ f: SwiftFunction, _ arguments: [Value], at range: SourceRange, selfValue: Value? = nil, keepClosure: Bool = false) -> Value {
    guard callDepth < 64 else { return .unknown(range, "a call nested more than 64 deep") }
    callDepth += 1
    defer { callDepth -= 1 }
    switch f.kind {
    case .stored:
      guard let r = f.bodyTokens else { return .unknown(range, "`\(f.name)`") }
      if let v = storedValues[r.lowerBound] { return v }
      let e = SwiftBodyParser.expression(tokens, r)
      var v = eval(e, Scope(parent: nil))
      // `lazy var layout = { … }()` is the closure's value.
      // A property of a closure type (a section provider) holds the closure itself.
      let holdsClosure = keepClosure || SwiftImporter.providerTypes.contains(SwiftImporter.cleanType(f)) || f.returnType.contains("->")
      if !holdsClosure, case .closure(let c, let s) = v { v = callClosure(c, s, [], at: range) }
      storedValues[r.lowerBound] = v
      return v
    case .computed, .function:
      let scope = Scope(parent: nil)
      if let selfValue { scope.values["self"] = selfValue }
      for (p, a) in zip(f.parameters, arguments) { scope.values[p.name] = a }
      for (k, p) in f.parameters.enumerated().dropFirst(arguments.count) {
        // A parameter left out takes its default (`columns: Int = 3`), as Swift's call does.
        if k < f.parameterDefaults.count, let d = f.parameterDefaults[k], !d.isEmpty {
          scope.values[p.name] = eval(SwiftBodyParser.expression(tokens, d), Scope(parent: nil))
        } else {
          scope.values[p.name] = .unknown(range, "parameter `\(p.name)` of `\(f.qualifiedName)`")
        }
      }
      let stmts = body(of: f)
      if stmts.count == 1, case .expr(let e) = stmts[0] { return eval(e, scope) }
      switch exec(stmts, scope) {
      case .returned(let v):
        if case .section(let s) = v, s.functionName == nil {
          s.functionName = f.name
          s.functionDoc = f.doc
        }
        return v
      case .normal, .broke, .continued: return .unknown(f.nameRange, "`\(f.qualifiedName)` (it returns nothing import can follow)")
      }
    }
  }

  func callClosure(_ c: SwiftClosure, _ captured: Scope, _ arguments: [Value], at range: SourceRange) -> Value {
    guard callDepth < 64 else { return .unknown(range, "a call nested more than 64 deep") }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = Scope(parent: captured)
    for (p, a) in zip(c.parameters, arguments) where p != "_" { scope.values[p] = a }
    // `{ self.section(for: $0, environment: $1) }`: shorthand arguments.
    if c.parameters.isEmpty {
      for (k, a) in arguments.enumerated() { scope.values["$\(k)"] = a }
    }
    if c.body.count == 1, case .expr(let e) = c.body[0] { return eval(e, scope) }
    switch exec(c.body, scope) {
    case .returned(let v): return v
    case .normal, .broke, .continued: return .unknown(c.range, "this closure's result")
    }
  }

  // MARK: - Statements

  func exec(_ stmts: [SwiftStmt], _ scope: Scope) -> Flow {
    for s in stmts {
      steps += 1
      if steps > Self.maxSteps { return .returned(.unknown(.empty(at: 0), "a layout that takes too long to evaluate")) }
      switch s {
      case .binding(_, let name, _, let value, let range):
        let v = value.map { eval($0, scope) } ?? .unknown(range, "`\(name)` before it is assigned")
        switch v {
        case .item(let i) where i.localName == nil: i.localName = name
        case .group(let g) where g.localName == nil: g.localName = name
        default: break
        }
        scope.values[name] = v
      case .assignment(let target, let op, let value, let range):
        assign(target, op, eval(value, scope), scope, at: range)
      case .expr(.call(.name(let n, _), _, _)) where ["fatalError", "preconditionFailure"].contains(n) && scope.lookup(n) == nil:
        // The app stops here: for a section provider, there is no such section.
        return .returned(.nilValue)
      case .expr(let e):
        let v = eval(e, scope)
        if case .unknown = v, let local = mutatedLocal(e, scope) {
          // `items.shuffle()`, `group.doSomething()`: a call import cannot follow on a value the layout uses.
          warn(ImportDiagnostics.unreadable("`\(Self.short(file.text(in: e.range)))`, a call on `\(local)`,"), at: e.range, geometry: true)
        }
      case .returnStmt(let e, let range):
        return .returned(e.map { eval($0, scope) } ?? .unknown(range, "an empty `return`"))
      case .ifStmt(let conditions, let then, let otherwise, _):
        switch test(conditions, scope) {
        case true?:
          let f = exec(then, Scope(parent: scope))
          if !f.isNormal { return f }
        case false?:
          if let o = otherwise {
            let f = exec(o, Scope(parent: scope))
            if !f.isNormal { return f }
          }
        case nil:
          return .returned(.unknown(s.range, "the condition of this `if`"))
        }
      case .guardStmt(let conditions, let otherwise, _):
        switch test(conditions, scope) {
        case true?: break
        case false?:
          let f = exec(otherwise, Scope(parent: scope))
          if !f.isNormal { return f }
          return .returned(.unknown(s.range, "this `guard`"))
        case nil:
          return .returned(.unknown(s.range, "the condition of this `guard`"))
        }
      case .switchStmt(let subject, let cases, let range):
        let v = eval(subject, scope)
        var matched = false
        for c in cases {
          let hit: Bool?
          if c.patterns.isEmpty {
            hit = true
          } else {
            var any: Bool? = false
            for p in c.patterns {
              guard let m = matches(v, p, scope) else { any = nil; break }
              if m { any = true; break }
            }
            hit = any
          }
          guard let h = hit else { return .returned(.unknown(range, "the value this `switch` tests")) }
          if h {
            matched = true
            switch exec(c.body, Scope(parent: scope)) {
            case .returned(let r): return .returned(r)
            case .continued: return .continued
            case .normal, .broke: break  // `break` ends the `switch`
            }
            break
          }
        }
        if !matched { return .returned(.unknown(range, "the value this `switch` tests")) }
      case .forIn(let name, let sequence, let body, let range):
        let v = eval(sequence, scope)
        guard case .array(let elements) = v else {
          if mentionsLocal(range, scope) != nil {
            reportUnknown(v, at: sequence.range, "the sequence this `for` loop runs over")
          }
          continue
        }
        loop: for element in elements {
          // Each run is a step: an empty body nested in loops still ends.
          steps += 1
          if steps > Self.maxSteps { return .returned(.unknown(range, "a layout that takes too long to evaluate")) }
          let inner = Scope(parent: scope)
          if let name { inner.values[name] = element }
          switch exec(body, inner) {
          case .returned(let r): return .returned(r)
          case .broke: break loop
          case .normal, .continued: continue
          }
        }
      case .jump(let isBreak, _):
        return isBreak ? .broke : .continued
      case .unknown(let range):
        // Swift this subset does not read (a `while` loop, `do`, a nested function): it matters
        // if it can change a value the layout uses, which it can when it names one.
        if let local = mentionsLocal(range, scope) {
          warn(ImportDiagnostics.unreadable("`\(Self.short(file.text(in: range)))`, which uses `\(local)`,"), at: range, geometry: true)
        }
      }
    }
    return .normal
  }

  /// The function or property `name` of the file's enum that has the case `caseName`: a method
  /// called on that case (`sectionKind.columnCount`).
  func enumMember(_ caseName: String, _ name: String, function: Bool) -> SwiftFunction? {
    for en in syntax.enums where en.cases.contains(where: { $0.name == caseName }) {
      let path = en.typePath
      if let f = syntax.functions.first(where: { $0.name == name && $0.typePath == path && ($0.kind == .function) == function }) { return f }
    }
    return nil
  }

  /// Whether `v` is (or holds) something the layout is built from: a number, an item, a section…
  /// Not a value import could not see anyway, a closure, a type or a function.
  static func isLayoutValue(_ v: Value) -> Bool {
    switch v {
    case .unknown, .closure, .function, .typeName, .nilValue, .string, .bool, .member: return false
    case .array(let vs): return vs.isEmpty || vs.contains(where: isLayoutValue)
    default: return true
    }
  }

  /// The first local in scope, holding a layout value, that the tokens of `range` name.
  func mentionsLocal(_ range: SourceRange, _ scope: Scope) -> String? {
    for t in tokens where t.kind == .identifier && t.range.start >= range.start && t.range.end <= range.end {
      if let v = scope.lookup(t.text), Self.isLayoutValue(v) { return t.text }
    }
    return nil
  }

  /// The local a method call statement is made on (`items` in `items.shuffle()`), when it holds
  /// a layout value.
  func mutatedLocal(_ e: SwiftExpr, _ scope: Scope) -> String? {
    var base = e
    while true {
      switch base {
      case .call(let callee, _, _): base = callee
      case .member(let b?, _, _): base = b
      case .passThrough(let b, _): base = b
      case .subscriptAccess(let b, _, _): base = b
      case .name(let n, _):
        guard let v = scope.lookup(n), Self.isLayoutValue(v) else { return nil }
        return n
      default: return nil
      }
    }
  }

  /// All conditions hold (true), one fails (false), or they cannot be decided (nil).
  func test(_ conditions: [SwiftCondition], _ scope: Scope) -> Bool? {
    for c in conditions {
      switch c {
      case .expr(let e):
        guard case .bool(let b) = eval(e, scope) else { return nil }
        if !b { return false }
      case .binding(let name, let e, _):
        let v = eval(e, scope)
        if case .nilValue = v { return false }
        if case .unknown = v { return nil }
        scope.values[name] = v
      case .available(let unavailable, let r):
        // The code for the newest systems is what a `.layout` describes; the other branch runs
        // only on older ones.
        warn(
          ImportDiagnostics.cannotExpress(
            "`\(file.text(in: r))`", "the branch for the newest systems is imported, and the other is not"),
          at: r, geometry: false)
        if unavailable { return false }
      case .unknown:
        return nil
      }
    }
    return true
  }

  /// Whether `v` matches a `case` pattern; nil when it cannot be told.
  func matches(_ v: Value, _ pattern: SwiftExpr, _ scope: Scope) -> Bool? {
    if case .binary(let op, let a, let b, _) = pattern, op == "..." || op == "..<" {
      guard case .number(let lo) = eval(a, scope), case .number(let hi) = eval(b, scope) else { return nil }
      noteIndexLiteral(hi, v)
      guard case .number(let x) = index(v) else { return nil }
      return !(x < lo) && (op == "..." ? !(hi < x) : x < hi)
    }
    let p = eval(pattern, scope)
    return equal(v, p)
  }

  func index(_ v: Value) -> Value {
    if case .sectionIndex(let i) = v { return .number(Rational(integer: i)) }
    return v
  }

  func noteIndexLiteral(_ r: Rational, _ v: Value) {
    guard case .sectionIndex = v, r.isInteger, r.numerator >= 0, r.numerator < 10_000 else { return }
    largestIndexLiteral = max(largestIndexLiteral ?? 0, r.numerator)
  }

  func equal(_ a: Value, _ b: Value) -> Bool? {
    if case .number(let r) = b { noteIndexLiteral(r, a) }
    if case .number(let r) = a { noteIndexLiteral(r, b) }
    switch (index(a), index(b)) {
    case (.number(let x), .number(let y)): return x == y
    case (.member(let x), .member(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.nilValue, .nilValue): return true
    default: return nil
    }
  }

  // MARK: - Expressions

  func eval(_ e: SwiftExpr, _ scope: Scope) -> Value {
    steps += 1
    if steps > Self.maxSteps { return .unknown(e.range, "a layout that takes too long to evaluate") }
    switch e {
    case .name(let n, let r):
      return name(n, r, scope)
    case .number(let text, let r):
      guard let q = Rational(literal: text) else { return .unknown(r, "the number `\(text)`") }
      return .number(q)
    case .string(let s, _): return .string(s)
    case .bool(let b, _): return .bool(b)
    case .nilLiteral: return .nilValue
    case .member(nil, let n, _): return .member(n)
    case .member(let base?, let n, let r):
      return member(eval(base, scope), n, r, base: base)
    case .call(let callee, let args, let r):
      return callExpr(callee, args, r, scope)
    case .subscriptAccess(let base, let args, let r):
      let b = eval(base, scope)
      let subscriptValue = args.count == 1 ? eval(args[0].value, scope) : .unknown(r, "this subscript")
      if case .array(let items) = b, case .sectionIndex(let i) = subscriptValue {
        // `Section.allCases[sectionIndex]`, `kinds[sectionIndex]`: one section per element; past
        // the end Swift traps, so there is no such section.
        largestIndexLiteral = max(largestIndexLiteral ?? 0, items.count - 1)
        if i < items.count { return items[i] }
        trapped = true
        return .nilValue
      }
      guard args.count == 1, case .array(let items) = b, case .number(let q) = subscriptValue, q.isInteger, q.numerator >= 0, q.numerator < items.count else {
        return .unknown(r, "this subscript")
      }
      return items[q.numerator]
    case .closure(let c): return .closure(c, scope)
    case .array(let es, _): return .array(es.map { eval($0, scope) })
    case .binary(let op, let a, let b, let r):
      let (x, y) = (eval(a, scope), eval(b, scope))
      currentBinary = e
      return binary(op, x, y, r)
    case .prefix(let op, let x, let r):
      let v = eval(x, scope)
      switch (op, v) {
      case ("-", .number(let q)): return .number(-q)
      case ("+", .number): return v
      case ("-", .runtime(var rt)):
        rt.factor = -rt.factor
        return .runtime(rt)
      case ("!", .bool(let b)): return .bool(!b)
      default: return .unknown(r, "`\(file.text(in: r))`")
      }
    case .ternary(let c, let a, let b, let r):
      guard case .bool(let t) = eval(c, scope) else { return .unknown(r, "the condition of `\(file.text(in: c.range))`") }
      return eval(t ? a : b, scope)
    case .tuple(_, let r):
      return .unknown(r, "the tuple `\(file.text(in: r))`")
    case .passThrough(let x, _): return eval(x, scope)
    case .unknown(let r): return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  static func short(_ s: String) -> String {
    let one = s.split(separator: "\n").first.map(String.init) ?? s
    return one.count > 60 ? String(one.prefix(57)) + "…" : one
  }

  func name(_ n: String, _ r: SourceRange, _ scope: Scope) -> Value {
    if let v = scope.lookup(n) {
      // A parameter nobody passed is reported where it is used.
      if case .unknown(_, let what) = v, what.hasPrefix("parameter ") { return .unknown(r, what) }
      return v
    }
    switch n {
    case "self", "Self": return .typeName(typePath.last ?? "Self")
    case "CGFloat", "Double", "Float", "Int": return .typeName(n)
    case "NSEdgeInsetsZero": return .edgeInsets(Insets())
    default: break
    }
    if let f = lookupFunction(n, in: typePath) {
      return f.kind == .function ? .function(f) : call(f, [], at: r)
    }
    if let first = n.first, first.isUppercase { return .typeName(n) }
    return .unknown(r, "`\(n)`")
  }

  func binary(_ op: String, _ a: Value, _ b: Value, _ r: SourceRange) -> Value {
    switch (op, a, b) {
    case ("+", .number(let x), .number(let y)): return (x + y).map(Value.number) ?? .unknown(r, "a number too large")
    case ("-", .number(let x), .number(let y)): return (x - y).map(Value.number) ?? .unknown(r, "a number too large")
    case ("*", .number(let x), .number(let y)): return (x * y).map(Value.number) ?? .unknown(r, "a number too large")
    case ("/", .number(let x), .number(let y)): return (x / y).map(Value.number) ?? .unknown(r, "`\(file.text(in: r))` (division by zero or a number too large)")
    case ("%", .number(let x), .number(let y)) where x.isInteger && y.isInteger && y.numerator > 0:
      return .number(Rational(integer: ((x.numerator % y.numerator) + y.numerator) % y.numerator))
    case ("*", .number(let f), .runtime(var rt)), ("*", .runtime(var rt), .number(let f)):
      rt.factor = (rt.factor * f) ?? rt.factor
      rt.range = r
      if case .binary("*", let left, _, _)? = expressionAt(r), case .passThrough(.binary("/", .number, .number, _), _) = left { rt.quotient = true }
      return .runtime(rt)
    case ("+", .runtime(var rt), _), ("-", .runtime(var rt), _), ("+", _, .runtime(var rt)), ("-", _, .runtime(var rt)),
      ("*", .runtime(var rt), _), ("/", .runtime(var rt), _):
      rt.factor = .one
      rt.range = r
      return .runtime(rt)
    case ("+", .width, _), ("-", .width, _), ("*", .width, _), ("/", .width, _), ("+", _, .width), ("-", _, .width), ("*", _, .width):
      return .runtime(RuntimeValue(range: r, what: "a length computed from the container's width", factor: op == "*" ? factorOf(a, b) : .one))
    case (">", .width, .number(let t)): return .bool(decide(t, above: true, op, r))
    case (">=", .width, .number(let t)): return .bool(decide(t, above: true, op, r))
    case ("<", .width, .number(let t)): return .bool(!decide(t, above: true, op, r))
    case ("<=", .width, .number(let t)): return .bool(!decide(t, above: true, op, r))
    case ("<", .number(let t), .width): return .bool(decide(t, above: true, ">", r))
    case (">", .number(let t), .width): return .bool(!decide(t, above: true, ">", r))
    case ("==", _, _), ("!=", _, _):
      guard let eq = equal(a, b) else { return .unknown(r, "`\(file.text(in: r))`") }
      return .bool(op == "==" ? eq : !eq)
    case ("<", _, _), (">", _, _), ("<=", _, _), (">=", _, _):
      guard case .number(let x) = index(a), case .number(let y) = index(b) else { return .unknown(r, "`\(file.text(in: r))`") }
      if case .number = b { noteIndexLiteral(y, a) }
      switch op {
      case "<": return .bool(x < y)
      case ">": return .bool(y < x)
      case "<=": return .bool(!(y < x))
      default: return .bool(!(x < y))
      }
    case ("..<", .number(let x), .number(let y)), ("...", .number(let x), .number(let y)):
      // A range of integers, as the array of its elements (`for i in 0..<3`, `(0..<3).map`).
      guard x.isInteger, y.isInteger, abs(x.numerator) < 1 << 40, abs(y.numerator) < 1 << 40 else { return .unknown(r, "`\(file.text(in: r))`") }
      let upper = op == "..<" ? y.numerator : y.numerator + 1
      guard upper - x.numerator <= Self.maxIterations else { return .unknown(r, "`\(file.text(in: r))` (more than \(Self.maxIterations) elements)") }
      return .array(upper <= x.numerator ? [] : (x.numerator..<upper).map { .number(Rational(integer: $0)) })
    case ("+", .array(let x), .array(let y)):
      guard x.count + y.count <= Self.maxArray else { return .unknown(r, "an array of more than \(Self.maxArray) elements") }
      return .array(x + y)
    case ("&&", .bool(let x), .bool(let y)): return .bool(x && y)
    case ("||", .bool(let x), .bool(let y)): return .bool(x || y)
    case ("??", .nilValue, _): return b
    case ("??", _, _): return a
    default:
      return .unknown(r, "`\(Self.short(file.text(in: r)))`")
    }
  }

  /// The expression being evaluated at `r` (set by `eval` for binary operators).
  func expressionAt(_ r: SourceRange) -> SwiftExpr? { currentBinary?.range == r ? currentBinary : nil }

  func factorOf(_ a: Value, _ b: Value) -> Rational {
    if case .number(let f) = a { return f }
    if case .number(let f) = b { return f }
    return .one
  }

  /// A test of the container's width: the next of this run's decisions (false once they run
  /// out), recorded with its threshold. `>=` and `<=` are read as `>`, with a warning.
  func decide(_ threshold: Rational, above: Bool, _ op: String, _ r: SourceRange) -> Bool {
    if op == ">=" || op == "<=" { warn(ImportDiagnostics.adaptiveBoundary(op, threshold.text), at: r, geometry: false) }
    let d = decided.count < decisions.count ? decisions[decided.count] : false
    decided.append((threshold, d))
    return d
  }
}

extension SwiftStmt {
  var range: SourceRange {
    switch self {
    case .binding(_, _, _, _, let r), .assignment(_, _, _, let r), .returnStmt(_, let r), .ifStmt(_, _, _, let r),
      .guardStmt(_, _, let r), .switchStmt(_, _, let r), .forIn(_, _, _, let r), .jump(_, let r), .unknown(let r):
      r
    case .expr(let e): e.range
    }
  }
}
