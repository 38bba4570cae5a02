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
      --strict                 warnings fail too (exit 1)
      --fix                    apply the fix-its the diagnostics offer and rewrite each FILE
                               in place (atomically), then report what is left; a file with
                               an error that offers no fix-it is left untouched (exit 1)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try Arguments(args, valued: ["--size", "--scale", "--uikit", "--diagnostics"], switches: ["-h", "--help", "--strict", "--fix"])
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
    let fix = parsed.flags.contains("--fix")
    var otherFailure: CommandFailure?
    var unfixed = false
    for path in parsed.positionals {
      do {
        var file = try IO.readSource(path)
        var outcome = Compilation.diagnose(file, resolve: options)
        if fix, outcome.usageError == nil {
          switch try fixing(file, outcome.diagnostics, path: path, options: options) {
          case .some((let fixedFile, let fixedOutcome)):
            (file, outcome) = (fixedFile, fixedOutcome)
          case nil:
            unfixed = true
          }
        }
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
    if printer.hasErrors || unfixed { return .inputErrors }
    if parsed.flags.contains("--strict"), printer.hasWarnings { return .inputErrors }
    if let otherFailure { return otherFailure.code }
    return .ok
  }

  /// `--fix`: the file with its fix-its applied, written atomically, and its diagnostics now; nil
  /// (the file untouched, a message printed) when an error offers no fix-it or the fixes would
  /// not leave a file free of errors.
  static func fixing(
    _ file: SourceFile, _ diags: [Diagnostic], path: String, options: ResolveOptions
  ) throws(CommandFailure) -> (SourceFile, Compilation.Outcome)? {
    guard diags.contains(where: { !$0.fixIts.isEmpty }) else { return (file, Compilation.diagnose(file, resolve: options)) }
    guard IO.inputDescriptor(path) == nil else {
      throw CommandFailure(code: .usage, message: "--fix rewrites files in place; `\(path)` is a stream")
    }
    switch FixIts.apply(diags, to: file.bytes) {
    case .failure(.unfixableErrors(let n)):
      IO.writeStderr("layoutc: \(path) not fixed: \(DiagnosticSummary.count(n, "error")) offer\(n == 1 ? "s" : "") no fix-it\n")
      return nil
    case .success(let result):
      let fixed = SourceFile(name: file.name, bytes: result.bytes)
      let after = Compilation.diagnose(fixed, resolve: options)
      guard !after.diagnostics.hasErrors else {
        IO.writeStderr("layoutc: \(path) not fixed: its fix-its would not remove every error\n")
        return nil
      }
      guard let text = String(validating: result.bytes, as: UTF8.self) else {
        IO.writeStderr("layoutc: \(path) not fixed: it is not valid UTF-8\n")
        return nil
      }
      try IO.write(text, to: path)
      IO.writeStderr("layoutc: \(path): applied \(result.fixed) fix\(result.fixed == 1 ? "" : "es")\n")
      return (fixed, after)
    }
  }
}
