@_exported import Foundation
import ListKit
@_exported import ListReporting
// The views and the core's names (ListSimulator re-exports every public name of ListKit but
// `ContentEquatable`, which DifferenceKit also declares: see `ListSimulator/Exports.swift`).
@_exported import ListSimulator

// On Linux, URLSession and URLRequest live in FoundationNetworking; `import UIKit` brings them on
// a phone, so `import ListUIKit` brings them here.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// UIKit's names for the headless types, so list code written for UIKit compiles with
// `import ListUIKit` in place of `import UIKit`.

/// `UIListContentConfiguration`: what a cell or header shows.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UICellAccessory`: a list cell's accessory.
public typealias UICellAccessory = CellAccessory
/// `UIImage`: an image by name (nothing is loaded or drawn).
public typealias UIImage = ImageReference
/// `UIColor`: a colour by name or components (nothing is drawn).
public typealias UIColor = ColorReference
/// `UIFont`: a font by text style or size (nothing is drawn).
public typealias UIFont = FontReference
/// `UIContentConfiguration`: here the list content configuration, the one kind modelled.
public typealias UIContentConfiguration = ListContentConfiguration
/// `NSDiffableDataSourceSnapshot`: the snapshot, with UIKit's API.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `NSDiffableDataSourceSectionSnapshot`: one section's outline.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
/// `NSDiffableDataSourceSnapshotReference`: the Objective-C form, not modelled (no value exists).
public typealias NSDiffableDataSourceSnapshotReference = Never
/// `NSDiffableDataSourceTransaction`: what a user's reorder changed.
public typealias NSDiffableDataSourceTransaction = ReorderTransaction
/// `NSDiffableDataSourceSectionTransaction`: what a reorder changed in one section.
public typealias NSDiffableDataSourceSectionTransaction = SectionTransaction

extension VirtualCollectionView {
  /// `UICollectionView.CellRegistration`: a cell class and how to configure it for an item.
  public typealias CellRegistration<Cell: VirtualCell, Item> = ListSimulator.CellRegistration<
    Cell, Item
  >
  /// `UICollectionView.SupplementaryRegistration`: a header or footer class, its kind, and how
  /// to configure it.
  public typealias SupplementaryRegistration<Supplementary: VirtualReusableView> =
    ListSimulator.SupplementaryRegistration<Supplementary>
  /// Where a scrolled-to position ends up in the visible window.
  public typealias ScrollPosition = ListSimulator.ScrollPosition
}

/// How many rows of 44 points a frame holds: 20 for an empty (or not finite) frame, and never
/// more than a viewport may show, so any frame a caller passes is safe to convert.
func rowsOnScreen(_ frame: CGRect) -> Int {
  let height = Double(frame.height)
  guard height.isFinite, height > 0 else { return 20 }
  return Int(min((height / 44).rounded(.up), ViewportError.largestHeight))
}

extension VirtualTableView {
  /// Where a scrolled-to position ends up in the visible window.
  public typealias ScrollPosition = ListSimulator.ScrollPosition
}

/// A collection view layout: only whether sections have headers and footers matters here.
@preconcurrency
@MainActor
open class UICollectionViewLayout {
  /// Whether the collection view asks for a header in each section (read when the view is made
  /// with the layout).
  public var hasHeaders = false
  /// Whether the collection view asks for a footer in each section (read when the view is made
  /// with the layout).
  public var hasFooters = false
  /// A layout without headers or footers.
  public init() {}

  /// The collection view using the layout (held weakly).
  public internal(set) weak var collectionView: UICollectionView?

  /// Marks the layout out of date: the view lays its sections out again from the layout and
  /// its delegate's sizes.
  open func invalidateLayout() { collectionView?.base.relayout() }

  /// The size of everything the view shows.
  open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

  /// Where the layout puts the item at `indexPath` in its collection view, or `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionView?.layoutAttributesForItem(at: indexPath)
  }
}

