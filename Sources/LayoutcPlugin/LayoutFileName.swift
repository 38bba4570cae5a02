/// What the plugins know about a `.layout` file before layoutc runs: the Swift type that
/// `layoutc build --emit swift` makes of it, where its `layout Name` header is, and the name of the
/// generated file. A plugin cannot link layoutc's libraries, so this reads only the header, with
/// the lexer's rules for comments and names; `PluginNamingTests` holds it to the compiler's own
/// names for every sample and for names chosen to be awkward.
///
/// Used by both plugins and by the tests; it imports nothing.
struct LayoutFileName: Equatable {
  /// `PhotoGridLayout`: the type the generated Swift declares.
  var typeName: String
  /// The 1-based line of the `layout Name` header that names it, or 1 when the file name does.
  var line: Int

  /// The name of the layout in `text`, read from the file at `relativePath` (`/`-separated).
  init(text: String, relativePath: String) {
    let fileName = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
    if let header = LayoutFileName.headerName(Array(text.utf8)) {
      typeName = LayoutFileName.typeName(header.name)
      line = header.line
    } else {
      typeName = LayoutFileName.typeName(LayoutFileName.defaultName(fileName: fileName))
      line = 1
    }
  }

  /// The generated file for the `.layout` file at `relativePath` (to the target's directory):
  /// the path with its separators as `_`, then `.swift` (`Layouts/grid.layout` →
  /// `Layouts_grid.layout.swift`). Its object file (`….layout.swift.o`) can never be the one of a
  /// hand-written `grid.swift`.
  static func outputName(relativePath: String) -> String {
    relativePath.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "_") + ".swift"
  }

  // MARK: - Names, as the checker and the Swift emitter make them

  /// `photo-grid.layout` → `PhotoGrid`: the name of a file without a `layout Name` header.
  static func defaultName(fileName: String) -> String {
    let stem = fileName.hasSuffix(".layout") ? String(fileName.dropLast(7)) : fileName
    var out = ""
    for part in stem.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      out += part.prefix(1).uppercased() + part.dropFirst()
    }
    return out.isEmpty ? "Layout" : out
  }

  /// `PhotoGrid` → `PhotoGridLayout`, `my-grid` → `MyGridLayout`, `3Col` → `Layout3Col`; a name
  /// that would be a type the generated code uses (or SwiftUI's `Layout`) gets `Factory`.
  static func typeName(_ layoutName: String) -> String {
    let parts = layoutName.split(separator: "-", omittingEmptySubsequences: true)
    var base = parts.first.map { String($0) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() } ?? "_"
    base = base.prefix(1).uppercased() + base.dropFirst()
    var name = base.first?.isNumber == true ? "Layout" + base : (base.hasSuffix("Layout") ? base : base + "Layout")
    if reservedTypeNames.contains(name) { name += "Factory" }
    return name
  }

  /// The names ending in `Layout` that the generated code must not declare: the UIKit types it
  /// uses, and SwiftUI's `Layout`.
  static let reservedTypeNames: Set<String> = [
    "Layout", "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout", "UICollectionViewLayout",
  ]

  // MARK: - The header

  /// The keywords (a name cannot be one).
  static let keywords: Set<String> = [
    "let", "layout", "section", "flow", "inset", "spacing", "edges", "scroll", "header", "footer",
    "background", "badge", "pinned", "flexible", "fixed",
  ]

  /// The name of the first top-level `layout` header that has one, and its line.
  static func headerName(_ bytes: [UInt8]) -> (name: String, line: Int)? {
    var scanner = HeaderScanner(bytes: bytes)
    var depth = 0
    var afterLayout = false
    while let token = scanner.next() {
      defer { afterLayout = depth == 0 && token.word == "layout" }
      if afterLayout, let word = token.word {
        // `layout` then a name: the header's name (the checker reads only the first header).
        return keywords.contains(word) ? nil : (word, token.line)
      }
      if afterLayout { return nil }
      switch token.byte {
      case UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ">"), UInt8(ascii: ")"): depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }
}

/// The tokens of a `.layout` file as far as its header goes: words (with the lexer's `-` joins),
/// and single bytes for the rest; whitespace, `//` and nested `/* */` comments are skipped.
struct HeaderScanner {
  struct Token {
    /// A word, or nil for any other token.
    var word: String?
    /// The first byte of a token that is not a word.
    var byte: UInt8
    var line: Int
  }

  let bytes: [UInt8]
  var offset = 0
  var line = 1

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func next() -> Token? {
    while offset < bytes.count {
      let b = bytes[offset]
      if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && !followed(by: UInt8(ascii: "\n"))) {
        line += 1
        offset += 1
      } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
        offset += 1
      } else if b == UInt8(ascii: "/"), followed(by: UInt8(ascii: "/")) {
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
      } else if b == UInt8(ascii: "/"), followed(by: UInt8(ascii: "*")) {
        blockComment()
      } else if HeaderScanner.isWordStart(b) {
        return Token(word: word(), byte: b, line: line)
      } else if HeaderScanner.isDigit(b) {
        // A number, its unit glued on (`44pt`).
        while offset < bytes.count, HeaderScanner.isWordByte(bytes[offset]) || bytes[offset] == UInt8(ascii: ".") { offset += 1 }
        return Token(word: nil, byte: b, line: line)
      } else {
        offset += 1
        return Token(word: nil, byte: b, line: line)
      }
    }
    return nil
  }

  private func followed(by b: UInt8) -> Bool {
    offset + 1 < bytes.count && bytes[offset + 1] == b
  }

  /// word = (letter | '_') (letter | digit | '_')* ('-' (letter | '_') (letter | digit | '_')*)*
  private mutating func word() -> String {
    let start = offset
    while true {
      while offset < bytes.count, HeaderScanner.isWordByte(bytes[offset]) { offset += 1 }
      if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "-"), HeaderScanner.isWordStart(bytes[offset + 1]) {
        offset += 1
        continue
      }
      return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
  }

  /// `/* … */`, nesting as Swift's do, counting the lines it spans.
  private mutating func blockComment() {
    offset += 2
    var depth = 1
    while offset < bytes.count, depth > 0 {
      if bytes[offset] == UInt8(ascii: "/"), followed(by: UInt8(ascii: "*")) {
        depth += 1
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "*"), followed(by: UInt8(ascii: "/")) {
        depth -= 1
        offset += 2
      } else {
        if bytes[offset] == UInt8(ascii: "\n") || (bytes[offset] == UInt8(ascii: "\r") && !followed(by: UInt8(ascii: "\n"))) { line += 1 }
        offset += 1
      }
    }
  }

  /// A letter, `_`, or any byte of a letter outside ASCII (layoutc reports those names; the
  /// build fails there anyway).
  static func isWordStart(_ b: UInt8) -> Bool {
    (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
  }
  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
  static func isWordByte(_ b: UInt8) -> Bool { isWordStart(b) || isDigit(b) }
}
