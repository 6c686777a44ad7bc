import Foundation
import ListKit
import ListUIKit

// The adapter as the collection view's delegate: selection, cells coming and going, and the
// working range they decide.

extension ListAdapter {
  // MARK: UICollectionViewDelegate

  /// The section controller of `indexPath`'s section, or `nil` out of range.
  private func controller(at indexPath: IndexPath) -> ListSectionController? {
    sectionMap.controller(at: indexPath.section)
  }

  /// Asks the section's controller (`shouldSelectItem(at:)`); `false` out of range.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { controller(at: indexPath)?.shouldSelectItem(at: indexPath.item) ?? false }

  /// Asks the section's controller (`shouldDeselectItem(at:)`); `false` out of range.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { controller(at: indexPath)?.shouldDeselectItem(at: indexPath.item) ?? false }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didSelectItem(at:)`);
  /// with ``autoDeselectEnabled`` the item is then deselected on the view (which tells no
  /// delegate, as UIKit's `deselectItem(at:animated:)` does not).
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    guard let controller = controller(at: indexPath) else { return }
    controller.didSelectItem(at: indexPath.item)
    if autoDeselectEnabled {
      self.collectionView?.deselectItem(at: indexPath, animated: true)
    }
  }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didDeselectItem(at:)`).
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    controller(at: indexPath)?.didDeselectItem(at: indexPath.item)
  }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didHighlightItem(at:)`).
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
    controller(at: indexPath)?.didHighlightItem(at: indexPath.item)
  }

  /// Tells ``collectionViewDelegate``, then the section's controller (`didUnhighlightItem(at:)`).
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    controller(at: indexPath)?.didUnhighlightItem(at: indexPath.item)
  }

  /// The context menu for a long-pressed item, as IGListKit's adapter answers it: the
  /// ``collectionViewDelegate``'s configuration first; when it gives none, the section
  /// controller's ``ListSectionController/contextMenuConfigurationForItem(at:point:)``; `nil`
  /// out of range. (IGListKit returns the collection view delegate's answer, `nil` included,
  /// whenever that delegate implements the method; a Swift protocol's default cannot be told
  /// apart from an implementation, so here a `nil` answer falls through to the section
  /// controller.)
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let configuration = collectionViewDelegate?.collectionView(
      collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    {
      return configuration
    }
    return controller(at: indexPath)?.contextMenuConfigurationForItem(
      at: indexPath.item, point: point)
  }

  /// Tracks the displayed cell, tells ``collectionViewDelegate``, the display delegates and
  /// ``delegate``, and updates the working range — between the ``performanceDelegate``'s
  /// `listAdapterWillCallDisplayCell(_:)` and `listAdapter(_:didCallDisplay:on:at:)` (only the
  /// first for a section out of range, which has no controller to name).
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    let performanceDelegate = performanceDelegate
    performanceDelegate?.listAdapterWillCallDisplayCell(self)
    collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    guard sectionMap.contains(indexPath.section) else { return }
    let (object, controller) = (
      sectionMap.objects[indexPath.section], sectionMap.controllers[indexPath.section]
    )
    displayed[ObjectIdentifier(cell)] = (controller, object, indexPath.item)
    // IGListKit's display handler: the cell first, to the display delegate and the adapter's
    // delegate, then the section when this is its first view on screen.
    controller.willDisplayCell(cell, at: indexPath.item)
    controller.displayDelegate?.listAdapter(
      self, willDisplay: controller, cell: cell, at: indexPath.item)
    delegate?.listAdapter(self, willDisplay: object, cell: cell, at: indexPath)
    globalDelegateAnnouncer?.announce {
      $0.listAdapter(self, willDisplay: object, cell: cell, at: indexPath)
    }
    viewAppeared(controller, object, section: indexPath.section)
    visibleCellCount[ObjectIdentifier(controller), default: 0] += 1
    updateWorkingRange()
    performanceDelegate?.listAdapter(
      self, didCallDisplay: cell, on: controller, at: indexPath.item)
  }

  /// Tracks the cell leaving, tells ``collectionViewDelegate``, the display delegates and
  /// ``delegate``, and updates the working range — between the ``performanceDelegate``'s
  /// `listAdapterWillCallEndDisplayCell(_:)` and `listAdapter(_:didCallEndDisplay:on:at:)`,
  /// which names the controller that showed the cell and the item of `indexPath` (only the
  /// first for a cell the adapter did not show).
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    let performanceDelegate = performanceDelegate
    performanceDelegate?.listAdapterWillCallEndDisplayCell(self)
    collectionViewDelegate?.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    guard let (controller, object, _) = displayed.removeValue(forKey: ObjectIdentifier(cell))
    else { return }
    defer {
      performanceDelegate?.listAdapter(
        self, didCallEndDisplay: cell, on: controller, at: indexPath.item)
    }
    let key = ObjectIdentifier(controller)
    // The item UIKit gives (where the cell was last), as IGListKit passes it.
    controller.didEndDisplayingCell(cell, at: indexPath.item)
    controller.displayDelegate?.listAdapter(
      self, didEndDisplaying: controller, cell: cell, at: indexPath.item)
    delegate?.listAdapter(self, didEndDisplaying: object, cell: cell, at: indexPath)
    globalDelegateAnnouncer?.announce {
      $0.listAdapter(self, didEndDisplaying: object, cell: cell, at: indexPath)
    }
    visibleCellCount[key, default: 1] -= 1
    if visibleCellCount[key] == 0 { visibleCellCount[key] = nil }
    viewEnded(controller, object, section: indexPath.section)
    // The window moves in one step here (a scroll view moves continuously): with no cell left
    // between its old and its new cells, the range waits for the new ones (or the update's end).
    if !visibleCellCount.isEmpty { updateWorkingRange() }
  }

  /// Tracks a header or footer coming on screen: the first view of a section on screen (a cell,
  /// a header or a footer) tells the display delegate and ``delegate`` that the section is
  /// displayed, as IGListKit's display handler counts supplementary views with cells (the
  /// working range and ``visibleObjects()`` follow cells alone, as IGListKit's do).
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind,
      at: indexPath)
    guard sectionMap.contains(indexPath.section) else { return }
    let (object, controller) = (
      sectionMap.objects[indexPath.section], sectionMap.controllers[indexPath.section]
    )
    displayedSupplementaries[ObjectIdentifier(view)] = (controller, object)
    viewAppeared(controller, object, section: indexPath.section)
  }

  /// Tracks a header or footer leaving: the section's last view on screen leaving tells the
  /// display delegate and ``delegate`` that the section ended displaying.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
      at: indexPath)
    guard
      let (controller, object) = displayedSupplementaries.removeValue(
        forKey: ObjectIdentifier(view))
    else { return }
    viewEnded(controller, object, section: indexPath.section)
  }

  /// One more view of `controller`'s section on screen: the first (a cell, a header or a footer)
  /// tells the display delegate and ``delegate`` that the section is displayed.
  private func viewAppeared(
    _ controller: ListSectionController, _ object: any ListDiffable, section: Int
  ) {
    let key = ObjectIdentifier(controller)
    if visibleCount[key, default: 0] == 0 {
      controller.displayDelegate?.listAdapter(self, willDisplay: controller)
      delegate?.listAdapter(self, willDisplay: object, at: section)
      globalDelegateAnnouncer?.announce { $0.listAdapter(self, willDisplay: object, at: section) }
    }
    visibleCount[key, default: 0] += 1
  }

  /// One view fewer: the last leaving tells them that the section ended displaying (with the
  /// object shown and the section it was in, even when the update deleted it).
  private func viewEnded(
    _ controller: ListSectionController, _ object: any ListDiffable, section: Int
  ) {
    let key = ObjectIdentifier(controller)
    visibleCount[key, default: 1] -= 1
    guard visibleCount[key] == 0 else { return }
    visibleCount[key] = nil
    controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller)
    delegate?.listAdapter(self, didEndDisplaying: object, at: section)
    globalDelegateAnnouncer?.announce {
      $0.listAdapter(self, didEndDisplaying: object, at: section)
    }
  }

  /// The section controllers within `workingRangeSize` sections of the visible ones enter the
  /// working range; the others leave it.
  func updateWorkingRange() {
    // The sections of the controllers with a cell on screen.
    let visible = displayed.values.compactMap { sectionMap.section(of: $0.controller) }
    var now: [ObjectIdentifier: ListSectionController] = [:]
    if let low = visible.min(), let high = visible.max() {
      let range =
        max(0, low - workingRangeSize)...min(sectionMap.count - 1, high + workingRangeSize)
      for section in range where sectionMap.contains(section) {
        now[ObjectIdentifier(sectionMap.controllers[section])] = sectionMap.controllers[section]
      }
    }
    for (key, controller) in inWorkingRange where now[key] == nil {
      controller.workingRangeDelegate?.listAdapter(
        self, sectionControllerDidExitWorkingRange: controller)
    }
    for (key, controller) in now where inWorkingRange[key] == nil {
      controller.workingRangeDelegate?.listAdapter(
        self, sectionControllerWillEnterWorkingRange: controller)
    }
    inWorkingRange = now
  }
}
