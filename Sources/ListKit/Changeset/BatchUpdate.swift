import Foundation

/// The operations of one `performBatchUpdates` call, in UIKit's index spaces.
///
/// Deletes, reloads, reconfigures and move sources are positions before the update; inserts and
/// move destinations are positions after it (rules A1–A3 of the UIKit catalogue).
public struct BatchUpdate: Hashable, Sendable {
  /// The operations, behind one reference: a batch is copied into the view's event log, its
  /// result and the data source's changeset, and a copy costs one retain instead of one per
  /// array. Written through ``_unique()`` (copy on write); every empty batch shares one.
  @usableFromInline
  final class _Storage: @unchecked Sendable {
    // Accessed only through the value's accessors, which copy a shared box before they write
    // to it: two accesses of one box can only overlap where two accesses of the value would, and
    // the compiler already rules those out, so the run-time exclusivity check (a call on every
    // read of a batch's operations) is left out.
    @usableFromInline @exclusivity(unchecked) var deleteSections: [Int] = []
    @usableFromInline @exclusivity(unchecked) var insertSections: [Int] = []
    @usableFromInline @exclusivity(unchecked) var reloadSections: [Int] = []
    @usableFromInline @exclusivity(unchecked) var moveSections: [PositionMove<Int>] = []
    @usableFromInline @exclusivity(unchecked) var deleteItems = _ItemPositions([])
    @usableFromInline @exclusivity(unchecked) var insertItems = _ItemPositions([])
    @usableFromInline @exclusivity(unchecked) var reloadItems = _ItemPositions([])
    @usableFromInline @exclusivity(unchecked) var reconfigureItems = _ItemPositions([])
    @usableFromInline @exclusivity(unchecked) var moveItems = _ItemMoves([])
    @usableFromInline @exclusivity(unchecked) var reloadData = false

    @usableFromInline init() {}

    @usableFromInline init(copying other: _Storage) {
      deleteSections = other.deleteSections
      insertSections = other.insertSections
      reloadSections = other.reloadSections
      moveSections = other.moveSections
      deleteItems = other.deleteItems
      insertItems = other.insertItems
      reloadItems = other.reloadItems
      reconfigureItems = other.reconfigureItems
      moveItems = other.moveItems
      reloadData = other.reloadData
    }

    @usableFromInline static let empty = _Storage()
  }

  @usableFromInline var _storage: _Storage

  /// The storage, made this value's own before a write.
  @inlinable mutating func _unique() -> _Storage {
    if !isKnownUniquelyReferenced(&_storage) { _storage = _Storage(copying: _storage) }
    return _storage
  }

  /// Positions, before the update, of the sections to delete (UIKit's `deleteSections(_:)`).
  public var deleteSections: [Int] {
    @inlinable get { _storage.deleteSections }
    @inlinable _modify { yield &_unique().deleteSections }
  }
  /// Positions, after the update, of the sections to insert (UIKit's `insertSections(_:)`).
  public var insertSections: [Int] {
    @inlinable get { _storage.insertSections }
    @inlinable _modify { yield &_unique().insertSections }
  }
  /// Positions, before the update, of the sections to reload (UIKit's `reloadSections(_:)`).
  public var reloadSections: [Int] {
    @inlinable get { _storage.reloadSections }
    @inlinable _modify { yield &_unique().reloadSections }
  }
  /// Section moves, old position to new position (UIKit's `moveSection(_:toSection:)`).
  public var moveSections: [PositionMove<Int>] {
    @inlinable get { _storage.moveSections }
    @inlinable _modify { yield &_unique().moveSections }
  }
  /// Index paths, before the update, of the items to delete (UIKit's `deleteItems(at:)`).
  public var deleteItems: [IndexPath] {
    get { _deleteItems.indexPaths }
    set { _deleteItems = _ItemPositions(newValue) }
  }
  /// Index paths, after the update, of the items to insert (UIKit's `insertItems(at:)`).
  public var insertItems: [IndexPath] {
    get { _insertItems.indexPaths }
    set { _insertItems = _ItemPositions(newValue) }
  }
  /// Index paths, before the update, of the items to reload (UIKit's `reloadItems(at:)`).
  public var reloadItems: [IndexPath] {
    get { _reloadItems.indexPaths }
    set { _reloadItems = _ItemPositions(newValue) }
  }
  /// Index paths, before the update, of the items to reconfigure (UIKit's `reconfigureItems(at:)`).
  public var reconfigureItems: [IndexPath] {
    get { _reconfigureItems.indexPaths }
    set { _reconfigureItems = _ItemPositions(newValue) }
  }
  /// Item moves, old index path to new index path (UIKit's `moveItem(at:to:)`).
  public var moveItems: [PositionMove<IndexPath>] {
    get { _moveItems.moves }
    set { _moveItems = _ItemMoves(newValue) }
  }
  /// `reloadData()` called inside the update block (rule R24).
  public var reloadData: Bool {
    @inlinable get { _storage.reloadData }
    @inlinable set { _unique().reloadData = newValue }
  }

  // The item operations as stored: index paths as given, or the engine's packed positions (see
  // `_ItemPositions`).
  @usableFromInline package var _deleteItems: _ItemPositions {
    @inlinable get { _storage.deleteItems }
    @inlinable _modify { yield &_unique().deleteItems }
  }
  @usableFromInline package var _insertItems: _ItemPositions {
    @inlinable get { _storage.insertItems }
    @inlinable _modify { yield &_unique().insertItems }
  }
  @usableFromInline package var _reloadItems: _ItemPositions {
    @inlinable get { _storage.reloadItems }
    @inlinable _modify { yield &_unique().reloadItems }
  }
  @usableFromInline package var _reconfigureItems: _ItemPositions {
    @inlinable get { _storage.reconfigureItems }
    @inlinable _modify { yield &_unique().reconfigureItems }
  }
  @usableFromInline package var _moveItems: _ItemMoves {
    @inlinable get { _storage.moveItems }
    @inlinable _modify { yield &_unique().moveItems }
  }

