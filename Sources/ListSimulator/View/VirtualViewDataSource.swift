import Foundation
import Synchronization

/// What a virtual view asks of its data source, the way UIKit asks `UICollectionViewDataSource`.
///
/// A view holds its data source weakly, as UIKit does.
public protocol VirtualViewDataSource: AnyObject, Sendable {
  /// The number of sections the data source has now.
  func numberOfSections() -> Int
  /// The number of items (rows) in a section now.
  func numberOfItems(inSection section: Int) -> Int
  /// The identities of a section's items now, or `nil` when the data source does not tell (then
  /// the view checks counts only).
  func identifiers(inSection section: Int) -> [ItemIdentity]?
  /// Every section's count and identities in one call (by default, the three calls above for
  /// each section). The view reads them all when a batch ends; a data source that can hand them
  /// over at once saves the per-section round trips.
  func contents() -> VirtualViewContents
  /// The cell for a visible position (`collectionView(_:cellForItemAt:)`): called for every
  /// position that comes into view or is reloaded, and for every visible reconfigured one. Dequeue
  /// it from `view`. By default, a plain cell of the view's kind (a ``VirtualCell``, or
  /// `ListUIKit`'s `UITableViewCell` or `UICollectionViewCell`; reuse identifier `"cell"`).
  func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell?
  /// A header, footer or other supplementary view of a visible section (`item` 0 of the index
  /// path): by default none, which the view records as a misuse when its viewport shows one.
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in view: VirtualView)
    -> VirtualReusableView?
  /// What the item at a position shows now, or `nil` when the data source does not track
  /// content (the default). A cell remembers the content it was configured with; after a batch,
  /// a visible cell whose item's content changed and that the batch neither reloaded nor
  /// reconfigured shows stale content (`staleContent`). Asked only for visible positions.
  func content(at indexPath: IndexPath) -> CellContent?
  /// The cells for several positions and what each shows, in order: what the view asks after a
  /// batch or a scroll. By default ``cellForItem(at:in:)`` then ``content(at:)`` for each
  /// position; a data source can answer them all with one look at its data.
  func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  /// What the items at several positions show, in order (by default ``content(at:)`` for each):
  /// what the view asks to find cells left stale after a batch.
  func contents(at indexPaths: [IndexPath]) -> [CellContent?]
}

extension VirtualViewDataSource {
  /// By default `nil`: the data source does not tell, and the view checks counts only.
  public func identifiers(inSection section: Int) -> [ItemIdentity]? { nil }
  /// By default ``numberOfSections()``, then ``numberOfItems(inSection:)`` and
  /// ``identifiers(inSection:)`` for each section; a negative section count is kept to be rejected.
  public func contents() -> VirtualViewContents {
    let sections = numberOfSections()
    guard sections >= 0 else {
      var contents = VirtualViewContents()
      contents.negativeSectionCount = sections
      return contents
    }
    var counts: [Int] = []
    var columns: [_Column?] = []
    counts.reserveCapacity(sections)
    columns.reserveCapacity(sections)
    for s in 0..<sections {
      counts.append(numberOfItems(inSection: s))
      columns.append(identifiers(inSection: s).map { _Column($0) })
    }
    return VirtualViewContents(counts: counts, columns: columns)
  }
  /// By default a cell dequeued with reuse identifier `"cell"` (an unregistered cell of the
  /// view's kind).
  public func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
    view.dequeueCell(reuseIdentifier: "cell", for: indexPath) { view.makeUnregisteredCell() }
  }
  /// By default `nil`: no supplementary view.
  public func supplementaryView(
    ofKind kind: String, at indexPath: IndexPath, in view: VirtualView
  ) -> VirtualReusableView? { nil }
  /// By default `nil`: no content is tracked.
  public func content(at indexPath: IndexPath) -> CellContent? { nil }
  /// By default ``cellForItem(at:in:)`` then ``content(at:)`` for each position.
  public func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  {
    indexPaths.map { (cellForItem(at: $0, in: view), content(at: $0)) }
  }
  /// By default ``content(at:)`` for each position.
  public func contents(at indexPaths: [IndexPath]) -> [CellContent?] {
    indexPaths.map { content(at: $0) }
  }
}
