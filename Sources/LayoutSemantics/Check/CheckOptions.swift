import LayoutSource

/// The two kinds of layout a file can describe.
public enum LayoutKind: String, Sendable {
  /// `UICollectionViewCompositionalLayout`: `section`s.
  case compositional
  /// `UICollectionViewFlowLayout`: `flow` sections.
  case flow

  /// The newest UIKit behaviour, used when no `--uikit` is given.
  public var defaultMode: UIKitMode { self == .compositional ? .ios17 : .ios26 }
}

/// Which UIKit behaviour to reproduce ("UIKit versions" in Grammar/semantics.md).
public enum UIKitMode: String, Sendable, CaseIterable {
  /// Compositional, iOS 17 and later: fractional sizes are pixel-floored (the default).
  case ios17
  /// Compositional, iOS 14: exact fractional sizes; `repeat:` (iOS 16 API) is unavailable.
  case ios14
  /// Flow, iOS 26.1: a last line exactly as full as the one before it is justified (the default).
  case ios26
  /// Flow, the legacy last-line rule: only the all-single-lines rule completes the last line.
  case ios10

  /// The kind of layout this mode describes.
  public var kind: LayoutKind { self == .ios17 || self == .ios14 ? .compositional : .flow }
}

/// What the checker needs besides the tree.
public struct CheckOptions: Sendable {
  /// The requested mode; nil means the newest for the file's kind.
  public var mode: UIKitMode?
  /// The layout's name when the file has no `layout Name` header (from the file name).
  public var defaultName: String
  public init(mode: UIKitMode? = nil, defaultName: String = "Layout") {
    self.mode = mode
    self.defaultName = defaultName
  }

  /// `photo-grid.layout` → `PhotoGrid`; standard input → `Stdin` (the Swift type is then
  /// `StdinLayout`: a bare `Layout` would shadow SwiftUI's).
  public static func layoutName(fromPath path: String) -> String {
    if path == SourceFile.standardInputName { return "Stdin" }
    let base = path.split(separator: "/").last.map(String.init) ?? path
    let stem = base.hasSuffix(".layout") ? String(base.dropLast(7)) : base
    // ASCII (nearly every file name) by bytes, with no Unicode tables read at start-up.
    if stem.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      var startsWord = true
      for b in stem.utf8 {
        let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        guard letter || (b >= 0x30 && b <= 0x39) else {
          startsWord = true
          continue
        }
        bytes.append(startsWord && b >= 0x61 ? b - 0x20 : b)
        startsWord = false
      }
      return bytes.isEmpty ? "Layout" : String(decoding: bytes, as: UTF8.self)
    }
    var out = ""
    for part in stem.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      out += part.prefix(1).uppercased() + part.dropFirst()
    }
    return out.isEmpty ? "Layout" : out
  }
}

/// Hard limits that keep any input from exhausting time or memory. Documented in the README.
public enum Limits {
  /// Leaves one section's top-level group may hold after `repeat:`, `count:` and fills.
  public static let maxTemplateLeaves = 100_000
  /// Group nesting after `let`s are expanded (the parser's own limit is `Parser.maxNestingDepth`).
  public static let maxExpandedDepth = 64
  /// Nodes a file may expand to through `let`s.
  public static let maxExpandedNodes = 100_000
  /// Items one build lays out, over all its sections (`--items` times the declared sections).
  public static let maxItems = 10_000_000
  /// Items a `--rect` build may ask for, over all its sections: only the elements in the window
  /// are placed, in closed form where a section allows it (`Window`).
  public static let maxWindowItems = 1_000_000_000
  /// Group frames one build tiles for `--groups` (the SVG tiles only those of the items it draws).
  public static let maxGroupFrames = 10_000_000
  /// The largest number a size, inset, spacing or offset may be: 2⁵³, beyond which a CGFloat no
  /// longer holds every whole number (and sums of such sizes could overflow to infinity).
  public static let maxNumber: Double = 9_007_199_254_740_992
}
