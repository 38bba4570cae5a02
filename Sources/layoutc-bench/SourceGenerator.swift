import TestSupport

// MARK: - ─────────────── Varied, realistic layout source from a seed ───────────────
//
// What a team's layouts look like, not one section repeated: files of many sections of different
// shapes (lists, grids, nested groups, photo grids, orthogonal strips, adaptive `when` cases,
// badges, headers and footers, backgrounds, edge spacing), `let`s and their uses, modifiers in
// their forms, line and block comments, one to three previews, and flow files of tags and chips.
// A few sections carry what a real tree carries too: an overflowing `repeat:`, a child never
// placed, an unused `let`, a negative inset (warnings, never errors, so every file is resolved).
// The same seed gives the same files on every run and every platform.

struct SourceGenerator {
  var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func pick<T>(_ choices: [T]) -> T { choices[rng.below(choices.count)] }
  /// True one time in `n`.
  mutating func oneIn(_ n: Int) -> Bool { rng.below(n) == 0 }

  /// File `index` of a set, about `bytes` long: one in five is a flow file.
  mutating func file(_ index: Int, bytes: Int) -> String {
    index % 5 == 3 ? flowFile(index, bytes: bytes) : compositionalFile(index, bytes: bytes)
  }

  // MARK: - Compositional files

  static let topics = ["Feed", "Photos", "Settings", "Library", "Store", "Profile", "Search", "Inbox", "Music", "Maps"]
  static let nouns = ["photos", "albums", "recents", "featured", "friends", "stories", "settings", "downloads", "trending", "history", "events", "places"]
  static let prose = [
    "Rows follow the system list's metrics so the screen matches the rest of the app.",
    "The grid doubles its columns on iPad; phones keep the compact layout.",
    "Designers asked for 16pt margins everywhere except the hero section.",
    "Keep in sync with the data source's section order.",
    "Badges show the unread count; they sit on the top-trailing corner.",
    "The carousel pages by group, as the store's featured shelf does.",
    "Headers are estimated: Dynamic Type changes their height.",
    "TODO: revisit the spacing once the new cells land.",
  ]

  mutating func comment() -> String { "// " + pick(SourceGenerator.prose) + "\n" }

  mutating func compositionalFile(_ index: Int, bytes: Int) -> String {
    let topic = SourceGenerator.topics[index % SourceGenerator.topics.count]
    var out = "// \(topic) screen \(index): the compositional layout of its collection view.\n" + comment() + comment()
    if oneIn(2) { out += "layout \(topic)\(index)(scroll: vertical, spacing: \(pick([0, 8, 12, 20])))\n" }
    out += "preview phone(width: 390, height: 844, scale: 3, items: \(pick([10, 12, 24])))\n"
    if oneIn(2) { out += "preview pad(width: 820, height: 1180, scale: 2, items: [\(pick([6, 8])), 20, 8])\n" }
    if oneIn(3) { out += "preview small(width: 320, height: 568, scale: 2)\n" }
    out += "\n"
    var chunk = 0
    while out.utf8.count < bytes {
      out += compositionalChunk(chunk)
      chunk += 1
    }
    return out
  }

  static let fractions = ["1/2", "1/3", "0.25", "2/3", "0.5", "1/4", "0.7", "0.3"]
  static let heights = ["44pt", "60pt", "0.2w", "1/3w", "0.4", "120pt", "88pt", "0.5w"]
  static let insets = ["2", "4", "5", "8", "10", "16", "20"]

  /// The `let`s a chunk may declare, and which section shapes use each (see `section`).
  static let letUses: [(name: String, shapes: Set<Int>)] = [("cell", [1, 3, 5]), ("tile", [7, 11]), ("row", [0]), ("column", [2, 4])]

  /// A few sections and the `let`s they use; names carry `n` so they stay unique in the file.
  mutating func compositionalChunk(_ n: Int) -> String {
    let noun = pick(SourceGenerator.nouns)
    let shapes = (0..<(3 + rng.below(4))).map { _ in rng.below(12) }
    var out = oneIn(3) ? "/* \(noun.capitalizedFirst) (part \(n)): \(pick(SourceGenerator.prose)) */\n" : ""
    let used = Set(SourceGenerator.letUses.filter { !$0.shapes.isDisjoint(with: shapes) }.map(\.name))
    if used.contains("cell") { out += "let cell\(n) = item inset \(pick(SourceGenerator.insets))\n" }
    if used.contains("tile") {
      out += "let tile\(n) = item(w: \(pick(SourceGenerator.fractions)), h: 1) inset(top: \(pick(SourceGenerator.insets)), leading: \(pick(SourceGenerator.insets)))\n"
    }
    if used.contains("row") { out += "let row\(n) = group.horizontal(w: 1, h: \(pick(["44pt", "52pt", "60pt"]))) < item >\n" }
    if used.contains("column") { out += "let column\(n) = group.vertical(w: 0.3, h: 1, count: 2) < item inset 10 >\n" }
    if oneIn(40) { out += "let leftover\(n) = item(w: 1/2) // an unused let: a warning\n" }
    out += "\n"
    for (s, shape) in shapes.enumerated() {
      if oneIn(4) { out += comment() }
      out += section("\(noun)\(n)x\(s)", shape: shape, n) + "\n"
    }
    return out
  }

