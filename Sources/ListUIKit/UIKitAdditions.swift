import Foundation
import ListSimulator

// What UIKit adds to Foundation's types and to its own small value types, which screens use
// beside their lists: attributed-string keys, rectangle insets, text measuring, fonts' metrics,
// symbol configurations, showing a controller.

extension NSAttributedString.Key {
  /// `NSAttributedString.Key.font`: the text's `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// `.foregroundColor`: the text's `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// `.backgroundColor`: the colour behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// `.paragraphStyle`: alignment and line spacing.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// `.kern`: extra space between characters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// `.underlineStyle`: the underline (an `NSUnderlineStyle` raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// `.strikethroughStyle`: the strikethrough (an `NSUnderlineStyle` raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

extension CGRect {
  /// The rectangle shrunk by `insets` on each side (`CGRect.inset(by:)`, UIKit's addition).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension FontReference {
  /// The height of a line: 1.2 times the point size, rounded to half points — a stand-in for
  /// the font's metrics (nothing is measured here).
  public var lineHeight: CGFloat { (pointSize * 2.4).rounded() / 2 }

  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`.
  public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Self {
    Self(description: "monospacedDigit(\(size), \(weight.rawValue))", pointSize: CGFloat(size))
  }

  /// `UIFont.italicSystemFont(ofSize:)`.
  public static func italicSystemFont(ofSize size: Double) -> Self {
    Self(description: "italic(\(size), regular)", pointSize: CGFloat(size))
  }

  /// `UIFont(name:size:)`: a font of that name (any name; nothing is loaded), `nil` for an
  /// empty name.
  public init?(name: String, size: Double) {
    guard !name.isEmpty else { return nil }
    self.init(description: "\(name)(\(size), regular)", pointSize: CGFloat(size))
  }
}

extension NSString {
  /// The size `self` takes in `size` (`boundingRect(with:options:attributes:context:)`, UIKit's
  /// addition), with stand-in metrics, not a measurement: each character is half the font's
  /// point size wide, each line ``FontReference/lineHeight`` high (the font of `.font`, else 17
  /// points); with `.usesLineFragmentOrigin` the text wraps at `size.width`, else it is one
  /// line. The height is capped at `size.height`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
  ) -> CGRect {
    let font = attributes?[.font] as? FontReference ?? .systemFont(ofSize: 17)
    let width = CGFloat(length) * font.pointSize / 2
    var lines: CGFloat = 1
    if options.contains(.usesLineFragmentOrigin), size.width > 0, width > size.width {
      lines = (width / size.width).rounded(.up)
    }
    let measured = CGSize(
      width: min(width, size.width > 0 ? size.width : width), height: lines * font.lineHeight)
    return CGRect(
      origin: .zero,
      size: CGSize(width: measured.width, height: min(measured.height, size.height)))
  }

  /// The size of `self` on one line (`size(withAttributes:)`), with the same stand-in metrics.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    boundingRect(
      with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
      attributes: attributes
    ).size
  }
}

extension ImageReference {
  /// `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, Hashable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
  /// `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable, Hashable {
    case `default` = -1, unspecified, small, medium, large
  }

  /// `UIImage.SymbolConfiguration`: a symbol's size, weight and scale (recorded with the image).
  public struct SymbolConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The point size, or `nil` (the text style's or the default).
    public var pointSize: CGFloat?
    /// The text style it follows, or `nil`.
    public var textStyle: FontReference.TextStyle?
    /// The weight.
    public var weight: SymbolWeight = .unspecified
    /// The scale.
    public var scale: SymbolScale = .unspecified

    /// A configuration of `pointSize`, `weight` and `scale`.
    public init(
      pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default
    ) {
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
    }
    /// A configuration following `textStyle`.
    public init(textStyle: FontReference.TextStyle, scale: SymbolScale = .default) {
      (self.textStyle, self.scale) = (textStyle, scale)
    }
    /// A configuration of `weight`.
    public init(weight: SymbolWeight) { self.weight = weight }
    /// A configuration of `scale`.
    public init(scale: SymbolScale) { self.scale = scale }
    /// A configuration of `font`'s size.
    public init(font: FontReference, scale: SymbolScale = .default) {
      (pointSize, self.scale) = (font.pointSize, scale)
    }

    /// What it sets, for reading in failures: `"17.0/bold/large"`, unset parts as `-`.
    public var description: String {
      let size = pointSize.map { "\($0)" } ?? textStyle?.rawValue ?? "-"
      return "\(size)/\(weight)/\(scale)"
    }
  }

  /// `UIImage(systemName:withConfiguration:)`: the symbol, with the configuration kept in its
  /// name (`"star.fill [17.0/bold/-]"`) so two configurations read differently; `nil` for an
  /// empty name.
  public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: systemName)
    if let configuration { name += " [\(configuration)]" }
  }

  /// `UIImage(data:)`: an image from encoded bytes. Nothing is decoded here: data that starts as
  /// a PNG, JPEG, GIF, WebP or HEIC file does makes an image named after its kind and size
  /// (`"data: png, 2048 bytes"`); anything else is `nil`, as UIKit's is for data it cannot read.
  public init?(data: Data) {
    let bytes = [UInt8](data.prefix(12))
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    let kind: String
    if starts([0x89, 0x50, 0x4E, 0x47]) {
      kind = "png"
    } else if starts([0xFF, 0xD8, 0xFF]) {
      kind = "jpeg"
    } else if starts(Array("GIF8".utf8)) {
      kind = "gif"
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      kind = "webp"
    } else if starts(Array("ftyp".utf8), at: 4) {
      kind = "heic"
    } else {
      return nil
    }
    self.init(named: "data: \(kind), \(data.count) bytes")
  }

  /// The same image with `configuration` (`withConfiguration(_:)`).
  public func withConfiguration(_ configuration: SymbolConfiguration) -> ImageReference {
    var copy = self
    copy.name = name.split(separator: " [").first.map(String.init) ?? name
    copy.name += " [\(configuration)]"
    return copy
  }
}

extension ColorReference {
  /// `UIColor.darkText`.
  public static let darkText = ColorReference(named: "darkText")
  /// `UIColor.lightText`.
  public static let lightText = ColorReference(named: "lightText")
  /// `UIColor.groupTableViewBackground` (deprecated in UIKit, still compiled).
  public static let groupTableViewBackground = ColorReference(named: "groupTableViewBackground")
}
