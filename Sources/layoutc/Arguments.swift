import Foundation
import LayoutSemantics
import LayoutSource

/// A tiny hand-written argument parser: `--flag value`, `--flag=value`, `-o value`, positionals.
struct Arguments {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  /// `valued` options take a value; `switches` do not. Anything else starting with `-` is an error
  /// (a lone `-` is a positional: standard input). `aliases` maps another spelling to a valued
  /// option's name (`-o` → `--output`); the value is stored under the name. A valued option given
  /// twice, in either spelling, is an error: which one was meant is anyone's guess.
  init(
    _ args: [String], valued: Set<String>, switches: Set<String>, aliases: [String: String] = [:]
  ) throws(CommandFailure) {
    var i = 0
    var onlyPositionals = false
    var given: [String: String] = [:]
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
      } else if let option = aliases[name] ?? (valued.contains(name) ? name : nil) {
        let value: String
        if let v = inline {
          value = v
        } else if i < args.count {
          value = args[i]
          i += 1
        } else {
          throw CommandFailure(code: .usage, message: "\(name) needs a value")
        }
        if let first = given[option] {
          throw CommandFailure(code: .usage, message: "\(option) is given twice (`\(first)`, then `\(name) \(value)`); give it once")
        }
        given[option] = "\(name) \(value)"
        options[option] = value
      } else {
        let known = (valued.union(switches).union(aliases.keys)).sorted()
        let hint = Suggest.closest(to: name, in: known.filter { $0.hasPrefix("--") }).map { "; did you mean `\($0)`?" } ?? ""
        throw CommandFailure(code: .usage, message: "unknown option `\(name)`\(hint)")
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

  /// A whole number written as digits only: `Int` alone would take `+5`.
  static func wholeNumber<S: StringProtocol>(_ text: S) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  static func scale(_ text: String) throws(CommandFailure) -> Double {
    guard let s = wholeNumber(text), (1...3).contains(s) else {
      throw CommandFailure(code: .usage, message: "--scale takes 1, 2 or 3; found `\(text)`")
    }
    return Double(s)
  }

  /// The most items one section may have, and in total (the total over every declared section is
  /// checked once the file is read, `Compilation.itemLimit`).
  static let maxItems = Limits.maxItems

  /// `N` or `N1,N2,…`.
  static func items(_ text: String) throws(CommandFailure) -> ItemCounts {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var counts: [Int] = []
    for p in parts {
      guard let n = wholeNumber(p), n <= maxItems else {
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

  static func direction(_ text: String) throws(CommandFailure) -> LayoutDirection {
    guard let d = LayoutDirection(rawValue: text) else {
      throw CommandFailure(code: .usage, message: "--direction takes ltr or rtl; found `\(text)`")
    }
    return d
  }

  static func mode(_ text: String) throws(CommandFailure) -> UIKitMode {
    guard let m = UIKitMode(rawValue: text) else {
      throw CommandFailure(code: .usage, message: "--uikit takes ios17 or ios14 for compositional layouts, ios26 or ios10 for flow layouts; found `\(text)`")
    }
    return m
  }
}
