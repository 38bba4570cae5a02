import LayoutSource
import LayoutSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IO {
  /// Reads a source: `-`, `/dev/stdin` and `/dev/fd/N` from the open descriptor, a regular file
  /// or a FIFO by name. A directory, a device or a socket is refused. At most one byte past
  /// `Parser.maxSourceBytes` is read, so an endless stream ends, and the parser reports the file
  /// as too large (`syntax.fileTooLarge`). `fifo: false` refuses a FIFO too (`watch` reads only
  /// files it has seen to be regular, and must not wait for a writer).
  static func readSource(_ path: String, fifo: Bool = true) throws(CommandFailure) -> SourceFile {
    let limit = Parser.maxSourceBytes
    if let fd = inputDescriptor(path) {
      let what = path == "-" ? "standard input" : "`\(path)`"
      switch Descriptor.readAll(fd, limit: limit) {
      case .success(let bytes): return SourceFile(name: path == "-" ? "<stdin>" : path, bytes: bytes)
      case .failure(let failure): throw CommandFailure(code: .io, message: "cannot read \(what): \(failure.reason)")
      }
    }
    func failure(_ reason: String) -> CommandFailure {
      CommandFailure(code: .io, message: "cannot read `\(path)`: \(reason)")
    }
    // The kind first: opening a FIFO waits for a writer, and a device has no business being opened.
    var st = stat()
    guard stat(path, &st) == 0 else { throw failure(ErrnoFailure(code: errno).reason) }
    if let problem = unreadableKind(FileKind(mode: st.st_mode), fifo: fifo) { throw failure(problem) }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw failure(ErrnoFailure(code: errno).reason) }
    defer { close(fd) }
    // It may have been replaced in between.
    guard fstat(fd, &st) == 0 else { throw failure(ErrnoFailure(code: errno).reason) }
    if let problem = unreadableKind(FileKind(mode: st.st_mode), fifo: fifo) { throw failure(problem) }
    switch Descriptor.readAll(fd, limit: limit, sizeHint: Int(st.st_size)) {
    case .success(let bytes): return SourceFile(name: path, bytes: bytes)
    case .failure(let error): throw failure(error.reason)
    }
  }

  /// Why a file of this kind is not read as a source, or nil: regular files and FIFOs (a stream,
  /// read to its end) are.
  private static func unreadableKind(_ kind: FileKind, fifo: Bool) -> String? {
    switch kind {
    case .regular: nil
    case .fifo where fifo: nil
    case .directory: "it is a directory"
    default: "it is \(kind.phrase), not a file; to read a stream, pass `-` and redirect it to standard input"
    }
  }
}
