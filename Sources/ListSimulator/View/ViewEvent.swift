import Foundation
import ListKit

/// What happened to a virtual view's cells and sections, in order.
public enum ViewEvent: Sendable, Hashable, CustomStringConvertible {
  /// `reloadData()`: every cell was created anew.
  case reloadedData(sections: Int, items: Int)
  /// A batch was validated and applied (its number counts from 1 per view).
  indirect case batchAccepted(number: Int, BatchUpdate)
  /// Profile `recovering`: the batch was inconsistent, logged and replaced by `reloadData()`.
  case batchRecovered(number: Int, message: String)
  /// A batch was rejected; the view did not change.
  case batchRejected(code: BatchUpdateError.Code)
  case insertedItem(IndexPath)
  case deletedItem(IndexPath)
  case movedItem(from: IndexPath, to: IndexPath)
  /// The cell was replaced by a new cell from the cell provider.
  case reloadedItem(IndexPath)
  /// The existing cell was configured again.
  case reconfiguredItem(IndexPath)
  case insertedSection(Int)
  case deletedSection(Int)
  case movedSection(from: Int, to: Int)
  case reloadedSection(Int)
  /// A header, footer or other supplementary view was requested.
  case supplementaryView(kind: String, IndexPath)
  /// A problem the view noticed but did not reject (non-strict `displayMismatch`, …).
  case warning(code: BatchUpdateError.Code, message: String)
  /// A new cell object was made for a position (`cell` is its serial number).
  case cellCreated(IndexPath, cell: Int)
  /// A cell was taken from the reuse pool for a position.
  case cellReused(IndexPath, cell: Int)
  /// The cell shown at a position was handed out again to be reconfigured in place.
  case cellReconfigured(IndexPath, cell: Int)
  /// The view scrolled: the new top of the window.
  case scrolled(to: Double)
  case selectedItem(IndexPath)
  case deselectedItem(IndexPath)
  /// Something UIKit raises for that this view records instead, so a test can look at it
  /// (``VirtualListView/misuses``).
  case misuse(String)
  /// A table view's row animation, as the operation that named it declared it
  /// (`insertRows(at:with: .fade)` → `rowAnimation(operation: "insertRows", animation: "fade")`).
  case rowAnimation(operation: String, animation: String)

  /// The event as one line of the log (`batch 3 accepted`, `scrolled to 40.0`, …).
  public var description: String {
    switch self {
    case .reloadedData(let sections, let items): "reloadData (\(sections) sections, \(items) items)"
    case .batchAccepted(let number, _): "batch \(number) accepted"
    case .batchRecovered(let number, let message): "batch \(number) recovered: \(message)"
    case .batchRejected(let code): "batch rejected: \(code.rawValue)"
    case .insertedItem(let path): "inserted \(path.shortDescription)"
    case .deletedItem(let path): "deleted \(path.shortDescription)"
    case .movedItem(let from, let to): "moved \(from.shortDescription) -> \(to.shortDescription)"
    case .reloadedItem(let path): "reloaded \(path.shortDescription) (new cell)"
    case .reconfiguredItem(let path): "reconfigured \(path.shortDescription) (same cell)"
    case .insertedSection(let s): "inserted section \(s)"
    case .deletedSection(let s): "deleted section \(s)"
    case .movedSection(let from, let to): "moved section \(from) -> \(to)"
    case .reloadedSection(let s): "reloaded section \(s)"
    case .supplementaryView(let kind, let path): "supplementary \(kind) at \(path.shortDescription)"
    case .warning(let code, let message): "warning \(code.rawValue): \(message)"
    case .cellCreated(let path, let cell): "cell #\(cell) created for \(path.shortDescription)"
    case .cellReused(let path, let cell): "cell #\(cell) reused for \(path.shortDescription)"
    case .cellReconfigured(let path, let cell):
      "cell #\(cell) reconfigured at \(path.shortDescription)"
    case .scrolled(let offset): "scrolled to \(offset)"
    case .selectedItem(let path): "selected \(path.shortDescription)"
    case .deselectedItem(let path): "deselected \(path.shortDescription)"
    case .misuse(let message): "misuse: \(message)"
    case .rowAnimation(let operation, let animation): "\(operation) with .\(animation)"
    }
  }
}