  /// An empty batch (no allocation: every empty batch shares its storage).
  @inlinable
  public init() { _storage = _Storage.empty }

  /// A batch of the given operations, each list in the order given.
  @inlinable
  public init(
    deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
    moveSections: [PositionMove<Int>] = [], deleteItems: [IndexPath] = [],
    insertItems: [IndexPath] = [],
    reloadItems: [IndexPath] = [], reconfigureItems: [IndexPath] = [],
    moveItems: [PositionMove<IndexPath>] = [], reloadData: Bool = false
  ) {
    let storage = _Storage()
    storage.deleteSections = deleteSections
    storage.insertSections = insertSections
    storage.reloadSections = reloadSections
    storage.moveSections = moveSections
    storage.deleteItems = _ItemPositions(deleteItems)
    storage.insertItems = _ItemPositions(insertItems)
    storage.reloadItems = _ItemPositions(reloadItems)
    storage.reconfigureItems = _ItemPositions(reconfigureItems)
    storage.moveItems = _ItemMoves(moveItems)
    storage.reloadData = reloadData
    _storage = storage
  }

  /// The engine's batch: item positions packed as `section << 32 | item`.
  @inlinable
  init(
    packedDeletes: [Int], packedInserts: [Int], reloadItems: [IndexPath],
    reconfigureItems: [IndexPath], packedMovesFrom: [Int], packedMovesTo: [Int]
  ) {
    let storage = _Storage()
    storage.deleteItems = _ItemPositions(packed: packedDeletes)
    storage.insertItems = _ItemPositions(packed: packedInserts)
    storage.reloadItems = _ItemPositions(reloadItems)
    storage.reconfigureItems = _ItemPositions(reconfigureItems)
    storage.moveItems = _ItemMoves(packedFrom: packedMovesFrom, to: packedMovesTo)
    _storage = storage
  }

  /// Equal when all operation lists (in order) and ``reloadData`` match; O(1) for shared storage.
  public static func == (lhs: BatchUpdate, rhs: BatchUpdate) -> Bool {
    let (a, b) = (lhs._storage, rhs._storage)
    if a === b { return true }
    return a.deleteSections == b.deleteSections && a.insertSections == b.insertSections
      && a.reloadSections == b.reloadSections && a.moveSections == b.moveSections
      && a.deleteItems == b.deleteItems && a.insertItems == b.insertItems
      && a.reloadItems == b.reloadItems && a.reconfigureItems == b.reconfigureItems
      && a.moveItems == b.moveItems && a.reloadData == b.reloadData
  }

  /// Hashes every operation list and ``reloadData``, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    let a = _storage
    hasher.combine(a.deleteSections)
    hasher.combine(a.insertSections)
    hasher.combine(a.reloadSections)
    hasher.combine(a.moveSections)
    hasher.combine(a.deleteItems)
    hasher.combine(a.insertItems)
    hasher.combine(a.reloadItems)
    hasher.combine(a.reconfigureItems)
    hasher.combine(a.moveItems)
    hasher.combine(a.reloadData)
  }

  /// `true` when the batch declares nothing.
  @inlinable public var isEmpty: Bool { operationCount == 0 && !reloadData }

  /// The number of declared operations.
  @inlinable public var operationCount: Int {
    deleteSections.count + insertSections.count + reloadSections.count + moveSections.count
      + _deleteItems.count + _insertItems.count + _reloadItems.count + _reconfigureItems.count
      + _moveItems.count
  }

  /// Adds every operation of `other` to this batch.
  @inlinable public mutating func formUnion(_ other: BatchUpdate) {
    // Into an empty batch (a batch declared in one call, the usual case): share its storage.
    if isEmpty {
      self = other
      return
    }
    if other.isEmpty { return }
    deleteSections += other.deleteSections
    insertSections += other.insertSections
    reloadSections += other.reloadSections
    moveSections += other.moveSections
    _deleteItems.append(contentsOf: other._deleteItems)
    _insertItems.append(contentsOf: other._insertItems)
    _reloadItems.append(contentsOf: other._reloadItems)
    _reconfigureItems.append(contentsOf: other._reconfigureItems)
    _moveItems.append(contentsOf: other._moveItems)
    reloadData = reloadData || other.reloadData
  }
}

extension BatchUpdate: CustomStringConvertible {
  /// The batch in UIKit terms, one kind of operation per line:
  ///
  /// ```
  /// deleteItems [0-3, 0-4]
  /// moveSection 2 -> 0
  /// ```
  public var description: String {
    var lines: [String] = []
    func add(_ name: String, _ values: [String]) {
      if !values.isEmpty { lines.append("\(name) [\(values.joined(separator: ", "))]") }
    }
    add("deleteSections", deleteSections.map(String.init))
    add("insertSections", insertSections.map(String.init))
    add("reloadSections", reloadSections.map(String.init))
    for move in moveSections { lines.append("moveSection \(move.from) -> \(move.to)") }
    add("deleteItems", deleteItems.map(\.shortDescription))
    add("insertItems", insertItems.map(\.shortDescription))
    add("reloadItems", reloadItems.map(\.shortDescription))
    add("reconfigureItems", reconfigureItems.map(\.shortDescription))
    for move in moveItems {
      lines.append("moveItem \(move.from.shortDescription) -> \(move.to.shortDescription)")
    }
    if reloadData { lines.append("reloadData") }
    return lines.isEmpty ? "(empty batch)" : lines.joined(separator: "\n")
  }
}
