import Foundation
import ListUIKit

extension UIViewController {
  /// The adapters made with this view controller as their `viewController` that are still
  /// alive, in the order they were made (IGListKit's `UIViewController (IGListAdapter)`
  /// category, which holds them weakly).
  public func associatedListAdapters() -> [ListAdapter] {
    _AssociatedAdapters.adapters(of: self)
  }
}

/// Each view controller's adapters, held weakly, as IGListKit's category keeps them in a weak
/// table associated with the view controller.
@MainActor
enum _AssociatedAdapters {
  private struct Entry {
    weak var controller: UIViewController?
    var adapters: [_WeakAdapter]
  }
  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Records `adapter` as one of `controller`'s (IGListKit's adapter does so when it is made).
  static func associate(_ adapter: ListAdapter, with controller: UIViewController) {
    // Entries of view controllers that are gone are dropped (their identifiers can be reused).
    entries = entries.filter { $0.value.controller != nil }
    let key = ObjectIdentifier(controller)
    var entry = entries[key] ?? Entry(controller: controller, adapters: [])
    entry.adapters.removeAll { $0.adapter == nil }
    entry.adapters.append(_WeakAdapter(adapter: adapter))
    entries[key] = entry
  }

  /// `controller`'s adapters that are still alive.
  static func adapters(of controller: UIViewController) -> [ListAdapter] {
    guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller
    else { return [] }
    return entry.adapters.compactMap(\.adapter)
  }
}
