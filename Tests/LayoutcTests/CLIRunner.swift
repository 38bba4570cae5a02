import Foundation
import Testing

/// Runs the built `layoutc` executable as a user would: arguments, environment, standard input,
/// and a deadline. Output goes to files, not pipes, so a chatty child can never block on a full
/// pipe while the test waits for it.
enum CLI {
  /// The executable. `swift build` puts it beside the test bundle in `.build/<triple>/debug/`
  /// (`.build/debug` is a link to that folder); the package root's `.build/debug` is the fallback.
  static let binary: URL? = {
    let fm = FileManager.default
    var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("layoutc") }
      .first { fm.isExecutableFile(atPath: $0.path) && !isDirectory($0) }
  }()

  static func isDirectory(_ url: URL) -> Bool {
    var dir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &dir) && dir.boolValue
  }

  /// What a run produced.
  struct Result {
    var stdout: Data
    var stderrData: Data
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    var signaled: Bool
    var timedOut: Bool
    var seconds: Double

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Neither a crash (signal, or an exit status of 128 and above) nor a hang.
    var endedNormally: Bool { !signaled && !timedOut && status < 128 }
    var summary: String { "exit \(status)\(signaled ? " (signal)" : "")\(timedOut ? " (timed out)" : ""), stderr:\n\(stderr.prefix(2000))" }
  }

  /// Runs `layoutc args…` in `directory` (default: `Fixtures/`), killing it after `timeout` seconds.
  /// `NO_COLOR` is removed from the inherited environment unless `environment` sets it.
  static func run(
    _ args: [String], stdin: Data? = nil, environment: [String: String] = [:],
    in directory: URL = Fixtures.root, timeout: Double = 60, binaryOverride: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Result {
    guard let binary = binaryOverride.map(URL.init(fileURLWithPath:)) ?? binary else {
      Issue.record("layoutc not found beside the test bundle or in \(Fixtures.packageRoot.path)/.build/debug; run `swift build` first", sourceLocation: sourceLocation)
      throw CocoaError(.fileNoSuchFile)
    }
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let outURL = scratch.file("stdout"), errURL = scratch.file("stderr"), inURL = scratch.file("stdin")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try (stdin ?? Data()).write(to: inURL)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    defer { try? out.close(); try? err.close(); try? input.close() }

    let process = Process()
    process.executableURL = binary
    process.arguments = args
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = ContinuousClock.now
    try process.run()
    let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let elapsed = ContinuousClock.now - start
    return Result(
      stdout: try Data(contentsOf: outURL), stderrData: try Data(contentsOf: errURL),
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
}

extension CLI {
  /// Runs `script` with `/bin/sh -c` in `directory`, `$LAYOUTC` naming the built binary: for what
  /// only a shell sets up (a closed or redirected descriptor, `ulimit`, `umask`, `$$`). Scripts
  /// `exec` layoutc where its own exit status or signal is what the test looks at.
  static func shell(
    _ script: String, in directory: URL, timeout: Double = 60,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Result {
    guard let binary else {
      Issue.record("layoutc not found beside the test bundle; run `swift build` first", sourceLocation: sourceLocation)
      throw CocoaError(.fileNoSuchFile)
    }
    return try run(
      ["-c", script], environment: ["LAYOUTC": binary.path], in: directory, timeout: timeout, binaryOverride: "/bin/sh",
      sourceLocation: sourceLocation)
  }

  /// A fixture's absolute path, for runs in another folder.
  static func fixture(_ name: String) -> String { Fixtures.root.appendingPathComponent(name).path }

  static var isRoot: Bool { getuid() == 0 }
}

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names in the folder, sorted (hidden files included).
  func contents() -> [String] { Fixtures.files(in: url) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

