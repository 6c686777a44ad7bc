/// Told when the user moves a one-item section to another place, so the app reorders its
/// objects (`IGListAdapterMoveDelegate`).
@preconcurrency
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
  /// `object` moved: the objects were `previousObjects` and are now `objects`.
  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any])
}
