#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts parses, for tests that a text is parsed once however many questions are asked about
/// it (the language server's requests, `watch`'s outputs). Set it for a stretch of code with
/// `ParseCounter.counting(counter) { ... }`; every `Parser.parse` on that thread in that stretch
/// counts.
///
/// A reference type so that the parses of one stretch add up in one place; it is written by one
/// thread at a time (the code it watches runs synchronously), which is the whole contract behind
/// `@unchecked Sendable`. The current counter is a POSIX thread-local value, not a task-local
/// one: a build that counts nothing then starts no concurrency machinery for it.
public final class ParseCounter: @unchecked Sendable {
  public private(set) var count = 0
  public init() {}
  func increment() { count += 1 }

  /// Runs `body` with `counter` counting this thread's parses, then puts back the one before.
  public static func counting<T>(_ counter: ParseCounter, _ body: () throws -> T) rethrows -> T {
    let before = pthread_getspecific(key.value)
    pthread_setspecific(key.value, Unmanaged.passUnretained(counter).toOpaque())
    defer { pthread_setspecific(key.value, before) }
    return try withExtendedLifetime(counter) { try body() }
  }

  /// The counter of this thread, if a test set one.
  static var current: ParseCounter? {
    guard let p = pthread_getspecific(key.value) else { return nil }
    return Unmanaged<ParseCounter>.fromOpaque(p).takeUnretainedValue()
  }

  /// The thread-local slot, made on first use.
  private static let key = Key()

  private final class Key: Sendable {
    let value: pthread_key_t
    init() {
      var k = pthread_key_t()
      pthread_key_create(&k, nil)
      value = k
    }
  }
}
