import LayoutDriver
import MallocCache
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The per-thread cache of freed blocks `layoutc` puts in front of glibc's allocator (Linux with
/// glibc only; README, "Performance"). This test process links it too, as every `layoutc` does, so
/// the whole suite runs on it. Each test works on blocks it made itself, with no Swift allocation
/// between the calls it measures.
@Suite(.enabled(if: mallocCacheIsActive() != 0, "the allocator cache is built only on Linux with glibc, and LAYOUTC_MALLOC_CACHE=0 turns it off"))
struct MallocCacheTests {
  static func chunk(_ block: UnsafeMutableRawPointer) -> Int { mallocCacheChunkSize(block) }

  @Test func aFreedBlockIsHandedOutAgainForItsSize() throws {
    let count = 64
    let old = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
    let new = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
    defer {
      old.deallocate()
      new.deallocate()
    }
    for i in 0..<count { old[i] = malloc(200) }
    var chunks = 0
    for i in 0..<count { chunks += Self.chunk(try #require(old[i])) }
    let before = mallocCacheThreadBytes()
    try #require(before + chunks <= mallocCacheThreadLimit(), "the thread's cache is too full to measure")
    for i in 0..<count { free(old[i]) }
    #expect(mallocCacheThreadBytes() == before + chunks)
    for i in 0..<count { new[i] = malloc(200) }
    #expect(mallocCacheThreadBytes() == before)
    // Every block came back from the cache, most recently freed first.
    for i in 0..<count { #expect(new[i] == old[count - 1 - i]) }
    for i in 0..<count { free(new[i]) }
  }

  @Test func aThreadKeepsNoMoreThanItsLimit() {
    // The largest size kept (a 1,040-byte chunk), so that the byte limit comes before the count.
    let size = 1032
    let count = mallocCacheThreadLimit() / size + 1000
    let blocks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
    defer { blocks.deallocate() }
    for i in 0..<count { blocks[i] = malloc(size) }
    for i in 0..<count { free(blocks[i]) }
    #expect(mallocCacheThreadBytes() <= mallocCacheThreadLimit())
    #expect(mallocCacheThreadBytes() > mallocCacheThreadLimit() - 1040)
  }

  @Test func blocksPastTheLargestSizeGoStraightBack() throws {
    let small = try #require(malloc(1032))
    let large = try #require(malloc(1033))
    let largeChunk = Self.chunk(large)
    #expect(largeChunk > 1040)
    let before = mallocCacheThreadBytes()
    free(large)
    #expect(mallocCacheThreadBytes() == before)
    let smallChunk = Self.chunk(small)
    free(small)
    #expect(mallocCacheThreadBytes() == before + (smallChunk <= 1040 && before + smallChunk <= mallocCacheThreadLimit() ? smallChunk : 0))
  }

  @Test func anEndingThreadGivesItsBlocksBack() throws {
    let before = mallocCacheReturnedBytes()
    let thread = try #require(startThread {
      let count = 100
      let blocks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      for i in 0..<count { blocks[i] = malloc(300) }
      for i in 0..<count { free(blocks[i]) }
      blocks.deallocate()
    })
    pthread_join(thread, nil)
    #expect(mallocCacheReturnedBytes() >= before + 100 * 304)
  }

  #if arch(x86_64)
    /// On x86-64 (where this is built and measured) the start-up check of glibc's block headers
    /// passes, so `free` and `malloc_usable_size` read a block's size from its own header.
    @Test func blockSizesAreReadFromTheirHeaders() {
      #expect(mallocCacheReadsHeaders() == 1)
    }
  #endif

  /// What `malloc_usable_size` answers (Swift's arrays take it as their capacity) is the block's
  /// size: at least what was asked, and all of it writable, for small, kept and mapped blocks.
  @Test func aBlocksUsableSizeIsAllOfIt() throws {
    for size in stride(from: 0, through: 2_100, by: 7) + [100_000, 1 << 20, 40 << 20] {
      let block = try #require(malloc(size))
      let usable = mallocCacheChunkSize(block) - 8
      #expect(usable >= size && usable < max(size, 24) + 4_096 + 16, "\(size): \(usable)")
      memset(block, 0xC3, usable)
      let grown = try #require(realloc(block, size + 1))
      #expect(UnsafeRawBufferPointer(start: grown, count: min(size, usable)).allSatisfy { $0 == 0xC3 })
      free(grown)
    }
  }

  /// Blocks from glibc's `calloc`, `realloc` and `aligned_alloc` go through the cache when freed,
  /// and blocks from the cache through `realloc`: each is a live glibc block throughout.
  @Test func theOtherAllocatorsMixWithTheCache() throws {
    for round in 0..<200 {
      let zeroed = try #require(calloc(10, 24))
      #expect(UnsafeRawBufferPointer(start: zeroed, count: 240).allSatisfy { $0 == 0 })
      free(zeroed)
      let reused = try #require(malloc(240))
      memset(reused, Int32(round & 0xFF), 240)
      let grown = try #require(realloc(reused, 4000))
      #expect(UnsafeRawBufferPointer(start: grown, count: 240).allSatisfy { $0 == UInt8(round & 0xFF) })
      let shrunk = try #require(realloc(grown, 100))
      #expect(UnsafeRawBufferPointer(start: shrunk, count: 100).allSatisfy { $0 == UInt8(round & 0xFF) })
      free(shrunk)
      let aligned = try #require(aligned_alloc(64, 512))
      #expect(Int(bitPattern: aligned) % 64 == 0)
      memset(aligned, 0x5A, 512)
      free(aligned)
      let next = try #require(malloc(500))
      memset(next, 0xA5, 500)
      #expect(Int(bitPattern: next) % 16 == 0)
      free(next)
    }
  }
}
