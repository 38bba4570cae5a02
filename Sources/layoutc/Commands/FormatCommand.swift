import LayoutDriver
import LayoutFormat
import LayoutSource
import LayoutSyntax

/// `layoutc fmt FILE… [--check] [-w]`: the canonical format.
struct FormatCommand {
  static let help = """
    USAGE: layoutc fmt FILE... [--check] [-w]

    Prints each FILE in the canonical format (`-` reads standard input). A file with syntax
    errors is never rewritten: its diagnostics are printed and the exit code is 1.

    OPTIONS:
      -w, --write              rewrite the files in place instead of printing them: each is
                               replaced atomically (through symbolic links), keeping its mode
      --check                  print nothing; list the files that are not formatted and exit 1
                               if there are any
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: [.help, .write, .check])
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    guard !parsed.files.isEmpty else { throw CommandFailure(.missingFile(command: "fmt", several: true)) }
    let write = parsed.has(.write)
    let check = parsed.has(.check)
    if write && check { throw CommandFailure(.conflictingOptions(command: "fmt", "-w", "--check")) }
    var printer = DiagnosticsPrinter(format: .text)
    var unformatted = false
    var failure: CommandFailure?
    for path in parsed.files {
      do {
        let file = try IO.readSource(path)
        guard let formatted = Formatter.format(file) else {
          printer.add(Parser.parse(file).1, in: file)
          continue
        }
        let changed = Array(formatted.utf8) != file.bytes
        if check {
          if changed {
            IO.writeStdout("\(path)\n")
            unformatted = true
          }
        } else if write {
          // A stream has no file to rewrite: its formatted text is printed.
          if IO.inputDescriptor(path) != nil {
            IO.writeStdout(formatted)
          } else if changed {
            try IO.write(formatted, to: path)
          }
        } else {
          IO.writeStdout(formatted)
        }
      } catch {
        IO.writeStderr("layoutc: error: \(error.message)\n")
        failure = error
      }
    }
    printer.flush()
    if printer.hasErrors || unformatted { return .inputErrors }
    if let failure { return failure.code }
    return .ok
  }
}
