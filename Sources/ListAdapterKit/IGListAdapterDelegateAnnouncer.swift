import Foundation
import ListUIKit

/// Tells listeners what every adapter's display handling tells its own ``ListAdapterDelegate``
/// (`IGListAdapterDelegateAnnouncer`, which IGListKit gives no Swift name): objects and cells
/// coming on and going off screen, for all adapters at once (an app's impression logging, say).
/// Adapters announce to ``sharedInstance()``; listeners are held weakly, each told once per
/// event, in the order they were added.
@preconcurrency
@MainActor
public final class IGListAdapterDelegateAnnouncer {
  private static let shared = IGListAdapterDelegateAnnouncer()
  private var listeners: [_WeakAdapterDelegate] = []

  /// The announcer every adapter announces to.
  public static func sharedInstance() -> IGListAdapterDelegateAnnouncer { shared }

  /// An announcer of its own (adapters announce to ``sharedInstance()``).
  public init() {}

  /// Adds `listener` (held weakly: it needs no removing when it goes away; added once).
  public func addListener(_ listener: any ListAdapterDelegate) {
    listeners.removeAll { $0.delegate == nil }
    guard !listeners.contains(where: { $0.delegate === listener }) else { return }
    listeners.append(_WeakAdapterDelegate(delegate: listener))
  }

  /// Stops telling `listener`.
  public func removeListener(_ listener: any ListAdapterDelegate) {
    listeners.removeAll { $0.delegate == nil || $0.delegate === listener }
  }

  /// Tells every listener, in the order they were added.
  func announce(_ event: (any ListAdapterDelegate) -> Void) {
    for listener in listeners.compactMap(\.delegate) { event(listener) }
  }
}

/// A name in the style of the package's other IGListKit names (IGListKit gives the class no
/// Swift name of its own).
public typealias ListAdapterDelegateAnnouncer = IGListAdapterDelegateAnnouncer

/// A listener held weakly.
struct _WeakAdapterDelegate {
  weak var delegate: (any ListAdapterDelegate)?
}
