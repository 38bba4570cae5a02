import LayoutDriver
import LayoutSemantics
import LayoutSource

/// `layoutc build FILE… [options]`: check, resolve and emit layouts, one output per FILE.
struct BuildCommand {
  static let help = """
    USAGE: layoutc build FILE... [options]

    Checks FILE (`-` reads standard input), resolves every frame for one container and writes
    the result to standard output or to -o PATH. The container is FILE's first `preview`
    (or the one --preview names); --size, --scale and --items override its values. The SVG
    picture draws every preview side by side; the HTML page shows each, switchable. Without a preview, the defaults below apply.
    the result to standard output or to -o PATH. With --out-dir DIR, each FILE is built in
    turn, in one process, and written to DIR/<name>.json, .svg, .swift or .html (the FILE's name
    without its extension); the exit code is the worst of the FILEs'.

    OPTIONS:
      --emit frames|svg|swift|html
                               what to write: frames (JSON, the default), an SVG picture,
                               Swift source that builds the layout with UIKit, or an HTML
                               page previewing every preview as the collection view scrolls
                               (self-contained: open it in a browser)
      --preview NAME           lay FILE out in its preview NAME only
      --size WIDTHxHEIGHT      the collection view's bounds in points (default: the
                               preview's, else 390x844)
      --scale 1|2|3            the display scale: compositional sizes are floored to its
                               pixel grid, flow origins rounded to it (default: the
                               preview's, else 3)
      --items N | N1,N2,...    N items in every declared section, or section i gets Ni items,
                               reusing the last declared section past the declared ones
                               (default: the preview's, else 10 per declared section)
      --uikit MODE             which UIKit behaviour to reproduce: ios17 (default) or ios14 for
                               compositional layouts, ios26 (default) or ios10 for flow layouts
      --visible START..END     the visible range along the scroll axis, in content coordinates
                               (e.g. the bounds minus the safe area): pinned headers and
                               footers are placed as UIKit shows them there (default: at rest)
      --rect X,Y,W,H           only the elements whose frames intersect this rect, as
                               layoutAttributesForElements(in:) answers (items keep their
                               indices; the content size stays the full one); --items may
                               then total 1000000000
      --direction ltr|rtl      the collection view's layout direction: rtl mirrors every
                               frame as UIKit does in a right-to-left language (default: ltr)
      --safe-area T,L,B,R      the collection view's safe area in points, top, left, bottom,
                               right (physical edges; default: the preview's, else none)
      --margins T,L,B,R        its layout margins, measured from the safe area (default: the
                               preview's, else the system minimum, 16 or 20 left and right)
      --groups                 also list every group's frame (`groups`: depth and frame)
      --measured FILE.json     measured sizes, {"sections": [{"items": [[W, H], ...],
                               "header": [W, H], "footer": [W, H]}]}: estimated (`~`) sizes
                               take them, replacing the preview's `sizes:`
      --access internal|public|package
                               --emit swift: the access level of the generated type and what it
                               offers (default: internal)
      --platform ios|macos     --emit swift: UIKit (default) or AppKit; UIKit-only features
                               (lists, insetsReference:) are errors under macos
      --deployment-target VERSION
                               --emit swift: the oldest iOS the app runs on, 13.0 or later; the
                               Swift uses no API above it and none deprecated by it (default: 16.0;
                               with --platform macos, 10.15 or later, default 13.0)
      -o, --output PATH        write here instead of standard output (`-`): a file is
                               replaced atomically, keeping its mode; a FIFO or device is
                               written as it is; never FILE itself
      --out-dir DIR            write each FILE's output to DIR/<name>.<json|svg|swift|html>,
                               atomically as -o does; DIR is made when missing
      --diagnostics FORMAT     how to print diagnostics on standard error: text (default),
                               json, github (GitHub Actions commands) or sarif (SARIF 2.1.0)
      -h, --help               show this help

    """

  static let accepted: [Option] = Option.build + [.measured, .output, .outDir, .diagnostics, .help]

