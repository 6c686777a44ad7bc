import Foundation

/// A headless reusable view (`UICollectionReusableView`, `UITableViewHeaderFooterView`): what a
/// header, a footer or a cell was configured with, and how it was dequeued.
///
/// It is a ``UIView``: a subclass adds subviews, overrides `layoutSubviews()`, sets its
/// `backgroundColor` and `layer`, as UIKit code does. The engine makes one through the factory
/// registered with its class (``init(frame:)`` with `.zero` unless `ListUIKit` registered UIKit's
/// designated initializer).
///
/// Like UIKit's views it is main-actor isolated (its subviews, frame, `prepareForReuse()`,
/// `isSelected`). What the engine records of it — reuse identifier, content configuration,
/// accessories, counts, serial number — is not: a data source with an actor of its own configures
/// cells there, one operation at a time, and a test reads the records after `await`.
open class VirtualReusableView: UIView {
  /// The reuse identifier it was dequeued with (a registration's own identifier for
  /// registrations).
  nonisolated(unsafe) public package(set) var reuseIdentifier: String?
  /// What it shows (`defaultContentConfiguration()`, then edited and assigned back, as in UIKit).
  nonisolated(unsafe) public var contentConfiguration: ListContentConfiguration?
  /// Anything a test wants the cell to remember (a view model, a flag); reuse keeps it unless
  /// ``prepareForReuse()`` clears it.
  nonisolated(unsafe) public var userState: [String: any Sendable] = [:]
  /// How many times it was handed out to be configured: once when created or reused, once more
  /// for every reconfigure.
  nonisolated(unsafe) public internal(set) var configurationCount = 0
  /// How many times it was taken from the reuse pool.
  nonisolated(unsafe) public internal(set) var reuseCount = 0
  /// The identifier that tells instances apart in logs and failures (1, 2, … per view).
  nonisolated(unsafe) public internal(set) var serialNumber = 0
  /// The reuse pool it returns to: its reuse identifier for cells, kind and identifier for
  /// supplementary views.
  nonisolated(unsafe) var poolKey = ""

  /// A reusable view of `frame` (`.zero` when the engine makes one): the initializer every
  /// subclass keeps, so that the engine can make any registered class.
  public required override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether it was taken from the reuse pool at least once.
  nonisolated public var isReused: Bool { reuseCount > 0 }

  /// Called when the view takes it from the reuse pool, before it is handed out again.
  open func prepareForReuse() {}

  /// A fresh configuration of the style UIKit gives this kind of view.
  nonisolated open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The class name, serial number and configured text: `VirtualCell #3 "a"`.
  open override var description: String {
    let text = contentConfiguration?.text.map { " \"\($0)\"" } ?? ""
    return "\(type(of: self)) #\(serialNumber)\(text)"
  }
}

/// A headless cell (`UICollectionViewCell`, `UITableViewCell`).
open class VirtualCell: VirtualReusableView {
  /// Accessories shown at the trailing edge (list cells), in order.
  nonisolated(unsafe) public var accessories: [CellAccessory] = []

  /// The accessories on screen for a list that is (or is not) editing: `displayed` and
  /// `isHidden` applied, as UIKit shows them.
  nonisolated public func shownAccessories(editing: Bool) -> [CellAccessory] {
    accessories.filter { $0.isShown(editing: editing) }
  }
  /// A table cell's standard accessory (`UITableViewCell.AccessoryType`).
  nonisolated(unsafe) public var accessoryType: AccessoryType = .none

  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Sendable, Hashable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// Whether the view has the cell's item selected: the engine sets it as the selection
  /// changes, so a subclass's `override var isSelected { didSet { … } }` runs, as in UIKit.
  open var isSelected = false
  /// Whether the cell is highlighted (a touch is down on it): set by the engine around a
  /// simulated tap, so a subclass's `didSet` runs, as in UIKit.
  open var isHighlighted = false
  /// Whether the view is in editing mode (table views).
  nonisolated(unsafe) public internal(set) var isEditing = false
  /// The content the data source described when the view last asked for this cell (created,
  /// reused, reloaded or reconfigured); `nil` when it tracks none.
  nonisolated(unsafe) public internal(set) var configuredContent: CellContent?
}

/// A headless list cell (`UICollectionViewListCell`).
open class VirtualListCell: VirtualCell {}

