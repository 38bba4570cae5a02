import LayoutDriver
import LayoutSemantics
import LayoutSource

/// `layoutc check FILE…`: diagnostics only.
struct CheckCommand {
  static let help = """
    USAGE: layoutc check FILE... [options]

    Checks each FILE (`-` reads standard input) and prints its diagnostics. Placement
    diagnostics depend on the container and name the size they were computed at.

    OPTIONS:
      --size WIDTHxHEIGHT      the collection view's bounds in points (default: 390x844)
      --scale 1|2|3            the display scale (default: 3)
      --uikit MODE             ios17 (default) or ios14 for compositional layouts, ios26
                               (default) or ios10 for flow layouts
      --diagnostics text|json  how to print diagnostics on standard error (default: text)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try Arguments(args, valued: ["--size", "--scale", "--uikit", "--diagnostics"], switches: ["-h", "--help"])
    if !parsed.flags.isDisjoint(with: ["-h", "--help"]) {
      IO.writeStdout(help)
      return .ok
    }
    guard !parsed.positionals.isEmpty else {
      throw CommandFailure(code: .usage, message: "check needs at least one FILE (see `layoutc check --help`)")
    }
    var options = ResolveOptions()
    try CommonOptions.apply(parsed, to: &options)
    var printer = DiagnosticsPrinter(format: try DiagnosticsFormat.parse(parsed.options["--diagnostics"]))
    var otherFailure: CommandFailure?
    for path in parsed.positionals {
      do {
        let file = try IO.readSource(path)
        let outcome = Compilation.diagnose(file, resolve: options)
        printer.add(outcome.diagnostics, in: file)
        if let usage = outcome.usageError {
          IO.writeStderr("layoutc: error: \(usage)\n")
          otherFailure = CommandFailure(code: .usage, message: usage)
        }
      } catch {
        IO.writeStderr("layoutc: error: \(error.message)\n")
        otherFailure = error
      }
    }
    printer.flush()
    if printer.hasErrors { return .inputErrors }
    if let otherFailure { return otherFailure.code }
    return .ok
  }
}
