import Foundation
import ListFuzz
import ListKit
import ListSimulator
import Testing

/// Random batches — planned ones, and ones corrupted in section and item operations (repeated
/// indexes, off by one, the wrong index space, dropped or extra operations, every kind of
/// operation) — through the view and through the independent ``ReferenceModel``: the same
/// verdict (outcome and code) and, when accepted, the same items shown.
@Suite struct DifferentialTests {
  typealias Case = BatchCases.Case

  static func check(_ c: Case, kind: ViewKind, configuration: ViewConfiguration) throws -> (
    actual: ReferenceModel.Verdict, expected: ReferenceModel.Verdict
  ) {
    let old = c.old.map { $0.map(ItemIdentity.init) }
    let new = c.new.map { $0.map(ItemIdentity.init) }
    let expected = ReferenceModel(
      kind: kind, strict: configuration.strict, recovering: configuration.profile == .recovering,
      old: old, new: new, batch: c.batch
    ).verdict()
    let model = ArrayDataSource(sections: old)
    let view = VirtualView(kind: kind, dataSource: model, configuration: configuration)
    try view.reloadData()
    model.sections = new
    let actual: ReferenceModel.Verdict
    do {
      let result = try view.perform(c.batch)
      switch result.outcome {
      case .recovered: actual = .recovered(.invalidItemCount)
      default:
        actual = .accepted(
          shown: view.shownIdentifiers.map { $0 ?? [] }, warning: result.warnings.first?.code)
      }
    } catch {
      actual = .rejected(error.code)
      // A rejected batch changes nothing.
      #expect(view.shownIdentifiers == old.map { Optional($0) })
    }
    return (actual, expected)
  }

  /// Both view kinds in every configuration: the same verdict as the reference model.
  static func expectAgreement(_ c: Case, seed: UInt64) throws {
    for kind in ViewKind.allCases {
      for configuration in configurations {
        let (actual, expected) = try check(c, kind: kind, configuration: configuration)
        #expect(
          actual == expected,
          "seed \(seed) \(kind) strict \(configuration.strict) \(configuration.profile)\n\(c)")
      }
    }
  }

  static let configurations: [ViewConfiguration] = [
    ViewConfiguration(profile: .classic, strict: true),
    ViewConfiguration(profile: .classic, strict: false),
    ViewConfiguration(profile: .recovering, strict: false),
  ]

  @Test(arguments: 0..<3000)
  func viewAgreesWithTheReferenceModel(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var c = BatchCases.planned(&rng)
    if Int.random(in: 0..<3, using: &rng) != 0 {
      BatchCases.corrupt(&c.batch, &rng, sections: max(c.old.count, c.new.count))
    }
    try Self.expectAgreement(c, seed: seed)
  }

  /// Repeated deletes, inserts and reloads, moves and reconfigures, with data whose counts add
  /// up, so that every batch reaches the placement of cells (where repeats claim the next free
  /// position). The new items are drawn at random: where they disagree with what the cells show,
  /// both sides must report the same mismatch and, when not strict, show the same cells.
  @Test(arguments: 0..<1500)
  func repeatedOperationsAgreeWithTheReferenceModel(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let old = (0..<Int.random(in: 1...3, using: &rng)).map { s in
      (0..<Int.random(in: 0...7, using: &rng)).map { s * 10 + $0 }
    }
    var batch = BatchUpdate()
    var counts = old.map(\.count)
    // Half of the positions among the first three, so that operations meet.
    func position(in s: Int, below bound: Int) -> IndexPath {
      let bound = Bool.random(using: &rng) ? min(bound, 3) : bound
      return IndexPath(item: Int.random(in: 0..<max(1, bound), using: &rng), section: s)
    }
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
      let s = Int.random(in: 0..<old.count, using: &rng)
      // Several times at one position, now and then.
      let times = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 2...3, using: &rng) : 1
      switch Int.random(in: 0..<5, using: &rng) {
      case 0 where !old[s].isEmpty:
        let p = position(in: s, below: old[s].count)
        for _ in 0..<times { batch.deleteItems.append(p) }
        counts[s] -= times
      case 1:
        let p = position(in: s, below: old[s].count + 2)
        for _ in 0..<times { batch.insertItems.append(p) }
        counts[s] += times
      case 2 where !old[s].isEmpty:
        let p = position(in: s, below: old[s].count)
        for _ in 0..<times { batch.reloadItems.append(p) }
      case 3 where !old[s].isEmpty:
        let t = Int.random(in: 0..<old.count, using: &rng)
        batch.moveItems.append(
          PositionMove(
            from: position(in: s, below: old[s].count), to: position(in: t, below: old[t].count))
        )
        counts[s] -= 1
        counts[t] += 1
      case 4 where !old[s].isEmpty:
        batch.reconfigureItems.append(position(in: s, below: old[s].count))
      default: break
      }
    }
    guard counts.allSatisfy({ $0 >= 0 }) else { return }
    // Mostly the old items where they still fit, some new ones.
    let new = counts.enumerated().map { s, count in
      (0..<count).map { k in
        k < old[s].count && Int.random(in: 0..<4, using: &rng) != 0 ? old[s][k] : 100 + s * 10 + k
      }
    }
    let c = BatchCases.Case(old: old, new: new, batch: batch)
    try Self.expectAgreement(c, seed: seed)
  }
}
