#ifndef LAYOUTC_MALLOC_CACHE_H
#define LAYOUTC_MALLOC_CACHE_H

#include <stddef.h>

/// Whether this build puts the cache in front of the C allocator (Linux with glibc) and it is on
/// (`LAYOUTC_MALLOC_CACHE=0` in the environment turns it off for the whole run).
int mallocCacheIsActive(void);

/// Whether blocks' sizes are read from their headers (x86-64, glibc 2.34 or later, and the layout
/// checked at start-up), `malloc_usable_size` included.
int mallocCacheReadsHeaders(void);

/// The bytes of freed blocks the calling thread holds for reuse.
size_t mallocCacheThreadBytes(void);

/// The most bytes one thread holds; a block freed past it goes back to the C allocator.
size_t mallocCacheThreadLimit(void);

/// The size glibc's chunk for `block` (a live block from `malloc`) has, as the cache counts it.
size_t mallocCacheChunkSize(void *block);

/// The bytes that threads' caches gave back to the C allocator as the threads ended.
size_t mallocCacheReturnedBytes(void);

#endif
