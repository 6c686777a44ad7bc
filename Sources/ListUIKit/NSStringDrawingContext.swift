import Foundation

/// `NSStringDrawingContext`: accepted by `boundingRect(with:options:attributes:context:)`, the
/// text measuring this module adds to `String` and `NSString` as UIKit does.
public final class NSStringDrawingContext {
  /// The scale factor the text may shrink to (recorded).
  public var minimumScaleFactor: CGFloat = 0
  /// A context with UIKit's defaults.
  public init() {}
}
