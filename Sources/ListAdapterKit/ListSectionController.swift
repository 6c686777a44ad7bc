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
  /// IGListKit's highlight callback; the adapter does not call it (no highlighting here).
  open func didHighlightItem(at index: Int) {}
  /// IGListKit's unhighlight callback; the adapter does not call it (no highlighting here).
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

  weak var storedViewController: UIViewController?
  weak var storedContext: (any ListCollectionContext)?
  var storedSection = NSNotFound
  /// The controller this one stands for (a binding controller's stand-in of the type its data
  /// source protocol names), or `nil`.
  weak var forwardingTarget: ListSectionController?
  /// The controller the adapter knows: this one, or the one it stands for.
  var target: ListSectionController { forwardingTarget ?? self }

  /// The section's inset: the flow layout's section inset (the adapter answers it), and
  /// subtracted in `containerSize(for:)`.
  public var inset = UIEdgeInsets.zero
  /// The spacing between the section's lines in a flow layout (the adapter answers it).
  public var minimumLineSpacing: CGFloat = 0
  /// The spacing between the items of a line in a flow layout (the adapter answers it).
  public var minimumInteritemSpacing: CGFloat = 0
  /// Makes the section's supplementary views, for the kinds it supports (held weakly).
  public weak var supplementaryViewSource: (any ListSupplementaryViewSource)?
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

/// What kind of update an adapter finished (`IGListAdapterUpdateType`).
public enum ListAdapterUpdateType: Int, Sendable {
  /// `performUpdates(animated:completion:)`: the objects diffed and applied.
  case performUpdates
  /// `reloadData(completion:)`: everything reloaded.
  case reloadData
  /// A section controller's own batch (`performBatch`).
  case itemUpdates
}

/// Told when an adapter finishes an update (`IGListAdapterUpdateListener`); added with
/// `addUpdateListener(_:)` and held weakly.
@preconcurrency
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
  /// `listAdapter` finished an update of kind `update`.
  func listAdapter(
    _ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool)
}

/// IGListKit's `ListGenericSectionController<ObjectType>`: a section controller that keeps the
/// object it shows, typed (`object` is `nil` until the first update, or when the adapter hands
/// it an object of another type, which IGListKit asserts on).
open class ListGenericSectionController<ObjectType: AnyObject>: ListSectionController {
  /// The object the section shows.
  public private(set) var object: ObjectType?

  /// Keeps `object` as an `ObjectType`; an object of another type is reported (IGListKit's
  /// assertion) and leaves ``object`` `nil`.
  open override func didUpdate(to object: Any) {
    self.object = object as? ObjectType
    if self.object == nil {
      reportAssertion(
        ListAdapterError.unexpectedType(
          expected: String(reflecting: ObjectType.self), got: String(reflecting: type(of: object))))
    }
  }
}

/// Told when the user moves a one-item section to another place, so the app reorders its
/// objects (`IGListAdapterMoveDelegate`).
@preconcurrency
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
  /// `object` moved: the objects were `previousObjects` and are now `objects`.
  func listAdapter(
    _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any])
}

/// Scrolling as a visible section controller hears it (`IGListScrollDelegate`).
@preconcurrency
@MainActor
public protocol ListScrollDelegate: AnyObject {
  /// The list scrolled while the section was visible.
  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController)
  /// The user starts dragging the list.
  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController)
  /// The user lifted the finger.
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool)
  /// The list stopped gliding (optional in IGListKit: does nothing by default).
  func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController)
}

extension ListScrollDelegate {
  /// Does nothing (the requirement is optional in IGListKit).
  public func listAdapter(
    _ listAdapter: ListAdapter,
    didEndDeceleratingSectionController sectionController: ListSectionController
  ) {}
}

/// Whether a collection view is being touched, dragged or is still moving after a drag
/// (`IGListCollectionScrollingTraits`).
public struct ListCollectionScrollingTraits: Equatable, Sendable {
  /// The user has touched the content and may be about to drag.
  public var isTracking: Bool
  /// The user is dragging the content.
  public var isDragging: Bool
  /// The content is still moving after the user lifted their finger.
  public var isDecelerating: Bool

  /// Traits with the three values given.
  public init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool) {
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
  }
}

