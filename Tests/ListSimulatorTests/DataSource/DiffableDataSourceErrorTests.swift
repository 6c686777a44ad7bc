import Foundation
import ListKit
import Synchronization
import Testing
@testable import ListSimulator

@Suite struct EngineBugReportingTests {
  /// A batch the view rejects during an apply is reported with both messages (the view's and the
  /// package's), and the data source keeps its snapshot. Forced here by a second data source
  /// taking the view over, so the first one's batches no longer match what the view is told.
  @Test func rejectedEngineBatchThrowsWithBothMessagesAndKeepsState() async throws {
    let view = await VirtualCollectionView()
    let first = VirtualCollectionViewDataSource<String, Int>(view: view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    try await first.apply(snapshot)
    let second = VirtualCollectionViewDataSource<String, Int>(view: view)
    var next = snapshot
    next.appendItems([3])
    do {
      try await first.apply(next)
      Issue.record("the mismatched batch was accepted")
    } catch let error as DiffableDataSourceError {
      guard case .engineBatchRejected(let viewError, let batch) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(
        error.message.hasPrefix(
          "ListKit bug: the diff engine produced a batch the view rejects. View: "))
      #expect(error.message.contains(viewError.message))
      #expect(batch.insertItems == [IndexPath(item: 2, section: 0)])
    }
    #expect(first.snapshot() == snapshot)
    withExtendedLifetime(second) {}
  }
}
