import Synchronization

/// Working buffers that large diffs hand back and later diffs reuse.
///
/// A diff of many items needs a few arrays as long as a section (where each new item came from,
/// and the same in one section's terms) only while it plans. Allocated afresh and freed on every
/// diff, their pages went back to the system each time (glibc trims a heap whose free top passes
/// its threshold) and the next diff faulted them in again: a quarter of a shuffled 10k diff's
/// time (D10). Buffers kept here keep their pages.
///
/// Bounded: only buffers of ``smallest``…``largest`` elements are kept (a small diff allocates
/// as before: the allocator's own caches serve it with no lock), and at most ``kept`` of them,
/// so the process holds at most ``kept`` × ``largest`` × 8 bytes (4 MiB) for this.
@usableFromInline
final class _DiffScratch: Sendable {
  @usableFromInline static let shared = _DiffScratch()

  /// Below this many elements a buffer is allocated and freed as usual.
  @usableFromInline static let smallest = 2048
  /// Above this many elements a buffer is not kept.
  static let largest = 1 << 17
  /// At most this many buffers are kept.
  static let kept = 4

  private let stash = Mutex<[[Int]]>([])

  @usableFromInline init() {}

  /// An empty array with room for `count` elements: a kept buffer when one is there, and
  /// `count` is at least ``smallest``.
  @usableFromInline
  func take(room count: Int) -> [Int] {
    if count >= Self.smallest, count <= Self.largest,
      var buffer = stash.withLock({ $0.popLast() })
    {
      buffer.reserveCapacity(count)
      return buffer
    }
    var buffer: [Int] = []
    buffer.reserveCapacity(count)
    return buffer
  }

  /// Keeps `buffer` (emptied) for a later diff when it is within the bounds and there is room.
  @usableFromInline
  func give(_ buffer: consuming [Int]) {
    guard buffer.capacity >= Self.smallest, buffer.capacity <= Self.largest else { return }
    buffer.removeAll(keepingCapacity: true)
    // The array is moved into the stash; whichever is left over is freed outside the lock.
    var spare: [Int]? = buffer
    stash.withLock { stash in
      if stash.count < Self.kept, let kept = spare.take() { stash.append(kept) }
    }
  }

  /// How many buffers are kept (for tests).
  var count: Int { stash.withLock { $0.count } }
}

/// The array `0..<n`, shared rather than allocated for up to 64 positions: the section tables of
/// a diff, and the section map of a batch, when no section changes.
@usableFromInline
package enum IdentityIndices {
  @usableFromInline static let small: [[Int]] = (0...64).map { Array(0..<$0) }

  /// `0..<n` (`n` ≥ 0).
  @inlinable
  package static func array(_ n: Int) -> [Int] { n < small.count ? small[n] : Array(0..<n) }
}

extension Array {
  /// `count` copies of `value`: `Array(repeating:count:)` through the array's specialized
  /// growth path. `Array(repeating:count:)` allocates through a generic library function that
  /// looks the storage's type up at run time (a hash-table look-up for every array: see
  /// docs/performance.md, "What made it fast"); reserving capacity allocates with the type
  /// known at compile time.
  @inlinable
  package static func _filled(_ value: Element, count: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count)
    array.append(contentsOf: repeatElement(value, count: count))
    return array
  }
}
