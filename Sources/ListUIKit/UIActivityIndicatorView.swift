import Foundation
import ListSimulator

// The controls a list screen puts around its list: a spinner while loading, a search bar or a
// text field above it, a segmented control that filters it, a stack of views, an alert. Each
// keeps what the screen sets, and a test acts as the user with a `simulate…` method that sends
// what UIKit sends (delegate calls, control events), on the main actor.

/// `UIActivityIndicatorView`: a spinner that is animating or not; with `hidesWhenStopped` (the
/// default) it is hidden while stopped, as in UIKit.
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// The styles from iOS 13.
    case medium = 100, large = 101
    /// The styles before iOS 13 (still accepted by UIKit).
    case whiteLarge = 0, white = 1, gray = 2
  }

  /// The style it was made with.
  open var style: Style
  /// The spinner's colour (recorded).
  open var color: UIColor?
  /// Whether a stopped spinner is hidden (`true` by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is spinning (``startAnimating()`` until ``stopAnimating()``).
  public private(set) var isAnimating = false

  /// A stopped spinner of `style` (hidden, as `hidesWhenStopped` is on).
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// A stopped medium spinner in `frame` (hidden, as `hidesWhenStopped` is on).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// A spinner from an archive: a stopped medium one.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning and shows the view.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the view when ``hidesWhenStopped`` is on.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// A spinner's size: 20 points (medium) or 37 (large), as UIKit's.
  open override var intrinsicContentSize: CGSize {
    style == .large || style == .whiteLarge
      ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

/// `UIStackView`: arranged subviews laid out one after another along ``axis`` with ``spacing``
/// on each layout pass. Each takes its intrinsic size along the axis (its frame's size when it
/// has none), or an equal share with `.fillEqually`, and fills the stack across it. This is the
/// common case of UIKit's stack view, not its full constraint solving.
open class UIStackView: UIView {
  /// `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    /// The same as `leading` and `trailing` for a horizontal stack.
    public static let top = Alignment.leading
    /// The same as `trailing` for a horizontal stack.
    public static let bottom = Alignment.trailing
  }

  /// The views the stack lays out, in order (each is a subview too).
  public private(set) var arrangedSubviews: [UIView] = []
  /// The direction views are stacked in (horizontal by default, as in UIKit).
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
  /// The space between neighbouring views.
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// How views share the length along the axis (`.fill` and `.fillEqually` are laid out;
  /// the others are recorded and laid out as `.fill`).
  open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
  /// How views sit across the axis (recorded; views fill the stack across it).
  open var alignment = Alignment.fill { didSet { setNeedsLayout() } }

  /// A stack of `views`, in order.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// An empty stack in `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// An empty stack from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Appends `view` to the arranged views (and to the subviews).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` at `index` of the arranged views (clamped to their range).
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Takes `view` out of the arranged views; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    setNeedsLayout()
  }

  /// Lays the visible arranged views out along the axis (hidden ones take no space, as in
  /// UIKit).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let horizontal = axis == .horizontal
    let length = horizontal ? bounds.width : bounds.height
    let across = horizontal ? bounds.height : bounds.width
    let gaps = spacing * CGFloat(shown.count - 1)
    let sizes: [CGFloat] = shown.map { view in
      if distribution == .fillEqually { return max(0, (length - gaps) / CGFloat(shown.count)) }
      let intrinsic = view.intrinsicContentSize
      let wanted = horizontal ? intrinsic.width : intrinsic.height
      return wanted == UIView.noIntrinsicMetric
        ? (horizontal ? view.frame.width : view.frame.height) : wanted
    }
    var position: CGFloat = 0
    for (view, size) in zip(shown, sizes) {
      view.frame =
        horizontal
        ? CGRect(x: position, y: 0, width: size, height: across)
        : CGRect(x: 0, y: position, width: across, height: size)
      position += size + spacing
    }
  }
}

/// `UISegmentedControl`: titled segments and the selected one; a test picks a segment with
/// ``simulateSelection(ofSegment:)``, which sends `.valueChanged` as a user's tap does.
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.noSegment`: no segment is selected.
  nonisolated public static let noSegment = -1

  private var titles: [String?] = []
  /// The selected segment's index, or ``noSegment``. Setting it sends no event, as in UIKit.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The selected segment's tint colour (recorded).
  open var selectedSegmentTintColor: UIColor?

  /// A control with a segment for each of `items` (strings are titles; images give untitled
  /// segments).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
  }

  /// A control with no segments in `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control with no segments, from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// The title of the segment at `index`, or `nil` (no title, or no such segment).
  open func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// Sets the title of the segment at `index` (ignored when there is no such segment).
  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    if titles.indices.contains(index) { titles[index] = title }
  }

  /// Inserts a segment titled `title` at `index` (clamped to the segments' range).
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    titles.insert(title, at: min(max(0, index), titles.count))
  }

  /// Removes the segment at `index` (ignored when there is no such segment); a removed selected
  /// segment leaves none selected.
  open func removeSegment(at index: Int, animated: Bool) {
    guard titles.indices.contains(index) else { return }
    titles.remove(at: index)
    if selectedSegmentIndex == index { selectedSegmentIndex = Self.noSegment }
    if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
  }

  /// Removes every segment; none is selected.
  open func removeAllSegments() {
    titles = []
    selectedSegmentIndex = Self.noSegment
  }

  /// The user taps the segment at `index`: it becomes selected and `.valueChanged` is sent.
  /// Nothing happens for a disabled control, an index out of range, or the selected segment
  /// (UIKit sends no event then).
  @preconcurrency
  @MainActor
  open func simulateSelection(ofSegment index: Int) {
    guard isEnabled, titles.indices.contains(index), index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }
}

