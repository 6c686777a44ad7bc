import Foundation
import ListUIKit

/// A collection view delegate that customizes the attributes of appearing and disappearing items
/// (`IGListCollectionViewDelegateLayout`): ``ListCollectionViewLayout`` asks its collection
/// view's delegate for them when that delegate adopts this protocol, as
/// `IGListCollectionViewLayout` does. ``ListAdapter`` adopts it and asks the section's
/// ``ListSectionController/transitionDelegate``. Both methods are required, as in IGListKit
/// (which gives the protocol no Swift name of its own).
@preconcurrency
@MainActor
public protocol IGListCollectionViewDelegateLayout: UICollectionViewDelegateFlowLayout {
  /// The attributes the item at `indexPath` starts from when it is inserted, from `attributes`
  /// (the layout's own starting attributes).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes
  /// The attributes the item at `indexPath` ends at when it is deleted, from `attributes` (the
  /// layout's own final attributes).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes
}
