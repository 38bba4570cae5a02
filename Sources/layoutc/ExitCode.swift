/// The exit codes layoutc documents (README, "Exit codes").
enum ExitCode: Int32 {
  /// Success; warnings allowed.
  case ok = 0
  /// The input has errors (diagnostics were printed).
  case inputErrors = 1
  /// Bad command-line usage.
  case usage = 2
  /// An input file could not be read or an output file could not be written.
  case io = 3
  /// An internal failure: a bug in layoutc (EX_SOFTWARE).
  case internalFailure = 70
}

/// A failure that ends a command with an exit code and a message on stderr.
struct CommandFailure: Error {
  var code: ExitCode
  var message: String
}
