/// The batch updates that take a view from one snapshot to another.
public struct SnapshotChangeset: Hashable, Sendable {
  /// The `performBatchUpdates` calls, in order (empty when nothing changed).
  public var batches: [BatchUpdate]
  /// `true` when the caller's threshold was exceeded and a `reloadData()` replaces the batches.
  public var reloadsData: Bool
  /// For each batch, what the data source must hold once it has run: `nil` for the new snapshot,
  /// or the positions in the new snapshot of the sections it holds in between (their items are
  /// already the new ones). Only the first batch of a two-batch section change has a layout.
  public var layouts: [[Int]?]

  /// A changeset of `batches`; `layouts` defaults to `nil` (the new snapshot) for every batch.
  @inlinable
  public init(batches: [BatchUpdate], reloadsData: Bool = false, layouts: [[Int]?]? = nil) {
    self.batches = batches
    self.reloadsData = reloadsData
    self.layouts = layouts ?? _NoLayouts.of(batches.count)
  }

  /// The snapshot a data source holds after batch `index` of this changeset from some old
  /// snapshot to `new` (without reload and reconfigure marks).
  @inlinable
  public func snapshot<S, I>(afterBatch index: Int, to new: DiffableDataSourceSnapshot<S, I>)
    -> DiffableDataSourceSnapshot<S, I>
  {
    guard let layout = layouts[index] else { return new.withoutMarks() }
    let items = new._resolvedItems
    return DiffableDataSourceSnapshot(
      _trustedSections: layout.map { new._sections[$0] }, items: layout.map { items[$0] })
  }

  /// The operation counts summed over the batches.
  public var counts: ChangeCounts { ChangeCounts(batches) }
}

/// The layouts of a changeset without a two-phase section change (every batch's `nil`), shared
/// for up to four batches rather than allocated for every diff.
@usableFromInline
enum _NoLayouts {
  @usableFromInline static let shared: [[[Int]?]] = (0...4).map { Array(repeating: nil, count: $0) }

  @inlinable
  static func of(_ count: Int) -> [[Int]?] {
    count < shared.count ? shared[count] : [[Int]?]._filled(nil, count: count)
  }
}
