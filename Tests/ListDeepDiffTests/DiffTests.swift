import Foundation
import ListDeepDiff
import ListSimulator
import ListUIKit
import Testing

/// A person whose identity is `id` and whose content is `name`.
struct Person: DiffAware, Equatable {
  let id: Int
  let name: String
  var diffId: Int { id }
  static func compareContent(_ a: Person, _ b: Person) -> Bool { a.name == b.name }
}

/// A deterministic generator for the randomized tests: the package's `SplitMix64`, drawing
/// bounded integers.
struct Generator {
  var rng: SplitMix64
  init(state: UInt64) { rng = SplitMix64(seed: state) }
  mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &rng) }
}

/// A change as a short string, for comparing whole diffs: `D0 a`, `I2 d`, `R1 b`, `M4>1 e`.
func describe<T>(_ change: Change<T>) -> String {
  switch change {
  case .delete(let d): "D\(d.index) \(d.item)"
  case .insert(let i): "I\(i.index) \(i.item)"
  case .replace(let r): "R\(r.index) \(r.oldItem)>\(r.newItem)"
  case .move(let m): "M\(m.fromIndex)>\(m.toIndex) \(m.item)"
  }
}
