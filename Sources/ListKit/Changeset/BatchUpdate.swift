import Foundation

/// The operations of one `performBatchUpdates` call, in UIKit's index spaces.
///
/// Deletes, reloads, reconfigures and move sources are positions before the update; inserts and
/// move destinations are positions after it (rules A1–A3 of the UIKit catalogue).
public struct BatchUpdate: Hashable, Sendable {
  public var deleteSections: [Int] = []
  public var insertSections: [Int] = []
  public var reloadSections: [Int] = []
  public var moveSections: [Move<Int>] = []
  public var deleteItems: [IndexPath] {
    get { _deleteItems.indexPaths }
    set { _deleteItems = _ItemPositions(newValue) }
  }
  public var insertItems: [IndexPath] {
    get { _insertItems.indexPaths }
    set { _insertItems = _ItemPositions(newValue) }
  }
  public var reloadItems: [IndexPath] {
    get { _reloadItems.indexPaths }
    set { _reloadItems = _ItemPositions(newValue) }
  }
  public var reconfigureItems: [IndexPath] {
    get { _reconfigureItems.indexPaths }
    set { _reconfigureItems = _ItemPositions(newValue) }
  }
  public var moveItems: [Move<IndexPath>] {
    get { _moveItems.moves }
    set { _moveItems = _ItemMoves(newValue) }
  }
  /// `reloadData()` called inside the update block (rule R24).
  public var reloadData = false

  // The item operations as stored: index paths as given, or the engine's packed positions (see
  // `_ItemPositions`).
  @usableFromInline package var _deleteItems = _ItemPositions([])
  @usableFromInline package var _insertItems = _ItemPositions([])
  @usableFromInline package var _reloadItems = _ItemPositions([])
  @usableFromInline package var _reconfigureItems = _ItemPositions([])
  @usableFromInline package var _moveItems = _ItemMoves([])

  @inlinable
  public init(
    deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
    moveSections: [Move<Int>] = [], deleteItems: [IndexPath] = [], insertItems: [IndexPath] = [],
    reloadItems: [IndexPath] = [], reconfigureItems: [IndexPath] = [],
    moveItems: [Move<IndexPath>] = [], reloadData: Bool = false
  ) {
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.reloadSections = reloadSections
    self.moveSections = moveSections
    _deleteItems = _ItemPositions(deleteItems)
    _insertItems = _ItemPositions(insertItems)
    _reloadItems = _ItemPositions(reloadItems)
    _reconfigureItems = _ItemPositions(reconfigureItems)
    _moveItems = _ItemMoves(moveItems)
    self.reloadData = reloadData
  }

  /// The engine's batch: item positions packed as `section << 32 | item`.
  @inlinable
  init(
    packedDeletes: [Int], packedInserts: [Int], reloadItems: [IndexPath],
    reconfigureItems: [IndexPath], packedMovesFrom: [Int], packedMovesTo: [Int]
  ) {
    _deleteItems = _ItemPositions(packed: packedDeletes)
    _insertItems = _ItemPositions(packed: packedInserts)
    _reloadItems = _ItemPositions(reloadItems)
    _reconfigureItems = _ItemPositions(reconfigureItems)
    _moveItems = _ItemMoves(packedFrom: packedMovesFrom, to: packedMovesTo)
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

/// Counts of each kind of operation, summed over batches (what scenario `changes` checks).
public struct ChangeCounts: Hashable, Sendable, Codable {
  public var deleteItems = 0, insertItems = 0, moveItems = 0, reloadItems = 0
  public var reconfigureItems = 0, deleteSections = 0, insertSections = 0, moveSections = 0
  public var reloadSections = 0

  public init() {}

  public init<S: Sequence>(_ batches: S) where S.Element == BatchUpdate {
    for batch in batches { add(batch) }
  }

  public mutating func add(_ batch: BatchUpdate) {
    deleteItems += batch._deleteItems.count
    insertItems += batch._insertItems.count
    moveItems += batch._moveItems.count
    reloadItems += batch._reloadItems.count
    reconfigureItems += batch._reconfigureItems.count
    deleteSections += batch.deleteSections.count
    insertSections += batch.insertSections.count
    moveSections += batch.moveSections.count
    reloadSections += batch.reloadSections.count
  }

  /// The value of a count by its scenario key (`"deleteItems"`, …), or `nil` for an unknown key.
  public subscript(key: String) -> Int? {
    switch key {
    case "deleteItems": deleteItems
    case "insertItems": insertItems
    case "moveItems": moveItems
    case "reloadItems": reloadItems
    case "reconfigureItems": reconfigureItems
    case "deleteSections": deleteSections
    case "insertSections": insertSections
    case "moveSections": moveSections
    case "reloadSections": reloadSections
    default: nil
    }
  }

  public static let keys = [
    "deleteItems", "insertItems", "moveItems", "reloadItems", "reconfigureItems", "deleteSections",
    "insertSections", "moveSections", "reloadSections",
  ]
}
