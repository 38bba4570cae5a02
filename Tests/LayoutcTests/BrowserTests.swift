import Foundation
import Testing

/// `--emit html` in a real browser: headless Chromium loads each sample's page (`#measure`, see
/// `HTMLPage`), the page writes the rendered frame of every drawn element relative to
/// `[data-content]` into the DOM, and each must equal the frames JSON `layoutc build --visible
/// o..o+H --groups` gives within 0.5 pt, where o is the scroll offset and H the screen's length
/// along the scroll axis (pinned headers and footers placed by the page's script as the resolver
/// places them). Every element of the frames JSON that shows on screen must be drawn.
///
/// Without `chromium` on the PATH the tests are skipped, and say why; with `CI=true` a missing
/// `chromium` fails them (`.ci/run` installs it). One browser launch per page, one at a time.
@Suite(.serialized) struct BrowserTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inCI = ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")

  static let chromium: URL? = {
    let dirs = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    let names = ["chromium", "chromium-browser"]
    let paths = dirs.flatMap { d in names.map { d + "/" + $0 } }
    return paths.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
  }()

  static let skipReason: Comment = "Chromium (`chromium`) is not on the PATH, so the --emit html tests in a real browser are skipped; install it (`apt-get install chromium`) to run them. With CI=true a missing chromium fails them instead."
  static let enabled = chromium != nil || inCI

  /// What the page measured.
  struct Measurement {
    struct Element {
      var kind: String
      var section: String
      var index: Int
      var slot: Int
      var sup: String?
      var orthogonal: String?
      var frame: [Double]
      /// The frame the script computed from the page's data, in content coordinates.
      var data: [Double]?
    }
    var axis: String
    var length: Double
    var scroll: Double
    var orth: [String: Double]
    var elements: [Element]
  }

  enum Failure: Error { case noBrowser, noMeasurement(String), badJSON(String) }

  /// Builds `sample`'s page into `dir` and measures it in Chromium with the fragment `hash`: one
  /// measurement per scroll offset it lists.
  static func measure(_ sample: String, hash: String, in dir: URL, extra: [String] = []) throws -> [Measurement] {
    let page = dir.appendingPathComponent("\(URL(fileURLWithPath: layoutPath(sample)).deletingPathExtension().lastPathComponent).html")
    if !FileManager.default.fileExists(atPath: page.path) {
      let r = try CLI.run(["build", layoutPath(sample), "--emit", "html", "-o", page.path] + extra, in: Fixtures.packageRoot)
      #expect(r.status == 0, "\(sample): \(r.summary)")
    }
    let dom = try browser(["--dump-dom", page.absoluteString + "#" + hash], in: dir)
    guard let start = dom.range(of: "<pre id=\"measurement\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
      throw Failure.noMeasurement(String(dom.prefix(500)))
    }
    let text = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    guard let objects = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else { throw Failure.badJSON(String(text.prefix(500))) }
    return try objects.map { try measurement($0, sample) }
  }

  static func measurement(_ object: [String: Any], _ sample: String) throws -> Measurement {
    guard let axis = object["axis"] as? String, let length = object["length"] as? Double, let scroll = object["scroll"] as? Double,
      let orth = object["orth"] as? [String: Double], let list = object["elements"] as? [[Any]]
    else { throw Failure.badJSON("\(object)".prefix(500).description) }
    let elements = list.compactMap { e -> Measurement.Element? in
      guard e.count >= 10, let kind = e[0] as? String, let section = e[1] as? String, let index = e[2] as? Int, let slot = e[3] as? Int else { return nil }
      return Measurement.Element(
        kind: kind, section: section, index: index, slot: slot, sup: e[4] as? String, orthogonal: e[5] as? String,
        frame: e[6...9].compactMap { ($0 as? NSNumber)?.doubleValue },
        data: e.count > 10 ? (e[10] as? [NSNumber])?.map(\.doubleValue) : nil)
    }
    #expect(elements.count == list.count, "\(sample): a measured element has an unexpected shape")
    return Measurement(axis: axis, length: length, scroll: scroll, orth: orth, elements: elements)
  }

  /// A sample's path from the package root, or `sample` itself when it is a path.
  static func layoutPath(_ sample: String) -> String { sample.hasSuffix(".layout") ? sample : "Samples/\(sample).layout" }

  /// Runs headless Chromium at 1200×2000 on `args`; its standard output.
  static func browser(_ args: [String], in dir: URL) throws -> String {
    guard let chromium else { throw Failure.noBrowser }
    let profile = dir.appendingPathComponent("profile-\(UUID().uuidString)")
    let out = dir.appendingPathComponent("out-\(UUID().uuidString)")
    try Data().write(to: out)
    let handle = try FileHandle(forWritingTo: out)
    defer { try? handle.close() }
    let p = Process()
    p.executableURL = chromium
    p.arguments = [
      "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-sync",
      "--user-data-dir=\(profile.path)", "--window-size=1200,2000", "--virtual-time-budget=3000",
    ] + args
    p.standardOutput = handle
    p.standardError = FileHandle.nullDevice
    try p.run()
    let deadline = Date().addingTimeInterval(60)
    while p.isRunning, Date() < deadline { usleep(20_000) }
    if p.isRunning { p.terminate() }
    p.waitUntilExit()
    return try String(decoding: Data(contentsOf: out), as: UTF8.self)
  }

  /// The frames JSON of `sample` with `--visible o..o+length --groups`.
  static func frames(_ sample: String, visible: ClosedRange<Double>, extra: [String] = []) throws -> [String: Any] {
    let range = "\(visible.lowerBound)..\(visible.upperBound)"
    let r = try CLI.run(["build", layoutPath(sample), "--visible", range, "--groups"] + extra, in: Fixtures.packageRoot)
    #expect(r.status == 0, "\(sample): \(r.summary)")
    return try #require(JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
  }

  /// The frame the JSON gives the element the page drew as `e`.
  static func expected(_ e: Measurement.Element, in json: [String: Any]) -> [Double]? {
    let owner: [String: Any]?
    if e.section == "layout" {
      owner = json
    } else {
      let sections = json["sections"] as? [[String: Any]] ?? []
      owner = Int(e.section).flatMap { i in sections.first { ($0["index"] as? Int) == i } }
    }
    guard let owner else { return nil }
    let list: [[String: Any]]?
    let at: Int
    switch e.kind {
    case "item": (list, at) = (owner["items"] as? [[String: Any]], e.index)
    case "background": (list, at) = (owner["decorations"] as? [[String: Any]], e.slot)
    case "group": (list, at) = (owner["groups"] as? [[String: Any]], e.slot)
    default: (list, at) = (owner["supplementaries"] as? [[String: Any]], e.slot)
    }
    guard let list, at >= 0, at < list.count else { return nil }
    let f = list[at]
    if e.sup != nil, (f["kind"] as? String) != e.kind || (f["index"] as? Int) != e.index { return nil }
    return ["x", "y", "width", "height"].compactMap { (f[$0] as? NSNumber)?.doubleValue }
  }

  /// Every frame of the JSON, with what the page calls it: `kind section index|slot`.
  static func onScreen(_ json: [String: Any], _ m: Measurement) -> [String] {
    var names: [String] = []
    let vertical = m.axis == "vertical"
    let lo = m.scroll, hi = m.scroll + m.length
    func visible(_ f: [String: Any], orthogonal: String?) -> Bool {
      guard let x = (f["x"] as? NSNumber)?.doubleValue, let y = (f["y"] as? NSNumber)?.doubleValue,
        let w = (f["width"] as? NSNumber)?.doubleValue, let h = (f["height"] as? NSNumber)?.doubleValue, w > 0, h > 0
      else { return false }
      let a0 = vertical ? y : x, a1 = a0 + (vertical ? h : w)
      guard a0 < hi, a1 > lo else { return false }
      guard let o = orthogonal else { return true }
      let c = m.orth[o] ?? 0, cw = vertical ? widthOf(json) : heightOf(json)
      let c0 = vertical ? x : y, c1 = c0 + (vertical ? w : h)
      return c0 < c + cw && c1 > c
    }
    for s in json["sections"] as? [[String: Any]] ?? [] {
      let k = String(s["index"] as? Int ?? -1)
      let orth = m.orth[k] == nil ? nil : k
      for (i, f) in (s["items"] as? [[String: Any]] ?? []).enumerated() where visible(f, orthogonal: orth) { names.append("item \(k) \(i)") }
      for (i, f) in (s["supplementaries"] as? [[String: Any]] ?? []).enumerated()
      where visible(f, orthogonal: (f["source"] as? String) == "boundary" ? nil : orth) {
        names.append("\(f["kind"] as? String ?? "") \(k) \(i)")
      }
      for (i, f) in (s["decorations"] as? [[String: Any]] ?? []).enumerated() where visible(f, orthogonal: nil) { names.append("background \(k) \(i)") }
    }
    for (i, f) in (json["supplementaries"] as? [[String: Any]] ?? []).enumerated() where visible(f, orthogonal: nil) {
      names.append("\(f["kind"] as? String ?? "") layout \(i)")
    }
    return names
  }

  static func widthOf(_ json: [String: Any]) -> Double { ((json["container"] as? [String: Any])?["width"] as? NSNumber)?.doubleValue ?? 0 }
  static func heightOf(_ json: [String: Any]) -> Double { ((json["container"] as? [String: Any])?["height"] as? NSNumber)?.doubleValue ?? 0 }

  /// Measures `sample` at `hash` and compares every drawn element with the frames JSON, one
  /// measurement per scroll offset; returns the measurements and what went wrong.
  static func check(_ sample: String, hash: String, in dir: URL, extra: [String] = []) throws -> ([Measurement], [String]) {
    var problems: [String] = []
    let all = try measure(sample, hash: "measure&" + hash, in: dir, extra: extra)
    for m in all {
      let json = try frames(sample, visible: m.scroll...(m.scroll + m.length), extra: extra)
      problems += compare(m, json, "\(sample) #\(hash) at \(m.scroll)")
    }
    return (all, problems)
  }

  /// Every drawn element where the frames JSON puts it, and every element on screen drawn.
  static func compare(_ m: Measurement, _ json: [String: Any], _ label: String) -> [String] {
    var problems: [String] = []
    if m.elements.isEmpty { problems.append("\(label): nothing drawn") }
    var drawn = Set<String>()
    for e in m.elements {
      drawn.insert("\(e.kind) \(e.section) \(e.kind == "item" ? e.index : e.slot)")
      guard var want = expected(e, in: json), want.count == 4, e.frame.count == 4 else {
        problems.append("\(label): the page drew \(e.kind) \(e.section)/\(e.index), which the frames JSON does not have")
        continue
      }
      // Inside an orthogonal section, the section's own scroll offset moves it across.
      if let o = e.orthogonal, let offset = m.orth[o] {
        if m.axis == "vertical" { want[0] -= offset } else { want[1] -= offset }
      }
      let off = zip(want, e.frame).map { abs($0 - $1) }.max() ?? 0
      if off > 0.5 { problems.append("\(label): \(e.kind) \(e.section)/\(e.index) is drawn at \(e.frame), the frames JSON says \(want)") }
    }
    for name in onScreen(json, m) where !drawn.contains(name) {
      problems.append("\(label): \(name) is on screen in the frames JSON but not drawn")
    }
    return problems
  }

  /// Problems found on several threads.
  final class Found: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ more: [String]) { lock.withLock { list += more } }
    var all: [String] { lock.withLock { list } }
  }

  static func scratch() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  static func requireBrowser() -> Bool {
    if chromium == nil { Issue.record("CI=true but chromium is not installed; `.ci/run` should have installed it") }
    return chromium != nil
  }

  /// Every sample at rest, two browsers at a time.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason), .timeLimit(.minutes(5)))
  func atRestEveryDrawnElementIsWhereTheFramesSay() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let samples = SamplesTests.names
    let found = Found()
    DispatchQueue.concurrentPerform(iterations: samples.count) { k in
      do { found.add(try Self.check(samples[k], hash: "scroll=0", in: dir).1) } catch { found.add(["\(samples[k]): \(error)"]) }
    }
    #expect(samples.count > 20)
    for p in found.all.sorted() { Issue.record(Comment(rawValue: p)) }
  }

  /// Scrolled, pinned headers sit where `--visible o..o+H` puts them (clamped into their
  /// section's content), and the elements drawn on the way are where the frames say.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason), arguments: [
    ("pinned-section-headers", "12,12,12,12,12"), ("pinned-flow", "60,60,60"), ("photo-grid", "60"), ("pinned-horizontal", "30,30"),
  ])
  func scrolledPinnedHeadersAndLaterElementsMatch(_ name: String, items: String) throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    var sample = name
    if let text = Self.inline[name] {
      sample = dir.appendingPathComponent("\(name).layout").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: sample))
    }
    let items = ["--items", items]
    var seen: Set<String> = []
    let offsets = [0.0, 150, 400, 620, 1300]
    let (all, problems) = try Self.check(sample, hash: "scroll=" + offsets.map { "\(Int($0))" }.joined(separator: ","), in: dir, extra: items)
    for p in problems { Issue.record(Comment(rawValue: p)) }
    #expect(all.count == offsets.count)
    for (m, offset) in zip(all, offsets) {
      #expect(m.scroll == offset, "\(sample): scrolled to \(m.scroll), not \(offset)")
      let names = Set(m.elements.map { "\($0.kind) \($0.section) \($0.index)" })
      if offset > 0 { #expect(!names.subtracting(seen).isEmpty, "\(sample): scrolling to \(offset) drew nothing new") }
      seen.formUnion(names)
      if offset == 1300 { #expect(!names.contains("item 0 0"), "\(sample): the first item is still drawn far off screen") }
    }
  }

  /// An orthogonal section scrolled sideways draws the items that come into view, where the
  /// frames say less the section's offset; scroll-snap leaves a paging section on a page.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason))
  func orthogonalSectionsScrollSideways() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (all, problems) = try Self.check("orthogonal-behaviors", hash: "orth=0:700,2:300", in: dir)
    for p in problems { Issue.record(Comment(rawValue: p)) }
    let m = try #require(all.first)
    #expect(m.orth["0"] == 700, "the continuous section is at \(m.orth["0"] ?? -1), not 700")
    // Item 0 is 350 wide from 16: at 700 the items from 2 on are in view.
    #expect(m.elements.contains { $0.kind == "item" && $0.section == "0" && $0.index >= 2 && $0.frame[0] < 390 })
    #expect(!m.elements.contains { $0.kind == "item" && $0.section == "0" && $0.index == 0 }, "item 0 is still drawn, scrolled out of view")
    let page = try #require(m.orth["2"])
    #expect(page.truncatingRemainder(dividingBy: 390) == 0, "the paging section rests at \(page), between pages")
  }

  /// Deep in a layout of many items, whose page carries one repetition of each section's
  /// template and computes the rest: the items drawn after scrolling there are where the frames
  /// JSON (`--rect` over the screen) puts them, the script's numbers equal to the JSON's, and
  /// every item the rect holds is drawn. Chromium lays out within ±2²⁵ px and reports rendered
  /// positions in single precision, so far out they are within one `Float` ulp of the offset
  /// (2 px at 2·10⁷), not 0.5 pt; the script's own numbers are exact everywhere.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason), arguments: [
    ("photo-grid", 1_000_000, 2_000_000), ("photo-grid", 1_000_000, 20_000_000), ("pinned-horizontal", 300_000, 9_000_000),
  ])
  func deepInALargeLayoutTiledItemsAreTheFrames(_ name: String, count: Int, offset: Int) throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    var sample = name
    if let text = Self.inline[name] {
      sample = dir.appendingPathComponent("\(name).layout").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: sample))
    }
    let items = ["--items", "\(count)"]
    let m = try #require(try Self.measure(sample, hash: "measure&scroll=\(offset)", in: dir, extra: items).first)
    #expect(m.scroll == Double(offset), "\(name): scrolled to \(m.scroll), not \(offset)")
    let vertical = m.axis == "vertical"
    let page = try Data(contentsOf: dir.appendingPathComponent("\(name).html"))
    #expect(page.count < 200_000, "\(name): the page of \(count) items is \(page.count) bytes")
    let probe = try CLI.run(["build", Self.layoutPath(sample), "--rect", "0,0,1,1"] + items, in: Fixtures.packageRoot)
    let size = try #require((try JSONSerialization.jsonObject(with: probe.stdout) as? [String: Any])?["container"] as? [String: Any])
    let across = try #require((size[vertical ? "width" : "height"] as? NSNumber)?.doubleValue)
    let rect = vertical ? "0,\(offset),\(across),\(m.length)" : "\(offset),0,\(m.length),\(across)"
    let r = try CLI.run(["build", Self.layoutPath(sample), "--rect", rect] + items, in: Fixtures.packageRoot)
    #expect(r.status == 0, "\(name): \(r.summary)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
    var want: [Int: [Double]] = [:]
    for item in ((json["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]) ?? [] {
      guard let i = item["index"] as? Int else { continue }
      let f = ["x", "y", "width", "height"].compactMap { (item[$0] as? NSNumber)?.doubleValue }
      // Only those with some area on screen (the rect keeps those that touch it too).
      let a0 = vertical ? f[1] : f[0], a1 = a0 + (vertical ? f[3] : f[2])
      if a0 < Double(offset) + m.length, a1 > Double(offset), f[2] > 0, f[3] > 0 { want[i] = f }
    }
    #expect(want.count > 2, "\(name): the frames JSON has \(want.count) items on screen at \(offset)")
    let drawn = m.elements.filter { $0.kind == "item" && $0.section == "0" }
    for e in drawn {
      guard let f = want[e.index] else { continue }
      #expect(e.data == f, "\(name): the script placed item \(e.index) at \(e.data ?? []), the frames JSON says \(f)")
      let off = zip(f, e.frame).map { abs($0 - $1) }.max() ?? .infinity
      #expect(off <= max(0.5, Double(Float(offset).ulp)), "\(name): item \(e.index) is drawn at \(e.frame), the frames JSON says \(f)")
    }
    let indices = Set(drawn.map(\.index))
    for i in want.keys.sorted() where !indices.contains(i) { Issue.record("\(name): item \(i) is on screen at \(offset) but not drawn") }
    #expect(indices.allSatisfy { $0 > 1000 }, "\(name): items near the start are still drawn at \(offset)")
  }

  /// Hovering an item says where it is written: in a measured section, whose repetitions hold
  /// different numbers of items, the leaf its own repetition placed it in (item 3 starts a
  /// repetition: the first item, not the template's fourth leaf); in a tiled one, leaf i mod k.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason), arguments: [
    (HTMLPageTests.measuredText, 3, "3:38"), (HTMLPageTests.measuredText, 5, "3:64"),
    ("section <\n  group.horizontal(w: 1, h: 40pt) < item(w: 0.5, h: 1) item(w: 0.5, h: 1) >\n>\n", 7, "2:56"),
  ])
  func hoverNamesTheItemsSource(_ text: String, index: Int, location: String) throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let layout = dir.appendingPathComponent("hover.layout")
    try Data(text.utf8).write(to: layout)
    let page = dir.appendingPathComponent("hover.html")
    let r = try CLI.run(["build", layout.path, "--emit", "html", "-o", page.path], in: Fixtures.packageRoot)
    #expect(r.status == 0, "\(r.summary)")
    let dom = try Self.browser(["--dump-dom", page.absoluteString + "#measure&hover=0:\(index)"], in: dir)
    guard let start = dom.range(of: "<pre id=\"measurement\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
      throw Failure.noMeasurement(String(dom.prefix(500)))
    }
    let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    let all = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    let hover = try #require(all.first?["hover"] as? String, "item \(index) is not drawn")
    #expect(hover.contains("item \(index)") && hover.hasSuffix("hover.layout:" + location), "hovering item \(index) shows \(hover)")
  }

  /// `diff --emit html` in a browser: every element is drawn where the diff JSON (or, unchanged,
  /// B's frames JSON) puts it, A's frame for what disappeared, each marked by its change.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason))
  func diffPageDrawsEachChangeWhereTheDiffSays() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let a = dir.appendingPathComponent("a.layout"), b = dir.appendingPathComponent("b.layout")
    try Data(Self.diffBefore.utf8).write(to: a)
    try Data(Self.diffAfter.utf8).write(to: b)
    let page = dir.appendingPathComponent("diff.html")
    let r = try CLI.run(["diff", a.path, b.path, "--emit", "html", "-o", page.path], in: Fixtures.packageRoot)
    #expect(r.status == 1, "\(r.summary)")
    let dom = try Self.browser(["--dump-dom", page.absoluteString + "#measure"], in: dir)
    guard let start = dom.range(of: "<pre id=\"measurement\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
      throw Failure.noMeasurement(String(dom.prefix(500)))
    }
    let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
    let panels = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[[Any]]])
    let drawn = try #require(panels.first)
    #expect(panels.count == 1)
    let diff = try CLI.run(["diff", a.path, b.path, "--emit", "json"], in: Fixtures.packageRoot)
    let report = try #require(try JSONSerialization.jsonObject(with: diff.stdout) as? [String: Any])
    let changes = try #require((report["previews"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])
    func frame(_ f: Any?) -> [Double]? {
      guard let f = f as? [String: Any] else { return nil }
      let v = ["x", "y", "width", "height"].compactMap { (f[$0] as? NSNumber)?.doubleValue }
      return v.count == 4 ? v : nil
    }
    var expected: [String: (change: String, before: [Double]?, after: [Double]?)] = [:]
    for c in changes {
      let section = (c["section"] as? Int).map(String.init) ?? "layout"
      let kind = c["type"] as? String == "item" ? "item" : c["type"] as? String == "decoration" ? "background" : (c["kind"] as? String ?? "")
      expected["\(kind) \(section) \(c["index"] as? Int ?? -1)"] = (c["change"] as? String ?? "", frame(c["before"]), frame(c["after"]))
    }
    let framesB = try Self.frames(b.path, visible: 0...844)
    let itemsB = ((framesB["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]]) ?? []
    var seen: Set<String> = []
    for e in drawn {
      guard e.count == 9, let kind = e[0] as? String, let section = e[1] as? String, let index = e[2] as? Int,
        let change = e[3] as? String, let which = e[4] as? String
      else {
        Issue.record("an element measured as \(e)")
        continue
      }
      let got = e[5...8].compactMap { ($0 as? NSNumber)?.doubleValue }
      let key = "\(kind) \(section) \(index)"
      var want: [Double]?
      if let x = expected[key] {
        #expect(change == x.change, "\(key) is marked \(change), the diff says \(x.change)")
        want = which == "before" ? x.before : x.after
        seen.insert(key + " " + which)
      } else {
        #expect(change == "same", "\(key) is marked \(change) but the diff does not list it")
        if kind == "item", index < itemsB.count { want = frame(itemsB[index]) }
      }
      if let want {
        let off = zip(want, got).map { abs($0 - $1) }.max() ?? .infinity
        #expect(off <= 0.5, "\(key) (\(which)) is drawn at \(got), the diff says \(want)")
      }
    }
    for (key, x) in expected {
      if x.after != nil { #expect(seen.contains(key + " after"), "\(key) \(x.change) is not drawn at its new frame") }
      if x.before != nil { #expect(seen.contains(key + " before"), "\(key) \(x.change) is not drawn at its old frame") }
    }
    let kinds = Set(expected.values.map(\.change))
    #expect(kinds.isSuperset(of: ["appeared", "disappeared"]) && kinds.count >= 3, "the diff has \(kinds)")
    let list = dom.matches(of: /<li data-change="([a-z ]+)">/).count
    #expect(list == changes.count, "the page lists \(list) changes, the diff has \(changes.count)")
  }

  static let diffBefore = """
    preview phone(width: 390, height: 844, scale: 3, items: 4)
    section spacing 10 inset 10 header(h: 40pt) <
      group.horizontal(w: 1, h: 100pt, count: 2) spacing 10 < item >
    >

    """

  static let diffAfter = """
    preview phone(width: 390, height: 844, scale: 3, items: 5)
    section spacing 10 inset 10 <
      group.horizontal(w: 1, h: 120pt, count: 2) spacing 10 < item >
    >

    """

  /// Far along a long orthogonal section, whose page carries its template: the items there are
  /// drawn, where the frames say less the section's offset (continuous, so no snapping moves it).
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason))
  func farAlongALongOrthogonalSection() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (all, problems) = try Self.check("orthogonal-behaviors", hash: "orth=0:150000", in: dir, extra: ["--items", "3000"])
    for p in problems { Issue.record(Comment(rawValue: p)) }
    let m = try #require(all.first)
    #expect(m.orth["0"] == 150000, "the continuous section is at \(m.orth["0"] ?? -1), not 150000")
    let items = m.elements.filter { $0.kind == "item" && $0.section == "0" }
    #expect(!items.isEmpty && items.allSatisfy { $0.index > 1000 }, "items drawn: \(items.map(\.index))")
  }

  /// Another preview than the first, chosen by `#preview=K`, is laid out as `--preview NAME` says.
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason))
  func everyPreviewIsSwitchable() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let layout = dir.appendingPathComponent("two-previews.layout")
    try Data(Self.twoPreviews.utf8).write(to: layout)
    for (k, name) in ["phone", "pad"].enumerated() {
      let m = try #require(try Self.measure(layout.path, hash: "measure&preview=\(k)", in: dir).first)
      #expect(m.length == [844, 1180][k], "preview \(name) is \(m.length) tall")
      let json = try Self.frames(layout.path, visible: m.scroll...(m.scroll + m.length), extra: ["--preview", name])
      for p in Self.compare(m, json, "preview \(name)") { Issue.record(Comment(rawValue: p)) }
    }
  }

  /// Pinned headers and footers in a flow layout (F20, pixel-rounded), and pinned in a layout
  /// scrolling horizontally, right to left (the clamp in mirrored coordinates).
  static let inline = [
    "pinned-flow": """
      flow a(line: 8, interitem: 8) inset(top: 8, leading: 16, bottom: 16, trailing: 16) header(h: 44pt, pinned: true) footer(h: 24pt, pinned: true) <
        item(w: 96pt, h: 36.5pt)
      >
      flow b(line: 8, interitem: 8) inset(top: 8, leading: 16, bottom: 16, trailing: 16) header(h: 44pt, pinned: true) footer(h: 24pt, pinned: true) <
        item(w: 64pt, h: 36pt)
      >

      """,
    "pinned-horizontal": """
      layout(scroll: horizontal)
      preview wide(width: 390, height: 300, scale: 3, direction: rtl)
      section spacing 10 header(w: 60pt, h: 1, pinned: true) footer(w: 40pt, h: 1, pinned: true) <
        group.vertical(w: 120pt, h: 1, count: 2) spacing 10 < item >
      >

      """,
  ]

  static let twoPreviews = """
    preview phone(width: 390, height: 844, scale: 3)
    preview pad(width: 820, height: 1180, scale: 2, items: 30)
    section spacing 10 inset 10 <
      group.horizontal(w: 1, h: 100pt, count: 3) spacing 10 < item >
    >

    """

  /// The page's screenshot is not blank: it is much larger than a blank page's (PNG compresses
  /// one colour to almost nothing).
  @Test(.enabled(if: BrowserTests.enabled, BrowserTests.skipReason))
  func screenshotIsNotBlank() throws {
    guard Self.requireBrowser() else { return }
    let dir = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: dir) }
    let page = dir.appendingPathComponent("photo-grid.html")
    let r = try CLI.run(["build", "Samples/photo-grid.layout", "--emit", "html", "-o", page.path], in: Fixtures.packageRoot)
    #expect(r.status == 0, "\(r.summary)")
    let blank = dir.appendingPathComponent("blank.html")
    try Data("<!DOCTYPE html><html><body style=\"background:#f4f4f6\"></body></html>".utf8).write(to: blank)
    var sizes: [Int] = []
    for (url, name) in [(page, "page.png"), (blank, "blank.png")] {
      let png = dir.appendingPathComponent(name)
      _ = try Self.browser(["--screenshot=\(png.path)", url.absoluteString], in: dir)
      let data = try Data(contentsOf: png)
      #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is not a PNG")
      sizes.append(data.count)
    }
    #expect(sizes[0] > 2 * sizes[1], "the page's screenshot (\(sizes[0]) bytes) is hardly larger than a blank page's (\(sizes[1]) bytes)")
  }
}
