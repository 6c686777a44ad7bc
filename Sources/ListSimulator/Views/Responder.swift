import Foundation

/// `UIResponder`: the root of UIKit's views and view controllers, an `NSObject` as in UIKit (so
/// app code that compares, hashes or passes them as `NSObject`s works), with the responder chain
/// (``next``) and the first responder.
///
/// The first responder is kept per hierarchy: becoming it resigns the one in the same tree of
/// views (its topmost superview's), not a responder in another test's screen.
@preconcurrency
@MainActor
open class UIResponder: NSObject {
  /// A responder.
  public override init() { super.init() }

  /// The next responder in the chain: a view's view controller when it is one's root view, else
  /// its superview; `nil` by default.
  open var next: UIResponder? { nil }

  /// Whether the responder can become the first responder (`false` by default; text fields
  /// and text views say `true`).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first-responder status when asked (`true` by default).
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is the first responder of its hierarchy.
  open var isFirstResponder: Bool { firstResponderFlag }

  package var firstResponderFlag = false

  /// Makes the responder the first responder when it can be one: the hierarchy's previous first
  /// responder resigns. Returns whether it is now the first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if firstResponderFlag { return true }
    if let current = hierarchyFirstResponder(), current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    firstResponderFlag = true
    return true
  }

  /// Gives up first-responder status (a text field's keyboard goes away). Returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    firstResponderFlag = false
    return true
  }

  /// The first responder among the responders this one shares a hierarchy with (by default
  /// only itself; a view searches its topmost superview's tree).
  package func hierarchyFirstResponder() -> UIResponder? {
    firstResponderFlag ? self : nil
  }
}
