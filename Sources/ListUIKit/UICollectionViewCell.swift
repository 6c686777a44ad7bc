import Foundation
import ListKit
import ListSimulator

// UIKit's cell classes: views the engine makes through UIKit's designated initializers, so a
// cell written for UIKit (`override init(frame:)` marked `required`, `required init?(coder:)`,
// subviews added to `contentView`, `override var isSelected { didSet { … } }`) compiles and runs.

/// `UICollectionReusableView`: a header, a footer or another supplementary view of a collection
/// view, and, as in UIKit, the superclass of ``UICollectionViewCell`` (so a cell class can serve
/// as a header). The view makes it with ``init(frame:)`` (`.zero`), reuses it after
/// `prepareForReuse()`, and configures it through the registration or provider that dequeued it.
/// It is the engine's cell type underneath (a supplementary view never uses the selection and
/// accessories that come with it).
open class UICollectionReusableView: VirtualCell {
  /// UIKit's designated initializer: the one the view calls. A subclass that declares its own
  /// writes `required init(frame:)` (the porter adds `required`).
  public required init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The attributes a self-sizing view wants, from the layout's: by default the layout's own
  /// (a subclass overrides it to measure itself; nothing calls it on its own here).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Applies the layout's attributes: the frame, alpha and hidden state.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
  }
}

/// `UICollectionViewLayoutAttributes`: where a layout puts one cell or supplementary view.
open class UICollectionViewLayoutAttributes: @unchecked Sendable {
  /// The frame in the collection view's content coordinates.
  open var frame = CGRect.zero
  /// The frame's size (setting it keeps the origin).
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The opacity.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden.
  open var isHidden = false
  /// The stacking order.
  open var zIndex = 0
  /// The position of the item or section.
  public let indexPath: IndexPath
  /// The kind of a supplementary view, or `nil` for a cell.
  public let representedElementKind: String?

  /// Attributes of the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = nil
  }

  /// Attributes of a supplementary view of `kind` at `indexPath`.
  public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = kind
  }
}

/// `UICollectionViewCell`: a cell the view makes with ``init(frame:)`` (`.zero`). Its
/// ``contentView`` is a subview filling its bounds, where a subclass adds its own subviews; the
/// engine sets `isSelected` and `isHighlighted` (a subclass's `didSet` runs) and calls
/// `prepareForReuse()` before a reuse.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view a subclass adds its subviews to: a subview of the cell, laid out to fill the
  /// cell's bounds on each layout pass.
  public let contentView: UIView

  /// The view behind the content (a subview under ``contentView``, filling the bounds;
  /// recorded, nothing is drawn).
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, at: 0) }
  }

  /// The view behind the content while the cell is selected (kept, shown or not by nobody:
  /// nothing is drawn; a test reads it).
  open var selectedBackgroundView: UIView?

  /// UIKit's designated initializer: the one the view calls. A subclass that declares its own
  /// writes `required init(frame:)` (the porter adds `required`).
  public required init(frame: CGRect = .zero) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// A cell from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Lays out the content (and background) view to fill the bounds; a subclass that overrides
  /// it calls `super`, as in UIKit.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
  }
}

/// `UICollectionViewListCell`: a collection cell of a list, with accessories and the list
/// styles of content configuration.
open class UICollectionViewListCell: UICollectionViewCell {}

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

/// `UITableViewHeaderFooterView`: a table's section header or footer, made with
/// ``init(reuseIdentifier:)``; ``textLabel`` reads and writes its content configuration's text.
open class UITableViewHeaderFooterView: VirtualReusableView {
  /// The view a subclass adds its subviews to, filling the view's bounds on each layout pass.
  public let contentView: UIView

  /// UIKit's designated initializer, the one the view calls with the registered identifier. A
  /// subclass that declares its own writes `required init(reuseIdentifier:)`.
  public required init(reuseIdentifier: String?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    addSubview(contentView)
  }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A view with no reuse identifier (what the engine's class-based paths call): the same as
  /// `init(reuseIdentifier: nil)` with `frame`.
  public required convenience init(frame: CGRect = .zero) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Lays out the content view to fill the bounds; a subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// The text, as UIKit's `textLabel` (the content configuration's text).
  open var textLabel: UILabel? { UILabel(self, secondary: false) }
  /// The secondary text, as UIKit's `detailTextLabel`.
  open var detailTextLabel: UILabel? { UILabel(self, secondary: true) }
}

extension UIView {
  /// Swaps `old` for `new` among the subviews, `new` at `index` (a background view).
  func replaceSubview(_ old: UIView?, with new: UIView?, at index: Int) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { insertSubview(new, at: index) }
  }
}
