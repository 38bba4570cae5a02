import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// Runs the built `layoutc` (see `CLIRunner.swift`) and checks stdout, stderr and the exit code.
/// Plain cases are files in `Fixtures/cli/`: `<stem>.args` (one argument a line; `$FIXTURES` and
/// `$TMP` are replaced) with `<stem>.stdout.golden`, `.stderr.golden` and `.exit.golden`.
@Suite struct CLITests {
  @Test(arguments: Fixtures.list("cli", ext: "args"))
  func fixture(_ stem: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let dir = Fixtures.root.appendingPathComponent("cli")
    let text = try String(contentsOf: dir.appendingPathComponent(stem + ".args"), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let args = lines.map { $0.replacingOccurrences(of: "$FIXTURES", with: Fixtures.root.path).replacingOccurrences(of: "$TMP", with: tmp.path) }
    let r = try CLI.run(args)
    #expect(r.endedNormally, "\(r.summary)")
    // Paths that differ between machines are written back as their placeholders.
    func normalized(_ s: String) -> String {
      s.replacingOccurrences(of: tmp.path, with: "$TMP").replacingOccurrences(of: Fixtures.root.path, with: "$FIXTURES")
    }
    for (artifact, actual) in [("stdout", r.stdoutText), ("stderr", r.stderr), ("exit", "\(r.status)\n")] {
      Golden.assertMatches(normalized(actual), golden: dir.appendingPathComponent("\(stem).\(artifact).golden"))
    }
  }

  @Test func cliGoldensHaveArgs() {
    let stems = Set(Fixtures.list("cli", ext: "args"))
    for name in Fixtures.files(in: Fixtures.root.appendingPathComponent("cli")) where name.hasSuffix(".golden") {
      #expect(stems.contains(String(name.prefix { $0 != "." })), "Fixtures/cli/\(name) has no .args")
    }
  }

  /// The binary and the library are one compiler. A stale incremental build of the executable
  /// (seen once: `--emit svg` printed JSON after `Rules` gained a field) shows up here first.
  @Test(arguments: EmitKind.allCases)
  func binaryAgreesWithTheLibrary(_ emit: EmitKind) throws {
    let path = "cli/two_items.layout"
    let r = try CLI.run(["build", path, "--emit", emit.rawValue, "--size", "200x100", "--items", "3"])
    var options = BuildOptions(emit: emit)
    (options.resolve.width, options.resolve.height, options.resolve.items) = (200, 100, .each(3))
    let file = SourceFile(name: path, bytes: Array(try Data(contentsOf: Fixtures.root.appendingPathComponent(path))))
    let expected = try #require(Compilation.build(file, options: options).output)
    #expect(r.stdoutText == expected, "the built layoutc disagrees with LayoutDriver; is \(CLI.binary?.path ?? "it") stale?")
  }

  // MARK: - Help, version, usage

  @Test(arguments: [
    (["build", "--help"], ["USAGE: layoutc build", "--emit", "--size", "--scale", "--items", "--uikit", "--direction", "--safe-area", "--margins", "-o, --output", "--diagnostics"]),
    (["check", "-h"], ["USAGE: layoutc check", "--size", "--scale", "--uikit", "--direction", "--safe-area", "--margins", "--diagnostics"]),
    (["--help"], ["USAGE: layoutc", "build", "check", "--version"]),
  ])
  func help(_ args: [String], mentions: [String]) throws {
    let r = try CLI.run(args)
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    for word in mentions { #expect(r.stdoutText.contains(word), "`\(args.joined(separator: " "))` does not mention \(word)") }
  }

  @Test func version() throws {
    let r = try CLI.run(["--version"])
    #expect(r.status == 0 && r.stderr.isEmpty)
    #expect(r.stdoutText.wholeMatch(of: /layoutc \d+\.\d+\.\d+\n/) != nil, "got \(r.stdoutText.debugDescription)")
  }

  @Test(arguments: [["frobnicate"], ["build", "cli/two_items.layout", "--frobnicate"], ["check", "--size"], []])
  func usageErrorsExit2(_ args: [String]) throws {
    let r = try CLI.run(args)
    #expect(r.status == 2, "\(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("usage") || r.stderr.hasPrefix("layoutc: error:") || r.stderr.hasPrefix("USAGE"), "\(r.summary)")
  }

  @Test(arguments: ["build", "check"])
  func missingFileExits3(_ command: String) throws {
    let r = try CLI.run([command, "cli/no-such-file.layout"])
    #expect(r.status == 3, "\(r.summary)")
    #expect(r.stderr.contains("cannot read `cli/no-such-file.layout`"), "\(r.summary)")
  }

  /// Several files checked at once: each one that cannot be read is reported once, in order,
  /// beside the diagnostics of those that can (in every format).
  @Test(arguments: ["text", "json"])
  func severalFilesSomeMissing(_ format: String) throws {
    let r = try CLI.run(["check", "--diagnostics", format, "cli/no-such-file.layout", "cli/two_items.layout", "cli/also-missing.layout"])
    #expect(r.status == 3, "\(r.summary)")
    let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("layoutc: error: cannot read") }
    #expect(errors == ["layoutc: error: cannot read `cli/no-such-file.layout`: no such file", "layoutc: error: cannot read `cli/also-missing.layout`: no such file"], "\(r.summary)")
    let none = try CLI.run(["check", "--diagnostics", format, "cli/no-such-file.layout", "cli/also-missing.layout"])
    #expect(none.status == 3 && none.stderr.components(separatedBy: "cannot read").count == 3, "\(none.summary)")
  }

  // MARK: - Input and output

  @Test func dashReadsStandardInput() throws {
    let source = try Data(contentsOf: Fixtures.root.appendingPathComponent("cli/two_items.layout"))
    let fromFile = try CLI.run(["build", "cli/two_items.layout"])
    let fromStdin = try CLI.run(["build", "-"], stdin: source)
    #expect(fromStdin.status == 0, "\(fromStdin.summary)")
    // The layout's name comes from the file name; standard input has none, so it is `Stdin`.
    #expect(fromStdin.stdoutText == fromFile.stdoutText.replacingOccurrences(of: "\"TwoItems\"", with: "\"Stdin\""))
    let bad = try CLI.run(["check", "-"], stdin: Data("section < item >\n".utf8))
    #expect(bad.status == 1 && bad.stderr.hasPrefix("<stdin>:1:11: error:"), "\(bad.summary)")
  }

  @Test func outputFileIsWritten() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let out = tmp.file("out.json")
    let r = try CLI.run(["build", "cli/two_items.layout", "-o", out.path])
    #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.summary)")
    let expected = try CLI.run(["build", "cli/two_items.layout"]).stdout
    #expect(try Data(contentsOf: out) == expected)
    #expect(tmp.contents() == ["out.json"])
  }

