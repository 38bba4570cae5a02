import LayoutDriver

/// The exit codes layoutc documents (README, "Exit codes").
enum ExitCode: Int32 {
  /// Success; warnings allowed.
  case ok = 0
  /// The input has errors (diagnostics were printed).
  case inputErrors = 1
  /// Bad command-line usage, including an output that is the input file itself.
  case usage = 2
  /// An input could not be read or an output could not be written, standard output and error
  /// included; a reader that closed the pipe (`| head`) ends the run quietly with this code.
  case io = 3
  /// `diff` only: A or B has errors (the diagnostics of both were printed).
  case diffInputErrors = 4
  /// An internal failure: a bug in layoutc (EX_SOFTWARE).
  case internalFailure = 70
}

extension ExitCode {
  /// `diff` only: the two layouts differ (1, as diff(1) exits, for CI).
  static let different = ExitCode.inputErrors
}

/// A failure that ends a command with an exit code and a message on stderr.
struct CommandFailure: Error {
  var code: ExitCode
  var message: String
}

extension CommandFailure {
  /// A usage error ends the command with exit 2 and its message.
  init(_ usage: UsageError) {
    self.init(code: .usage, message: usage.description)
  }
}

extension ExitCode {
  /// The worse of two outcomes (the higher code): a run over several files exits with its worst.
  func worse(_ other: ExitCode) -> ExitCode { other.rawValue > rawValue ? other : self }
}
