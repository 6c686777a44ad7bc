import Foundation
import ListSimulator

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
