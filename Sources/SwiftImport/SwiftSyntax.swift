import LayoutSource

// The syntax tree of the Swift subset the importer reads: declarations to find layout code in,
// statements and expressions inside it. Everything else is kept only as a range (`unknown`).

/// One argument of a call: `label: value`, or a trailing closure (label nil or its own label).
struct SwiftArgument: Sendable {
  var label: String?
  var value: SwiftExpr
}

/// A closure literal: `{ sectionIndex, layoutEnvironment in … }`.
struct SwiftClosure: Sendable {
  var parameters: [String]
  var body: [SwiftStmt]
  var range: SourceRange
}

indirect enum SwiftExpr: Sendable {
  case name(String, SourceRange)
  case number(String, SourceRange)
  case string(String, SourceRange)
  case bool(Bool, SourceRange)
  case nilLiteral(SourceRange)
  /// `base.name`; `base` nil is an implicit member, `.fractionalWidth`.
  case member(SwiftExpr?, String, SourceRange)
  case call(SwiftExpr, [SwiftArgument], SourceRange)
  case subscriptAccess(SwiftExpr, [SwiftArgument], SourceRange)
  case closure(SwiftClosure)
  case array([SwiftExpr], SourceRange)
  case binary(String, SwiftExpr, SwiftExpr, SourceRange)
  case prefix(String, SwiftExpr, SourceRange)
  case ternary(SwiftExpr, SwiftExpr, SwiftExpr, SourceRange)
  /// `( a )` or a tuple `(x: 1, y: 2)`.
  case tuple([SwiftArgument], SourceRange)
  /// `x as T`, `x!`, `x?`, `try x`: the value is `x`'s.
  case passThrough(SwiftExpr, SourceRange)
  /// Swift this subset does not read (a key path, `#selector`, a generic call…).
  case unknown(SourceRange)

  var range: SourceRange {
    switch self {
    case .name(_, let r), .number(_, let r), .string(_, let r), .bool(_, let r), .nilLiteral(let r), .member(_, _, let r),
      .call(_, _, let r), .subscriptAccess(_, _, let r), .array(_, let r), .binary(_, _, _, let r), .prefix(_, _, let r),
      .ternary(_, _, _, let r), .tuple(_, let r), .passThrough(_, let r), .unknown(let r):
      r
    case .closure(let c): c.range
    }
  }
}

/// A condition of an `if` or `guard`.
enum SwiftCondition: Sendable {
  case expr(SwiftExpr)
  /// `let x = e` / `var x = e` (optional binding).
  case binding(String, SwiftExpr, SourceRange)
  /// `#available(…)` (`unavailable` false) or `#unavailable(…)`.
  case available(unavailable: Bool, SourceRange)
  case unknown(SourceRange)
}

/// One `case …:` (no patterns: `default:`) of a `switch`.
struct SwiftCase: Sendable {
  var patterns: [SwiftExpr]
  var body: [SwiftStmt]
  var range: SourceRange
}

indirect enum SwiftStmt: Sendable {
  /// `let name: Type = value` (`isLet` false for `var`); `value` nil when only declared.
  case binding(isLet: Bool, name: String, type: String?, value: SwiftExpr?, SourceRange)
  /// `target = value`, `target += value`, …
  case assignment(SwiftExpr, String, SwiftExpr, SourceRange)
  case expr(SwiftExpr)
  case returnStmt(SwiftExpr?, SourceRange)
  /// `if conditions { then } else { … }`; an `else if` is an `ifStmt` alone in `otherwise`.
  case ifStmt([SwiftCondition], [SwiftStmt], [SwiftStmt]?, SourceRange)
  case guardStmt([SwiftCondition], [SwiftStmt], SourceRange)
  case switchStmt(SwiftExpr, [SwiftCase], SourceRange)
  /// `for name in sequence { body }` (`name` nil for `_`).
  case forIn(String?, SwiftExpr, [SwiftStmt], SourceRange)
  /// `break` (true) or `continue` (false), without a label.
  case jump(isBreak: Bool, SourceRange)
  /// A nested function or type, a `while` loop, `do`, …: not layout code the importer follows.
  case unknown(SourceRange)
}

/// A function, computed property or stored property found in the file, with the path of types
/// around it (`PhotosViewController`, or `[]` at the top level).
struct SwiftFunction: Sendable {
  enum Kind: Sendable { case function, computed, stored }
  var kind: Kind
  var name: String
  var nameRange: SourceRange
  var isStatic: Bool
  /// Each parameter's argument label (nil for `_`) and name.
  var parameters: [(label: String?, name: String)]
  /// The declared return type (or property type) as written, `""` if none.
  var returnType: String
  /// The tokens of the body (between the braces) or of a stored property's initial value.
  var bodyTokens: Range<Int>?
  var typePath: [String]
  var range: SourceRange
  /// Its `///` doc comment, line by line.
  var doc: [String] = []
  /// The tokens of each parameter's default value (`columns: Int = 3`), nil for none.
  var parameterDefaults: [Range<Int>?] = []

  /// `Type.name()` as diagnostics and comments name it.
  var qualifiedName: String {
    let call = kind == .function ? "\(name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))" : name
    return (typePath + [call]).joined(separator: ".")
  }
}

/// An enum's cases in order, with their raw values when written (`case list = 0`) and the doc
/// comment before the `case` (the first case of a `case a, b` line has it).
struct SwiftEnum: Sendable {
  var name: String
  var typePath: [String]
  var cases: [(name: String, rawValue: String?, doc: [String])]
}

/// What the parser found in a file.
struct SwiftFileSyntax: Sendable {
  var functions: [SwiftFunction] = []
  var enums: [SwiftEnum] = []
  /// The types declared, by name (`enum PhotoGridLayout`), with their path.
  var types: [[String]] = []
}
