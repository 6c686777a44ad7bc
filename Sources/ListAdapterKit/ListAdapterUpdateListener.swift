/// Told when an adapter finishes an update (`IGListAdapterUpdateListener`); added with
/// ``ListAdapter/add(_:)`` and held weakly.
@preconcurrency
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
  /// `listAdapter` finished an update of kind `update`.
  func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool)
  /// The earlier spelling of ``listAdapter(_:didFinish:animated:)``: a listener that implements
  /// only this one is still told (the new method's default calls it).
  @available(*, deprecated, renamed: "listAdapter(_:didFinish:animated:)")
  func listAdapter(
    _ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool)
}

extension ListAdapterUpdateListener {
  /// Calls the earlier spelling, so a listener written against it is still told (and warned, at
  /// its conformance, to implement this one).
  @available(*, deprecated, message: "implement listAdapter(_:didFinish:animated:)")
  public func listAdapter(
    _ listAdapter: ListAdapter, didFinish update: ListAdapterUpdateType, animated: Bool
  ) {
    self.listAdapter(listAdapter, didFinishUpdate: update, animated: animated)
  }

  /// Does nothing.
  @available(*, deprecated, renamed: "listAdapter(_:didFinish:animated:)")
  public func listAdapter(
    _ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool
  ) {}
}
