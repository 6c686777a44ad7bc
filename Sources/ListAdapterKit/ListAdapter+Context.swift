import Foundation
import ListKit
import ListUIKit

// The adapter as its section controllers' collection context: sizes, cells, dequeues, selection,
// their own batches (`_BatchContext`).

extension ListAdapter {
  // MARK: ListCollectionContext

  /// The collection view's size (its bounds' size), or zero without a collection view.
  public var containerSize: CGSize { collectionView?.frame.size ?? .zero }
  /// The collection view's trait collection, or `nil` without a collection view.
  public var traitCollection: UITraitCollection? { collectionView?.traitCollection }
  /// The collection view's `contentInset`, or zero without a collection view.
  public var containerInset: UIEdgeInsets { collectionView?.contentInset ?? .zero }
  /// The collection view's `adjustedContentInset`, or zero without a collection view.
  public var adjustedContainerInset: UIEdgeInsets {
    collectionView?.adjustedContentInset ?? .zero
  }
  /// The collection view's size less its adjusted content inset, never negative.
  public var insetContainerSize: CGSize {
    let inset = adjustedContainerInset
    return CGSize(
      width: max(0, containerSize.width - inset.left - inset.right),
      height: max(0, containerSize.height - inset.top - inset.bottom))
  }
  /// The collection view's `contentOffset`, or zero without a collection view.
  public var containerContentOffset: CGPoint { collectionView?.contentOffset ?? .zero }
  /// The collection view's tracking, dragging and decelerating states (all `false` without one).
  public var scrollingTraits: ListCollectionScrollingTraits {
    ListCollectionScrollingTraits(
      isTracking: collectionView?.isTracking ?? false,
      isDragging: collectionView?.isDragging ?? false,
      isDecelerating: collectionView?.isDecelerating ?? false)
  }

  /// The container size less `sectionController`'s inset, never negative.
  public func containerSize(for sectionController: ListSectionController) -> CGSize {
    let inset = sectionController.inset
    return CGSize(
      width: max(0, containerSize.width - inset.left - inset.right),
      height: max(0, containerSize.height - inset.top - inset.bottom))
  }

  /// The item index of `cell` in `sectionController`'s section, or `NSNotFound`.
  public func index(for cell: UICollectionViewCell, sectionController: ListSectionController)
    -> Int
  {
    guard let path = collectionView?.indexPath(for: cell),
      path.section == section(for: sectionController)
    else { return NSNotFound }
    return path.item
  }

  /// The section the collection view shows for `controller`: inside the adapter's own update the
  /// view still shows the sections as they were, so the controller's section before the update
  /// (IGListKit's `usePreviousIfInUpdateBlock`); `nil` for none, or one the view does not have.
  func sectionShown(for controller: ListSectionController) -> Int? {
    let section =
      sectionsBeforeUpdate != nil && updater.isInDataUpdateBlock()
      ? sectionsBeforeUpdate?.section(of: controller) : sectionMap.section(of: controller)
    guard let section, let collectionView, section < collectionView.numberOfSections else {
      return nil
    }
    return section
  }

  /// The cell at `index` of `sectionController`'s section, or `nil` when none is loaded or the
  /// adapter showed the cell there for another controller. While the adapter's own update runs, the section is the
  /// one the view still shows (the controller's section before the update), as in IGListKit.
  public func cellForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewCell?
  {
    // A binding controller's stand-in names the controller it stands for.
    let controller = sectionController.target
    guard let section = sectionShown(for: controller), let collectionView else { return nil }
    let cell = collectionView.cellForItem(at: IndexPath(item: index, section: section))
    // Not a cell the adapter showed for another controller (IGListKit checks the cell's
    // controller too; a cell not displayed yet has none recorded).
    guard let cell, displayed[ObjectIdentifier(cell)]?.controller ?? controller === controller
    else { return nil }
    return cell
  }

