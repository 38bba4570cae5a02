#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only place layoutc touches files and streams: sources are read in `SourceReader.swift`,
/// outputs written in `OutputFile.swift`; standard output and error are here.
enum IO {
  /// Run once at start, before anything opens a file.
  ///
  /// SIGPIPE is ignored, so a reader that goes away (`layoutc build … | head`) shows up as EPIPE
  /// and ends the run with exit 3 instead of killing it; SIGXFSZ likewise, so a file-size limit
  /// (`ulimit -f`) is a write error. A standard descriptor the parent left closed (`>&-`) gets
  /// `/dev/null` opened the wrong way round in its place: the next file opened cannot take its
  /// number and receive what was meant for the stream, and using the stream fails with EBADF,
  /// reported as "it is closed".
  static func prepareStandardStreams() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let placeholder = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
      if placeholder >= 0, placeholder != fd { close(placeholder) }
    }
  }

  /// Writes to standard output. If that fails the run ends here with exit 3: quietly when the
  /// reader has gone (EPIPE: there is no one left to tell), otherwise with a message on stderr.
  static func writeStdout(_ text: String) {
    var text = text
    text.withUTF8 { writeStdout(UnsafeRawBufferPointer($0)) }
  }

  static func writeStdout(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeStdout($0) }
  }

  static func writeStdout(_ bytes: UnsafeRawBufferPointer) {
    guard let code = Descriptor.writeAll(1, bytes) else { return }
    if code != EPIPE {
      _ = Descriptor.writeAll(2, "layoutc: error: cannot write standard output: \(ErrnoFailure(code: code).reason)\n")
    }
    exit(ExitCode.io.rawValue)
  }

  /// Writes to standard error. If that fails there is nowhere left to report it: exit 3.
  static func writeStderr(_ text: String) {
    guard Descriptor.writeAll(2, text) != nil else { return }
    exit(ExitCode.io.rawValue)
  }

  static func writeStderr(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeStderr($0) }
  }

  static func writeStderr(_ bytes: UnsafeRawBufferPointer) {
    guard Descriptor.writeAll(2, bytes) != nil else { return }
    exit(ExitCode.io.rawValue)
  }

  /// The descriptor an input name stands for: `-` and `/dev/stdin` (0) and `/dev/fd/N`.
  static func inputDescriptor(_ path: String) -> Int32? {
    path == "-" || path == "/dev/stdin" ? 0 : numberedDescriptor(path)
  }

  /// The descriptor an output name stands for: `-` and `/dev/stdout` (1), `/dev/stderr` (2)
  /// and `/dev/fd/N`. These are written through the descriptor already open, never reopened.
  static func outputDescriptor(_ path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": 1
    case "/dev/stderr": 2
    default: numberedDescriptor(path)
    }
  }

  /// `/dev/fd/N` → N.
  private static func numberedDescriptor(_ path: String) -> Int32? {
    guard path.hasPrefix("/dev/fd/") else { return nil }
    let digits = path.dropFirst("/dev/fd/".count)
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int32(digits)
  }

  /// Colour only on a terminal, and never with `NO_COLOR` set.
  static var stderrWantsColor: Bool {
    isatty(2) != 0 && environment("NO_COLOR") == nil
  }

  /// The environment variable `name`, nil when it is not set.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