/// What a cell or a header shows: UIKit's `UIListContentConfiguration`, without the styling.
public struct ListContentConfiguration: Sendable, Hashable {
  /// The style it was made with ("cell", "subtitleCell", "valueCell", "header", "footer", …).
  public var style: String
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image, by name.
  public var image: ImageReference?
  /// How the text and the secondary text are set (fonts, colours, lines: recorded, not drawn).
  public var textProperties = TextProperties()
  /// How the secondary text is set (recorded, not drawn).
  public var secondaryTextProperties = TextProperties()
  /// How the image is shown (tint, size, corners: recorded, not drawn).
  public var imageProperties = ImageProperties()

  /// `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties: Sendable, Hashable {
    /// The image's tint colour.
    public var tintColor: ColorReference?
    /// The largest size the image is shown at (`.zero`: its own size).
    public var maximumSize = CGSize.zero
    /// The space kept for the image (`.zero`: its size).
    public var reservedLayoutSize = CGSize.zero
    /// The radius of the image's rounded corners.
    public var cornerRadius: Double = 0
    /// Properties with UIKit's defaults.
    public init() {}
  }

  /// `UIListContentConfiguration.TextProperties`.
  public struct TextProperties: Sendable, Hashable {
    /// The font, if set.
    public var font: FontReference?
    /// The text colour, if set.
    public var color: ColorReference?
    /// The maximum number of lines (0: no limit).
    public var numberOfLines = 0
    /// Properties with UIKit's defaults (nothing set, no line limit).
    public init() {}
  }

  /// A configuration of `style` with the given text, secondary text and image.
  public init(
    style: String = "cell", text: String? = nil, secondaryText: String? = nil,
    image: ImageReference? = nil
  ) {
    self.style = style
    self.text = text
    self.secondaryText = secondaryText
    self.image = image
  }

  /// `UIListContentConfiguration.cell()`: empty, of style `"cell"`.
  public static func cell() -> Self { Self(style: "cell") }
  /// `UIListContentConfiguration.subtitleCell()`: empty, of style `"subtitleCell"`.
  public static func subtitleCell() -> Self { Self(style: "subtitleCell") }
  /// `UIListContentConfiguration.valueCell()`: empty, of style `"valueCell"`.
  public static func valueCell() -> Self { Self(style: "valueCell") }
  /// `UIListContentConfiguration.sidebarCell()`: empty, of style `"sidebarCell"`.
  public static func sidebarCell() -> Self { Self(style: "sidebarCell") }
  /// `UIListContentConfiguration.header()`: empty, of style `"header"`.
  public static func header() -> Self { Self(style: "header") }
  /// `UIListContentConfiguration.footer()`: empty, of style `"footer"`.
  public static func footer() -> Self { Self(style: "footer") }
  /// `UIListContentConfiguration.plainHeader()`: empty, of style `"plainHeader"`.
  public static func plainHeader() -> Self { Self(style: "plainHeader") }
  /// `UIListContentConfiguration.plainFooter()`: empty, of style `"plainFooter"`.
  public static func plainFooter() -> Self { Self(style: "plainFooter") }
  /// `UIListContentConfiguration.groupedHeader()`: empty, of style `"groupedHeader"`.
  public static func groupedHeader() -> Self { Self(style: "groupedHeader") }
  /// `UIListContentConfiguration.groupedFooter()`: empty, of style `"groupedFooter"`.
  public static func groupedFooter() -> Self { Self(style: "groupedFooter") }
}

/// A colour (`UIColor`; nothing is drawn): a system or asset name, or components. Two colours
/// are equal when they read the same (their names or components).
public final class ColorReference: Sendable, Hashable, CustomStringConvertible {
  /// The system or asset name (`systemBlue`, `AccentColor`), or a description of the components
  /// (`rgba(1.0, 0.0, 0.0, 1.0)`, `white(0.5, 1.0)`).
  public let name: String
  /// Red, green, blue and alpha from 0 to 1, for a colour made from components; `nil` for a named
  /// one.
  public let components: (red: Double, green: Double, blue: Double, alpha: Double)?

  /// A named colour (`UIColor(named:)` returns one for any name; nothing is loaded).
  public init(named name: String) {
    self.name = name
    components = nil
  }

