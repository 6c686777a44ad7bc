import Foundation
import ListSimulator

// Target-action as UIKit delivers it through the Objective-C runtime: a control, a bar button
// item or a gesture recognizer keeps (target, selector) pairs, and when a test taps it the
// selector calls the method on the target. Where there is no Objective-C runtime the selectors
// come from the porting step (`Selector`, `listkit port`).

/// `UIControl`: a view that sends actions for events to its targets and runs its `UIAction`s.
open class UIControl: UIView {
  /// `UIControl.Event`.
  public struct Event: OptionSet, Sendable, Hashable {
    /// The events' bits.
    public let rawValue: UInt
    /// An event of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch comes down on the control (``UIControl/simulateTap()`` does not send it).
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch lifts inside the control: one of the two events ``UIControl/simulateTap()`` sends.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (sent only with `sendActions(for:)`).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: sent by ``UIControl/simulateTap()``; a button's
    /// `primaryAction` runs on it.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began (a text field's `becomeFirstResponder()` sends it).
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text being edited changed (a text field's `simulateTyping(_:)` sends it).
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended (a text field's `resignFirstResponder()` sends it).
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing (a text field's `simulateReturn()` sends it).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every event: a target added for it is called whichever events are sent.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Whether it responds to the user (a disabled control sends nothing when tapped).
  open var isEnabled = true
  /// Whether it is selected.
  open var isSelected = false
  /// Whether it is highlighted.
  open var isHighlighted = false

  private var targets: [(target: AnyObject?, weakTarget: Weak, action: Selector, events: Event)] =
    []
  private var actions: [(action: UIAction, events: Event)] = []

  final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  /// Adds `target`'s `action` for `events` (a `nil` target: the responder chain, here the
  /// control itself).
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    targets.append((nil, Weak(target as AnyObject?), action, events))
  }

  /// Removes `target`'s `action` (all of `target`'s when `action` is `nil`) for `events`.
  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    let object = target as AnyObject?
    targets.removeAll { entry in
      (object == nil || entry.weakTarget.object === object)
        && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: events)
    }
  }

  /// The selectors registered for `target` and `events`' first event, by name.
  open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
    let object = target as AnyObject?
    let names = targets.filter {
      $0.weakTarget.object === object && !$0.events.isDisjoint(with: event)
    }
    .map(\.action.description)
    return names.isEmpty ? nil : names
  }

  /// Runs `action` when one of `events` happens.
  open func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// Sends the actions of `events`: each target's selector is called with the control as the
  /// sender, and each `UIAction` runs — what a tap does, synchronously.
  @preconcurrency
  @MainActor
  open func sendActions(for events: Event) {
    for entry in targets where !entry.events.isDisjoint(with: events) {
      let target: AnyObject = entry.weakTarget.object ?? self
      #if !canImport(ObjectiveC)
        entry.action.perform(on: target, with: self)
      #endif
    }
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.perform(sender: self)
    }
  }

  /// The user taps the control: when it is enabled, `.touchUpInside` and
  /// `.primaryActionTriggered` are sent.
  @preconcurrency
  @MainActor
  open func simulateTap() {
    guard isEnabled, !isHidden else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}

/// `UIButton`: a control with a title per state (nothing is drawn; a test reads the title and
/// taps it with `simulateTap()`).
open class UIButton: UIControl {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Sendable { case custom, system, detailDisclosure, infoLight, close }

  /// The type it was made with.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]

  /// A button of `type` (made from any context, as a cell's stored subviews are).
  public init(type: ButtonType) {
    buttonType = type
    super.init(frame: .zero)
  }

  /// A custom button with `frame`.
  public override init(frame: CGRect = .zero) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// A button from an archive (a custom one; nothing is decoded).
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// A button whose primary action is `primaryAction`.
  public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title for `state` (`.normal` is every state's default).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`, or the normal one.
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// The title shown now.
  open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }

  private var images: [UInt: UIImage] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// Sets the image for `state` (`.normal` is every state's default).
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// The image for `state`, or the normal one.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// The image shown now (the disabled one while the control is not enabled).
  open var currentImage: UIImage? { image(for: isEnabled ? .normal : .disabled) }

  /// Sets the title's colour for `state` (`.normal` is every state's default).
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title's colour for `state`, or the normal one.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }

  /// The title's colour now (the disabled one while the control is not enabled).
  open var currentTitleColor: UIColor? { titleColor(for: isEnabled ? .normal : .disabled) }
}

extension UIControl {
  /// `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    /// The state's bits (a button keys its titles by them).
    public let rawValue: UInt
    /// A state of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No bits: the state whose title the others fall back to.
    public static let normal = State([])
    /// Highlighted (a title can be set for it; `currentTitle` does not read it).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled: `currentTitle` reads its title while the control is not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (a title can be set for it; `currentTitle` does not read it).
    public static let selected = State(rawValue: 1 << 2)
  }
}

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

/// `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps it needs.
  open var numberOfTapsRequired = 1
}

/// `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before it is recognized, in seconds.
  open var minimumPressDuration = 0.5
}

extension UIView {
  /// Attaches `recognizer` (kept in ``gestureRecognizers``).
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    attachedRecognizers.append(recognizer)
  }

  /// The recognizers attached to the view.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    let recognizers = attachedRecognizers.compactMap { $0 as? UIGestureRecognizer }
    return recognizers.isEmpty ? nil : recognizers
  }
}

#if !canImport(ObjectiveC)
  extension NotificationCenter {
    /// Calls `observer`'s `selector` with each notification named `name` (from `object`, or any
    /// when `nil`), as the Objective-C form does; the observer is held weakly.
    public func addObserver(
      _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
    ) {
      final class Box: @unchecked Sendable {
        weak var observer: AnyObject?
        init(_ observer: AnyObject) { self.observer = observer }
      }
      let box = Box(observer as AnyObject)
      _ = addObserver(forName: name, object: object, queue: nil) { notification in
        guard let observer = box.observer else { return }
        // On the posting thread, as the Objective-C runtime sends it.
        nonisolated(unsafe) let notification = notification
        withViewIsolation { _ = selector.perform(on: observer, with: notification) }
      }
    }
  }

  extension UIViewController {
    /// Calls `selector`'s method on the controller, as `NSObject.perform(_:with:with:)` does.
    @discardableResult
    public func perform(_ selector: Selector, with first: Any? = nil, with second: Any? = nil)
      -> Any?
    {
      selector.perform(on: self, with: first, with: second)
    }
  }

  extension UIView {
    /// Calls `selector`'s method on the view, as `NSObject.perform(_:with:with:)` does.
    @discardableResult
    public func perform(_ selector: Selector, with first: Any? = nil, with second: Any? = nil)
      -> Any?
    {
      selector.perform(on: self, with: first, with: second)
    }
  }
#endif
