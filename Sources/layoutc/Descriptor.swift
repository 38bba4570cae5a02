#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)` and `write(2)` loops over a file descriptor: they retry after a signal (EINTR) and
/// wait out a non-blocking descriptor (EAGAIN) instead of failing.
enum Descriptor {
  /// Writes every byte of `text`; nil on success, otherwise the `errno` of the failure.
  static func writeAll(_ fd: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
  }

  static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { writeAll(fd, $0) }
  }

  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, base + offset, bytes.count - offset)
      if n > 0 {
        offset += n
      } else if n < 0, errno == EINTR {
        continue
      } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        waitFor(fd, Int16(POLLOUT))
      } else {
        return n < 0 ? errno : EIO
      }
    }
    return nil
  }

  /// Reads to the end of the stream, but never more than `limit + 1` bytes: a caller seeing more
  /// than `limit` knows the input is over its limit without reading an endless one (`/dev/zero`).
  /// `sizeHint` (a regular file's size) saves regrowing the buffer.
  static func readAll(_ fd: Int32, limit: Int, sizeHint: Int = 0) -> Result<[UInt8], ErrnoFailure> {
    let cap = limit + 1
    var failure: ErrnoFailure?
    // A file of known size is read straight into the array, one byte more than its size to see
    // the end: no buffer to zero and copy from (for `check` of many files, a tenth of the
    // reading). Anything beyond (a file that grew, a stream) is read in chunks after it.
    var bytes = [UInt8](unsafeUninitializedCapacity: min(max(sizeHint, 0) + 1, cap)) { buffer, count in
      count = 0
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        switch readSome(fd, into: base + count, buffer.count - count) {
        case .read(let n): count += n
        case .end: return
        case .failed(let code):
          failure = ErrnoFailure(code: code)
          return
        }
      }
    }
    if let failure { return .failure(failure) }
    // The first read filled its buffer: the rest, in chunks, if there is more.
    guard bytes.count == min(max(sizeHint, 0) + 1, cap) else { return .success(bytes) }
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count < cap {
      let wanted = min(chunk.count, cap - bytes.count)
      let result = chunk.withUnsafeMutableBytes { buffer in
        // The chunk is never empty; an empty one would end the stream.
        buffer.baseAddress.map { readSome(fd, into: $0, wanted) } ?? .end
      }
      switch result {
      case .read(let n): bytes.append(contentsOf: chunk[0..<n])
      case .end: return .success(bytes)
      case .failed(let code): return .failure(ErrnoFailure(code: code))
      }
    }
    return .success(bytes)
  }

  /// What one `read` gave.
  private enum ReadResult {
    case read(Int)
    case end
    case failed(Int32)
  }

  /// One `read(2)` of at most `count` bytes (at least one) into `buffer`, retried after a signal
  /// and once a non-blocking descriptor is ready.
  private static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawPointer, _ count: Int) -> ReadResult {
    while true {
      let n = read(fd, buffer, count)
      if n > 0 { return .read(n) }
      if n == 0 { return .end }
      if errno == EINTR { continue }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        waitFor(fd, Int16(POLLIN))
        continue
      }
      return .failed(errno)
    }
  }

  /// Blocks until `fd` is ready for `events` (or reports an error, which the next call returns).
  private static func waitFor(_ fd: Int32, _ events: Int16) {
    var p = pollfd(fd: fd, events: events, revents: 0)
    _ = poll(&p, 1, -1)
  }
}

/// A failed system call's `errno`, with the words a message uses for it.
struct ErrnoFailure: Error {
  var code: Int32

  /// `permission denied`, `no space left on the device`: the end of a "cannot read/write" message.
  var reason: String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ENOENT: return "no such file"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is used up"
    case EFBIG: return "the file would be larger than the system allows"
    case EROFS: return "the file system is read-only"
    case EISDIR: return "it is a directory"
    case ENOTDIR: return "a part of the path is not a directory"
    case EBADF: return "it is closed"
    case EPIPE: return "the reading end of the pipe is closed"
    case ELOOP: return "too many symbolic links"
    case ENAMETOOLONG: return "the name is too long"
    default:
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }
}
