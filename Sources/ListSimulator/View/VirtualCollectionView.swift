import Foundation
import ListKit

/// A headless `UICollectionView`: app code, adapters and diff libraries drive it with UIKit's
/// method names, and it raises what UIKit would raise — with UIKit's message — as a typed error.
///
/// ```swift
/// let model = ArrayDataSource(sections: [["a", "b", "c"]])
/// let view = VirtualCollectionView(dataSource: model)
/// view.reloadData()
/// model.sections = [["a", "b", "c", "d"]]
/// try view.performBatchUpdates {
///   try view.insertItems(at: [IndexPath(item: 4, section: 0)])
/// }
/// // BatchUpdateError insertItemOutOfRange: "attempt to insert item 4 into section 0, but there
/// // are only 4 items in section 0 after the update"
/// ```
///
/// It is a ``UIScrollView`` (so a screen adds it to its view, constrains it and reads its
/// frame), and open for one reason: `ListUIKit`'s `UICollectionView` subclasses it and overrides
/// the mutations with UIKit's non-throwing signatures. Like every view it is main-actor isolated;
/// its forwarding methods are not, so a data source with an actor of its own dequeues and
/// updates through them (one operation at a time).
open class VirtualCollectionView: UIScrollView, VirtualListView {
  /// The shared engine this view forwards every call to.
  nonisolated public let engine: VirtualView

  /// A collection view over `dataSource`, configured by `configuration` and showing `viewport`;
  /// its frame is a phone's screen, 390 × 844 points.
  public init(
    dataSource: (any VirtualViewDataSource)? = nil,
    configuration: ViewConfiguration = .current, viewport: Viewport = .standard
  ) {
    engine = VirtualView(
      kind: .collection, dataSource: dataSource, configuration: configuration, viewport: viewport)
    super.init(frame: VirtualView.screenFrame)
  }

  /// A collection view from an archive: an empty one with the standard viewport (nothing is
  /// decoded here).
  public required init?(coder: NSCoder) {
    engine = VirtualView(
      kind: .collection, dataSource: nil, configuration: .current, viewport: .standard)
    super.init(coder: coder)
  }

  /// The start of the visible window in the viewport's units: its top as `y` (`x` is 0), or,
  /// when the view's layout scrolls horizontally, its left edge as `x` (`y` is 0): the list
  /// scrolls along one axis, as a flow layout does
  /// ([`scrollDirection`](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection)).
  /// Setting it scrolls along that axis (the other coordinate is ignored), and cells come and go
  /// as on a phone; the offset is taken as given, beyond the content too (UIKit's setter does not
  /// settle it), until the view's next update.
  open override var contentOffset: CGPoint {
    get {
      engine.scrollsHorizontally
        ? CGPoint(x: engine.contentOffset, y: 0) : CGPoint(x: 0, y: engine.contentOffset)
    }
    set {
      let before = engine.contentOffset
      engine.scroll(
        to: Double(engine.scrollsHorizontally ? newValue.x : newValue.y), settling: false)
      if engine.contentOffset != before { contentOffsetDidChange() }
    }
  }

  /// The size of everything the view shows: its frame's width and the content's height in the
  /// viewport's units, or, when the view's layout scrolls horizontally, the content's width and
  /// the frame's height (the content grows along the scrolling axis only).
  open override var contentSize: CGSize {
    get {
      engine.scrollsHorizontally
        ? CGSize(width: engine.contentHeight, height: frame.height)
        : CGSize(width: frame.width, height: engine.contentHeight)
    }
    set {}
  }

  /// `UICollectionView.elementKindSectionHeader`.
  nonisolated public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// `UICollectionView.elementKindSectionFooter`.
  nonisolated public static let elementKindSectionFooter = ElementKind.sectionFooter

  /// The cell shown for the item, or `nil` off screen.
  nonisolated open func cellForItem(at indexPath: IndexPath) -> VirtualCell? {
    engine.cell(at: indexPath)
  }

  /// `UICollectionView.indexPathsForVisibleItems`: the index paths of the cells on screen.
  nonisolated public var indexPathsForVisibleItems: [IndexPath] { engine.indexPathsForVisibleItems }

