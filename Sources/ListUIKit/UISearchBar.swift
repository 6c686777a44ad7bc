import Foundation
import ListSimulator

/// `UISearchBar`: its text and what it tells its delegate when a test types or taps.
open class UISearchBar: UIView {
  /// The text typed (`nil` until set).
  open var text: String?
  /// The placeholder shown while empty (recorded).
  open var placeholder: String?
  /// Whether the cancel button is shown (recorded; ``simulateCancelButtonTap()`` works either
  /// way).
  open var showsCancelButton = false
  /// Told of typing, taps and editing (held weakly).
  open weak var delegate: (any UISearchBarDelegate)?
  /// How the bar looks (recorded).
  open var searchBarStyle = Style.default
  /// The bar's background colour (recorded).
  open var barTintColor: UIColor?

  /// How a search bar looks.
  public enum Style: Int, Sendable {
    /// The system's look.
    case `default`
    /// A bar with a background.
    case prominent
    /// Only the text field.
    case minimal
  }
  /// A search bar can be the first responder: it is editing from ``becomeFirstResponder()``
  /// until ``resignFirstResponder()``.
  open override var canBecomeFirstResponder: Bool { true }

  /// Starts editing (the hierarchy's previous first responder resigns) and tells the delegate.
  @preconcurrency
  @MainActor
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard super.becomeFirstResponder() else { return false }
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// Ends editing and tells the delegate (nothing happens when it is not editing).
  @preconcurrency
  @MainActor
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard super.resignFirstResponder() else { return false }
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }

  /// The user types `typed` at the end of the text: editing begins if it had not, the text
  /// changes, and the delegate hears `textDidChange` once, as for a paste.
  @preconcurrency
  @MainActor
  public func simulateTyping(_ typed: String) {
    becomeFirstResponder()
    text = (text ?? "") + typed
    delegate?.searchBar(self, textDidChange: text ?? "")
  }

  /// The user clears the text (the clear button): the delegate hears `textDidChange` with "".
  @preconcurrency
  @MainActor
  public func simulateClearing() {
    text = ""
    delegate?.searchBar(self, textDidChange: "")
  }

  /// The user taps the keyboard's search button.
  @preconcurrency
  @MainActor
  public func simulateSearchButtonTap() { delegate?.searchBarSearchButtonClicked(self) }

  /// The user taps the cancel button.
  @preconcurrency
  @MainActor
  public func simulateCancelButtonTap() { delegate?.searchBarCancelButtonClicked(self) }

  /// A search bar's height: 56 points, as UIKit's default.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }
}
