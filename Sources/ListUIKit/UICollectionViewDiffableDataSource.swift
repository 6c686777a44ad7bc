import Foundation
import ListSimulator

/// `UICollectionViewDiffableDataSource` with UIKit's exact surface: `apply` does not throw.
///
/// What UIKit raises for — an invalid snapshot, a rejected batch — is recorded instead: the apply
/// changes nothing and the message lands in the view's `misuses` (and in `lastError`), so a
/// test checks `#expect(collectionView.misuses.isEmpty)`. For typed errors, use `core`, the
/// package's own data source, whose `apply` throws.
@preconcurrency
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: _UIKitDataSource<SectionIdentifierType, ItemIdentifierType, UICollectionView>,
  UICollectionViewDataSource
{
  /// Makes the cell for an item: dequeue it from the view and configure it.
  public typealias CellProvider =
    @MainActor @Sendable (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// What makes a header, a footer or another supplementary view. It returns any reusable view,
  /// not only a ``UICollectionReusableView``: UIKit's cells are reusable views too, and a list
  /// header is often a `UICollectionViewListCell` from a `SupplementaryRegistration`.
  public typealias SupplementaryViewProvider =
    @MainActor @Sendable (UICollectionView, String, IndexPath) -> VirtualReusableView?

  /// A data source for `collectionView` (it becomes the view's data source) whose cells
  /// `cellProvider` makes.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    super.init(core: DiffableDataSource(view: collectionView, mainActorCellProvider: cellProvider))
  }

  /// Makes headers and footers (`nil`: the view records the misuse UIKit raises for when it needs
  /// one).
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { core.setSupplementaryViewProvider(supplementaryViewProvider) }
  }

  // MARK: UICollectionViewDataSource, answered from the snapshot

  /// The applied snapshot's number of sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    core.numberOfSections()
  }

  /// The applied snapshot's number of items in `section`.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { core.numberOfItems(inSection: section) }

  /// The cell the cell provider gives for the item.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    core.cellForItem(at: indexPath, in: collectionView.engine) as? UICollectionViewCell
      ?? UICollectionViewCell()
  }

  /// The user dropped an item at `destinationIndexPath`: the snapshot follows (see
  /// `moveReported`).
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) { moveReported(from: sourceIndexPath, to: destinationIndexPath) }

  /// Whether the item at `indexPath` may be dragged: what `reorderingHandlers.canReorderItem`
  /// answers for its identifier, as UIKit's asks it item by item; `false` without the handler
  /// or an item there.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let canReorder = reorderingHandlers.canReorderItem,
      let item = itemIdentifier(for: indexPath)
    else { return false }
    return canReorder(item)
  }

  /// The header or footer the supplementary provider gives (a placeholder when there is none or
  /// it is not a `UICollectionReusableView`, such as a list cell used as a header).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    core.supplementaryView(ofKind: kind, at: indexPath, in: collectionView.engine)
      as? UICollectionReusableView ?? _MissingSupplementaryView()
  }
}
