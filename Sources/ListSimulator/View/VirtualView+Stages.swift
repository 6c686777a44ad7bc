import Foundation
import ListKit

extension VirtualView {
  // MARK: Staged commits: the one path for updates sent as several batches

  /// Applies stages in order — what a staged changeset needs (DifferenceKit's
  /// `reload(using:setData:)`, IGListKit's updater): for each stage, `setData(k)` makes the data
  /// source hold that stage's data, then the stage's batch runs and is validated like any other.
  /// When one is rejected, `restore()` makes the data source hold what it held before the first
  /// stage, the view reloads from it, and the error is thrown: nothing of the stages remains.
  ///
  /// ```swift
  /// try view.performStages(stages.map(\.batch), setData: { model.sections = stages[$0].data },
  ///   restore: { model.sections = before })
  /// ```
  ///
  /// A view a diffable data source manages refuses it (rule D18), as it refuses any batch.
  public func performStages(
    _ batches: [BatchUpdate], setData: (Int) -> Void, restore: () -> Void
  ) throws(BatchUpdateError) {
    try checkNotManaged()
    if let (error, _) = commitStages(
      count: batches.count, batch: { batches[$0] }, setData: setData, restore: restore,
      owner: false)
    {
      throw error
    }
  }

  /// The stages' one loop, shared with the diffable data source's commit (`owner`: batches of the
  /// data source that manages this view, which skip rule D18). Returns the rejected stage's
  /// error and batch, after restoring, or `nil` when every stage was accepted.
  func commitStages(
    count: Int, batch: (Int) -> BatchUpdate, setData: (Int) -> Void, restore: () -> Void,
    owner: Bool
  ) -> (BatchUpdateError, BatchUpdate)? {
    for k in 0..<count {
      let update = batch(k)
      setData(k)
      do {
        _ = try (owner ? performForOwningDataSource(update) : validateAndApply(update))
      } catch {
        restore()
        // What the data source held before the first stage: counts it already showed fit.
        try? reloadFromDataSource()
        return (error, update)
      }
    }
    return nil
  }
}