  /// One FILE and where its output goes (nil: standard output).
  struct Target {
    var input: String
    var output: String?
  }

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: accepted)
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    let targets = try Self.targets(parsed)
    var printer = DiagnosticsPrinter(format: parsed.diagnostics)
    var options = parsed.build
    if let code = try MeasuredInput.read(parsed.measuredPath, into: &options.container, printer: &printer) { return code }
    var printed = false
    // Diagnostics are printed once, for every FILE; with one FILE before its output is written
    // (standard output that cannot be written ends the run there).
    func printDiagnostics() {
      if !printed, !printer.isEmpty || parsed.diagnostics == .sarif { printer.flush() }
      printed = true
    }
    var failures: [CommandFailure] = []
    var worst = ExitCode.ok
    for target in targets {
      do throws(CommandFailure) {
        guard let output = try build(target.input, options: options, into: &printer) else {
          worst = worst.worse(.inputErrors)
          continue
        }
        if targets.count == 1 { printDiagnostics() }
        guard let path = target.output else {
          output.write { IO.writeStdout($0) }
          continue
        }
        if let dir = parsed.outDir { try OutputDirectory.make(dir) }
        try IO.write(to: path, output.write)
      } catch {
        failures.append(error)
        worst = worst.worse(error.code)
      }
    }
    printDiagnostics()
    for failure in failures { IO.writeStderr("layoutc: error: \(failure.message)\n") }
    return worst
  }

  /// Reads and builds one FILE: its output (the frames JSON still to be written, in chunks), or
  /// nil when it has errors (its diagnostics say why).
  static func build(
    _ input: String, options: BuildOptions, into printer: inout DiagnosticsPrinter
  ) throws(CommandFailure) -> Compilation.Outcome? {
    let file = try IO.readSource(input)
    let outcome = Compilation.build(file, options: options, streamingFrames: true)
    printer.add(outcome.diagnostics, in: file)
    if let usage = outcome.usageError { throw CommandFailure(usage) }
    guard outcome.hasArtefact else {
      if outcome.diagnostics.hasErrors { return nil }
      throw CommandFailure(code: .internalFailure, message: "internal error: no output and no error diagnostic for `\(file.name)`")
    }
    return outcome
  }

  /// Where each FILE's output goes: standard output or -o for one FILE, DIR/<name>.<ext> for
  /// each with --out-dir. Every mistake is found before anything is read or written.
  static func targets(_ parsed: ParsedOptions) throws(CommandFailure) -> [Target] {
    let files = parsed.files
    guard !files.isEmpty else { throw CommandFailure(.missingFile(command: "build", several: false)) }
    guard let dir = parsed.outDir else {
      guard files.count == 1 else {
        throw CommandFailure(.severalFilesOneOutput(count: files.count, option: parsed.output == nil ? nil : "-o"))
      }
      if let path = parsed.output, IO.isSameFile(output: path, input: files[0]) {
        throw CommandFailure(.outputIsInput(path: path, writer: "-o"))
      }
      return [Target(input: files[0], output: parsed.output)]
    }
    if parsed.output != nil { throw CommandFailure(.conflictingOptions(command: "build", "-o", "--out-dir")) }
    guard !dir.isEmpty else { throw CommandFailure(.badValue(.outDir, found: dir)) }
    try OutputDirectory.check(dir)
    var targets: [Target] = []
    var inputOf: [String: String] = [:]
    for input in files {
      guard IO.inputDescriptor(input) == nil else { throw CommandFailure(.unnamedInput(path: input, option: "--out-dir")) }
      let output = OutputDirectory.path(for: input, kind: parsed.build.emit, in: dir)
      if let first = inputOf[output] { throw CommandFailure(.sameOutput(path: output, first: first, second: input)) }
      inputOf[output] = input
      if let overwritten = files.first(where: { IO.isSameFile(output: output, input: $0) }) {
        throw CommandFailure(.outputIsInput(path: overwritten, writer: "--out-dir"))
      }
      targets.append(Target(input: input, output: output))
    }
    return targets
  }
}
