import Foundation
import ListKit
import ListSimulator

/// `UILabel`: a view that shows text — a label of its own (a custom cell's subview), or a cell's
/// or a header's `textLabel` and `detailTextLabel`, whose text is the view's content
/// configuration's text (or secondary text), so both ways of configuring read the same.
open class UILabel: UIView {
  private weak var cell: VirtualReusableView?
  private let secondary: Bool
  private let isOwnLabel: Bool
  private var ownText: String?
  /// The font (recorded; sizes do not depend on it).
  open var font: UIFont?
  /// The text colour (recorded; nothing is drawn).
  open var textColor: UIColor?
  /// The most lines the text may take, 0 for no limit (``intrinsicContentSize`` counts one
  /// line for 0).
  open var numberOfLines = 1
  /// How the text is aligned (recorded).
  open var textAlignment: NSTextAlignment = .natural
  /// How a line too long is wrapped or cut (recorded; nothing is laid out).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (recorded; nothing shrinks here).
  open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the Dynamic Type size (recorded).
  open var adjustsFontForContentSizeCategory = false
  /// How far the font may shrink to fit, as a fraction of its size (recorded).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label is enabled (recorded; nothing is dimmed).
  open var isEnabled = true
  /// The text colour while highlighted (recorded).
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted (recorded).
  open var isHighlighted = false

  init(_ cell: VirtualReusableView, secondary: Bool) {
    (self.cell, self.secondary, self.isOwnLabel) = (cell, secondary, false)
    super.init(frame: .zero)
  }

  /// A label of its own (nothing is drawn; its text is kept).
  public override init(frame: CGRect = .zero) {
    (secondary, isOwnLabel) = (false, true)
    super.init(frame: frame)
  }

  /// A label from an archive (its own; nothing is decoded).
  public required init?(coder: NSCoder) {
    (secondary, isOwnLabel) = (false, true)
    super.init(coder: coder)
  }

  /// The text. A label of its own keeps it; a cell's `textLabel` or `detailTextLabel` reads and
  /// writes the content configuration's text or secondary text (making one if there is none).
  open var text: String? {
    get {
      if isOwnLabel { return ownText }
      return secondary
        ? cell?.contentConfiguration?.secondaryText : cell?.contentConfiguration?.text
    }
    set {
      if isOwnLabel {
        ownText = newValue
        return
      }
      guard let cell else { return }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      if secondary { content.secondaryText = newValue } else { content.text = newValue }
      cell.contentConfiguration = content
    }
  }

  /// The text with attributes: only its characters are kept (``text``).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// A size of one line of 17-point text per line of the label (nothing is measured).
  open override var intrinsicContentSize: CGSize {
    let lines = CGFloat(max(1, numberOfLines == 0 ? 1 : numberOfLines))
    return CGSize(width: CGFloat((text ?? "").count) * 8, height: 20.5 * lines)
  }

  /// The intrinsic content size, whatever `size` is offered (nothing wraps).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// `UIImageView`: an image view of its own, or a cell's `imageView`, whose image is the content
/// configuration's image.
open class UIImageView: UIView {
  private weak var cell: VirtualCell?
  private var ownImage: UIImage?
  /// The image for the highlighted state (recorded; ``image`` does not change with it).
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted (recorded; it does not switch to ``highlightedImage``).
  open var isHighlighted = false

  init(_ cell: VirtualCell) {
    self.cell = cell
    super.init(frame: .zero)
  }

  /// An image view showing `image`.
  public init(image: UIImage?) {
    ownImage = image
    super.init(frame: .zero)
  }

  /// An image view of its own.
  public override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// An image view from an archive (nothing is decoded).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The image. An image view of its own keeps it; a cell's `imageView` reads and writes the
  /// content configuration's image (making a configuration if there is none).
  open var image: UIImage? {
    get { cell == nil ? ownImage : cell?.contentConfiguration?.image }
    set {
      guard let cell else {
        ownImage = newValue
        return
      }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      content.image = newValue
      cell.contentConfiguration = content
    }
  }
}

// MARK: UICellAccessory's factories with UIKit's arguments

extension CellAccessory {
  /// What a tap on an accessory runs instead of UIKit's default (kept in the accessory's
  /// `actionHandler` for a test to call).
  public typealias ActionHandler = @MainActor @Sendable () -> Void