/// `UICollectionViewFlowLayout`: items in lines, sized by its properties or the delegate's
/// `UICollectionViewDelegateFlowLayout` answers; for a view made with a frame, what those lines
/// give decides which items are on screen.
@preconcurrency
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the grid scrolls in.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// `UICollectionViewFlowLayout.automaticSize`: an estimated size asking cells to size
  /// themselves.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 1)
  /// The default item size, 50 x 50 points as in UIKit.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated item size (`.zero`: not self-sizing).
  open var estimatedItemSize = CGSize.zero
  /// The spacing between lines, 10 points by default.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line, 10 points by default.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section's content.
  open var sectionInset = UIEdgeInsets.zero
  /// The direction the content scrolls in.
  open var scrollDirection = ScrollDirection.vertical
  /// The size of each section's header (`.zero`: none).
  open var headerReferenceSize = CGSize.zero
  /// The size of each section's footer (`.zero`: none).
  open var footerReferenceSize = CGSize.zero
  /// Whether headers stay at the top while their section scrolls.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay at the bottom while their section scrolls.
  open var sectionFootersPinToVisibleBounds = false

  /// A flow layout with UIKit's defaults.
  public override init() { super.init() }
}

/// `UICollectionViewCompositionalLayout`: `list(using:)`, and layouts of sections described by
/// a section provider or one section (kept as described; see `CompositionalLayout.swift`).
@preconcurrency
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The provider a layout was made with (`nil` for `list(using:)`).
  var sectionProvider: SectionProvider?
  /// What applies to every section (recorded).
  public var configuration = UICollectionViewCompositionalLayoutConfiguration()

  /// A list layout: one full-width row per item, headers and footers as `configuration` says.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout()
    layout.hasHeaders = configuration.headerMode == .supplementary
    layout.hasFooters = configuration.footerMode == .supplementary
    return layout
  }
}

/// `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's style (recorded).
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  /// Whether sections have headers, and of which kind (`.supplementary` makes the view ask for them).
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  /// Whether sections have footers (`.supplementary` makes the view ask for them).
  public enum FooterMode: Sendable { case none, supplementary }
  /// The list's style.
  public var appearance: Appearance
  /// The sections' headers (none by default).
  public var headerMode: HeaderMode = .none
  /// The sections' footers (none by default).
  public var footerMode: FooterMode = .none
  /// Whether rows show separators (recorded).
  public var showsSeparators = true
  /// A configuration of `appearance`, without headers or footers.
  public init(appearance: Appearance) { self.appearance = appearance }

  /// What gives a row's swipe actions.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// The actions a row shows when swiped from the trailing edge (a test asks it for a row).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a row shows when swiped from the leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The list's background colour (recorded).
  public var backgroundColor: UIColor?
}

/// `UIBarButtonItem`: a title or a system item, and the action it performs (a test taps it with
/// `tap()`).
@preconcurrency
@MainActor
public final class UIBarButtonItem {
  /// `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Sendable {
    case add, edit, done, cancel, save, trash, compose, refresh, action, search, reply, bookmarks
    case camera, organize, play, pause, rewind, fastForward, undo, redo, close, flexibleSpace
    case fixedSpace, stop
  }
  /// The item's title (`nil` for a system item).
  public var title: String?
  /// The system item it was made with, or `nil` for a titled one.
  public let systemItem: SystemItem?
  /// Whether a tap runs the item's action.
  public var isEnabled = true
  let action: (@MainActor () -> Void)?
  /// The action a tap performs (UIKit's `primaryAction`), with the item as its sender.
  public let primaryAction: UIAction?
  /// The item's image (recorded).
  public var image: UIImage?
  /// The menu the item shows (recorded).
  public var menu: UIMenu?

  init(title: String?, systemItem: SystemItem?, action: (@MainActor () -> Void)?) {
    (self.title, self.systemItem, self.action, primaryAction) = (title, systemItem, action, nil)
  }

  /// An item with a title or an image whose tap performs `primaryAction`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    (self.title, systemItem, action, self.primaryAction) = (title, nil, nil, primaryAction)
    (self.image, self.menu) = (image, menu)
  }

  /// A system item whose tap performs `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    (title, self.systemItem, action, self.primaryAction) = (nil, systemItem, nil, primaryAction)
    self.menu = menu
  }

  /// The target and selector of the target-action forms (called with the item as the sender).
  var targetAction: (target: UIControl.Weak, selector: Selector)?

  /// `UIBarButtonItem.Style`.
  public enum Style: Sendable { case plain, done }
  /// The style it was made with.
  public var style: Style = .plain

  /// An item titled `title` that calls `target`'s `action` when tapped.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title, primaryAction: nil)
    self.style = style
    if let action { targetAction = (UIControl.Weak(target as AnyObject?), action) }
  }

  /// A system item that calls `target`'s `action` when tapped.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem, primaryAction: nil)
    if let action { targetAction = (UIControl.Weak(target as AnyObject?), action) }
  }

  /// The user taps the item: its action runs when it is enabled (the primary action, or the
  /// target's selector with the item as the sender).
  public func tap() {
    guard isEnabled else { return }
    action?()
    primaryAction?.perform(sender: self)
    #if !canImport(ObjectiveC)
      if let (target, selector) = targetAction, let object = target.object {
        selector.perform(on: object, with: self)
      }
    #endif
  }
}

