import LayoutSource
import Testing
import TestSupport

// `SourceFile` finds line starts eight bytes at a time; they must be those of a byte-by-byte scan:
// a line ends at `\n`, at `\r\n` (once), or at a lone `\r`.

/// The line starts of `bytes`, one byte at a time.
private func lineStartsByteByByte(_ bytes: [UInt8]) -> [Int] {
  var starts = [0]
  for (i, c) in bytes.enumerated() {
    if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))) {
      starts.append(i + 1)
    }
  }
  return starts
}

@Test func lineStartsAreThoseOfAByteByByteScan() {
  var rng = SplitMix64(seed: 15)
  // Bytes that end lines, their neighbours in value, UTF-8 lead and continuation bytes, text.
  let alphabet: [UInt8] = [0x0A, 0x0D, 0x0C, 0x0E, 0x00, 0x09, 0x20, 0x7F, 0x80, 0x8D, 0xC3, 0xE2, 0xFF] + Array("item < >".utf8)
  for length in 0..<80 {
    for _ in 0..<40 {
      let bytes = (0..<length).map { _ in alphabet[rng.below(alphabet.count)] }
      #expect(SourceFile(name: "t", bytes: bytes).lineStarts == lineStartsByteByByte(bytes), "\(bytes)")
    }
  }
  // Line ends at every position of a word and across the boundary of two.
  for i in 0..<24 {
    for end: [UInt8] in [[0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D]] {
      var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 24)
      bytes.replaceSubrange(i..<min(24, i + end.count), with: end.prefix(24 - i))
      #expect(SourceFile(name: "t", bytes: bytes).lineStarts == lineStartsByteByByte(bytes), "\(bytes)")
    }
  }
}
