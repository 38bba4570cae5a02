#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension IO {
  /// Writes `text` to the output named `path`, the one way `build -o`, `fmt -w` and `watch` write:
  /// - `-`, `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` go through that open descriptor;
  /// - an existing FIFO, device or socket (after symbolic links) is opened and written directly,
  ///   never replaced (a FIFO waits for its reader, as a shell's `>` does);
  /// - anything else is a regular file at the end of the symbolic links, new or existing: the
  ///   text goes to a temporary file created exclusively under an unpredictable name in the same
  ///   directory, which is then renamed over it. Readers see the old file or the whole new one;
  ///   an existing file keeps its mode and, where permitted, its owner; a new one gets 0666 less
  ///   the umask. On any failure the temporary file is removed and the old file is untouched.
  ///
  /// The temporary file is not `fsync`ed: a crash of the program cannot leave a partial file,
  /// and, like a compiler's outputs, these are cheap to rebuild after a crash of the machine.
  static func write(_ text: String, to path: String) throws(CommandFailure) {
    try write(Array(text.utf8), to: path)
  }

  /// `write(_:to:)` for bytes, with no `String` in between.
  static func write(_ text: [UInt8], to path: String) throws(CommandFailure) {
    try write(to: path) { put in text.withUnsafeBytes(put) }
  }

  /// `write(_:to:)` for a text `produce` gives in chunks, in order (what `build` writes: the
  /// frames JSON never whole in memory). Each chunk is written as it comes; after a failed write
  /// the rest is dropped and the failure thrown once `produce` returns, the temporary file removed.
  static func write(to path: String, _ produce: ((UnsafeRawBufferPointer) -> Void) -> Void) throws(CommandFailure) {
    if let fd = outputDescriptor(path) {
      switch fd {
      case 1: produce { writeStdout($0) }
      case 2: produce { writeStderr($0) }
      default:
        if let code = ChunkWriter.writeAll(fd, produce) { throw OutputFailure(path).with(code) }
      }
      return
    }
    switch try OutputTarget.resolve(path) {
    case .direct(let resolved):
      try writeDirectly(produce, to: resolved, for: path)
    case .replace(let directory, let name, let existing):
      try withTerminationSignalsHeld { () throws(CommandFailure) in
        try replace(in: directory, name: name, existing: existing, with: produce, for: path)
      }
    }
  }

  /// Whether writing `output` would replace the input `input`: the same file once symbolic links
  /// are followed (device and inode, so hard links count too), or the same normalised path.
  static func isSameFile(output: String, input: String) -> Bool {
    if outputDescriptor(output) != nil { return false }
    let inputFD = inputDescriptor(input)
    if let out = FileIdentity(path: output),
      let source = inputFD.map({ FileIdentity(descriptor: $0) }) ?? FileIdentity(path: input)
    {
      return out == source
    }
    guard inputFD == nil else { return false }
    return PathText.normalised(output) == PathText.normalised(input)
  }

  private static func writeDirectly(
    _ produce: ((UnsafeRawBufferPointer) -> Void) -> Void, to resolved: String, for path: String
  ) throws(CommandFailure) {
    let fd = open(resolved, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { throw OutputFailure(path).with(errno) }
    let code = ChunkWriter.writeAll(fd, produce)
    let closed = close(fd) == 0 ? nil : errno
    if let code = code ?? closed { throw OutputFailure(path).with(code) }
  }

  private static func replace(
    in directory: String, name: String, existing: stat?, with produce: ((UnsafeRawBufferPointer) -> Void) -> Void,
    for path: String
  ) throws(CommandFailure) {
    let failure = OutputFailure(path)
    let (fd, temp) = try createTemporary(in: directory, for: name, failure: failure)
    var open = true
    var renamed = false
    defer {
      if open { close(fd) }
      if !renamed { unlink(temp) }
    }
    if let existing {
      // The owner first: changing it may clear set-user-ID bits, which the mode then restores.
      // Only root may give a file away; anyone else's rewrite is theirs, as any new file is.
      _ = fchown(fd, existing.st_uid, existing.st_gid)
      guard fchmod(fd, existing.st_mode & 0o7777) == 0 else { throw failure.with(errno) }
    }
    if let code = ChunkWriter.writeAll(fd, produce) { throw failure.with(code) }
    open = false
    // Some file systems (NFS) report a failed write only here.
    guard close(fd) == 0 else { throw failure.with(errno) }
    guard rename(temp, directory + "/" + name) == 0 else { throw failure.with(errno) }
    renamed = true
  }

  /// `DIR/.<name>.<16 random hex digits>.tmp`, created with `O_CREAT | O_EXCL | O_NOFOLLOW`: a
  /// name nobody can guess in advance, and never a file or link that was already there. Mode
  /// 0666 less the umask, as the new file would get; an existing file's mode is set afterwards.
  private static func createTemporary(
    in directory: String, for name: String, failure: OutputFailure
  ) throws(CommandFailure) -> (Int32, String) {
    // Room for the decoration within a file name's 255 bytes.
    var stem = ""
    for c in name where stem.utf8.count + c.utf8.count <= 200 { stem.append(c) }
    var random = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let suffix = String(random.next(), radix: 16)
      let temp = "\(directory)/.\(stem).\(String(repeating: "0", count: 16 - suffix.count))\(suffix).tmp"
      let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if fd >= 0 { return (fd, temp) }
      if errno != EEXIST { throw failure.with(errno) }
    }
    throw failure.with(EEXIST)
  }

  /// Runs `body` with SIGINT, SIGTERM, SIGHUP and SIGQUIT held back, so that an interrupt cannot
  /// kill the process between creating a temporary file and renaming or removing it. A signal
  /// that arrives meanwhile is delivered as soon as `body` returns.
  private static func withTerminationSignalsHeld(_ body: () throws(CommandFailure) -> Void) throws(CommandFailure) {
    var held = sigset_t()
    sigemptyset(&held)
    for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, s) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &held, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try body()
  }
}