/// `UINavigationItem`: the title and the bar button items of a view controller.
@preconcurrency
@MainActor
public final class UINavigationItem {
  /// The title shown in the navigation bar (the controller's `title` when not set, in UIKit).
  public var title: String?
  /// A view shown instead of the title (recorded).
  public var titleView: UIView?
  /// The bar button items at the trailing end, outermost first.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// The bar button items at the leading end, outermost first.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The outermost trailing item; setting it replaces all the trailing items.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The outermost leading item; setting it replaces all the leading items.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The item the next screen's back button shows (recorded).
  public var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden (recorded).
  public var hidesBackButton = false
  init() {}
}

extension UIViewController: ViewLayoutObserver {}

/// A view controller with UIKit's life cycle entry points; `loadViewIfNeeded()` calls
/// `viewDidLoad()` once, as UIKit does when the view is first needed. A subclass is written as
/// for UIKit: `init(nibName:bundle:)`, `required init?(coder:)`, `super.viewDidLoad()`.
@preconcurrency
@MainActor
open class UIViewController {
  /// Whether the view was loaded (``loadViewIfNeeded()`` ran).
  public private(set) var isViewLoaded = false
  /// The root view (loaded on first use, as in UIKit).
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return rootView
    }
    set { rootView = newValue }
  }
  private var rootView: UIView? {
    didSet { rootView?.owningController = self }
  }
  /// The screen's title; it becomes the navigation item's title unless that was set apart.
  public var title: String? {
    didSet {
      if navigationItem.title == nil || navigationItem.title == oldValue {
        navigationItem.title = title
      }
    }
  }
  /// The title and bar button items a navigation bar shows for this controller.
  public let navigationItem = UINavigationItem()
  /// The navigation controller this view controller was pushed on (or is the root of).
  public internal(set) weak var navigationController: UINavigationController?
  /// What this view controller presents (`present(_:animated:)`), and what presents it.
  public private(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, while it is presented.
  public private(set) weak var presentingViewController: UIViewController?
  /// Whether the controller is editing (``setEditing(_:animated:)``).
  public private(set) var isEditing = false

  /// A controller whose view ``loadView()`` makes (there are no nibs to load here).
  public init(nibName: String? = nil, bundle: Bundle? = nil) {}
  /// A controller from an archive, as a storyboard makes it (`UIStoryboard`); nothing is decoded.
  public required init?(coder: NSCoder) {}
  /// `UIViewController()`, as NSObject's `init()` gives UIKit's controllers: the same as
  /// `init(nibName: nil, bundle: nil)`. A subclass's own `init()` needs no `override`, as in
  /// UIKit, and `MyController.init` is a `() -> MyController`.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  // The containers it is in (set by them).
  weak var containingSplit: UISplitViewController?
  weak var containingTabBar: UITabBarController?

  /// The item its tab shows in a tab bar controller (made on first use, titled as the
  /// controller).
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?

  /// Shows `viewController` as UIKit's default does: pushed on the navigation controller it is
  /// in, else presented.
  open func show(_ viewController: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }

  /// Shows `viewController` as the detail: in the split view controller it is in, else as
  /// ``show(_:sender:)`` does.
  open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(viewController, sender: sender)
    } else {
      show(viewController, sender: sender)
    }
  }

  /// Makes the root view: by default a view the size of the screen (390 x 844 points); a
  /// subclass overrides it to set `view` itself.
  open func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  /// Called once, after the view is loaded; subclasses set the screen up here.
  open func viewDidLoad() {}
  /// Called before the screen appears (``simulateAppearance(animated:)``).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the screen appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the screen disappears (``simulateDisappearance(animated:)``).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the screen disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews (``UIView/layoutIfNeeded()``).
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// The controller's trait collection (the light appearance).
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// The safe area's insets of the root view (zero here).
  open var additionalSafeAreaInsets = UIEdgeInsets.zero

  /// Loads the view when it is not loaded: ``loadView()``, then ``viewDidLoad()``, once, as
  /// UIKit does when the view is first needed.
  public func loadViewIfNeeded() {
    guard !isViewLoaded else { return }
    isViewLoaded = true
    if rootView == nil { loadView() }
    if rootView == nil { rootView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    viewDidLoad()
  }

  /// The screen appears, as when UIKit shows it: the view loads, `viewWillAppear`, a layout pass
  /// (`viewWillLayoutSubviews`, the views' `layoutSubviews`, `viewDidLayoutSubviews`), then
  /// `viewDidAppear`.
  public func simulateAppearance(animated: Bool = false) {
    loadViewIfNeeded()
    viewWillAppear(animated)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    viewDidAppear(animated)
  }

  /// The screen disappears: `viewWillDisappear`, then `viewDidDisappear`.
  public func simulateDisappearance(animated: Bool = false) {
    viewWillDisappear(animated)
    viewDidDisappear(animated)
  }

  /// Turns editing on or off (the edit button calls it); subclasses override it, calling super.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// UIKit's Edit/Done button: tapping it toggles ``isEditing`` through ``setEditing(_:animated:)``.
  public lazy var editButtonItem: UIBarButtonItem = UIBarButtonItem(
    title: nil, systemItem: .edit
  ) { [unowned self] in self.setEditing(!self.isEditing, animated: true) }

  /// Presents `viewController` (recorded: a test reads ``presentedViewController``).
  public func present(
    _ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewController
    viewController.presentingViewController = self
    viewController.loadViewIfNeeded()
    completion?()
  }

  /// Dismisses what this controller presents, or this controller if it is presented;
  /// `completion` runs at once.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }
}

