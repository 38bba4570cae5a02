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
}

/// A diagnostic as data: detection and rendering are separate (`DiagnosticRenderer`).
public struct Diagnostic: Sendable, Hashable {
  public var message: DiagnosticMessage
  public var range: SourceRange
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]

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
}

extension Array where Element == Diagnostic {
  /// True when any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Sorted by position (then severity), keeping at most one diagnostic per start offset and ID.
  public func normalized() -> [Diagnostic] {
    let sorted = enumerated().sorted { a, b in
      if a.element.range.start != b.element.range.start {
        return a.element.range.start < b.element.range.start
      }
      if a.element.severity != b.element.severity { return a.element.severity < b.element.severity }
      return a.offset < b.offset
    }.map(\.element)
    var seen = Set<String>()
    var out: [Diagnostic] = []
    for d in sorted where seen.insert("\(d.range.start)|\(d.id)").inserted { out.append(d) }
    return out
  }
}
