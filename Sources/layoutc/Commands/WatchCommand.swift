import LayoutDriver
import LayoutSemantics
import LayoutSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutc watch FILE --out-dir DIR [options]`: build, then rebuild on every save until Ctrl-C.
struct WatchCommand {
  static let help = """
    USAGE: layoutc watch FILE --out-dir DIR [options]
           layoutc watch FILE --serve [--port N] [--out-dir DIR] [options]

    Builds FILE into DIR, then rebuilds it every time the file is saved, until Ctrl-C (or
    SIGTERM) stops it with exit status 0. Each build writes DIR/<stem>.json (frames),
    DIR/<stem>.svg and DIR/<stem>.swift, each atomically. A build with errors prints its
    diagnostics and keeps the last good outputs; a file that disappears (an editor replacing
    it, a branch switch) is waited for. One status line per build goes to standard output,
    diagnostics to standard error.

    With --serve, the HTML preview is served on 127.0.0.1 (the URL is printed) and every
    open page reloads itself after each build; a build with errors keeps the last good
    picture and shows its diagnostics over it. --out-dir is then optional.

    OPTIONS:
      --out-dir DIR            where the outputs go; created if missing
      --serve                  serve the live HTML preview on 127.0.0.1
      --port N                 with --serve: the port (default: any free port)
      --emit KIND[,KIND...]    which outputs: frames, svg, swift, html (default: the first
                               three)
      --preview NAME           the preview to lay FILE out in, as for `build` (default: the
                               first; the picture draws every one)
      --size WIDTHxHEIGHT      the collection view's bounds in points (default: the
                               preview's, else 390x844)
      --scale 1|2|3            the display scale (default: the preview's, else 3)
      --items N | N1,N2,...    items per section, as for `build` (default: the preview's,
                               else 10 per section)
      --uikit MODE             ios17 (default) or ios14 for compositional layouts, ios26
                               (default) or ios10 for flow layouts
      --visible START..END     the visible range along the scroll axis, as for `build`
      --direction ltr|rtl      the layout direction, as for `build` (default: ltr)
      --safe-area T,L,B,R      the safe area, as for `build`
      --margins T,L,B,R        the layout margins, as for `build`
      --measured FILE.json     measured sizes, as for `build` (read once, at the start)
      --groups                 also list every group's frame in the frames JSON
      --diagnostics FORMAT     how to print diagnostics on standard error, as for `build`
                               (default: text)
      -h, --help               show this help

    Changes are noticed through inotify on Linux, backed by a 50 ms poll of the file's
    size, times and inode (the only mechanism elsewhere, or with LAYOUTC_WATCH_POLL=1).

    """

  static func run(_ args: [String]) throws(CommandFailure) -> ExitCode {
    let parsed = try parseOptions(
      args, accepting: [.outDir, .serve, .port, .emitList, .preview, .size, .scale, .items, .uikit, .visible, .direction, .safeArea, .margins, .measured, .groups, .diagnostics, .help])
    if parsed.has(.help) {
      IO.writeStdout(help)
      return .ok
    }
    guard parsed.files.count == 1 else {
      throw CommandFailure(parsed.files.isEmpty ? .missingFile(command: "watch", several: false) : .tooManyFiles(command: "watch", found: parsed.files.count))
    }
    let path = parsed.files[0]
    guard IO.inputDescriptor(path) == nil else { throw CommandFailure(.notWatchable(path: path, what: nil)) }
    // A stream or a device never "changes" the way a saved file does.
    var st = stat()
    if stat(path, &st) == 0, case let kind = FileKind(mode: st.st_mode), kind != .regular {
      throw CommandFailure(.notWatchable(path: path, what: kind.phrase))
    }
    let serve = parsed.has(.serve)
    if parsed.has(.port), !serve { throw CommandFailure(.missingOption(command: "watch --port", option: "--serve")) }
    let outDir = parsed.outDir
    if outDir?.isEmpty ?? !serve {
      throw CommandFailure(.missingOption(command: "watch", option: parsed.has(.emitList) || !serve ? "--out-dir DIR" : "--out-dir DIR or --serve"))
    }
    if parsed.has(.emitList), outDir == nil { throw CommandFailure(.missingOption(command: "watch --emit", option: "--out-dir DIR")) }
    let kinds = outDir == nil ? [] : parsed.emitKinds ?? EmitKind.watchedByDefault
    let resolve = parsed.build.resolve
    var flags = parsed.build.container
    let format = parsed.diagnostics
    var printer = DiagnosticsPrinter(format: format)
    if let code = try MeasuredInput.read(parsed.measuredPath, into: &flags, printer: &printer) { return code }
    if let outDir { try OutputDirectory.check(outDir) }
    var server: PreviewServer?
    if serve {
      switch PreviewServer.start(port: parsed.port ?? 0) {
      case .success(let s): server = s
      case .failure(let e): throw CommandFailure(code: .io, message: e.message)
      }
    }

    let notify = IO.environment("LAYOUTC_WATCH_POLL").map { $0.isEmpty || $0 == "0" } ?? true
    var session = WatchSession(path: path, outDir: outDir, kinds: kinds, resolve: resolve, flags: flags, format: format, server: server)
    for (_, output) in session.outputs where IO.isSameFile(output: output, input: path) {
      throw CommandFailure(.watchOutputIsInput(path: output))
    }
    return try session.run(monitor: ChangeMonitor(path: path, notify: notify))
  }
}

/// The watch loop's state: what was last built, and from which version of the file.
struct WatchSession {
  let path: String
  /// Nil with `--serve` alone: nothing is written.
  let outDir: String?
  let kinds: [EmitKind]
  /// `--serve`: the live page, given every build.
  let server: PreviewServer?
  let resolve: ResolveOptions
  let flags: ContainerFlags
  let format: DiagnosticsFormat

  /// The version of the file last built (good or bad): its stamp and its bytes.
  private var lastStamp: FileStamp?
  private var lastBytes: [UInt8]?
  /// A changed stamp seen without a close-after-write, built once it holds still (for
  /// `settleMilliseconds` when polling only, until the next poll with notifications).
  private var pending: FileStamp?
  static let settleMilliseconds: Int32 = 20
  private var hasGoodOutputs = false
  private var missingSince: ContinuousClock.Instant?
  private var reportedMissing = false

  init(
    path: String, outDir: String?, kinds: [EmitKind], resolve: ResolveOptions, flags: ContainerFlags = ContainerFlags(), format: DiagnosticsFormat,
    server: PreviewServer? = nil
  ) {
    self.path = path
    self.outDir = outDir
    self.kinds = kinds
    self.server = server
    self.resolve = resolve
    self.flags = flags
    self.format = format
  }

  /// `DIR/<stem>.<ext>` for each requested kind.
  var outputs: [(EmitKind, String)] {
    guard let outDir else { return [] }
    return kinds.map { ($0, OutputDirectory.path(for: path, kind: $0, in: outDir)) }
  }

  mutating func run(monitor: ChangeMonitor) throws(CommandFailure) -> ExitCode {
    // Signals first: a Ctrl-C during the first build must not leave a temporary file behind.
    monitor.stopOnInterrupt()
    let names = outputs.map { PathText.lastComponent($0.1) }.joined(separator: ", ")
    var doing = outDir.map { ["writing \(names) to \($0)"] } ?? []
    if let server { doing.append("serving the preview at \(server.url)") }
    IO.writeStdout("watching \(path): \(doing.joined(separator: ", ")) (Ctrl-C stops)\n")
    try build(stamp: FileStamp.of(path), initial: true)
    while true {
      // A change seen on a poll is looked at again soon, to build it once it holds still. With
      // notifications, the close after the write says when; the poll is only the backstop.
      let wake = monitor.wait(milliseconds: pending == nil || monitor.notifies ? nil : Self.settleMilliseconds)
      if case .stop = wake { break }
      look(written: { if case .written = wake { true } else { false } }())
    }
    IO.writeStdout("stopped watching \(path)\n")
    return .ok
  }

  /// Decides whether the file changed since the last build, and builds when its new content is
  /// complete: at once after a close-after-write or a rename into place, otherwise once its
  /// stamp has held still for a moment (an editor may be halfway through writing it).
  private mutating func look(written: Bool) {
    guard let stamp = FileStamp.of(path) else {
      pending = nil
      let now = ContinuousClock.now
      if let since = missingSince {
        if !reportedMissing, now - since > .seconds(1) {
          reportedMissing = true
          IO.writeStdout("\(path) is missing; waiting for it to come back\n")
        }
      } else {
        missingSince = now
      }
      return
    }
    missingSince = nil
    if stamp != lastStamp {
      if written || stamp == pending {
        try? build(stamp: stamp, initial: false)
      } else {
        pending = stamp
      }
      return
    }
    pending = nil
    // Same stamp. Two saves within one tick of the file system's clock can leave size and times
    // alike ("racy" stamps, as git calls them): while the file is that fresh, compare bytes.
    if written || abs(stamp.secondsSinceModified) < 2 {
      if let bytes = try? IO.readSource(path, fifo: false).bytes, bytes != lastBytes {
        try? build(stamp: stamp, initial: false)
      }
    }
  }

  /// Reads and builds the file, then writes every output or none. Errors in the file keep the
  /// last good outputs. Only the first build throws: for a usage error, or when the outputs
  /// cannot be written at all.
  private mutating func build(stamp: FileStamp?, initial: Bool) throws(CommandFailure) {
    let start = ContinuousClock.now
    pending = nil
    let wasReportedMissing = reportedMissing
    reportedMissing = false
    let kept = hasGoodOutputs ? "kept the last good outputs" : "nothing written yet"
    let file: SourceFile
    do {
      file = try IO.readSource(path, fifo: false)
    } catch {
      if initial { throw error }
      // Gone between the look and the read: it is missing, and `look` says so if it stays away.
      guard FileStamp.of(path) != nil else {
        missingSince = missingSince ?? start
        return
      }
      // There but unreadable (its permissions, say): said once; a change to it is looked at again.
      lastStamp = stamp
      lastBytes = nil
      IO.writeStderr("layoutc: error: \(error.message)\n")
      IO.writeStdout("\(path) cannot be read; \(kept); will try again when it changes\n")
      return
    }
    // A new stamp over the bytes last built (a save by rename whose file is closed or has its
    // attributes set after the rename, `touch`, an editor saving an unchanged buffer) builds
    // nothing new: it is noted, not built, so a page served reloads once per change. A file that was reported missing is built
    // again whatever its bytes, so that the status line says it is back.
    if !initial, !wasReportedMissing, let last = lastBytes, file.bytes == last {
      lastStamp = stamp
      return
    }
    lastStamp = stamp
    lastBytes = file.bytes

    // One parse, check and resolve for every output.
    let built = Compilation.build(file, resolve: resolve, emit: server != nil && !kinds.contains(.html) ? kinds + [.html] : kinds, flags: flags)
    let diagnostics = built.diagnostics
    let texts = outputs.compactMap { kind, output in built.contents[kind].map { (output, $0) } }
    if let server {
      if built.usageError == nil, let page = built.contents[.html] {
        server.show(page: page)
      } else {
        server.show(diagnostics: built.usageError.map { "error: \($0)" } ?? DiagnosticRenderer().render(diagnostics, in: file))
      }
    }
    if !diagnostics.isEmpty {
      var printer = DiagnosticsPrinter(format: format)
      printer.add(diagnostics, in: file)
      printer.flush()
    }
    if let usageError = built.usageError {
      if initial { throw CommandFailure(usageError) }
      IO.writeStderr("layoutc: error: \(usageError)\n")
      IO.writeStdout("\(path) does not fit the options; \(kept)\n")
      return
    }
    guard texts.count == outputs.count, server == nil || built.contents[.html] != nil else {
      let errors = DiagnosticSummary.counts(diagnostics).errors
      if errors == 0 {
        IO.writeStderr("layoutc: error: internal error: no output and no error diagnostic for `\(path)`\n")
      }
      IO.writeStdout("\(path) has \(DiagnosticSummary.count(errors, "error")); \(kept)\n")
      return
    }
    do {
      // Made by the first good build, and again if someone removed it meanwhile.
      if let outDir { try OutputDirectory.make(outDir) }
      for (output, text) in texts { try IO.write(text, to: output) }
    } catch {
      if initial { throw error }
      IO.writeStderr("layoutc: error: \(error.message)\n")
      IO.writeStdout("\(path) built, but its outputs could not all be written; will try again on the next save\n")
      return
    }
    hasGoodOutputs = true
    let warnings = DiagnosticSummary.counts(diagnostics).warnings
    var counts = server != nil && texts.isEmpty ? "served" : DiagnosticSummary.count(texts.count, "output") + (server != nil ? ", served" : "")
    if warnings > 0 { counts += ", " + DiagnosticSummary.count(warnings, "warning") }
    IO.writeStdout("built \(path) (\(counts)) in \(Self.milliseconds(ContinuousClock.now - start))\n")
  }

  /// `4 ms`, `0.6 ms`.
  static func milliseconds(_ d: Duration) -> String {
    let ms = Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
    return ms < 1 ? "\((ms * 10).rounded() / 10) ms" : "\(Int(ms.rounded())) ms"
  }
}
