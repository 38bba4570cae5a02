// A per-thread cache of freed small blocks in front of glibc's allocator, in the way its own
// tcache works but with room for a whole file's syntax tree.
//
// `layoutc check` builds a syntax tree and a model for each file (tens of thousands of blocks of
// 32 to 1,040 bytes), frees them, and builds the next file's. glibc's tcache keeps 7 freed blocks
// of each size per thread; the rest go to its bins, under the arena's lock, merged with their
// neighbours and split again for the next file. Here a freed block of those sizes is kept on a
// stack for its size in the freeing thread, and the next request of that size takes it back with
// no lock and no merging (a check of 100 files ran 7–11% faster with this).
//
// Every block on a stack is a live glibc block (glibc never saw it freed), so `realloc`,
// `malloc_usable_size`, `calloc` and the aligned allocators, left to glibc, stay correct for any
// block; a block is kept by its chunk's size and handed out only for requests glibc would give a
// chunk of that size. The stacks hold pointers, not lists threaded through the blocks: a block
// freed long ago is not read when it is handed out again (on a list, that read missed the cache
// at nearly every request). A thread keeps at most `threadLimit` bytes and `perSize` blocks of a
// size, and gives them back when it ends. Only on Linux with glibc, where a program's own `malloc`
// and `free` replace the C library's for every library it loads; elsewhere this file defines
// nothing of the kind.

// `RTLD_NEXT`.
#define _GNU_SOURCE

#include "MallocCache.h"

// Any C library header says which C library it is (`__GLIBC__`).
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

// On x86-64 (no memory tagging), with `dlsym` in the C library itself (glibc 2.34 and later),
// `malloc_usable_size` is answered from the block's own header too (`chunkSize`).
#if defined(__x86_64__) && __GLIBC_PREREQ(2, 34)
#define READS_HEADERS 1
#include <dlfcn.h>
#endif

#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

// glibc's own entry points, which these wrap.
extern void *__libc_malloc(size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void __libc_free(void *block);

enum {
  // glibc's chunks: a multiple of 16 bytes, at least 32, with 8 bytes of header in use.
  granule = 16,
  header = 8,
  smallestChunk = 32,
  // The largest chunk glibc's tcache keeps: larger blocks are rarer and go to glibc directly.
  largestChunk = 1040,
  sizeCount = (largestChunk - smallestChunk) / granule + 1,
  perSize = 8192,
  threadLimit = 8 << 20,
};

struct Cache {
  // Each size's stack of blocks, grown as it fills (64 slots first, up to `perSize`): a run that
  // frees few blocks (a build of one file) makes a few small stacks.
  void **stack[sizeCount];
  uint32_t count[sizeCount];
  uint32_t capacity[sizeCount];
  size_t bytes;
  int registered;
};

static __thread struct Cache cache __attribute__((tls_model("initial-exec")));
static pthread_key_t endKey;
static int endKeyMade;
static int active = 1;
// Whether a block's chunk size can be read from the word before it (`chunkSize`): checked at
// start-up against glibc's `malloc_usable_size`, which reads the next chunk's header too (a cache
// miss at nearly every call: every Swift array asks it its capacity).
static int headerReadable;
#if READS_HEADERS
// glibc's `malloc_usable_size`, which this file's replaces.
static size_t (*_Atomic glibcUsableSize)(void *);

static size_t glibcUsable(void *block) {
  size_t (*usable)(void *) = glibcUsableSize;
  if (!usable) {
    usable = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
    glibcUsableSize = usable;
  }
  return usable ? usable(block) : 0;
}
#else
static size_t glibcUsable(void *block) { return malloc_usable_size(block); }
#endif
static atomic_size_t returnedBytes;

// The chunk glibc gives a request of `size` bytes (its `request2size`); `size` is at most
// `largestChunk - header`.
static inline size_t chunkForRequest(size_t size) {
  size_t chunk = (size + header + granule - 1) & ~(size_t)(granule - 1);
  return chunk < smallestChunk ? smallestChunk : chunk;
}

// The size of the chunk of `block`, a live block; 0 for a block glibc mapped on its own.
static inline size_t chunkSize(void *block) {
  if (headerReadable) {
    // glibc's size word: the chunk's size with three flag bits, 2 for a mapped chunk.
    size_t word = ((size_t *)block)[-1];
    return word & 2 ? 0 : word & ~(size_t)7;
  }
  // A mapped block's usable size is its chunk's less 16, never a multiple of 16 less 8.
  size_t chunk = glibcUsable(block) + header;
  return chunk % granule == 0 ? chunk : 0;
}

// Gives back everything the ending thread holds. A block freed after this (by another key's
// destructor) registers the thread again, and glibc calls this once more.
static void threadEnds(void *unused) {
  (void)unused;
  cache.registered = 0;
  size_t bytes = cache.bytes;
  for (int kind = 0; kind < sizeCount; kind++) {
    for (uint32_t i = 0; i < cache.count[kind]; i++) __libc_free(cache.stack[kind][i]);
    __libc_free(cache.stack[kind]);
    cache.stack[kind] = NULL;
    cache.count[kind] = 0;
    cache.capacity[kind] = 0;
  }
  cache.bytes = 0;
  atomic_fetch_add_explicit(&returnedBytes, bytes, memory_order_relaxed);
}

// Makes room for one more block of size `kind` (registering the thread for its end on its first
// free, and again if it frees blocks while ending). Out of line, so that `free` itself saves few
// registers. False when there is no room to be had: the block goes back to glibc.
__attribute__((noinline)) static int makeRoom(size_t kind) {
  if (!cache.registered) {
    cache.registered = 1;
    if (endKeyMade) pthread_setspecific(endKey, &cache);
  }
  uint32_t capacity = cache.capacity[kind];
  if (cache.count[kind] < capacity) return 1;
  if (capacity >= perSize) return 0;
  uint32_t grown = capacity ? capacity * 2 : 64;
  void **stack = __libc_realloc(cache.stack[kind], sizeof(void *) * grown);
  if (!stack) return 0;
  cache.stack[kind] = stack;
  cache.capacity[kind] = grown;
  return 1;
}

__attribute__((constructor)) static void setUp(void) {
  const char *setting = getenv("LAYOUTC_MALLOC_CACHE");
  if (setting && strcmp(setting, "0") == 0) active = 0;
  endKeyMade = pthread_key_create(&endKey, threadEnds) == 0;
#if READS_HEADERS
  // The word before a block is its chunk's size (with flags) in every glibc this was built for;
  // checked here for blocks of the smallest, a middle and the largest size kept, else glibc answers.
  static const size_t sizes[] = {0, 24, 25, 200, largestChunk - header - 1, largestChunk - header};
  int agrees = 1;
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0] && agrees; i++) {
    void *block = __libc_malloc(sizes[i]);
    if (!block) {
      agrees = 0;
      break;
    }
    size_t word = ((size_t *)block)[-1];
    agrees = !(word & 2) && (word & ~(size_t)7) == glibcUsable(block) + header
      && (word & ~(size_t)7) == chunkForRequest(sizes[i]);
    __libc_free(block);
  }
  headerReadable = agrees;
