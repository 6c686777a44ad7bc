import Foundation
import ListKit

/// A view's event log. An accepted batch goes in as one entry and is spelled out as its events
/// (one per operation) when the log is read, so a batch of n operations costs O(1) to log and the
/// log costs nothing more until someone reads it. Each entry is spelled out once.
struct _EventLog {
  /// An accepted batch, with what its events need beyond the batch itself.
  struct AcceptedBatch {
    var number: Int
    var batch: BatchUpdate
    var warnings: [BatchUpdateError]
    /// Distinct section reloads and item reloads, in the order first declared.
    var reloadedSections: [Int]
    var reloadedItems: [_SectionItem]
    /// After-positions of the cells configured again.
    var reconfiguredCells: [_SectionItem]

    var eventCount: Int {
      // Counted without reading the item fields (that would make the engine's index paths).
      1 + warnings.count + batch.deleteSections.count + reloadedSections.count
        + batch.insertSections.count + batch.moveSections.count + batch._deleteItems.count
        + reloadedItems.count + batch._insertItems.count + batch._moveItems.count
        + reconfiguredCells.count
    }

    /// The events, in declaration order, one kind of operation after the other.
    func spellOut(into events: inout [ViewEvent]) {
      events.append(.batchAccepted(number: number, batch))
      for warning in warnings {
        events.append(.warning(code: warning.code, message: warning.message))
      }
      for s in batch.deleteSections { events.append(.deletedSection(s)) }
      for s in reloadedSections { events.append(.reloadedSection(s)) }
      for s in batch.insertSections { events.append(.insertedSection(s)) }
      for m in batch.moveSections { events.append(.movedSection(from: m.from, to: m.to)) }
      for p in batch.deleteItems { events.append(.deletedItem(p)) }
      for p in reloadedItems { events.append(.reloadedItem(p.indexPath)) }
      for p in batch.insertItems { events.append(.insertedItem(p)) }
      for m in batch.moveItems { events.append(.movedItem(from: m.from, to: m.to)) }
      for p in reconfiguredCells { events.append(.reconfiguredItem(p.indexPath)) }
    }
  }

  enum Entry {
    case event(ViewEvent)
    case batch(AcceptedBatch)
  }

  /// The events spelled out so far.
  private var spelled: [ViewEvent] = []
  /// Entries logged after the last read, oldest first.
  private var pending: [Entry] = []
  /// The number of events, spelled out or not.
  private(set) var count = 0
  /// Where each recovered batch's event is (its number among the events) and its message, in
  /// order: what ``firstRecovery(from:)`` looks through instead of the log.
  private var recoveries: [(position: Int, message: String)] = []

  mutating func append(_ event: ViewEvent) {
    if case .batchRecovered(_, let message) = event { recoveries.append((count, message)) }
    if pending.isEmpty { spelled.append(event) } else { pending.append(.event(event)) }
    count += 1
  }

  mutating func append(_ batch: AcceptedBatch) {
    pending.append(.batch(batch))
    count += batch.eventCount
  }

  /// The message of the first recovered batch logged at event `index` or later, found without
  /// reading the log (a recovery is logged as an event of its own, and its position is kept).
  ///
  /// - Complexity: O(log r) for r recoveries logged.
  func firstRecovery(from index: Int) -> String? {
    let first = _partitionPoint(recoveries.count) { recoveries[$0].position < index }
    return first < recoveries.count ? recoveries[first].message : nil
  }

  /// Every event, in order.
  ///
  /// - Complexity: O(events logged since the last read).
  mutating func read() -> [ViewEvent] {
    guard !pending.isEmpty else { return spelled }
    // Grown geometrically: reserving exactly `count` on every read would copy the whole log
    // each time a caller reads it after each step.
    if spelled.capacity < count { spelled.reserveCapacity(max(count, 2 * spelled.capacity)) }
    for entry in pending {
      switch entry {
      case .event(let event): spelled.append(event)
      case .batch(let batch): batch.spellOut(into: &spelled)
      }
    }
    pending = []
    return spelled
  }
}
