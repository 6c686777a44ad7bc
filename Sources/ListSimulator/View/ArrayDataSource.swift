import Foundation
import Synchronization

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
