import Foundation
import ListSimulator

/// `UIPopoverPresentationController`: where an action sheet points on iPad (recorded).
@preconcurrency
@MainActor
public final class UIPopoverPresentationController {
  /// The view it points from.
  public var sourceView: UIView?
  /// The rectangle in ``sourceView`` it points at.
  public var sourceRect = CGRect.zero
  /// The bar button item it points from.
  public var barButtonItem: UIBarButtonItem?
  /// Made by an action sheet.
  init() {}
}
