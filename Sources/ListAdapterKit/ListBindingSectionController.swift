import Foundation
import ListKit
import ListUIKit

/// A section controller whose cells are view models diffed against the previous ones
/// (`IGListBindingSectionController`): when its object changes, ``update(animated:completion:)``
/// deletes, inserts and moves cells as `ListDiff` of the view models says, in one batch the view
/// checks, and binds changed view models to the cells already showing them.
@preconcurrency
@MainActor
open class ListBindingSectionController<ObjectType>: ListSectionController {
  /// Gives the view models, cells and sizes (held weakly).
  public weak var dataSource: (any ListBindingSectionControllerDataSource)?
  /// Told when a cell is selected or deselected, with its view model (held weakly).
  public weak var selectionDelegate: (any ListBindingSectionControllerSelectionDelegate)?
  /// The object the view models were made from.
  public private(set) var object: ObjectType?
  /// The view models shown, one per cell.
  public private(set) var viewModels: [any ListDiffable] = []
  /// Where the controller's own update is: queued (its batch not run yet), applied (its batch
  /// ran, the view's completion not yet called) or idle — IGListKit's diffing states.
  private var updateState = UpdateState.idle
  private enum UpdateState { case idle, queued, applied }

  /// A binding controller with no object or view models yet.
  public override init() {}

  /// This controller as its data source protocol names it (Swift's generics are not
  /// covariant, IGListKit's Objective-C ones are): itself, or a stand-in that forwards to it.
  private lazy var erased: ListBindingSectionController<any ListDiffable> = {
    if let same = self as? ListBindingSectionController<any ListDiffable> { return same }
    let standIn = ListBindingSectionController<any ListDiffable>()
    standIn.forwardingTarget = self
    return standIn
  }()

  /// One cell per view model.
  open override func numberOfItems() -> Int { viewModels.count }

  /// The data source's size for the view model at `index`, or zero without one.
  open override func sizeForItem(at index: Int) -> CGSize {
    guard viewModels.indices.contains(index), let dataSource else { return .zero }
    return dataSource.sectionController(erased, sizeForViewModel: viewModels[index], at: index)
  }

  /// The data source's cell for the view model at `index`, bound to it; an index out of range is
  /// reported.
  open override func cellForItem(at index: Int) -> UICollectionViewCell {
    guard viewModels.indices.contains(index), let dataSource else {
      reportAssertion(
        ListAdapterError.indexOutOfRange(
          "\(type(of: self)) has no view model at \(index) (it has \(viewModels.count))"))
      return UICollectionViewCell()
    }
    let cell = dataSource.sectionController(
      erased, cellForViewModel: viewModels[index], at: index)
    cell.bindViewModel(viewModels[index])
    return cell
  }

  /// Keeps `object`; the first time asks for its view models (those of a repeated identifier
  /// dropped, the first kept), later runs
  /// ``update(animated:completion:)`` animated.
  open override func didUpdate(to object: Any) {
    let first = self.object == nil
    self.object = object as? ObjectType
    if first {
      viewModels =
        _removingDuplicateIdentifiers(
          dataSource?.sectionController(erased, viewModelsFor: object) ?? []
        ).objects
    } else {
      update(animated: true)
    }
  }

  /// ``update(animated:completion:)``, awaited: returns whether the update finished (the `async`
  /// form Swift gives IGListKit's method; in an `async` function a call without a completion is
  /// this one, as with IGListKit).
  @discardableResult
  public func update(animated: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      update(animated: animated) { continuation.resume(returning: $0) }
    }
  }

  /// The same, by the name Objective-C code uses (`-updateAnimated:completion:`).
  @available(*, deprecated, renamed: "update(animated:completion:)")
  public func updateAnimated(_ animated: Bool, completion: ((Bool) -> Void)? = nil) {
    update(animated: animated, completion: completion)
  }

  /// Asks the data source for the view models of ``object`` again and applies the difference in
  /// one batch: deletes, inserts and moves of cells; a view model whose identifier stays and
  /// whose content changed is bound again to the cell that shows it. As in IGListKit, one
  /// update runs at a time: called again before the last one's completion, the call does
  /// nothing and its completion gets `false` at once (the queued update shows the newest view
  /// models anyway: it reads ``object`` and asks for its view models when its batch runs); the
  /// completion of a queued update gets `true` once it finished, as IGListKit's does.
  public func update(animated: Bool, completion: ((Bool) -> Void)? = nil) {
    guard updateState == .idle, object != nil, let context = collectionContext else {
      completion?(false)
      return
    }
    updateState = .queued
    context.performBatch(
      animated: animated,
      updates: { [self] batch in
        // The object as it is when the batch runs: one given meanwhile (`didUpdate(to:)`) shows.
        guard updateState == .queued, let object else { return }
        let old = viewModels
        // View models of a repeated identifier are dropped (the first stays), as IGListKit does.
        let new = _removingDuplicateIdentifiers(
          dataSource?.sectionController(erased, viewModelsFor: object) ?? []
        ).objects
        viewModels = new
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        for oldIndex in result.updates {
          let after = result.newIndex(forIdentifier: old[oldIndex].diffIdentifier())
          if after != NSNotFound,
            let cell = context.cellForItem(at: oldIndex, sectionController: self)
              as? any ListBindable
          {
            cell.bindViewModel(new[after])
          }
        }
        batch.delete(in: self, at: result.deletes)
        batch.insert(in: self, at: result.inserts)
        for move in result.moves { batch.move(in: self, from: move.from, to: move.to) }
        updateState = .applied
      },
      completion: { [self] _ in
        updateState = .idle
        completion?(true)
      })
  }

  /// Tells ``selectionDelegate`` with the view model at `index`.
  open override func didSelectItem(at index: Int) {
    guard viewModels.indices.contains(index) else { return }
    selectionDelegate?.sectionController(
      erased, didSelectItemAt: index, viewModel: viewModels[index])
  }

  /// Tells ``selectionDelegate`` with the view model at `index`.
  open override func didDeselectItem(at index: Int) {
    guard viewModels.indices.contains(index) else { return }
    selectionDelegate?.sectionController(
      erased, didDeselectItemAt: index, viewModel: viewModels[index])
  }

  /// Tells ``selectionDelegate`` with the view model at `index`.
  open override func didHighlightItem(at index: Int) {
    guard viewModels.indices.contains(index) else { return }
    selectionDelegate?.sectionController(
      erased, didHighlightItemAt: index, viewModel: viewModels[index])
  }

  /// Tells ``selectionDelegate`` with the view model at `index`.
  open override func didUnhighlightItem(at index: Int) {
    guard viewModels.indices.contains(index) else { return }
    selectionDelegate?.sectionController(
      erased, didUnhighlightItemAt: index, viewModel: viewModels[index])
  }

  /// The ``selectionDelegate``'s context menu for the view model at `index`, as IGListKit's
  /// binding controller asks it; `nil` without a selection delegate or for an index without a
  /// view model.
  open override func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    guard viewModels.indices.contains(index), let selectionDelegate else { return nil }
    return selectionDelegate.sectionController(
      erased, contextMenuConfigurationForItemAt: index, point: point, viewModel: viewModels[index])
  }

  /// Moves the view model at `sourceIndex` to `destinationIndex`; nothing when either is out of
  /// range.
  open override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    guard viewModels.indices.contains(sourceIndex), viewModels.indices.contains(destinationIndex)
    else { return }
    let moved = viewModels.remove(at: sourceIndex)
    viewModels.insert(moved, at: destinationIndex)
  }
}