  /// One section of shape `shape` (0..<12), using the chunk's `let`s.
  mutating func section(_ name: String, shape: Int, _ n: Int) -> String {
    let inset = pick([
      "inset \(pick(SourceGenerator.insets)) ", "inset(leading: 16, trailing: 16) ", "inset(vertical: 16, horizontal: 20) ", "",
    ])
    let spacing = oneIn(2) ? "spacing \(pick(["1", "5", "8", "10"])) " : ""
    let header = oneIn(3) ? pick(["header(h: ~44pt) ", "header(h: 44pt) footer(h: 20pt) ", "header(h: ~44pt, pinned: true) "]) : ""
    let head = "section \(name) \(inset)\(spacing)\(header)"
    switch shape {
    case 0:
      return head + "<\n  row\(n)\n>\n"
    case 1:
      return head + "< group.horizontal(w: 1, h: 0.2w, count: \(pick([2, 3, 4, 5]))) < cell\(n) > >\n"
    case 2:
      return head + """
        <
          group.horizontal(w: 1, h: \(pick(["0.4", "0.3", "240pt"]))) <
            item(w: 0.7, h: 1) inset 10
            column\(n)
          >
        >

        """
    case 3:
      return head + """
        <
          group.vertical(w: 1, h: 1) <
            group.horizontal(w: 1, h: 0.7w) <
              item(w: 2/3, h: 1) inset 2
              group.vertical(w: 1/3, h: 1, repeat: 2) < item(w: 1, h: 1/2) inset 2 > // the stack
            >
            group.horizontal(h: 1/3w, count: 3) < cell\(n) >
          >
        >

        """
    case 4:
      let scroll = pick(["continuous", "paging", "group-paging", "continuous-leading"])
      return "section \(name) scroll \(scroll) \(oneIn(2) ? "header(h: ~44pt) " : "")<\n  group.horizontal(w: 0.85, h: 0.4) <\n    item(w: 0.7, h: 1) inset 10\n    column\(n)\n  >\n>\n"
    case 5:
      let wide = pick([800, 700, 1000])
      return head + """
        <
          when(widthAbove: \(wide)pt) < group.horizontal(w: 1, h: 0.2w, count: \(pick([6, 8, 10]))) < cell\(n) > >
          else < group.horizontal(w: 1, h: 0.2w, count: \(pick([2, 3, 4]))) < cell\(n) > >
        >

        """
    case 6:
      return head + """
        <
          group.horizontal(w: 1, h: 0.2w) <
            item(w: 0.25, h: 1) inset 5 badge(w: 20pt, h: 20pt, anchor: \(pick(["top-trailing", "top-leading", "bottom-trailing"])), dx: 0.3, dy: -0.3)
          >
        >

        """
    case 7:
      return head + "background(inset: \(pick(["5", "8", "0"]))) < group.horizontal(w: 1, h: \(pick(SourceGenerator.heights))) < tile\(n) > >\n"
    case 8:
      return head + """
        <
          group.horizontal(w: 1, h: 48pt) spacing flexible 8 <
            item(w: \(pick(["80pt", "96pt", "64pt"])), h: 32pt) edges(top: flexible 0, bottom: flexible 0)
          >
        >

        """
    case 9:
      return head + "<\n  group.vertical(w: 1, h: ~104pt) <\n    item(h: ~44pt)\n    item(h: ~60pt)\n  >\n>\n"
    case 10:
      // Now and then what a real tree carries: an overflowing repeat, a child never placed, a negative inset.
      switch rng.below(30) {
      case 0: return head + "< group.horizontal(repeat: 3) < item(w: 1/2) > >\n"
      case 1: return head + "< group.horizontal < item(w: 1/2) item(w: 1/2) item > >\n"
      case 2: return head + "< group.horizontal < item inset -2 > >\n"
      default: return head + "< group.horizontal(w: 1, h: \(pick(SourceGenerator.heights)), repeat: 2) < item(w: 1/2) inset 2 > >\n"
      }
    default:
      return head + "<\n  group.horizontal(w: 1, h: \(pick(SourceGenerator.heights))) <\n    tile\(n)\n    item(w: 1/4) inset 2 edges(top: 4)\n  >\n>\n"
    }
  }

  // MARK: - Flow files

  mutating func flowFile(_ index: Int, bytes: Int) -> String {
    var out = "// Tags and chips \(index): a flow layout.\n" + comment()
    out += "layout Tags\(index)(scroll: vertical)\n"
    out += "preview phone(width: 390, height: 844, scale: 3, items: \(pick([12, 20, 30])))\n"
    if oneIn(2) { out += "preview narrow(width: 320, height: 568, scale: 2)\n" }
    out += "\n"
    var chunk = 0
    while out.utf8.count < bytes {
      out += flowChunk(chunk)
      chunk += 1
    }
    return out
  }

  mutating func flowChunk(_ n: Int) -> String {
    var out = "let short\(n) = item(w: \(pick([48, 56, 64]))pt, h: 32pt)\nlet medium\(n) = item(w: \(pick([88, 96]))pt, h: 32pt)\nlet long\(n) = item(w: \(pick([132, 160]))pt, h: 32pt)\n\n"
    for s in 0..<(2 + rng.below(3)) {
      if oneIn(3) { out += comment() }
      let spacing = "(line: \(pick([4, 8, 10])), interitem: \(pick([4, 8, 12])))"
      let inset = pick(["inset(vertical: 12, horizontal: 16) ", "inset 16 ", "inset(top: 8, leading: 16, bottom: 16, trailing: 16) ", ""])
      let boundaries = oneIn(2) ? "header(h: 44pt) footer(h: 24pt) " : ""
      var children = (0..<(1 + rng.below(6))).map { _ in pick(["short\(n)", "medium\(n)", "long\(n)"]) }
      if oneIn(6) { children.append("item(w: \(pick([120, 200]))pt, h: \(pick([60, 120]))pt)") }
      if oneIn(40) { children.append("item(w: 300pt, h: 32pt) // too long for the narrow preview") }
      out += "flow tags\(n)x\(s)\(spacing) \(inset)\(boundaries)<\n" + children.map { "  " + $0 + "\n" }.joined() + ">\n\n"
    }
    return out
  }
}

extension String {
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
