import LayoutDriver
import LayoutFormat
import LayoutSemantics
import LayoutServer
import LayoutSource
import Testing

/// Each LSP method through `Session`, the one helper.
@Suite struct HandlerTests {
  static let photoGrid = """
    layout PhotoGrid(scroll: vertical)

    let photo = item(w: 2/3, h: 1) inset 2
    let stackPhoto = item(w: 1, h: 1/2) inset 2
    let square = item inset 2

    section photos <
      group.vertical(w: 1, h: 1) <
        group.horizontal(w: 1, h: 0.7w) <
          photo
          group.vertical(w: 1/3, h: 1, repeat: 2) < stackPhoto >
        >
        group.horizontal(h: 1/3w, count: 3) < square >
      >
    >

    """

  // MARK: - Lifecycle

  @Test func initializeAnnouncesTheCapabilities() {
    var s = Session(initialize: false)
    let result = s.result("initialize", .object([("capabilities", .object([]))]))
    let caps = result["capabilities"]
    #expect(caps?["textDocumentSync"]?["change"] == 2)
    #expect(caps?["positionEncoding"] == "utf-16")
    for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "documentFormattingProvider"] {
      #expect(caps?[provider] == true, "\(provider)")
    }
    #expect(caps?["completionProvider"] != nil && caps?["codeActionProvider"] != nil)
    #expect(result["serverInfo"]?["name"] == "layoutc")
    #expect(s.request("initialize", .object([]))["error"]?["code"] == .int(ResponseError.invalidRequest))
  }

  @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
    var s = Session(initialize: false)
    #expect(s.request("textDocument/hover", Session.at("x", in: "x"))["error"]?["code"] == .int(ResponseError.serverNotInitialized))
    s.open("section < item(w: 5) >")
    #expect(s.published.isEmpty)
  }

  @Test func shutdownThenExitIsZeroAndExitAloneIsOne() {
    var s = Session()
    #expect(s.request("shutdown", .null)["result"] == .null)
    #expect(s.request("textDocument/hover", Session.at("x", in: "x"))["error"]?["code"] == .int(ResponseError.invalidRequest))
    s.notify("exit", .null)
    #expect(s.server.exitCode == 0)

    var t = Session()
    t.notify("exit", .null)
    #expect(t.server.exitCode == 1)

    var u = Session()
    u.server.handle(.inputClosed)
    #expect(u.server.exitCode == 1)
  }

  // MARK: - Robustness

  @Test func unknownMethodsAndMalformedMessages() {
    var s = Session()
    let unknown = s.request("textDocument/rename", Session.document())
    #expect(unknown["error"]?["code"] == .int(ResponseError.methodNotFound))
    #expect(s.send(.object([("jsonrpc", "2.0"), ("method", "$/unknownNotification"), ("params", .object([]))])).isEmpty)
    // Not an object, a method that is not a string, params of the wrong shape.
    for bad: JSON in ["text", [1, 2], .object([("jsonrpc", "2.0"), ("id", 4), ("method", 12)]), .object([("id", 5), ("method", "x"), ("params", 3)])] {
      let out = s.send(bad)
      #expect(out.count == 1 && out[0]["error"]?["code"] == .int(ResponseError.invalidRequest), "\(bad.text) → \(out.map(\.text))")
    }
    // Requests whose params miss what they need.
    for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references", "textDocument/formatting", "textDocument/codeAction", "textDocument/documentSymbol"] {
      #expect(s.request(method, .object([]))["error"]?["code"] == .int(ResponseError.invalidParams), "\(method)")
    }
    s.open("section < group.horizontal < item > >")
    #expect(s.request("textDocument/hover", Session.document())["error"]?["code"] == .int(ResponseError.invalidParams))
    #expect(s.request("textDocument/hover", .object([("textDocument", .object([("uri", .string(Session.uri))])), ("position", .object([("line", "0"), ("character", 1)]))]))["error"] != nil)
    // Notifications with missing fields are ignored.
    s.notify("textDocument/didOpen", .object([("textDocument", .object([("uri", "file:///x")]))]))
    s.notify("textDocument/didChange", .object([]))
    s.notify("textDocument/didChange", .object([("textDocument", .object([("uri", .string(Session.uri))])), ("contentChanges", [1, "x", .object([("range", 3), ("text", "y")])])]))
    s.notify("textDocument/didClose", .null)
    #expect(s.server.exitCode == nil)
  }

  @Test func unparsableBytesGetAParseErrorAndTheSessionGoesOn() throws {
    var server = Server(version: "test")
    let garbage = Array("Content-Length: 9\r\n\r\n{not json".utf8) + Array("Content-Type: x\r\n\r\n".utf8)
    let initialize = MessageFramer.frame(.object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))]))
    let out = server.receive(garbage + initialize)
    var framer = MessageFramer()
    framer.append(out)
    var replies: [JSON] = []
    while case .body(let b)? = framer.next() { replies.append(try JSON.parse(b).get()) }
    #expect(replies.count == 2)
    #expect(replies.first?["error"]?["code"] == .int(ResponseError.parseError))
    #expect(replies.first?["id"] == .null)
    #expect(replies.last?["id"] == 1 && replies.last?["result"]?["capabilities"] != nil)
    #expect(server.takeLog().count == 2)
  }

  @Test func outOfRangePositionsAndUnknownDocumentsGiveEmptyAnswers() {
    var s = Session()
    s.open(Self.photoGrid)
    for (line, character) in [(999, 0), (0, 9999), (-5, -5), (3, 100_000)] {
      let p: JSON = .object([("textDocument", .object([("uri", .string(Session.uri))])), ("position", .object([("line", .int(line)), ("character", .int(character))]))])
      for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"] {
        #expect(s.request(method, p)["error"] == nil, "\(method) at \(line):\(character)")
      }
    }
    let other = Session.at("x", in: "x", uri: "file:///nowhere.layout")
    #expect(s.result("textDocument/hover", other) == .null)
    #expect(s.result("textDocument/definition", other) == .null)
    #expect(s.result("textDocument/formatting", Session.document("file:///nowhere.layout")) == [])
    #expect(s.result("textDocument/documentSymbol", Session.document("file:///nowhere.layout")) == [])
  }

  @Test func filesThatDoNotParseAreServedAnyway() {
    var s = Session()
    let broken = "let = item(w: \nsection < group.horizontal(w: 1/ < item(w: , h: 2/3w inset > \n>>> ( ) : , . ~ - = é\u{0}"
    #expect(!s.open(broken).isEmpty)
    for offset in stride(from: 0, to: broken.utf16.count + 2, by: 3) {
      let p: JSON = .object([("textDocument", .object([("uri", .string(Session.uri))])), ("position", .object([("line", .int(offset / 40)), ("character", .int(offset % 40))]))])
      for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"] {
        #expect(s.request(method, p)["error"] == nil)
      }
    }
    #expect(s.result("textDocument/formatting", Session.document()) == [])
    #expect(s.request("textDocument/documentSymbol", Session.document())["error"] == nil)
  }

  // MARK: - Diagnostics

  @Test func diagnosticsCarryIDSeverityUTF16RangeAndNotes() throws {
    var s = Session()
    // `☕` is an unrecognised character: 3 bytes, 1 UTF-16 unit. `44` is a bare number above 1.
    let text = "☕ section < group.horizontal < item(w: 1, h: 44) > >\nlet a = item\nlet a = item\n"
    let diags = s.open(text)
    let byCode = Dictionary(diags.map { ($0["code"]?.string ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    let invalid = try #require(byCode["syntax.invalidCharacter"])
    #expect(invalid["range"] == .object([("start", .object([("line", 0), ("character", 0)])), ("end", .object([("line", 0), ("character", 1)]))]))
    #expect(invalid["severity"] == 1 && invalid["source"] == "layoutc")
    let bare = try #require(byCode["check.bareNumberTooLarge"])
    let column = "☕ section < group.horizontal < item(w: 1, h: ".utf16.count
    #expect(bare["range"]?["start"] == .object([("line", 0), ("character", .int(column))]))
    #expect(bare["range"]?["end"] == .object([("line", 0), ("character", .int(column + 2))]))
    #expect(bare["message"]?.string?.contains("note: a bare number is a fraction") == true)
    let duplicate = try #require(byCode["check.duplicateLet"])
    #expect(duplicate["range"]?["start"] == .object([("line", 2), ("character", 4)]))
    let related = try #require(duplicate["relatedInformation"]?.array?.first)
    #expect(related["message"] == "first defined here")
    #expect(related["location"]?["uri"] == .string(Session.uri))
    #expect(related["location"]?["range"]?["start"] == .object([("line", 1), ("character", 4)]))
    // The same set as `layoutc check`, by ID.
    let expected = Compilation.check(SourceFile(name: "test.layout", text: text), resolve: ResolveOptions()).map(\.id.description)
    #expect(diags.compactMap { $0["code"]?.string } == expected)
  }

  @Test func diagnosticsFollowChangesSavesAndClose() {
    var s = Session()
    #expect(!s.open("section < group.horizontal < item(w: 1, h: 44) > >").isEmpty)
    #expect(s.published[Session.uri]?["version"] == .int(s.version))
    #expect(s.change("section < group.horizontal < item(w: 1, h: 44pt) > >").isEmpty)
    #expect(s.published[Session.uri]?["version"] == .int(s.version))
    s.notify("textDocument/didSave", .object([("textDocument", .object([("uri", .string(Session.uri))])), ("text", "section < item >")]))
    #expect(s.diagnostics().map { $0["code"] } == ["check.sectionItemNeedsGroup"])
    s.notify("textDocument/didClose", Session.document())
    #expect(s.published[Session.uri]?["diagnostics"] == [])
    #expect(s.result("textDocument/hover", Session.at("item", in: "section < item >")) == .null)
  }

  @Test func rangedChangesAreAppliedInUTF16() {
    var s = Session()
    let text = "// ☕😀\nsection  < group.horizontal < item(w: 1, h: 44) > >\n"
    s.open(text)
    // Replace `44` with `44pt` by range, as an incremental client would.
    let start = Session.position(of: "44", in: text)
    let end = Session.position(of: "44", in: text, shift: 2)
    s.version += 1
    s.notify("textDocument/didChange", .object([
      ("textDocument", .object([("uri", .string(Session.uri)), ("version", .int(s.version))])),
      ("contentChanges", [.object([("range", .object([("start", start), ("end", end)])), ("text", "44pt")])]),
    ]))
    #expect(s.diagnostics().isEmpty)
    // An emoji's two units replaced by one letter, on the comment line.
    s.notify("textDocument/didChange", .object([
      ("textDocument", .object([("uri", .string(Session.uri)), ("version", .int(s.version + 1))])),
      ("contentChanges", [.object([("range", .object([("start", .object([("line", 0), ("character", 4)])), ("end", .object([("line", 0), ("character", 6)]))])), ("text", "x")])]),
    ]))
    let formatted = s.result("textDocument/formatting", Session.document())
    #expect(formatted.array?.first?["newText"]?.string?.hasPrefix("// ☕x\n") == true)
  }

  @Test func changesToUnopenedDocumentsOpenThem() {
    var s = Session()
    s.change("section < item >", uri: "file:///late.layout")
    #expect(s.diagnostics("file:///late.layout").map { $0["code"] } == ["check.sectionItemNeedsGroup"])
  }

  // MARK: - Code actions

  @Test func fixItsAreQuickFixes() throws {
    var s = Session()
    let text = "section < group.horizontal < item(w: 1, h: 44) > >\n"
    let diags = s.open(text)
    let range = try #require(diags.first?["range"])
    let actions = s.result("textDocument/codeAction", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])), ("range", range),
      ("context", .object([("diagnostics", .array(diags))])),
    ]))
    let action = try #require(actions.array?.first)
    #expect(actions.array?.count == 1)
    #expect(action["kind"] == "quickfix" && action["title"] == "Replace `44` with `44pt`")
    #expect(action["diagnostics"]?.array?.first?["code"] == "check.bareNumberTooLarge")
    let edits = try #require(action["edit"]?["changes"]?[Session.uri]?.array)
    #expect(edits == [.object([("range", range), ("newText", "44pt")])])
    // A cursor inside the diagnostic is enough; a kind filter without quickfix gets nothing.
    let cursor: JSON = .object([("start", range["end"]!), ("end", range["end"]!)])
    #expect(s.result("textDocument/codeAction", .object([("textDocument", .object([("uri", .string(Session.uri))])), ("range", cursor)])).array?.count == 1)
    #expect(s.result("textDocument/codeAction", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])), ("range", range), ("context", .object([("only", ["refactor"])])),
    ])) == [])
  }

  @Test func aFixItOfSeveralEditsIsOneAction() throws {
    var s = Session()
    let text = "item(w: 1)\n"
    s.open(text)
    let actions = s.result("textDocument/codeAction", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])),
      ("range", .object([("start", .object([("line", 0), ("character", 0)])), ("end", .object([("line", 0), ("character", 0)]))])),
    ]))
    let action = try #require(actions.array?.first { $0["diagnostics"]?.array?.first?["code"] == "check.misplacedTopLevel" })
    #expect(action["edit"]?["changes"]?[Session.uri]?.array?.map { $0["newText"] } == ["section < ", " >"])
  }

  // MARK: - Hover

  /// The hover text at `needle` (+ `shift`) in `text`.
  func hover(_ text: String, _ needle: String, shift: Int = 0, occurrence: Int = 0) -> String {
    var s = Session()
    s.open(text)
    return s.result("textDocument/hover", Session.at(needle, in: text, shift: shift, occurrence: occurrence))["contents"]?["value"]?.string ?? "(none)"
  }

  @Test(arguments: [
    ("2/3", 0, "2/3 of 390pt = 260pt"),
    ("2/3", 3, "2/3 of 390pt = 260pt"),
    ("0.7w", 1, "0.7 of 390pt = 273pt"),
    ("1/2", 0, "1/2 of 273pt = 136.33pt (136.5pt floored to the @3x pixel grid)"),
    ("1/3w", 0, "1/3 of 390pt = 130pt"),
    ("1/3,", 0, "1/3 of 390pt = 130pt"),
    ("group.vertical(w: 1, h: 1)", 24, "1 of 844pt = 844pt"),
    ("h: 1)", 3, "1 of 273pt = 273pt"),
    ("group.vertical(w: 1, h: 1)", 0, "`group.vertical(w:, h:) < … >`"),
    ("inset", 0, "content insets"),
    ("count", 0, "`count: N`"),
    ("repeat", 0, "`repeat: N`"),
    ("square >", 0, "```layout\nlet square = item inset 2\n```"),
    ("section", 0, "`section [name] < group >`"),
  ])
  func hoverOnThePhotoGrid(_ needle: String, _ shift: Int, _ expected: String) {
    let text = hover(Self.photoGrid, needle, shift: shift)
    #expect(text.contains(expected), "hover at `\(needle)`: \(text)")
  }

  @Test func hoverOnPointsEstimatesAndFlow() {
    let text = "section < group.horizontal(w: 1, h: ~44pt) < item(w: 100pt, h: 1) > >"
    #expect(hover(text, "~44pt").hasPrefix("~44pt: estimated 44pt"))
    #expect(hover(text, "100pt").hasPrefix("100pt\n"))
    let flow = "flow tags(line: 8) < item(w: 56pt, h: 32pt) >"
    #expect(hover(flow, "56pt").hasPrefix("56pt"))
    #expect(hover(flow, "line").contains("minimumLineSpacing"))
  }

  @Test func hoverWhenTheFileHasErrorsOrTheNodeIsNotPlaced() {
    let broken = "section < group.horizontal(w: 1/2, h: 44) < item > >"
    #expect(hover(broken, "1/2") == "1/2 of the container's width\n\n`w: 1/2` is a fraction of the container's width (`.fractionalWidth`); not resolved: the file has errors")
    let unused = "let spare = item(w: 1/4)\nsection < group.horizontal < item > >"
    #expect(hover(unused, "1/4").contains("not resolved at 390×844 @3x"))
    #expect(hover(broken, "> >", shift: 1) == "(none)")
  }

  @Test func hoverOnSpacingRetryAndHeaders() {
    // The spacing retry (G5): two halves of 390 − 10.
    let spaced = "section < group.horizontal(h: 44pt) spacing 10 < item(w: 1/2) > >"
    #expect(hover(spaced, "1/2").hasPrefix("1/2 of 380pt = 190pt"))
    let header = "section inset(horizontal: 20) header(h: 44pt, w: 1/2) < group.horizontal(h: 44pt) < item > >"
    #expect(hover(header, "1/2").hasPrefix("1/2 of 350pt = 175pt"))
    // A `let` used in two containers shows its first use, and says so.
    let reused = "let half = item(w: 1/2)\nsection < group.vertical(h: 300pt) < group.horizontal(w: 1, h: 100pt) < half > group.horizontal(w: 1/2, h: 100pt) < half > > >"
    let text = hover(reused, "1/2")
    #expect(text.hasPrefix("1/2 of 390pt = 195pt") && text.hasSuffix("shown for the first of the 2 uses of `half`"), "\(text)")
  }

  // MARK: - Completion

  /// Completion labels at the `|` in `text` (the marker is not part of the document).
  func completions(_ text: String) -> [String] {
    completionItems(text).compactMap { $0["label"]?.string }
  }

  @Test func completesByContext() {
    #expect(completions("|") == ["section", "flow", "let", "layout", "preview"])
    #expect(completions("let tile = item\nsection < |") == ["group.horizontal", "group.vertical", "list", "when", "else", "tile"])
    #expect(completions("section < list(|") == ["appearance", "header", "footer", "separators"])
    #expect(completions("section < list(appearance: |") == ["plain", "grouped", "inset-grouped", "sidebar", "sidebar-plain"])
    #expect(completions("section < list(header: |") == ["none", "supplementary", "first-item-in-section"])
    #expect(completions("section < list(separators: |") == ["true", "false"])
    #expect(completions("section < group.horizontal < |") == ["item", "group.horizontal", "group.vertical"])
    #expect(completions("section < group.horizontal < item(|") == ["w", "h"])
    #expect(completions("section < group.vertical(w: 1, |") == ["w", "h", "count", "repeat"])
    #expect(completions("section < group.|") == ["horizontal", "vertical"])
    #expect(completions("layout(scroll: |") == ["vertical", "horizontal"])
    #expect(completions("preview pad(|") == ["width", "height", "scale", "items", "direction", "sizes", "safeArea", "margins"])
    #expect(completions("preview pad(width: 820, |") == ["width", "height", "scale", "items", "direction", "sizes", "safeArea", "margins"])
    #expect(completions("layout L(|") == ["scroll", "spacing", "insetsReference"])
    #expect(completions("layout L(insetsReference: |") == ["automatic", "none", "safe-area", "layout-margins", "readable-content"])
    #expect(completions("layout L(insetsReference: |\nflow < item(w: 10pt, h: 10pt) >") == ["content-inset", "safe-area", "layout-margins"])
    #expect(completions("layout L(|\nflow < item(w: ~10pt, h: ~10pt) >") == ["scroll", "insetsReference", "estimatedItemSize"])
    #expect(completions("layout L(estimatedItemSize: |\nflow < item(w: ~10pt, h: ~10pt) >") == ["first-item", "automatic"])
    #expect(completions("section s(|") == ["insetsReference"])
    #expect(completions("section < group.horizontal < item inset(|") == ["top", "leading", "bottom", "trailing", "vertical", "horizontal"])
    #expect(completions("section < group.horizontal < item(w: 1) |").prefix(3) == ["inset", "edges", "badge"])
    #expect(completions("section photos |").prefix(6) == ["inset", "spacing", "header", "footer", "background", "scroll"])
    #expect(completions("section scroll |") == ["continuous", "continuous-leading", "paging", "group-paging", "group-paging-centered"])
    #expect(completions("let chip = item(w: 80pt, h: 32pt)\nflow < |") == ["item", "chip"])
    #expect(completions("let a = |") == ["item", "group.horizontal", "group.vertical", "list"])
    #expect(completions("section header(pinned: |") == ["true", "false"])
    #expect(completions("section header(|") == ["w", "h", "pinned", "extends", "align", "insets"])
    #expect(completions("flow header(|") == ["h", "w", "pinned"])
    #expect(completions("let tile = item(w: 1/2)\nsection < group.horizontal < tile(|") == ["w", "h"])
    #expect(completions("// section < |").isEmpty)
    #expect(completions("section < group.horizontal < item(w: 4|").isEmpty)
    #expect(completions("let |").isEmpty)
  }

  @Test func completionReplacesTheWordBeingTyped() throws {
    var s = Session()
    let text = "section < gro"
    s.open(text)
    let items = s.result("textDocument/completion", Session.at("gro", in: text, shift: 3))["items"]?.array ?? []
    let group = try #require(items.first { $0["label"] == "group.horizontal" })
    #expect(group["textEdit"]?["range"]?["start"] == .object([("line", 0), ("character", 10)]))
    #expect(group["textEdit"]?["range"]?["end"] == .object([("line", 0), ("character", 13)]))
    #expect(group["textEdit"]?["newText"] == "group.horizontal")
    let labels = s.result("textDocument/completion", Session.at("gro", in: text))["items"]?.array ?? []
    #expect(!labels.isEmpty)
    let label = try #require(completionItems("section < group.horizontal < item(|").first)
    #expect(label["textEdit"]?["newText"] == "w: ")
  }

  func completionItems(_ text: String) -> [JSON] {
    var s = Session()
    let clean = text.replacingOccurrences(of: "|", with: "")
    s.open(clean)
    return s.result("textDocument/completion", Session.at("|", in: text))["items"]?.array ?? []
  }

  // MARK: - Navigation and symbols

  @Test func definitionAndReferencesOfLets() {
    var s = Session()
    let text = "let tile = item inset 2\nlet pair = group.horizontal < tile tile >\nsection < group.vertical < pair tile > >\n"
    s.open(text)
    let definition = s.result("textDocument/definition", Session.at("tile", in: text, occurrence: 3))
    #expect(definition["uri"] == .string(Session.uri))
    #expect(definition["range"]?["start"] == .object([("line", 0), ("character", 4)]))
    #expect(s.result("textDocument/definition", Session.at("item", in: text)) == .null)
    let references = s.result("textDocument/references", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])), ("position", Session.position(of: "tile", in: text)),
      ("context", .object([("includeDeclaration", true)])),
    ]))
    #expect(references.array?.compactMap { $0["range"]?["start"] } == [
      .object([("line", 0), ("character", 4)]), .object([("line", 1), ("character", 30)]), .object([("line", 1), ("character", 35)]),
      .object([("line", 2), ("character", 32)]),
    ])
    let usesOnly = s.result("textDocument/references", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])), ("position", Session.position(of: "pair", in: text, occurrence: 1)),
      ("context", .object([("includeDeclaration", false)])),
    ]))
    #expect(usesOnly.array?.count == 1)
  }

  @Test func documentSymbolsOutlineTheFile() {
    var s = Session()
    s.open(Self.photoGrid + "section < group.horizontal < item > >\n")
    let symbols = s.result("textDocument/documentSymbol", Session.document()).array ?? []
    #expect(symbols.compactMap { $0["name"]?.string } == ["PhotoGrid", "photo", "stackPhoto", "square", "photos", "section 2"])
    #expect(symbols.compactMap { $0["kind"]?.int } == [2, 14, 14, 14, 3, 3])
    let photos = symbols[4]
    #expect(photos["children"]?.array?.first?["name"] == "group.vertical")
    #expect(photos["selectionRange"]?["start"] == .object([("line", 6), ("character", 8)]))
  }

  // MARK: - Formatting

  @Test func formattingIsOneWholeFileEditOrNothing() throws {
    var s = Session()
    let messy = "section   photos<group.horizontal(w:1,h:44pt)<item,item>>"
    s.open(messy)
    let edits = try #require(s.result("textDocument/formatting", .object([
      ("textDocument", .object([("uri", .string(Session.uri))])), ("options", .object([("tabSize", 2), ("insertSpaces", true)])),
    ])).array)
    #expect(edits.count == 1)
    #expect(edits.first?["newText"]?.string == Formatter.format(SourceFile(name: "t.layout", text: messy)))
    #expect(edits.first?["range"] == .object([("start", .object([("line", 0), ("character", 0)])), ("end", .object([("line", 0), ("character", .int(messy.utf16.count))]))]))
    s.change(edits.first!["newText"]!.string!)
    #expect(s.result("textDocument/formatting", Session.document()) == [])
    s.change("section < group.horizontal(w: 1 < item >")
    #expect(s.result("textDocument/formatting", Session.document()) == [])
  }
}
