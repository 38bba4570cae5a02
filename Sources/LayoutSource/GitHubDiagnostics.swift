/// GitHub Actions workflow commands (`--diagnostics github`): one line per diagnostic, errors
/// first, then warnings (`::warning`), then notes (`::notice`), each in the order given, so the
/// run's annotations lead with what failed it.
///
///     ::error file=a.layout,line=1,col=9,endLine=1,endColumn=11,title=check.bareNumberTooLarge::message
///
/// Notes and fix-its follow the message on lines of their own. Data is escaped as the runner
/// reads it (`%`, CR and LF), properties also `:` and `,`; text from the input goes through
/// `DiagnosticRenderer.visible` first, so it cannot start a command of its own.
extension DiagnosticRenderer {
  public static func github(_ items: [(Diagnostic, SourceFile)]) -> String {
    var out = ""
    for severity in [Severity.error, .warning, .note] {
      for (d, file) in items where d.severity == severity {
        let command = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let start = file.location(of: d.range.start), end = file.location(of: max(d.range.start, d.range.end))
        let properties = [
          ("file", visible(file.name)), ("line", "\(start.line)"), ("col", "\(start.column)"),
          ("endLine", "\(end.line)"), ("endColumn", "\(end.column)"), ("title", d.id.description),
        ].map { "\($0)=\(escape($1, property: true))" }.joined(separator: ",")
        var lines = [visible(d.message.text)]
        for note in d.notes {
          let at = note.range.map { r in file.location(of: r.start) }.map { " (\($0.line):\($0.column))" } ?? ""
          lines.append("note: \(visible(note.message))\(at)")
        }
        for fix in d.fixIts { lines.append("fix-it: \(visible(fix.phrase(replacing: file.text(in: fix.range))))") }
        out += "::\(command) \(properties)::\(escape(lines.joined(separator: "\n")))\n"
      }
    }
    return out
  }

  /// A workflow command's message with `%`, CR and LF written as `%25`, `%0D`, `%0A`; a
  /// property's value (`property`) also with `:` and `,` as `%3A` and `%2C`.
  static func escape(_ s: String, property: Bool = false) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