#endif
}

#if READS_HEADERS
// What a block's header says, as glibc's own does without reading the next chunk's (whose only
// use there is to answer 0 for a block already freed, which no caller may ask about). A block
// glibc mapped on its own (a large one), and every block with the cache off, glibc answers.
__attribute__((used, retain)) size_t malloc_usable_size(void *block) {
  if (!block) return 0;
  if (!headerReadable || !active) return glibcUsable(block);
  size_t word = ((size_t *)block)[-1];
  return word & 2 ? glibcUsable(block) : (word & ~(size_t)7) - header;
}
#endif

// Kept by the linker though nothing in the executable calls them: the libraries it loads do.
__attribute__((used, retain)) void *malloc(size_t size) {
  if (size <= largestChunk - header) {
    size_t chunk = chunkForRequest(size);
    size_t kind = (chunk - smallestChunk) / granule;
    uint32_t count = cache.count[kind];
    if (count) {
      cache.count[kind] = count - 1;
      cache.bytes -= chunk;
      return cache.stack[kind][count - 1];
    }
  }
  return __libc_malloc(size);
}

__attribute__((used, retain)) void free(void *block) {
  if (!block) return;
  if (!active) {
    __libc_free(block);
    return;
  }
  size_t chunk = chunkSize(block);
  if (chunk >= smallestChunk && chunk <= largestChunk && cache.bytes + chunk <= threadLimit) {
    size_t kind = (chunk - smallestChunk) / granule;
    uint32_t count = cache.count[kind];
    if ((count < cache.capacity[kind] && cache.registered) || makeRoom(kind)) {
      cache.stack[kind][count] = block;
      cache.count[kind] = count + 1;
      cache.bytes += chunk;
      return;
    }
  }
  __libc_free(block);
}

int mallocCacheIsActive(void) { return active; }
int mallocCacheReadsHeaders(void) { return headerReadable; }
size_t mallocCacheThreadBytes(void) { return cache.bytes; }
size_t mallocCacheThreadLimit(void) { return threadLimit; }
size_t mallocCacheReturnedBytes(void) { return atomic_load_explicit(&returnedBytes, memory_order_relaxed); }
size_t mallocCacheChunkSize(void *block) { return malloc_usable_size(block) + header; }

#else

int mallocCacheIsActive(void) { return 0; }
int mallocCacheReadsHeaders(void) { return 0; }
size_t mallocCacheThreadBytes(void) { return 0; }
size_t mallocCacheThreadLimit(void) { return 0; }
size_t mallocCacheReturnedBytes(void) { return 0; }
size_t mallocCacheChunkSize(void *block) {
  (void)block;
  return 0;
}

#endif
