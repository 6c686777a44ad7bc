/// `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  /// The priority's value (1000 is required).
  public var rawValue: Float
  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`, written `UILayoutPriority(999)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a view's compression resistance unless set.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250: a view's hugging priority unless set.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: UIKit's level for computing a fitting size (no size is computed here).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Orders priorities by value.
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  /// The priority raised by `b` (`.defaultHigh + 1`).
  public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
  /// The priority lowered by `b` (`.required - 1`).
  public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}
