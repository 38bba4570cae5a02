import Foundation

/// A target's `layoutc.json`: the options the plugins pass to `layoutc build --emit swift`.
///
/// ```json
/// {"access": "public", "deploymentTarget": "15.0"}
/// ```
///
/// Every key (`access`, `platform`, `deploymentTarget`) is optional; only the keys present become options. Anything else — a key the
/// schema does not have, a value of the wrong type, text that is not a JSON object — is a
/// `Problem` at a line of the file, which the plugins report against it so that the build fails
/// there. Used by both plugins and by the tests; it imports only Foundation.
struct PluginConfiguration: Equatable {
  /// The file's name in a target's directory.
  static let fileName = "layoutc.json"

  /// `--access`: the access level of the generated type.
  var access: String?
  /// `--platform`: `ios` (UIKit) or `macos` (AppKit).
  var platform: String?
  /// `--deployment-target`: the oldest iOS (or macOS) version the generated code may rely on.
  var deploymentTarget: String?

  /// The keys the file takes, in the order messages list them.
  static let keys = ["access", "platform", "deploymentTarget"]
  /// The platforms `--platform` takes.
  static let platforms = ["ios", "macos"]

  /// The access levels `--access` takes.
  static let accessLevels = ["internal", "public", "package"]

  /// A mistake in the file, at a 1-based line.
  struct Problem: Error, Equatable {
    var message: String
    var line: Int
  }

  /// The options for layoutc, in a fixed order.
  var arguments: [String] {
    (access.map { ["--access", $0] } ?? []) + (platform.map { ["--platform", $0] } ?? [])
      + (deploymentTarget.map { ["--deployment-target", $0] } ?? [])
  }

  init(access: String? = nil, platform: String? = nil, deploymentTarget: String? = nil) {
    self.access = access
    self.platform = platform
    self.deploymentTarget = deploymentTarget
  }

  /// Reads the file's bytes.
  init(data: Data) throws(Problem) {
    let text = String(decoding: data, as: UTF8.self)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw Problem(
        message: "\(PluginConfiguration.fileName) is not valid JSON: \(PluginConfiguration.reason(error))",
        line: PluginConfiguration.errorLine(error, in: data))
    }
    guard let dictionary = object as? [String: Any] else {
      throw Problem(message: "\(PluginConfiguration.fileName) must be a JSON object, such as {\"access\": \"public\", \"deploymentTarget\": \"15.0\"}", line: 1)
    }
    for key in dictionary.keys.sorted() where !PluginConfiguration.keys.contains(key) {
      throw Problem(
        message: "unknown key \"\(key)\" in \(PluginConfiguration.fileName); it takes \"access\", \"platform\" and \"deploymentTarget\"",
        line: PluginConfiguration.line(ofKey: key, in: text))
    }
    if let value = dictionary["access"] {
      guard let level = value as? String, PluginConfiguration.accessLevels.contains(level) else {
        throw Problem(
          message: "\"access\" takes \"internal\", \"public\" or \"package\" (the access level of the generated type); found \(PluginConfiguration.describe(value))",
          line: PluginConfiguration.line(ofKey: "access", in: text))
      }
      access = level
    }
    if let value = dictionary["platform"] {
      guard let name = value as? String, PluginConfiguration.platforms.contains(name) else {
        throw Problem(
          message: "\"platform\" takes \"ios\" (UIKit) or \"macos\" (AppKit); found \(PluginConfiguration.describe(value))",
          line: PluginConfiguration.line(ofKey: "platform", in: text))
      }
      platform = name
    }
    if let value = dictionary["deploymentTarget"] {
      guard let version = value as? String, PluginConfiguration.isVersion(version) else {
        throw Problem(
          message: "\"deploymentTarget\" takes an iOS (or, with \"platform\": \"macos\", macOS) version as a string, such as \"15.0\"; found \(PluginConfiguration.describe(value))",
          line: PluginConfiguration.line(ofKey: "deploymentTarget", in: text))
      }
      deploymentTarget = version
    }
  }

  /// `15`, `15.0`, `16.4.1`.
  static func isVersion(_ s: String) -> Bool {
    let parts = s.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.count <= 4 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
  }

  /// A found value as the message shows it.
  static func describe(_ value: Any) -> String {
    if let s = value as? String { return "\"\(s)\"" }
    if value is NSNull { return "null" }
    if let n = value as? NSNumber { return "\(n)" }
    return value is [Any] ? "an array" : "an object"
  }

  /// The line where `"key"` is written (1 when it cannot be found, as with an escaped spelling).
  static func line(ofKey key: String, in text: String) -> Int {
    guard let range = text.range(of: "\"\(key)\"") else { return 1 }
    return lineNumber(at: range.lowerBound, in: text)
  }

  static func lineNumber(at index: String.Index, in text: String) -> Int {
    1 + text[..<index].utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// Foundation's words for a parse error.
  static func reason(_ error: Error) -> String {
    let described = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    return described.hasSuffix(".") ? String(described.dropLast()) : described
  }

  /// The line of a parse error: Foundation names it (`around line 3, column 5`) or gives the
  /// offset of the character where it stopped (`around character 23`); 1 when it says neither.
  static func errorLine(_ error: Error, in data: Data) -> Int {
    let described = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    if let line = number(after: "line ", in: described) { return max(1, line) }
    guard let offset = number(after: "character ", in: described) else { return 1 }
    return 1 + data.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }

  /// The whole number written after `word` in `text`.
  static func number(after word: String, in text: String) -> Int? {
    guard let range = text.range(of: word) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
  }
}
