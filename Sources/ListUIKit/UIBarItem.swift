import Foundation

/// `UIBarItem`: what bar button items and tab bar items share — an `NSObject`, as in UIKit.
@preconcurrency
@MainActor
open class UIBarItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The item's image (recorded).
  open var image: UIImage?
  /// Whether the item responds to taps.
  open var isEnabled = true
  /// An integer the app chooses.
  open var tag = 0
  /// An item with no title or image.
  public override init() { super.init() }
}
