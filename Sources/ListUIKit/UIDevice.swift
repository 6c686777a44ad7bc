/// `UIDevice`: the simulated device, an iPhone.
public final class UIDevice: Sendable {
  /// `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5 }

  /// The one device.
  public static let current = UIDevice()

  /// `.phone`: the screens here are an iPhone's (390 x 844 points).
  public let userInterfaceIdiom = Idiom.phone
  /// The system's name.
  public let systemName = "iOS"
  /// The device's model.
  public let model = "iPhone"
  /// The device's name.
  public let name = "iPhone"
  /// A fixed version string; which UIKit release the views behave as is set by their
  /// `ViewConfiguration` (`iOS:linkedSDK:`), not by this.
  public let systemVersion = "18.0"

  private init() {}
}

/// `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UIDevice.Idiom