  @Test func failedBuildLeavesExistingOutputUntouched() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let out = tmp.file("out.json")
    let old = Data("the previous build\n".utf8)
    try old.write(to: out)
    let r = try CLI.run(["build", "cli/bare_44.layout", "-o", out.path])
    #expect(r.status == 1, "\(r.summary)")
    #expect(try Data(contentsOf: out) == old)
    #expect(tmp.contents() == ["out.json"], "a temporary file was left behind")
  }

  @Test func unwritableOutputExits3AndLeavesNoTemporaryFile() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try FileManager.default.createDirectory(at: tmp.file("taken"), withIntermediateDirectories: false)
    let r = try CLI.run(["build", "cli/two_items.layout", "-o", tmp.file("taken").path])
    #expect(r.status == 3 && r.stderr.contains("cannot write"), "\(r.summary)")
    #expect(tmp.contents() == ["taken"], "a temporary file was left behind")
  }

  // MARK: - Diagnostics output

  @Test func noColourWithoutTerminalOrWithNoColor() throws {
    for env in [[:], ["NO_COLOR": "1"]] {
      let r = try CLI.run(["check", "cli/bare_44.layout"], environment: env)
      #expect(r.status == 1 && r.stderr.contains("error:"), "\(r.summary)")
      #expect(!r.stderrData.contains(0x1B), "ESC in stderr with environment \(env)")
    }
  }

  /// On a terminal (a pty from `script`) colour appears, and `NO_COLOR` still turns it off.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func colourOnlyOnTerminalWithoutNoColor() throws {
    let binary = try #require(CLI.binary)
    let command = "'\(binary.path)' check cli/bare_44.layout"
    let tty = try CLI.run(["-qec", command, "/dev/null"], binaryOverride: "/usr/bin/script")
    #expect(tty.stdout.contains(0x1B), "no colour on a terminal: \(tty.stdoutText)")
    let noColor = try CLI.run(["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], binaryOverride: "/usr/bin/script")
    #expect(noColor.stdoutText.contains("error:") && !noColor.stdout.contains(0x1B), "\(noColor.stdoutText)")
  }

  @Test func jsonDiagnosticsParse() throws {
    let r = try CLI.run(["check", "cli/bare_44.layout", "cli/overflow.layout", "--diagnostics", "json"])
    #expect(r.status == 1)
    let array = try #require(try JSONSerialization.jsonObject(with: r.stderrData) as? [[String: Any]], "\(r.stderr)")
    #expect(array.count == 2)
    for d in array {
      #expect(Set(d.keys) == ["id", "severity", "message", "file", "range", "notes", "fixits"])
      #expect(d["id"] is String && d["severity"] is String && d["message"] is String && d["file"] is String)
      #expect(d["notes"] is [Any] && d["fixits"] is [Any])
      let range = try #require(d["range"] as? [String: Any])
      for end in ["start", "end"] {
        let pos = try #require(range[end] as? [String: Any], "range.\(end)")
        #expect(Set(pos.keys) == ["offset", "line", "column"] && pos.values.allSatisfy { $0 is Int })
      }
    }
    let fix = try #require((array.first?["fixits"] as? [[String: Any]])?.first)
    #expect(fix["text"] as? String == "44pt")
  }

  @Test func bareNumberFixItRendersAsPoints() throws {
    let r = try CLI.run(["build", "cli/bare_44.layout"])
    #expect(r.status == 1)
    #expect(r.stderr.contains("error:") && r.stderr.contains("[check.bareNumberTooLarge]"), "\(r.summary)")
    #expect(r.stderr.contains("cli/bare_44.layout:1:44: note: fix-it: replace `44` with `44pt`\n"), "\(r.summary)")
  }

  @Test func threeIndependentSyntaxErrorsAreAllReported() throws {
    let r = try CLI.run(["check", "cli/three_errors.layout"])
    #expect(r.status == 1)
    let headers = r.stderr.split(separator: "\n").filter { $0.hasPrefix("cli/three_errors.layout:") && $0.contains(": error: ") }
    #expect(headers.map { $0.prefix { $0 != " " } } == ["cli/three_errors.layout:1:36:", "cli/three_errors.layout:2:40:", "cli/three_errors.layout:3:35:"], "\(r.stderr)")
    #expect(r.stderr.hasSuffix("3 errors\n"))
  }
}
