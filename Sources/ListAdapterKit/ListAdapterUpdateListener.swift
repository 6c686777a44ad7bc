/// What kind of update an adapter finished (`IGListAdapterUpdateType`).
public enum ListAdapterUpdateType: Int, Sendable {
  /// `performUpdates(animated:completion:)`: the objects diffed and applied.
  case performUpdates
  /// `reloadData(completion:)`: everything reloaded.
  case reloadData
  /// A section controller's own batch (`performBatch`).
  case itemUpdates
}

/// Told when an adapter finishes an update (`IGListAdapterUpdateListener`); added with
/// `addUpdateListener(_:)` and held weakly.
@preconcurrency
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
  /// `listAdapter` finished an update of kind `update`.
  func listAdapter(
    _ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool)
}
