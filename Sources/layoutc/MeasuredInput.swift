import LayoutDriver
import LayoutSemantics

/// `--measured FILE.json` for `build` and `watch` (E2): read like an input, so an unreadable file
/// exits 3; a file that is not the documented JSON is reported as an error in the input.
enum MeasuredInput {
  /// The measured sizes put into `flags`, or the exit code after the diagnostic was printed.
  static func read(_ path: String?, into flags: inout ContainerFlags, printer: inout DiagnosticsPrinter) throws(CommandFailure) -> ExitCode? {
    guard let path else { return nil }
    let file = try IO.readSource(path)
    switch MeasuredFile.parse(file) {
    case .sections(let sections):
      flags.measured = sections
      return nil
    case .invalid(let d):
      printer.add([d], in: file)
      printer.flush()
      return .inputErrors
    }
  }
}
