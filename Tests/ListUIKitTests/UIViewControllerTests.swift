import Foundation
import ListReporting
import ListSimulator
import ListUIKit
import Testing

// MARK: A view controller written as for UIKit

final class InboxViewController: UITableViewController {
  var messages = ["Lunch?", "Invoice", "Weekly report"]

  override init(style: UITableView.Style) { super.init(style: style) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.backgroundColor = .systemBackground
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    navigationItem.rightBarButtonItem = editButtonItem
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .compose,
      primaryAction: UIAction { [weak self] _ in
        self?.present(
          UINavigationController(rootViewController: ComposeViewController()), animated: true)
      })
  }

  func open(_ index: Int) {
    let detail = UIViewController(nibName: nil, bundle: nil)
    detail.title = messages[index]
    navigationController?.pushViewController(detail, animated: true)
  }
}

final class ComposeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Message"
  }
}

@MainActor @Suite struct ViewControllerTests {
  @Test func aScreenWrittenForUIKitNavigatesEditsAndPresents() throws {
    let inbox = InboxViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: inbox)
    #expect(inbox.isViewLoaded)
    #expect(inbox.navigationItem.title == "Inbox")
    #expect(inbox.view.bounds.width == 390)
    #expect(inbox.view.backgroundColor == .systemBackground)
    #expect(inbox.navigationController === navigation)

    // The Edit button toggles editing, the table's too.
    inbox.navigationItem.rightBarButtonItem?.tap()
    #expect(inbox.isEditing && inbox.tableView.isEditing)
    inbox.editButtonItem.tap()
    #expect(!inbox.isEditing && !inbox.tableView.isEditing)

    // A tap pushes; compose presents.
    inbox.open(1)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Invoice")
    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === inbox)
    inbox.navigationItem.leftBarButtonItem?.tap()
    let sheet = try #require(inbox.presentedViewController as? UINavigationController)
    #expect(sheet.topViewController?.title == "New Message")
    sheet.dismiss(animated: true)
    #expect(inbox.presentedViewController == nil)
  }

  @Test func aCollectionViewControllerHasItsView() {
    let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    root.addSubview(child)
    #expect(controller.view === controller.collectionView)
    root.addSubview(controller.collectionView)
    #expect(root.subviews.count == 2 && child.superview === root)
    #expect(controller.collectionView.superview === root)
    #expect(root.listViews.count == 1 && root.listViews[0] === controller.collectionView.engine)
    child.removeFromSuperview()
    #expect(root.subviews.count == 1)
  }
}

/// UIKit's class hierarchy: a view controller is a responder and an `NSObject`, and the responder
/// chain runs from a subview through the root view to its controller and on to the view the
/// controller's view sits in.
@MainActor @Suite struct ResponderChainTests {
  @Test func aControllerIsAResponderBetweenItsViewAndTheContainer() {
    let controller = UIViewController()
    let container = UIView()
    let label = UILabel()
    controller.view.addSubview(label)
    #expect(label.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next == nil)
    container.addSubview(controller.view)
    #expect(controller.next === container)
    let asObject: NSObject = controller
    #expect(asObject.isEqual(controller))
    #expect(!asObject.isEqual(UIViewController()))
    #expect(Set<NSObject>([controller, controller]).count == 1)
    // Gesture recognizers are NSObjects too, made with or without a target.
    let tap: NSObject = UITapGestureRecognizer()
    #expect(tap.isEqual(tap))
    // Bar button items and tab bar items share UIBarItem's title, image, enabled state and tag.
    let items: [UIBarItem] = [
      UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
      UITabBarItem(title: "Home", image: nil, tag: 3),
    ]
    #expect(items.map(\.title) == ["Edit", "Home"])
    #expect(items.map(\.tag) == [0, 3])
    let empty = UIBarButtonItem()
    #expect(empty.title == nil && empty.isEnabled)
  }
}
