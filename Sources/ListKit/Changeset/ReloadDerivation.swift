/// UIKit's derivation of the insert that a reload implies (rule A3 of the UIKit catalogue).
///
/// A reload at before-update position `r` is a delete at `r` plus an insert at `r` shifted down by
/// the deletes below `r` and up by the batch's inserts at or below the shifted position; moves are
/// ignored. Both the virtual view (to reproduce UIKit's collisions) and the diff engine (to avoid
/// them) use this one function.
public enum ReloadDerivation {
  /// The after-update position UIKit gives the insert implied by a reload at `position`.
  ///
  /// - Parameters:
  ///   - position: The reload's before-update position.
  ///   - deletes: Before-update positions deleted in the same container (reloads included).
  ///   - inserts: After-update positions inserted in the same container (reloads' implied
  ///     inserts excluded), sorted ascending.
  /// - Complexity: O(deletes + inserts).
  public static func insertPosition(
    forReloadAt position: Int, deletes: some Sequence<Int>, sortedInserts inserts: [Int]
  ) -> Int {
    var derived = position
    for delete in deletes where delete < position { derived -= 1 }
    for insert in inserts where insert <= derived { derived += 1 }
    return derived
  }
}