  /// `UIColor(red:green:blue:alpha:)`.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    name = "rgba(\(red), \(green), \(blue), \(alpha))"
    components = (red, green, blue, alpha)
  }

  /// `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double) {
    name = "white(\(white), \(alpha))"
    components = (white, white, white, alpha)
  }

  /// `UIColor(hue:saturation:brightness:alpha:)`, kept as its components in RGB.
  public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      h < 1
      ? (c, x, 0)
      : h < 2
        ? (x, c, 0)
        : h < 3
          ? (0, c, x)
          : h < 4
            ? (0, x, c)
            : h < 5 ? (x, 0, c) : (c, 0, x)
    let m = brightness - c
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// A copy of `other` (what a dynamic colour resolves to; `ListUIKit`'s
  /// `UIColor(dynamicProvider:)`).
  package init(copying other: ColorReference) {
    name = other.name
    components = other.components
  }

  /// The same colour with `alpha`.
  public func withAlphaComponent(_ alpha: Double) -> ColorReference {
    if let c = components {
      return ColorReference(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }
    return ColorReference(named: "\(name).alpha(\(alpha))")
  }

  /// The name (or the description of the components).
  public var description: String { name }

  /// Equal when the names are equal (components are part of the name).
  public static func == (a: ColorReference, b: ColorReference) -> Bool { a.name == b.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `UIColor.systemBackground`, by name.
  public static let systemBackground = ColorReference(named: "systemBackground")
  /// `UIColor.secondarySystemBackground`, by name.
  public static let secondarySystemBackground = ColorReference(named: "secondarySystemBackground")
  /// `UIColor.tertiarySystemBackground`, by name.
  public static let tertiarySystemBackground = ColorReference(named: "tertiarySystemBackground")
  /// `UIColor.systemGroupedBackground`, by name.
  public static let systemGroupedBackground = ColorReference(named: "systemGroupedBackground")
  /// `UIColor.secondarySystemGroupedBackground`, by name.
  public static let secondarySystemGroupedBackground = ColorReference(
    named: "secondarySystemGroupedBackground")
  /// `UIColor.white`, by name.
  public static let white = ColorReference(named: "white")
  /// `UIColor.black`, by name.
  public static let black = ColorReference(named: "black")
  /// `UIColor.clear`, by name.
  public static let clear = ColorReference(named: "clear")
  /// `UIColor.red`, by name.
  public static let red = ColorReference(named: "red")
  /// `UIColor.green`, by name.
  public static let green = ColorReference(named: "green")
  /// `UIColor.blue`, by name.
  public static let blue = ColorReference(named: "blue")
  /// `UIColor.yellow`, by name.
  public static let yellow = ColorReference(named: "yellow")
  /// `UIColor.orange`, by name.
  public static let orange = ColorReference(named: "orange")
  /// `UIColor.purple`, by name.
  public static let purple = ColorReference(named: "purple")
  /// `UIColor.brown`, by name.
  public static let brown = ColorReference(named: "brown")
  /// `UIColor.cyan`, by name.
  public static let cyan = ColorReference(named: "cyan")
  /// `UIColor.magenta`, by name.
  public static let magenta = ColorReference(named: "magenta")
  /// `UIColor.gray`, by name.
  public static let gray = ColorReference(named: "gray")
  /// `UIColor.lightGray`, by name.
  public static let lightGray = ColorReference(named: "lightGray")
  /// `UIColor.darkGray`, by name.
  public static let darkGray = ColorReference(named: "darkGray")
  /// `UIColor.label`, by name.
  public static let label = ColorReference(named: "label")
  /// `UIColor.secondaryLabel`, by name.
  public static let secondaryLabel = ColorReference(named: "secondaryLabel")
  /// `UIColor.tertiaryLabel`, by name.
  public static let tertiaryLabel = ColorReference(named: "tertiaryLabel")
  /// `UIColor.quaternaryLabel`, by name.
  public static let quaternaryLabel = ColorReference(named: "quaternaryLabel")
  /// `UIColor.placeholderText`, by name.
  public static let placeholderText = ColorReference(named: "placeholderText")
  /// `UIColor.link`, by name.
  public static let link = ColorReference(named: "link")
  /// `UIColor.systemBlue`, by name.
  public static let systemBlue = ColorReference(named: "systemBlue")
  /// `UIColor.systemRed`, by name.
  public static let systemRed = ColorReference(named: "systemRed")
  /// `UIColor.systemGreen`, by name.
  public static let systemGreen = ColorReference(named: "systemGreen")
  /// `UIColor.systemOrange`, by name.
  public static let systemOrange = ColorReference(named: "systemOrange")
  /// `UIColor.systemYellow`, by name.
  public static let systemYellow = ColorReference(named: "systemYellow")
  /// `UIColor.systemPurple`, by name.
  public static let systemPurple = ColorReference(named: "systemPurple")
  /// `UIColor.systemPink`, by name.
  public static let systemPink = ColorReference(named: "systemPink")
  /// `UIColor.systemTeal`, by name.
  public static let systemTeal = ColorReference(named: "systemTeal")
  /// `UIColor.systemIndigo`, by name.
  public static let systemIndigo = ColorReference(named: "systemIndigo")
  /// `UIColor.systemMint`, by name.
  public static let systemMint = ColorReference(named: "systemMint")
  /// `UIColor.systemCyan`, by name.
  public static let systemCyan = ColorReference(named: "systemCyan")
  /// `UIColor.systemBrown`, by name.
  public static let systemBrown = ColorReference(named: "systemBrown")
  /// `UIColor.systemGray`, by name.
  public static let systemGray = ColorReference(named: "systemGray")
  /// `UIColor.systemGray2`, by name.
  public static let systemGray2 = ColorReference(named: "systemGray2")
  /// `UIColor.systemGray3`, by name.
  public static let systemGray3 = ColorReference(named: "systemGray3")
  /// `UIColor.systemGray4`, by name.
  public static let systemGray4 = ColorReference(named: "systemGray4")
  /// `UIColor.systemGray5`, by name.
  public static let systemGray5 = ColorReference(named: "systemGray5")
  /// `UIColor.systemGray6`, by name.
  public static let systemGray6 = ColorReference(named: "systemGray6")
  /// `UIColor.separator`, by name.
  public static let separator = ColorReference(named: "separator")
  /// `UIColor.opaqueSeparator`, by name.
  public static let opaqueSeparator = ColorReference(named: "opaqueSeparator")
  /// `UIColor.systemFill`, by name.
  public static let systemFill = ColorReference(named: "systemFill")
  /// `UIColor.tintColor`, by name.
  public static let tintColor = ColorReference(named: "tintColor")
}

/// A font by text style or size (`UIFont`; nothing is drawn).
public struct FontReference: Sendable, Hashable, CustomStringConvertible {
  /// UIKit's text styles (`UIFont.TextStyle`).
  public enum TextStyle: String, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote
    case caption1, caption2
  }
  /// `UIFont.Weight`.
  public enum Weight: String, Sendable, Hashable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
  /// What the font is, as made: `preferred(body)`, `system(17.0, bold)`, …
  public var description: String
  /// The font's size in points: the size it was made with, or its text style's size at the
  /// default (large) content size category (body 17, title1 28, caption1 12, …).
  public internal(set) var pointSize: CGFloat

  /// A font of `pointSize` described as `description` (ListUIKit's other font constructors).
  package init(description: String, pointSize: CGFloat) {
    (self.description, self.pointSize) = (description, pointSize)
  }

  /// The font of a text style at the default content size category.
  public static func preferredFont(forTextStyle style: TextStyle) -> Self {
    let size: CGFloat =
      switch style {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    return Self(description: "preferred(\(style.rawValue))", pointSize: size)
  }
  /// The system font of `size` points and `weight`.
  public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Self {
    Self(description: "system(\(size), \(weight.rawValue))", pointSize: CGFloat(size))
  }
  /// The bold system font of `size` points.
  public static func boldSystemFont(ofSize size: Double) -> Self {
    systemFont(ofSize: size, weight: .bold)
  }
  /// The monospaced system font of `size` points and `weight`.
  public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> Self {
    Self(description: "monospaced(\(size), \(weight.rawValue))", pointSize: CGFloat(size))
  }
}

/// An image by name (`UIImage(systemName:)` / `UIImage(named:)`): only the name is kept.
public struct ImageReference: Sendable, Hashable, CustomStringConvertible {
  /// The image name (the SF Symbol name for a system image).
  public var name: String
  /// Whether it names an SF Symbol.
  public var isSystem: Bool

  /// Optional like UIKit's initialiser; `nil` only for an empty name.
  public init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    (name, isSystem) = (systemName, true)
  }

  /// Optional like UIKit's initialiser; `nil` only for an empty name.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    (self.name, isSystem) = (name, false)
  }

  /// `systemName: <name>` or `named: <name>`.
  public var description: String { isSystem ? "systemName: \(name)" : "named: \(name)" }
}

