import LayoutDriver
import LayoutSemantics
import Testing

/// The one option parser (`OptionParser`) the CLI and the golden directives share, and the
/// messages of its typed usage errors.
@Suite struct OptionParserTests {
  static func parse(_ words: [String], _ accepting: [Option] = Option.build + [.output, .outDir, .diagnostics, .help]) throws(UsageError) -> ParsedOptions {
    try OptionParser.parse(words, accepting: accepting)
  }

  static func error(_ words: [String], _ accepting: [Option] = Option.build + [.output, .outDir, .diagnostics, .help]) -> UsageError? {
    do {
      _ = try parse(words, accepting)
      return nil
    } catch {
      return error
    }
  }

  @Test func valuesAreTyped() throws {
    let p = try Self.parse(["a.layout", "--size=375x812", "--scale", "2", "--items", "7,3", "--uikit", "ios14", "--visible", "0..700", "--groups", "--emit", "svg", "-o", "out.svg", "--diagnostics", "sarif"])
    #expect(p.files == ["a.layout"])
    let r = p.build.resolve
    #expect(r.width == 375 && r.height == 812 && r.scale == 2 && r.items == .list([7, 3]) && r.mode == .ios14)
    #expect(r.visible == 0...700 && r.includeGroups && p.build.emit == .svg)
    #expect(p.output == "out.svg" && p.diagnostics == .sarif && p.has(.groups) && !p.has(.help))
  }

  @Test func dashIsAFileAndDoubleDashEndsOptions() throws {
    let p = try Self.parse(["-", "--", "--size"])
    #expect(p.files == ["-", "--size"] && p.build.resolve.width == 390)
  }

  @Test func watchEmitTakesAList() throws {
    let p = try Self.parse(["--emit", "swift, frames"], [.emitList])
    #expect(p.emitKinds == [.frames, .swift])
  }

  @Test(arguments: [
    (["--colour", "red"], UsageError.unknownOption("--colour", suggestion: nil)),
    (["--sise", "1x1"], .unknownOption("--sise", suggestion: "--size")),
    (["--size"], .missingValue(option: "--size")),
    (["--groups=yes"], .unexpectedValue(option: "--groups")),
    (["-o", "a", "--output", "b"], .givenTwice(option: "--output", first: "-o a", then: "--output b")),
    (["--scale", "2.5"], .badValue(.scale, found: "2.5")),
    (["--visible", "5..5"], .badValue(.visible, found: "5..5")),
    (["--items", "+5"], .badValue(.items, found: "+5")),
    (["--items", "10000000,1"], .tooManyItemsRequested),
    (["-o", ""], .emptyOutputPath),
    (["--diagnostics", "xml"], .badValue(.diagnostics, found: "xml")),
  ])
  func mistakes(_ words: [String], _ expected: UsageError) {
    #expect(Self.error(words) == expected)
  }

  /// Each kind of mistake says what was wrong and the form wanted; these are the CLI's messages.
  @Test(arguments: [
    (UsageError.unknownOption("--sise", suggestion: "--size"), "unknown option `--sise`; did you mean `--size`?"),
    (.givenTwice(option: "--output", first: "-o a", then: "--output b"), "--output is given twice (`-o a`, then `--output b`); give it once"),
    (.badValue(.scale, found: "4"), "--scale takes 1, 2 or 3; found `4`"),
    (.badValue(.diagnostics, found: "xml"), "--diagnostics takes text, json, github or sarif; found `xml`"),
    (.modeDoesNotFit(.ios10, file: "a.layout", kind: .compositional), "--uikit ios10 is a flow mode, but `a.layout` is a compositional layout; use ios17 or ios14"),
    (.tooManyItems(total: 20_000_000, each: 10_000_000, sections: 2), "--items asks for 20,000,000 items in all (10,000,000 for each of the 2 sections); a build lays out at most 10,000,000"),
    (.unknownCommand("biuld", suggestion: "build", commands: ["build", "check"]), "unknown command `biuld`; did you mean `build`? the commands are `build` and `check`"),
    (.severalFilesOneOutput(count: 2, option: "-o"), "-o names one output; give --out-dir DIR to build 2 FILEs into it"),
    (.twoFilesNeeded(command: "diff", found: 1), "diff compares two FILEs, A and B; found 1 (see `layoutc diff --help`)"),
    (.badValue(.diffEmit, found: "frames"), "--emit takes text, svg, html or json; found `frames`"),
  ])
  func messages(_ error: UsageError, _ text: String) {
    #expect(error.description == text)
  }

  /// A fixture's directive is read by the same parser: it means what the options mean to
  /// `layoutc build`, and takes only the build's options.
  @Test func directiveAndCommandLineAgree() throws {
    let words = ["--size", "320x600", "--scale", "2", "--items", "0,2", "--uikit", "ios14", "--visible", "0..300", "--emit", "svg"]
    let directive = try Directive.options(from: "// fixture: " + words.joined(separator: " "))
    let cli = try Self.parse(words).build
    #expect(directive.resolve.width == cli.resolve.width && directive.resolve.height == cli.resolve.height)
    #expect(directive.resolve.scale == cli.resolve.scale && directive.resolve.items == cli.resolve.items)
    #expect(directive.resolve.mode == cli.resolve.mode && directive.resolve.visible == cli.resolve.visible && directive.emit == cli.emit)
  }

  @Test(arguments: ["// fixture: --scale 2.5", "// fixture: --size 0x10", "// fixture: --visible 5..5", "// fixture: --items 3 --items 4", "// fixture: -o x", "// fixture: stray"])
  func directiveTakesWhatTheCLITakes(_ line: String) {
    #expect(throws: Directive.Invalid.self) { try Directive.options(from: line) }
  }
}
