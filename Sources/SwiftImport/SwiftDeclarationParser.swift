import LayoutSource

/// Finds the declarations of a Swift file: types (to find functions in), functions, computed and
/// stored properties, enum cases. Bodies are not parsed here, only matched by their braces, so
/// anything in them (data sources, cells, generics) is skipped without a word. Unbalanced
/// brackets are the one thing it reports.
struct SwiftDeclarationParser {
  let tokens: [SwiftToken]
  var i = 0
  var syntax = SwiftFileSyntax()
  var diagnostics: [Diagnostic] = []
  /// The innermost declaration kind (`enum` bodies hold `case`s).
  var typeKinds: [String] = []
  var typePath: [String] = []

  static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
  static let modifiers: Set<String> = [
    "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
    "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "nonisolated", "indirect", "package",
  ]

  /// Doc comment lines, and the first token of the declaration being read.
  var docLines: [(offset: Int, text: String)] = []
  var declarationStart: Int?

  init(tokens: [SwiftToken], docLines: [(offset: Int, text: String)] = []) {
    self.tokens = tokens
    self.docLines = docLines
  }

  /// The doc comment right before the declaration that starts at token `start`.
  func doc(before start: Int) -> [String] {
    let from = start > 0 ? token(start - 1).range.end : 0
    let to = token(start).range.start
    return docLines.filter { $0.offset >= from && $0.offset < to }.map(\.text)
  }

  var current: SwiftToken { token(i) }
  /// Token `k`, or the end token past the end: no index of a mutated file goes out of range.
  func token(_ k: Int) -> SwiftToken { tokens[min(max(k, 0), tokens.count - 1)] }

  static func parse(_ tokens: [SwiftToken], docLines: [(offset: Int, text: String)] = []) -> (SwiftFileSyntax, [Diagnostic]) {
    var p = SwiftDeclarationParser(tokens: tokens, docLines: docLines)
    p.members(until: nil)
    return (p.syntax, p.diagnostics)
  }

  /// Members until the closing brace (`until` is the `{` it closes) or the end of the file.
  mutating func members(until open: SwiftToken?) {
    var isStatic = false
    while true {
      let t = current
      if t.kind == .end {
        if let open { diagnostics.append(Diagnostic(ImportDiagnostics.unbalanced("{"), at: open.range)) }
        return
      }
      if t.isPunct("}") {
        if open != nil {
          i += 1
          return
        }
        diagnostics.append(Diagnostic(ImportDiagnostics.unbalanced("}"), at: t.range))
        i += 1
        continue
      }
      if t.isPunct("@") || (t.kind == .keyword && (Self.modifiers.contains(t.text) || ["func", "var", "let", "class"].contains(t.text))) {
        if declarationStart == nil { declarationStart = i }
      }
      if t.isPunct("@") {
        i += 1
        if current.kind == .identifier || current.kind == .keyword { i += 1 }
        if current.isPunct("("), !current.spaceBefore { skipBalanced() }
        continue
      }
      if t.kind == .keyword, Self.modifiers.contains(t.text) {
        if t.text == "static" { isStatic = true }
        i += 1
        if current.isPunct("(") { skipBalanced() }  // private(set)
        continue
      }
      if t.isKeyword("class"), token(i + 1).isKeyword("func") || token(i + 1).isKeyword("var") || token(i + 1).kind == .keyword && Self.modifiers.contains(token(i + 1).text) {
        isStatic = true
        i += 1
        continue
      }
      if t.kind == .keyword, Self.typeKeywords.contains(t.text) {
        declarationStart = nil
        typeDeclaration()
        isStatic = false
        continue
      }
      if t.isKeyword("func") {
        let count = syntax.functions.count
        let start = declarationStart ?? i
        function(isStatic: isStatic)
        if syntax.functions.count > count { syntax.functions[count].doc = doc(before: start) }
        isStatic = false
        declarationStart = nil
        continue
      }
      if t.isKeyword("var") || t.isKeyword("let") {
        let count = syntax.functions.count
        let start = declarationStart ?? i
        property(isStatic: isStatic)
        if syntax.functions.count > count { syntax.functions[count].doc = doc(before: start) }
        isStatic = false
        declarationStart = nil
        continue
      }
      let caseStart = declarationStart ?? i
      declarationStart = nil
      if t.isKeyword("case"), typeKinds.last == "enum" {
        enumCases(doc: doc(before: caseStart))
        continue
      }
      isStatic = false
      if t.isPunct("{") || t.isPunct("(") || t.isPunct("[") {
        skipBalanced()
        continue
      }
      if t.isPunct(")") || t.isPunct("]") {
        diagnostics.append(Diagnostic(ImportDiagnostics.unbalanced(t.text), at: t.range))
      }
      i += 1
    }
  }

