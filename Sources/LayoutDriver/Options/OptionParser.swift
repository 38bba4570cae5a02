import LayoutEmit
import LayoutSemantics
import LayoutSource

/// The options of one command line (or of a fixture's directive), parsed and typed.
public struct ParsedOptions: Sendable {
  /// The words that are not options, in order (`-` is one: standard input).
  public var files: [String] = []
  /// Everything a build of one file depends on (`Option.build`), defaults where not given.
  public var build = BuildOptions()
  /// `watch --emit KIND,…`, in the canonical order; nil when not given.
  public var emitKinds: [EmitKind]?
  /// `diff --emit text|svg|html|json`.
  public var diffFormat = DiffFormat.text
  /// `-o PATH`.
  public var output: String?
  /// `--out-dir DIR`.
  public var outDir: String?
  /// `--measured FILE.json`: read by the executable, which hands its bytes to `MeasuredFile`.
  public var measuredPath: String?
  /// `watch --port N`; nil: any free port.
  public var port: UInt16?
  public var diagnostics = DiagnosticsFormat.text
  /// The options given, switches included, each once, in the order given (a handful: a list,
  /// which needs no hashing, and no hash table's type made at start-up).
  public var given: [Option] = []

  public init() {}

  /// Whether `option` was given.
  public func has(_ option: Option) -> Bool { given.contains(option) }

  mutating func note(_ option: Option) {
    if !given.contains(option) { given.append(option) }
  }
}

/// One parser for every command's options and for the golden fixtures' directives: `--flag
/// value`, `--flag=value`, short spellings (`-o value`), `--` before positionals, and `-` as a
/// positional. Pure: words in, typed options or a `UsageError` out.
public enum OptionParser {
  /// Parses `args` against the options a command `accepting` takes. An option that takes a value
  /// may be given once, in either spelling: which one was meant is anyone's guess.
  public static func parse(_ args: [String], accepting: [Option]) throws(UsageError) -> ParsedOptions {
    // A command takes a handful of options: a search of the list costs less than the
    // dictionaries it replaced, whose types the runtime had to make at every start.
    func accepted(_ spelling: String) -> Option? {
      accepting.first { $0.spelling == spelling || $0.short == spelling }
    }
    var parsed = ParsedOptions()
    var firstGiven: [(option: Option, spelling: String)] = []
    var onlyFiles = false
    var targetText: String?
    var itemsText: String?
    var i = 0
    while i < args.count {
      let word = args[i]
      i += 1
      if onlyFiles || word == "-" || !word.hasPrefix("-") {
        parsed.files.append(word)
        continue
      }
      if word == "--" {
        onlyFiles = true
        continue
      }
      var name = word
      var inline: String?
      if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
        name = String(word[..<eq])
        inline = String(word[word.index(after: eq)...])
      }
      guard let option = accepted(name) else {
        let long = Set(accepting.map(\.spelling)).filter { $0.hasPrefix("--") }.sorted()
        throw .unknownOption(name, suggestion: Suggest.closest(to: name, in: long))
      }
      guard option.takesValue else {
        if inline != nil { throw .unexpectedValue(option: name) }
        parsed.note(option)
        if option == .groups { parsed.build.resolve.includeGroups = true }
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else if i < args.count {
        value = args[i]
        i += 1
      } else {
        throw .missingValue(option: name)
      }
      if let first = firstGiven.first(where: { $0.option == option })?.spelling {
        throw .givenTwice(option: option.spelling, first: first, then: "\(name) \(value)")
      }
      firstGiven.append((option, "\(name) \(value)"))
      parsed.note(option)
      if option == .items { itemsText = value }
      try apply(option, value, to: &parsed)
      if option == .deploymentTarget { targetText = value }
    }
    // A deployment target is a version of the platform, which may be given after it.
    if let text = targetText {
      guard let target = parsed.build.swift.platform.version(text) else { throw .badValue(.deploymentTarget, found: text) }
      parsed.build.swift.deploymentTarget = target
    } else {
      parsed.build.swift.deploymentTarget = parsed.build.swift.platform.defaultTarget
    }
    // `--items` may ask for up to `Limits.maxWindowItems` with `--rect` only, in either order.
    if !parsed.has(.rect), let itemsText { _ = try OptionValues.items(itemsText) }
    return parsed
  }

  /// Stores one option's value, in its type.
  static func apply(_ option: Option, _ value: String, to parsed: inout ParsedOptions) throws(UsageError) {
    switch option {
    case .emit: parsed.build.emit = try OptionValues.emit(value)
    case .emitList: parsed.emitKinds = try OptionValues.emitKinds(value)
    case .diffEmit:
      guard let format = DiffFormat(rawValue: value) else { throw .badValue(.diffEmit, found: value) }
      parsed.diffFormat = format
    // The container's values also go into `container`: they override the file's previews.
    case .preview: parsed.build.container.preview = value
    case .size:
      (parsed.build.resolve.width, parsed.build.resolve.height) = try OptionValues.size(value)
      (parsed.build.container.width, parsed.build.container.height) = (parsed.build.resolve.width, parsed.build.resolve.height)
    case .scale:
      parsed.build.resolve.scale = try OptionValues.scale(value)
      parsed.build.container.scale = parsed.build.resolve.scale
    case .items:
      parsed.build.resolve.items = try OptionValues.items(value, limit: Limits.maxWindowItems)
      parsed.build.container.items = parsed.build.resolve.items
    case .uikit: parsed.build.resolve.mode = try OptionValues.mode(value)
    case .visible: parsed.build.resolve.visible = try OptionValues.visible(value)
    case .rect: parsed.build.resolve.window = try OptionValues.rect(value)
    case .direction:
      parsed.build.resolve.layoutDirection = try OptionValues.direction(value)
      parsed.build.container.direction = parsed.build.resolve.layoutDirection
    case .safeArea:
      parsed.build.resolve.safeArea = try OptionValues.edges(value, for: .safeArea)
      parsed.build.container.safeArea = parsed.build.resolve.safeArea
    case .margins:
      parsed.build.resolve.margins = try OptionValues.edges(value, for: .margins)
      parsed.build.container.margins = parsed.build.resolve.margins
    case .access:
      guard let access = SwiftAccess(rawValue: value) else { throw .badValue(.access, found: value) }
      parsed.build.swift.access = access
    case .platform:
      guard let platform = SwiftPlatform(rawValue: value) else { throw .badValue(.platform, found: value) }
      parsed.build.swift.platform = platform
    case .deploymentTarget:
      // Checked against the platform once every option is read (`parse`).
      guard SwiftPlatform.allCases.contains(where: { $0.version(value) != nil }) else { throw .badValue(.deploymentTarget, found: value) }
    case .output:
      guard !value.isEmpty else { throw .emptyOutputPath }
      parsed.output = value
    case .outDir: parsed.outDir = value
    case .port:
      guard let n = UInt16(value) else { throw .badValue(.port, found: value) }
      parsed.port = n
    case .measured:
      guard !value.isEmpty else { throw .badValue(.measured, found: value) }
      parsed.measuredPath = value
    case .diagnostics: parsed.diagnostics = try OptionValues.diagnostics(value)
    case .groups, .serve, .strict, .fix, .write, .check, .stdio, .help: break
    }
  }
}
