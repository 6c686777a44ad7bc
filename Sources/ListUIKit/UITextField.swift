import Foundation
import ListSimulator

/// `UITextField`: its text and the events and delegate calls a user's typing makes.
open class UITextField: UIControl {
  /// `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

  /// The text (`""` until set, as UIKit's reads).
  open var text: String? = ""
  /// The placeholder shown while empty (recorded).
  open var placeholder: String?
  /// The font (recorded).
  open var font: UIFont?
  /// The text colour (recorded).
  open var textColor: UIColor?
  /// How the text is aligned (recorded).
  open var textAlignment = NSTextAlignment.natural
  /// The border (recorded).
  open var borderStyle = BorderStyle.none
  /// The return key's title (recorded).
  open var returnKeyType = UIReturnKeyType.default
  /// Asked before each change and told of editing and the return key (held weakly).
  open weak var delegate: (any UITextFieldDelegate)?
  /// A text field can be the first responder: it is editing from ``becomeFirstResponder()``
  /// until ``resignFirstResponder()``.
  open override var canBecomeFirstResponder: Bool { true }

  /// Starts editing (the hierarchy's previous first responder resigns): `editingDidBegin` is
  /// sent and the delegate told.
  @preconcurrency
  @MainActor
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing: `editingDidEnd` is sent and the delegate told (nothing happens when it is not
  /// editing).
  @preconcurrency
  @MainActor
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard super.resignFirstResponder() else { return false }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// The user types `typed` at the end of the text: editing begins if it had not, the delegate
  /// is asked `shouldChangeCharactersIn` (the end of the text, in UTF-16 units as UIKit counts),
  /// and when it allows the change the text changes and `editingChanged` is sent. Returns whether
  /// the text changed.
  @preconcurrency
  @MainActor
  @discardableResult
  public func simulateTyping(_ typed: String) -> Bool {
    becomeFirstResponder()
    let current = text ?? ""
    let end = NSRange(location: (current as NSString).length, length: 0)
    guard delegate?.textField(self, shouldChangeCharactersIn: end, replacementString: typed) ?? true
    else { return false }
    text = current + typed
    sendActions(for: .editingChanged)
    return true
  }

  /// The user taps the return key: the delegate is asked `textFieldShouldReturn`, and
  /// `editingDidEndOnExit` is sent; returns the delegate's answer.
  @preconcurrency
  @MainActor
  @discardableResult
  public func simulateReturn() -> Bool {
    let handled = delegate?.textFieldShouldReturn(self) ?? true
    sendActions(for: .editingDidEndOnExit)
    return handled
  }
}

extension UITextField: _TextShowing {
  /// The field's text, for the screen text.
  package var shownText: String? { text }
}
