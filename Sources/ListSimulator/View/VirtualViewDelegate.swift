import Foundation

/// What a view tells, and asks, of whoever follows the user's selections, as UIKit's
/// `UICollectionViewDelegate` and `UITableViewDelegate` do. Every requirement has a default
/// (select everything, do nothing), so a delegate implements what it needs.
@MainActor
public protocol VirtualViewDelegate: AnyObject, Sendable {
  /// Whether the item the user touches may be highlighted (`true` by default); `false` ends the
  /// tap there: nothing is highlighted, selected or deselected.
  func virtualView(_ view: VirtualView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// The user's touch highlighted the item.
  func virtualView(_ view: VirtualView, didHighlightItemAt indexPath: IndexPath)
  /// The user's touch ended and the item is no longer highlighted.
  func virtualView(_ view: VirtualView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the selected item the user tapped may be deselected, with multiple selection
  /// (`true` by default).
  func virtualView(_ view: VirtualView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// Whether the item the user tapped may be selected (`true` by default).
  func virtualView(_ view: VirtualView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The user selected the item.
  func virtualView(_ view: VirtualView, didSelectItemAt indexPath: IndexPath)
  /// The user's tap deselected the item (tapped again with multiple selection, or another item
  /// was selected).
  func virtualView(_ view: VirtualView, didDeselectItemAt indexPath: IndexPath)
  /// A cell comes on screen (a reload, a batch, scrolling), configured for `indexPath`.
  func virtualView(_ view: VirtualView, willDisplay cell: VirtualCell, at indexPath: IndexPath)
  /// A cell left the screen; `indexPath` is where it was.
  func virtualView(_ view: VirtualView, didEndDisplaying cell: VirtualCell, at indexPath: IndexPath)
  /// A header or footer comes on screen, for the section of `indexPath`.
  func virtualView(
    _ view: VirtualView, willDisplaySupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath)
  /// A header or footer left the screen: `indexPath`'s section is where it was before the update
  /// for a deleted or reloaded section, and where it is now for one that scrolled or moved out
  /// (as for cells).
  func virtualView(
    _ view: VirtualView, didEndDisplayingSupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath)
}

extension VirtualViewDelegate {
  /// By default `true`: every item may be highlighted.
  public func virtualView(_ view: VirtualView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// By default does nothing.
  public func virtualView(_ view: VirtualView, didHighlightItemAt indexPath: IndexPath) {}
  /// By default does nothing.
  public func virtualView(_ view: VirtualView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// By default `true`: every selected item may be deselected.
  public func virtualView(_ view: VirtualView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// By default `true`: every item may be selected.
  public func virtualView(_ view: VirtualView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// By default does nothing.
  public func virtualView(_ view: VirtualView, didSelectItemAt indexPath: IndexPath) {}
  /// By default does nothing.
  public func virtualView(_ view: VirtualView, didDeselectItemAt indexPath: IndexPath) {}
  /// By default does nothing.
  public func virtualView(
    _ view: VirtualView, willDisplay cell: VirtualCell, at indexPath: IndexPath
  ) {}
  /// By default does nothing.
  public func virtualView(
    _ view: VirtualView, didEndDisplaying cell: VirtualCell, at indexPath: IndexPath
  ) {}
  /// By default does nothing.
  public func virtualView(
    _ view: VirtualView, willDisplaySupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {}
  /// By default does nothing.
  public func virtualView(
    _ view: VirtualView, didEndDisplayingSupplementaryView supplementaryView: VirtualReusableView,
    ofKind kind: String, at indexPath: IndexPath
  ) {}
}
