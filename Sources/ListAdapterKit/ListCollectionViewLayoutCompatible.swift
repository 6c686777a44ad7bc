/// A layout that wants to hear which section a batch update changes first
/// (`IGListCollectionViewLayoutCompatible`), so it can keep what it computed for the sections
/// before it. ``ListCollectionView`` tells it.
@preconcurrency
@MainActor
public protocol ListCollectionViewLayoutCompatible: AnyObject {
  /// A batch update inserts, deletes, reloads or moves something in `modifiedSection` (each
  /// item's section, the lowest of a set of sections).
  func didModifySection(_ modifiedSection: Int)
}
