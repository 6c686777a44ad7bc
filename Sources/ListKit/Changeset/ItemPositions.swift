import Foundation
import Synchronization

/// The positions of one kind of item operation in a ``BatchUpdate``.
///
/// Index paths given by a caller are kept as they are. The diff engine hands over packed
/// positions instead (`section << 32 | item`, both below 2^31): Foundation's `IndexPath` is not
/// inlined off Apple platforms, and making one per operation cost as much as hashing it. The
/// index paths are made from the packed positions the first time someone reads them, once; the
/// package's own validator reads the packed positions directly.
@usableFromInline
package struct _ItemPositions: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    case paths([IndexPath])
    case packed(_PackedPositions)
  }

  @usableFromInline var storage: Storage

  @inlinable init(_ paths: [IndexPath]) { storage = .paths(paths) }

  @inlinable init(packed: [Int]) {
    // Nothing to make later: no box.
    storage = packed.isEmpty ? .paths([]) : .packed(_PackedPositions(packed))
  }

  @inlinable package var count: Int {
    switch storage {
    case .paths(let paths): paths.count
    case .packed(let packed): packed.values.count
    }
  }

  @inlinable package var indexPaths: [IndexPath] {
    switch storage {
    case .paths(let paths): paths
    case .packed(let packed): packed.indexPaths
    }
  }

  /// The packed positions, when the engine made them.
  package var packed: [Int]? {
    if case .packed(let packed) = storage { return packed.values }
    return nil
  }

  @inlinable mutating func append(contentsOf other: _ItemPositions) {
    guard other.count > 0 else { return }
    guard count > 0 else { return self = other }
    if case .packed(let a) = storage, case .packed(let b) = other.storage {
      self = _ItemPositions(packed: a.values + b.values)
    } else {
      self = _ItemPositions(indexPaths + other.indexPaths)
    }
  }
}

extension _ItemPositions: Hashable {
  @inlinable package static func == (lhs: _ItemPositions, rhs: _ItemPositions) -> Bool {
    if case .packed(let a) = lhs.storage, case .packed(let b) = rhs.storage {
      return a.values == b.values
    }
    return lhs.count == rhs.count && lhs.indexPaths == rhs.indexPaths
  }

  @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(indexPaths) }
}

/// Packed positions and, once read, their index paths.
@usableFromInline
package final class _PackedPositions: Sendable {
  @usableFromInline let values: [Int]
  let made = Mutex<[IndexPath]?>(nil)

  @usableFromInline init(_ values: [Int]) { self.values = values }

  @usableFromInline var indexPaths: [IndexPath] {
    made.withLock { made in
      if let made { return made }
      let paths = values.map {
        IndexPath(item: _Location.item(of: $0), section: _Location.section(of: $0))
      }
      made = paths
      return paths
    }
  }
}

/// The item moves of a ``BatchUpdate``: as given, or packed by the engine (see
/// `_ItemPositions`).
@usableFromInline
package struct _ItemMoves: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    case moves([PositionMove<IndexPath>])
    case packed(from: _PackedPositions, to: _PackedPositions)
  }

  @usableFromInline var storage: Storage

  @inlinable init(_ moves: [PositionMove<IndexPath>]) { storage = .moves(moves) }

  @inlinable init(packedFrom from: [Int], to: [Int]) {
    storage =
      from.isEmpty ? .moves([]) : .packed(from: _PackedPositions(from), to: _PackedPositions(to))
  }

  @inlinable package var count: Int {
    switch storage {
    case .moves(let moves): moves.count
    case .packed(let from, _): from.values.count
    }
  }

  @inlinable var moves: [PositionMove<IndexPath>] {
    switch storage {
    case .moves(let moves): return moves
    case .packed(let from, let to):
      return zip(from.indexPaths, to.indexPaths).map { PositionMove(from: $0, to: $1) }
    }
  }

  /// The packed sources and destinations, when the engine made them.
  package var packed: (from: [Int], to: [Int])? {
    if case .packed(let from, let to) = storage { return (from.values, to.values) }
    return nil
  }

  @inlinable mutating func append(contentsOf other: _ItemMoves) {
    guard other.count > 0 else { return }
    guard count > 0 else { return self = other }
    if case .packed(let f1, let t1) = storage, case .packed(let f2, let t2) = other.storage {
      self = _ItemMoves(packedFrom: f1.values + f2.values, to: t1.values + t2.values)
    } else {
      self = _ItemMoves(moves + other.moves)
    }
  }
}

extension _ItemMoves: Hashable {
  @inlinable package static func == (lhs: _ItemMoves, rhs: _ItemMoves) -> Bool {
    if case .packed(let f1, let t1) = lhs.storage, case .packed(let f2, let t2) = rhs.storage {
      return f1.values == f2.values && t1.values == t2.values
    }
    return lhs.count == rhs.count && lhs.moves == rhs.moves
  }

  @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(moves) }
}
