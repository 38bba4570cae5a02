// A per-thread cache of freed small blocks in front of glibc's allocator, in the way its own
// tcache works but with room for a whole file's syntax tree.
//
// `layoutc check` builds a syntax tree and a model for each file (tens of thousands of blocks of
// 32 to 1,040 bytes), frees them, and builds the next file's. glibc's tcache keeps 7 freed blocks
// of each size per thread; the rest go to its bins, under the arena's lock, merged with their
// neighbours and split again for the next file (a check of 100 files ran 4–6% faster with this). Here a freed block of
// those sizes is kept on a list for its size in the freeing thread, and the next request of that
// size takes it back with no lock and no merging.
//
// Every block on a list is a live glibc block (glibc never saw it freed), so `realloc`,
// `malloc_usable_size`, `calloc` and the aligned allocators, left to glibc, stay correct for any
// block; a block is listed by its usable size, read from glibc, and handed out only for requests
// glibc would give a block of that size. A thread keeps at most `threadLimit` bytes, and gives them
// back when it ends. Only on Linux with glibc, where a program's own `malloc` and `free` replace the
// C library's for every library it loads; elsewhere this file defines nothing of the kind.

#include "MallocCache.h"

// Any C library header says which C library it is (`__GLIBC__`).
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

// glibc's own entry points, which these wrap.
extern void *__libc_malloc(size_t size);
extern void __libc_free(void *block);

enum {
  // glibc's chunks: a multiple of 16 bytes, at least 32, with 8 bytes of header in use.
  granule = 16,
  header = 8,
  smallestChunk = 32,
  // The largest chunk glibc's tcache keeps: larger blocks are rarer and go to glibc directly.
  largestChunk = 1040,
  classCount = (largestChunk - smallestChunk) / granule + 1,
  threadLimit = 8 << 20,
};

struct Cache {
  void *head[classCount];
  size_t bytes;
  int registered;
};

static __thread struct Cache cache __attribute__((tls_model("initial-exec")));
static pthread_key_t endKey;
static int endKeyMade;
static int active = 1;
static atomic_size_t returnedBytes;

// The chunk glibc gives a request of `size` bytes (its `request2size`); `size` is at most
// `largestChunk - header`.
static inline size_t chunkForRequest(size_t size) {
  size_t chunk = (size + header + granule - 1) & ~(size_t)(granule - 1);
  return chunk < smallestChunk ? smallestChunk : chunk;
}

// Gives back everything the ending thread holds. A block freed after this (by another key's
// destructor) registers the thread again, and glibc calls this once more.
static void threadEnds(void *unused) {
  (void)unused;
  cache.registered = 0;
  size_t bytes = cache.bytes;
  for (int c = 0; c < classCount; c++) {
    void *block = cache.head[c];
    cache.head[c] = NULL;
    while (block) {
      void *next = *(void **)block;
      __libc_free(block);
      block = next;
    }
  }
  cache.bytes = 0;
  atomic_fetch_add_explicit(&returnedBytes, bytes, memory_order_relaxed);
}

// Once per thread (and again if it frees blocks while ending): `threadEnds` is called when it ends.
// Out of line, so that `free` itself saves few registers.
__attribute__((noinline)) static void registerThread(void) {
  cache.registered = 1;
  if (endKeyMade) pthread_setspecific(endKey, &cache);
}

__attribute__((constructor)) static void setUp(void) {
  const char *setting = getenv("LAYOUTC_MALLOC_CACHE");
  if (setting && strcmp(setting, "0") == 0) active = 0;
  endKeyMade = pthread_key_create(&endKey, threadEnds) == 0;
}

// Kept by the linker though nothing in the executable calls them: the libraries it loads do.
__attribute__((used, retain)) void *malloc(size_t size) {
  if (size <= largestChunk - header) {
    size_t c = (chunkForRequest(size) - smallestChunk) / granule;
    void *block = cache.head[c];
    if (block) {
      cache.head[c] = *(void **)block;
      cache.bytes -= c * granule + smallestChunk;
      return block;
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
  // An mmapped block's usable size is its chunk's less 16, never a multiple of 16 less 8.
  size_t chunk = malloc_usable_size(block) + header;
  if (chunk <= largestChunk && chunk >= smallestChunk && chunk % granule == 0 && cache.bytes + chunk <= threadLimit) {
    if (!cache.registered) registerThread();
    size_t c = (chunk - smallestChunk) / granule;
    *(void **)block = cache.head[c];
    cache.head[c] = block;
    cache.bytes += chunk;
    return;
  }
  __libc_free(block);
}

int mallocCacheIsActive(void) { return active; }
size_t mallocCacheThreadBytes(void) { return cache.bytes; }
size_t mallocCacheThreadLimit(void) { return threadLimit; }
size_t mallocCacheReturnedBytes(void) { return atomic_load_explicit(&returnedBytes, memory_order_relaxed); }
size_t mallocCacheChunkSize(void *block) { return malloc_usable_size(block) + header; }

#else

int mallocCacheIsActive(void) { return 0; }
size_t mallocCacheThreadBytes(void) { return 0; }
size_t mallocCacheThreadLimit(void) { return 0; }
size_t mallocCacheReturnedBytes(void) { return 0; }
size_t mallocCacheChunkSize(void *block) {
  (void)block;
  return 0;
}

#endif
