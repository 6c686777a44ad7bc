import ListSimulator
import Testing
#if canImport(UIKit)
  import UIKit
#else
  import ListUIKit
#endif

/// The UIKit names report exactly what the headless view throws: for random hand-written
/// batches (most of them wrong in one way or another), a table built on `UITableView` reports one
/// failure with the same message where the throwing `VirtualTableView` throws, none where it
/// accepts, and both end up showing the same rows.
@MainActor @Suite struct ReportedMutationsTests {
  @Test(arguments: [UInt64(4), 25, 2026])
  func reportsExactlyWhatTheCoreThrows(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var nextName = 0
    func fresh() -> ItemIdentity {
      nextName += 1
      return ItemIdentity("r\(nextName)")
    }
    let start = (0..<3).map { _ in (0..<Int.random(in: 0...4, using: &random)).map { _ in fresh() }
    }
    let reference = ArrayDataSource(sections: start)
    let core = VirtualTableView(dataSource: reference)
    let model = ArrayDataSource(sections: start)
    let table = UITableView(frame: .zero)
    table.dataSource = model
    try? core.reloadData()
    table.reloadData()
    var rejected = 0
    for _ in 0..<200 {
      // A random change of the model, declared right or with one operation off.
      var after = reference.sections
      var deletes: [IndexPath] = []
      var inserts: [IndexPath] = []
      let s = Int.random(in: 0..<after.count, using: &random)
      if !after[s].isEmpty, Bool.random(using: &random) {
        let r = Int.random(in: 0..<after[s].count, using: &random)
        after[s].remove(at: r)
        deletes.append(IndexPath(row: r, section: s))
      } else {
        let r = Int.random(in: 0...after[s].count, using: &random)
        after[s].insert(fresh(), at: r)
        inserts.append(IndexPath(row: r, section: s))
      }
      switch Int.random(in: 0..<4, using: &random) {
      case 0: deletes.removeAll()
      case 1: inserts.append(IndexPath(row: Int.random(in: 0...6, using: &random), section: s))
      case 2:
        if let first = deletes.first {
          deletes = [IndexPath(row: first.row + 1, section: first.section)]
        }
      default: break
      }
      reference.sections = after
      model.sections = after
      var thrown: (any ListError)?
      do {
        try core.performBatchUpdates {
          try core.deleteRows(at: deletes, with: .automatic)
          try core.insertRows(at: inserts, with: .automatic)
        }
      } catch let error as any ListError {
        thrown = error
      } catch {
        Issue.record("not a ListError: \(error)")
      }
      let before = table.raisedExceptions.count
      if let thrown {
        rejected += 1
        withKnownIssue {
          table.performBatchUpdates {
            table.deleteRows(at: deletes, with: .automatic)
            table.insertRows(at: inserts, with: .automatic)
          }
        } matching: { issue in
          issue.comments.contains { $0.rawValue.hasPrefix(thrown.message) }
        }
        #expect(table.raisedExceptions.count == before + 1)
        #expect(table.raisedExceptions.last?.message == thrown.message)
        // A rejected batch changes nothing: put the models back as the views still show them.
        reference.sections = core.shownIdentifiers.map { $0 ?? [] }
        model.sections = reference.sections
      } else {
        table.performBatchUpdates {
          table.deleteRows(at: deletes, with: .automatic)
          table.insertRows(at: inserts, with: .automatic)
        }
        #expect(table.raisedExceptions.count == before)
      }
      #expect(table.shownIdentifiers == core.shownIdentifiers)
      #expect(table.shownIdentifiers.map { $0 ?? [] } == model.sections)
    }
    #expect(rejected > 20 && rejected < 180)  // both kinds were exercised
  }
}
