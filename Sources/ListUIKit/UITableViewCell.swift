import Foundation
import ListSimulator

/// `UITableViewCell`: a table row the view makes with ``init(style:reuseIdentifier:)``. Its
/// ``contentView`` fills its bounds; ``textLabel``, ``detailTextLabel`` and ``imageView`` read
/// and write its content configuration, as UIKit's standard styles show them.
open class UITableViewCell: VirtualCell {
  /// `UITableViewCell.CellStyle`: which content configuration style the cell starts with.
  public enum CellStyle: Sendable {
    case `default`, value1, value2, subtitle

    var configurationStyle: String {
      switch self {
      case .default: "cell"
      case .value1, .value2: "valueCell"
      case .subtitle: "subtitleCell"
      }
    }
  }

  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Sendable { case none, delete, insert }

  /// `UITableViewCell.SelectionStyle` (recorded; nothing is drawn).
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  /// The view a subclass adds its subviews to, filling the cell's bounds on each layout pass.
  public let contentView: UIView

  /// How the cell looks while selected (recorded; `.default` unless set).
  open var selectionStyle = SelectionStyle.default

  /// The view behind the content (recorded, under ``contentView``).
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, at: 0) }
  }

  /// The view behind the content while selected (recorded; nothing is drawn).
  open var selectedBackgroundView: UIView?

  /// A view shown at the trailing edge instead of the `accessoryType`'s (a switch, a badge): a
  /// subview of the cell while set (nothing is laid out).
  open var accessoryView: UIView? {
    didSet { replaceSubview(oldValue, with: accessoryView, at: subviews.count) }
  }

  /// The insets of the row's separator (recorded; nothing is drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// Whether the row is selected. Setting it calls ``setSelected(_:animated:)`` without
  /// animation, as UIKit does, so a subclass may override either; the view sets it when the
  /// selection changes.
  open override var isSelected: Bool {
    get { super.isSelected }
    set { setSelected(newValue, animated: false) }
  }

  /// Selects or deselects the cell: a subclass overrides it (calling `super`) to restyle its
  /// views, as in UIKit. `animated` is ignored.
  open func setSelected(_ selected: Bool, animated: Bool) { super.isSelected = selected }

  /// Whether the row is highlighted (a touch is down on it). Setting it calls
  /// ``setHighlighted(_:animated:)`` without animation, as UIKit does.
  open override var isHighlighted: Bool {
    get { super.isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Highlights the cell or not: a subclass overrides it (calling `super`). `animated` is
  /// ignored.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.isHighlighted = highlighted
  }

  /// UIKit's designated initializer, the one the view calls with the registered identifier and
  /// `.default`: the cell starts with the style's content configuration. A subclass that
  /// declares its own writes `required init(style:reuseIdentifier:)`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    contentConfiguration = ListContentConfiguration(style: style.configurationStyle)
    addSubview(contentView)
  }

  /// A cell from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A cell of the default style (what the engine's class-based paths call): the same as
  /// `init(style: .default, reuseIdentifier: nil)` with `frame`.
  public required convenience init(frame: CGRect = .zero) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Lays out the content (and background) view to fill the bounds; a subclass that overrides
  /// it calls `super`, as in UIKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
  }

  /// The text, as UIKit's `textLabel` (the content configuration's text).
  open var textLabel: UILabel? { UILabel(self, secondary: false) }
  /// The secondary text, as UIKit's `detailTextLabel`.
  open var detailTextLabel: UILabel? { UILabel(self, secondary: true) }
  /// The cell's image, as UIKit's `imageView` (the content configuration's image).
  open var imageView: UIImageView? { UIImageView(self) }
}
