/// What kind of update an adapter finished (`IGListAdapterUpdateType`).
public enum ListAdapterUpdateType: Int, Sendable {
  /// `performUpdates(animated:completion:)`: the objects diffed and applied.
  case performUpdates
  /// `reloadData(completion:)`: everything reloaded.
  case reloadData
  /// A section controller's own batch (`performBatch`).
  case itemUpdates
}

/// IGListKit's Swift name of the update kind: its header's rename does not reach Swift, so code
/// written for IGListKit spells it `IGListAdapterUpdateType`.
public typealias IGListAdapterUpdateType = ListAdapterUpdateType
