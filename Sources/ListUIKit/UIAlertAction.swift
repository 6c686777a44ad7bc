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
