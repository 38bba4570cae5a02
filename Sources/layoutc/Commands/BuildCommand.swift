import LayoutDriver
import LayoutSemantics
import LayoutSource

/// `layoutc build FILE [options]`: check, resolve and emit one layout.
struct BuildCommand {
  static let help = """
    USAGE: layoutc build FILE [options]

    Checks FILE (`-` reads standard input), resolves every frame for one container and writes
    the result to standard output or to -o PATH.

    OPTIONS:
      --emit frames|svg|swift  what to write: frames (JSON, the default), an SVG picture, or
                               Swift source that builds the layout with UIKit
      --size WIDTHxHEIGHT      the collection view's bounds in points (default: 390x844)
      --scale 1|2|3            the display scale: compositional sizes are floored to its
                               pixel grid, flow origins rounded to it (default: 3)
      --items N | N1,N2,...    N items in every declared section, or section i gets Ni items,
                               reusing the last declared section past the declared ones
                               (default: 10 per declared section)
      --uikit MODE             which UIKit behaviour to reproduce: ios17 (default) or ios14 for
                               compositional layouts, ios26 (default) or ios10 for flow layouts
      --visible START..END     the visible range along the scroll axis, in content coordinates
                               (e.g. the bounds minus the safe area): pinned headers and
                               footers are placed as UIKit shows them there (default: at rest)
      --direction ltr|rtl      the collection view's layout direction: rtl mirrors every
                               frame as UIKit does in a right-to-left language (default: ltr)
      --groups                 also list every group's frame (`groups`: depth and frame)
      -o, --output PATH        write here instead of standard output (`-`): a file is
                               replaced atomically, keeping its mode; a FIFO or device is
                               written as it is; never FILE itself
      --diagnostics text|json  how to print diagnostics on standard error (default: text)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try Arguments(
      args, valued: ["--emit", "--size", "--scale", "--items", "--uikit", "--visible", "--direction", "--output", "--diagnostics"],
      switches: ["-h", "--help", "--groups"], aliases: ["-o": "--output"])
    if !parsed.flags.isDisjoint(with: ["-h", "--help"]) {
      IO.writeStdout(help)
      return .ok
    }
    guard parsed.positionals.count == 1 else {
      throw CommandFailure(code: .usage, message: parsed.positionals.isEmpty ? "build needs a FILE (see `layoutc build --help`)" : "build takes one FILE; found \(parsed.positionals.count)")
    }
    var options = BuildOptions()
    if let e = parsed.options["--emit"] {
      guard let kind = EmitKind(rawValue: e) else {
        throw CommandFailure(code: .usage, message: "--emit takes frames, svg or swift; found `\(e)`")
      }
      options.emit = kind
    }
    try CommonOptions.apply(parsed, to: &options.resolve)
    if let i = parsed.options["--items"] { options.resolve.items = try Arguments.items(i) }
    options.resolve.includeGroups = parsed.flags.contains("--groups")
    if let v = parsed.options["--visible"] { options.resolve.visible = try Arguments.visible(v) }
    let format = try DiagnosticsFormat.parse(parsed.options["--diagnostics"])
    let input = parsed.positionals[0]
    let outputPath = parsed.options["--output"]
    if let path = outputPath {
      guard !path.isEmpty else { throw CommandFailure(code: .usage, message: "-o needs a PATH, or `-` for standard output") }
      if IO.isSameFile(output: path, input: input) {
        throw CommandFailure(code: .usage, message: "`\(path)` is the input FILE itself; -o would overwrite it with its output")
      }
    }

    let file = try IO.readSource(input)
    let outcome = Compilation.build(file, options: options)
    var printer = DiagnosticsPrinter(format: format)
    printer.add(outcome.diagnostics, in: file)
    if !outcome.diagnostics.isEmpty { printer.flush() }
    if let usage = outcome.usageError { throw CommandFailure(code: .usage, message: usage) }
    guard let output = outcome.output else {
      if outcome.diagnostics.hasErrors { return .inputErrors }
      throw CommandFailure(code: .internalFailure, message: "internal error: no output and no error diagnostic for `\(file.name)`")
    }
    if let path = outputPath {
      try IO.write(output, to: path)
    } else {
      IO.writeStdout(output)
    }
    return .ok
  }
}

/// Options `build` and `check` share, with the same defaults.
enum CommonOptions {
  static func apply(_ parsed: Arguments, to r: inout ResolveOptions) throws(CommandFailure) {
    if let s = parsed.options["--size"] { (r.width, r.height) = try Arguments.size(s) }
    if let s = parsed.options["--scale"] { r.scale = try Arguments.scale(s) }
    if let m = parsed.options["--uikit"] { r.mode = try Arguments.mode(m) }
    if let d = parsed.options["--direction"] { r.layoutDirection = try Arguments.direction(d) }
  }
}
