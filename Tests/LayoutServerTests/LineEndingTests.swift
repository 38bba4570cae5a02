import Foundation
import LayoutDriver
import LayoutFormat
import LayoutSemantics
import LayoutServer
import LayoutSource
import Testing

/// A lone `\r` ends a line, as `\n` and `\r\n` do (LSP counts all three). The language server
/// always did; `SourceFile` (what the CLI prints) counted only `\n`, and a `//` comment ran past a
/// lone `\r` to the end of the file. Now both read a classic-Mac file the same way.
@Suite struct LineEndingTests {
  static func text(_ eol: String) -> String {
    "// a comment\(eol)layout L\(eol)\(eol)section < group.horizontal < item(w: 1/0) > >\(eol)"
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func theCLIAndTheServerAgreeOnLineAndColumn(_ eol: String) throws {
    let text = Self.text(eol)
    let file = SourceFile(name: "t.layout", text: text)
    let diagnostics = Compilation.check(file, resolve: ResolveOptions())
    let d = try #require(diagnostics.first)
    #expect(diagnostics.map { $0.id.description } == ["check.zeroDenominator"])
    #expect(file.location(of: d.range.start) == SourceLocation(line: 4, column: 38))
    #expect(file.lineText(4) == "section < group.horizontal < item(w: 1/0) > >")
    var s = Session()
    let published = s.open(text)
    #expect(published.first?["range"]?["start"] == .object([("line", 3), ("character", 37)]))
  }

  /// The snippet of a CR-only file shows the one line, and the formatter keeps its blank line.
  @Test func crOnlyFilesRenderAndFormatAsTheirLineFeedTwins() {
    let cr = SourceFile(name: "t.layout", text: Self.text("\r"))
    let lf = SourceFile(name: "t.layout", text: Self.text("\n"))
    let renderer = DiagnosticRenderer()
    #expect(renderer.render(Compilation.check(cr, resolve: ResolveOptions()), in: cr) == renderer.render(Compilation.check(lf, resolve: ResolveOptions()), in: lf))
    let fixed = SourceFile(name: "t.layout", text: "// a comment\rlayout L\r\r\rsection < group.horizontal < item > >\r")
    #expect(Formatter.format(fixed) == "// a comment\nlayout L\n\nsection < group.horizontal < item > >\n")
  }

  /// Through the built binary: `layoutc check` on a CR-only file names line 4.
  @Test func theBinaryNamesTheLine() throws {
    let binary = try #require(Paths.binary)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-cr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("cr.layout"), errors = dir.appendingPathComponent("err")
    try Data(Self.text("\r").utf8).write(to: input)
    try Data().write(to: errors)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["check", input.path]
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
    #expect(stderr.hasPrefix("\(input.path):4:38: error: "), "\(stderr.prefix(300))")
  }
}
