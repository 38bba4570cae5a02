import LayoutDriver

/// A command's arguments, parsed by the driver's one option parser (the golden fixtures'
/// directives use it too); a usage error ends the command with exit 2.
func parseOptions(_ args: [String], accepting options: [Option]) throws(CommandFailure) -> ParsedOptions {
  do {
    return try OptionParser.parse(args, accepting: options)
  } catch {
    throw CommandFailure(error)
  }
}
