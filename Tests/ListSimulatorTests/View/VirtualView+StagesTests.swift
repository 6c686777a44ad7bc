import Foundation
import ListKit
import ListSimulator
import Testing

/// The one staged commit (`performStages`): stages in order, each validated; a rejected stage
/// restores the data source's data and the view as they were before the first stage.
@Suite struct StagedCommitTests {
  /// Random deletions then insertions as two stages: accepted, the view ends on the new data;
  /// with the second stage's last insert shifted past the end, nothing of either stage remains.
  @MainActor @Test(arguments: 0..<300)
  func stagesApplyInOrderOrNotAtAll(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var next = 0
    let old: [[ItemIdentity]] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in
        defer { next += 1 }
        return ItemIdentity("\(next)")
      }
    }
    // Stage 1 deletes some items; stage 2 inserts new ones at the end of each section.
    var middle = old
    var deletes: [IndexPath] = []
    for s in old.indices {
      for i in old[s].indices.reversed() where Bool.random(using: &rng) {
        middle[s].remove(at: i)
        deletes.append(IndexPath(item: i, section: s))
      }
    }
    var new = middle
    var inserts: [IndexPath] = []
    for s in new.indices {
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        inserts.append(IndexPath(item: new[s].count, section: s))
        new[s].append(ItemIdentity("n\(next)"))
        next += 1
      }
    }
    let data = [middle, new]
    for broken in [false, true] {
      let model = ArrayDataSource(sections: old)
      let view = VirtualCollectionView(dataSource: model)
      try view.reloadData()
      var second = BatchUpdate(insertItems: inserts)
      if broken {
        // One insert too many: the second stage's counts do not add up.
        second.insertItems.append(IndexPath(item: 0, section: 0))
      }
      let stages = [BatchUpdate(deleteItems: deletes), second]
      do {
        try view.engine.performStages(
          stages, setData: { model.sections = data[$0] }, restore: { model.sections = old })
        #expect(!broken, "seed \(seed): a broken stage was accepted")
        #expect(view.engine.shownIdentifiers == new.map { Optional($0) })
      } catch {
        #expect(broken, "seed \(seed): \(error)")
        #expect(model.sections == old)
        #expect(view.engine.shownIdentifiers == old.map { Optional($0) })
      }
    }
  }

  @MainActor @Test func aManagedViewRefusesStages() throws {
    let view = VirtualCollectionView()
    let source = VirtualCollectionViewDataSource<String, Int>(view: view)
    _ = source
    #expect(throws: BatchUpdateError.self) {
      try view.engine.performStages([BatchUpdate()], setData: { _ in }, restore: {})
    }
  }
}
