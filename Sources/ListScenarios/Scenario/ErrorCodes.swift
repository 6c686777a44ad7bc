import ListKit
import ListSimulator

/// Every error code a step can expect: the view's, the snapshot's and the data source's.
public enum ErrorCodes {
  /// The codes of `SnapshotError` (its `code` values).
  public static let snapshot = [
    "duplicateItemIdentifiers", "duplicateSectionIdentifiers", "duplicateOutlineItems",
    "noSections", "unknownSection", "unknownItem", "itemRelativeToItself", "reloadUnknownItem",
    "reconfigureUnknownItem", "itemAlreadyExists",
  ]

  /// The codes of `DiffableDataSourceError` that are not view codes, and `cancelled`.
  public static let dataSource = ["noSupplementaryViewProvider", "invalidInteraction", "cancelled"]

  /// All of them, view codes first.
  public static let all = BatchUpdateError.Code.allCases.map(\.rawValue) + snapshot + dataSource
}
