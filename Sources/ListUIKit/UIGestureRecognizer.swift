import Foundation
import ListSimulator

/// `UIGestureRecognizer`: the (target, selector) pairs it calls when a test makes it recognize
/// (`simulateRecognition()`), or drives it through states at locations (`simulate(_:at:)`), as a
/// long press that drags an item does.
@preconcurrency
@MainActor
open class UIGestureRecognizer: NSObject {
  /// `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture's recognition: the same as `ended`.
    public static let recognized = State.ended
  }

  private var targets: [(target: UIControl.Weak, action: Selector)] = []
  /// The view it is attached to (`UIView.addGestureRecognizer(_:)`).
  public internal(set) weak var view: UIView?
  /// Whether it recognizes gestures.
  open var isEnabled = true
  /// Its state: `.possible` until a test drives it.
  public private(set) var state = State.possible
  /// Where the touch is, in the coordinates of ``view``.
  private var touchLocation = CGPoint.zero

  /// Where the touch is in `view`'s coordinates: the location given to `simulate(_:at:)`, moved
  /// by the frames' origins between the recognizer's view and `view` when both are in one
  /// hierarchy (`nil` or the same view: unchanged).
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let own = self.view, view !== own else { return touchLocation }
    func origin(of view: UIView) -> CGPoint {
      var point = CGPoint.zero
      var current: UIView? = view
      while let next = current {
        point.x += next.frame.origin.x
        point.y += next.frame.origin.y
        current = next.superview
      }
      return point
    }
    let (from, to) = (origin(of: own), origin(of: view))
    return CGPoint(x: touchLocation.x + from.x - to.x, y: touchLocation.y + from.y - to.y)
  }

  /// The gesture reaches `state` with the touch at `location` (in ``view``'s coordinates): each
  /// target's selector is called with the recognizer, as UIKit calls them for each change of a
  /// continuous gesture. Nothing happens while it is disabled.
  open func simulate(_ state: State, at location: CGPoint = .zero) {
    guard isEnabled else { return }
    self.state = state
    touchLocation = location
    callTargets()
  }

  /// A recognizer that calls `target`'s `action`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { targets.append((UIControl.Weak(target as AnyObject?), action)) }
  }

  /// `UITapGestureRecognizer()`: a recognizer with no target yet (``addTarget(_:action:)``
  /// adds one), as `NSObject`'s `init()` gives UIKit's.
  public convenience override init() { self.init(target: nil, action: nil) }

  /// Adds `target`'s `action`.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((UIControl.Weak(target as AnyObject), action))
  }

  /// The gesture is recognized (state `.recognized`): each target's selector is called with the
  /// recognizer.
  open func simulateRecognition() {
    guard isEnabled else { return }
    state = .recognized
    callTargets()
  }

  private func callTargets() {
    for entry in targets {
      guard let target = entry.target.object else { continue }
      #if !canImport(ObjectiveC)
        entry.action.perform(on: target, with: self)
      #endif
    }
  }
}
