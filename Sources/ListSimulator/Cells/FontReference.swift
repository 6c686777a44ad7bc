import Foundation

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
