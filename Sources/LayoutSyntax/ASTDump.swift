import LayoutSource

/// A deterministic tree dump with `@line:col-line:col` ranges, for parser goldens.
public enum ASTDump {
  public static func dump(_ document: Document, in file: SourceFile) -> String {
    var d = Dumper(file: file)
    d.line(0, "Document", document.range)
    for decl in document.decls {
      switch decl {
      case .layout(let l):
        d.line(1, "LayoutDecl" + (l.name.map { " name: \($0.text)" } ?? ""), l.range)
        if let a = l.arguments { d.arguments(a, 2) }
        for m in l.modifiers { d.modifier(m, 2) }
      case .preview(let p):
        d.line(1, "PreviewDecl name: \(p.name.text)", p.range)
        if let a = p.arguments { d.arguments(a, 2) }
      case .let(let l):
        d.line(1, "LetDecl" + (l.name.map { " name: \($0.text)" } ?? " name: <missing>"), l.range)
        if let v = l.value { d.element(v, 2) }
      case .section(let s):
        d.line(1, "SectionDecl \(s.keyword.text)" + (s.name.map { " name: \($0.text)" } ?? ""), s.range)
        if let a = s.arguments { d.arguments(a, 2) }
        for m in s.modifiers { d.modifier(m, 2) }
        if let b = s.body { d.body(b, 2) }
      case .element(let e):
        d.element(e, 1)
      case .invalid(let r):
        d.line(1, "Invalid", r)
      }
    }
    for c in document.comments { d.line(1, "Comment", c) }
    return d.out
  }

  struct Dumper {
    let file: SourceFile
    var out = ""

    mutating func line(_ depth: Int, _ text: String, _ r: SourceRange) {
      let a = file.location(of: r.start)
      let b = file.location(of: r.end)
      out += String(repeating: "  ", count: depth) + "\(text) @\(a.line):\(a.column)-\(b.line):\(b.column)\n"
    }

    mutating func element(_ e: Element, _ depth: Int) {
      line(depth, "Element \(e.fullName)", e.range)
      if let a = e.arguments { arguments(a, depth + 1) }
      for m in e.modifiers { modifier(m, depth + 1) }
      if let b = e.body { body(b, depth + 1) }
    }

    mutating func body(_ b: Body, _ depth: Int) {
      line(depth, "Body" + (b.closed ? "" : " unclosed"), b.range)
      for c in b.children { element(c, depth + 1) }
    }

    mutating func arguments(_ a: ArgumentList, _ depth: Int) {
      line(depth, "ArgList" + (a.closed ? "" : " unclosed"), a.range)
      for arg in a.arguments {
        line(depth + 1, "Argument" + (arg.label.map { " label: \($0.text)" } ?? ""), arg.range)
        value(arg.value, depth + 2)
      }
    }

    mutating func modifier(_ m: Modifier, _ depth: Int) {
      line(depth, "Modifier \(m.keyword.text)", m.range)
      if let a = m.arguments { arguments(a, depth + 1) }
      if let v = m.value { value(v, depth + 1) }
    }

    mutating func value(_ v: ValueSyntax, _ depth: Int) {
      switch v {
      case .dimension(let d): line(depth, "Dimension \(Self.spell(d))", d.range)
      case .spacing(let k, let d): line(depth, "Spacing \(k.text)" + (d.map { " \(Self.spell($0))" } ?? " <missing>"), v.range)
      case .list(let l):
        line(depth, "List" + (l.closed ? "" : " unclosed"), l.range)
        for item in l.values { value(item, depth + 1) }
      case .word(let w): line(depth, "Word \(w.text)", w.range)
      case .insets(let m): modifier(m, depth)
      case .missing(let r): line(depth, "Missing", r)
      }
    }

    static func spell(_ d: DimensionSyntax) -> String {
      var s = (d.tilde == nil ? "" : "~") + (d.minus == nil ? "" : "-") + d.numerator.digits
      if let u = d.numerator.unit, d.denominator != nil { s += "[\(u.text)]" }
      if let den = d.denominator { s += "/" + den.digits }
      if let u = d.unit { s += " unit: \(u.text)" }
      return s
    }
  }
}
