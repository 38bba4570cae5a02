import LayoutDriver
import LayoutEmit
import LayoutSemantics
import LayoutSource

/// `layoutc diff A B [options]`: lay both files out as `build` does and report every element
/// whose frame differs.
struct DiffCommand {
  static let help = """
    USAGE: layoutc diff A B [options]

    Lays A and B out as `build` does (`-` reads standard input) and lists every element whose
    frame differs: moved, resized, appeared or disappeared, then the content size and a summary
    line. Items are matched by section and index, headers, footers and badges by kind, what
    they are anchored to, its index and section, backgrounds by kind and section. Frames are
    compared exactly: they are on the pixel grid. Each preview of A is compared with B's of the
    same name (one container each: whatever their names); the options apply to both files.
    Nothing is printed when the layouts are the same; diagnostics are printed only when A or B
    has errors.

    EXIT CODES:
      0  the same frames        1  they differ        2  bad usage
      3  a file could not be read or written          4  A or B has errors

    OPTIONS:
      --emit text|svg|html|json
                               text (default): a line per element; svg: B's picture with
                               each change drawn over it and a legend; html: a page of B's
                               layout, each element marked by its change, with a legend and
                               the list of changes; json: for tools
      --preview NAME           compare the preview NAME only (both files must declare it)
      --size WIDTHxHEIGHT      the collection view's bounds, as for `build`
      --scale 1|2|3            the display scale, as for `build`
      --items N | N1,N2,...    the item counts, as for `build`
      --uikit MODE             ios17 or ios14 (compositional), ios26 or ios10 (flow)
      --visible START..END     the visible range along the scroll axis, as for `build`
      --direction ltr|rtl      the layout direction, as for `build`
      --safe-area T,L,B,R      the safe area, as for `build`
      --margins T,L,B,R        the layout margins, as for `build`
      --measured FILE.json     measured sizes for both files, as for `build`
      -o, --output PATH        write here instead of standard output, atomically as `build`
                               does; never A or B
      --diagnostics FORMAT     how to print diagnostics: text (default), json, github or sarif
      -h, --help               show this help

    """

  static let accepted: [Option] = [
    .diffEmit, .preview, .size, .scale, .items, .uikit, .visible, .direction, .safeArea, .margins, .measured, .output,
    .diagnostics, .help,
  ]

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: accepted)
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    let files = parsed.files
    guard files.count == 2 else { throw CommandFailure(.twoFilesNeeded(command: "diff", found: files.count)) }
    if let fd = IO.inputDescriptor(files[0]), IO.inputDescriptor(files[1]) == fd { throw CommandFailure(.oneStreamTwice(path: files[1])) }
    if let path = parsed.output, let input = files.first(where: { IO.isSameFile(output: path, input: $0) }) {
      throw CommandFailure(.outputIsInput(path: input, writer: "-o"))
    }
    var printer = DiagnosticsPrinter(format: parsed.diagnostics)
    var options = parsed.build
    if try MeasuredInput.read(parsed.measuredPath, into: &options.container, printer: &printer) != nil { return .diffInputErrors }
    let a = try IO.readSource(files[0]), b = try IO.readSource(files[1])
    let outcome = Compilation.diff(a, b, options: options)
    if let usage = outcome.usageError { throw CommandFailure(usage) }
    guard let report = outcome.report else {
      printer.add(outcome.before.diagnostics, in: a)
      printer.add(outcome.after.diagnostics, in: b)
      guard printer.hasErrors else {
        throw CommandFailure(code: .internalFailure, message: "internal error: no layout and no error diagnostic for `\(a.name)` or `\(b.name)`")
      }
      printer.flush()
      return .diffInputErrors
    }
    let text: String
    switch parsed.diffFormat {
    case .text: text = DiffTextEmitter.emit(report)
    case .json: text = DiffJSONEmitter.emit(report)
    case .svg: text = SVGDiffEmitter.emit(report)
    case .html: text = HTMLDiffEmitter.emit(report)
    }
    if let path = parsed.output {
      try IO.write(text, to: path)
    } else {
      IO.writeStdout(text)
    }
    return report.isSame ? .ok : .different
  }
}
