import Foundation
import ListSimulator

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
