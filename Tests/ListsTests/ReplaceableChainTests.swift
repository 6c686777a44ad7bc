import Foundation
import ListKit
import Lists
import Synchronization
import Testing

/// The original Lists' rule for `setItems` / `setSections` / `expand` / `collapse` and the mixed
/// builder `apply { … }` (docs/lists.md, "Which updates apply"): one replaceable chain per list,
/// joined at call time; an entry is skipped at its turn if it was replaced or its caller was
/// cancelled; a started entry always completes; an awaited call returns when its own entry is
/// done; the lower-level applies are plain FIFO, never dropped and not part of the chain.
///
/// Every order here is explicit: the main actor runs its jobs in the order they were enqueued,
/// so a `Task` made on it starts after the jobs already queued (one `Task.yield()` lets the tasks
/// made before it take their places), and a hold on the data source's line keeps a started apply
/// waiting for as long as the test needs.
@MainActor @Suite struct ReplaceableChainTests {
  typealias Section = SectionModel<String, Contact>

  let one = Contact(id: 1, name: "One")
  let two = Contact(id: 2, name: "Two")
  let three = Contact(id: 3, name: "Three")

  /// A newer call made before an entry's turn replaces it, animated or not. (An entry with
  /// nothing ahead starts in its call: here the first one's apply is held, so the second waits
  /// for its turn behind it and the third replaces it.)
  @Test(arguments: [true, false])
  func aNewerCallReplacesOneWhoseTurnHasNotCome(animating: Bool) async throws {
    let list = SimpleList<Contact>()
    let hold = await list.list.dataSource.core.holdQueue()
    let first = Task { try await list.checkedSetItems([one], animatingDifferences: animating) }
    await Task.yield()  // the first call starts: its apply waits behind the hold
    let second = Task { try await list.checkedSetItems([two], animatingDifferences: animating) }
    let third = Task {
      try await list.checkedSetItems([two, three], animatingDifferences: animating)
    }
    await Task.yield()  // both take their places; the third replaces the second
    hold.release()
    #expect(try await first.value == true)
    #expect(try await second.value == false)
    #expect(try await third.value == true)
    #expect(list.items == [two, three])
  }

  /// An entry with nothing ahead starts in its call, on the main actor: it is applied before
  /// the call first suspends, so calls made after it (here the original suite's two `async let`
  /// calls, which reach the main actor later) cannot replace it.
  @Test func anEntryWithNothingAheadStartsInItsCall() async throws {
    let list = GroupedList<String, Contact>()
    async let _ = list.setSections([Section(id: "A", items: [one])], animatingDifferences: false)
    async let _ = list.setSections([Section(id: "B", items: [two])], animatingDifferences: false)
    await list.setSections(
      [Section(id: "X", items: [three], header: "Final")], animatingDifferences: false)
    #expect(list.snapshot().sectionIdentifiers == ["X"])
  }

  /// A call from an already cancelled task still replaces the entry before it, and is skipped
  /// itself: nothing applies (the original's `cancelledSetItemsDoesNotCrash` path).
  @Test func aCancelledCallReplacesTheEntryBeforeItAndIsSkipped() async throws {
    let list = SimpleList<Contact>()
    await list.setItems([one])
    let pending = Task { try await list.checkedSetItems([two]) }
    let cancelled = Task { try await list.checkedSetItems([three]) }
    cancelled.cancel()
    #expect(try await pending.value == false)
    #expect(try await cancelled.value == false)
    #expect(list.items == [one])
  }

  /// An entry that started completes, even when a newer call arrives and its caller is cancelled
  /// while its apply waits; the newer call's turn comes after it is done. The texts are merged
  /// at the entry's turn and trimmed to exactly the new ones after the apply.
  @Test func aStartedEntryCompletes() async throws {
    let list = GroupedList<String, Contact>()
    let hold = await list.list.dataSource.core.holdQueue()
    let started = Task {
      try await list.checkedSetSections([Section(id: "a", items: [one], header: "A")])
    }
    while list.list.headerForSection("a") == nil { await Task.yield() }  // its turn came
    let newer = Task {
      try await list.checkedSetSections([Section(id: "b", items: [two], header: "B")])
    }
    await Task.yield()  // the newer call takes its place
    started.cancel()
    hold.release()
    #expect(try await started.value == true)
    #expect(try await newer.value == true)
    #expect(list.snapshot().sectionIdentifiers == ["b"])
    #expect(list.list.headerForSection("b") == "B")
    #expect(list.list.headerForSection("a") == nil)
  }

