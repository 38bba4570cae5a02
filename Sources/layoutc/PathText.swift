#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as text, without touching the file system beyond the working directory: what
/// `--out-dir` names outputs after, the folder `watch` watches, and the last resort of
/// `IO.isSameFile` for paths that do not exist yet.
enum PathText {
  /// The absolute form of `path`, with `.`, `..` and repeated or trailing slashes taken out
  /// lexically (symbolic links are not followed): `a/../b/` in `/tmp` is `/tmp/b`.
  static func normalised(_ path: String) -> String {
    var full = path
    if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
      full = String(cString: cwd) + "/" + path
      free(cwd)
    }
    var parts: [Substring] = []
    for part in full.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The last component of the normalised path: `b.layout` for `a/b.layout/`; `/` for the root.
  static func lastComponent(_ path: String) -> String {
    let full = normalised(path)
    guard let slash = full.lastIndex(of: "/"), full != "/" else { return full }
    return String(full[full.index(after: slash)...])
  }

  /// The folder the normalised path is in: `/tmp/a` for `a/b.layout` in `/tmp`.
  static func directory(_ path: String) -> String {
    let full = normalised(path)
    guard let slash = full.lastIndex(of: "/"), slash != full.startIndex else { return "/" }
    return String(full[..<slash])
  }

  /// The last component without its extension: `a.b` for `dir/a.b.layout`. A name that starts
  /// with its only dot (`.layout`) or ends with a dot has no extension.
  static func stem(_ path: String) -> String {
    let name = lastComponent(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
      return name
    }
    return String(name[..<dot])
  }
}
