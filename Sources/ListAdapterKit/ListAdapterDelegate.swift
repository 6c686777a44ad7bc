/// Objects coming on and going off screen (`IGListAdapterDelegate`).
@preconcurrency
@MainActor
public protocol ListAdapterDelegate: AnyObject {
  func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
  func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
}
