import ListKit
import ListSimulator

/// One `performBatchUpdates` call of a staged changeset: the batch and the data the data source
/// holds when it ends.
public struct FuzzStage: Sendable, Hashable {
  /// The stage's batch.
  public var batch: BatchUpdate
  /// What the data source holds once the batch has run.
  public var data: [FuzzSection]
  /// Items whose content version the stage does not name (a later stage of the same update
  /// refreshes them: their cells are judged after it, not after this one).
  public var refreshedLater: Set<String>
  /// A stage of `batch` whose data source then holds `data`; `refreshedLater` names the items a
  /// later stage of the same update refreshes.
  public init(batch: BatchUpdate, data: [FuzzSection], refreshedLater: Set<String> = []) {
    self.batch = batch
    self.data = data
    self.refreshedLater = refreshedLater
  }
}
