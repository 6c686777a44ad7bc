import Foundation
import ListFuzz
import ListSimulator
import Testing

@testable import ListKit

@Suite struct EngineAgainstViewTests {
  /// The property of the diff engine: for random pairs of valid snapshots, the strict virtual view
  /// accepts every batch the engine emits and then shows exactly the new snapshot.
  @Test(arguments: 0..<2000)
  func strictViewAcceptsEveryChangeset(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let old = randomSnapshot(&rng)
    let new = randomEdit(of: old, &rng)
    for kind in ViewKind.allCases {
      let source = ArrayDataSource(sections: model(old))
      let view = VirtualView(kind: kind, dataSource: source)
      try view.reloadData()
      let changeset = SnapshotDiff.changeset(from: old, to: new)
      // The two ways the diff finds new positions give the same batches.
      for way in [SnapshotDiff._NewIndex.always, .never] {
        #expect(
          SnapshotDiff._changeset(from: old, to: new, options: .init(), newIndex: way)
            == changeset, "seed \(seed) \(way)")
      }
      for (k, batch) in changeset.batches.enumerated() {
        let shownBefore = view.shownIdentifiers.map { $0 ?? [] }
        let after = model(changeset.snapshot(afterBatch: k, to: new))
        source.sections = after
        // The engine and the view share the reload derivation (A3); the reference model has its
        // own, so a wrong derivation in both cannot agree with itself unnoticed.
        let reference = ReferenceModel(
          kind: kind, strict: true, recovering: false, old: shownBefore, new: after, batch: batch
        ).verdict()
        #expect(
          reference == .accepted(shown: after, warning: nil),
          "seed \(seed) \(kind) batch \(k): the reference model says \(reference)\n\(batch)")
        do {
          let result = try view.perform(batch)
          #expect(result.warnings.isEmpty)
        } catch {
          Issue.record(
            "seed \(seed) \(kind) batch \(k) rejected: \(error)\nold:\n\(old)\nnew:\n\(new)\nbatch:\n\(batch)"
          )
          return
        }
      }
      #expect(view.shownIdentifiers == model(new).map { Optional($0) }, "seed \(seed)")
    }
  }
}
