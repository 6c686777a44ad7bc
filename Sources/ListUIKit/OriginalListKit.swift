import Foundation
import ListKit
import ListSimulator

/// The original ListKit's data source (Iron-Ham/Lists), under its name and signatures:
/// `CollectionViewDiffableDataSource(collectionView:cellProvider:)`, a non-throwing
/// `await apply(_:animatingDifferences:)`, and reordering through `canMoveItemHandler` /
/// `didMoveItemHandler`. It is a `UICollectionViewDiffableDataSource`, so everything it does goes
/// through the one data source underneath and the view's rules, and what the original would
/// assert on (or UIKit raise) is reported to the running test and recorded (`failures`,
/// `lastError`).
///
/// With `import ListUIKit`, this class is what `CollectionViewDiffableDataSource` names (it
/// shadows `ListSimulator`'s alias of the same name, whose `apply` throws).
@preconcurrency
@MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Whether the item at an index path may be dragged (`nil`: none may, as in the original).
  public var canMoveItemHandler: (@MainActor (IndexPath) -> Bool)? {
    didSet { updateReordering() }
  }

  /// Called after the user moved an item, with its old and new index paths.
  public var didMoveItemHandler: (@MainActor (IndexPath, IndexPath) -> Void)? {
    didSet { updateReordering() }
  }

  /// A data source for `collectionView` whose cells `cellProvider` makes, as the superclass's.
  public override init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    super.init(collectionView: collectionView, cellProvider: cellProvider)
  }

  /// Whether the item can be moved: ``canMoveItemHandler``'s answer, `false` without one.
  public override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    canMoveItemHandler?(indexPath) ?? false
  }

  private func updateReordering() {
    var handlers = ReorderingHandlers()
    if let canMove = canMoveItemHandler {
      handlers.canReorderItem = { [weak self] item in
        guard let self, let indexPath = self.indexPath(for: item) else { return false }
        return canMove(indexPath)
      }
    }
    reorderingHandlers = handlers
    didMoveItem = didMoveItemHandler
  }
}