/// `UISearchBarDelegate`: what a search bar tells its delegate. Every method has an empty
/// default, as UIKit's are optional.
@preconcurrency
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed (``UISearchBar/simulateTyping(_:)``).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The keyboard's search button was tapped (``UISearchBar/simulateSearchButtonTap()``).
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped (``UISearchBar/simulateCancelButtonTap()``).
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Editing began (``UISearchBar/becomeFirstResponder()``).
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended (``UISearchBar/resignFirstResponder()``).
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

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

/// `UIReturnKeyType`: the return key's title.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// `UIAlertAction`: a button of an alert and what tapping it runs.
public final class UIAlertAction: @unchecked Sendable {
  /// `UIAlertAction.Style`.
  public enum Style: Int, Sendable { case `default`, cancel, destructive }

  /// The button's title.
  public let title: String?
  /// Its style.
  public let style: Style
  /// Whether it can be tapped (a disabled action's handler never runs).
  public var isEnabled = true
  /// What tapping it runs (after the alert is dismissed, as in UIKit).
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// An action titled `title`; `handler` runs when a test taps it.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    (self.title, self.style, self.handler) = (title, style, handler)
  }
}

/// `UIAlertController`: an alert or action sheet a screen presents; a test reads its title,
/// message and actions and taps one with ``simulateTap(actionTitled:)``.
open class UIAlertController: UIViewController {
  /// `UIAlertController.Style`.
  public enum Style: Int, Sendable { case actionSheet, alert }

  /// The message under the title.
  open var message: String?
  /// Alert or action sheet.
  public let preferredStyle: Style
  /// The actions, in the order added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action shown as the preferred one (recorded).
  open var preferredAction: UIAlertAction?
  /// The text fields added with ``addTextField(configurationHandler:)``.
  public private(set) var textFields: [UITextField]?
  /// Where an action sheet points on iPad (recorded; `nil` for alerts, as UIKit's).
  public private(set) var popoverPresentationController: UIPopoverPresentationController?

  /// An alert or action sheet with `title` and `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    if preferredStyle == .actionSheet {
      popoverPresentationController = UIPopoverPresentationController()
    }
  }

  /// An alert from an archive (UIKit makes alerts in code only): an empty alert.
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Adds `action` as the last button.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Adds a text field, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// The user taps the enabled action titled `title`: the alert is dismissed, then the action's
  /// handler runs, as in UIKit. Returns `false` (and runs nothing) when no enabled action has
  /// that title.
  @discardableResult
  public func simulateTap(actionTitled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else {
      return false
    }
    dismiss(animated: true)
    action.handler?(action)
    return true
  }
}

/// `UIPopoverPresentationController`: where an action sheet points on iPad (recorded).
@preconcurrency
@MainActor
public final class UIPopoverPresentationController {
  /// The view it points from.
  public var sourceView: UIView?
  /// The rectangle in ``sourceView`` it points at.
  public var sourceRect = CGRect.zero
  /// The bar button item it points from.
  public var barButtonItem: UIBarButtonItem?
  /// Made by an action sheet.
  init() {}
}

/// `UIDevice`: the simulated device, an iPhone.
public final class UIDevice: Sendable {
  /// `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5 }

  /// The one device.
  public static let current = UIDevice()

  /// `.phone`: the screens here are an iPhone's (390 x 844 points).
  public let userInterfaceIdiom = Idiom.phone
  /// The system's name.
  public let systemName = "iOS"
  /// The device's model.
  public let model = "iPhone"
  /// The device's name.
  public let name = "iPhone"
  /// A fixed version string; which UIKit release the views behave as is set by their
  /// `ViewConfiguration` (`iOS:linkedSDK:`), not by this.
  public let systemVersion = "18.0"

  private init() {}
}

/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UIDevice.Idiom

/// `UIRefreshControl`: present on a view whose list can be pulled to refresh.
@preconcurrency
@MainActor
public final class UIRefreshControl {
  /// Whether a refresh is running (between the two calls below).
  public private(set) var isRefreshing = false
  /// A control that is not refreshing.
  public init() {}
  /// Starts a refresh.
  public func beginRefreshing() { isRefreshing = true }
  /// Ends the refresh.
  public func endRefreshing() { isRefreshing = false }
}
