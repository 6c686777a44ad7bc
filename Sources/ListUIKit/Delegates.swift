import Foundation
import ListKit
import ListSimulator

/// `UICollectionViewDelegate`: what the collection view tells, and asks, of its delegate when the
/// user taps (``UICollectionView/userTappedItem(at:)``). Every method has UIKit's default.
@preconcurrency
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A header or footer comes on screen (a reload, a batch, scrolling).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A header or footer left the screen; `indexPath` is where it was.
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The context menu for the item at `indexPath`, long-pressed at `point` (in the collection
  /// view's coordinates): a configuration describing the menu, or `nil` to show none
  /// ([`collectionView(_:contextMenuConfigurationForItemAt:point:)`](https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)),
  /// iOS 13; Apple documents that returning `nil` prevents the interaction from beginning).
  /// The view asks it when the user long-presses an item
  /// (``UICollectionView/userLongPressedItem(at:point:)``).
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
  /// UIKit's default: `true` (`false` stops the whole selection, as Apple documents).
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's default: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// UIKit's default (a delegate that does not implement it): `nil`, no menu.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
}

/// `UITableViewDelegate`: `willSelectRowAt` (return `nil` to refuse, or another row to select
/// instead), `didSelectRowAt`, `didDeselectRowAt`, and the swipe actions of a row, with UIKit's
/// defaults.
@preconcurrency
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// A section's header view comes on screen.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A section's footer view comes on screen.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A section's header view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A section's footer view left the screen.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The height of a row: what decides which rows fit on screen.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section's header, where the table has headers.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's footer, where the table has footers.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view (`nil`: its title, if any).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view (`nil`: its footer title, if any).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
  /// UIKit's default: the row itself (selection goes ahead).
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
  /// UIKit's default: `nil` (no swipe actions).
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// UIKit's default: `nil` (no swipe actions).
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// UIKit's default: the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// UIKit's default: the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    tableView.sectionHeaderHeight
  }
  /// UIKit's default: the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    tableView.sectionFooterHeight
  }
  /// UIKit's default: `nil` (the section's title shows, if it has one).
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// UIKit's default: `nil` (the section's footer title shows, if it has one).
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
}

/// `UIContextualAction`: a swipe action with a style, a title and the handler UIKit calls when
/// the user performs it (the handler calls its completion with whether the action was done).
@preconcurrency
@MainActor
public final class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Sendable { case normal, destructive }
  /// What performing the action runs: the action, its view, and the completion to call with
  /// whether it was done.
  public typealias Handler =
    @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) ->
    Void
  /// The action's style.
  public let style: Style
  /// The action's title (what `userPerformsSwipeAction(_:rowAt:)` finds it by).
  public var title: String?
  /// The background colour (recorded).
  public var backgroundColor: UIColor?
  /// The image (recorded).
  public var image: UIImage?
  let handler: Handler

  /// An action of `style` titled `title` that runs `handler`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    (self.style, self.title, self.handler) = (style, title, handler)
  }

  /// The user performs the action: its handler runs, as UIKit runs it.
  ///
  /// - Returns: what the handler passed to its completion (`false` if it has not called it).
  @discardableResult
  public func perform() -> Bool {
    var done = false
    handler(self, UIView()) { done = $0 }
    return done
  }
}

/// `UISwipeActionsConfiguration`: the actions a swipe shows, first action outermost.
@preconcurrency
@MainActor
public final class UISwipeActionsConfiguration {
  /// The actions, the first one outermost.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action
  /// (`userPerformsSwipeAction(fullSwipe: true, …)`).
  public var performsFirstActionWithFullSwipe = true
  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}

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
  /// (``VirtualView/userTapped(at:)``).
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

/// `UICollectionViewDelegateFlowLayout`: the sizes and spacing a flow layout asks its collection
/// view's delegate for. Every method has a default that answers with the layout's own value, as
/// UIKit falls back to the layout's properties when the delegate does not implement one. The
/// answers are for a test to read (``UICollectionView/flowLayoutSizeForItem(at:)``); nothing is
/// laid out from them.
@preconcurrency
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of `section`'s content.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The spacing between lines of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The spacing between items of a line of `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of `section`'s header.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of `section`'s footer.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout {
    layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
  }
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { flow(collectionViewLayout).itemSize }
  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { flow(collectionViewLayout).sectionInset }
  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }
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
