import Foundation
import LayoutEmit

/// The UIKit (or AppKit) shim as an app with a given deployment target sees it. Linux does not
/// check iOS or macOS availability, so `@available(iOS, …)` and `@available(macOS, …)` in
/// `Tests/UIKit` and `Tests/AppKit` are only annotations there; this turns the one annotated
/// source into the API of one deployment target: a declaration introduced after the target is
/// left out, one deprecated at or before it is marked `@available(*, deprecated)` (which Linux
/// does check, and `-warnings-as-errors` turns into an error). The other platform's annotations
/// are dropped.
enum ShimVariant {
  /// `Tests/UIKit`, or `Tests/AppKit` (whose shared files are links into `Tests/UIKit`).
  static func sourceDirectory(_ platform: SwiftPlatform) -> URL {
    Paths.packageRoot.appendingPathComponent(platform == .ios ? "Tests/UIKit" : "Tests/AppKit", isDirectory: true)
  }

  /// The compilation conditions the shim is built with (`Package.swift`).
  static func defines(_ platform: SwiftPlatform) -> [String] { platform == .ios ? [] : ["-D", "APPKIT"] }

  /// Each shim file's text for `target` of `platform`, by file name.
  static func sources(for target: IOSVersion, platform: SwiftPlatform = .ios) throws -> [(name: String, text: String)] {
    let directory = sourceDirectory(platform)
    return try Paths.files(in: directory, suffix: ".swift").map { name in
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      return (name, try variant(of: text, for: target, platform: platform))
    }
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// The attribute's platform name: `iOS`, `macOS`.
  static func attributeName(_ platform: SwiftPlatform) -> String { platform == .ios ? "iOS" : "macOS" }

  /// Whether `line` is an `@available` attribute for `platform`.
  static func isAvailability(_ line: Substring, of platform: SwiftPlatform) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("@available(\(attributeName(platform)),")
  }

  /// One `@available(iOS|macOS, introduced: X[, deprecated: Y][, message: …])` attribute.
  struct Availability {
    var introduced: IOSVersion
    var deprecated: IOSVersion?
    var message: String?

    init?(_ line: Substring, platform: SwiftPlatform = .ios) throws {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard ShimVariant.isAvailability(line, of: platform) else { return nil }
      func version(after key: String) throws -> IOSVersion? {
        guard let r = text.range(of: key + ": ") else { return nil }
        let rest = text[r.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard let v = platform.version(String(rest)) else { throw Malformed(description: "bad version in `\(text)`") }
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
  static func variant(of text: String, for target: IOSVersion, platform: SwiftPlatform = .ios) throws -> String {
    let other: SwiftPlatform = platform == .ios ? .macos : .ios
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !isAvailability($0, of: other) }
    var out: [Substring] = []
    var i = 0
    while i < lines.count {
      let line = lines[i]
      guard let availability = try Availability(line, platform: platform) else {
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
