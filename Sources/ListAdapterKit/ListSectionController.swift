import Foundation
import ListKit
import ListReporting
import ListSimulator
import ListUIKit

/// A section controller (`IGListSectionController`): one per object of a ``ListAdapter``, it
/// says how many cells its section has and makes them. Subclass it.
@preconcurrency
@MainActor
open class ListSectionController {
  /// A section controller with no section yet; the adapter attaches it to one.
  public init() {}

  /// The number of cells of the section (1 unless overridden).
  open func numberOfItems() -> Int { 1 }

  /// The size of a cell (kept for layout code; the headless view lays out rows of its own).
  open func sizeForItem(at index: Int) -> CGSize { .zero }

  /// The cell at `index`, dequeued from ``collectionContext``. Not overriding it is what
  /// IGListKit asserts on: reported, and a plain cell stands in.
  open func cellForItem(at index: Int) -> UICollectionViewCell {
    reportAssertion(ListAdapterError.mustOverride("\(type(of: self)).cellForItem(at:)"))
    return collectionContext?.dequeueReusableCell(
      of: UICollectionViewCell.self, for: self, at: index) ?? UICollectionViewCell()
  }

  /// The object of the section changed instance (first, or a new instance with the same
  /// identifier): called before the section's cells are asked for.
  open func didUpdate(to object: Any) {}

  /// Whether a tap may select the cell at `index`, asked by the adapter (`true` unless overridden).
  open func shouldSelectItem(at index: Int) -> Bool { true }
  /// Whether the cell at `index` may be deselected (`true` unless overridden); the adapter does not
  /// ask it.
  open func shouldDeselectItem(at index: Int) -> Bool { true }
  /// The cell at `index` was selected (does nothing unless overridden).
  open func didSelectItem(at index: Int) {}
  /// The cell at `index` was deselected (does nothing unless overridden).
  open func didDeselectItem(at index: Int) {}
  /// The item at `index` was highlighted (the adapter's `collectionView(_:didHighlightItemAt:)`,
  /// as UIKit calls it when a touch comes down on a cell); nothing by default.
  open func didHighlightItem(at index: Int) {}
  /// The item at `index` was unhighlighted (the adapter's
  /// `collectionView(_:didUnhighlightItemAt:)`); nothing by default.
  open func didUnhighlightItem(at index: Int) {}
  /// The context menu for the cell at `index`, long-pressed at `point` (in the collection
  /// view's coordinates), or `nil` for none (IGListKit's
  /// `contextMenuConfigurationForItemAtIndex:point:`, which Swift names
  /// `contextMenuConfigurationForItem(at:point:)`). The adapter asks it when the collection view
  /// asks its delegate for the item's configuration
  /// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, which
  /// `UICollectionView.userLongPressedItem(at:)` sends), unless the adapter's
  /// ``ListAdapter/collectionViewDelegate`` gives one. `nil` unless overridden.
  open func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> UIContextMenuConfiguration?
  { nil }
  /// Whether the cell at `index` may be moved by the user (`false` unless overridden); the
  /// adapter asks it when an interactive move begins.
  open func canMoveItem(at index: Int) -> Bool { false }

  /// Whether the item at `sourceItemIndex` may move to `destinationItemIndex` of this section
  /// (IGListKit's `canMoveItemAtIndex:toIndex:`): by default ``canMoveItem(at:)`` of the source.
  /// A move it refuses is moved back.
  open func canMoveItem(at sourceItemIndex: Int, to destinationItemIndex: Int) -> Bool {
    canMoveItem(at: sourceItemIndex)
  }
  /// The user moved a cell within the section: the controller updates its model (does nothing
  /// unless overridden).
  open func moveObject(from sourceIndex: Int, to destinationIndex: Int) {}

  /// The view controller of the adapter that made this section controller.
  public var viewController: UIViewController? { target.storedViewController }
  /// The adapter's context: sizes, dequeuing, selection, batch updates of this section.
  public var collectionContext: (any ListCollectionContext)! { target.storedContext }

