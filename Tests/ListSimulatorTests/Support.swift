import Foundation
import ListKit
import ListSimulator

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A random valid snapshot: up to `maxSections` sections of up to `maxItems` unique items.
func randomSnapshot(_ rng: inout SplitMix64, maxSections: Int = 5, maxItems: Int = 8) -> Snapshot {
  var snapshot = Snapshot()
  var next = 0
  for s in 0..<Int.random(in: 0...maxSections, using: &rng) {
    snapshot.appendSections(["s\(s)"])
    let count = Int.random(in: 0...maxItems, using: &rng)
    snapshot.appendItems(Array(next..<(next + count)), toSection: "s\(s)")
    next += count
  }
  return snapshot
}

/// A random edit of `old`: sections and items deleted, inserted, moved (also across sections),
/// and items marked for reload and reconfigure.
func randomEdit(of old: Snapshot, _ rng: inout SplitMix64, maxSections: Int = 5, maxItems: Int = 8)
  -> Snapshot
{
  var sections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
  var nextItem = (old.itemIdentifiers.max() ?? 0) + 1000
  var nextSection = Int.random(in: 0..<1_000_000_000, using: &rng)
  // Delete some sections, insert some, shuffle a little.
  sections.removeAll { _ in Int.random(in: 0..<6, using: &rng) == 0 }
  for _ in 0..<Int.random(in: 0...2, using: &rng) where sections.count < maxSections + 2 {
    let position = Int.random(in: 0...sections.count, using: &rng)
    sections.insert(("n\(nextSection)", []), at: position)
    nextSection += 1
  }
  if sections.count > 1, Bool.random(using: &rng) {
    let from = Int.random(in: 0..<sections.count, using: &rng)
    let moved = sections.remove(at: from)
    sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
  }
  // Item edits.
  for k in sections.indices {
    var items = sections[k].1
    items.removeAll { _ in Int.random(in: 0..<5, using: &rng) == 0 }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      items.insert(nextItem, at: Int.random(in: 0...items.count, using: &rng))
      nextItem += 1
    }
    if items.count > 1, Bool.random(using: &rng) {
      let moved = items.remove(at: Int.random(in: 0..<items.count, using: &rng))
      items.insert(moved, at: Int.random(in: 0...items.count, using: &rng))
    }
    sections[k].1 = items
  }
  // Cross-section moves.
  if sections.count > 1 {
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      let from = Int.random(in: 0..<sections.count, using: &rng)
      guard !sections[from].1.isEmpty else { continue }
      let item = sections[from].1.remove(
        at: Int.random(in: 0..<sections[from].1.count, using: &rng))
      let to = Int.random(in: 0..<sections.count, using: &rng)
      sections[to].1.insert(item, at: Int.random(in: 0...sections[to].1.count, using: &rng))
    }
  }
  var new = Snapshot()
  for (section, items) in sections {
    new.appendSections([section])
    new.appendItems(items, toSection: section)
  }
  let all = new.itemIdentifiers
  if !all.isEmpty {
    new.reloadItems(all.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
    new.reconfigureItems(all.filter { _ in Int.random(in: 0..<8, using: &rng) == 0 })
  }
  if !sections.isEmpty, Int.random(in: 0..<6, using: &rng) == 0 {
    new.reloadSections([sections[Int.random(in: 0..<sections.count, using: &rng)].0])
  }
  return new
}

/// The model of a snapshot as identified sections.
func model(_ snapshot: Snapshot) -> [[ItemIdentity]] {
  snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(ItemIdentity.init) }
}
