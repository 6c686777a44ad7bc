import Foundation
import ListSimulator

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

extension UIButton: _TextShowing {
  /// The button's current title, for the screen text.
  package var shownText: String? { currentTitle }
}
