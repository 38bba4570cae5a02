import Foundation
import LayoutDriver
import LayoutSource
import LayoutSyntax
import Testing

/// One parameterized test per phase folder of `Fixtures/`. The folder decides what
/// runs and what must hold: `parse/ok` has no diagnostics, `parse/err` at least one error, and in
/// `check/` a `fail_` prefix means errors are expected and its absence means none.
@Suite struct GoldenTests {
  /// The phase folders this suite runs, each of which must hold at least one fixture.
  static let phases = ["lex", "parse/ok", "parse/err", "check", "resolve", "emit", "swift"]

  @Test(arguments: Fixtures.list("lex"))
  func lex(_ stem: String) throws {
    try check("lex", stem) { f in
      let (tokens, _) = Lexer.tokenize(f.file.bytes)
      // The lexer's stated properties (Zig `testPropertiesUpheld`): ordered, in bounds, and one
      // zero-length `.eof` at the very end.
      for (a, b) in zip(tokens, tokens.dropFirst()) { #expect(a.range.end <= b.range.start, "\(a) overlaps \(b)") }
      #expect(tokens.last?.range == .empty(at: f.file.bytes.count))
      #expect(tokens.filter { $0.kind == .eof }.count == 1)
      return ["tokens": tokens.map { tokenLine($0, in: f.file) }.joined()]
    }
  }

  @Test(arguments: Fixtures.list("parse/ok"))
  func parseOK(_ stem: String) throws {
    try check("parse/ok", stem) { f in
      let (document, diags) = Parser.parse(f.file)
      #expect(diags.isEmpty, "parse/ok must parse without diagnostics:\n\(render(diags, f))")
      return ["ast": nested(ASTDump.dump(document, in: f.file))]
    }
  }

  @Test(arguments: Fixtures.list("parse/err"))
  func parseErr(_ stem: String) throws {
    try check("parse/err", stem) { f in
      let (document, diags) = Parser.parse(f.file)
      #expect(diags.hasErrors, "parse/err must report at least one error")
      return ["ast": nested(ASTDump.dump(document, in: f.file)), "diag": render(diags, f)]
    }
  }

  @Test(arguments: Fixtures.list("check"))
  func checkPhase(_ stem: String) throws {
    try check("check", stem) { f in
      let diags = Compilation.check(f.file, resolve: f.options.resolve)
      if f.expectsErrors {
        #expect(diags.hasErrors, "a `fail_` fixture must report an error")
      } else {
        #expect(!diags.hasErrors, "only `fail_` fixtures may report errors:\n\(render(diags, f))")
      }
      return ["diag": render(diags, f)]
    }
  }

  /// A resolve fixture's `// frame:` lines, computed by hand, are checked too, and a fixture that
  /// states none fails: rewriting the goldens cannot bless a change to its frames.
  @Test(arguments: Fixtures.list("resolve"))
  func resolve(_ stem: String) throws {
    try check("resolve", stem) { f in
      var options = f.options
      options.emit = .frames
      try HandFrame.checkAll(in: f)
      return ["frames": build(f, options)]
    }
  }

  @Test(arguments: Fixtures.list("emit"))
  func emit(_ stem: String) throws {
    try check("emit", stem) { f in
      var options = f.options
      options.emit = .frames
      let json = build(f, options)
      options.emit = .svg
      return ["json": json, "svg": build(f, options)]
    }
  }

  /// `build --emit swift`: the generated Swift and the build's diagnostics (the emitter's own
  /// warnings among them; errors in `fail_` fixtures, which write no Swift).
  @Test(arguments: Fixtures.list("swift"))
  func swift(_ stem: String) throws {
    try check("swift", stem) { f in
      var options = f.options
      options.emit = .swift
      let outcome = Compilation.build(f.file, options: options)
      // `fail_`: what the options cannot express fails the build, and no Swift is written.
      #expect(outcome.diagnostics.hasErrors == f.expectsErrors, "\(f.stem):\n\(render(outcome.diagnostics, f))")
      #expect((outcome.output == nil) == f.expectsErrors)
      return ["swift": outcome.output ?? "", "diag": render(outcome.diagnostics, f)]
    }
  }

  /// A phase folder that lost its fixtures would otherwise run zero cases and pass.
  @Test(arguments: GoldenTests.phases + ["cli", "samples"])
  func everyPhaseHasFixtures(_ phase: String) {
    let files = Fixtures.files(in: Fixtures.root.appendingPathComponent(phase))
    #expect(files.contains { $0.hasSuffix(".golden") }, "Fixtures/\(phase) has no goldens")
  }

  /// Every golden belongs to a fixture: a renamed or deleted `.layout` must not leave goldens behind.
  @Test(arguments: GoldenTests.phases)
  func noOrphanGoldens(_ phase: String) {
    let dir = Fixtures.root.appendingPathComponent(phase)
    let stems = Set(Fixtures.list(phase))
    for name in Fixtures.files(in: dir) where name.hasSuffix(".golden") {
      let stem = String(name.prefix { $0 != "." })
      #expect(stems.contains(stem), "Fixtures/\(phase)/\(name) has no \(stem).layout")
    }
  }

  // MARK: - The one helper

  /// Loads `Fixtures/<phase>/<stem>.layout`, produces each artifact and compares it with
  /// `<stem>.<artifact>.golden`.
  func check(
    _ phase: String, _ stem: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ produce: (Fixture) throws -> [String: String]
  ) throws {
    let fixture = try Fixture(phase, stem)
    for (artifact, text) in try produce(fixture).sorted(by: { $0.key < $1.key }) {
      Golden.assertMatches(text, golden: fixture.golden(artifact), sourceLocation: sourceLocation)
    }
  }

  // MARK: - Renderings

  /// Checks that every node of a dump lies inside its parent's range (Go's `Pos`/`End` nesting),
  /// broken input included, and returns the dump.
  func nested(_ dump: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    typealias Position = (line: Int, column: Int)
    var stack: [(depth: Int, start: Position, end: Position, text: Substring)] = []
    for line in dump.split(separator: "\n") {
      guard let m = line.firstMatch(of: /@(\d+):(\d+)-(\d+):(\d+)$/) else { continue }
      let depth = line.prefix { $0 == " " }.count / 2
      let start = (Int(m.1)!, Int(m.2)!), end = (Int(m.3)!, Int(m.4)!)
      while let top = stack.last, top.depth >= depth { stack.removeLast() }
      if let parent = stack.last {
        #expect(parent.start <= start && end <= parent.end, "`\(line)` lies outside `\(parent.text)`", sourceLocation: sourceLocation)
      }
      stack.append((depth, start, end, line))
    }
    return dump
  }

  /// `kind @line:col-line:col "text"`, bytes outside printable ASCII as `\xNN`.
  func tokenLine(_ t: Token, in file: SourceFile) -> String {
    let a = file.location(of: t.range.start)
    let b = file.location(of: t.range.end)
    var text = ""
    for byte in file.bytes[t.range.start..<t.range.end] {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += "\\" + String(UnicodeScalar(byte))
      case 0x20...0x7E: text.unicodeScalars.append(UnicodeScalar(byte))
      default: text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return "\(t.kind) @\(a.line):\(a.column)-\(b.line):\(b.column) \"\(text)\"\n"
  }

  func render(_ diags: [Diagnostic], _ f: Fixture) -> String {
    DiagnosticRenderer(color: false).render(diags, in: f.file)
  }

  /// A build that must succeed; its diagnostics are the issue when it does not.
  func build(_ f: Fixture, _ options: BuildOptions) -> String {
    let outcome = Compilation.build(f.file, options: options)
    #expect(!outcome.diagnostics.hasErrors, "\(f.stem) must build:\n\(render(outcome.diagnostics, f))")
    #expect(outcome.output != nil)
    return outcome.output ?? ""
  }
}
