import Foundation
import ListKit

/// A section-item position as a hashable pair of integers: what the view's tables of cells,
/// selections and operations are keyed by. Unlike `_Location` (ListKit), which packs a position
/// into one integer of 32-bit halves for the engine's arrays, it holds any `Int` in each half.
struct _SectionItem: Hashable {
  let section: Int
  let item: Int
  @inline(__always) init(_ p: IndexPath) { (section, item) = (p[0], p[1]) }
  @inline(__always) init(_ section: Int, _ item: Int) {
    (self.section, self.item) = (section, item)
  }
  /// From the engine's packed `section << 32 | item`.
  @inline(__always) init(packed: Int) {
    (section, item) = (_Location.section(of: packed), _Location.item(of: packed))
  }
  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  // Hashed as one word: the view's tables of cells, selections and operations hash a key several
  // times per update. Equality still compares both halves, so keys outside 32 bits only collide.
  @inline(__always) var _word: Int { section &<< 32 ^ item }
  func hash(into hasher: inout Hasher) { hasher.combine(_word) }
  func _rawHashValue(seed: Int) -> Int { _word._rawHashValue(seed: seed) }
}

extension _SectionItem: Comparable {
  @inline(__always) static func < (a: _SectionItem, b: _SectionItem) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }
}
