import Foundation

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
