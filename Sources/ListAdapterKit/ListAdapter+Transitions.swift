import Foundation
import ListUIKit

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
