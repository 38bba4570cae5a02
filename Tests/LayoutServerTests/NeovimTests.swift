import Foundation
import LayoutFormat
import LayoutServer
import LayoutSource
import Testing

/// End to end with a real editor: Neovim's built-in LSP client, headless (`nvim --headless -u NONE`),
/// drives the built `layoutc lsp` through a sample with errors — diagnostics with their codes and
/// ranges (and Neovim's own UTF-16 → byte conversion of them), formatting refused while the file
/// does not parse, a quick fix applied, hover, formatting applied — then shuts it down.
///
/// Debian 12's `neovim` is 0.7.2, whose client has `vim.lsp.start_client` and `buf_request_sync`
/// (not `vim.lsp.start`); the script uses only those. Without `nvim` the test is skipped, and says
/// why; with `CI=true` a missing `nvim` fails it (`.ci/run` installs it).
@Suite struct NeovimTests {
  static let environment = ProcessInfo.processInfo.environment
  static let inCI = ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")

  /// `nvim` on the PATH, if it is 0.7 or later.
  static let nvim: URL? = {
    let dirs = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    guard let path = dirs.map({ $0 + "/nvim" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    return URL(fileURLWithPath: path)
  }()

  static let nvimVersion: (Int, Int)? = {
    guard let nvim else { return nil }
    let p = Process()
    p.executableURL = nvim
    p.arguments = ["--version"]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    // "NVIM v0.7.2"
    let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? ""
    let numbers = first.drop { $0 != "v" }.dropFirst().split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }()

  static var usable: Bool {
    guard let v = nvimVersion else { return false }
    return v.0 > 0 || v.1 >= 7
  }

  static let skipReason: Comment = "Neovim 0.7 or later (`nvim`) is not on the PATH, so the end-to-end test with a real editor client is skipped; install it (`apt-get install neovim`) to run it. With CI=true a missing nvim fails this test instead."

  @Test(.enabled(if: NeovimTests.usable || NeovimTests.inCI, NeovimTests.skipReason), .timeLimit(.minutes(2)))
  func neovimDrivesTheServer() throws {
    guard let nvim = Self.nvim, Self.usable else {
      Issue.record("CI=true but Neovim 0.7+ is not installed (found: \(Self.nvimVersion.map { "\($0.0).\($0.1)" } ?? "none")); `.ci/run` should have installed it")
      return
    }
    let layoutc = try #require(Paths.binary, "layoutc is not built beside the tests")
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-nvim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }

    // The photo grid with a stray character on its first line (a syntax error, so formatting is
    // refused), `h: 44` where `h: 44pt` was meant (a fix-it), and untidy spacing to format.
    let sample = try Paths.sample("photo-grid")
    #expect(sample.contains("h: 0.7w") && sample.contains("section photos <"), "Samples/photo-grid.layout changed shape")
    let body = sample.replacingOccurrences(of: "h: 0.7w", with: "h: 44").replacingOccurrences(of: "section photos <", with: "section   photos<")
    let text = "☕\n" + body
    let file = dir.appendingPathComponent("photo-grid.layout")
    try Data(text.utf8).write(to: file)
    let script = dir.appendingPathComponent("test.lua")
    try Data(Self.script.utf8).write(to: script)
    let resultFile = dir.appendingPathComponent("result.json")

    let process = Process()
    process.executableURL = nvim
    process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile \(script.path)"]
    process.currentDirectoryURL = dir
    var env = Self.environment
    env["LAYOUTC"] = layoutc.path
    env["LAYOUT_FILE"] = file.path
    env["RESULT_FILE"] = resultFile.path
    env["XDG_STATE_HOME"] = dir.path
    env["XDG_CACHE_HOME"] = dir.path
    env["XDG_DATA_HOME"] = dir.path
    process.environment = env
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + 90) == .timedOut {
      process.terminate()
      process.waitUntilExit()
      Issue.record("nvim did not finish in 90 s")
      return
    }
    let data = try #require(try? Data(contentsOf: resultFile), "nvim wrote no result (exit \(process.terminationStatus))")
    let result = try JSON.parse(Array(data)).get()
    if let error = result["error"]?.string {
      Issue.record("the Lua script failed: \(error)")
      return
    }

    // 1. The first diagnostics: the stray `☕` (3 bytes, 1 UTF-16 unit) and the bare `44`.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let badLine = try #require(lines.firstIndex { $0.contains("h: 44") })
    let badColumn = try #require(lines[badLine].range(of: "44").map { lines[badLine].utf16.distance(from: lines[badLine].startIndex, to: $0.lowerBound) })
    let first = try #require(result["first"]?.array)
    #expect(first.map { $0["code"] } == ["syntax.invalidCharacter", "check.bareNumberTooLarge"])
    #expect(first.first?["range"] == Self.range(0, 0, 0, 1))
    #expect(first.last?["range"] == Self.range(badLine, badColumn, badLine, badColumn + 2))
    #expect(first.last?["severity"] == 1 && first.last?["source"] == "layoutc")
    // Neovim's own view: byte columns, so the coffee ends at byte 3.
    let vimDiagnostics = try #require(result["vimFirst"]?.array)
    #expect(vimDiagnostics.contains { $0["code"] == "syntax.invalidCharacter" && $0["col"] == 0 && $0["end_col"] == 3 })
    #expect(vimDiagnostics.contains { $0["code"] == "check.bareNumberTooLarge" && $0["lnum"] == .int(badLine) && $0["col"] == .int(badColumn) })

    // 2. No formatting while the file does not parse.
    #expect(result["formatBroken"] == [])

    // 3. The coffee deleted by the editor: only the `44` is left, one line up.
    let second = try #require(result["second"]?.array)
    #expect(second.map { $0["code"] } == ["check.bareNumberTooLarge"])
    #expect(second.first?["range"] == Self.range(badLine - 1, badColumn, badLine - 1, badColumn + 2))

    // 4. Its quick fix, applied by Neovim, leaves no diagnostics.
    #expect(result["actionTitle"] == "Replace `44` with `44pt`")
    #expect(result["third"] == [])

    // 5. Hover on `2/3`.
    let hover = try #require(result["hover"]?.string)
    #expect(hover.hasPrefix("2/3 of 390pt = 260pt"), "\(hover)")

    // 6. Formatting, applied by Neovim, gives exactly `layoutc fmt`'s text.
    let fixed = body.replacingOccurrences(of: "h: 44", with: "h: 44pt")
    let expected = try #require(Formatter.format(SourceFile(name: "photo-grid.layout", text: fixed)))
    #expect(result["formatEdits"] == 1)
    #expect(result["formatted"]?.string.map { $0 + "\n" } == expected)

    // 7. A clean shutdown: `shutdown`, `exit`, status 0.
    #expect(result["exitCode"] == 0)
  }

