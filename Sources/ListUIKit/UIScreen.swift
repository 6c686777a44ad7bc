import Foundation
import ListSimulator

/// `UIScreen`: the phone's screen, 390 × 844 points at scale 3 (an iPhone in portrait). It never
/// changes, so it is readable from anywhere (a cell's `layoutSubviews` included).
public final class UIScreen: Sendable {
  /// The screen the app runs on.
  public static let main = UIScreen()
  /// The screen's bounds, 390 × 844 points.
  public let bounds = VirtualView.screenFrame
  /// Points to pixels, 3.
  public let scale: CGFloat = 3
  /// The native scale, 3.
  public let nativeScale: CGFloat = 3
  private init() {}
}
