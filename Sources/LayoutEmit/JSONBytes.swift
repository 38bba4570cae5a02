import LayoutSemantics
import LayoutSource

/// A JSON text being written as UTF-8 bytes: literals are copied in whole, numbers written in
/// place (`JSONText.writeNumber`), strings escaped by `JSONText.appendQuoted`. With a `sink` the
/// text is handed over in chunks whenever `bytes` fills (`spill`), and the buffer is reused.
struct JSONBytes {
  var bytes: [UInt8] = []
  /// Where a full buffer goes; nil keeps the whole text in `bytes`.
  var sink: ((UnsafeRawBufferPointer) -> Void)?
  /// How many bytes are gathered before they go to the sink.
  var chunk = 1 << 19

  /// Hands the buffer to the sink once it holds a chunk (or, with `all`, whatever it holds).
  @inline(__always)
  mutating func spill(all: Bool = false) {
    guard let sink, bytes.count >= (all ? 1 : chunk) else { return }
    bytes.withUnsafeBytes(sink)
    bytes.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  static func += (out: inout JSONBytes, literal: StaticString) {
    literal.withUTF8Buffer { out.bytes.append(contentsOf: $0) }
  }

  /// Text that needs no escaping (a raw value of an enumeration).
  @inline(__always)
  mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }

  mutating func quoted(_ s: String) { JSONText.appendQuoted(s, to: &bytes) }

  @inline(__always)
  mutating func number(_ v: Double) { JSONText.appendNumber(v, to: &bytes) }

  @inline(__always)
  mutating func integer(_ v: Int) { NumberText.appendInteger(v, to: &bytes) }

  /// `prefix`, `value`, `, "x": …, "y": …, "width": …, "height": …` and `}`: an item's or a
  /// group's line, made on the stack and appended in one go (there are a million of them).
  @inline(__always)
  mutating func frameLine(_ prefix: StaticString, _ value: Int, _ r: Rect, sizing: Sizing = .fixed) {
    // The prefix, an integer and four keys and numbers, and the scratch room of the last number.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 384) { buffer in
      guard let base = buffer.baseAddress else { return }
      var p = base
      func put(_ s: StaticString) {
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
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: p - base))
    }
    spill()
  }
}
