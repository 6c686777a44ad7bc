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
    for kind in ViewKind.allCases {
      for configuration in Self.configurations {
        let (actual, expected) = try Self.check(c, kind: kind, configuration: configuration)
        #expect(
          actual == expected,
          "seed \(seed) \(kind) strict \(configuration.strict) \(configuration.profile)\n\(c)")
      }
    }
  }
}