  static func range(_ l0: Int, _ c0: Int, _ l1: Int, _ c1: Int) -> JSON {
    .object([
      ("start", .object([("line", .int(l0)), ("character", .int(c0))])),
      ("end", .object([("line", .int(l1)), ("character", .int(c1))])),
    ])
  }

  /// The client side, in Lua for Neovim 0.7. It records what it saw in RESULT_FILE as JSON
  /// (`{"error": …}` if anything failed) and quits.
  static let script = #"""
    local out = {}
    local result_file = os.getenv("RESULT_FILE")

    local function finish()
      vim.fn.writefile({ vim.fn.json_encode(out) }, result_file)
      vim.cmd("qall!")
    end

    local ok, err = pcall(function()
      vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("LAYOUT_FILE")))
      local bufnr = vim.api.nvim_get_current_buf()
      local uri = vim.uri_from_bufnr(bufnr)
      local published = {}
      local exit_code = nil

      local client_id = vim.lsp.start_client({
        name = "layoutc",
        cmd = { os.getenv("LAYOUTC"), "lsp" },
        root_dir = vim.fn.fnamemodify(os.getenv("LAYOUT_FILE"), ":h"),
        flags = { debounce_text_changes = 0 },
        handlers = {
          ["textDocument/publishDiagnostics"] = function(e, result, ctx, config)
            table.insert(published, result)
            vim.lsp.diagnostic.on_publish_diagnostics(e, result, ctx, config)
          end,
        },
        on_exit = function(code, signal) exit_code = code end,
      })
      assert(client_id, "start_client failed")
      assert(vim.lsp.buf_attach_client(bufnr, client_id), "buf_attach_client failed")

      local function wait_for(what, predicate)
        assert(vim.wait(20000, predicate, 10), "timed out waiting for " .. what)
      end
      local function latest() return published[#published] end
      local function request(method, params)
        local results, e = vim.lsp.buf_request_sync(bufnr, method, params, 20000)
        assert(results and results[client_id], method .. ": no answer " .. tostring(e))
        assert(not results[client_id].err, method .. ": " .. vim.inspect(results[client_id].err))
        return results[client_id].result
      end
      local function position_of(needle)
        for i, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
          local s = string.find(line, needle, 1, true)
          if s then return { line = i - 1, character = s - 1 } end
        end
        error("not found: " .. needle)
      end

      -- 1. Diagnostics on open.
      wait_for("diagnostics", function() return #published > 0 end)
      out.first = latest().diagnostics
      out.vimFirst = {}
      for _, d in ipairs(vim.diagnostic.get(bufnr)) do
        table.insert(out.vimFirst, { code = d.code, lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col })
      end

      -- 2. Formatting is refused while the file does not parse.
      out.formatBroken = request("textDocument/formatting", {
        textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true },
      }) or vim.NIL

      -- 3. Delete the stray first line in the editor.
      local before = #published
      vim.api.nvim_buf_set_lines(bufnr, 0, 1, false, {})
      wait_for("diagnostics after the edit", function() return #published > before and #latest().diagnostics == 1 end)
      out.second = latest().diagnostics

      -- 4. The quick fix for the bare `44`.
      local diagnostic = out.second[1]
      local actions = request("textDocument/codeAction", {
        textDocument = { uri = uri }, range = diagnostic.range, context = { diagnostics = out.second },
      })
      assert(actions and actions[1], "no code action")
      out.actionTitle = actions[1].title
      before = #published
      vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
      wait_for("diagnostics after the fix", function() return #published > before and #latest().diagnostics == 0 end)
      out.third = latest().diagnostics

      -- 5. Hover on `2/3`.
      local hover = request("textDocument/hover", { textDocument = { uri = uri }, position = position_of("2/3") })
      out.hover = hover and hover.contents and hover.contents.value or vim.NIL

      -- 6. Formatting, applied by the editor.
      local edits = request("textDocument/formatting", {
        textDocument = { uri = uri }, options = { tabSize = 2, insertSpaces = true },
      })
      out.formatEdits = edits and #edits or 0
      vim.lsp.util.apply_text_edits(edits, bufnr, "utf-16")
      out.formatted = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")

      -- 7. Shutdown and exit.
      vim.lsp.stop_client(client_id)
      wait_for("the server to exit", function() return exit_code ~= nil end)
      out.exitCode = exit_code
    end)
    if not ok then out = { error = tostring(err) } end
    finish()
    """#
}
