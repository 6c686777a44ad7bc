/// A section of items of different view-model types, wrapped in ``AnyItem``.
public struct MixedSection<SectionID: Hashable & Sendable>: Sendable {
  /// The section's identifier.
  public let id: SectionID
  /// The section's items, each wrapped in ``AnyItem``, in order.
  public let items: [AnyItem]
  /// The header text, or `nil` for none.
  public let header: String?
  /// The footer text, or `nil` for none.
  public let footer: String?

  /// A mixed section with the given identifier, wrapped items, header and footer.
  public init(_ id: SectionID, items: [AnyItem], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// A mixed section whose items come from the ``MixedItemsBuilder`` closure `items`.
  public init(
    _ id: SectionID, header: String? = nil, footer: String? = nil,
    @MixedItemsBuilder items: () -> [AnyItem]
  ) {
    self.init(id, items: items(), header: header, footer: footer)
  }
}
