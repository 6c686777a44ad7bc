import Foundation
import ListSimulator
import ListUIKit

/// IGListKit's collection view (`IGListCollectionView`): a `UICollectionView` whose batch
/// updates tell its layout, when the layout is ``ListCollectionViewLayoutCompatible``, the
/// sections they change: each item's section, the lowest of a set of sections.
@preconcurrency
@MainActor
open class ListCollectionView: UICollectionView {
  /// A collection view with `collectionViewLayout`, told of modified sections.
  public convenience init(
    frame: CGRect,
    listCollectionViewLayout collectionViewLayout: any UICollectionViewLayout
      & ListCollectionViewLayoutCompatible
  ) {
    self.init(frame: frame, collectionViewLayout: collectionViewLayout)
  }

  /// A collection view with IGListKit's default layout: a vertical ``ListCollectionViewLayout``
  /// without sticky headers or a top inset, stretched to the edge.
  public convenience init(frame: CGRect) {
    self.init(
      frame: frame,
      listCollectionViewLayout: ListCollectionViewLayout(
        stickyHeaders: false, topContentInset: 0, stretchToEdge: true))
  }

  private var listLayout: (any ListCollectionViewLayoutCompatible)? {
    collectionViewLayout as? any ListCollectionViewLayoutCompatible
  }

  // The batch calls are not isolated (the engine's); a view's calls come on the main actor.
  /// Tells the layout each of `sections`, in order (IGListKit's view does so per index path).
  private nonisolated func modified(_ sections: some Sequence<Int>) {
    let sections = Array(sections)
    guard !sections.isEmpty else { return }
    withViewIsolation {
      guard let layout = listLayout else { return }
      for section in sections { layout.didModifySection(section) }
    }
  }

  /// The section of each index path of two indexes (a malformed one has none; the view reports
  /// it).
  private nonisolated func sections(_ indexPaths: [IndexPath]) -> [Int] {
    indexPaths.compactMap { $0.count == 2 ? $0[0] : nil }
  }

  /// Tells the layout each item's section, then reloads the items.
  open override func reloadItems(at indexPaths: [IndexPath]) {
    modified(sections(indexPaths))
    super.reloadItems(at: indexPaths)
  }
  /// Tells the layout the lowest section, then reloads the sections.
  open override func reloadSections(_ sections: IndexSet) {
    modified(sections.first.map { [$0] } ?? [])
    super.reloadSections(sections)
  }
  /// Tells the layout each item's section, then deletes the items.
  open override func deleteItems(at indexPaths: [IndexPath]) {
    modified(sections(indexPaths))
    super.deleteItems(at: indexPaths)
  }
  /// Tells the layout the lowest section, then deletes the sections.
  open override func deleteSections(_ sections: IndexSet) {
    modified(sections.first.map { [$0] } ?? [])
    super.deleteSections(sections)
  }
  /// Tells the layout each item's section, then inserts the items.
  open override func insertItems(at indexPaths: [IndexPath]) {
    modified(sections(indexPaths))
    super.insertItems(at: indexPaths)
  }
  /// Tells the layout the lowest section, then inserts the sections.
  open override func insertSections(_ sections: IndexSet) {
    modified(sections.first.map { [$0] } ?? [])
    super.insertSections(sections)
  }
  /// Tells the layout the item's section, then its new one, then moves the item.
  open override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    modified(sections([indexPath, newIndexPath]))
    super.moveItem(at: indexPath, to: newIndexPath)
  }
  /// Tells the layout the lower of the two sections, then moves the section.
  open override func moveSection(_ section: Int, toSection newSection: Int) {
    modified([min(section, newSection)])
    super.moveSection(section, toSection: newSection)
  }
}