/// Writes the chunks a producer gives to one descriptor, stopping at the first failure.
enum ChunkWriter {
  /// The errno of the first write that failed, or nil when every chunk was written.
  static func writeAll(_ fd: Int32, _ produce: ((UnsafeRawBufferPointer) -> Void) -> Void) -> Int32? {
    var failed: Int32?
    produce { chunk in
      if failed == nil { failed = Descriptor.writeAll(fd, chunk) }
    }
    return failed
  }
}

/// Where a named output goes once symbolic links are followed.
enum OutputTarget {
  /// An existing FIFO, device or socket: written in place.
  case direct(String)
  /// A regular file (`existing` is its `stat`, nil for a new one) in a resolved directory.
  case replace(directory: String, name: String, existing: stat?)

  /// Follows symbolic links from `path` to the file they end at (which need not exist yet).
  static func resolve(_ path: String) throws(CommandFailure) -> OutputTarget {
    let failure = OutputFailure(path)
    var current = path
    // As many links as Linux follows (MAXSYMLINKS).
    for _ in 0..<40 {
      var st = stat()
      guard lstat(current, &st) == 0 else {
        guard errno == ENOENT else { throw failure.with(errno) }
        return try replacement(current, existing: nil, failure: failure)
      }
      switch FileKind(mode: st.st_mode) {
      case .symbolicLink: current = try linkTarget(current, failure: failure)
      case .regular: return try replacement(current, existing: st, failure: failure)
      case .directory: throw failure.with(EISDIR)
      case .socket: throw failure.because("it is a socket, which cannot be opened as a file")
      default: return .direct(current)
      }
    }
    throw failure.with(ELOOP)
  }

  /// The path a symbolic link points to; a relative one is relative to the link's directory.
  private static func linkTarget(_ link: String, failure: OutputFailure) throws(CommandFailure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(link, &buffer, buffer.count - 1)
    guard n > 0 else { throw failure.with(n < 0 ? errno : ENOENT) }
    let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return target.hasPrefix("/") ? target : split(link).directory + "/" + target
  }

  private static func replacement(_ file: String, existing: stat?, failure: OutputFailure) throws(CommandFailure) -> OutputTarget {
    let (directory, name) = split(file)
    guard !name.isEmpty, name != ".", name != ".." else { throw failure.with(EISDIR) }
    guard let resolved = realpath(directory, nil) else {
      if errno == ENOENT { throw failure.because("the directory `\(directory)` does not exist") }
      throw failure.with(errno)
    }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return .replace(directory: real == "/" ? "" : real, name: name, existing: existing)
  }

  /// `a/b/c` → (`a/b`, `c`); `c` → (`.`, `c`); `/c` → (`/`, `c`).
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = path[..<slash]
    return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
  }
}

/// The "cannot write `PATH`: …" failure, exit 3.
struct OutputFailure {
  let path: String
  init(_ path: String) { self.path = path }

  func because(_ reason: String) -> CommandFailure {
    CommandFailure(code: .io, message: "cannot write `\(path)`: \(reason)")
  }

  func with(_ code: Int32) -> CommandFailure { because(ErrnoFailure(code: code).reason) }
}
