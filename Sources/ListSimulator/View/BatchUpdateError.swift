import ListKit

/// A batch update that UIKit would raise `NSInternalInconsistencyException` for — or that the
/// strict simulator rejects — with its stable code and its message.
public struct BatchUpdateError: ListError, Hashable {
  /// The stable error codes of `docs/scenarios.md` (plus the package's additions, marked).
  public enum Code: String, Sendable, Hashable, CaseIterable, Codable {
    case invalidSectionCount, invalidItemCount, insertItemOutOfRange, deleteItemOutOfRange
    case insertSectionOutOfRange, deleteSectionOutOfRange, moveSectionOutOfRange
    case deleteAndReloadSameIndexPath, deleteAndMoveFromSameIndexPath, insertAndMoveToSameIndexPath
    case moveToSameIndexPathTwice, moveFromSameIndexPathTwice, moveItemOutOfRange
    case moveIntoInsertedSection, moveFromDeletedSection, deleteAndMoveSameSection
    case insertAndMoveToSameSection, moveSectionTwice, itemChangeInMovedSection
    case reloadSectionsInBatch, reloadOfMovedItem, itemChangeInDeletedSection
    case itemInsertInInsertedSection, duplicateIndexPath, reloadDataInBatch
    case mutationOnDiffableView, displayMismatch
    /// R26: a layout lookup past the end after a section moved onto itself.
    case globalIndexOutOfRange
    /// Package addition: a reconfigure of an index path that does not exist before the update.
    case reconfigureItemOutOfRange
    /// Package addition (strict): a reconfigure of an index path that the same update deletes
    /// or reloads.
    case reconfigureOfChangedItem
    /// Package addition: a batch update on a view that has no data source.
    case noDataSource
    /// Package addition: an item index path without exactly two indexes.
    case invalidIndexPath
    /// Package addition: `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBeginUpdates
    /// Package addition: the data source reported a count no view can hold (negative, past
    /// ``VirtualView/largestCount``, or identities that disagree with the count).
    case invalidDataSourceCount
    /// Package addition: after the batch a visible cell shows content its item no longer has
    /// (neither reloaded nor reconfigured); rejected in strict mode, a warning otherwise.
    case staleContent
  }

  /// The stable code.
  public var code: Code
  /// UIKit's text where the rules catalogue has it, otherwise the package's own.
  public var message: String
  /// The catalogue rule (`R8`, `D18`, …), or `—` for the package's own checks that no rule of
  /// the catalogue covers.
  public var rule: String
  /// Whether ``message`` is UIKit's recorded text (or its noun-swapped analogue) rather than the
  /// package's own wording.
  public var isUIKitMessage: Bool
  /// For count errors, the arithmetic that failed
  /// (`section 0: 3 after ≠ 2 before + 1 inserted − 0 deleted + 0 moved in − 0 moved out = 3`).
  public var arithmetic: String?

  /// An error with these fields, as the view builds it.
  public init(
    code: Code, message: String, rule: String, isUIKitMessage: Bool, arithmetic: String? = nil
  ) {
    self.code = code
    self.message = message
    self.rule = rule
    self.isUIKitMessage = isUIKitMessage
    self.arithmetic = arithmetic
  }

  /// `code (rule): message`.
  public var description: String { "\(code.rawValue) (\(rule)): \(message)" }

  /// The code's raw value.
  public var stableCode: String { code.rawValue }
  /// The arithmetic that failed, for count errors; otherwise the message.
  public var explanation: String { arithmetic ?? message }
}
