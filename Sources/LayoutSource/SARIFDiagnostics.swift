/// A SARIF 2.1.0 log (`--diagnostics sarif`), as code scanning reads it: one run of the tool, its
/// rules (every diagnostic ID that occurs, in order of first use), and one result per diagnostic
/// with its level, message (notes and fix-its on lines after it), location, the notes that point
/// somewhere as related locations, and its fix-its as fixes. Columns count Unicode code points
/// (`columnKind`); an end column is the one after the range.
extension DiagnosticRenderer {
  public static let sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"

  public static func sarif(_ items: [(Diagnostic, SourceFile)], tool: String, version: String) -> String {
    var rules: [String] = []
    var ruleIndex: [String: Int] = [:]
    var results: [SARIF] = []
    for (d, file) in items {
      let id = d.id.description
      if ruleIndex[id] == nil {
        ruleIndex[id] = rules.count
        rules.append(id)
      }
      let uri = SARIF.string(artifactURI(file.name))
      var lines = [d.message.text]
      lines += d.notes.map { "note: \($0.message)" }
      lines += d.fixIts.map { "fix-it: \($0.phrase(replacing: file.text(in: $0.range)))" }
      var result: [(String, SARIF)] = [
        ("ruleId", .string(id)), ("ruleIndex", .int(ruleIndex[id] ?? 0)), ("level", .string(d.severity.rawValue)),
        ("message", .object([("text", .string(lines.joined(separator: "\n")))])),
        ("locations", .array([location(d.range, file, uri)])),
      ]
      let related = d.notes.compactMap { n in n.range.map { (n.message, $0) } }
      if !related.isEmpty {
        result.append(("relatedLocations", .array(related.enumerated().map { i, note in
          location(note.1, file, uri, id: i, message: note.0)
        })))
      }
      if !d.fixIts.isEmpty {
        result.append(("fixes", .array(d.fixIts.map { fix in
          .object([
            ("description", .object([("text", .string(fix.phrase(replacing: file.text(in: fix.range))))])),
            ("artifactChanges", .array([.object([
              ("artifactLocation", .object([("uri", uri)])),
              ("replacements", .array([.object([
                ("deletedRegion", region(fix.range, file)),
                ("insertedContent", .object([("text", .string(fix.text))])),
              ])])),
            ])])),
          ])
        })))
      }
      results.append(.object(result))
    }
    let driver: SARIF = .object([
      ("name", .string(tool)), ("version", .string(version)), ("semanticVersion", .string(version)),
      ("rules", .array(rules.map { .object([("id", .string($0))]) })),
    ])
    let log: SARIF = .object([
      ("$schema", .string(sarifSchema)), ("version", .string("2.1.0")),
      ("runs", .array([.object([
        ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")), ("results", .array(results)),
      ])])),
    ])
    var out = ""
    log.write(to: &out, indent: "")
    return out + "\n"
  }

  /// A location in `file`; a related one (a note's) has an `id` and a message.
  private static func location(_ range: SourceRange, _ file: SourceFile, _ uri: SARIF, id: Int? = nil, message: String? = nil) -> SARIF {
    var fields: [(String, SARIF)] = id.map { [("id", .int($0))] } ?? []
    fields.append(("physicalLocation", .object([("artifactLocation", .object([("uri", uri)])), ("region", region(range, file))])))
    if let message { fields.append(("message", .object([("text", .string(message))]))) }
    return .object(fields)
  }

  /// Lines from 1, columns in code points from 1; the end is just past the range.
  private static func region(_ range: SourceRange, _ file: SourceFile) -> SARIF {
    let start = codePointPosition(range.start, file), end = codePointPosition(max(range.start, range.end), file)
    return .object([
      ("startLine", .int(start.line)), ("startColumn", .int(start.column)),
      ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
    ])
  }

  /// The line and the code-point column of a byte offset.
  static func codePointPosition(_ offset: Int, _ file: SourceFile) -> (line: Int, column: Int) {
    let line = file.location(of: offset).line
    let start = file.lineStarts[line - 1]
    let end = min(max(start, offset), file.bytes.count)
    return (line, 1 + file.bytes[start..<end].count { $0 & 0xC0 != 0x80 })
  }

  /// A file's name as a URI reference: relative names stay relative (to the folder layoutc ran
  /// in), absolute ones become `file://` URIs; bytes outside the unreserved set and `/` are
  /// percent-encoded.
  static func artifactURI(_ name: String) -> String {
    var out = name.hasPrefix("/") ? "file://" : ""
    for b in name.utf8 {
      switch b {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(b))
      default:
        let hex = Array("0123456789ABCDEF")
        out += "%\(hex[Int(b >> 4)])\(hex[Int(b & 0xF)])"
      }
    }
    return out
  }
}

/// The JSON a SARIF log is made of, written with two-space indentation and keys in order.
private indirect enum SARIF {
  case string(String)
  case int(Int)
  case array([SARIF])
  case object([(String, SARIF)])

  func write(to out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .string(let s): out += JSONText.quoted(s)
    case .int(let n): out += String(n)
    case .array(let items):
      guard !items.isEmpty else { out += "[]"; return }
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += inner
        item.write(to: &out, indent: inner)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let fields):
      guard !fields.isEmpty else { out += "{}"; return }
      out += "{\n"
      for (i, (key, value)) in fields.enumerated() {
        out += inner + JSONText.quoted(key) + ": "
        value.write(to: &out, indent: inner)
        out += i == fields.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}
