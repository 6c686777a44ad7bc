import ListKit

/// An operation a virtual view was asked to do by hand-written code (not by a diffable data
/// source), with the data source's data when it ran.
public enum ViewOperation: Sendable {
  /// `reloadData()`, and the data it read.
  case reloadData([ArrayDataSource.Section])
  case invalidateLayout
  /// A batch began while the counts were invalid: the data its "before" counts come from.
  case countsRead([ArrayDataSource.Section])
  /// A batch ended: its operations, the data source's data at the end, and the verdict.
  case batch(
    BatchUpdate, data: [ArrayDataSource.Section], result: Result<BatchResult, BatchUpdateError>)
}
