#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says a path is, as far as reading and writing it go.
enum FileKind: Equatable {
  case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// `a FIFO (a named pipe)`: how a message names it.
  var phrase: String {
    switch self {
    case .regular: "a file"
    case .directory: "a directory"
    case .fifo: "a FIFO (a named pipe)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .symbolicLink: "a symbolic link"
    case .other: "neither a file nor a directory"
    }
  }
}

/// A file as the file system knows it: its device and inode. Two paths (or a path and an open
/// descriptor) with the same identity are the same file, whatever links and names lead there.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  init(_ st: stat) {
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
  }

  /// The file at `path`, following symbolic links; nil when there is none.
  init?(path: String) {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    self.init(st)
  }

  /// The file open on `fd`; nil when it is not open.
  init?(descriptor fd: Int32) {
    var st = stat()
    guard fstat(fd, &st) == 0 else { return nil }
    self.init(st)
  }
}
