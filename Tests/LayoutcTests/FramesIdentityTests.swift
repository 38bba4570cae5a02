import Foundation
import LayoutDriver
import LayoutEmit
import LayoutSource
import Testing

/// The frames JSON written into a byte buffer is byte for byte what the emitter wrote when it
/// built a `String` number by number. `Fixtures/frames-identity/` was made by the `layoutc build`
/// of that `String` emitter (last made on the commit just before the byte emitter was merged, with
/// self-sizing's `sizing` keys and the newest samples) and is never rewritten by `UPDATE_GOLDEN`:
/// `digests.txt` has the size and FNV-1a digest of every sample's output at several `--items`,
/// with and without `--groups` and `--direction rtl`; the `.json` files are whole outputs of
/// the samples whose frames have fractions, so a difference shows as a diff.
@Suite struct FramesIdentityTests {
  static let directory = Fixtures.root.appendingPathComponent("frames-identity")

  struct Case: CustomStringConvertible, Sendable {
    var sample: String
    var arguments: [String]
    var size: Int
    var digest: String
    var description: String { ([sample] + arguments).joined(separator: " ") }
  }

  /// `<sample> <bytes> <digest> <options…>` per line.
  static let cases: [Case] = {
    let url = directory.appendingPathComponent("digests.txt")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 3, let size = Int(words[1]) else { return nil }
      return Case(sample: words[0], arguments: Array(words.dropFirst(3)), size: size, digest: words[2])
    }
  }()

  static func build(_ sample: String, _ arguments: [String]) throws -> [UInt8] {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples").appendingPathComponent(sample + ".layout")
    let file = SourceFile(name: "\(sample).layout", bytes: Array(try Data(contentsOf: url)))
    let options = try OptionParser.parse(arguments, accepting: Option.build).build
    return try #require(Compilation.build(file, options: options).bytes, "\(sample) \(arguments) builds nothing")
  }

  /// FNV-1a, 64 bits.
  static func digest(_ bytes: [UInt8]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  @Test func everySampleIsCovered() {
    let covered = Set(Self.cases.map(\.sample))
    #expect(Self.cases.count >= 400)
    #expect(covered == Set(SamplesTests.names), "samples without digests: \(Set(SamplesTests.names).subtracting(covered))")
  }

  @Test(arguments: FramesIdentityTests.cases)
  func sameBytesAsBefore(_ c: Case) throws {
    let bytes = try Self.build(c.sample, c.arguments)
    #expect(bytes.count == c.size, "\(c)")
    #expect(Self.digest(bytes) == c.digest, "\(c)")
  }

  /// What `layoutc build` writes: the frames JSON handed over in chunks of a reused buffer
  /// (`Outcome.write(to:)`), here 4 KB ones, is the same bytes, and no chunk is much longer than
  /// asked for nor, but the last, shorter.
  @Test(arguments: FramesIdentityTests.cases)
  func sameBytesStreamedInChunks(_ c: Case) throws {
    let url = Fixtures.packageRoot.appendingPathComponent("Samples").appendingPathComponent(c.sample + ".layout")
    let file = SourceFile(name: "\(c.sample).layout", bytes: Array(try Data(contentsOf: url)))
    let options = try OptionParser.parse(c.arguments, accepting: Option.build).build
    let outcome = Compilation.build(file, options: options, streamingFrames: true)
    #expect(outcome.bytes == nil, "\(c): the frames were built whole")
    let layout = try #require(outcome.frames, "\(c) builds nothing")
    var bytes: [UInt8] = []
    var chunks: [Int] = []
    FramesJSONEmitter.emit(layout, chunk: 4096) { chunk in
      bytes.append(contentsOf: chunk)
      chunks.append(chunk.count)
    }
    #expect(bytes.count == c.size, "\(c)")
    #expect(Self.digest(bytes) == c.digest, "\(c)")
    #expect(chunks.allSatisfy { $0 <= 4096 + 512 }, "\(c): \(chunks.max() ?? 0)")
    #expect(chunks.dropLast().allSatisfy { $0 >= 4096 }, "\(c): \(chunks)")
    var whole: [UInt8] = []
    outcome.write { whole.append(contentsOf: $0) }
    #expect(whole == bytes, "\(c): Outcome.write differs")
  }

  @Test func wholeOutputsWithFractions() throws {
    let names = Fixtures.files(in: Self.directory).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 8)
    for name in names {
      let parts = name.dropLast(5).split(separator: ".").map(String.init)
      var arguments = ["--items", parts[1]]
      if parts.contains("groups") { arguments.append("--groups") }
      if parts.contains("rtl") { arguments += ["--direction", "rtl"] }
      let expected = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
      let actual = String(decoding: try Self.build(parts[0], arguments), as: UTF8.self)
      #expect(actual.contains("."), "\(name) has no fraction to prove anything")
      if actual != expected {
        Issue.record("\(name) differs\n\(Golden.lineDiff(expected: expected, actual: actual))")
      }
    }
  }
}
