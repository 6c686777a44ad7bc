import ListKit
import Testing

/// A deliberately simple reference: an array of (section, items), marks, and the error codes the
/// snapshot must record.
struct ReferenceSnapshot {
  var sections: [(id: String, items: [Int])] = []
  var reloaded: [Int] = []
  var reconfigured: [Int] = []
  var reloadedSections: [String] = []
  var errors: [String] = []

  var allItems: [Int] { sections.flatMap(\.items) }
  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
  func location(_ item: Int) -> (Int, Int)? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: item) { return (s, i) }
    }
    return nil
  }
  func hasRepeats<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != values.count }
  mutating func forget(_ items: Set<Int>) {
    reloaded.removeAll(where: items.contains)
    reconfigured.removeAll(where: items.contains)
  }
}

typealias TestSnapshot = DiffableDataSourceSnapshot<String, Int>

/// One random edit, applied to both the snapshot and the reference.
enum Edit {
  static func random(_ rng: inout SplitMix64, reference: ReferenceSnapshot, nextItem: inout Int)
    -> (
      String, (inout TestSnapshot) -> Void, (inout ReferenceSnapshot) -> Void
    )
  {
    let sectionPool = (0..<8).map { "s\($0)" }
    let existing = reference.allItems
    func anyItem() -> Int {
      if !existing.isEmpty && Int.random(in: 0..<5, using: &rng) != 0 {
        return existing.randomElement(using: &rng)!
      }
      return Int.random(in: 0..<(nextItem + 3), using: &rng)
    }
    func anySection() -> String { sectionPool.randomElement(using: &rng)! }
    func newItems() -> [Int] {
      var items: [Int] = []
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: items.append(anyItem())  // maybe existing
        case 1 where !items.isEmpty: items.append(items[0])  // repeated in the call
        default:
          items.append(nextItem)
          nextItem += 1
        }
      }
      return items
    }
    switch Int.random(in: 0..<16, using: &rng) {
    case 0:
      let ids = (0..<Int.random(in: 1...2, using: &rng)).map { _ in anySection() }
      return (
        "appendSections \(ids)", { $0.appendSections(ids) },
        { r in
          if r.hasRepeats(ids) || ids.contains(where: { r.sectionIndex($0) != nil }) {
            return r.errors.append("duplicateSectionIdentifiers")
          }
          r.sections += ids.map { ($0, []) }
        }
      )
    case 1:
      let ids = [anySection()]
      let anchor = anySection()
      let after = Bool.random(using: &rng)
      return (
        "insertSections \(ids) \(after ? "after" : "before") \(anchor)",
        {
          after
            ? $0.insertSections(ids, afterSection: anchor)
            : $0.insertSections(ids, beforeSection: anchor)
        },
        { r in
          guard let a = r.sectionIndex(anchor) else { return r.errors.append("unknownSection") }
          if ids.contains(where: { r.sectionIndex($0) != nil }) {
            return r.errors.append("duplicateSectionIdentifiers")
          }
          r.sections.insert(contentsOf: ids.map { ($0, []) }, at: after ? a + 1 : a)
        }
      )
    case 2:
      let ids = [anySection()]
      return (
        "deleteSections \(ids)", { $0.deleteSections(ids) },
        { r in
          // UIKit skips sections it cannot find (D20).
          let removed = Set(r.sections.filter { ids.contains($0.id) }.flatMap(\.items))
          r.sections.removeAll { ids.contains($0.id) }
          r.forget(removed)
          r.reloadedSections.removeAll(where: ids.contains)
        }
      )
    case 3:
      let (x, y) = (anySection(), anySection())
      let after = Bool.random(using: &rng)
      return (
        "moveSection \(x) \(after ? "after" : "before") \(y)",
        {
          after ? $0.moveSection(x, afterSection: y) : $0.moveSection(x, beforeSection: y)
        },
        { r in
          guard let from = r.sectionIndex(x), r.sectionIndex(y) != nil else {
            return r.errors.append("unknownSection")
          }
          guard x != y else { return }
          let moved = r.sections.remove(at: from)
          let to = r.sectionIndex(y)!
          r.sections.insert(moved, at: after ? to + 1 : to)
        }
      )
    case 4:
      let ids = [anySection()]
      return (
        "reloadSections \(ids)", { $0.reloadSections(ids) },
        { r in
          guard ids.allSatisfy({ r.sectionIndex($0) != nil }) else {
            return r.errors.append("unknownSection")
          }
          for id in ids where !r.reloadedSections.contains(id) { r.reloadedSections.append(id) }
        }
      )
    case 5, 6, 7:
      let items = newItems()
      let section: String? = Bool.random(using: &rng) ? nil : anySection()
      return (
        "appendItems \(items) to \(section ?? "last")",
        { $0.appendItems(items, toSection: section) },
        { r in
          guard !r.sections.isEmpty else { return r.errors.append("noSections") }
          var s = r.sections.count - 1
          if let section {
            guard let index = r.sectionIndex(section) else {
              return r.errors.append("unknownSection")
            }
            s = index
          }
          guard !items.isEmpty else { return }
          if r.hasRepeats(items) { return r.errors.append("duplicateItemIdentifiers") }
          if items.contains(where: { r.location($0) != nil }) {
            return r.errors.append("itemAlreadyExists")
          }
          r.sections[s].items += items
        }
      )
    case 8:
      let items = newItems()
      let anchor = anyItem()
      let after = Bool.random(using: &rng)
      return (
        "insertItems \(items) \(after ? "after" : "before") \(anchor)",
        {
          after
            ? $0.insertItems(items, afterItem: anchor) : $0.insertItems(items, beforeItem: anchor)
        },
        { r in
          guard let (s, i) = r.location(anchor) else { return r.errors.append("unknownItem") }
          if r.hasRepeats(items) { return r.errors.append("duplicateItemIdentifiers") }
          if items.contains(where: { r.location($0) != nil }) {
            return r.errors.append("itemAlreadyExists")
          }
          r.sections[s].items.insert(contentsOf: items, at: after ? i + 1 : i)
        }
      )
    case 9:
      let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in anyItem() }
      return (
        "deleteItems \(items)", { $0.deleteItems(items) },
        { r in
          // UIKit skips items it cannot find (D20).
          for k in r.sections.indices { r.sections[k].items.removeAll(where: items.contains) }
          r.forget(Set(items))
        }
      )
    case 10, 11:
      let (x, y) = (anyItem(), Int.random(in: 0..<8, using: &rng) == 0 ? -1 : anyItem())
      let target = y == -1 ? x : y
      let after = Bool.random(using: &rng)
      return (
        "moveItem \(x) \(after ? "after" : "before") \(target)",
        {
          after ? $0.moveItem(x, afterItem: target) : $0.moveItem(x, beforeItem: target)
        },
        { r in
          if x == target { return r.errors.append("itemRelativeToItself") }
          guard let (s, i) = r.location(x), r.location(target) != nil else {
            return r.errors.append("unknownItem")
          }
          r.sections[s].items.remove(at: i)
          let (ts, ti) = r.location(target)!
          r.sections[ts].items.insert(x, at: after ? ti + 1 : ti)
        }
      )
    case 12:
      let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in anyItem() }
      let reconfigure = Bool.random(using: &rng)
      return (
        "\(reconfigure ? "reconfigure" : "reload")Items \(items)",
        {
          reconfigure ? $0.reconfigureItems(items) : $0.reloadItems(items)
        },
        { r in
          guard items.allSatisfy({ r.location($0) != nil }) else {
            return r.errors.append(reconfigure ? "reconfigureUnknownItem" : "reloadUnknownItem")
          }
          for item in items {
            if reconfigure {
              if !r.reconfigured.contains(item) { r.reconfigured.append(item) }
            } else if !r.reloaded.contains(item) {
              r.reloaded.append(item)
            }
          }
        }
      )
    case 13:
      let section = anySection()
      let items = newItems()
      return (
        "replaceItems in \(section) with \(items)", { $0.replaceItems(in: section, with: items) },
        { r in
          guard let s = r.sectionIndex(section) else { return r.errors.append("unknownSection") }
          if r.hasRepeats(items) { return r.errors.append("duplicateItemIdentifiers") }
          if items.contains(where: { r.location($0).map { $0.0 != s } ?? false }) {
            return r.errors.append("itemAlreadyExists")
          }
          r.forget(Set(r.sections[s].items).subtracting(items))
          r.sections[s].items = items
        }
      )
    case 14:
      let modulus = Int.random(in: 3...7, using: &rng)
      return (
        "removeItems where % \(modulus) == 0", { $0.removeItems { $0 % modulus == 0 } },
        { r in
          let removed = Set(r.allItems.filter { $0 % modulus == 0 })
          for k in r.sections.indices { r.sections[k].items.removeAll(where: removed.contains) }
          r.forget(removed)
        }
      )
    default:
      if Int.random(in: 0..<6, using: &rng) == 0 {
        return (
          "deleteAllItems", { $0.deleteAllItems() },
          { r in
            let errors = r.errors
            r = ReferenceSnapshot()
            r.errors = errors
          }
        )
      }
      return ("query only", { _ in }, { _ in })
    }
  }
}

