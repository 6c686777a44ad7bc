import Foundation
import ListKit
import Synchronization

/// A headless `UICollectionViewDiffableDataSource` / `UITableViewDiffableDataSource`: it drives a
/// virtual view from snapshots, the way the UIKit class drives a real one.
///
/// ```swift
/// let view = VirtualCollectionView()
/// view.register(VirtualCell.self, forCellWithReuseIdentifier: "message")
/// let dataSource = VirtualCollectionViewDataSource<String, String>(view: view) {
///   view, indexPath, item in
///   let cell = view.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
///   cell.contentConfiguration = ListContentConfiguration(text: item)
///   return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["inbox"])
/// snapshot.appendItems(["m1", "m2"])
/// try await dataSource.apply(snapshot)
/// ```
///
/// # Serialisation
///
/// Every operation that changes what the data source holds — ``apply(_:animatingDifferences:)``,
/// ``applySnapshotUsingReloadData(_:)``, section-snapshot applies, interactive moves and outline
/// toggles — is isolated to an actor: the main actor for a data source made with a main-actor
/// cell provider (``init(view:mainActorCellProvider:)``, `init(collectionView:cellProvider:)`,
/// `init(tableView:cellProvider:)`), and an actor of its own for one made with
/// ``init(view:cellProvider:)``. Operations therefore run one at a time, and each runs without
/// suspending: validation, diff and update are atomic, so no other operation ever observes a
/// half-applied state. They run in the order they were submitted: each takes a number when it
/// is submitted, and the actor runs them in that order (an actor alone would run its callers in
/// the order they reach it). An operation whose turn has come when it is submitted runs at
/// once, in the caller's thread, when the caller can be isolated to the actor right away (on
/// the main thread for the main actor; whenever no other operation is running for an actor of
/// its own); otherwise it hops to the actor. A caller whose task is cancelled before its turn
/// does not apply: it throws `CancellationError` (the completion-handler form is called with
/// the error), and the operations behind it run in their order. A user's move or toggle
/// (``userMovedItem(at:to:)``, ``userToggledItem(_:)``) with handlers set when it is asked for
/// (``ReorderingHandlers``, ``SectionSnapshotHandlers``, main-actor closures) runs on the main
/// actor on either kind of data source, in its turn, with nothing else running beside it; it
/// calls the handlers set when it was asked for. Without handlers it runs as any operation.
///
/// # Errors
///
/// An invalid snapshot (a recorded edit error, or duplicate identifiers) makes `apply` throw its
/// `SnapshotError`; the data source and the view keep their previous state. A batch of the
/// engine that the view rejects is a bug of this package, thrown as
/// ``DiffableDataSourceError/engineBatchRejected(_:batch:)`` after the view is reloaded back to the
/// previous snapshot.
public final class DiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable,
  View: VirtualListView
