/// How bad a diagnostic is. Errors stop a build; warnings do not.
public enum Severity: String, Sendable, Comparable {
  case error
  case warning
  case note

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A stable identifier such as `syntax.unclosedBody` or `check.bareNumberTooLarge`. Tests and tools
/// match on it; the wording of the message may change.
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible {
  public let domain: String
  public let name: String
  public init(_ domain: String, _ name: String) {
    self.domain = domain
    self.name = name
  }
  /// The ID of the catalogue entry declared as `function`: its name up to the `(` of its
  /// parameters, so `callAsValue(_:)` gives `callAsValue`, and an entry's name and
  /// its ID cannot disagree.
  public init(_ domain: String, function: String) {
    // Scanned as UTF-8: catalogue names are ASCII, and this runs for every message made.
    self.init(domain, function.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(function[..<$0]) } ?? function)
  }
  public var description: String { "\(domain).\(name)" }
}

/// One catalogue entry: its ID, severity and rendered message. Catalogues are `static` functions
/// returning these, so call sites never spell message text.
public struct DiagnosticMessage: Sendable, Hashable {
  public let id: DiagnosticID
  public let severity: Severity
  public let text: String
  public init(_ id: DiagnosticID, _ severity: Severity, _ text: String) {
    self.id = id
    self.severity = severity
    self.text = text
  }
}

/// A secondary message, optionally pointing at another place in the file.
public struct DiagnosticNote: Sendable, Hashable {
  public var message: String
  public var range: SourceRange?
  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
  }
}

/// A suggested edit: replace `range` with `text`.
public struct FixIt: Sendable, Hashable {
  public var range: SourceRange
  public var text: String
  public init(replacing range: SourceRange, with text: String) {
    self.range = range
    self.text = text
  }

  /// What the edit does, in the one phrasing every tool shows it in (the renderer's `= fix-it:`
  /// lines, the language server's quick fixes): "insert `x`", "remove `x`" or "replace `x` with
  /// `y`". `old` is the text the edit replaces.
  public func phrase(replacing old: String) -> String {
    if range.isEmpty { return "insert `\(text)`" }
    if text.isEmpty { return "remove `\(old)`" }
    return "replace `\(old)` with `\(text)`"
  }
}

/// A diagnostic as data: detection and rendering are separate (`DiagnosticRenderer`).
public struct Diagnostic: Sendable, Hashable {
  public var message: DiagnosticMessage
  public var range: SourceRange
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]
  /// How many diagnostics this one stands for: set only on the summary that ends a capped list
  /// (`limit.tooManyDiagnostics`), 0 on every other diagnostic.
  public internal(set) var omittedCount = 0

  public init(
    _ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  public var id: DiagnosticID { message.id }
  public var severity: Severity { message.severity }
  /// True for the summary of the diagnostics a capped list left out.
  public var isLimitSummary: Bool { omittedCount > 0 }
}

extension Array where Element == Diagnostic {
  /// True when any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by position (then severity), keeping at most one diagnostic per start offset and ID,
  /// and the first `DiagnosticLimit.perFile` of them: the rest, and the summaries of lists capped
  /// before, become one summary at the end.
  public func normalized() -> [Diagnostic] {
    // Nothing to sort or merge (a clean file's every phase): no hash set made.
    guard count > 1 else { return self }
    let sorted = filter { !$0.isLimitSummary }.sortedByPosition()
    var seen = DiagnosticKeySet()
    var out = DiagnosticCollector()
    for d in sorted where seen.insert(DiagnosticKey(start: d.range.start, id: d.id)) { out.append(d) }
    out.append(contentsOf: filter(\.isLimitSummary))
    return out.diagnostics
  }

  /// Sorted by position, then severity (errors first), then the order they are in.
  func sortedByPosition() -> [Diagnostic] {
    // The indices are sorted, not the diagnostics: a swap moves two integers, not two diagnostics
    // (with their strings and arrays), and no array of pairs is made.
    indices.sorted { a, b in
      if self[a].range.start != self[b].range.start { return self[a].range.start < self[b].range.start }
      if self[a].severity != self[b].severity { return self[a].severity < self[b].severity }
      return a < b
    }.map { self[$0] }
  }
}

/// What `normalized()` and a deduplicating `DiagnosticCollector` keep one diagnostic per.
struct DiagnosticKey: Equatable {
  var start: Int
  var id: DiagnosticID
}