@Suite struct SnapshotModelTests {
  /// Seeded random edits, valid and invalid: after every step the snapshot agrees with the
  /// reference, including which edits were rejected and with which code.
  @Test(arguments: 0..<150)
  func agreesWithReferenceAfterEveryEdit(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var snapshot = TestSnapshot()
    var reference = ReferenceSnapshot()
    var nextItem = 0
    var history: [String] = []
    for step in 0..<250 {
      let (name, edit, model) = Edit.random(&rng, reference: reference, nextItem: &nextItem)
      history.append(name)
      edit(&snapshot)
      model(&reference)
      // Query only sometimes, so that pending appends pile up between observations.
      guard Int.random(in: 0..<3, using: &rng) == 0 || step == 249 else { continue }
      let context = "seed \(seed) step \(step): \(history.suffix(6).joined(separator: "; "))"
      #expect(snapshot.sectionIdentifiers == reference.sections.map(\.id), "\(context)")
      for section in reference.sections {
        #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items, "\(context)")
      }
      #expect(snapshot.itemIdentifiers == reference.allItems, "\(context)")
      #expect(snapshot.numberOfItems == reference.allItems.count, "\(context)")
      #expect(snapshot.errors.map(\.stableCode) == reference.errors, "\(context)")
      #expect(snapshot.reloadedItemIdentifiers == reference.reloaded, "\(context)")
      #expect(snapshot.reconfiguredItemIdentifiers == reference.reconfigured, "\(context)")
      #expect(snapshot.reloadedSectionIdentifiers == reference.reloadedSections, "\(context)")
      for item in reference.allItems.prefix(5) + [nextItem + 7] {
        let expectedSection = reference.location(item).map { reference.sections[$0.0].id }
        #expect(snapshot.sectionIdentifier(containingItem: item) == expectedSection, "\(context)")
        #expect(snapshot.indexOfItem(item) == reference.allItems.firstIndex(of: item), "\(context)")
        #expect(snapshot.contains(item) == (expectedSection != nil), "\(context)")
      }
      snapshot._checkInvariants()
      if history.count > 6 { history.removeFirst(history.count - 6) }
    }
  }
}