/// What a section controller can ask of its adapter (`IGListCollectionContext`).
@preconcurrency
@MainActor
public protocol ListCollectionContext: AnyObject {
  /// The collection view's size.
  var containerSize: CGSize { get }
  /// The collection view's content inset.
  var containerInset: UIEdgeInsets { get }
  /// The content inset with the system's adjustments (safe area).
  var adjustedContainerInset: UIEdgeInsets { get }
  /// The collection view's size less its adjusted content inset.
  var insetContainerSize: CGSize { get }
  /// The collection view's scroll position.
  var containerContentOffset: CGPoint { get }
  /// Whether the user is touching, dragging or the content still moving.
  var scrollingTraits: ListCollectionScrollingTraits { get }
  /// The container size less the section controller's inset.
  func containerSize(for sectionController: ListSectionController) -> CGSize
  /// The index of a visible cell in its section, or `NSNotFound`.
  func index(for cell: UICollectionViewCell, sectionController: ListSectionController) -> Int
  /// The visible cell at `index`, or `nil`.
  func cellForItem(at index: Int, sectionController: ListSectionController)
    -> UICollectionViewCell?
  /// The section's visible cells.
  func visibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
  /// The section's visible cells whose frames lie wholly within the view's bounds less its
  /// content inset.
  func fullyVisibleCells(for sectionController: ListSectionController) -> [UICollectionViewCell]
  /// The index paths of the section's visible cells.
  func visibleIndexPaths(for sectionController: ListSectionController) -> [IndexPath]
  /// The index path of the item at `point` in the collection view's coordinates, or `nil`.
  func indexPathForItem(at point: CGPoint) -> IndexPath?
  func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
  func selectItem(
    at index: Int, sectionController: ListSectionController, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition)
  /// A cell of `cellClass` (registered on first use) for the item at `index`.
  func dequeueReusableCell(
    of cellClass: AnyClass, withReuseIdentifier identifier: String?,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  func dequeueReusableCell(
    of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  /// A cell from a nib: there are no nibs here, so the nib's name is the cell class's name (in
  /// the section controller's module, or module-qualified).
  func dequeueReusableCell(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> UICollectionViewCell
  /// The storyboard prototype cell registered under `identifier` (here: a class the test
  /// registered on the collection view for that reuse identifier, standing for the storyboard's
  /// prototype; an unregistered one is recorded in the view's `misuses`, where UIKit raises).
  func dequeueReusableCellFromStoryboard(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> UICollectionViewCell
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController,
    class viewClass: AnyClass, at index: Int
  ) -> UICollectionReusableView
  /// A supplementary view from a nib: the nib's name is the view class's name (in the section
  /// controller's module, or module-qualified).
  func dequeueReusableSupplementaryView(
    ofKind elementKind: String, for sectionController: ListSectionController, nibName: String,
    bundle: Bundle?, at index: Int
  ) -> UICollectionReusableView
  func invalidateLayout(
    for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
  /// One batch update of the section's cells: `updates` updates the model and says what changed
  /// through the ``ListBatchContext``; the view checks it against UIKit's rules.
  func performBatch(
    animated: Bool, updates: @escaping (any ListBatchContext) -> Void,
    completion: ((Bool) -> Void)?)
  func scroll(
    to sectionController: ListSectionController, at index: Int,
    scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
}

/// The changes of a section controller's batch (`IGListBatchContext`), in its own indexes.
@preconcurrency
@MainActor
public protocol ListBatchContext: AnyObject {
  func reload(in sectionController: ListSectionController, at indexes: IndexSet)
  func insert(in sectionController: ListSectionController, at indexes: IndexSet)
  func delete(in sectionController: ListSectionController, at indexes: IndexSet)
  func invalidateLayout(in sectionController: ListSectionController, at indexes: IndexSet)
  func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
  /// Reloads the whole section.
  func reload(_ sectionController: ListSectionController)
}

/// Headers and footers of a section (`IGListSupplementaryViewSource`).
@preconcurrency
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
  func supportedElementKinds() -> [String]
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}

/// Display events of a section controller and its cells (`IGListDisplayDelegate`).
@preconcurrency
@MainActor
public protocol ListDisplayDelegate: AnyObject {
  func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int)
  func listAdapter(
    _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController,
    cell: UICollectionViewCell, at index: Int)
}

/// A section controller entering or leaving the working range: the visible sections and
/// `workingRangeSize` sections on each side (`IGListWorkingRangeDelegate`).
@preconcurrency
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}

/// What the package reports for IGListKit's assertions.
public enum ListAdapterError: ListError, Equatable {
  /// A method that must be overridden was not.
  case mustOverride(String)
  /// A nib (here: a cell class of that name) was not found.
  case nibNotFound(String)
  /// A cell class that is not a cell.
  case notACellClass(String)
  /// A section controller asked for something of a section it does not have.
  case indexOutOfRange(String)
  /// One of IGListSwiftKit's typed forms got a value of another type than it names: a dequeued
  /// view whose identifier or nib belongs to another class, or a single-section controller's item
  /// or cell (IGListSwiftKit's cast stops the app here).
  case unexpectedType(expected: String, got: String)

  /// The error's stable name, one per case.
  public var stableCode: String {
    switch self {
    case .mustOverride: "mustOverride"
    case .nibNotFound: "nibNotFound"
    case .notACellClass: "notACellClass"
    case .indexOutOfRange: "adapterIndexOutOfRange"
    case .unexpectedType: "unexpectedType"
    }
  }
  /// Always `"IGListKit"`: the library whose assertion this stands for.
  public var rule: String { "IGListKit" }
  /// Always `false`: these are IGListKit's assertions, not UIKit's messages.
  public var isUIKitMessage: Bool { false }
  /// The assertion's text, naming the method, nib, class or types involved.
  public var message: String {
    switch self {
    case .mustOverride(let method): "\(method) must be overridden (IGListKit asserts here)"
    case .nibNotFound(let name):
      "Could not load NIB in bundle with name '\(name)': no cell class of that name (nibs are cell classes here)"
    case .notACellClass(let name): "\(name) is not a UICollectionViewCell subclass"
    case .indexOutOfRange(let what): what
    case .unexpectedType(let expected, let got):
      "expected a \(expected), got a \(got) (IGListSwiftKit's cast traps here)"
    }
  }
  /// The same as ``message``.
  public var description: String { message }
}

/// A section controller of one cell whose configure and size blocks do the work
/// (`IGListSingleSectionController`).
@preconcurrency
@MainActor
open class ListSingleSectionController: ListSectionController {
  /// Configures the cell for the section's object.
  public typealias ConfigureBlock = (Any, UICollectionViewCell) -> Void
  /// The cell's size for the section's object (the adapter's context is passed along).
  public typealias SizeBlock = (Any, (any ListCollectionContext)?) -> CGSize

  private let cellClass: AnyClass?
  private let nibName: String?
  private var storyboardIdentifier: String?
  private let configureBlock: ConfigureBlock
  private let sizeBlock: SizeBlock
  private var item: Any?
  /// Told when the cell is selected or deselected (held weakly).
  public weak var selectionDelegate: (any ListSingleSectionControllerDelegate)?

  /// A one-cell controller dequeuing cells of `cellClass`
  /// (`initWithCellClass:configureBlock:sizeBlock:`).
  public init(
    cellClass: AnyClass, configureBlock: @escaping ConfigureBlock,
    sizeBlock: @escaping SizeBlock
  ) {
    (self.cellClass, self.nibName) = (cellClass, nil)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// A one-cell controller dequeuing the cell class named `nibName`
  /// (`initWithNibName:bundle:configureBlock:sizeBlock:`); `bundle` is unused.
  public init(
    nibName: String, bundle: Bundle?, configureBlock: @escaping ConfigureBlock,
    sizeBlock: @escaping SizeBlock
  ) {
    (self.cellClass, self.nibName) = (nil, nibName)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// A one-cell controller whose cell is the storyboard prototype `identifier`
  /// (`initWithStoryboardCellIdentifier:configureBlock:sizeBlock:`), dequeued with
  /// ``ListCollectionContext/dequeueReusableCellFromStoryboard(withIdentifier:for:at:)``.
  public init(
    storyboardCellIdentifier identifier: String, configureBlock: @escaping ConfigureBlock,
    sizeBlock: @escaping SizeBlock
  ) {
    (self.cellClass, self.nibName, self.storyboardIdentifier) = (nil, nil, identifier)
    (self.configureBlock, self.sizeBlock) = (configureBlock, sizeBlock)
  }

  /// Always 1.
  open override func numberOfItems() -> Int { 1 }

  /// The size block's answer for the current object, or zero before there is one.
  open override func sizeForItem(at index: Int) -> CGSize {
    item.map { sizeBlock($0, collectionContext) } ?? .zero
  }

  /// Dequeues the storyboard, nib or class cell and runs the configure block on it with the object.
  open override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell =
      storyboardIdentifier.map {
        collectionContext.dequeueReusableCellFromStoryboard(
          withIdentifier: $0, for: self, at: index)
      }
      ?? nibName.map {
        collectionContext.dequeueReusableCell(withNibName: $0, bundle: nil, for: self, at: index)
      }
      ?? collectionContext.dequeueReusableCell(
        of: cellClass ?? UICollectionViewCell.self, for: self, at: index)
    if let item { configureBlock(item, cell) }
    return cell
  }

  /// Keeps `object` for the configure and size blocks.
  open override func didUpdate(to object: Any) { item = object }

  /// Tells ``selectionDelegate`` the object was selected.
  open override func didSelectItem(at index: Int) {
    if let item { selectionDelegate?.didSelect(self, with: item) }
  }

  /// Tells ``selectionDelegate`` the object was deselected.
  open override func didDeselectItem(at index: Int) {
    if let item { selectionDelegate?.didDeselect(self, with: item) }
  }
}

/// Selection of a ``ListSingleSectionController``.
@preconcurrency
@MainActor
public protocol ListSingleSectionControllerDelegate: AnyObject {
  func didSelect(_ sectionController: ListSingleSectionController, with object: Any)
  func didDeselect(_ sectionController: ListSingleSectionController, with object: Any)
}

extension ListSingleSectionControllerDelegate {
  /// Does nothing by default.
  public func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {}
}
