import Foundation
import ListKit
import ListSimulator

/// `UICollectionViewDelegate`: what the collection view tells, and asks, of its delegate when the
/// user taps (``UICollectionView/userTappedItem(at:)``). Every method has UIKit's default.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}

/// `UITableViewDelegate`: `willSelectRowAt` (return `nil` to refuse, or another row to select
/// instead), `didSelectRowAt`, `didDeselectRowAt`, with UIKit's defaults.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// Maps the core's delegate calls onto a collection view's UIKit delegate (held weakly, as
/// UIKit holds it).
@MainActor
final class _CollectionViewDelegateAdapter: VirtualViewDelegate {
  weak var target: (any UICollectionViewDelegate)?
  weak var collectionView: UICollectionView?

  init(_ target: any UICollectionViewDelegate, _ collectionView: UICollectionView) {
    (self.target, self.collectionView) = (target, collectionView)
  }

  func virtualView(_ view: VirtualView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let target, let collectionView else { return true }
    return target.collectionView(collectionView, shouldSelectItemAt: indexPath)
  }
  func virtualView(_ view: VirtualView, didSelectItemAt indexPath: IndexPath) {
    guard let target, let collectionView else { return }
    target.collectionView(collectionView, didSelectItemAt: indexPath)
  }
  func virtualView(_ view: VirtualView, didDeselectItemAt indexPath: IndexPath) {
    guard let target, let collectionView else { return }
    target.collectionView(collectionView, didDeselectItemAt: indexPath)
  }
}

/// The same for a table view. `willSelectRowAt` answering `nil` refuses the selection; answering
/// another row is not simulated (the tapped row is selected or not).
@MainActor
final class _TableViewDelegateAdapter: VirtualViewDelegate {
  weak var target: (any UITableViewDelegate)?
  weak var tableView: UITableView?

  init(_ target: any UITableViewDelegate, _ tableView: UITableView) {
    (self.target, self.tableView) = (target, tableView)
  }

  func virtualView(_ view: VirtualView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let target, let tableView else { return true }
    return target.tableView(tableView, willSelectRowAt: indexPath) != nil
  }
  func virtualView(_ view: VirtualView, didSelectItemAt indexPath: IndexPath) {
    guard let target, let tableView else { return }
    target.tableView(tableView, didSelectRowAt: indexPath)
  }
  func virtualView(_ view: VirtualView, didDeselectItemAt indexPath: IndexPath) {
    guard let target, let tableView else { return }
    target.tableView(tableView, didDeselectRowAt: indexPath)
  }
}

extension VirtualCollectionView {
  /// The UIKit delegate (held weakly, as UIKit holds it).
  @MainActor
  public var delegate: (any UICollectionViewDelegate)? {
    get { (base.delegate as? _CollectionViewDelegateAdapter)?.target }
    set { base.setDelegateAdapter(newValue.map { _CollectionViewDelegateAdapter($0, self) }) }
  }

  /// The user taps an item: the delegate is asked and told, as in UIKit
  /// (``VirtualView/userTapped(at:)``).
  @MainActor @discardableResult
  public func userTappedItem(at indexPath: IndexPath) -> Bool { base.userTapped(at: indexPath) }
}

extension VirtualTableView {
  /// The UIKit delegate (held weakly, as UIKit holds it).
  @MainActor
  public var delegate: (any UITableViewDelegate)? {
    get { (base.delegate as? _TableViewDelegateAdapter)?.target }
    set { base.setDelegateAdapter(newValue.map { _TableViewDelegateAdapter($0, self) }) }
  }

  /// The user taps a row: the delegate is asked and told, as in UIKit.
  @MainActor @discardableResult
  public func userTappedRow(at indexPath: IndexPath) -> Bool { base.userTapped(at: indexPath) }

  /// Whether rows can be selected while editing.
  public var allowsSelectionDuringEditing: Bool {
    get { base.allowsSelectionDuringEditing }
    set { base.allowsSelectionDuringEditing = newValue }
  }
}
