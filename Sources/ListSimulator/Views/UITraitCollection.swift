import Foundation

/// `UITraitCollection`: the light appearance, compact width and regular height (an iPhone in
/// portrait), the large content size category — what a screen reads to pick colours and fonts.
public struct UITraitCollection: Sendable, Hashable {
  /// `UIUserInterfaceStyle`.
  public enum Style: Int, Sendable { case unspecified, light, dark }
  /// `UIUserInterfaceSizeClass`.
  public enum SizeClass: Int, Sendable { case unspecified, compact, regular }
  /// The appearance: light unless made with ``init(userInterfaceStyle:)``.
  public var userInterfaceStyle = Style.light
  /// The width's size class: compact unless set.
  public var horizontalSizeClass = SizeClass.compact
  /// The height's size class: regular unless set.
  public var verticalSizeClass = SizeClass.regular
  /// Pixels per point: 3 unless set.
  public var displayScale: CGFloat = 3
  /// The standard traits: light appearance, compact width, regular height, scale 3.
  public init() {}
  /// `UITraitCollection(userInterfaceStyle:)`.
  public init(userInterfaceStyle: Style) { self.userInterfaceStyle = userInterfaceStyle }
}

/// `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UITraitCollection.Style
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UITraitCollection.SizeClass
