import LayoutDriver
import LayoutServer

/// `layoutc lsp`: the language server on standard input and output.
struct LSPCommand {
  static let help = """
    USAGE: layoutc lsp [--stdio]

    Runs the Language Server Protocol server on standard input and output (JSON-RPC with
    Content-Length framing, UTF-16 positions). Editors start it; it is not meant to be typed.
    Diagnostics are those of `layoutc check` at 390x844 @3x. Exits 0 after `shutdown` and
    `exit`, 1 when the input ends or `exit` comes without `shutdown`.

    OPTIONS:
      --stdio                  accepted and ignored (standard input and output is the only transport)
      -h, --help               show this help

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(args, accepting: [.help, .stdio])
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    guard parsed.files.isEmpty else { throw CommandFailure(.lspTakesNoFile) }
    return Server.serveStdio(version: version) == 0 ? .ok : .inputErrors
  }
}
