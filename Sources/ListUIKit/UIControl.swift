import Foundation
import ListSimulator

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
