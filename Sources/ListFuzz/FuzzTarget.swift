/// What a fuzz campaign exercises.
public enum FuzzTarget: String, Sendable, Hashable, CaseIterable {
  /// Snapshot edits of every kind and whole new snapshots, applied through the data source: the
  /// diff engine's batches must be accepted by the strict view, leave it showing the snapshot,
  /// and make minimal moves.
  case engine
  /// Hand-written batches, planned and deliberately wrong, against the view: the verdict of the
  /// independent reference model, and state intact after a rejection.
  case view
  /// Everything the data source does: applies, section snapshots with expand and collapse,
  /// interactive moves, concurrent and cancelled applies, supplementary view requests.
  case datasource
  /// The three in turn.
  case all
}
