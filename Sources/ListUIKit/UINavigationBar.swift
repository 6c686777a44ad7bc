import Foundation
import ListSimulator

/// `UINavigationBar`: a navigation controller's bar, and the appearance proxy all bars share.
open class UINavigationBar: UIView {
  /// The bar's background colour (recorded).
  open var barTintColor: UIColor?
  /// Whether titles are large (recorded).
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (recorded).
  open var isTranslucent = true
  /// The title's text attributes (recorded).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes (recorded).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// The proxy whose properties every navigation bar starts from (`UINavigationBar.appearance()`;
  /// recorded, one per process).
  @preconcurrency
  @MainActor
  public static func appearance() -> UINavigationBar { appearanceProxy }
  @MainActor private static let appearanceProxy = UINavigationBar(frame: .zero)
}
