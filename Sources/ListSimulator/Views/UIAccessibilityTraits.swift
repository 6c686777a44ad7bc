/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits' bits.
  public let rawValue: UInt64
  /// Traits of `rawValue`'s bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// The element acts as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element heads a section of content.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
