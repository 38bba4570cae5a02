#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body(i)` for every i in `0..<count` on up to as many threads as there are cores, and
/// returns when all have finished. POSIX threads, not Dispatch: `layoutc` links no library the
/// Swift runtime does not already load (its start-up is measured against an empty program).
/// Each thread takes the next index not yet taken, so a long file does not leave the other
/// threads waiting with files still to check; a thread that cannot be started leaves the work to
/// the others and the calling thread.
func concurrentFor(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  let n = max(1, min(count, cores))
  guard n > 1 else {
    for i in 0..<count { body(i) }
    return
  }
  let queue = WorkQueue(count: count, body: body)
  var started: [pthread_t] = []
  for _ in 1..<n {
    if let thread = startThread({ queue.run() }) { started.append(thread) }
  }
  queue.run()
  for thread in started { pthread_join(thread, nil) }
}

/// The indices still to run, handed out one at a time under a lock (a hundred files take a
/// hundred locks, nothing beside checking them).
private final class WorkQueue: @unchecked Sendable {
  let count: Int
  let body: @Sendable (Int) -> Void
  private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var next = 0

  init(count: Int, body: @escaping @Sendable (Int) -> Void) {
    self.count = count
    self.body = body
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The next index to run, or nil when all are taken.
  private func take() -> Int? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  func run() {
    while let i = take() { body(i) }
  }
}

/// Starts a POSIX thread that runs `body`; nil when it cannot be started. The caller joins or
/// detaches it.
public func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
  let box = Unmanaged.passRetained(ThreadBody(body))
  #if canImport(Darwin)
    var thread: pthread_t? = nil
    let rc = pthread_create(&thread, nil, { raw in
      Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
      return nil
    }, box.toOpaque())
    guard rc == 0, let thread else {
      box.release()
      return nil
    }
    return thread
  #else
    var thread = pthread_t()
    let rc = pthread_create(&thread, nil, { raw in
      if let raw { Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body() }
      return nil
    }, box.toOpaque())
    guard rc == 0 else {
      box.release()
      return nil
    }
    return thread
  #endif
}

/// What a thread started by `startThread` runs, boxed to cross `pthread_create`.
private final class ThreadBody: Sendable {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