  /// The visible cells of `sectionController`'s section, in index-path order.
  public func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell] {
    let section = section(for: sectionController)
    guard let collectionView else { return [] }
    return collectionView.indexPathsForVisibleItems.sorted().filter { $0.section == section }
      .compactMap(collectionView.cellForItem(at:))
  }

  /// The visible cells of `sectionController`'s section whose frames lie wholly inside the
  /// collection view's bounds less its content inset, in index-path order; none when the
  /// section controller has no section.
  public func fullyVisibleCells(for sectionController: ListSectionController)
    -> [UICollectionViewCell]
  {
    let section = section(for: sectionController)
    guard section != NSNotFound, let collectionView else { return [] }
    let inset = collectionView.contentInset
    let bounds = collectionView.bounds
    let area = CGRect(
      x: bounds.minX + inset.left, y: bounds.minY + inset.top,
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
    return collectionView.indexPathsForVisibleItems.sorted().filter { path in
      guard path.section == section,
        let frame = collectionView.layoutAttributesForItem(at: path)?.frame
      else { return false }
      return area.contains(frame)
    }.compactMap(collectionView.cellForItem(at:))
  }

  /// `point`, given in `view`'s coordinates, in the collection view's (IGListKit's
  /// `convertPoint:fromView:`); `.zero` without a collection view, as IGListKit's message to a
  /// `nil` view answers.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    collectionView?.convert(point, from: view) ?? .zero
  }

  /// The index path of the item at `point` (in the collection view's coordinates), or `nil`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionView?.indexPathForItem(at: point)
  }

  /// The visible index paths of `sectionController`'s section, sorted.
  public func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath] {
    let section = section(for: sectionController)
    return (collectionView?.indexPathsForVisibleItems ?? []).filter { $0.section == section }
      .sorted()
  }

  /// Deselects the item at `index` of `sectionController`'s section; nothing when it has no
  /// section.
  public func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.deselectItem(at: IndexPath(item: index, section: section), animated: animated)
  }

  /// Selects the item at `index` of `sectionController`'s section; nothing when it has no section.
  public func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.selectItem(
      at: IndexPath(item: index, section: section), animated: animated,
      scrollPosition: scrollPosition)
  }

  /// A cell of `cellClass`, registered on first use under `identifier` (or the class name); a
  /// non-cell class is recorded in ``failures``.
  public func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier identifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      failures.report(ListAdapterError.notACellClass(String(reflecting: cellClass)))
      return UICollectionViewCell()
    }
    return dequeue(cellType, identifier ?? String(reflecting: cellClass), sectionController, index)
  }

  /// A cell of `cellClass`, registered on first use under its class name.
  public func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
  }

  /// A cell of the class named `nibName` (looked up near the controller); a missing class is
  /// recorded in ``failures``.
  public func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> UICollectionViewCell {
    guard let cellType = cellClass(named: nibName, near: sectionController.target) else {
      failures.report(ListAdapterError.nibNotFound(nibName))
      return dequeue(UICollectionViewCell.self, "nib:" + nibName, sectionController, index)
    }
    return dequeue(cellType, "nib:" + nibName, sectionController, index)
  }

  /// The cell registered on the collection view under `identifier`, standing for the
  /// storyboard's prototype (an unregistered identifier is recorded in the view's `misuses`).
  public func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else {
      failures.report(
        ListAdapterError.indexOutOfRange(
          "\(type(of: sectionController)) dequeued a cell while it has no section"))
      return UICollectionViewCell(frame: .zero)
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: IndexPath(item: index, section: section))
  }

  /// The supplementary view of `elementKind` at `index` of `sectionController`'s section, when it
  /// is on screen and the adapter showed it for that controller; `nil` otherwise or for a
  /// controller with no section. While the adapter's own update runs, the section is the one the
  /// view still shows (the controller's section before the update), as in IGListKit.
  public func viewForSupplementaryElement(
    ofKind elementKind: String, at index: Int, sectionController: ListSectionController
  ) -> UICollectionReusableView? {
    let controller = sectionController.target
    guard let section = sectionShown(for: controller), let collectionView,
      let view = collectionView.supplementaryView(
        forElementKind: elementKind, at: IndexPath(item: index, section: section))
        as? UICollectionReusableView,
      displayedSupplementaries[ObjectIdentifier(view)]?.controller ?? controller === controller
    else { return nil }
    return view
  }

  /// Where the view's layout puts the item at `index` of `sectionController`'s section; `nil`
  /// without a collection view, for a controller with no section or an item the view does not
  /// have.
  public func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewLayoutAttributes?
  {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else { return nil }
    // The layout's answer, as IGListKit asks it (a layout of the app's own may override it).
    return collectionView.collectionViewLayout.layoutAttributesForItem(
      at: IndexPath(item: index, section: section))
  }

  /// The supplementary view registered on the collection view for `elementKind` under
  /// `identifier` (standing for the storyboard's); a plain view for a controller with no
  /// section (reported).
  public func dequeueReusableSupplementaryView(
    fromStoryboardOfKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionReusableView {
    dequeueSupplementaryView(
      ofKind: elementKind, identifier: identifier, for: sectionController, at: index,
      reportingNoSection: true) ?? UICollectionReusableView()
  }

  /// The supplementary view of `elementKind` dequeued under `identifier` at `index` of
  /// `sectionController`'s section; `nil` without a collection view or a section (reported when
  /// `reportingNoSection`). `register` runs first, with the view, when the dequeue can happen.
  private func dequeueSupplementaryView(
    ofKind elementKind: String, identifier: String, for sectionController: ListSectionController,
    at index: Int, reportingNoSection: Bool,
    register: (UICollectionView) -> Void = { _ in }
  ) -> UICollectionReusableView? {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else {
      if reportingNoSection {
        failures.report(
          ListAdapterError.indexOutOfRange(
            "\(type(of: sectionController)) dequeued a supplementary view with no collection view or section"
          ))
      }
      return nil
    }
    register(collectionView)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier,
      for: IndexPath(item: index, section: section))
  }

  /// A supplementary view of `viewClass` for `elementKind`, registered on first use; a plain view
  /// when it cannot dequeue.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> UICollectionReusableView {
    guard let viewType = viewClass as? UICollectionReusableView.Type else {
      return UICollectionReusableView()
    }
    let identifier = String(reflecting: viewClass)
    return dequeueSupplementaryView(
      ofKind: elementKind, identifier: identifier, for: sectionController, at: index,
      reportingNoSection: false
    ) { collectionView in
      if registeredIdentifiers.insert(elementKind + "/" + identifier).inserted {
        collectionView.register(
          viewType, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
      }
    } ?? UICollectionReusableView()
  }

  /// Invalidates the layout of `sectionController`'s section, then calls `completion` with
  /// `true`. As in IGListKit, while an update is queued the invalidation waits for it to finish,
  /// and a controller that update removed (or one with no section) is not laid out:
  /// `completion` gets `false`.
  public func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?
  ) {
    let invalidate = { [weak self] in
      guard let self, let collectionView, section(for: sectionController) != NSNotFound else {
        completion?(false)
        return
      }
      collectionView.invalidateLayout()
      // The layout asks the section controllers for their sizes again, as IGListKit's does.
      collectionView.collectionViewLayout.invalidateLayout()
      completion?(true)
    }
    // IGListKit defers a layout invalidation while a batch update is under way.
    afterUpdates(invalidate)
  }

  /// Runs a section controller's batch as IGListKit's updaters do. With a
  /// ``ListAdapterUpdater``, on the next turn of the main actor: with the object update when a
  /// `performUpdates` is queued (its completion then gets that update's result), otherwise as one
  /// batch update of the view with the other controllers' batches queued meanwhile (a collection
  /// view or data source set meanwhile runs their blocks at once, before its reload). With a
  /// ``ListReloadDataUpdater``, at once: the block runs, the view reloads and `completion` gets
  /// `true`. While the adapter's own update runs (a controller's `didUpdate(to:)`), at once, as
  /// part of that update. Without a collection view, `completion` gets `false` at once.
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    guard collectionView != nil else {
      completion?(false)
      return
    }
    updater.performUpdate(
      collectionViewBlock: { [weak self] in self?.collectionView }, animated: animated,
      itemUpdates: { [weak self] in
        guard let self else { return }
        updates(_BatchContext(adapter: self))
      },
      completion: finishing(.itemUpdates, animated: animated, completion))
  }

  /// A section controller's item change, handed to the updater as index paths: deletes and the
  /// sources of reloads and moves at the section the view shows (before the update, inside
  /// one), inserts and destinations at the controller's section after it, a section reload at
  /// the section the view shows. A change of a controller without such a section is dropped.
  func itemChange(_ controller: ListSectionController, _ change: _ItemChange) {
    guard let collectionView else { return }
    let shown = sectionShown(for: controller)
    let current = sectionMap.section(of: controller)
    switch change {
    case .insert(let indexes):
      guard let current else { return }
      updater.insertItems(
        into: collectionView, indexPaths: indexes.map { IndexPath(item: $0, section: current) })
    case .delete(let indexes):
      guard let shown else { return }
      updater.deleteItems(
        from: collectionView, indexPaths: indexes.map { IndexPath(item: $0, section: shown) })
    case .reload(let indexes):
      guard let shown, let current else { return }
      for index in indexes {
        updater.reloadItem(
          in: collectionView, from: IndexPath(item: index, section: shown),
          to: IndexPath(item: index, section: current))
      }
    case .move(let from, let to):
      guard let shown, let current else { return }
      updater.moveItem(
        in: collectionView, from: IndexPath(item: from, section: shown),
        to: IndexPath(item: to, section: current))
    case .reloadSection:
      guard let shown else { return }
      updater.reload(collectionView, sections: IndexSet(integer: shown))
    }
  }

  /// Scrolls to the item at `index` of `sectionController`'s section; nothing when it has no
  /// section.
  public func scroll(
    to sectionController: ListSectionController, at index: Int,
    scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    let section = section(for: sectionController)
    guard section != NSNotFound else { return }
    collectionView?.scrollToItem(
      at: IndexPath(item: index, section: section), at: scrollPosition, animated: animated)
  }

  func dequeue(
    _ cellType: UICollectionViewCell.Type, _ identifier: String,
    _ sectionController: ListSectionController, _ index: Int
  ) -> UICollectionViewCell {
    let section = section(for: sectionController)
    guard let collectionView, section != NSNotFound else {
      failures.report(
        ListAdapterError.indexOutOfRange(
          "\(type(of: sectionController)) dequeued a cell while it has no section"))
      return cellType.init()
    }
    if registeredIdentifiers.insert(identifier).inserted {
      collectionView.register(cellType, forCellWithReuseIdentifier: identifier)
    }
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: IndexPath(item: index, section: section))
  }

  /// The cell class a nib name stands for: the name as given (module-qualified), or in the
  /// module of the section controller, the view controller or the data source.
  func cellClass(named name: String, near controller: ListSectionController)
    -> UICollectionViewCell.Type?
  {
    viewClass(named: name, near: controller)
  }

  /// The view class a nib's name stands for: the class of that name, module-qualified or in the
  /// module of the controller, the view controller or the data source.
  func viewClass<T>(named name: String, near controller: ListSectionController) -> T? {
    let owners: [Any] = [controller, viewController as Any, dataSource as Any]
    let modules = owners.compactMap { owner -> String? in
      let type = String(reflecting: Swift.type(of: owner))
      return type.split(separator: ".").first.map(String.init)
    }
    for candidate in [name] + modules.map({ $0 + "." + name }) {
      if let type = NSClassFromString(candidate) as? T { return type }
    }
    return nil
  }

  /// A supplementary view of the class named `nibName` for `elementKind` (there are no nibs
  /// here: the nib's name is the view class's name, looked up near the controller), registered
  /// on first use; a missing class is recorded in ``failures`` and a plain view comes back.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> UICollectionReusableView {
    let type: UICollectionReusableView.Type? = viewClass(named: nibName, near: sectionController)
    guard let type else {
      failures.report(ListAdapterError.nibNotFound(nibName))
      return UICollectionReusableView()
    }
    return dequeueReusableSupplementaryView(
      ofKind: elementKind, for: sectionController, class: type, at: index)
  }
}