  /// A skipped call returns at its turn, without waiting for the call that replaced it (whose
  /// apply is still held here), and changes nothing: neither the items nor the texts.
  @Test func aSkippedCallReturnsAtItsTurn() async throws {
    let list = GroupedList<String, Contact>()
    let base = list.list.dataSource.core
    let firstHold = await base.holdQueue()
    let started = Task {
      try await list.checkedSetSections([Section(id: "s", items: [one], header: "S")])
    }
    while list.list.headerForSection("s") == nil { await Task.yield() }
    let skipped = Task {
      try await list.checkedSetSections([Section(id: "a", items: [two], header: "A")])
    }
    let replacing = Task {
      try await list.checkedSetSections([Section(id: "b", items: [three], header: "B")])
    }
    // The two calls take their places, and the started entry's apply its place in the line.
    await Task.yield()
    let secondHold = Task { await base.holdQueue() }  // behind the started entry's apply
    await Task.yield()
    firstHold.release()
    #expect(try await started.value == true)
    #expect(try await skipped.value == false)
    #expect(list.snapshot().sectionIdentifiers == ["s"])  // the replacing call is still held
    #expect(list.list.headerForSection("a") == nil)
    await secondHold.value.release()
    #expect(try await replacing.value == true)
    #expect(list.snapshot().sectionIdentifiers == ["b"])
  }

  /// A chain entry joins the list's FIFO line only at its turn: an apply of the line called
  /// after it, while it waits behind a started entry, goes first. Neither drops the other.
  @Test func anEntryJoinsTheLineAtItsTurn() async throws {
    let list = GroupedList<String, Contact>()
    let base = list.list.dataSource.core
    let applied = Mutex<[[String]]>([])
    base.operationObserver = { operation in
      if case .apply(let snapshot, _, _) = operation {
        applied.withLock { $0.append(snapshot.sectionIdentifiers) }
      }
    }
    let hold = await base.holdQueue()
    let started = Task {
      try await list.checkedSetSections([Section(id: "s", items: [one], header: "S")])
    }
    while list.list.headerForSection("s") == nil { await Task.yield() }
    let entry = Task { try await list.checkedSetSections([Section(id: "e", items: [two])]) }
    await Task.yield()
    let direct = list.list.submitApply(
      snapshot { SnapshotSection("d", items: [three]) })
    hold.release()
    #expect(try await started.value == true)
    #expect(try await direct.value == true)
    #expect(try await entry.value == true)
    #expect(applied.withLock { $0 } == [["s"], ["d"], ["e"]])
  }

  /// OutlineList's `expand` and `collapse` share the chain with `setItems`: an expand replaces a
  /// pending `setItems` at once, even one of an item the outline lacks (which then changes
  /// nothing at its turn).
  @Test func expandReplacesAPendingSetItems() async throws {
    let list = OutlineList<Contact>()
    await list.setItems([OutlineItem(item: one, children: [OutlineItem(item: two)])])
    let pending = Task { try await list.checkedSetItems([OutlineItem(item: three)]) }
    let expand = Task { await list.expand(three) }  // not in the outline shown at its turn
    #expect(try await pending.value == false)
    await expand.value
    #expect(list.allItems == [one, two])
    #expect(!list.isExpanded(one))
    let expandOne = Task { await list.expand(one) }
    await expandOne.value
    #expect(list.visibleItems == [one, two])
  }

  /// The original test `rapidSectionReplacementProducesCorrectFinalState` races (docs/lists.md):
  /// its `async let` children reach the main actor at an unspecified time. Made deterministic,
  /// the two earlier calls take their places first, and the awaited last call's sections are
  /// final.
  @Test func rapidSectionReplacementDeterministic() async throws {
    let list = GroupedList<String, Contact>()
    let a = Task {
      await list.setSections([Section(id: "A", items: [one])], animatingDifferences: false)
    }
    let b = Task {
      await list.setSections([Section(id: "B", items: [two])], animatingDifferences: false)
    }
    await Task.yield()
    await list.setSections(
      [Section(id: "X", items: [three], header: "Final Header")], animatingDifferences: false)
    await a.value
    await b.value
    #expect(list.snapshot().sectionIdentifiers == ["X"])
    #expect(list.snapshot().numberOfItems == 1)
    #expect(list.list.headerForSection("X") == "Final Header")
  }
}
