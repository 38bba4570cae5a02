import Foundation
import Testing

/// How `-o` and `fmt -w` write (`watch` uses the same writer): a device or FIFO is written as it
/// is, a symbolic link is followed, a temporary file is created exclusively under a name nobody
/// can plant, an existing file keeps its mode and owner, the input is never overwritten, and a
/// failed write leaves the old file and no temporary one.
@Suite struct OutputFileTests {
  static let input = CLI.fixture("cli/two_items.layout")

  static func expectedJSON() throws -> Data { try CLI.run(["build", input]).stdout }

  static func kind(_ url: URL) -> mode_t? {
    var st = stat()
    return lstat(url.path, &st) == 0 ? st.st_mode & S_IFMT : nil
  }

  static func mode(_ url: URL) -> mode_t? {
    var st = stat()
    return stat(url.path, &st) == 0 ? st.st_mode & 0o7777 : nil
  }

  /// RB4: `-o /dev/null` run as root replaced the device with a regular file. A private copy of
  /// the null device (and of the full one) stands in for the real ones, so a regression cannot
  /// damage `/dev`.
  @Test(.enabled(if: CLI.isRoot, "making a device node (mknod) needs root"))
  func deviceIsWrittenNotReplaced() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let null = try CLI.shell("mknod null c 1 3 && exec \"$LAYOUTC\" build '\(Self.input)' -o null", in: tmp.url)
    #expect(null.status == 0 && null.endedNormally && null.stderr.isEmpty, "\(null.summary)")
    #expect(Self.kind(tmp.file("null")) == S_IFCHR, "-o replaced the character device")

