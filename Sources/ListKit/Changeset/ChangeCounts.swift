/// Counts of each kind of operation, summed over batches (what scenario `changes` checks).
public struct ChangeCounts: Hashable, Sendable, Codable {
  /// Counts of item deletes, inserts, moves and reloads.
  public var deleteItems = 0, insertItems = 0, moveItems = 0, reloadItems = 0
  /// Counts of item reconfigures and of section deletes, inserts and moves.
  public var reconfigureItems = 0, deleteSections = 0, insertSections = 0, moveSections = 0
  /// Count of section reloads.
  public var reloadSections = 0

  /// All counts zero.
  public init() {}

  /// The counts summed over `batches`.
  public init<S: Sequence>(_ batches: S) where S.Element == BatchUpdate {
    for batch in batches { add(batch) }
  }

  /// Adds the operation counts of `batch`; its ``BatchUpdate/reloadData`` is not counted.
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

  /// Every key `subscript(key:)` accepts: item operations first, then section operations.
  public static let keys = [
    "deleteItems", "insertItems", "moveItems", "reloadItems", "reconfigureItems", "deleteSections",
    "insertSections", "moveSections", "reloadSections",
  ]
}