/// The batch context of a section controller's `performBatch`: each change goes to the adapter's
/// updater as index paths (`ListAdapter.itemChange(_:_:)`), which joins it to the running
/// update or applies it at once.
@MainActor
final class _BatchContext: ListBatchContext {
  unowned let adapter: ListAdapter

  init(adapter: ListAdapter) { self.adapter = adapter }

  func reload(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .reload(indexes))
  }
  func insert(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .insert(indexes))
  }
  func delete(in sectionController: ListSectionController, at indexes: IndexSet) {
    change(sectionController, .delete(indexes))
  }
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet) {}
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int) {
    change(sectionController, .move(fromIndex, toIndex))
  }
  func reload(_ sectionController: ListSectionController) {
    change(sectionController, .reloadSection)
  }

  func moveSectionControllerInteractive(
    _ sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int
  ) {
    adapter.moveSectionInteractively(sectionController.target, from: fromIndex, to: toIndex)
  }
  func move(
    inSectionControllerInteractive sectionController: ListSectionController, from fromIndex: Int,
    to toIndex: Int
  ) {
    adapter.moveInSectionInteractively(sectionController, from: fromIndex, to: toIndex)
  }
  func revertInvalidInteractiveMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    adapter.revertInteractiveMove(from: sourceIndexPath, to: destinationIndexPath)
  }

  private func change(_ controller: ListSectionController, _ change: _ItemChange) {
    adapter.itemChange(controller.target, change)
  }

}

extension ListCollectionContext {
  /// ``performBatch(animated:updates:completion:)`` with no completion (IGListKit's completion is
  /// optional).
  @MainActor
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void
  ) {
    performBatch(animated: animated, updates: updates, completion: nil)
  }

  /// ``performBatch(animated:updates:completion:)``, awaited: returns whether the view accepted
  /// the batch, once it ran (the `async` form Swift gives IGListKit's method; in an `async`
  /// function a call without a completion is this one, as with IGListKit).
  @MainActor
  @discardableResult
  public func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      performBatch(animated: animated, updates: updates) { continuation.resume(returning: $0) }
    }
  }

  /// The earlier name of the `async` form of `performBatch(animated:updates:)`.
  @MainActor
  @discardableResult
  @available(*, deprecated, renamed: "performBatch(animated:updates:)")
  public func performBatchAndWait(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void
  ) async -> Bool {
    await performBatch(animated: animated, updates: updates)
  }
}
