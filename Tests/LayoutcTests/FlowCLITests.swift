import Foundation
import LayoutDriver
import LayoutSource
import Testing

/// `layoutc` on flow files: the `--uikit` mode must fit the file's kind (a usage error, exit 2,
/// otherwise), every emitter works on a flow layout, and no flow input crashes the compiler.
@Suite struct FlowCLITests {
  static let flowFile = "cli/flow_tags.layout"
  static let compositionalFile = "cli/two_items.layout"

  /// A compositional mode on a flow file: exit 2, nothing on stdout, and the message names the
  /// modes that do apply.
  @Test(arguments: ["build", "check"], ["ios14", "ios17"])
  func compositionalModeOnAFlowFileIsAUsageError(_ command: String, _ mode: String) throws {
    let r = try CLI.run([command, Self.flowFile, "--uikit", mode])
    #expect(r.status == 2, "\(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("layoutc: error:") && r.stderr.contains(mode), "\(r.summary)")
    #expect(r.stderr.contains("ios26") && r.stderr.contains("ios10"), "the message should name the flow modes: \(r.summary)")
    #expect(!r.stderr.contains("ios17 or ios14"), "\(r.summary)")
  }

  /// A flow mode on a compositional file: exit 2, naming the compositional modes.
  @Test(arguments: ["build", "check"], ["ios26", "ios10"])
  func flowModeOnACompositionalFileIsAUsageError(_ command: String, _ mode: String) throws {
    let r = try CLI.run([command, Self.compositionalFile, "--uikit", mode])
    #expect(r.status == 2, "\(r.summary)")
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("layoutc: error:") && r.stderr.contains(mode), "\(r.summary)")
    #expect(r.stderr.contains("ios17") && r.stderr.contains("ios14") && !r.stderr.contains("ios26 or ios10"), "\(r.summary)")
  }

  /// Both commands' help lists the flow modes beside the compositional ones.
  @Test(arguments: ["build", "check"])
  func helpNamesTheFlowModes(_ command: String) throws {
    let r = try CLI.run([command, "--help"])
    #expect(r.status == 0, "\(r.summary)")
    for mode in ["ios17", "ios14", "ios26", "ios10"] { #expect(r.stdoutText.contains(mode), "`\(command) --help` does not name \(mode)") }
  }

  /// Standard input has no file name, but its kind is still read from the text.
  @Test func modeIsCheckedForStandardInputToo() throws {
    let source = try Data(contentsOf: Fixtures.root.appendingPathComponent(Self.flowFile))
    let r = try CLI.run(["build", "-", "--uikit", "ios14"], stdin: source)
    #expect(r.status == 2 && r.stderr.contains("`<stdin>`") && r.stderr.contains("ios26"), "\(r.summary)")
  }

  /// Both flow modes are accepted, and the JSON says which one ran; no mode means ios26.
  @Test(arguments: [nil, "ios26", "ios10"] as [String?])
  func flowModesBuild(_ mode: String?) throws {
    let r = try CLI.run(["build", Self.flowFile] + (mode.map { ["--uikit", $0] } ?? []))
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    #expect(r.stdoutText.contains("\"uikit\": \"\(mode ?? "ios26")\""), "\(r.stdoutText.prefix(200))")
  }

  /// Every emitter works on a flow file, and the binary prints what the library produces.
  @Test(arguments: EmitKind.allCases)
  func everyEmitterWorksOnAFlowFile(_ emit: EmitKind) throws {
    let r = try CLI.run(["build", Self.flowFile, "--emit", emit.rawValue, "--items", "3"])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    #expect(!r.stdout.isEmpty)
    var options = BuildOptions(emit: emit)
    options.resolve.items = .each(3)
    let file = SourceFile(name: Self.flowFile, bytes: Array(try Data(contentsOf: Fixtures.root.appendingPathComponent(Self.flowFile))))
    #expect(r.stdoutText == Compilation.build(file, options: options).output, "the built layoutc disagrees with LayoutDriver")
  }

  @Test func svgOfAFlowFileIsAPicture() throws {
    let r = try CLI.run(["build", Self.flowFile, "--emit", "svg", "--items", "3"])
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    #expect(r.stdoutText.contains("<svg") && r.stdoutText.hasSuffix("</svg>\n"), "\(r.stdoutText.prefix(300))")
    // The header's and the items' frames are drawn: (0, 0, 390, 44) and item 0 at (16, 60, 80, 32).
    #expect(r.stdoutText.contains("x=\"0\" y=\"0\" width=\"390\" height=\"44\""), "no header rectangle")
    #expect(r.stdoutText.contains("x=\"16\" y=\"60\" width=\"80\" height=\"32\""), "no item 0 rectangle")
  }

  /// No flow input may crash the compiler: an error or frames, never a signal.
  @Test(arguments: [
    // perLine = floor((g + U) / (g + m)) = floor(390 / 1e-18) = 3.9e20 does not fit an Int: the
    // resolver keeps it a Double and lays out at most n columns.
    "flow(interitem: 0) < item(w: 0.000000000000000001pt, h: 1pt) >\n",
    "layout(scroll: horizontal)\nflow(interitem: 0) < item(w: 1pt, h: 0.000000000000000001pt) >\n",
    "flow(interitem: 0) < item(w: 0.00000000000001pt, h: 1pt) >\n",
  ])
  func tinyFlowItemsDoNotCrash(_ source: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Data(source.utf8).write(to: tmp.file("tiny.layout"))
    let r = try CLI.run(["build", "tiny.layout", "--items", "2"], in: tmp.url, timeout: 60)
    #expect(r.endedNormally, "layoutc crashed on \(source.debugDescription): \(r.summary)")
    #expect(r.status == 0 || (r.status == 1 && r.stderr.contains(": error: ")), "\(r.summary)")
  }
}
