import Foundation

/// `UITableViewDataSource`: a hand-written data source, set with `tableView.dataSource = self`
/// and held weakly, as UIKit holds it. The table asks it for counts, cells and titles whenever it
/// reloads, checks a batch, or shows new rows; every count is checked (a negative count is
/// reported, never trusted).
@preconcurrency
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections (1 unless implemented, as in UIKit).
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row: dequeue it with `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// A section's header title, shown as its header view (`nil`, the default, shows none).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// A section's footer title (`nil`, the default, shows none).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited (swiped to delete): `true` unless implemented, as in UIKit.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user committed an edit (``UITableView/userSwipedToDelete(at:)``): update the model and
  /// delete the row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row can be moved: `true` unless implemented (UIKit shows the reorder control
  /// when the data source implements `moveRowAt`).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row (``UITableView/userMovedRow(at:to:)``): update the model; the table
  /// has moved the row already.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// UIKit's default: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// UIKit's default: no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// UIKit's default: no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// UIKit's default: `true`.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default: nothing (the row stays).
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// UIKit's default here: `true` (UIKit shows the reorder control when `moveRowAt` is
  /// implemented, which Swift cannot see).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
