import Foundation

/// `UICollectionViewDataSource`, set with `collectionView.dataSource = self` (held weakly).
@preconcurrency
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (1 unless implemented, as in UIKit).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item: dequeue it with `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// A header or footer the layout shows: dequeue it with
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Not implemented while
  /// the layout shows headers, UIKit raises: here that is recorded in `misuses`.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether an item can be moved (`false` unless implemented).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// The user moved an item (``UICollectionView/userMovedItem(at:to:)``): update the model.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// UIKit's default: one section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Not implemented: a placeholder view, and the view records the misuse UIKit raises for.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { _MissingSupplementaryView() }
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
