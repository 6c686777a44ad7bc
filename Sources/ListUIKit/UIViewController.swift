import Foundation
import ListKit
import ListSimulator

// The base view controller and its life cycle (navigation, bar items and the table and
// collection view controllers are in files of their own).

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
  /// Called before the root view lays out its subviews (`UIView.layoutIfNeeded()`).
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