>: VirtualViewDataSource {
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The section snapshot type of a section's outline.
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Returns the cell for a visible item (dequeued from the view), with the view, the item's
  /// index path and the item. Runs wherever the data source runs its operations.
  public typealias CellProvider = @Sendable (View, IndexPath, ItemIdentifierType) -> VirtualCell?
  /// The same, isolated to the main actor (it may use a view controller's state): for a data
  /// source made with `init(collectionView:cellProvider:)` / `init(tableView:cellProvider:)`.
  public typealias MainActorCellProvider =
    @MainActor @Sendable (View, IndexPath, ItemIdentifierType) -> VirtualCell?
  /// Returns a header, footer or other supplementary view, with the view, its kind and its index
  /// path.
  public typealias SupplementaryViewProvider =
    @Sendable (View, String, IndexPath) -> VirtualReusableView?
  /// The same, isolated to the main actor.
  public typealias MainActorSupplementaryViewProvider =
    @MainActor @Sendable (View, String, IndexPath) -> VirtualReusableView?

  @usableFromInline
  struct State {
    /// What the data source holds (after the last completed operation).
    @usableFromInline var current = Snapshot()
    /// What the view is told while an operation runs its batches.
    @usableFromInline var displayed = Snapshot()
    @usableFromInline var outlines: [SectionIdentifierType: SectionSnapshot] = [:]
    @usableFromInline var supplementaryViewProvider: SupplementaryViewProvider?
    @usableFromInline var contentProvider: (@Sendable (ItemIdentifierType) -> CellContent?)?
    @usableFromInline var reordering = ReorderingHandlers<
      SectionIdentifierType, ItemIdentifierType
    >()
    @usableFromInline var outline = SectionSnapshotHandlers<ItemIdentifierType>()
    @usableFromInline var nextTicket = 0
    @usableFromInline var observer:
      (@Sendable (DataSourceOperation<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    @usableFromInline init() {}
  }

  /// The view this data source drives.
  public let view: View
  @usableFromInline let cellProvider: CellProvider?
  /// Whether operations are isolated to the main actor (a main-actor cell provider) rather than
  /// to an actor of the data source's own.
  public let runsOnMainActor: Bool
  @usableFromInline let state = Mutex(State())
  /// Whether the item type is `ContentEquatable` (its values are then their own content):
  /// checked once, not per cell.
  let itemsAreContentEquatable = ItemIdentifierType.self is any ContentEquatable.Type
  /// The actor every operation is isolated to (the main actor's executor when
  /// ``runsOnMainActor``), which runs them one at a time, in the order they were submitted.
  @usableFromInline let line: _OperationLine

  /// Creates a data source that drives `view` (and becomes its data source: mutating the view by
  /// hand is then `mutationOnDiffableView`, rule D18). The view reloads: it shows the empty
  /// snapshot.
  ///
  /// Without a `cellProvider`, every item gets a plain ``VirtualCell`` whose text is the item.
  /// Operations are isolated to an actor of the data source's own and run one at a time, in the
  /// order they were submitted; one whose turn has come runs in its caller's thread (see
  /// "Serialisation" above).
  @inlinable
  public convenience init(view: View, cellProvider: CellProvider? = nil) {
    self.init(view: view, provider: cellProvider, onMainActor: false)
  }

  /// Creates a data source whose cell provider is isolated to the main actor, as UIKit's is:
  /// every operation is isolated to the main actor (still one at a time, in submission order).
  @MainActor
  @inlinable
  public convenience init(view: View, mainActorCellProvider: @escaping MainActorCellProvider) {
    self.init(
      view: view,
      // The view asks for cells only inside operations (run on the main actor here) and from its
      // main-actor methods (scrolling, selecting, the viewport).
      provider: { view, indexPath, item in
        MainActor.assumeIsolated { mainActorCellProvider(view, indexPath, item) }
      }, onMainActor: true)
  }

  @usableFromInline
  init(view: View, provider: CellProvider?, onMainActor: Bool) {
    self.view = view
    self.cellProvider = provider
    self.runsOnMainActor = onMainActor
    self.line = _OperationLine(onMainActor: onMainActor)
    view.engine.dataSource = self
    view.engine.setManagedByDiffableDataSource(true)
    // A view reloads when it gets a new data source: it now shows the empty snapshot (whose
    // counts always fit a view, so this cannot throw).
    try? view.engine.reloadFromDataSource()
    SessionHooks.dataSourceCreated?(self)
  }

  // MARK: Handlers

  /// Gives the view its headers, footers and other supplementary views; without one, a
  /// viewport with headers or footers records a misuse, and ``requestSupplementaryView(ofKind:at:)``
  /// throws (rule D19).
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    get { state.withLock { $0.supplementaryViewProvider } }
    set { state.withLock { $0.supplementaryViewProvider = newValue } }
  }

  /// Sets a supplementary view provider isolated to the main actor. Only for a data source whose
  /// operations run there (``runsOnMainActor``); on another one it is a misuse and is ignored.
  @MainActor
  public func setSupplementaryViewProvider(_ provider: MainActorSupplementaryViewProvider?) {
    guard let provider else {
      supplementaryViewProvider = nil
      return
    }
    guard runsOnMainActor else {
      view.engine.recordMisuse(
        "a main-actor supplementary view provider needs a data source made with a main-actor cell provider (init(collectionView:cellProvider:) or init(tableView:cellProvider:))"
      )
      return
    }
    supplementaryViewProvider = { view, kind, indexPath in
      MainActor.assumeIsolated { provider(view, kind, indexPath) }
    }
  }

  /// The handlers of interactive reordering (`canReorderItem`, `willReorder`, `didReorder`).
  public var reorderingHandlers: ReorderingHandlers<SectionIdentifierType, ItemIdentifierType> {
    get { state.withLock { $0.reordering } }
    set { state.withLock { $0.reordering = newValue } }
  }

  /// The handlers of outline expansion (`shouldExpand`, `willExpand`, `shouldCollapse`,
  /// `willCollapse`).
  public var sectionSnapshotHandlers: SectionSnapshotHandlers<ItemIdentifierType> {
    get { state.withLock { $0.outline } }
    set { state.withLock { $0.outline = newValue } }
  }

  // MARK: Queries (amortised O(1))

  /// A copy of the snapshot the data source holds (without reload or reconfigure marks). During
  /// an apply — inside the cell provider, say — it is the snapshot being applied, as in UIKit.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func snapshot() -> Snapshot { state.withLock { $0.current } }

  /// The hierarchical snapshot of one section, with its expansion state (a flat one for a
  /// section that was never given a section snapshot; empty for an unknown section).
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    state.withLock { state in
      if let outline = state.outlines[section] { return outline }
      var flat = SectionSnapshot()
      flat.append(state.current.itemIdentifiers(inSection: section))
      return flat
    }
  }

  /// The item at an index path, or `nil`.
  ///
  /// Index-path queries answer in the view's index space: during an apply, the layout of the
  /// batch the view is running (the snapshot being applied, unless the change needs several
  /// batches), so they agree with the index paths the cell provider receives.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    state.withLock { Self.item(at: indexPath, in: $0.displayed) }
  }

  /// The index path of an item, or `nil`.
  ///
  /// - Complexity: O(1) amortised (the snapshot's item index is built once per snapshot).
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.withLock { $0.displayed.location(ofItem: itemIdentifier) }.map {
      IndexPath(item: $0.item, section: $0.section)
    }
  }

  /// The section at an index, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.withLock { $0.displayed.sectionIdentifier(at: index) }
  }

  /// The index of a section, or `nil`.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.withLock { $0.displayed.indexOfSection(sectionIdentifier) }
  }

  /// The item at a position, read by index (no section identifier is hashed: the view asks for
  /// every cell it shows).
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  static func item(at indexPath: IndexPath, in snapshot: Snapshot) -> ItemIdentifierType? {
    item(at: indexPath, in: snapshot.itemIdentifiersBySection)
  }

  /// The item at a position of a snapshot's item arrays, or `nil` (a malformed index path, or a
  /// position past either end).
  @inline(__always)
  static func item(at indexPath: IndexPath, in sections: [[ItemIdentifierType]])
    -> ItemIdentifierType?
  {
    guard indexPath.count == 2 else { return nil }
    let (section, item) = (indexPath[0], indexPath[1])
    guard sections.indices.contains(section), sections[section].indices.contains(item) else {
      return nil
    }
    return sections[section][item]
  }

  // MARK: VirtualViewDataSource (what the view asks)

  /// The number of sections of the displayed snapshot (during an apply, the batch being run).
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func numberOfSections() -> Int { state.withLock { $0.displayed.numberOfSections } }

  /// The number of items of the displayed snapshot's section at `section`; 0 for an unknown one.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func numberOfItems(inSection section: Int) -> Int {
    state.withLock { state in
      state.displayed.sectionIdentifier(at: section).map {
        state.displayed.numberOfItems(inSection: $0)
      } ?? 0
    }
  }

  /// The identities of the displayed snapshot's items in `section`; empty for an unknown section.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func identifiers(inSection section: Int) -> [ItemIdentity]? {
    state.withLock { state in
      guard let identifier = state.displayed.sectionIdentifier(at: section) else { return [] }
      return state.displayed.itemIdentifiers(inSection: identifier).map(ItemIdentity.init)
    }
  }

  /// Every section's count and its item array as it is: the view compares the items in place and
  /// recognises an unchanged section by its array's storage, so no identity is made per item.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func contents() -> VirtualViewContents {
    state.withLock { state in
      let sections = state.displayed.itemIdentifiersBySection
      // One loop, no closures: this runs as generic code.
      var counts: [Int] = []
      var columns: [_Column?] = []
      counts.reserveCapacity(sections.count)
      columns.reserveCapacity(sections.count)
      for items in sections {
        counts.append(items.count)
        columns.append(_Column(items))
      }
      return VirtualViewContents(counts: counts, columns: columns)
    }
  }

  /// The cell for the displayed item at `indexPath`, from the cell provider (without one, a plain
  /// cell showing the item); `nil` where there is no item.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
    itemIdentifier(for: indexPath).flatMap { cell(for: $0, at: indexPath, in: view) }
  }

  /// The cell provider's cell for `item`; without a provider, a plain cell showing the item.
  @inline(__always)
  func cell(for item: ItemIdentifierType, at indexPath: IndexPath, in view: VirtualView)
    -> VirtualCell?
  {
    guard let cellProvider else {
      let cell = view.dequeueCell(reuseIdentifier: "cell", for: indexPath) { VirtualCell() }
      // A string item is its own text (no trip through `description`).
      cell.contentConfiguration = ListContentConfiguration(
        text: item as? String ?? String(describing: item))
      return cell
    }
    return cellProvider(self.view, indexPath, item)
  }

  /// The ``supplementaryViewProvider``'s view for `kind` at `indexPath`; `nil` without a provider.
  public func supplementaryView(
    ofKind kind: String, at indexPath: IndexPath, in view: VirtualView
  ) -> VirtualReusableView? {
    supplementaryViewProvider?(self.view, kind, indexPath)
  }

  /// Says what an item shows, for the view's stale-content check: by default an item whose type
  /// is `ContentEquatable` is its own content (compared with `isContentEqual(to:)`), and other
  /// items track none. Set it when the content lives in your model rather than in the
  /// identifier (`{ id in CellContent(store.revision(of: id)) }`).
  public var contentProvider: (@Sendable (ItemIdentifierType) -> CellContent?)? {
    get { state.withLock { $0.contentProvider } }
    set { state.withLock { $0.contentProvider = newValue } }
  }

  /// What the item at a position shows (``contents(at:)`` for one position).
  public func content(at indexPath: IndexPath) -> CellContent? { contents(at: [indexPath])[0] }

  /// What the items at several positions show, read from the displayed snapshot with one look.
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func contents(at indexPaths: [IndexPath]) -> [CellContent?] {
    let (sections, provider) =
      state.withLock { state in
        // Nothing to look up for items that track no content (the type is checked once).
        state.contentProvider == nil && !itemsAreContentEquatable
          ? nil : (state.displayed.itemIdentifiersBySection, state.contentProvider)
      } ?? ([], nil)
    guard !sections.isEmpty else { return [CellContent?]._filled(nil, count: indexPaths.count) }
    return indexPaths.map { indexPath in
      Self.item(at: indexPath, in: sections).flatMap { Self.content(of: $0, provider) }
    }
  }

  /// What `item` shows: the content provider's answer, or the item itself when its type is
  /// `ContentEquatable`.
  @inline(__always)
  static func content(
    of item: ItemIdentifierType, _ provider: (@Sendable (ItemIdentifierType) -> CellContent?)?
  ) -> CellContent? {
    if let provider { return provider(item) }
    return CellContent.of(item)
  }

  /// The cells of several positions and what they show, with one look at the data: the items are
  /// read from the displayed snapshot once, then the cell provider and the content provider are
  /// asked for each position in turn (outside the lock, as for one cell).
  @_specialize(
    where
      SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualCollectionView
  )
  @_specialize(
    where SectionIdentifierType == String, ItemIdentifierType == String, View == VirtualTableView
  )
  public func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  {
    let (sections, contentProvider) = state.withLock {
      ($0.displayed.itemIdentifiersBySection, $0.contentProvider)
    }
    let tracksContent = contentProvider != nil || itemsAreContentEquatable
    var answers: [(cell: VirtualCell?, content: CellContent?)] = []
    answers.reserveCapacity(indexPaths.count)
    for indexPath in indexPaths {
      guard let item = Self.item(at: indexPath, in: sections) else {
        answers.append((nil, nil))
        continue
      }
      let cell = cell(for: item, at: indexPath, in: view)
      let content = tracksContent ? Self.content(of: item, contentProvider) : nil
      answers.append((cell, content))
    }
    return answers
  }

  /// Asks for a supplementary view the way a layout does; records it in the view's event log.
  ///
  /// Throws when no ``supplementaryViewProvider`` is set (rule D19), or when the index path names
  /// no section of the view (a layout only asks for the sections it shows).
  public func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    throws(DiffableDataSourceError)
  {
    guard let provider = supplementaryViewProvider else {
      let error = DiffableDataSourceError.noSupplementaryViewProvider(
        kind: kind, indexPath: indexPath)
      report(.supplementaryView(kind: kind, at: indexPath, hasProvider: false, error: error))
      throw error
    }
    let sections = numberOfSections()
    guard indexPath.count == 2, (0..<sections).contains(indexPath[0]), indexPath[1] >= 0 else {
      let error = DiffableDataSourceError.invalidInteraction(
        "no supplementary view of kind \(kind) at \(indexPath.shortDescription): the view has \(sections) section\(sections == 1 ? "" : "s")"
      )
      report(.supplementaryView(kind: kind, at: indexPath, hasProvider: true, error: error))
      throw error
    }
    view.engine.layoutSupplementaryView(ofKind: kind, at: indexPath)
    _ = provider(view, kind, indexPath)
    report(.supplementaryView(kind: kind, at: indexPath, hasProvider: true, error: nil))
  }
}
