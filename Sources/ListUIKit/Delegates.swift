import Foundation
import ListKit
import ListSimulator

/// Which edge a swipe reveals.
public enum SwipeEdge: Sendable { case leading, trailing }

/// Maps the core's delegate calls onto a collection view's UIKit delegate (held weakly, as
/// UIKit holds it).
@MainActor
final class _CollectionViewDelegateAdapter: VirtualViewDelegate {
  weak var target: (any UICollectionViewDelegate)?
  weak var collectionView: UICollectionView?

  init(_ target: any UICollectionViewDelegate, _ collectionView: UICollectionView) {
    (self.target, self.collectionView) = (target, collectionView)
  }

  func virtualView(_ view: VirtualView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    guard let target, let collectionView else { return true }
    return target.collectionView(collectionView, shouldHighlightItemAt: indexPath)
  }
  func virtualView(_ view: VirtualView, didHighlightItemAt indexPath: IndexPath) {
    guard let target, let collectionView else { return }
    target.collectionView(collectionView, didHighlightItemAt: indexPath)
  }
  func virtualView(_ view: VirtualView, didUnhighlightItemAt indexPath: IndexPath) {
    guard let target, let collectionView else { return }
    target.collectionView(collectionView, didUnhighlightItemAt: indexPath)
  }
  func virtualView(_ view: VirtualView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    guard let target, let collectionView else { return true }
    return target.collectionView(collectionView, shouldDeselectItemAt: indexPath)
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
  func virtualView(_ view: VirtualView, willDisplay cell: VirtualCell, at indexPath: IndexPath) {
    guard let target, let collectionView, let cell = cell as? UICollectionViewCell else { return }
    target.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }
  func virtualView(
    _ view: VirtualView, didEndDisplaying cell: VirtualCell, at indexPath: IndexPath
  ) {
    guard let target, let collectionView, let cell = cell as? UICollectionViewCell else { return }
    target.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }
  func virtualView(
    _ view: VirtualView, willDisplaySupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let target, let collectionView,
      let supplementaryView = supplementaryView as? UICollectionReusableView
    else { return }
    target.collectionView(
      collectionView, willDisplaySupplementaryView: supplementaryView, forElementKind: kind,
      at: indexPath)
  }
  func virtualView(
    _ view: VirtualView, didEndDisplayingSupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let target, let collectionView,
      let supplementaryView = supplementaryView as? UICollectionReusableView
    else { return }
    target.collectionView(
      collectionView, didEndDisplayingSupplementaryView: supplementaryView,
      forElementOfKind: kind, at: indexPath)
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
  func virtualView(_ view: VirtualView, willDisplay cell: VirtualCell, at indexPath: IndexPath) {
    guard let target, let tableView, let cell = cell as? UITableViewCell else { return }
    target.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }
  func virtualView(
    _ view: VirtualView, didEndDisplaying cell: VirtualCell, at indexPath: IndexPath
  ) {
    guard let target, let tableView, let cell = cell as? UITableViewCell else { return }
    target.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
  func virtualView(
    _ view: VirtualView, willDisplaySupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let target, let tableView else { return }
    let shown = shownView(supplementaryView)
    if kind == ElementKind.sectionHeader {
      target.tableView(tableView, willDisplayHeaderView: shown, forSection: indexPath.section)
    } else {
      target.tableView(tableView, willDisplayFooterView: shown, forSection: indexPath.section)
    }
  }
  func virtualView(
    _ view: VirtualView, didEndDisplayingSupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let target, let tableView else { return }
    let shown = shownView(supplementaryView)
    if kind == ElementKind.sectionHeader {
      target.tableView(tableView, didEndDisplayingHeaderView: shown, forSection: indexPath.section)
    } else {
      target.tableView(tableView, didEndDisplayingFooterView: shown, forSection: indexPath.section)
    }
  }
  /// The view the delegate gave (a view that is not a header-footer view is shown inside one).
  private func shownView(_ view: VirtualReusableView) -> UIView {
    (view as? _HeaderFooterContainer)?.contained ?? view
  }
}

extension UICollectionView {
  /// The UIKit delegate (held weakly, as UIKit holds it).
  @preconcurrency
  @MainActor
  public var delegate: (any UICollectionViewDelegate)? {
    get { (engine.delegate as? _CollectionViewDelegateAdapter)?.target }
    set {
      engine.setDelegateAdapter(newValue.map { _CollectionViewDelegateAdapter($0, self) })
      // The layout asks the new delegate for sizes (UIKit's next layout pass would).
      engine.relayout()
    }
  }

  /// The user taps an item: the delegate is asked and told, as in UIKit
  /// (`VirtualView.userTapped(at:)`).
  @preconcurrency
  @MainActor
  @discardableResult
  public func userTappedItem(at indexPath: IndexPath) -> Bool { engine.userTapped(at: indexPath) }

  /// The user long-presses an item: as UIKit does, the view asks its delegate for the item's
  /// context menu (`collectionView(_:contextMenuConfigurationForItemAt:point:)`) at `point`, in
  /// the view's coordinates — the centre of the item's frame unless given — and returns the
  /// configuration, whose menu a test builds with `makeMenu()`. `nil` when the delegate gives
  /// none (UIKit shows no menu), without a delegate, or for an index path the view has no item
  /// at (a misuse, recorded in `misuses`).
  @preconcurrency
  @MainActor
  @discardableResult
  public func userLongPressedItem(at indexPath: IndexPath, point: CGPoint? = nil)
    -> UIContextMenuConfiguration?
  {
    guard engine.validPosition(indexPath, verb: "long-press") else { return nil }
    guard let delegate else { return nil }
    let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    return delegate.collectionView(
      self, contextMenuConfigurationForItemAt: indexPath,
      point: point ?? CGPoint(x: frame.midX, y: frame.midY))
  }
}

extension UITableView {
  /// The UIKit delegate (held weakly, as UIKit holds it).
  @preconcurrency
  @MainActor
  public var delegate: (any UITableViewDelegate)? {
    get { (engine.delegate as? _TableViewDelegateAdapter)?.target }
    set {
      engine.setDelegateAdapter(newValue.map { _TableViewDelegateAdapter($0, self) })
      // The table asks the new delegate for heights.
      engine.relayout()
    }
  }

  /// The user taps a row: the delegate is asked and told, as in UIKit.
  @preconcurrency
  @MainActor
  @discardableResult
  public func userTappedRow(at indexPath: IndexPath) -> Bool { engine.userTapped(at: indexPath) }

  /// The user swipes a row: the actions the delegate shows for that edge (none without a
  /// delegate or a configuration; a row the table does not show is a misuse).
  @preconcurrency
  @MainActor
  public func userSwiped(_ edge: SwipeEdge, rowAt indexPath: IndexPath) -> [UIContextualAction] {
    guard engine.validPosition(indexPath, verb: "swipe") else { return [] }
    guard let delegate else { return [] }
    let configuration =
      edge == .trailing
      ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    return configuration?.actions ?? []
  }

  /// The user swipes a row and performs the action titled `title` (or, with a full swipe, the
  /// first one when the configuration allows it): its handler runs, as UIKit runs it.
  ///
  /// - Returns: what the handler passed to its completion (`false` when no such action shows).
  @preconcurrency
  @MainActor
  @discardableResult
  public func userPerformsSwipeAction(
    _ title: String? = nil, fullSwipe: Bool = false, edge: SwipeEdge = .trailing,
    rowAt indexPath: IndexPath
  ) -> Bool {
    let actions = userSwiped(edge, rowAt: indexPath)
    let chosen = fullSwipe ? actions.first : actions.first { $0.title == title }
    return chosen?.perform() ?? false
  }

  /// Whether rows can be selected while editing.
  public var allowsSelectionDuringEditing: Bool {
    get { engine.allowsSelectionDuringEditing }
    set { engine.allowsSelectionDuringEditing = newValue }
  }
}

extension UICollectionView {
  /// The size a flow layout gives the item at `indexPath`: the delegate's answer when it is a
  /// `UICollectionViewDelegateFlowLayout`, else the layout's `itemSize` (a test reads it; nothing
  /// is laid out from it).
  @preconcurrency
  @MainActor
  public func flowLayoutSizeForItem(at indexPath: IndexPath) -> CGSize {
    if let delegate = delegate as? any UICollectionViewDelegateFlowLayout {
      return delegate.collectionView(self, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
}