/// `UINavigationController`: a stack a test reads (`viewControllers`, `topViewController`); a
/// push loads the pushed controller's view.
@preconcurrency
@MainActor
open class UINavigationController: UIViewController {
  /// The stack, root first (setting it replaces the stack, as
  /// ``setViewControllers(_:animated:)`` does).
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The bar at the top (its properties are recorded).
  public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

  /// A stack of `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// An empty stack (`UINavigationController()`); push or set controllers later.
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    super.init(nibName: nibName, bundle: bundle)
  }

  /// Replaces the stack (the last is on top); each controller's view is loaded.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for controller in stack { controller.navigationController = nil }
    stack = []
    for controller in viewControllers { pushViewController(controller, animated: false) }
  }

  /// A controller from an archive, as a storyboard makes it.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Pushes `viewController` on the stack and loads its view.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    stack.append(viewController)
    viewController.navigationController = self
    viewController.loadViewIfNeeded()
  }

  /// Pops the top controller and returns it; the root stays (`nil` then).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.navigationController = nil
    return popped
  }
}

/// `UITableViewController`: a view controller whose ``tableView`` fills its view and which is,
/// as in UIKit, the table's data source and delegate: a subclass overrides the data-source and
/// delegate methods it needs (`override func tableView(_:numberOfRowsInSection:)`).
@preconcurrency
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table, the size of the screen: the controller's root view, as in UIKit.
  public let tableView: UITableView

  /// Makes the root view: the table (a subclass that overrides it sets `view`).
  open override func loadView() { view = tableView }

  /// A controller with a table of `style`, of which it is the data source and delegate.
  public init(style: UITableView.Style = .plain) {
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
    super.init(nibName: nil, bundle: nil)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// A controller with a plain table (`UITableViewController()` comes through here, as in
  /// UIKit).
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    super.init(nibName: nibName, bundle: bundle)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// A controller from an archive, as a storyboard makes it.
  public required init?(coder: NSCoder) {
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    super.init(coder: coder)
    tableView.dataSource = self
    tableView.delegate = self
  }

  /// One section, as UIKit's default.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows: a subclass overrides it.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell: a subclass overrides it (UIKit requires it once rows exist).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited (swiped to delete).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// An edit the user committed: a subclass updates its model and deletes the row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Every row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// A row the user moved: a subclass updates its model.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// The row is selected as tapped.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Nothing happens on a selection.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing happens on a deselection.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Nothing happens when a cell comes on screen.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Nothing happens when a cell leaves the screen.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// No trailing swipe actions.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// No leading swipe actions.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No header view (the section's title shows, if it has one).
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view (the section's footer title shows, if it has one).
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// Turns editing on or off for the controller and its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }
}

/// `UICollectionViewController(collectionViewLayout:)`: a view controller whose view is its
/// ``collectionView``, as in UIKit.
@preconcurrency
@MainActor
open class UICollectionViewController: UIViewController {
  /// The collection view, the size of the screen: the controller's root view.
  public let collectionView: UICollectionView

  /// Makes the root view: the collection view (a subclass that overrides it sets `view`).
  open override func loadView() { view = collectionView }

  /// A controller with a collection view of `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout (`UICollectionViewController()` comes through here).
  public override init(nibName: String? = nil, bundle: Bundle? = nil) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    super.init(nibName: nibName, bundle: bundle)
  }

  /// A controller from an archive, as a storyboard makes it.
  public required init?(coder: NSCoder) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    super.init(coder: coder)
  }
}

