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
/// Thread k takes i = k, k + n, k + 2n, …; a thread that cannot be started leaves its share to
/// the calling thread.
func concurrentFor(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  let n = max(1, min(count, cores))
  guard n > 1 else {
    for i in 0..<count { body(i) }
    return
  }
  let stripes = (0..<n).map { Stripe(first: $0, step: n, count: count, body: body) }
  var started: [pthread_t] = []
  var left: [Stripe] = [stripes[0]]
  for stripe in stripes.dropFirst() {
    if let thread = startThread({ stripe.run() }) { started.append(thread) } else { left.append(stripe) }
  }
  for stripe in left { stripe.run() }
  for thread in started { pthread_join(thread, nil) }
}

/// The indices one thread runs.
private final class Stripe: @unchecked Sendable {
  let first: Int, step: Int, count: Int
  let body: @Sendable (Int) -> Void
  init(first: Int, step: Int, count: Int, body: @escaping @Sendable (Int) -> Void) {
    self.first = first
    self.step = step
    self.count = count
    self.body = body
  }
  func run() {
    for i in stride(from: first, to: count, by: step) { body(i) }
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