  /// Skips a bracketed run starting at `(`, `[` or `{`, reporting an unclosed one.
  mutating func skipBalanced() {
    var stack: [SwiftToken] = []
    repeat {
      let t = current
      if t.kind == .end {
        if let open = stack.last { diagnostics.append(Diagnostic(ImportDiagnostics.unbalanced(open.text), at: open.range)) }
        return
      }
      if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") {
        stack.append(t)
      } else if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
        let expected = stack.last.map { $0.text == "(" ? ")" : $0.text == "[" ? "]" : "}" }
        if expected != t.text {
          // A closing bracket that does not match: report at the opener, and let the caller go on.
          if let open = stack.last { diagnostics.append(Diagnostic(ImportDiagnostics.unbalanced(open.text), at: open.range)) }
          if t.text == "}" { return }
          i += 1
          return
        }
        stack.removeLast()
      }
      i += 1
    } while !stack.isEmpty
  }

  /// `class Name<T>: Base where … { members }`.
  mutating func typeDeclaration() {
    let keyword = current.text
    i += 1
    var name = ""
    if current.kind == .identifier {
      name = current.text
      i += 1
    }
    // Extensions name a type path: `extension PhotosViewController.Layout`.
    while keyword == "extension", current.isPunct("."), token(i + 1).kind == .identifier {
      name += "." + token(i + 1).text
      i += 2
    }
    while !current.isPunct("{"), current.kind != .end {
      if current.isPunct("}") { return }  // a protocol without a body; the caller handles the brace
      if current.isPunct("(") || current.isPunct("[") { skipBalanced(); continue }
      i += 1
    }
    guard current.isPunct("{") else { return }
    let open = current
    i += 1
    let path = name.split(separator: ".").map(String.init)
    typePath += path
    typeKinds.append(keyword)
    syntax.types.append(typePath)
    members(until: open)
    typeKinds.removeLast()
    typePath.removeLast(path.count)
  }

  /// `func name(label name: Type, …) -> Return { body }`.
  mutating func function(isStatic: Bool) {
    let start = current.range.start
    i += 1
    let nameToken = current
    i += 1
    if current.isOp("<") { skipAngles() }
    var parameters: [(label: String?, name: String)] = []
    var defaults: [Range<Int>?] = []
    if current.isPunct("(") {
      (parameters, defaults) = parameterList()
    }
    var returnType = ""
    while !current.isPunct("{"), current.kind != .end, !current.isPunct("}") {
      if current.isOp("->") {
        i += 1
        returnType = typeText(stopAtBrace: true)
        continue
      }
      // A requirement without a body ends at the next declaration.
      if current.afterNewline, current.kind == .keyword, Self.modifiers.contains(current.text) || ["func", "var", "let", "case", "init"].contains(current.text) { break }
      if current.isPunct("(") || current.isPunct("[") { skipBalanced(); continue }
      i += 1
    }
    var body: Range<Int>?
    if current.isPunct("{") {
      let open = i
      skipBalanced()
      body = (open + 1)..<max(open + 1, i - 1)
    }
    syntax.functions.append(SwiftFunction(
      kind: .function, name: nameToken.text, nameRange: nameToken.range, isStatic: isStatic, parameters: parameters,
      returnType: returnType, bodyTokens: body, typePath: typePath, range: SourceRange(start, token(max(i - 1, 0)).range.end),
      parameterDefaults: defaults))
  }

  /// `(label name: Type = default, …)`, positioned at `(`: the parameters, and the tokens of
  /// each one's default value (nil for none).
  mutating func parameterList() -> ([(label: String?, name: String)], [Range<Int>?]) {
    let open = i
    skipBalanced()
    let end = i
    var result: [(label: String?, name: String)] = []
    var j = open + 1
    var depth = 0
    var words: [String] = []
    var sawColon = false
    var defaults: [Range<Int>?] = []
    var defaultStart: Int?
    func close(_ at: Int) {
      guard !words.isEmpty else { return }
      defaults.append(defaultStart.map { $0..<max($0, at) })
    }
    while j < min(end, tokens.count) - 1 || (j < min(end, tokens.count) && !tokens[j].isPunct(")")) {
      let t = tokens[j]
      if t.isPunct("(") || t.isPunct("[") || t.isOp("<") { depth += 1 }
      if t.isPunct(")") || t.isPunct("]") || t.isOp(">") { depth -= 1 }
      if depth == 0, t.isPunct(",") {
        if let p = Self.parameter(words) {
          result.append(p)
          close(j)
        }
        words = []
        sawColon = false
        defaultStart = nil
      } else if depth == 0, sawColon, defaultStart == nil, t.isOp("=") {
        defaultStart = j + 1
      } else if depth == 0, t.isPunct(":") {
        sawColon = true
      } else if depth == 0, !sawColon, t.kind == .identifier || t.kind == .keyword {
        words.append(t.text)
      }
      j += 1
    }
    if let p = Self.parameter(words) {
      result.append(p)
      close(min(end, tokens.count) - 1)
    }
    return (result, defaults)
  }

  static func parameter(_ words: [String]) -> (label: String?, name: String)? {
    let w = words.filter { !["inout", "borrowing", "consuming"].contains($0) }
    switch w.count {
    case 0: return nil
    case 1: return (w[0] == "_" ? nil : w[0], w[0])
    default: return (w[0] == "_" ? nil : w[0], w[1])
    }
  }

  mutating func skipAngles() {
    var depth = 0
    repeat {
      if current.kind == .end { return }
      if current.kind == .op {
        depth += current.text.filter { $0 == "<" }.count
        depth -= current.text.filter { $0 == ">" }.count
      }
      i += 1
    } while depth > 0
  }

  /// A type's text up to `{`, `=`, a newline or the end of the declaration.
  mutating func typeText(stopAtBrace: Bool) -> String {
    var text = ""
    let first = i
    while current.kind != .end {
      let t = current
      if t.isPunct("{") || t.isOp("=") || t.isPunct("}") || t.isPunct(";") { break }
      if i > first, t.afterNewline { break }
      if t.isKeyword("where") { break }
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

  /// `var name: Type { body }`, `let name = value`, `lazy var name: Type = { … }()`.
  mutating func property(isStatic: Bool) {
    let start = current.range.start
    i += 1
    guard current.kind == .identifier else {
      // A pattern (`let (a, b) = …`): skipped to the end of the line.
      skipLine()
      return
    }
    let nameToken = current
    i += 1
    var type = ""
    if current.isPunct(":") {
      i += 1
      type = typeText(stopAtBrace: true)
    }
    if current.isOp("=") {
      i += 1
      let valueStart = i
      skipExpression()
      syntax.functions.append(SwiftFunction(
        kind: .stored, name: nameToken.text, nameRange: nameToken.range, isStatic: isStatic, parameters: [], returnType: type,
        bodyTokens: valueStart..<i, typePath: typePath, range: SourceRange(start, token(max(i - 1, 0)).range.end)))
      return
    }
    if current.isPunct("{"), !current.afterNewline || !type.isEmpty {
      let open = i
      skipBalanced()
      var body = (open + 1)..<max(open + 1, i - 1)
      // `{ get { … } }`: the getter's body; a setter or observers are not layout code.
      if token(body.lowerBound).kind == .identifier, ["get", "set", "willSet", "didSet"].contains(token(body.lowerBound).text) {
        guard token(body.lowerBound).text == "get", token(body.lowerBound + 1).isPunct("{") else { return }
        var p = SwiftDeclarationParser(tokens: tokens)
        p.i = body.lowerBound + 1
        p.skipBalanced()
        body = (body.lowerBound + 2)..<max(body.lowerBound + 2, p.i - 1)
      }
      syntax.functions.append(SwiftFunction(
        kind: .computed, name: nameToken.text, nameRange: nameToken.range, isStatic: isStatic, parameters: [], returnType: type,
        bodyTokens: body, typePath: typePath, range: SourceRange(start, token(max(i - 1, 0)).range.end)))
    }
  }

  /// Past an expression: to the end of its line, with brackets matched (a closure's lines too) and
  /// a binary operator at a line's end or start continuing it.
  mutating func skipExpression() {
    let first = i
    while current.kind != .end {
      let t = current
      if i > first, t.afterNewline, !t.isPunct("."), !(t.kind == .op && t.spaceAfter), !(token(i - 1).kind == .op) { break }
      if t.isPunct("}") || t.isPunct(")") || t.isPunct("]") || t.isPunct(";") { break }
      if t.isPunct("{") || t.isPunct("(") || t.isPunct("[") { skipBalanced(); continue }
      i += 1
    }
  }

  mutating func skipLine() {
    let first = i
    while current.kind != .end, !(i > first && current.afterNewline) {
      if current.isPunct("}") { return }
      if current.isPunct("{") || current.isPunct("(") || current.isPunct("[") { skipBalanced(); continue }
      i += 1
    }
  }

  /// `case a, b = 1, c(Int)`; `doc` is the comment before it, the first case's.
  mutating func enumCases(doc: [String] = []) {
    i += 1
    if syntax.enums.last?.typePath != typePath {
      syntax.enums.append(SwiftEnum(name: typePath.last ?? "", typePath: typePath, cases: []))
    }
    var doc = doc
    while current.kind == .identifier {
      let caseName = current.text
      i += 1
      var raw: String?
      if current.isPunct("(") { skipBalanced() }
      if current.isOp("=") {
        i += 1
        raw = current.text
        i += 1
      }
      syntax.enums[syntax.enums.count - 1].cases.append((caseName, raw, doc))
      doc = []
      guard current.isPunct(","), !token(i + 1).afterNewline || token(i + 1).kind == .identifier else { break }
      i += 1
    }
  }
}
