import Foundation
import ListSimulator

// A spinner while a list loads. Like the other controls a list screen puts around its list
// (`UISearchBar.swift`, `UITextField.swift`, `UISegmentedControl.swift`, `UIStackView.swift`,
// `UIAlertController.swift`), it keeps what the screen sets, and a test acts as the user with a
// `simulate…` method that sends what UIKit sends, on the main actor.

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
