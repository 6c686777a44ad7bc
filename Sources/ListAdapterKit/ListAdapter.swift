import Foundation
import ListKit
import ListReporting
import ListSimulator
import ListUIKit

/// IGListKit's adapter (`IGListAdapter`): the collection view's data source and delegate, with
/// one section controller per object of its ``dataSource``. Every update it makes goes through
/// the collection view's batch updates, checked against UIKit's rules; what UIKit would raise is
/// reported to the running test (`UICollectionView.raisedExceptions`).
///
/// ``performUpdates(animated:completion:)`` and ``reloadData(completion:)`` are queued and run
/// together on the main actor, as IGListKit coalesces them: several calls before the update runs
/// make one batch, and their completions are called in order. `await adapter.performUpdatesAndWait(
/// animated:)` returns when it ran.
@preconcurrency
@MainActor
public final class ListAdapter: ListCollectionContext, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// The updater given at initialisation (`IGListAdapter.updater`).
  public let updater: any ListUpdatingDelegate
  /// The view controller given at initialisation (held weakly).
  public weak var viewController: UIViewController?
  /// How many sections on each side of the visible ones are in the working range.
  public let workingRangeSize: Int

  /// The collection view the adapter drives (held weakly, as IGListKit holds it): the adapter
  /// becomes its data source and delegate, and the view loads the objects. As in IGListKit, a
  /// view another adapter took (a reused cell's embedded list) is taken back — that adapter lets
  /// go of it — and setting the same view again re-associates it when its data source is no
  /// longer this adapter.
  public var collectionView: UICollectionView? {
    get { storedCollectionView }
    set {
      let sameView = newValue === storedCollectionView
      guard !sameView || (newValue?.dataSource as AnyObject?) !== self else { return }
      if let old = storedCollectionView, !sameView {
        Self.owners[ObjectIdentifier(old)] = nil
      }
      if let view = newValue {
        let key = ObjectIdentifier(view)
        if let other = Self.owners[key]?.adapter, other !== self,
          other.storedCollectionView === view
        {
          other.storedCollectionView = nil
        }
        Self.owners[key] = _WeakAdapter(adapter: self)
      }
      storedCollectionView = newValue
      newValue?.dataSource = self
      newValue?.delegate = self
      // IGListKit turns prefetching off: its section controllers' display events are the cells'.
      newValue?.isPrefetchingEnabled = false
      settingsChanged()
    }
  }
  weak var storedCollectionView: UICollectionView?
  /// Which adapter drives each collection view (`IGListAdapter`'s map of views to adapters).
  static var owners: [ObjectIdentifier: _WeakAdapter] = [:]
  /// Where the objects come from (held weakly).
  public weak var dataSource: (any ListAdapterDataSource)? {
    didSet { settingsChanged() }
  }
  /// Told when a section's first view (a cell, a header or a footer) is displayed and its last
  /// one ends displaying (held weakly).
  public weak var delegate: (any ListAdapterDelegate)?
  /// Told of selection and display too.
  public weak var collectionViewDelegate: (any UICollectionViewDelegate)?
  /// Told when the user moves a one-item section to another place (interactive reordering;
  /// held weakly).
  public weak var moveDelegate: (any ListAdapterMoveDelegate)?
  /// Told when the collection view scrolls and is dragged, before the visible section
  /// controllers' ``ListSectionController/scrollDelegate``s (held weakly).
  public weak var scrollViewDelegate: (any UIScrollViewDelegate)?
  /// Told around the adapter's cell, display, size and scroll callbacks, to measure them
  /// (IGListKit's `performanceDelegate`; held weakly). See ``ListAdapterPerformanceDelegate``.
  public weak var performanceDelegate: (any ListAdapterPerformanceDelegate)?
  /// Whether a selected item is deselected as soon as its section controller has been told
  /// (`didSelectItem(at:)`), as IGListKit's `autoDeselectEnabled`; off by default.
  public var autoDeselectEnabled = false

  /// What IGListKit logs instead of asserting (duplicate identifiers), newest last.
  public internal(set) var warnings: [String] = []

  /// What IGListKit asserts on (a missing override, a class that is not a cell, a nib that does
  /// not load, a dequeue without a section): recorded here and reported to the running test once,
  /// as the views record what UIKit raises (`collectionView.raisedExceptions`).
  public let failures = FailureLog()

  /// Where the display handling announces to every adapter's listeners
  /// (`IGListAdapter.globalDelegateAnnouncer`, internal in IGListKit too).
  var globalDelegateAnnouncer: IGListAdapterDelegateAnnouncer? = .sharedInstance()
  /// The sections: each one's object, section controller and identifier. Read on the main actor
  /// only, by the layout thousands of times an update, and never while the map's own methods
  /// run (they call no code outside the map), so no access overlaps another: the runtime's
  /// exclusivity check, the largest cost of each read, is left out.
  @exclusivity(unchecked) var sectionMap = _SectionMap()
  /// How many of the updates the adapter handed its updater have not finished (IGListKit's
  /// batch update count): work deferred meanwhile runs when none is left.
  var updatesInFlight = 0
  /// Work IGListKit defers while a batch update is under way (a layout invalidation, a section
  /// the user moved during an update), run when the adapter's updates have finished.
  var deferredUntilUpdated: [() -> Void] = []
  /// While the adapter's own update runs, each section controller's section before it: the
  /// view still shows those sections, so a controller asking for its cells then (a binding
  /// controller binding its changed view models) gets them there, as IGListKit's adapter uses
  /// its previous section map inside the update block.
  var sectionsBeforeUpdate: _SectionMap?
  /// Each displayed cell's section controller, object and item, as they were when it came on
  /// screen (IGListKit's display handler keeps them so, for a cell whose section is deleted).
  var displayed:
    [ObjectIdentifier: (controller: ListSectionController, object: any ListDiffable, index: Int)] =
      [:]
  /// The same for each displayed header and footer (a section with only those is visible too).
  var displayedSupplementaries:
    [ObjectIdentifier: (controller: ListSectionController, object: any ListDiffable)] = [:]
  /// How many cells, headers and footers each section controller has on screen.
  var visibleCount: [ObjectIdentifier: Int] = [:]
  /// How many cells alone (the working range and the visible objects follow cells).
  var visibleCellCount: [ObjectIdentifier: Int] = [:]
  var inWorkingRange: [ObjectIdentifier: ListSectionController] = [:]
  var registeredIdentifiers: Set<String> = []

  /// An adapter with no collection view yet (`IGListAdapter`'s initializer); a negative
  /// `workingRangeSize` counts as 0.
  public init(
    updater: any ListUpdatingDelegate, viewController: UIViewController?,
    workingRangeSize: Int = 0
  ) {
    self.updater = updater
    self.viewController = viewController
    self.workingRangeSize = max(0, workingRangeSize)
    Self.adapterCount &+= 1
    serial = Self.adapterCount
    if let viewController { _AssociatedAdapters.associate(self, with: viewController) }
  }

  /// How many adapters were made: each one's ``serial``.
  static var adapterCount: UInt64 = 0
  /// This adapter's number, never another's (adapters die, their addresses are reused, their
  /// numbers are not): a section controller that holds it holds this adapter as its context.
  let serial: UInt64

  /// The update listeners, held weakly.
  var updateListeners: [_WeakUpdateListener] = []

  // MARK: Objects and section controllers

  /// The objects shown, in section order.
  public func objects() -> [Any] { sectionMap.objects }

  /// The section controller of `object` (matched by diff identifier), or `nil` when it is not
  /// shown.
  public func sectionController(for object: Any) -> ListSectionController? {
    guard let object = object as? any ListDiffable,
      let section = sectionMap.section(ofKey: _IdentifierKey(object))
    else { return nil }
    return sectionMap.controllers[section]
  }

  /// The section controller of section `section`, or `nil` when out of range.
  public func sectionController(forSection section: Int) -> ListSectionController? {
    sectionMap.controller(at: section)
  }

  /// The object shown by `sectionController`, or `nil` when it has no section.
  public func object(for sectionController: ListSectionController) -> Any? {
    sectionMap.section(of: sectionController.target).map { sectionMap.objects[$0] }
  }

  /// The object of section `section`, or `nil` when out of range.
  public func object(atSection section: Int) -> Any? {
    sectionMap.contains(section) ? sectionMap.objects[section] : nil
  }

  /// The section of a section controller, or `NSNotFound`.
  public func section(for sectionController: ListSectionController) -> Int {
    sectionMap.section(of: sectionController.target) ?? NSNotFound
  }

  /// The section of an object (by identifier), or `NSNotFound`.
  public func section(for object: Any) -> Int {
    guard let object = object as? any ListDiffable else { return NSNotFound }
    return sectionMap.section(ofKey: _IdentifierKey(object)) ?? NSNotFound
  }

  /// The section controllers with a cell, a header or a footer on screen, in section order.
  public func visibleSectionControllers() -> [ListSectionController] {
    sectionMap.controllers.filter { visibleCount[ObjectIdentifier($0), default: 0] > 0 }
  }

  /// The objects with a cell on screen, in section order.
  public func visibleObjects() -> [Any] {
    sectionMap.controllers.indices.filter {
      visibleCellCount[ObjectIdentifier(sectionMap.controllers[$0]), default: 0] > 0
    }.map { sectionMap.objects[$0] }
  }

  /// The cells on screen of `object`'s section.
  public func visibleCells(for object: Any) -> [UICollectionViewCell] {
    guard let controller = sectionController(for: object) else { return [] }
    return visibleCells(for: controller)
  }

  /// The indexes in ``objects()`` of the objects with a cell on screen, ascending.
  public func indexesOfVisibleObjects() -> IndexSet {
    IndexSet(
      sectionMap.controllers.indices.filter {
        visibleCellCount[ObjectIdentifier(sectionMap.controllers[$0]), default: 0] > 0
      })
  }

  /// The index path of the item at the view's top-left corner inside its content inset (the
  /// first item scrolled to), or `nil` when no item is there.
  public func indexPathForFirstVisibleItem() -> IndexPath? {
    guard let collectionView else { return nil }
    let offset = collectionView.contentOffset
    let inset = collectionView.contentInset
    return collectionView.indexPathForItem(
      at: CGPoint(x: offset.x + inset.left, y: offset.y + inset.top))
  }

  /// How far into ``indexPathForFirstVisibleItem()``'s item the view is scrolled along
  /// `scrollDirection` (from the item's start, inside the content inset); 0 when there is none.
  public func offsetForFirstVisibleItem(with scrollDirection: UICollectionView.ScrollDirection)
    -> CGFloat
  {
    guard let collectionView, let path = indexPathForFirstVisibleItem(),
      let range = span(of: path, supplementaryKinds: nil, direction: scrollDirection)
    else { return 0 }
    let inset = collectionView.contentInset
    let offset = collectionView.contentOffset
    return scrollDirection == .horizontal
      ? inset.left + offset.x - range.lowerBound : inset.top + offset.y - range.lowerBound
  }

  /// Scrolls to `object`'s section, as IGListKit does: the span from its first item (with the
  /// section's supplementary views of `supplementaryKinds`, which count even in a section
  /// without items) to its last item is aligned along `scrollDirection` as `scrollPosition`
  /// says (its end for `.bottom`/`.right`, its middle for the centred position of that
  /// direction, its start otherwise), inside the content inset; `additionalOffset` moves it
  /// further; the result is kept within the content. An object not in the list, or a section
  /// with nothing to span, does not scroll.
  public func scroll(
    to object: Any, supplementaryKinds: [String]?,
    scrollDirection: UICollectionView.ScrollDirection,
    scrollPosition: UICollectionView.ScrollPosition, additionalOffset: CGFloat = 0,
    animated: Bool
  ) {
    let section = section(for: object)
    guard section != NSNotFound, let collectionView,
      let range = span(
        of: IndexPath(item: 0, section: section), supplementaryKinds: supplementaryKinds,
        direction: scrollDirection)
    else { return }
    let inset = collectionView.contentInset
    let horizontal = scrollDirection == .horizontal
    let length = horizontal ? collectionView.bounds.width : collectionView.bounds.height
    let (before, after) = horizontal ? (inset.left, inset.right) : (inset.top, inset.bottom)
    let toEnd: UICollectionView.ScrollPosition = horizontal ? .right : .bottom
    let toMiddle: UICollectionView.ScrollPosition =
      horizontal ? .centeredHorizontally : .centeredVertically
    var target: CGFloat
    if scrollPosition == toEnd {
      target = range.upperBound - length + after
    } else if scrollPosition == toMiddle {
      target = (range.lowerBound + range.upperBound) / 2 - length / 2 - (before - after) / 2
    } else {
      target = range.lowerBound - before
    }
    let content = horizontal ? collectionView.contentSize.width : collectionView.contentSize.height
    target = max(min(target + additionalOffset, content - length + after), -before)
    var offset = collectionView.contentOffset
    if horizontal { offset.x = target } else { offset.y = target }
    collectionView.setContentOffset(offset, animated: animated)
  }

  /// The extent along `direction` of the item at `path` with the last item of its section and
  /// its section's supplementary views of `supplementaryKinds` (those alone when the section has
  /// no items), or `nil` when there is nothing laid out to span.
  private func span(
    of path: IndexPath, supplementaryKinds: [String]?,
    direction: UICollectionView.ScrollDirection
  ) -> ClosedRange<CGFloat>? {
    guard let collectionView else { return nil }
    let count = collectionView.numberOfItems(inSection: path.section)
    var frames: [CGRect] = []
    if count > 0, let item = collectionView.layoutAttributesForItem(at: path) {
      frames.append(item.frame)
    }
    for kind in supplementaryKinds ?? [] {
      if let view = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: path) {
        frames.append(view.frame)
      }
    }
    if count > 1,
      let last = collectionView.layoutAttributesForItem(
        at: IndexPath(item: count - 1, section: path.section))
    {
      frames.append(last.frame)
    }
    let horizontal = direction == .horizontal
    guard let start = frames.map({ horizontal ? $0.minX : $0.minY }).min(),
      let end = frames.map({ horizontal ? $0.maxX : $0.maxY }).max()
    else { return nil }
    return start...max(start, end)
  }
}

/// An adapter held weakly, in the map of views to adapters.
struct _WeakAdapter {
  weak var adapter: ListAdapter?
}

/// An update listener held weakly.
struct _WeakUpdateListener {
  weak var listener: (any ListAdapterUpdateListener)?
}
