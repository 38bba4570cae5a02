import LayoutDriver
import MallocCache
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The per-thread cache of freed blocks `layoutc` puts in front of glibc's allocator (Linux with
/// glibc only; README, "Performance"). This test process links it too, as every `layoutc` does, so
/// the whole suite runs on it. A test that measures a cache runs on a thread of its own, whose
/// cache starts empty, and works on blocks it made itself, with no Swift allocation between the
/// calls it measures.
@Suite(.enabled(if: mallocCacheIsActive() != 0, "the allocator cache is built only on Linux with glibc, and LAYOUTC_MALLOC_CACHE=0 turns it off"))
struct MallocCacheTests {
  static func chunk(_ block: UnsafeMutableRawPointer?) -> Int { block.map(mallocCacheChunkSize) ?? 0 }

  /// What `body` returns, run on a new thread (joined before this returns).
  static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) throws -> T {
    let box = ThreadResult<T>()
    let thread = try #require(startThread { box.value = body() })
    pthread_join(thread, nil)
    return try #require(box.value)
  }

  @Test func aFreedBlockIsHandedOutAgainForItsSize() throws {
    let seen = try Self.onNewThread { () -> (chunks: Int, kept: Int, left: Int, sameBlocks: Bool) in
      let count = 64
      let old = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      let new = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      defer {
        old.deallocate()
        new.deallocate()
      }
      for i in 0..<count { old[i] = malloc(200) }
      var chunks = 0
      for i in 0..<count { chunks += Self.chunk(old[i]) }
      let before = mallocCacheThreadBytes()
      for i in 0..<count { free(old[i]) }
      let kept = mallocCacheThreadBytes() - before
      for i in 0..<count { new[i] = malloc(200) }
      let left = mallocCacheThreadBytes() - before
      // Every block back from the cache, most recently freed first.
      let sameBlocks = (0..<count).allSatisfy { new[$0] == old[count - 1 - $0] }
      for i in 0..<count { free(new[i]) }
      return (chunks, kept, left, sameBlocks)
    }
    #expect(seen.chunks == 64 * 208)
    #expect(seen.kept == seen.chunks)
    #expect(seen.left == 0)
    #expect(seen.sameBlocks)
  }

  @Test func aThreadKeepsNoMoreThanItsLimit() throws {
    let kept = try Self.onNewThread { () -> Int in
      // The largest size kept (a 1,040-byte chunk), so that the byte limit comes before the count.
      let size = 1032
      let count = mallocCacheThreadLimit() / size + 1000
      let blocks = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      defer { blocks.deallocate() }
      for i in 0..<count { blocks[i] = malloc(size) }
      for i in 0..<count { free(blocks[i]) }
      return mallocCacheThreadBytes()
    }
    #expect(kept <= mallocCacheThreadLimit())
    #expect(kept > mallocCacheThreadLimit() - 1040)
  }

  @Test func blocksPastTheLargestSizeGoStraightBack() throws {
    let seen = try Self.onNewThread { () -> (largeChunk: Int, afterLarge: Int, smallChunk: Int, afterSmall: Int) in
      let small = malloc(1032)
      let large = malloc(1033)
      let (smallChunk, largeChunk) = (Self.chunk(small), Self.chunk(large))
      let before = mallocCacheThreadBytes()
      free(large)
      let afterLarge = mallocCacheThreadBytes() - before
      free(small)
      return (largeChunk, afterLarge, smallChunk, mallocCacheThreadBytes() - before)
    }
    #expect(seen.largeChunk > 1040)
    #expect(seen.afterLarge == 0)
    #expect(seen.smallChunk == 1040)
    #expect(seen.afterSmall == 1040)
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

/// A value a thread leaves for the one that joins it (the join orders the two).
private final class ThreadResult<T>: @unchecked Sendable {
  var value: T?
}