/// `UIMenuElement`: a menu entry with a title.
open class UIMenuElement: @unchecked Sendable {
  /// The entry's title.
  public let title: String
  init(title: String) { self.title = title }
}

/// `UIAction`: a titled action whose handler a test runs with ``perform()``.
public final class UIAction: UIMenuElement, @unchecked Sendable {
  /// What choosing the action runs.
  public let handler: @MainActor (UIAction) -> Void
  /// The action's image (recorded).
  public var image: UIImage?
  /// How the action looks and behaves in a menu (recorded).
  public var attributes: UIMenuElement.Attributes = []

  /// An action titled `title` that runs `handler`.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title)
  }

  /// An action with UIKit's full initializer: the image, identifier, discoverability title,
  /// attributes and state are recorded.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.init(title: title, handler: handler)
    self.image = image
    self.attributes = attributes
  }

  /// What sent the action while its handler runs (the control a user tapped), else `nil`.
  public private(set) var sender: Any?

  /// The user chooses the action: its handler runs.
  @MainActor public func perform() { handler(self) }

  /// The action sent by `sender` (a control): its handler runs with ``sender`` set.
  @MainActor func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}

extension UIMenuElement {
  /// How a menu entry looks and behaves.
  public struct Attributes: OptionSet, Sendable {
    /// The attribute bits.
    public let rawValue: UInt
    /// Attributes of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown but not choosable.
    public static let disabled = Attributes(rawValue: 1)
    /// Destroys data (shown in red).
    public static let destructive = Attributes(rawValue: 2)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 4)
    /// Keeps the menu open when chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 8)
  }

  /// Whether a menu entry is checked.
  public enum State: Int, Sendable {
    /// Not checked.
    case off
    /// Checked.
    case on
    /// Partly checked.
    case mixed
  }
}

