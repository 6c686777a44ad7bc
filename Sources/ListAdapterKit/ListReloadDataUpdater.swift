import Foundation
import ListUIKit

/// The updater that reloads the whole view on every update (`IGListReloadDataUpdater`): each
/// update runs at once — the adapter takes the new objects, the view reloads — and its
/// completion gets whether the reload was accepted. An object update or reload asked for while
/// another runs (from its completion, a listener or `didUpdate(to:)`) waits for the next turn of
/// the main actor instead of running inside it. Item changes need no batch: the reload after an
/// item update shows them, and one made outside an update reloads the view.
@preconcurrency
@MainActor
public final class ListReloadDataUpdater: ListUpdatingDelegate {
  /// A reload-data updater; it has no settings.
  public init() {}

  private var running = false
  private var waiting: [() -> Void] = []
  private var runningItemUpdates = false
  private var applyingData = false

  /// Runs `update` now, or on the next turn when another update runs.
  private func run(_ update: @escaping () -> Void) {
    guard !running else {
      waiting.append(update)
      if waiting.count == 1 {
        Task { @MainActor [weak self] in
          guard let self else { return }
          let next = waiting
          waiting = []
          for update in next { run(update) }
        }
      }
      return
    }
    running = true
    defer { running = false }
    update()
  }

  private func reload(_ collectionView: UICollectionView) -> Bool {
    collectionView.failures.raising { try collectionView.engine.reloadData() } != nil
  }

  /// The adapter takes the new objects and the view reloads.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    run { [self] in
      guard let collectionView = collectionViewBlock(), let data = sectionDataBlock() else {
        completion?(false)
        return
      }
      applyingData = true
      applySectionDataBlock(data)
      applyingData = false
      let reloaded = reload(collectionView)
      if !reloaded { data.prepared?.restore() }
      completion?(reloaded)
    }
  }

  /// The item updates run, then the view reloads, at once.
  public func performUpdate(
    collectionViewBlock: @escaping ListCollectionViewBlock, animated: Bool,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    guard let collectionView = collectionViewBlock() else {
      completion?(false)
      return
    }
    let was = runningItemUpdates
    runningItemUpdates = true
    itemUpdates()
    runningItemUpdates = was
    completion?(reload(collectionView))
  }

  /// Runs `block`.
  public func performDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) { block() }

  /// The adapter takes the data source's objects and the view reloads.
  public func reloadData(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadUpdate reloadUpdateBlock: @escaping ListReloadUpdateBlock,
    completion: ListUpdatingCompletion?
  ) {
    run { [self] in
      guard let collectionView = collectionViewBlock() else {
        completion?(false)
        return
      }
      reloadUpdateBlock()
      completion?(reload(collectionView))
    }
  }

  /// Reloads the view (nothing inside an item update, which reloads after).
  public func insertItems(into collectionView: UICollectionView, indexPaths: [IndexPath]) {
    reloadOutsideItemUpdates(collectionView)
  }
  /// Reloads the view (nothing inside an item update, which reloads after).
  public func deleteItems(from collectionView: UICollectionView, indexPaths: [IndexPath]) {
    reloadOutsideItemUpdates(collectionView)
  }
  /// Reloads the view (nothing inside an item update, which reloads after).
  public func moveItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reloadOutsideItemUpdates(collectionView)
  }
  /// Reloads the view (nothing inside an item update, which reloads after).
  public func reloadItem(
    in collectionView: UICollectionView, from fromIndexPath: IndexPath, to toIndexPath: IndexPath
  ) {
    reloadOutsideItemUpdates(collectionView)
  }
  /// Reloads the view.
  public func moveSection(in collectionView: UICollectionView, from fromIndex: Int, to toIndex: Int)
  {
    collectionView.reloadData()
  }
  /// Reloads the view (nothing inside an item update, which reloads after).
  public func reload(_ collectionView: UICollectionView, sections: IndexSet) {
    reloadOutsideItemUpdates(collectionView)
  }
  /// Whether the adapter's apply block runs (the view still shows the objects before it).
  public func isInDataUpdateBlock() -> Bool { applyingData }
  /// Does nothing.
  public func willCrash(with collectionView: UICollectionView, sectionControllerClass: AnyClass?) {}

  private func reloadOutsideItemUpdates(_ collectionView: UICollectionView) {
    if !runningItemUpdates { collectionView.reloadData() }
  }
}
