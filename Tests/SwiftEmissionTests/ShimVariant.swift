import Foundation
import LayoutEmit

/// The UIKit shim as an app with a given deployment target sees it. Linux does not check iOS
/// availability, so `@available(iOS, …)` in `Tests/UIKit` is only an annotation there; this turns
/// the one annotated source into the API of one deployment target: a declaration introduced after
/// the target is left out, one deprecated at or before it is marked `@available(*, deprecated)`
/// (which Linux does check, and `-warnings-as-errors` turns into an error).
enum ShimVariant {
  /// `Tests/UIKit`.
  static let sourceDirectory = Paths.packageRoot.appendingPathComponent("Tests/UIKit", isDirectory: true)

  /// Each shim file's text for `target`, by file name.
  static func sources(for target: IOSVersion) throws -> [(name: String, text: String)] {
    try Paths.files(in: sourceDirectory, suffix: ".swift").map { name in
      let text = try String(contentsOf: sourceDirectory.appendingPathComponent(name), encoding: .utf8)
      return (name, try variant(of: text, for: target))
    }
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// One `@available(iOS, introduced: X[, deprecated: Y][, message: …])` attribute.
  struct Availability {
    var introduced: IOSVersion
    var deprecated: IOSVersion?
    var message: String?

    init?(_ line: Substring) throws {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("@available(iOS,") else { return nil }
      func version(after key: String) throws -> IOSVersion? {
        guard let r = text.range(of: key + ": ") else { return nil }
        let rest = text[r.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard let v = IOSVersion(String(rest)) else { throw Malformed(description: "bad version in `\(text)`") }
        return v
      }
      guard let introduced = try version(after: "introduced") else { throw Malformed(description: "no `introduced:` in `\(text)`") }
      self.introduced = introduced
      deprecated = try version(after: "deprecated")
      if let r = text.range(of: "message: \"") {
        message = String(text[r.upperBound...].prefix { $0 != "\"" })
      }
    }
  }

  /// `text` with its annotated declarations kept, dropped or marked deprecated for `target`.
  static func variant(of text: String, for target: IOSVersion) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [Substring] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      guard let availability = try Availability(line) else {
        out.append(line)
        i += 1
        continue
      }
      let indent = line.prefix { $0 == " " }
      if availability.introduced > target {
        i = try end(ofDeclarationAfter: i, in: lines)
        continue
      }
      if let d = availability.deprecated, d <= target {
        let message = availability.message.map { ", message: \"\($0)\"" } ?? ""
        out.append(Substring(indent + "@available(*, deprecated\(message))"))
      }
      i += 1
    }
    return out.joined(separator: "\n")
  }

  /// The index of the first line after the declaration the attribute at `attribute` annotates:
  /// its first line that is not an attribute, through the brace that closes what it opens.
  static func end(ofDeclarationAfter attribute: Int, in lines: [Substring]) throws -> Int {
    var i = attribute + 1
    while i < lines.count, lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("@") { i += 1 }
    var depth = 0
    var opened = false
    while i < lines.count {
      for c in lines[i] {
        if c == "{" { depth += 1; opened = true }
        if c == "}" { depth -= 1 }
      }
      i += 1
      if !opened || depth == 0 { return i }
    }
    throw Malformed(description: "the declaration after line \(attribute + 1) does not end")
  }
}
