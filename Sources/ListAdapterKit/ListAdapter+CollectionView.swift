import Foundation
import ListKit
import ListUIKit

// The adapter as the collection view's data source, reordering source, flow layout delegate and
// scroll view delegate.

extension ListAdapter {
  // MARK: UICollectionViewDataSource

  /// One section per object shown.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { sectionMap.count }

  /// The item count of the section's controller (`numberOfItems()`), or 0 out of range.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    sectionMap.controller(at: section)?.numberOfItems() ?? 0
  }

  /// The cell the section's controller returns from `cellForItem(at:)`, between the
  /// ``performanceDelegate``'s `listAdapterWillCallDequeueCell(_:)` and
  /// `listAdapter(_:didCallDequeue:on:at:)` (only the first for a section out of range, which
  /// has no controller to name).
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let performanceDelegate = performanceDelegate
    performanceDelegate?.listAdapterWillCallDequeueCell(self)
    guard let controller = sectionMap.controller(at: indexPath.section) else {
      return UICollectionViewCell()
    }
    let cell = controller.cellForItem(at: indexPath.item)
    performanceDelegate?.listAdapter(self, didCallDequeue: cell, on: controller, at: indexPath.item)
    return cell
  }

  /// The view of the section controller's ``ListSectionController/supplementaryViewSource`` for
  /// `kind`, or a placeholder when it has none.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let source = sectionMap.controller(at: indexPath.section)?.supplementaryViewSource,
      source.supportedElementKinds().contains(kind)
    else { return _MissingSupplementaryView() }
    return source.viewForSupplementaryElement(ofKind: kind, at: indexPath.item)
  }

  // MARK: Interactive reordering

  /// The section controller's `canMoveItem(at:)`; `false` out of range.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard sectionMap.contains(indexPath.section) else { return false }
    return sectionMap.controllers[indexPath.section].canMoveItem(at: indexPath.item)
  }

  /// The user moved a cell, as IGListKit handles it: within a section, the section controller's
  /// `moveObject(from:to:)` when its `canMoveItem(at:to:)` allows it; between two one-item
  /// sections, the object moves among the adapter's objects, the ``moveDelegate`` is told, and
  /// the updater shows the sections as they are (`moveSection(in:from:to:)`: UIKit moved an item,
  /// not a section, so IGListKit's updaters reload the data). Any other move — refused within a section, or of an item from
  /// one section into another — is moved back in the same update, as IGListKit reverts it.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let from = sourceIndexPath.section
    let to = destinationIndexPath.section
    guard sectionMap.contains(from), sectionMap.contains(to) else { return }
    let controller = sectionMap.controllers[from]
    if from == to {
      if controller.canMoveItem(at: sourceIndexPath.item, to: destinationIndexPath.item) {
        moveInSectionInteractively(
          controller, from: sourceIndexPath.item, to: destinationIndexPath.item)
      } else {
        revertInteractiveMove(from: sourceIndexPath, to: destinationIndexPath)
      }
      return
    }
    // Sections of one item each reorder the sections; any other move of an item from one
    // section to another is not supported, and too late to refuse: IGListKit moves it back.
    guard controller.numberOfItems() == 1, sectionMap.controllers[to].numberOfItems() == 1,
      moveDelegate != nil
    else {
      revertInteractiveMove(from: sourceIndexPath, to: destinationIndexPath)
      return
    }
    moveSectionInteractively(controller, from: from, to: to)
  }

  /// IGListKit's `moveSectionControllerInteractive:fromIndex:toIndex:`: `controller`'s object
  /// moves from section `from` to `to` among the adapter's objects, the ``moveDelegate`` is
  /// told, and the updater shows the sections as they are (`moveSection(in:from:to:)`: UIKit
  /// moved an item, not a section, so IGListKit's updaters reload the data). Nothing for a
  /// controller not in section `from`, or a section out of range.
  func moveSectionInteractively(_ controller: ListSectionController, from: Int, to: Int) {
    if updater.isInDataUpdateBlock() {
      // Inside an update (a section controller's batch): the move waits for it to end, so the
      // update's batch is checked against the sections it started from.
      afterUpdates { [weak self] in self?.moveSectionInteractively(controller, from: from, to: to) }
      return
    }
    guard let collectionView, sectionMap.contains(from), sectionMap.contains(to),
      sectionMap.controllers[from] === controller
    else { return }
    let previous = objects()
    var objects = sectionMap.objects
    var controllers = sectionMap.controllers
    var keys = sectionMap.keys
    let object = objects.remove(at: from)
    objects.insert(object, at: to)
    controllers.insert(controllers.remove(at: from), at: to)
    keys.insert(keys.remove(at: from), at: to)
    restore(objects, controllers, keys: keys)
    moveDelegate?.listAdapter(self, move: object, from: previous, to: self.objects())
    updater.moveSection(in: collectionView, from: from, to: to)
  }

  /// IGListKit's `moveInSectionControllerInteractive:fromIndex:toIndex:`: the section
  /// controller moves its object.
  func moveInSectionInteractively(_ controller: ListSectionController, from: Int, to: Int) {
    controller.moveObject(from: from, to: to)
  }

  /// Moves the item back where the user took it from, in the update that moved it (IGListKit's
  /// `revertInvalidInteractiveMoveFromIndexPath:toIndexPath:`, on the view itself).
  func revertInteractiveMove(from source: IndexPath, to destination: IndexPath) {
    collectionView?.moveItem(at: destination, to: source)
  }

  // MARK: UICollectionViewDelegateFlowLayout

  /// The section controller's `sizeForItem(at:)`, as IGListKit answers the flow layout (a
  /// negative width or height is 0), between the ``performanceDelegate``'s
  /// `listAdapterWillCallSize(_:)` and `listAdapter(_:didCallSizeOn:at:)`; `.zero` out of range
  /// (after the first call only: there is no controller to name).
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let performanceDelegate = performanceDelegate
    performanceDelegate?.listAdapterWillCallSize(self)
    guard let controller = sectionMap.controller(at: indexPath.section) else { return .zero }
    let size = itemSize(controller, indexPath.item)
    performanceDelegate?.listAdapter(self, didCallSizeOn: controller, at: indexPath.item)
    return size
  }

  /// The size of the item at `indexPath`: its section controller's `sizeForItem(at:)`, a negative
  /// width or height made 0; `.zero` for a section the adapter does not have.
  public func sizeForItem(at indexPath: IndexPath) -> CGSize {
    guard let controller = sectionMap.controller(at: indexPath.section) else { return .zero }
    return itemSize(controller, indexPath.item)
  }

  /// `controller`'s size of item `item`, a negative width or height made 0.
  private func itemSize(_ controller: ListSectionController, _ item: Int) -> CGSize {
    let size = controller.sizeForItem(at: item)
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// The size of the supplementary view of `elementKind` at `indexPath`: its section's
  /// supplementary view source's size, a negative width or height made 0; `.zero` when the
  /// section has no source or its source does not make that kind.
  public func sizeForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> CGSize
  {
    supplementarySize(elementKind, section: indexPath.section, item: indexPath.item)
  }

  /// ``sizeForSupplementaryView(ofKind:at:)`` without an index path (the flow layout asks it per
  /// section, thousands of times an update).
  func supplementarySize(_ elementKind: String, section: Int, item: Int) -> CGSize {
    guard let source = sectionMap.controller(at: section)?.supplementaryViewSource,
      source.supportedElementKinds().contains(elementKind)
    else { return .zero }
    let size = source.sizeForSupplementaryView(ofKind: elementKind, at: item)
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// The section controller's `inset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    sectionMap.controller(at: section)?.inset ?? .zero
  }

  /// The section controller's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    sectionMap.controller(at: section)?.minimumLineSpacing ?? 0
  }

  /// The section controller's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    sectionMap.controller(at: section)?.minimumInteritemSpacing ?? 0
  }

  /// The header's size from the section's supplementary view source, `.zero` when it makes no
  /// headers.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    supplementarySize(UICollectionView.elementKindSectionHeader, section: section, item: 0)
  }

  /// The footer's size from the section's supplementary view source, `.zero` when it makes no
  /// footers.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    supplementarySize(UICollectionView.elementKindSectionFooter, section: section, item: 0)
  }

  // MARK: UIScrollViewDelegate

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didScroll:)`), as IGListKit does, between the ``performanceDelegate``'s
  /// `listAdapterWillCallScroll(_:)` and `listAdapter(_:didCallScroll:)`.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let performanceDelegate = performanceDelegate
    performanceDelegate?.listAdapterWillCallScroll(self)
    scrollViewDelegate?.scrollViewDidScroll(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, didScroll: controller)
    }
    performanceDelegate?.listAdapter(self, didCallScroll: scrollView)
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:willBeginDragging:)`).
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, willBeginDragging: controller)
    }
  }

  /// Tells ``scrollViewDelegate``, which may move the target offset.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrollViewDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didEndDragging:willDecelerate:)`).
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(
        self, didEndDragging: controller, willDecelerate: decelerate)
    }
  }

  /// Tells ``scrollViewDelegate``, then each visible section controller's scroll delegate
  /// (`listAdapter(_:didEndDeceleratingSectionController:)`).
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
    for controller in visibleSectionControllers() {
      controller.scrollDelegate?.listAdapter(self, didEndDeceleratingSectionController: controller)
    }
  }
}