/// A cell accessory (`UICellAccessory`): what it is, when it shows, whether it is hidden.
///
/// As in UIKit, `delete`, `insert`, `reorder` and `multiselect` show only while the list is
/// editing unless told otherwise (`displayed:`); the others show always. ``isShown(editing:)``
/// answers for a cell, and ``VirtualCell/shownAccessories(editing:)`` for all of its accessories.
public struct CellAccessory: Sendable, Hashable, CustomStringConvertible {
  /// What the accessory is (`UICellAccessory`'s accessory types).
  public enum Kind: Sendable, Hashable {
    case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, detail
    case multiselect
    case label(String)
    /// A custom view (`UICellAccessory.customView`), by what it shows: `"toggle(on)"`,
    /// `"badge(3)"`, `"progress(0.5)"` (nothing is drawn).
    case customView(String)
  }

  /// The editing states an accessory shows in (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Sendable, Hashable {
    case always, whenEditing, whenNotEditing
  }

  /// What the accessory is.
  public var kind: Kind
  /// The editing states it shows in.
  public var displayed: DisplayedState
  /// Set from the options' `isHidden`: the accessory keeps its place but is not shown.
  public var isHidden: Bool
  /// What a tap on the accessory runs instead of UIKit's default (`actionHandler:` of
  /// `outlineDisclosure` and `delete`); a test runs it with `accessory.actionHandler?()`. Not
  /// part of equality: two accessories are equal when they look and show alike.
  public var actionHandler: (@MainActor @Sendable () -> Void)?

  /// An accessory of `kind`; `displayed` defaults to ``defaultDisplayedState(of:)``.
  public init(
    _ kind: Kind, displayed: DisplayedState? = nil, isHidden: Bool = false,
    actionHandler: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.kind = kind
    self.displayed = displayed ?? Self.defaultDisplayedState(of: kind)
    self.isHidden = isHidden
    self.actionHandler = actionHandler
  }

  /// Equal when kind, displayed state and `isHidden` match; `actionHandler` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.displayed == rhs.displayed && lhs.isHidden == rhs.isHidden
  }

  /// Hashes kind, displayed state and `isHidden`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(displayed)
    hasher.combine(isHidden)
  }

  /// UIKit's defaults: the editing controls show while editing, the rest always.
  public static func defaultDisplayedState(of kind: Kind) -> DisplayedState {
    switch kind {
    case .delete, .insert, .reorder, .multiselect: .whenEditing
    default: .always
    }
  }

  /// Whether the accessory is on screen for a cell of a list that is (or is not) editing.
  public func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// `UICellAccessory.disclosureIndicator()`, with its default displayed state.
  public static func disclosureIndicator() -> Self { Self(.disclosureIndicator) }
  /// `UICellAccessory.checkmark()`, with its default displayed state.
  public static func checkmark() -> Self { Self(.checkmark) }
  /// `UICellAccessory.delete()`, with its default displayed state.
  public static func delete() -> Self { Self(.delete) }
  /// `UICellAccessory.insert()`, with its default displayed state.
  public static func insert() -> Self { Self(.insert) }
  /// `UICellAccessory.reorder()`, with its default displayed state.
  public static func reorder() -> Self { Self(.reorder) }
  /// `UICellAccessory.outlineDisclosure()`, with its default displayed state.
  public static func outlineDisclosure() -> Self { Self(.outlineDisclosure) }
  /// `UICellAccessory.detail()`, with its default displayed state.
  public static func detail() -> Self { Self(.detail) }
  /// `UICellAccessory.multiselect()`, with its default displayed state.
  public static func multiselect() -> Self { Self(.multiselect) }
  /// `UICellAccessory.label(text:)`, shown always.
  public static func label(text: String) -> Self { Self(.label(text)) }

  /// The kind, then the displayed state when not the default, then `hidden` when hidden.
  public var description: String {
    let name =
      switch kind {
      case .label(let text): "label(\(text))"
      case .customView(let shows): shows
      default: "\(kind)"
      }
    let state =
      displayed == Self.defaultDisplayedState(of: kind) ? "" : " displayed: \(displayed)"
    return name + state + (isHidden ? " hidden" : "")
  }
}
