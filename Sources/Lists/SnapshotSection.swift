/// A section of a snapshot built with the DSL: an identifier, its items in order, and header and
/// footer texts (what a grouped list shows).
///
/// ```swift
/// let built = DiffableDataSourceSnapshot<String, Contact> {
///   SnapshotSection("favorites", header: "Favorites") { for contact in favorites { contact } }
///   if showAll { SnapshotSection("all", items: everyone) }
/// }
/// ```
public struct SnapshotSection<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  /// The section's identifier.
  public let id: SectionID
  /// The section's items, in order.
  public let items: [Item]
  /// The header text, or `nil` for none.
  public let header: String?
  /// The footer text, or `nil` for none.
  public let footer: String?

  /// A section with the given identifier, items, header and footer.
  public init(_ id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// A section whose items come from the ``ItemsBuilder`` closure `items`.
  public init(
    _ id: SectionID, header: String? = nil, footer: String? = nil,
    @ItemsBuilder<Item> items: () -> [Item]
  ) {
    self.init(id, items: items(), header: header, footer: footer)
  }
}
