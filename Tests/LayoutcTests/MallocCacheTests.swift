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
    // glibc gives most requests of 200 bytes a 208-byte chunk, and a larger one when the rest of
    // a free chunk would be too small to keep (another thread's frees leave such chunks about):
    // only those of 208 bytes come back for requests of 200, the others stay in the cache.
    let seen = try Self.onNewThread { () -> (kept: Int, chunks: Int, left: Int, others: Int, exact: Int, sameBlocks: Bool) in
      let count = 64
      let old = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      let new = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
      defer {
        old.deallocate()
        new.deallocate()
      }
      for i in 0..<count { old[i] = malloc(200) }
      var chunks = 0, others = 0, exact = 0
      for i in 0..<count {
        let chunk = Self.chunk(old[i])
        chunks += chunk
        if chunk == 208 { exact += 1 } else { others += chunk }
      }
      let before = mallocCacheThreadBytes()
      for i in 0..<count { free(old[i]) }
      let kept = mallocCacheThreadBytes() - before
      for i in 0..<count { new[i] = malloc(200) }
      let left = mallocCacheThreadBytes() - before
      // The 208-byte blocks back from the cache first, most recently freed first.
      var expected = (0..<count).reversed().map { old[$0] }.makeIterator()
      var sameBlocks = true
      for i in 0..<exact {
        var next = expected.next()
        while let block = next, Self.chunk(block) != 208 { next = expected.next() }
        if new[i] != next ?? nil { sameBlocks = false }
      }
      for i in 0..<count { free(new[i]) }
      return (kept, chunks, left, others, exact, sameBlocks)
    }
    #expect(seen.kept == seen.chunks)
    #expect(seen.left == seen.others)
    #expect(seen.exact > 0)
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
      // glibc may give a request of 1,032 bytes a larger chunk (when the rest of a free chunk
      // would be too small to keep, as above): the first of a few with the largest size kept,
      // 1,040, is the one measured; the others are freed after.
      let tries = 16
      let others = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: tries)
      defer { others.deallocate() }
      var small: UnsafeMutableRawPointer?
      for i in 0..<tries {
        others[i] = malloc(1032)
        if small == nil, Self.chunk(others[i]) == 1040 { (small, others[i]) = (others[i], nil) }
      }
      let large = malloc(1033)
      let (smallChunk, largeChunk) = (Self.chunk(small), Self.chunk(large))
      let before = mallocCacheThreadBytes()
      free(large)
      let afterLarge = mallocCacheThreadBytes() - before
      free(small)
      let afterSmall = mallocCacheThreadBytes() - before
      for i in 0..<tries { free(others[i]) }
      return (largeChunk, afterLarge, smallChunk, afterSmall)
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

  /// Four threads make blocks of every size kept (and some larger), fill each with a pattern of
  /// its own, and free half of them themselves and hand the other half to the next thread, which
  /// frees them into its own cache: no block is ever handed out while in use, so every pattern is
  /// intact when its block is freed.
  @Test func threadsThatFreeEachOthersBlocksNeverShareOne() throws {
    let threads = 4
    let rounds = 40
    let perRound = 500
    let mailboxes = (0..<threads).map { _ in Mailbox() }
    // Each thread's count of damaged blocks, read once it is joined.
    let damage = (0..<threads).map { _ in ThreadResult<Int>() }
    let started = try (0..<threads).map { t in
      try #require(startThread {
        var random = UInt64(t + 1) &* 0x9E37_79B9_7F4A_7C15
        var damaged = 0
        for round in 0..<rounds {
          let blocks = UnsafeMutablePointer<(UnsafeMutableRawPointer, Int, UInt8)>.allocate(capacity: perRound)
          for i in 0..<perRound {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let size = Int(random >> 33) % 1_100
            let mark = UInt8(truncatingIfNeeded: t &* 64 &+ round &+ i)
            let block = malloc(max(size, 1))!
            memset(block, Int32(mark), max(size, 1))
            blocks[i] = (block, max(size, 1), mark)
          }
          // What the previous thread handed over, checked and freed here.
          for (block, size, mark) in mailboxes[t].takeAll() {
            if !UnsafeRawBufferPointer(start: block, count: size).allSatisfy({ $0 == mark }) { damaged += 1 }
            free(block)
          }
          var handed: [(UnsafeMutableRawPointer, Int, UInt8)] = []
          for i in 0..<perRound {
            let (block, size, mark) = blocks[i]
            if !UnsafeRawBufferPointer(start: block, count: size).allSatisfy({ $0 == mark }) { damaged += 1 }
            if i % 2 == 0 { free(block) } else { handed.append(blocks[i]) }
          }
          blocks.deallocate()
          mailboxes[(t + 1) % threads].put(handed)
        }
        damage[t].value = damaged
      })
    }
    for thread in started { pthread_join(thread, nil) }
    for mailbox in mailboxes {
      for (block, size, mark) in mailbox.takeAll() {
        #expect(UnsafeRawBufferPointer(start: block, count: size).allSatisfy { $0 == mark })
        free(block)
      }
    }
    #expect(damage.map { $0.value } == Array(repeating: 0, count: threads))
  }
}

/// Blocks handed from one thread to another, under a lock.
private final class Mailbox: @unchecked Sendable {
  private var blocks: [(UnsafeMutableRawPointer, Int, UInt8)] = []
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  init() { pthread_mutex_init(lock, nil) }
  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }
  func put(_ more: [(UnsafeMutableRawPointer, Int, UInt8)]) {
    pthread_mutex_lock(lock)
    blocks += more
    pthread_mutex_unlock(lock)
  }
  func takeAll() -> [(UnsafeMutableRawPointer, Int, UInt8)] {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    let all = blocks
    blocks = []
    return all
  }
}

/// A value a thread leaves for the one that joins it (the join orders the two).
private final class ThreadResult<T>: @unchecked Sendable {
  var value: T?
}
