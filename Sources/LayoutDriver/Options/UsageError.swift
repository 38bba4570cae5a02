import LayoutSemantics

/// A mistake in how layoutc was asked to run, not in the input: every kind has its case, and
/// `description` says it to the user. The executable exits 2 for each of them.
///
/// Indirect: one pointer, so copying the `UsageError?` every outcome carries is a retain, with no
/// type made at run time for it (which cost a build a twentieth of its start-up).
public indirect enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `layoutc frobnicate`: the nearest command, if one is close, and the commands there are.
  case unknownCommand(String, suggestion: String?, commands: [String])
  /// An option the command does not take, with the nearest one it does take.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value came last (spelled as given: `-o`, `--size`).
  case missingValue(option: String)
  /// A switch written with `=value` (`--groups=yes`).
  case unexpectedValue(option: String)
  /// An option given twice, in either of its spellings: how it was given first, then again.
  case givenTwice(option: String, first: String, then: String)
  /// A value that does not have the option's form (`Option.expectedForm`).
  case badValue(Option, found: String)
  /// `--items` asks for more than a build lays out, whatever the file.
  case tooManyItemsRequested
  /// `--items` over the whole file: `each` items for every one of `sections` declared sections,
  /// or a list, adding up to `total`.
  case tooManyItems(total: Int, each: Int?, sections: Int)
  /// `--items` with `--rect` over the whole file: more than a windowed build takes.
  case tooManyWindowItems(total: Int)
  /// `--uikit` names a mode of the other kind of layout than the file's.
  case modeDoesNotFit(UIKitMode, file: String, kind: LayoutKind)
  /// No FILE given; `several` when the command takes more than one.
  case missingFile(command: String, several: Bool)
  /// More FILEs than a command that takes one.
  case tooManyFiles(command: String, found: Int)
  /// `diff` with other than two FILEs.
  case twoFilesNeeded(command: String, found: Int)
  /// `diff - -`: one stream named as both FILEs (as given).
  case oneStreamTwice(path: String)
  /// `build a b` writes one output to standard output or `-o` (`option`): several FILEs need
  /// `--out-dir`.
  case severalFilesOneOutput(count: Int, option: String?)
  /// A FILE given to `lsp`, which takes its documents over the protocol.
  case lspTakesNoFile
  /// A required option is missing (`watch` without `--out-dir DIR`).
  case missingOption(command: String, option: String)
  /// Two options that exclude each other.
  case conflictingOptions(command: String, String, String)
  /// `-o ''`.
  case emptyOutputPath
  /// An output that is an input file itself: `writer` (`-o`, `--out-dir`) would overwrite it.
  case outputIsInput(path: String, writer: String)
  /// `watch` would overwrite the file it watches with one of its outputs.
  case watchOutputIsInput(path: String)
  /// Two inputs whose outputs in `--out-dir` would have the same name.
  case sameOutput(path: String, first: String, second: String)
  /// Standard input (or `/dev/fd/N`) has no file name to name an output in `--out-dir` after.
  case unnamedInput(path: String, option: String)
  /// `check --fix` on a stream, which has no file to rewrite.
  case fixNeedsFile(path: String)
  /// `watch` on standard input (`what` nil) or on something that is not a regular file.
  case notWatchable(path: String, what: String?)
  /// `--out-dir` names a file.
  case outDirIsFile(path: String)
  /// `--preview NAME` names no preview of the file: the nearest name, and the file's previews
  /// (none when it declares none).
  case noSuchPreview(String, file: String, suggestion: String?, previews: [String])
  /// `--safe-area` (with `--margins`) leaves the container (`390×844 @3x`) no width or no height.
  case insetsTooLarge(String)

  public var description: String {
    switch self {
    case .unknownCommand(let command, let suggestion, let commands):
      let hint = suggestion.map { "did you mean `\($0)`? " } ?? ""
      return "unknown command `\(command)`; \(hint)the commands are \(Self.list(commands.map { "`\($0)`" }))"
    case .unknownOption(let name, let suggestion):
      return "unknown option `\(name)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
    case .missingValue(let option):
      return "\(option) needs a value"
    case .unexpectedValue(let option):
      return "\(option) takes no value; give it alone"
    case .givenTwice(let option, let first, let then):
      return "\(option) is given twice (`\(first)`, then `\(then)`); give it once"
    case .badValue(let option, let found):
      return "\(option.spelling) takes \(option.expectedForm); found `\(found)`"
    case .tooManyItemsRequested:
      return "--items asks for more than \(Limits.maxItems) items (\(Limits.maxWindowItems) with --rect) or \(OptionValues.maxSections) sections"
    case .tooManyItems(let total, let each, let sections):
      let count = { (n: Int) in PlacementDiagnostics.count(Double(n)) }
      let perSection = each.map { " (\(count($0)) for each of the \(sections) sections)" } ?? ""
      return "--items asks for \(count(total)) items in all\(perSection); a build lays out at most \(count(Limits.maxItems))"
    case .tooManyWindowItems(let total):
      let count = { (n: Int) in PlacementDiagnostics.count(Double(n)) }
      return "--items asks for \(count(total)) items in all; a build with --rect lays out at most \(count(Limits.maxWindowItems))"
    case .modeDoesNotFit(let mode, let file, let kind):
      let modes = UIKitMode.allCases.filter { $0.kind == kind }.map(\.rawValue).joined(separator: " or ")
      return "--uikit \(mode.rawValue) is a \(mode.kind.rawValue) mode, but `\(file)` is a \(kind.rawValue) layout; use \(modes)"
    case .missingFile(let command, let several):
      return "\(command) needs \(several ? "at least one FILE" : "a FILE") (see `layoutc \(command) --help`)"
    case .tooManyFiles(let command, let found):
      return "\(command) takes one FILE; found \(found)"
    case .oneStreamTwice(let path):
      return "`\(path)` is both A and B, but a stream can be read once; give it as one of them and a file as the other"
    case .twoFilesNeeded(let command, let found):
      return "\(command) compares two FILEs, A and B; found \(found) (see `layoutc \(command) --help`)"
    case .severalFilesOneOutput(let count, let option):
      let one = option.map { "\($0) names one output" } ?? "build writes one FILE to standard output"
      return "\(one); give --out-dir DIR to build \(count) FILEs into it"
    case .lspTakesNoFile:
      return "lsp takes no FILE; editors send documents over the protocol"
    case .missingOption(let command, let option):
      return "\(command) needs \(option) (see `layoutc \(command) --help`)"
    case .conflictingOptions(let command, let a, let b):
      return "\(command) takes \(a) or \(b), not both"
    case .noSuchPreview(let name, let file, let suggestion, let previews):
      guard !previews.isEmpty else { return "`\(file)` declares no preview, so there is none named `\(name)` for --preview" }
      let hint = suggestion.map { "; did you mean `\($0)`?" } ?? ""
      return "`\(file)` has no preview named `\(name)`\(hint) (its previews: \(previews.map { "`\($0)`" }.joined(separator: ", ")))"
    case .insetsTooLarge(let size):
      return "--safe-area and --margins leave no room in the \(size) container: their left and right edges must add up to less than its width, their top and bottom edges to less than its height"
    case .emptyOutputPath:
      return "-o needs a PATH, or `-` for standard output"
    case .outputIsInput(let path, let writer):
      return "`\(path)` is the input FILE itself; \(writer) would overwrite it with its output"
    case .watchOutputIsInput(let path):
      return "`\(path)` is FILE itself; watch would overwrite it with its own output"
    case .sameOutput(let path, let first, let second):
      return "`\(first)` and `\(second)` would both be written to `\(path)`; build them into different folders"
    case .unnamedInput(let path, let option):
      return "`\(path)` is a stream with no file name to name its output after; \(option) needs FILEs with names"
    case .fixNeedsFile(let path):
      return "--fix rewrites files in place; `\(path)` is a stream"
    case .notWatchable(let path, let what):
      guard let what else { return "watch needs a file to watch, not standard input" }
      return "watch needs a regular file to watch; `\(path)` is \(what)"
    case .outDirIsFile(let path):
      return "--out-dir `\(path)` is a file, not a folder"
    }
  }

  /// `a`, `a and b`, `a, b and c` (or `a, b or c`).
  static func list(_ words: [String], conjunction: String = "and") -> String {
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
