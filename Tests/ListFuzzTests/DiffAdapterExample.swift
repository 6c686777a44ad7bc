import Foundation
import ListFuzz
import ListKit
import Testing

// The adapter of docs/fuzzing.md ("Fuzz your own code"), verbatim: `DocumentationTests` checks
// that every Swift block of the docs appears in a test file.

/// A batch-update adapter of the kind app code writes around a diff: sections matched by
/// identifier, items diffed per section with the standard library's `CollectionDifference`, an
/// item that changes section deleted and inserted. Everything goes into one batch.
func oneBatchAdapter(old: [FuzzSection], new: [FuzzSection]) -> BatchUpdate {
  var batch = BatchUpdate()
  let oldIDs = old.map(\.id)
  let newIDs = new.map(\.id)
  batch.deleteSections = oldIDs.indices.filter { !newIDs.contains(oldIDs[$0]) }
  batch.insertSections = newIDs.indices.filter { !oldIDs.contains(newIDs[$0]) }
  // A surviving section moves when its place among the survivors changes.
  let oldSurvivors = oldIDs.filter(newIDs.contains)
  let newSurvivors = newIDs.filter(oldIDs.contains)
  for (to, id) in newIDs.enumerated() {
    guard let from = oldIDs.firstIndex(of: id) else { continue }
    if oldSurvivors.firstIndex(of: id) != newSurvivors.firstIndex(of: id) {
      batch.moveSections.append(PositionMove(from: from, to: to))
    }
    let difference = new[to].items.difference(from: old[from].items).inferringMoves()
    for change in difference {
      switch change {
      case .remove(let offset, _, let associated):
        if let associated {
          batch.moveItems.append(
            PositionMove(
              from: IndexPath(item: offset, section: from),
              to: IndexPath(item: associated, section: to)))
        } else {
          batch.deleteItems.append(IndexPath(item: offset, section: from))
        }
      case .insert(let offset, _, let associated):
        if associated == nil { batch.insertItems.append(IndexPath(item: offset, section: to)) }
      }
    }
  }
  return batch
}

/// The same adapter in two stages, as UIKit needs when a moved section's items change (rule
/// R18): first the item changes with the sections in their old order, then the section moves
/// and inserts.
func stagedAdapter(old: [FuzzSection], new: [FuzzSection]) -> [FuzzStage] {
  let newIDs = new.map(\.id)
  // Stage 1: deleted sections go, surviving sections keep their old order but get new items.
  let middle = old.filter { newIDs.contains($0.id) }.map { section in
    new.first { $0.id == section.id }!
  }
  var first = oneBatchAdapter(old: old, new: middle)
  first.insertSections = []
  // Stage 2: only sections move and arrive.
  let second = oneBatchAdapter(old: middle, new: new)
  return [FuzzStage(batch: first, data: middle), FuzzStage(batch: second, data: new)]
}

/// The view model of the page's example: an inbox whose messages can be pinned.
struct Inbox: Sendable {
  enum Event: Sendable, CustomStringConvertible {
    case receive, pin(Int), delete(Int)
    var description: String {
      switch self {
      case .receive: "receive"
      case .pin(let k): "pin(\(k))"
      case .delete(let k): "delete(\(k))"
      }
    }
  }

  var messages: [Int] = []
  var pinned: [Int] = []
  var next = 0
  /// The planted bug of the tests: pinning keeps the message in the inbox too.
  var pinKeepsTheMessage = false

  static func randomEvent(using rng: inout SplitMix64) -> Event {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0, 1: .receive
    case 2: .pin(Int.random(in: 0..<10, using: &rng))
    default: .delete(Int.random(in: 0..<10, using: &rng))
    }
  }

  func handling(_ event: Event) -> Inbox {
    var inbox = self
    switch event {
    case .receive:
      inbox.messages.insert(inbox.next, at: 0)
      inbox.next += 1
    case .pin(let k):
      guard !inbox.messages.isEmpty else { break }
      let message = inbox.messages[k % inbox.messages.count]
      if !pinKeepsTheMessage { inbox.messages.removeAll { $0 == message } }
      if !inbox.pinned.contains(message) { inbox.pinned.append(message) }
    case .delete(let k):
      guard !inbox.messages.isEmpty else { break }
      inbox.messages.remove(at: k % inbox.messages.count)
    }
    return inbox
  }

  var snapshot: DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["pinned", "inbox"])
    snapshot.appendItems(pinned, toSection: "pinned")
    snapshot.appendItems(messages, toSection: "inbox")
    return snapshot
  }
}

@Suite struct DocsExampleTests {
  /// The calls shown on docs/fuzzing.md, verbatim.
  @Test func pageExamplesRun() async {
    do {
      let report = await Fuzzer.checkBatchUpdates { old, new in oneBatchAdapter(old: old, new: new)
      }
      #expect(!report.passed)
    }
    do {
      let report = await Fuzzer.checkViewModel(
        initial: Inbox(), seed: 4, event: { rng in Inbox.randomEvent(using: &rng) },
        reduce: { inbox, event in inbox.handling(event) }, snapshot: { $0.snapshot })
      #expect(report.passed, "\(report)")
    }
  }
}
