import Foundation
import ListKit

extension VirtualView {
  // MARK: Stale content (a check no UIKit raises)

  /// The first visible cell, in position order, that `verdict` carries to a position whose
  /// item's content is no longer what the cell was configured with, and that the batch neither
  /// reloaded (a new cell) nor reconfigured; `nil` when every cell shows its item's content, or
  /// when the data source tracks none.
  ///
  /// - Complexity: O(visible cells), plus one content look-up per visible carried cell that has
  ///   content.
  /// `staged`: the cells a staged commit carried from before its first batch to these
  /// after-positions (see `Core.stagedCells`), checked with the content they had then.
  func staleContent(
    after verdict: _BatchVerdict, _ change: _DisplayChange,
    staged: [(_SectionItem, CellContent)] = [],
    dataSource: any VirtualViewDataSource, kind: ViewKind
  ) -> BatchUpdateError? {
    staleCell(
      counts: verdict.state.counts, columns: verdict.state.columns,
      destination: { change.destinations[$0] }, reconfigured: change.reconfigured,
      staged: staged, dataSource: dataSource)
  }

  /// After an update that sent no batch (a diffable apply of a snapshot whose items did not move):
  /// a visible cell whose item's content changed shows stale content unless it was reconfigured.
  /// Strict: throws (nothing else changed); otherwise the finding is logged as a warning.
  package func checkContentWithoutBatch() throws(BatchUpdateError) {
    guard let dataSource else { return }
    let (counts, columns) = core.withLock { ($0.shown.counts, $0.shown.columns) }
    guard
      let stale = staleCell(
        counts: counts, columns: columns, destination: { $0 }, reconfigured: [],
        dataSource: dataSource)
    else { return }
    if configuration.strict {
      core.withLock { $0.events.append(.batchRejected(code: stale.code)) }
      throw stale
    }
    core.withLock { $0.events.append(.warning(code: stale.code, message: stale.message)) }
  }

  /// The first visible cell, in position order, carried to a position (`destination` of its
  /// position before) that is not `reconfigured`, whose item's content is no longer what the cell
  /// was configured with.
  func staleCell(
    counts: [Int], columns: [_Column?], destination: (_SectionItem) -> _SectionItem?,
    reconfigured: Set<_SectionItem>, staged: [(_SectionItem, CellContent)] = [],
    dataSource: any VirtualViewDataSource
  ) -> BatchUpdateError? {
    let candidates = core.withLock { core -> [(_SectionItem, CellContent)] in
      var carried: [(_SectionItem, CellContent)] = []
      for (old, cell) in core.display.cells {
        guard let content = cell.configuredContent, let to = destination(old),
          !reconfigured.contains(to)
        else { continue }
        carried.append((to, content))
      }
      if !staged.isEmpty {
        // A cell a staged commit carried since its start: to UIKit the same cell as the one a
        // later batch made anew at that position, configured with the content it had then.
        let positions = Set(staged.map(\.0))
        carried.removeAll { positions.contains($0.0) }
        carried += staged
      }
      guard !carried.isEmpty else { return [] }
      // Only cells still on screen after the update show anything.
      let display = core.display
      let offset = min(max(0, display.offset), display.viewport.maxOffset(counts, display.layout))
      let window = _Window(
        display.viewport.visible(counts, offset: offset, display.layout).items, counts: counts,
        scattered: display.layout != nil)
      return carried.filter { window.contains($0.0) }.sorted { $0.0 < $1.0 }
    }
    guard !candidates.isEmpty else { return nil }
    // One request for every candidate's content (a data source answers with one look).
    let current = dataSource.contents(at: candidates.map { $0.0.indexPath })
    for (k, (key, shown)) in candidates.enumerated() {
      guard k < current.count, let now = current[k], !shown.isSame(as: now) else { continue }
      let item =
        columns.indices.contains(key.section)
        ? columns[key.section].map { $0.identity(at: key.item).description }
        : nil
      let messages = UIKitMessages(
        kind: kind, version: configuration.effectiveVersion(for: kind))
      return messages.error(
        .staleContent,
        messages.staleContent(
          item: item.map { "item \($0)" } ?? "an item", at: key.indexPath, shown: shown, now: now))
    }
    return nil
  }
}
