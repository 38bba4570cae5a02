#if canImport(Glibc)
  import Glibc
#endif

/// The C allocator's settings for a run that checks many files and then exits.
enum Allocator {
  /// glibc returns freed memory at the top of its heap to the kernel as soon as 128 KB of it is
  /// free, and serves every block of 128 KB or more (a source file's bytes, a large array) with a
  /// fresh `mmap`; a run that parses and checks file after file then has the kernel fault in and
  /// zero the same pages again for each file (22,000 page faults for 10 MB of source, a tenth of
  /// the run). A run that ends when its files are done keeps what it freed for the next file
  /// instead. Long-running commands (`watch`, `lsp`) keep the defaults.
  static func keepFreedMemory() {
    #if canImport(Glibc)
      // <malloc.h>, which the Glibc module leaves out: M_TRIM_THRESHOLD is −1, M_TOP_PAD −2,
      // M_MMAP_THRESHOLD −3 (its largest value is 32 MB on 64-bit systems).
      _ = glibcMallopt(-1, Int32.max)
      _ = glibcMallopt(-2, 16 << 20)
      _ = glibcMallopt(-3, 32 << 20)
    #endif
  }
}

#if canImport(Glibc)
  @_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