  /// What IGListKit asserts on, recorded in the adapter's ``ListAdapter/failures`` (and reported
  /// there); straight to the running test for a controller no adapter holds.
  func reportAssertion(_ error: ListAdapterError) {
    if let adapter = target.storedContext as? ListAdapter {
      adapter.failures.report(error)
    } else {
      FailureReporter.report(error)
    }
  }
  /// The section this controller has now: `NSNotFound` before it has one, and once its adapter is
  /// gone (IGListKit resets its section map when the adapter goes).
  public var section: Int { target.storedContext == nil ? NSNotFound : target.storedSection }
  /// Whether this controller has section 0.
  public var isFirstSection: Bool { section == 0 }
  /// Whether this controller has the adapter's last section (`false` without an adapter).
  public var isLastSection: Bool {
    guard let adapter = target.storedContext as? ListAdapter else { return false }
    return target.storedSection != NSNotFound
      && target.storedSection == adapter.objects().count - 1
  }

  /// The adapter is about to display `cell` for item `index` (IGListKit's internal
  /// `willDisplayCell:atIndex:listAdapter:`), before the display delegates hear it.
  func willDisplayCell(_ cell: UICollectionViewCell, at index: Int) {}
  /// `cell`, shown for item `index`, left the screen, before the display delegates hear it.
  func didEndDisplayingCell(_ cell: UICollectionViewCell, at index: Int) {}

  weak var storedViewController: UIViewController?
  /// The adapter that shows this controller (IGListKit's `collectionContext`, held weakly).
  /// Set with ``setContext(_:)`` alone.
  private(set) weak var storedContext: (any ListCollectionContext)?
  /// The ``ListAdapter/serial`` of the adapter in ``storedContext`` (0: none yet): an adapter
  /// finds out whether it is this controller's context without loading the weak reference.
  private(set) var contextSerial: UInt64 = 0

  /// Makes `adapter` this controller's context, unless it is already.
  func setContext(_ adapter: ListAdapter) {
    guard contextSerial != adapter.serial else { return }
    storedContext = adapter
    contextSerial = adapter.serial
  }
  var storedSection = NSNotFound
  /// The controller this one stands for (a binding controller's stand-in of the type its data
  /// source protocol names), or `nil`.
  weak var forwardingTarget: ListSectionController?
  /// The controller the adapter knows: this one, or the one it stands for.
  var target: ListSectionController { forwardingTarget ?? self }

  // The four properties the flow layout reads for every section of every layout pass are
  // plain stored values whose accesses never call out, so none can overlap another: they skip
  // the run-time exclusivity check (a tenth of an adapter update's layout pass).

  /// The section's inset: the flow layout's section inset (the adapter answers it), and
  /// subtracted in `containerSize(for:)`.
  @exclusivity(unchecked) public var inset = UIEdgeInsets.zero
  /// The spacing between the section's lines in a flow layout (the adapter answers it).
  @exclusivity(unchecked) public var minimumLineSpacing: CGFloat = 0
  /// The spacing between the items of a line in a flow layout (the adapter answers it).
  @exclusivity(unchecked) public var minimumInteritemSpacing: CGFloat = 0
  /// Makes the section's supplementary views, for the kinds it supports (held weakly).
  @exclusivity(unchecked) public weak var supplementaryViewSource:
    (any ListSupplementaryViewSource)?
  /// Told when the section and its cells are displayed and end displaying (held weakly).
  public weak var displayDelegate: (any ListDisplayDelegate)?
  /// Told when the section enters and leaves the adapter's working range (held weakly).
  public weak var workingRangeDelegate: (any ListWorkingRangeDelegate)?
  /// Told when the list scrolls or is dragged while the section is visible (held weakly).
  public weak var scrollDelegate: (any ListScrollDelegate)?
  /// Customizes where the section's items start when inserted and end when deleted, asked by
  /// ``ListCollectionViewLayout`` through the adapter (held weakly; IGListKit's
  /// `transitionDelegate`). `nil` by default: the layout's own attributes are used.
  public weak var transitionDelegate: (any IGListTransitionDelegate)?
}
