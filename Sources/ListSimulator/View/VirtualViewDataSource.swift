import Foundation
import Synchronization

/// What a virtual view asks of its data source, the way UIKit asks `UICollectionViewDataSource`.
///
/// A view holds its data source weakly, as UIKit does.
public protocol VirtualViewDataSource: AnyObject, Sendable {
  /// The number of sections the data source has now.
  func numberOfSections() -> Int
  /// The number of items (rows) in a section now.
  func numberOfItems(inSection section: Int) -> Int
  /// The identities of a section's items now, or `nil` when the data source does not tell (then
  /// the view checks counts only).
  func identifiers(inSection section: Int) -> [ItemIdentity]?
  /// Every section's count and identities in one call (by default, the three calls above for
  /// each section). The view reads them all when a batch ends; a data source that can hand them
  /// over at once saves the per-section round trips.
  func contents() -> VirtualViewContents
  /// The cell for a visible position (`collectionView(_:cellForItemAt:)`): called for every
  /// position that comes into view or is reloaded, and for every visible reconfigured one. Dequeue
  /// it from `view`. By default, a plain cell of the view's kind (a ``VirtualCell``, or
  /// `ListUIKit`'s `UITableViewCell` or `UICollectionViewCell`; reuse identifier `"cell"`).
  func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell?
  /// A header, footer or other supplementary view of a visible section (`item` 0 of the index
  /// path): by default none, which the view records as a misuse when its viewport shows one.
  func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in view: VirtualView)
    -> VirtualReusableView?
  /// What the item at a position shows now, or `nil` when the data source does not track
  /// content (the default). A cell remembers the content it was configured with; after a batch,
  /// a visible cell whose item's content changed and that the batch neither reloaded nor
  /// reconfigured shows stale content (`staleContent`). Asked only for visible positions.
  func content(at indexPath: IndexPath) -> CellContent?
  /// The cells for several positions and what each shows, in order: what the view asks after a
  /// batch or a scroll. By default ``cellForItem(at:in:)`` then ``content(at:)`` for each
  /// position; a data source can answer them all with one look at its data.
  func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  /// What the items at several positions show, in order (by default ``content(at:)`` for each):
  /// what the view asks to find cells left stale after a batch.
  func contents(at indexPaths: [IndexPath]) -> [CellContent?]
}

/// What a data source holds, as a view reads it: item counts and identities, section by section.
public struct VirtualViewContents: Sendable, Hashable {
  /// The number of items in each section.
  public var counts: [Int]
  /// Each section's identities as the data source handed them (its own item arrays, for a
  /// diffable data source), or `nil` where it does not tell.
  var columns: [_Column?]

  /// Contents with these counts and identities (`nil`: the section does not tell).
  public init(counts: [Int] = [], identities: [[ItemIdentity]?] = []) {
    self.counts = counts
    self.columns = identities.map { $0.map { _Column($0) } }
  }

  init(counts: [Int], columns: [_Column?]) {
    (self.counts, self.columns) = (counts, columns)
  }

  /// A negative section count the data source reported (a section count cannot be stored in
  /// `counts`, so it travels here to be rejected).
  var negativeSectionCount: Int?

  /// What a data source that reported a negative number of sections holds: rejected by the view.
  package init(negativeSectionCount: Int) {
    self.init()
    self.negativeSectionCount = negativeSectionCount
  }

  /// Each section's identities, or `nil` where the data source does not tell.
  ///
  /// - Complexity: O(items) to read: the identities are made when asked for.
  public var identities: [[ItemIdentity]?] {
    get { columns.map { $0?.identities } }
    set { columns = newValue.map { $0.map { _Column($0) } } }
  }

  /// Equal when the counts and the identities are equal.
  public static func == (a: VirtualViewContents, b: VirtualViewContents) -> Bool {
    a.counts == b.counts && a.identities == b.identities
  }

  /// Hashes the counts and the identities.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(counts)
    hasher.combine(identities)
  }
}