    let full = try CLI.shell("mknod full c 1 7 && exec \"$LAYOUTC\" build '\(Self.input)' -o full", in: tmp.url)
    #expect(full.status == 3 && full.endedNormally, "\(full.summary)")
    #expect(full.stderr == "layoutc: error: cannot write `full`: no space left on the device\n", "\(full.summary)")
    #expect(Self.kind(tmp.file("full")) == S_IFCHR)
    #expect(tmp.contents() == ["full", "null"], "a temporary file was left behind")
  }

  /// RB5: a symbolic link planted at the old, predictable temporary name `.<name>.<pid>.tmp` made
  /// layoutc write through it. `exec` keeps the shell's pid, so `$$` is layoutc's own.
  @Test func plantedTemporaryNameIsNeverFollowed() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try Data("victim\n".utf8).write(to: tmp.file("victim.txt"))
    let r = try CLI.shell(
      "ln -s \"$PWD/victim.txt\" \".out.json.$$.tmp\" && exec \"$LAYOUTC\" build '\(Self.input)' -o out.json", in: tmp.url)
    #expect(r.status == 0 && r.endedNormally, "\(r.summary)")
    #expect(try Data(contentsOf: tmp.file("victim.txt")) == Data("victim\n".utf8), "layoutc wrote through the planted link")
    #expect(Self.kind(tmp.file("out.json")) == S_IFREG, "out.json is not a regular file")
    #expect(try Data(contentsOf: tmp.file("out.json")) == Self.expectedJSON())
    #expect(tmp.contents().filter { !$0.hasPrefix(".out.json.") } == ["out.json", "victim.txt"])
  }

  /// RB9: `fmt -w` reset a 0600 file to 0644 and replaced a symbolic link with a copy. As root it
  /// also keeps the owner.
  @Test func formatRewriteKeepsModeOwnerAndLink() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let real = tmp.file("real.layout"), link = tmp.file("link.layout")
    try Data("section <  group.horizontal(w: 1, h: 44pt) < item > >\n".utf8).write(to: real)
    chmod(real.path, 0o600)
    if CLI.isRoot { chown(real.path, 65534, 65534) }
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.layout")

    let r = try CLI.run(["fmt", "-w", "link.layout"], in: tmp.url)
    #expect(r.status == 0 && r.stderr.isEmpty, "\(r.summary)")
    #expect(Self.kind(link) == S_IFLNK, "fmt -w replaced the symbolic link")
    #expect(try String(contentsOf: real, encoding: .utf8) == "section < group.horizontal(w: 1, h: 44pt) < item > >\n")
    #expect(Self.mode(real) == 0o600, "fmt -w changed the mode")
    if CLI.isRoot {
      let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
      #expect((attributes[.ownerAccountID] as? NSNumber)?.intValue == 65534, "fmt -w changed the owner")
    }
    #expect(tmp.contents() == ["link.layout", "real.layout"])
  }

  /// A new file gets 0666 less the umask, as `open(2)` would give it.
  @Test func newFileModeFollowsTheUmask() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let r = try CLI.shell("umask 027 && exec \"$LAYOUTC\" build '\(Self.input)' -o new.json", in: tmp.url)
    #expect(r.status == 0, "\(r.summary)")
    #expect(Self.mode(tmp.file("new.json")) == 0o640)
  }

  /// RB13: `build a.layout -o a.layout` overwrote the source. The same file by any route is
  /// refused with exit 2 before anything is written.
  @Test(arguments: [
    "exec \"$LAYOUTC\" build a.layout -o a.layout",
    "exec \"$LAYOUTC\" build a.layout --output ./sub/../a.layout",
    "ln -s a.layout link.json && exec \"$LAYOUTC\" build a.layout -o link.json",
    "ln -s a.layout link.layout && exec \"$LAYOUTC\" build link.layout -o a.layout",
    "ln a.layout hard.json && exec \"$LAYOUTC\" build a.layout -o hard.json",
    "exec \"$LAYOUTC\" build - -o a.layout < a.layout",
  ])
  func outputThatIsTheInputIsRefused(_ script: String) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    try FileManager.default.createDirectory(at: tmp.file("sub"), withIntermediateDirectories: false)
    let source = try Data(contentsOf: URL(fileURLWithPath: Self.input))
    try source.write(to: tmp.file("a.layout"))
    let r = try CLI.shell(script, in: tmp.url)
    #expect(r.status == 2 && r.stdout.isEmpty, "\(r.summary)")
    #expect(r.stderr.hasPrefix("layoutc: error: ") && r.stderr.contains("is the input FILE itself"), "\(r.summary)")
    #expect(try Data(contentsOf: tmp.file("a.layout")) == source, "the source was overwritten")
  }

  /// `-o` into a FIFO writes into it: the FIFO stays a FIFO and its reader gets the JSON.
  @Test func fifoOutputStaysAFIFO() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let fifo = tmp.file("frames.fifo")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    // The read end opens at once without blocking; layoutc's open for writing then finds a reader.
    let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let r = try CLI.run(["build", Self.input, "-o", fifo.path], timeout: 20)
    #expect(r.status == 0 && r.endedNormally && r.stderr.isEmpty, "\(r.summary)")
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = read(reader, &chunk, chunk.count)
      guard n > 0 else { break }
      received.append(contentsOf: chunk[0..<n])
    }
    #expect(received == (try Self.expectedJSON()), "the FIFO's reader did not get the JSON")
    #expect(Self.kind(fifo) == S_IFIFO, "-o replaced the FIFO")
    #expect(tmp.contents() == ["frames.fifo"])
  }

  /// `/dev/fd/N` is written through the descriptor already open (it was reopened by path, which
  /// fails in `/proc`); `/dev/fd/1` is standard output.
  @Test func descriptorNamesAreWrittenThrough() throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let expected = try Self.expectedJSON()
    let three = try CLI.shell("exec \"$LAYOUTC\" build '\(Self.input)' -o /dev/fd/3 3>fd3.json", in: tmp.url)
    #expect(three.status == 0 && three.stdout.isEmpty, "\(three.summary)")
    #expect(try Data(contentsOf: tmp.file("fd3.json")) == expected)
    let one = try CLI.run(["build", Self.input, "-o", "/dev/fd/1"], in: tmp.url)
    #expect(one.status == 0 && one.stdout == expected, "\(one.summary)")
    let closed = try CLI.run(["build", Self.input, "-o", "/dev/fd/9"], in: tmp.url)
    #expect(closed.status == 3 && closed.stderr == "layoutc: error: cannot write `/dev/fd/9`: it is closed\n", "\(closed.summary)")
    #expect(tmp.contents() == ["fd3.json"])
  }

  /// A write that fails part way (here the file-size limit of `ulimit -f`, which also stands for
  /// a full disk, in 512-byte blocks) keeps the old file and removes the temporary one: 512 bytes
  /// of a text written in one chunk, or 1 MB of the frames JSON of 100,000 items (some 8 MB,
  /// written in chunks of 512 KB).
  @Test(arguments: [(1, 1000), (2048, 100_000)])
  func failedWriteKeepsTheOldFileAndNoTemporaryFile(_ limit: Int, _ items: Int) throws {
    let tmp = try TemporaryDirectory()
    defer { tmp.remove() }
    let old = Data("the previous build\n".utf8)
    try old.write(to: tmp.file("out.json"))
    let r = try CLI.shell("ulimit -f \(limit) && exec \"$LAYOUTC\" build '\(Self.input)' --items \(items) -o out.json", in: tmp.url)
    #expect(r.status == 3 && r.endedNormally, "\(r.summary)")
    #expect(r.stderr.hasPrefix("layoutc: error: cannot write `out.json`: "), "\(r.summary)")
    #expect(try Data(contentsOf: tmp.file("out.json")) == old)
    #expect(tmp.contents() == ["out.json"], "a temporary file was left behind")
  }
}
