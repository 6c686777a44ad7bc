import Foundation
import ListKit

extension VirtualView {
  // MARK: Staged commits: the one path for updates sent as several batches

  /// Applies stages in order, as one update that stands or falls whole — for code that sends an
  /// update as several batches (a staged changeset applied by hand); the diffable data source's
  /// commit runs its batches through the same loop. (`ListUIKit`'s `reload(using:setData:)` does
  /// not use it: as DifferenceKit does, it sends each stage as a `performBatchUpdates` of its own,
  /// so earlier stages stay applied when a later one is rejected.) For each stage, `setData(k)`
  /// makes the data source hold that stage's data, then the stage's batch runs and is validated
  /// like any other.
  /// When one is rejected, `restore()` makes the data source hold what it held before the first
  /// stage, the view reloads from it, and the error is thrown: nothing of the stages remains.
  ///
  /// The stages are one update: the stale-content check judges what the view shows when the last
  /// stage is done (a later stage may reconfigure a cell an earlier one moved), never in between.
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
  /// error and batch, after restoring, or `nil` when every stage was accepted. Only the last
  /// stage runs the stale-content check: it covers every cell on screen then, since each is
  /// either carried by that stage (and checked) or configured anew.
  func commitStages(
    count: Int, batch: (Int) -> BatchUpdate, setData: (Int) -> Void, restore: () -> Void,
    owner: Bool
  ) -> (BatchUpdateError, BatchUpdate)? {
    // UIKit runs the update at once: a cell on screen before it is the same cell after it, even
    // when a batch here moves it off screen and a later one back (see `Core.stagedCells`).
    if count > 1 {
      core.withLock { core in
        core.stagedCells = core.display.cells.compactMap { position, cell in
          cell.configuredContent.map { (position, $0) }
        }
      }
    }
    defer { if count > 1 { core.withLock { $0.stagedCells = nil } } }
    for k in 0..<count {
      let update = batch(k)
      setData(k)
      do {
        let last = k == count - 1
        if owner {
          _ = try performForOwningDataSource(update, checksContent: last)
        } else {
          _ = try validateAndApply(update, checksContent: last)
        }
      } catch {
        restore()
        // A rejected batch changes nothing, so a rejected first stage leaves the view as it was;
        // after a later one, the view reloads what the data source held before the first stage
        // (counts it already showed, so they fit).
        if k > 0 { try? reloadFromDataSource() }
        return (error, update)
      }
    }
    return nil
  }
}