  /// `UICellAccessory.LayoutDimension`: accepted, not modelled (nothing is laid out).
  public enum LayoutDimension: Sendable, Hashable {
    case actual, standard
    case custom(CGFloat)
  }

  /// The options every system accessory takes; `isHidden` is modelled, the rest is appearance.
  public struct DisclosureIndicatorOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no tint.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// `UICellAccessory.CheckmarkOptions`: the same options as the disclosure indicator's (hidden,
  /// width, tint).
  public typealias CheckmarkOptions = DisclosureIndicatorOptions

  /// Options of `delete`, `insert` and `multiselect`: a background colour too.
  public struct DeleteOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// The control's background colour (stored here; the accessory made does not carry it).
    public var backgroundColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no colours.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// `UICellAccessory.InsertOptions`: the delete accessory's options.
  public typealias InsertOptions = DeleteOptions
  /// `UICellAccessory.MultiselectOptions`: the delete accessory's options.
  public typealias MultiselectOptions = DeleteOptions

  /// `UICellAccessory.ReorderOptions`: the common options and a vertical separator.
  public struct ReorderOptions: Sendable, Hashable {
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Whether a separator shows beside the reorder control (stored here; the accessory
    /// made does not carry it).
    public var showsVerticalSeparator: Bool
    /// Options with UIKit's defaults for each `nil`: shown, standard width, no tint, a separator.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// `UICellAccessory.OutlineDisclosureOptions`: the common options and a style.
  public struct OutlineDisclosureOptions: Sendable, Hashable {
    /// `.header`: in UIKit a tap anywhere on the header toggles it (not modelled: simulate the
    /// toggle with the data source's `userToggledItem(_:)`).
    public enum Style: Sendable, Hashable { case automatic, header, cell }
    /// How the disclosure toggles (stored here; the accessory made does not carry it).
    public var style: Style
    /// Whether the accessory is hidden: it becomes the accessory's `isHidden` (it keeps its place).
    public var isHidden: Bool
    /// The width kept for the accessory (stored here; the accessory made does not carry it).
    public var reservedLayoutWidth: LayoutDimension
    /// The accessory's tint colour (stored here; the accessory made does not carry it).
    public var tintColor: UIColor?
    /// Options with UIKit's defaults for each `nil`: automatic style, shown, standard width, no
    /// tint.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// `UICellAccessory.disclosureIndicator(displayed:options:)`: shown always unless told;
  /// of the options only `isHidden` is kept.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> Self {
    Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.checkmark(displayed:options:)`: shown always unless told; of the options
  /// only `isHidden` is kept.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> Self {
    Self(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.delete(displayed:options:actionHandler:)`: shown while editing unless
  /// told; keeps the options' `isHidden` and the handler a tap runs.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// `UICellAccessory.insert(displayed:options:actionHandler:)`: shown while editing unless
  /// told; keeps the options' `isHidden` and the handler a tap runs.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// `UICellAccessory.reorder(displayed:options:)`: shown while editing unless told; of the
  /// options only `isHidden` is kept.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> Self {
    Self(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.multiselect(displayed:options:)`: shown while editing unless told; of
  /// the options only `isHidden` is kept.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> Self {
    Self(.multiselect, displayed: displayed, isHidden: options.isHidden)
  }

  /// `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`: shown always
  /// unless told; keeps the options' `isHidden` and the handler a tap runs.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler)
  }
}

extension UILabel: _TextShowing {
  /// The label's text, for the screen text.
  package var shownText: String? { text }
}

extension UIButton: _TextShowing {
  /// The button's current title, for the screen text.
  package var shownText: String? { currentTitle }
}

extension UITextField: _TextShowing {
  /// The field's text, for the screen text.
  package var shownText: String? { text }
}
