import Foundation
import ListKit
import ListSimulator

// View controllers and what sits on their bars: the base controller and its life cycle,
// navigation, and the table and collection view controllers.

/// `UIBarItem`: what bar button items and tab bar items share — an `NSObject`, as in UIKit.
@preconcurrency
@MainActor
open class UIBarItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The item's image (recorded).
  open var image: UIImage?
  /// Whether the item responds to taps.
  open var isEnabled = true
  /// An integer the app chooses.
  open var tag = 0
  /// An item with no title or image.
  public override init() { super.init() }
}

/// `UIBarButtonItem`: a title or a system item, and the action it performs (a test taps it with
/// `tap()`).
open class UIBarButtonItem: UIBarItem {
  /// `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Sendable {
    case add, edit, done, cancel, save, trash, compose, refresh, action, search, reply, bookmarks
    case camera, organize, play, pause, rewind, fastForward, undo, redo, close, flexibleSpace
    case fixedSpace, stop
  }
  /// The system item it was made with, or `nil` for a titled one.
  public let systemItem: SystemItem?
  let action: (@MainActor () -> Void)?
  /// The action a tap performs (UIKit's `primaryAction`), with the item as its sender.
  public let primaryAction: UIAction?
  /// The menu the item shows (recorded).
  public var menu: UIMenu?

  init(title: String?, systemItem: SystemItem?, action: (@MainActor () -> Void)?) {
    (self.systemItem, self.action, primaryAction) = (systemItem, action, nil)
    super.init()
    self.title = title
  }

  /// An item with a title or an image whose tap performs `primaryAction`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    (systemItem, action, self.primaryAction) = (nil, nil, primaryAction)
    self.menu = menu
    super.init()
    (self.title, self.image) = (title, image)
  }

  /// A system item whose tap performs `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    (self.systemItem, action, self.primaryAction) = (systemItem, nil, primaryAction)
    self.menu = menu
    super.init()
  }

  /// `UIBarButtonItem()`: an item with no title, image or action yet.
  public convenience override init() { self.init(title: nil, primaryAction: nil) }

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
open class UIViewController: UIResponder {
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
    didSet {
      if oldValue !== rootView { oldValue?.owningController = nil }
      rootView?.owningController = self
    }
  }

  /// The next responder: the superview of the controller's root view when it is in a hierarchy
  /// (the view a container put it in), else `nil` (UIKit's `UIResponder.next`; a window or a
  /// presenting controller is not looked for).
  open override var next: UIResponder? { rootView?.superview }
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
  public init(nibName: String? = nil, bundle: Bundle? = nil) { super.init() }
  /// A controller from an archive, as a storyboard makes it (`UIStoryboard`); nothing is decoded.
  public required init?(coder: NSCoder) { super.init() }
  /// `UIViewController()`, as NSObject's `init()` gives UIKit's controllers: the same as
  /// `init(nibName: nil, bundle: nil)`. A subclass's own `init()` needs no `override`, as in
  /// UIKit, and `MyController.init` is a `() -> MyController`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

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

  /// Whether the table's selection is cleared each time the screen is about to appear (UIKit's
  /// default: `true`).
  public var clearsSelectionOnViewWillAppear = true

  /// As UIKit's table view controller does (Apple's `UITableViewController` overview): on its
  /// first appearance it reloads the table's data, and each time it clears the table's
  /// selection (``clearsSelectionOnViewWillAppear``). A subclass that overrides it calls `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if tableView.engine.needsFirstLoad, tableView.engine.dataSource is _TableDataSourceAdapter {
      tableView.reloadData()
    }
    if clearsSelectionOnViewWillAppear {
      for indexPath in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: indexPath, animated: animated)
      }
    }
  }

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
  /// Nothing happens when a section's header comes on screen.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Nothing happens when a section's footer comes on screen.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Nothing happens when a section's header leaves the screen.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// Nothing happens when a section's footer leaves the screen.
  open func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
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

  /// Whether the collection view's selection is cleared each time the screen is about to appear
  /// (UIKit's default: `true`).
  public var clearsSelectionOnViewWillAppear = true

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` (as UIKit's collection view
  /// controller does). A subclass that overrides it calls `super`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear {
      for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }

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
