import Foundation

/// `NSStringDrawingContext`: accepted by `Foundation.NSString.boundingRect(with:options:attributes:context:)`.
public final class NSStringDrawingContext {
  /// The scale factor the text may shrink to (recorded).
  public var minimumScaleFactor: CGFloat = 0
  /// A context with UIKit's defaults.
  public init() {}
}
