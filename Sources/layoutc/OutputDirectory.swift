import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--out-dir DIR` (`build` with several FILEs, `watch`): each output is `DIR/<stem>.<ext>`, the
/// folder is made when the first output is written.
enum OutputDirectory {
  /// `DIR/<stem>.json|svg|swift` for the input at `input`.
  static func path(for input: String, kind: EmitKind, in dir: String) -> String {
    let name = "\(PathText.stem(input)).\(kind.fileExtension)"
    // Joined as text, so messages name DIR as it was given.
    return dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  /// DIR may be missing (the first output makes it) but must not be a file.
  static func check(_ path: String) throws(CommandFailure) {
    var st = stat()
    if stat(path, &st) == 0, FileKind(mode: st.st_mode) != .directory {
      throw CommandFailure(.outDirIsFile(path: path))
    }
  }

  /// Makes DIR (and its parents) when missing, as `mkdir -p` does: mode 0777 less the umask.
  static func make(_ path: String) throws(CommandFailure) {
    try check(path)
    var st = stat()
    guard stat(path, &st) != 0 else { return }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += part
      defer { prefix += "/" }
      if mkdir(prefix, 0o777) == 0 { continue }
      let code = errno
      // Already there (made meanwhile, perhaps): fine if it is a folder.
      if code == EEXIST, stat(prefix, &st) == 0, FileKind(mode: st.st_mode) == .directory { continue }
      let reason = code == EEXIST ? "`\(prefix)` is not a folder" : ErrnoFailure(code: code).reason
      throw CommandFailure(code: .io, message: "cannot create the folder `\(path)`: \(reason)")
    }
  }
}

extension EmitKind {
  /// The extension of this kind's output file.
  var fileExtension: String {
    switch self {
    case .frames: "json"
    case .svg: "svg"
    case .swift: "swift"
    case .html: "html"
    }
  }
}
