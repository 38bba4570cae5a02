import LayoutSemantics
import LayoutSource

/// A JSON text being written as UTF-8 bytes into memory it owns: literals are copied in whole,
/// numbers written in place (`JSONText.writeNumber`), strings escaped by `JSONText.appendQuoted`.
/// Every write first makes room (`room`) and then stores through a pointer, so a line costs no
/// array bookkeeping. With a `sink` the text is handed over in chunks whenever the buffer holds
/// `chunk` bytes (`spill`) and the buffer is reused; without one it grows and holds the whole text.
struct JSONBytes: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Where a full buffer goes; nil keeps the whole text.
  private let sink: ((UnsafeRawBufferPointer) -> Void)?
  /// How many bytes are gathered before they go to the sink.
  let chunk: Int

  /// Room past a chunk for the line that ends it: lines longer than this (a long name) are
  /// handed over in pieces.
  static let slack = 4096

  init(sink: ((UnsafeRawBufferPointer) -> Void)? = nil, chunk: Int = 1 << 19) {
    self.sink = sink
    self.chunk = max(1, chunk)
    capacity = sink == nil ? 4096 : self.chunk + Self.slack
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  /// The whole text written so far (without a sink: all of it).
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Makes room for `n` more bytes: hands the buffer over when there is a sink, grows it when
  /// there is none or when `n` alone exceeds it.
  @inline(__always)
  private mutating func room(_ n: Int) {
    if count &+ n > capacity { makeRoom(n) }
  }

  private mutating func makeRoom(_ n: Int) {
    if let sink, count > 0 {
      sink(UnsafeRawBufferPointer(start: base, count: count))
      count = 0
      if n <= capacity { return }
    }
    let grown = max(capacity * 2, count + n)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    new.update(from: base, count: count)
    base.deallocate()
    base = new
    capacity = grown
  }

  /// Writes at most `n` bytes through `body`, which returns how many it wrote.
  @inline(__always)
  mutating func write(upTo n: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    room(n)
    count &+= body(base + count)
  }

  /// Hands the buffer to the sink once it holds a chunk (or, with `all`, whatever it holds).
  @inline(__always)
  mutating func spill(all: Bool = false) {
    guard let sink, count >= (all ? 1 : chunk) else { return }
    sink(UnsafeRawBufferPointer(start: base, count: count))
    count = 0
  }

  @inline(__always)
  static func += (out: inout JSONBytes, literal: StaticString) {
    out.append(literal.utf8Start, literal.utf8CodeUnitCount)
  }

  @inline(__always)
  private mutating func append(_ p: UnsafePointer<UInt8>, _ n: Int) {
    room(n)
    (base + count).update(from: p, count: n)
    count &+= n
  }

  /// Text that needs no escaping (a raw value of an enumeration).
  mutating func raw(_ s: String) {
    var s = s
    s.withUTF8 { u in
      guard let p = u.baseAddress else { return }
      append(p, u.count)
    }
  }

  mutating func quoted(_ s: String) {
    var text: [UInt8] = []
    JSONText.appendQuoted(s, to: &text)
    text.withUnsafeBufferPointer { u in
      guard let p = u.baseAddress else { return }
      append(p, u.count)
    }
  }

  @inline(__always)
  mutating func number(_ v: Double) {
    write(upTo: NumberText.descriptionScratchBytes) { JSONText.writeNumber(v, to: $0) }
  }

  @inline(__always)
  mutating func integer(_ v: Int) {
    write(upTo: NumberText.maxIntegerBytes) { NumberText.writeInteger(v, to: $0) }
  }

  /// `prefix`, `value`, `, "x": …, "y": …, "width": …, "height": …` and `}`: an item's or a
  /// group's line, written in place in one go (there are a million of them).
  @inline(__always)
  mutating func frameLine(_ prefix: StaticString, _ value: Int, _ r: Rect, sizing: Sizing = .fixed) {
    // The prefix, an integer and four keys and numbers, and the scratch room of the last number.
    write(upTo: 384) { base in
      var p = base
      @inline(__always) func put(_ s: StaticString) {
        p.update(from: s.utf8Start, count: s.utf8CodeUnitCount)
        p += s.utf8CodeUnitCount
      }
      put(prefix)
      p += NumberText.writeInteger(value, to: p)
      put(", \"x\": ")
      p += JSONText.writeNumber(r.x, to: p)
      put(", \"y\": ")
      p += JSONText.writeNumber(r.y, to: p)
      put(", \"width\": ")
      p += JSONText.writeNumber(r.width, to: p)
      put(", \"height\": ")
      p += JSONText.writeNumber(r.height, to: p)
      switch sizing {
      case .fixed: break
      case .measured: put(", \"sizing\": \"measured\"")
      case .estimated: put(", \"sizing\": \"estimated\"")
      }
      put("}")
      return p - base
    }
    spill()
  }
}
