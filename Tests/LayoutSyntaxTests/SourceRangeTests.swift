import LayoutSource
import Testing

// Ranges store their offsets in 32 bits; every offset a source can have (up to 64 MiB) reads back
// as written, an end before the start is the start, and offsets past 32 bits are clamped.

@Test func rangesKeepEveryOffsetASourceCanHave() {
  for offset in [0, 1, 255, 65_536, 1 << 26, (64 << 20) + 1, Int(Int32.max)] {
    let r = SourceRange(offset, offset + 7)
    #expect(r.start == offset && r.length == min(7, Int(Int32.max) - offset))
    var m = SourceRange.empty(at: 0)
    m.start = offset
    m.end = offset
    #expect(m == .empty(at: offset))
  }
  #expect(SourceRange(9, 3) == .empty(at: 9))
  #expect(SourceRange(scanned: 3, 9) == SourceRange(3, 9) && SourceRange(scanned: 64 << 20, 64 << 20) == .empty(at: 64 << 20))
  #expect(SourceRange(-4, 2).start == -4)
  #expect(SourceRange(Int.max, Int.max).start == Int(Int32.max))
  #expect(SourceRange(3, 9).union(SourceRange(1, 4)) == SourceRange(1, 9))
  #expect(SourceRange(1, 4) < SourceRange(1, 5) && SourceRange(1, 9) < SourceRange(2, 3))
}
