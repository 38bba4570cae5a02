import LayoutDriver
import LayoutSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// layoutc: dispatch to a command and map its outcome to an exit code.
let version = "0.1.0"
let usage = """
  USAGE: layoutc <command> [options]

  COMMANDS:
    build FILE...  check .layout files and emit their frames (JSON), pictures (SVG) or Swift
    check FILE...  report diagnostics only
    fmt FILE...    print or rewrite files in the canonical format
    import FILE... turn existing Swift layout code into .layout files
    diff A B       compare two files' frames element by element (exit 1 when they differ)
    watch FILE     rebuild a file on every save: into --out-dir DIR, or a live preview (--serve)
    lsp            run the language server on standard input and output (editors start it)

  Run `layoutc <command> --help` for a command's options. `layoutc --version` prints the version.

  """

func run(_ args: [String]) -> ExitCode {
  guard let command = args.first else {
    IO.writeStderr(usage)
    return .usage
  }
  do throws(CommandFailure) {
    switch command {
    case "build": return try BuildCommand.run(Array(args.dropFirst()))
    case "check": return try CheckCommand.run(Array(args.dropFirst()))
    case "fmt": return try FormatCommand.run(Array(args.dropFirst()))
    case "import": return try ImportCommand.run(Array(args.dropFirst()))
    case "diff": return try DiffCommand.run(Array(args.dropFirst()))
    case "watch": return try WatchCommand.run(Array(args.dropFirst()))
    case "lsp": return try LSPCommand.run(Array(args.dropFirst()))
    case "--version", "version":
      IO.writeStdout("layoutc \(version)\n")
      return .ok
    case "--help", "-h", "help":
      IO.writeStdout(usage)
      return .ok
    default:
      let commands = ["build", "check", "fmt", "import", "diff", "watch", "lsp"]
      throw CommandFailure(.unknownCommand(command, suggestion: Suggest.closest(to: command, in: commands), commands: commands))
    }
  } catch {
    IO.writeStderr("layoutc: error: \(error.message)\n")
    return error.code
  }
}

IO.prepareStandardStreams()
exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
