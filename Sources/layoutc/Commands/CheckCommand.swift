import LayoutDriver
import LayoutSemantics
import LayoutSource

/// `layoutc check FILE…`: diagnostics only.
struct CheckCommand {
  static let help = """
    USAGE: layoutc check FILE... [options]

    Checks each FILE (`-` reads standard input) and prints its diagnostics. Placement
    diagnostics depend on the container: they are found in every `preview` of the file (at
    390x844 @3x when it has none), name the size they were computed at and, with a note,
    the previews they were found in.

    OPTIONS:
      --preview NAME           only the preview NAME
      --size WIDTHxHEIGHT      the collection view's bounds in points, in every preview
                               (default: each preview's, else 390x844)
      --scale 1|2|3            the display scale, in every preview (default: each
                               preview's, else 3)
      --uikit MODE             ios17 (default) or ios14 for compositional layouts, ios26
                               (default) or ios10 for flow layouts
      --direction ltr|rtl      the layout direction, as for `build` (default: ltr); placement
                               diagnostics do not depend on it
      --safe-area T,L,B,R      the safe area, as for `build`
      --margins T,L,B,R        the layout margins, as for `build`
      --diagnostics FORMAT     how to print diagnostics on standard error: text (default),
                               json, github (GitHub Actions commands) or sarif (SARIF 2.1.0)
      --strict                 warnings fail too (exit 1)
      --fix                    apply the fix-its the diagnostics offer and rewrite each FILE
                               in place (atomically), then report what is left; a file with
                               an error that offers no fix-it is left untouched (exit 1)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: Option.container + [.diagnostics, .strict, .fix, .help])
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    guard !parsed.files.isEmpty else { throw CommandFailure(.missingFile(command: "check", several: true)) }
    Allocator.keepFreedMemory()
    let options = parsed.build.resolve
    let flags = parsed.build.container
    var printer = DiagnosticsPrinter(format: parsed.diagnostics)
    let fix = parsed.has(.fix)
    var otherFailure: CommandFailure?
    var unfixed = false
    // Without `--fix` every file is read first, in order, and the files are checked in parallel;
    // `--fix` rewrites each file before reading the next (a file may be named twice).
    // Text diagnostics of files checked in parallel are rendered by the threads that checked
    // them, which then let the files go.
    let rendered = fix || parsed.diagnostics != .text ? nil : readCheckAndRender(parsed.files, options: options, flags: flags)
    for result in rendered ?? [] {
      switch result {
      case .success(let (outcome, text)):
        printer.addRendered(outcome.diagnostics, text)
        if let usage = outcome.usageError {
          IO.writeStderr("layoutc: error: \(usage)\n")
          otherFailure = CommandFailure(usage)
        }
      case .failure(let error):
        IO.writeStderr("layoutc: error: \(error.message)\n")
        otherFailure = error
      }
    }
    let ahead = fix || rendered != nil ? nil : readAndCheck(parsed.files, options: options, flags: flags)
    for (i, path) in parsed.files.enumerated() where rendered == nil {
      do {
        var (file, outcome) = try (ahead?[i] ?? readAndCheck([path], options: options, flags: flags)[0]).get()
        if fix, outcome.usageError == nil {
          switch try fixing(file, outcome.diagnostics, path: path, options: options, flags: flags) {
          case .some((let fixedFile, let fixedOutcome)):
            (file, outcome) = (fixedFile, fixedOutcome)
          case nil:
            unfixed = true
          }
        }
        printer.add(outcome.diagnostics, in: file)
        if let usage = outcome.usageError {
          IO.writeStderr("layoutc: error: \(usage)\n")
          otherFailure = CommandFailure(usage)
        }
      } catch {
        IO.writeStderr("layoutc: error: \(error.message)\n")
        otherFailure = error
      }
    }
    printer.flush()
    if printer.hasErrors || unfixed { return .inputErrors }
    if parsed.has(.strict), printer.hasWarnings { return .inputErrors }
    if let otherFailure { return otherFailure.code }
    return .ok
  }

  /// Several files by name read and checked in parallel, each file's text diagnostics rendered
  /// by the thread that checked it; nil when not every path names a file or there is only one.
  static func readCheckAndRender(_ paths: [String], options: ResolveOptions, flags: ContainerFlags) -> [Result<(Compilation.Outcome, RenderedDiagnostics), CommandFailure>]? {
    guard paths.count > 1, paths.allSatisfy({ IO.inputDescriptor($0) == nil }) else { return nil }
    let renderer = DiagnosticsPrinter.textRenderer()
    return Compilation.diagnose(
      count: paths.count, resolve: options, flags: flags,
      reading: { (i: Int) -> Result<SourceFile, CommandFailure> in
        Result { () throws(CommandFailure) in try IO.readSource(paths[i]) }
      },
      finishing: { (file: SourceFile, outcome: Compilation.Outcome) in (outcome, renderer.prerender(outcome.diagnostics, in: file)) })
  }

  /// Each file read, in order, then checked (in parallel when there are several), or why it
  /// could not be read.
  static func readAndCheck(_ paths: [String], options: ResolveOptions, flags: ContainerFlags) -> [Result<(SourceFile, Compilation.Outcome), CommandFailure>] {
    // Files by name are read by the threads that check them; standard input and descriptors
    // (which two threads must not read at once) are read first, in order.
    if paths.count > 1, paths.allSatisfy({ IO.inputDescriptor($0) == nil }) {
      return Compilation.diagnose(count: paths.count, resolve: options, flags: flags) { i in
        Result { () throws(CommandFailure) in try IO.readSource(paths[i]) }
      }
    }
    let read = paths.map { path in Result { () throws(CommandFailure) in try IO.readSource(path) } }
    // One outcome per file read, in the same order.
    let outcomes = Compilation.diagnose(read.compactMap { try? $0.get() }, resolve: options, flags: flags)
    var next = 0
    return read.map { r in
      r.map { file in
        defer { next += 1 }
        return (file, outcomes[next])
      }
    }
  }

  /// `--fix`: the file with its fix-its applied, written atomically, and its diagnostics now; nil
  /// (the file untouched, a message printed) when an error offers no fix-it or the fixes would
  /// not leave a file free of errors.
  static func fixing(
    _ file: SourceFile, _ diags: [Diagnostic], path: String, options: ResolveOptions, flags: ContainerFlags
  ) throws(CommandFailure) -> (SourceFile, Compilation.Outcome)? {
    guard diags.contains(where: { !$0.fixIts.isEmpty }) else { return (file, Compilation.diagnose(file, resolve: options, flags: flags)) }
    guard IO.inputDescriptor(path) == nil else {
      throw CommandFailure(.fixNeedsFile(path: path))
    }
    switch FixIts.apply(diags, to: file.bytes) {
    case .failure(.unfixableErrors(let n)):
      IO.writeStderr("layoutc: \(path) not fixed: \(DiagnosticSummary.count(n, "error")) offer\(n == 1 ? "s" : "") no fix-it\n")
      return nil
    case .success(let result):
      let fixed = SourceFile(name: file.name, bytes: result.bytes)
      let after = Compilation.diagnose(fixed, resolve: options, flags: flags)
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
