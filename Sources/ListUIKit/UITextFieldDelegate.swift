import Foundation

/// `UITextFieldDelegate`: what a text field asks and tells its delegate. Every method has
/// UIKit's default when not implemented (allow the change, return key does nothing special).
@preconcurrency
@MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether the characters in `range` may be replaced by `string` (``UITextField/simulateTyping(_:)``).
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the return key is handled (``UITextField/simulateReturn()``).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
  /// Allows every change.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Returns `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
}