  /// `UICollectionView.indexPathsForSelectedItems`: the selected index paths.
  nonisolated public var indexPathsForSelectedItems: [IndexPath]? {
    engine.indexPathsForSelectedItems
  }

  /// `UICollectionView.selectItem(at:animated:scrollPosition:)`; `nil` clears the selection.
  @MainActor
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    engine.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// `UICollectionView.deselectItem(at:animated:)`.
  nonisolated public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.deselectItem(at: indexPath, animated: animated)
  }

  /// `UICollectionView.scrollToItem(at:at:animated:)`; an unknown index path is recorded as a
  /// misuse and nothing scrolls.
  @MainActor
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let before = engine.contentOffset
    engine.scrollToItem(at: indexPath, at: position)
    if engine.contentOffset != before { contentOffsetDidChange() }
  }

  /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`: cells are made with
  /// `init(frame: .zero)`.
  nonisolated public func register(
    _ cellClass: VirtualCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    engine.register(cellClass, forCellWithReuseIdentifier: identifier)
  }

  /// A cell of the class registered for `identifier` (reused when one is pooled); open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  nonisolated open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> VirtualCell
  {
    engine.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  nonisolated public func register(
    _ viewClass: VirtualReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    engine.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }

  /// A supplementary view of the class registered for `kind` and `identifier`; open so that
  /// `ListUIKit`'s `UICollectionView` returns it as UIKit types it.
  nonisolated open func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> VirtualReusableView {
    engine.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
  }

  /// `UICollectionView.supplementaryView(forElementKind:at:)`: the view shown, or `nil`.
  nonisolated public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> VirtualReusableView?
  {
    engine.supplementaryView(ofKind: kind, at: indexPath)
  }

  /// `UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)`: the index paths of
  /// the visible supplementary views of `kind` (`[section, 0]` each), in order.
  nonisolated public func indexPathsForVisibleSupplementaryElements(ofKind kind: String)
    -> [IndexPath]
  {
    engine.visibleSupplementaryViews(ofKind: kind).keys.sorted().map {
      IndexPath(item: 0, section: $0)
    }
  }

  /// `UICollectionView.visibleSupplementaryViews(ofKind:)`, ordered by index path.
  nonisolated public func visibleSupplementaryViews(ofKind kind: String) -> [VirtualReusableView] {
    engine.visibleSupplementaryViews(ofKind: kind).sorted { $0.key < $1.key }.map(\.value)
  }

  /// `UICollectionView.insertItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func insertItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.insertItems += indexPaths }
  }

  /// `UICollectionView.deleteItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func deleteItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.deleteItems += indexPaths }
  }

  /// `UICollectionView.reloadItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reloadItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.reloadItems += indexPaths }
  }

  /// `UICollectionView.reconfigureItems(at:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reconfigureItems(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
    try engine.record { $0.reconfigureItems += indexPaths }
  }

  /// `UICollectionView.moveItem(at:to:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveItems.append(PositionMove(from: indexPath, to: newIndexPath)) }
  }

  /// `UICollectionView.insertSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func insertSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.insertSections += sections }
  }

  /// `UICollectionView.deleteSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func deleteSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.deleteSections += sections }
  }

  /// `UICollectionView.reloadSections(_:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func reloadSections(_ sections: IndexSet) throws(BatchUpdateError) {
    try engine.record { $0.reloadSections += sections }
  }

  /// `UICollectionView.moveSection(_:toSection:)`: joins the open batch or is validated as a batch
  /// of its own; throws the BatchUpdateError UIKit would raise.
  nonisolated open func moveSection(_ section: Int, toSection newSection: Int)
    throws(BatchUpdateError)
  {
    try engine.record { $0.moveSections.append(PositionMove(from: section, to: newSection)) }
  }

  /// The number of items the view shows in a section (open: `UICollectionView` reads a data
  /// source it never read first, as UIKit does).
  nonisolated open func numberOfItems(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// `UICollectionView.indexPathForItem(at:)`: the item whose frame contains `point` (content
  /// coordinates), or `nil`.
  nonisolated public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    engine.indexPathForItem(at: point)
  }
}
