#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

// The item frames of a section are written once, in order, into storage nobody has touched: ten
// million frames are 320 MB, and on Linux each first write to a 4 KB page of it is a page fault
// (the kernel zeroes and maps the page). At 10⁷ items those faults, not the arithmetic, were the
// cost of a resolve: ~25 ns an item against 2–5 at 10⁶. A buffer of several megabytes is
// therefore marked for transparent huge pages before it is written, so it faults 2 MB at a time
// (512 times fewer faults). The frames are the same; only how the memory is mapped changes.

extension Array where Element == Rect {
  /// Buffers at least this long (in bytes) are marked for huge pages: below two huge pages there
  /// is little to gain.
  static let hugePageThreshold = 4 << 20

  /// `count` frames, every one written by `body` into uninitialised storage, in order (the
  /// allocation each resolver makes for its item frames, and the benchmark's baseline).
  /// `adviseHugePages: false` leaves the pages as the allocator gives them.
  public static func frames(count: Int, adviseHugePages: Bool = true, _ body: (UnsafeMutableBufferPointer<Rect>) -> Void) -> [Rect] {
    [Rect](unsafeUninitializedCapacity: count) { buffer, initialized in
      if adviseHugePages { FrameBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(buffer)) }
      body(buffer)
      initialized = count
    }
  }
}

enum FrameBuffers {
  /// `madvise(MADV_HUGEPAGE)` over the 2 MB-aligned part of `bytes` when it is large (Linux; a
  /// hint the kernel may ignore, as when transparent huge pages are off).
  static func adviseHugePages(_ bytes: UnsafeMutableRawBufferPointer) {
    #if os(Linux) && canImport(Glibc)
      guard bytes.count >= [Rect].hugePageThreshold, let base = bytes.baseAddress else { return }
      let huge = UInt(2 << 20)
      let start = (UInt(bitPattern: base) + huge - 1) & ~(huge - 1)
      let end = (UInt(bitPattern: base) + UInt(bytes.count)) & ~(huge - 1)
      guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