extension VirtualViewDataSource {
  /// By default `nil`: the data source does not tell, and the view checks counts only.
  public func identifiers(inSection section: Int) -> [ItemIdentity]? { nil }
  /// By default ``numberOfSections()``, then ``numberOfItems(inSection:)`` and
  /// ``identifiers(inSection:)`` for each section; a negative section count is kept to be rejected.
  public func contents() -> VirtualViewContents {
    let sections = numberOfSections()
    guard sections >= 0 else {
      var contents = VirtualViewContents()
      contents.negativeSectionCount = sections
      return contents
    }
    var counts: [Int] = []
    var columns: [_Column?] = []
    counts.reserveCapacity(sections)
    columns.reserveCapacity(sections)
    for s in 0..<sections {
      counts.append(numberOfItems(inSection: s))
      columns.append(identifiers(inSection: s).map { _Column($0) })
    }
    return VirtualViewContents(counts: counts, columns: columns)
  }
  /// By default a cell dequeued with reuse identifier `"cell"` (an unregistered cell of the
  /// view's kind).
  public func cellForItem(at indexPath: IndexPath, in view: VirtualView) -> VirtualCell? {
    view.dequeueCell(reuseIdentifier: "cell", for: indexPath) { view.makeUnregisteredCell() }
  }
  /// By default `nil`: no supplementary view.
  public func supplementaryView(
    ofKind kind: String, at indexPath: IndexPath, in view: VirtualView
  ) -> VirtualReusableView? { nil }
  /// By default `nil`: no content is tracked.
  public func content(at indexPath: IndexPath) -> CellContent? { nil }
  /// By default ``cellForItem(at:in:)`` then ``content(at:)`` for each position.
  public func cellsAndContents(at indexPaths: [IndexPath], in view: VirtualView)
    -> [(cell: VirtualCell?, content: CellContent?)]
  {
    indexPaths.map { (cellForItem(at: $0, in: view), content(at: $0)) }
  }
  /// By default ``content(at:)`` for each position.
  public func contents(at indexPaths: [IndexPath]) -> [CellContent?] {
    indexPaths.map { content(at: $0) }
  }
}

/// A data source backed by a plain model: sections of optional identifiers.
///
/// Tests and scenarios use it to change the model with or without telling the view.
///
/// ```swift
/// let model = ArrayDataSource(sections: [["a", "b", "c"]])
/// let view = VirtualCollectionView(dataSource: model)
/// view.reloadData()
/// try view.performBatchUpdates {
///   model.sections = [["a", "c"]]
///   try view.deleteItems(at: [IndexPath(item: 1, section: 0)])
/// }
/// ```
public final class ArrayDataSource: VirtualViewDataSource {
  /// One section of the model: identities, or only a count.
  public enum Section: Sendable, Hashable {
    case identified([ItemIdentity])
    case anonymous(count: Int)

    /// The number of items in the section.
    public var count: Int {
      switch self {
      case .identified(let items): items.count
      case .anonymous(let count): count
      }
    }
  }

  private let state: Mutex<[Section]>
  private let contentState = Mutex<[ItemIdentity: String]>([:])

  /// Creates a model of identified sections.
  public convenience init(sections: [[ItemIdentity]]) {
    self.init(model: sections.map { .identified($0) })
  }

  /// Creates a model from sections that may be identified or anonymous.
  public init(model: [Section]) { state = Mutex(model) }

  /// The model; setting it does not tell any view.
  public var model: [Section] {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// Each item's content version (`"v2"`), by identity; an item without one tracks no content.
  /// Change an item's version without reloading or reconfiguring it, and a visible cell that
  /// still shows the old version is `staleContent` after the next batch. Setting it does not
  /// tell any view.
  public var itemContents: [ItemIdentity: String] {
    get { contentState.withLock { $0 } }
    set { contentState.withLock { $0 = newValue } }
  }

  /// The model as identified sections (anonymous ones as empty arrays).
  public var sections: [[ItemIdentity]] {
    get {
      model.map {
        if case .identified(let items) = $0 { return items }
        return []
      }
    }
    set { model = newValue.map { .identified($0) } }
  }

  /// The number of sections of the model.
  public func numberOfSections() -> Int { state.withLock { $0.count } }

  /// The number of items in `section`; 0 for a section past the end.
  public func numberOfItems(inSection section: Int) -> Int {
    state.withLock { section < $0.count ? $0[section].count : 0 }
  }

  /// The identities of an identified section; `nil` for an anonymous one or one past the end.
  public func identifiers(inSection section: Int) -> [ItemIdentity]? {
    state.withLock {
      guard section < $0.count, case .identified(let items) = $0[section] else { return nil }
      return items
    }
  }

  /// The ``itemContents`` version of the identified item at `indexPath`, or `nil`.
  public func content(at indexPath: IndexPath) -> CellContent? {
    guard indexPath.count == 2 else { return nil }
    let item = state.withLock { model -> ItemIdentity? in
      guard model.indices.contains(indexPath[0]),
        case .identified(let items) = model[indexPath[0]], items.indices.contains(indexPath[1])
      else { return nil }
      return items[indexPath[1]]
    }
    guard let item, let version = contentState.withLock({ $0[item] }) else { return nil }
    return CellContent(version)
  }

  /// Every section's count and, for identified sections, its identities, read in one look.
  public func contents() -> VirtualViewContents {
    state.withLock { model in
      VirtualViewContents(
        counts: model.map(\.count),
        columns: model.map {
          if case .identified(let items) = $0 { return _Column(items) }
          return nil
        })
    }
  }
}
