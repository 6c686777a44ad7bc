import Foundation
import ListKit
import ListSimulator
import Testing

/// The event log keeps an accepted batch as one entry and spells it out when read: what it
/// spells out must be exactly the events of that batch, in their documented order, followed by
/// whatever happened after it.
@Suite struct EventLogTests {
  @Test func aBatchIsSpelledOutInDeclarationOrder() throws {
    let model = ArrayDataSource(sections: [["a", "b", "c", "d"], ["e", "f"], ["g"]])
    let view = VirtualView(
      kind: .collection, dataSource: model, configuration: ViewConfiguration(strict: false))
    try view.reloadData()
    view.clearEvents()
    // The data source's last item of section 1 is not what the carried cell shows ("f"): a
    // warning in a non-strict view.
    model.sections = [["b2", "d", "x"], ["c", "e", "z"], ["h"]]
    let p = { (section: Int, item: Int) in IndexPath(item: item, section: section) }
    let batch = BatchUpdate(
      deleteSections: [2], insertSections: [2], deleteItems: [p(0, 0)], insertItems: [p(0, 2)],
      reloadItems: [p(0, 1), p(0, 1)], reconfigureItems: [p(1, 1)],
      moveItems: [PositionMove(from: p(0, 2), to: p(1, 0))])
    let result = try view.perform(batch)
    #expect(result.warnings.map(\.code) == [.displayMismatch])
    let events = view.events
    #expect(view.eventCount == events.count)
    #expect(events.count > 9)
    guard events.count > 9 else { return }
    #expect(events[0] == .batchAccepted(number: 1, batch))
    if case .warning(let code, _) = events[1] {
      #expect(code == .displayMismatch)
    } else {
      Issue.record("expected the warning second, got \(events[1])")
    }
    #expect(
      Array(events[2..<9]) == [
        .deletedSection(2), .insertedSection(2), .deletedItem(p(0, 0)),
        // A repeated reload is one reload.
        .reloadedItem(p(0, 1)), .insertedItem(p(0, 2)), .movedItem(from: p(0, 2), to: p(1, 0)),
        // The reconfigure names the cell's position after the update.
        .reconfiguredItem(p(1, 2)),
      ])
    // Then the cells, which come after the batch in time.
    for event in events[9...] {
      switch event {
      case .cellCreated, .cellReused, .cellReconfigured: break
      default: Issue.record("unexpected event after the batch: \(event)")
      }
    }
    // Reading again gives the same log; later events follow it.
    #expect(view.events == events)
    try view.reloadData()
    #expect(Array(view.events.prefix(events.count)) == events)
    #expect(view.eventCount == view.events.count)
    view.clearEvents()
    #expect(view.events.isEmpty && view.eventCount == 0)
  }

  @Test func batchesAndOtherEventsKeepTheirOrder() throws {
    let model = ArrayDataSource(sections: [["a"]])
    let view = VirtualView(kind: .table, dataSource: model)
    try view.reloadData()
    view.clearEvents()
    for k in 1...3 {
      model.sections = [model.sections[0] + [ItemIdentity("n\(k)")]]
      try view.perform(BatchUpdate(insertItems: [IndexPath(item: k, section: 0)]))
      _ = try? view.perform(BatchUpdate(deleteSections: [5]))
    }
    let kinds = view.events.compactMap { event -> String? in
      switch event {
      case .batchAccepted(let number, _): "accepted \(number)"
      case .insertedItem(let p): "inserted \(p.shortDescription)"
      case .batchRejected: "rejected"
      default: nil
      }
    }
    #expect(
      kinds == [
        "accepted 1", "inserted 0-1", "rejected", "accepted 2", "inserted 0-2", "rejected",
        "accepted 3", "inserted 0-3", "rejected",
      ])
    #expect(view.eventCount == view.events.count)
  }

  /// The first recovered batch from an event on, found without spelling out the log, is the one
  /// the spelled-out log shows there: random accepted, recovered and rejected batches, with the
  /// log read now and then (so the answer spans read and unread entries).
  @Test(arguments: [UInt64(1), 2, 3])
  func firstRecoveryAgreesWithTheSpelledOutLog(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let model = ArrayDataSource(sections: [["a"]])
    let view = VirtualView(
      kind: .collection, dataSource: model,
      configuration: ViewConfiguration(profile: .recovering, strict: false))
    try view.reloadData()
    var marks: [Int] = [0]
    var next = 0
    for _ in 0..<60 {
      let count = model.sections[0].count
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        // An insert the model makes and the batch declares: accepted.
        next += 1
        model.sections = [model.sections[0] + [ItemIdentity("n\(next)")]]
        try view.perform(BatchUpdate(insertItems: [IndexPath(item: count, section: 0)]))
      case 1:
        // An insert the batch does not declare: an item-count mismatch, recovered.
        next += 1
        model.sections = [model.sections[0] + [ItemIdentity("n\(next)")]]
        try view.perform(BatchUpdate())
      case 2:
        _ = try? view.perform(BatchUpdate(deleteSections: [7]))
      default:
        _ = view.events
      }
      marks.append(view.eventCount)
      if Int.random(in: 0..<3, using: &rng) == 0 {
        marks.append(Int.random(in: 0...view.eventCount, using: &rng))
      }
    }
    // Asked before the log is read in full, then checked against it.
    let answers = marks.map { view.firstRecovery(fromEvent: $0) }
    let events = view.events
    for (mark, answer) in zip(marks, answers) {
      let expected = events.dropFirst(mark).lazy.compactMap { event -> String? in
        if case .batchRecovered(_, let message) = event { return message }
        return nil
      }.first
      #expect(answer == expected, "from event \(mark)")
    }
    #expect(answers.contains { $0 != nil } && answers.contains { $0 == nil })
  }
}
