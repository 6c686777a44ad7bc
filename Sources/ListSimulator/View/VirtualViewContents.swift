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