/// `UIContextMenuConfiguration`: what a long press on a cell shows. A test builds the menu with
/// ``makeMenu()`` and performs its actions.
@preconcurrency
@MainActor
public final class UIContextMenuConfiguration {
  /// What builds the menu from the suggested actions.
  public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
  /// The configuration's identifier (recorded).
  public let identifier: (any NSCopying)?
  /// What makes the preview (recorded; nothing is shown).
  public let previewProvider: (@MainActor () -> UIViewController?)?
  /// What makes the menu.
  public let actionProvider: ActionProvider?

  /// A configuration with these providers.
  public init(
    identifier: (any NSCopying)?, previewProvider: (@MainActor () -> UIViewController?)?,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the user would see (no suggested actions here), or `nil` without an action
  /// provider.
  public func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// `UIMenu`: a titled list of actions and submenus (nothing is shown).
public final class UIMenu: UIMenuElement, @unchecked Sendable {
  /// The menu's entries, in order.
  public let children: [UIMenuElement]
  /// A menu titled `title` of `children`.
  public init(title: String = "", children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title)
  }
}

/// `UIRefreshControl`: present on a view whose list can be pulled to refresh.
@preconcurrency
@MainActor
public final class UIRefreshControl {
  /// Whether a refresh is running (between the two calls below).
  public private(set) var isRefreshing = false
  /// A control that is not refreshing.
  public init() {}
  /// Starts a refresh.
  public func beginRefreshing() { isRefreshing = true }
  /// Ends the refresh.
  public func endRefreshing() { isRefreshing = false }
}

/// `UIListSeparatorConfiguration`: how a row's separators look (recorded, not drawn).
public struct UIListSeparatorConfiguration: Sendable, Hashable {
  /// Whether a separator shows.
  public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }
  /// The top separator's visibility.
  public var topSeparatorVisibility = Visibility.automatic
  /// The bottom separator's visibility.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The separators' colour.
  public var color: UIColor?
  /// The top separator's insets.
  public var topSeparatorInsets = NSDirectionalEdgeInsets()
  /// The bottom separator's insets.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
  /// The default separators of a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain) {}
}

extension VirtualCollectionView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// `UIScrollViewDelegate`: told when a scroll view scrolls and when the user drags it. A
/// collection or table view's delegate is one (their delegate protocols refine it): it hears
/// `scrollViewDidScroll(_:)` whenever the offset changes, and the dragging calls when a test
/// drags (`simulateDrag(by:)`). Every method does nothing by default.
@preconcurrency
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The scroll position changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user starts dragging.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifts the finger; the view could change `targetContentOffset`, where it comes to
  /// rest (here it rests where the drag ended).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The user lifted the finger (`decelerate` is `false` here: nothing glides).
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The view stopped gliding (never called here: nothing glides).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll ended (never called here: nothing animates).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Tells a list view's delegate that it scrolled (on the main queue, where UIKit calls it).
func tellScrolled(_ view: UIScrollView, _ delegate: (any UIScrollViewDelegate)?) {
  guard let delegate, isOnMainQueue() else { return }
  nonisolated(unsafe) let target = delegate
  MainActor.assumeIsolated { target.scrollViewDidScroll(view) }
}

extension UIScrollView {
  /// The user drags the content by `distance` points (positive: the content moves up, as a
  /// swipe up scrolls down a list): the delegate hears `scrollViewWillBeginDragging(_:)`, the
  /// offset changes (`scrollViewDidScroll(_:)`), then `scrollViewWillEndDragging` — whose
  /// target offset it may change, and the view settles there — and
  /// `scrollViewDidEndDragging(_:willDecelerate: false)`. `delegate` is the view's delegate.
  @MainActor
  func simulateDrag(by distance: CGFloat, delegate: (any UIScrollViewDelegate)?) {
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + distance)
    var target = contentOffset
    delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
    if target != contentOffset { contentOffset = target }
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }
}
