#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a file: enough to notice an edit in place (size, modification and
/// change times) and a replacement by rename (device and inode).
struct FileStamp: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: timespec
  var changed: timespec

  static func == (a: FileStamp, b: FileStamp) -> Bool {
    a.device == b.device && a.inode == b.inode && a.size == b.size
      && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
      && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
  }

  /// The stamp of the regular file at `path` (following links), or nil when there is none.
  static func of(_ path: String) -> FileStamp? {
    var st = stat()
    guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
    #if canImport(Darwin)
      return FileStamp(
        device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
        modified: st.st_mtimespec, changed: st.st_ctimespec)
    #else
      return FileStamp(
        device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
        modified: st.st_mtim, changed: st.st_ctim)
    #endif
  }

  /// Seconds between the modification time and now (wall clock, as the file system writes it).
  var secondsSinceModified: Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec - modified.tv_sec) + Double(now.tv_nsec - modified.tv_nsec) / 1e9
  }
}

/// The wake-up pipe's writing end while a `ChangeMonitor` handles SIGINT and SIGTERM (a signal
/// handler can capture nothing, so it finds the descriptor here); -1 otherwise.
nonisolated(unsafe) private var stopSignalDescriptor: Int32 = -1

/// Wakes the watch loop: when something happens in the watched file's folder (inotify, on
/// Linux), when SIGINT or SIGTERM arrives, and otherwise every `interval` so that a plain `stat`
/// poll backs up the notifications (they are not delivered on every file system, and a folder
/// that is removed and made again loses its watch until the next tick adds it back).
final class ChangeMonitor {
  enum Wake {
    /// SIGINT or SIGTERM: finish up and exit.
    case stop
    /// The file was closed after writing or renamed into place: its new content is complete.
    case written
    /// Something else touched the file (or the kernel's event queue overflowed): look at it.
    case touched
    /// Nothing was reported within the interval: poll.
    case tick
  }

  let path: String
  private let directory: String
  private let name: String
  private let interval: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private var handlesSignals = false
  private var inotifyFD: Int32 = -1
  private var watch: Int32 = -1
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// Whether change notifications are in use (false: polling only).
  var notifies: Bool { watch >= 0 }

  /// `notify: false` polls only (what happens anyway where inotify is missing).
  init(path: String, intervalMilliseconds: Int32 = 50, notify: Bool = true) {
    self.path = path
    directory = PathText.directory(path)
    name = PathText.lastComponent(path)
    interval = intervalMilliseconds
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    }
    (wakeRead, wakeWrite) = (fds[0], fds[1])
    #if canImport(Glibc)
      if notify { inotifyFD = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
    #endif
    addWatch()
  }

  deinit {
    if handlesSignals {
      for sig in [SIGINT, SIGTERM] { signal(sig, SIG_DFL) }
      stopSignalDescriptor = -1
    }
    if inotifyFD >= 0 { close(inotifyFD) }
    if wakeRead >= 0 { close(wakeRead) }
    if wakeWrite >= 0 { close(wakeWrite) }
  }

  /// Routes SIGINT and SIGTERM to `wait()`, which then returns `.stop`, instead of killing the
  /// process mid-write: their handler writes a byte to the wake-up pipe (`write(2)` is safe in a
  /// signal handler), which `poll` sees.
  func stopOnInterrupt() {
    stopSignalDescriptor = wakeWrite
    handlesSignals = true
    for sig in [SIGINT, SIGTERM] {
      signal(sig) { _ in
        var byte: UInt8 = 1
        _ = write(stopSignalDescriptor, &byte, 1)
      }
    }
    // A parent may have blocked them (the mask survives exec).
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Blocks until there is something to look at, at most one interval (or `milliseconds`).
  func wait(milliseconds: Int32? = nil) -> Wake {
    if inotifyFD >= 0, watch < 0 { addWatch() }
    var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
    if watch >= 0 { fds.append(pollfd(fd: inotifyFD, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&fds, nfds_t(fds.count), milliseconds ?? interval)
    if ready < 0 { return errno == EINTR ? .touched : .tick }
    if fds[0].revents != 0 { return .stop }
    if fds.count > 1, fds[1].revents != 0 { return readEvents() }
    return .tick
  }

  private func addWatch() {
    #if canImport(Glibc)
      guard inotifyFD >= 0 else { return }
      let mask =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
        | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF)
        | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
      watch = inotify_add_watch(inotifyFD, directory.isEmpty ? "." : directory, mask)
    #endif
  }

  /// Drains the inotify queue; what it says about the watched name decides the answer.
  private func readEvents() -> Wake {
    #if canImport(Glibc)
      var result = Wake.tick
      func note(_ w: Wake) {
        switch (result, w) {
        case (.written, _), (_, .tick): break
        case (_, .written): result = .written
        default: result = .touched
        }
      }
      while true {
        let n = buffer.withUnsafeMutableBytes { read(inotifyFD, $0.baseAddress, $0.count) }
        guard n > 0 else { break }
        var offset = 0
        buffer.withUnsafeBytes { raw in
          let header = MemoryLayout<inotify_event>.size
          while offset + header <= n {
            let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameBytes = raw[(offset + header)..<min(n, offset + header + length)].prefix { $0 != 0 }
            let eventName = String(decoding: nameBytes, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
              note(.touched)
            } else if mask & (UInt32(IN_IGNORED) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
              // The folder went away or moved: drop the watch; `wait()` adds it back by path.
              if watch >= 0 { _ = inotify_rm_watch(inotifyFD, watch) }
              watch = -1
              note(.touched)
            } else if eventName == name {
              note(mask & (UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) != 0 ? .written : .touched)
            }
          }
        }
      }
      return result
    #else
      return .tick
    #endif
  }
}
