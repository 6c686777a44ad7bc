import Foundation

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
