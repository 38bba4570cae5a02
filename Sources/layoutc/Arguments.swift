import Foundation
import LayoutSemantics

/// A tiny hand-written argument parser: `--flag value`, `--flag=value`, `-o value`, positionals.
struct Arguments {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// `valued` options take a value; `switches` do not. Anything else starting with `-` is an error
  /// (a lone `-` is a positional: standard input).
  init(_ args: [String], valued: Set<String>, switches: Set<String>) throws(CommandFailure) {
    var i = 0
    var onlyPositionals = false
    while i < args.count {
      let a = args[i]
      i += 1
      if onlyPositionals || a == "-" || !a.hasPrefix("-") {
        positionals.append(a)
        continue
      }
      if a == "--" {
        onlyPositionals = true
        continue
      }
      var name = a
      var inline: String?
      if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
        name = String(a[..<eq])
        inline = String(a[a.index(after: eq)...])
      }
      if switches.contains(name), inline == nil {
        flags.insert(name)
      } else if valued.contains(name) {
        if let v = inline {
          options[name] = v
        } else if i < args.count {
          options[name] = args[i]
          i += 1
        } else {
          throw CommandFailure(code: .usage, message: "\(name) needs a value")
        }
      } else {
        throw CommandFailure(code: .usage, message: "unknown option `\(name)`")
      }
    }
  }

  /// `390x844` → (390, 844).
  static func size(_ text: String) throws(CommandFailure) -> (Double, Double) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000
    else {
      throw CommandFailure(code: .usage, message: "--size takes WIDTHxHEIGHT in points, each above 0 and at most 100000, e.g. 390x844; found `\(text)`")
    }
    return (w, h)
  }

  static func scale(_ text: String) throws(CommandFailure) -> Double {
    guard let s = Int(text), (1...3).contains(s) else {
      throw CommandFailure(code: .usage, message: "--scale takes 1, 2 or 3; found `\(text)`")
    }
    return Double(s)
  }

  /// The most items one section may have, and in total.
  static let maxItems = 10_000_000

  /// `N` or `N1,N2,…`.
  static func items(_ text: String) throws(CommandFailure) -> ItemCounts {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var counts: [Int] = []
    for p in parts {
      guard let n = Int(p), n >= 0, n <= maxItems else {
        throw CommandFailure(code: .usage, message: "--items takes whole numbers from 0 to \(maxItems), separated by commas; found `\(text)`")
      }
      counts.append(n)
    }
    guard counts.count <= 10_000, counts.reduce(0, +) <= maxItems else {
      throw CommandFailure(code: .usage, message: "--items asks for more than \(maxItems) items or 10000 sections")
    }
    return parts.count == 1 ? .each(counts[0]) : .list(counts)
  }

  /// `START..END` in points along the scroll axis, START < END.
  static func visible(_ text: String) throws(CommandFailure) -> ClosedRange<Double> {
    let parts = text.components(separatedBy: "..")
    guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, a < b else {
      throw CommandFailure(code: .usage, message: "--visible takes START..END in points along the scroll axis, START below END, e.g. 0..844; found `\(text)`")
    }
    return a...b
  }

  static func mode(_ text: String) throws(CommandFailure) -> UIKitMode {
    guard let m = UIKitMode(rawValue: text) else {
      throw CommandFailure(code: .usage, message: "--uikit takes ios17 or ios14 for compositional layouts, ios26 or ios10 for flow layouts; found `\(text)`")
    }
    return m
  }
}
