import Foundation
import ListUIKit

/// Customizes where an item starts when it appears and where it ends when it disappears
/// (`IGListTransitionDelegate`, a section controller's
/// ``ListSectionController/transitionDelegate``). ``ListCollectionViewLayout`` asks for it
/// through the collection view's delegate, the adapter (``IGListCollectionViewDelegateLayout``),
/// from `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`. Both methods are required, as in IGListKit.
///
/// IGListKit gives this protocol no Swift name of its own, so Swift code written for IGListKit
/// spells it `IGListTransitionDelegate`; ``ListTransitionDelegate`` is the same protocol.
@preconcurrency
@MainActor
public protocol IGListTransitionDelegate: AnyObject {
  /// The attributes item `index` of `sectionController`'s section starts from when it is
  /// inserted: `attributes` (the layout's, a copy the delegate may change) changed, or others.
  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewLayoutAttributes
  /// The attributes item `index` of `sectionController`'s section ends at when it is deleted:
  /// `attributes` (the layout's, a copy the delegate may change) changed, or others.
  func listAdapter(
    _ listAdapter: ListAdapter,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewLayoutAttributes
}

/// The package's name for ``IGListTransitionDelegate``, in the `List` spelling of IGListKit's
/// other Swift names.
public typealias ListTransitionDelegate = IGListTransitionDelegate

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

extension ListAdapter: IGListCollectionViewDelegateLayout {
  /// The section controller's ``ListSectionController/transitionDelegate``'s initial attributes
  /// for the item, as IGListKit's adapter answers; `attributes` unchanged when the controller
  /// has no transition delegate or the section is out of range.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    customizedInitialLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    guard let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedInitialLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item)
  }

  /// The section controller's ``ListSectionController/transitionDelegate``'s final attributes
  /// for the item; `attributes` unchanged when the controller has no transition delegate or the
  /// section is out of range.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    customizedFinalLayoutAttributes attributes: UICollectionViewLayoutAttributes,
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    guard let controller = sectionController(forSection: indexPath.section),
      let transitionDelegate = controller.transitionDelegate
    else { return attributes }
    return transitionDelegate.listAdapter(
      self, customizedFinalLayoutAttributes: attributes, sectionController: controller,
      at: indexPath.item)
  }
}
