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
