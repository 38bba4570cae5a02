/// Counts parses, for tests that a text is parsed once however many questions are asked about
/// it (the language server's requests, `watch`'s outputs). Set it for a stretch of code with
/// `Parser.$counter.withValue(counter) { ... }`; every `Parser.parse` in that stretch counts.
///
/// A reference type so that the parses of one stretch add up in one place; it is written by one
/// thread at a time (the code it watches runs synchronously), which is the whole contract behind
/// `@unchecked Sendable`.
public final class ParseCounter: @unchecked Sendable {
  public private(set) var count = 0
  public init() {}
  func increment() { count += 1 }
}

extension Parser {
  /// The counter every `parse` adds itself to; nil (no counting) unless a test sets it.
  @TaskLocal public static var counter: ParseCounter?
}
