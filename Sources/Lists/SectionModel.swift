import ListKit
import ListUIKit

/// A section of a grouped list: its identifier, items, and header and footer texts.
public struct SectionModel<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable,
  Hashable, Identifiable
{
  /// The section's identifier.
  public let id: SectionID
  /// The section's items, in order.
  public let items: [Item]
  /// The header text, or `nil` for none.
  public let header: String?
  /// The footer text, or `nil` for none.
  public let footer: String?

  /// A section with the given identifier, items, header and footer.
  public init(id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// The items built with ``ItemsBuilder``.
  public init(
    id: SectionID, header: String? = nil, footer: String? = nil,
    @ItemsBuilder<Item> items: () -> [Item]
  ) {
    self.init(id: id, items: items(), header: header, footer: footer)
  }

  /// The same section with each item transformed.
  public func mapItems<T: Hashable & Sendable>(_ transform: (Item) -> T) -> SectionModel<
    SectionID, T
  > {
    SectionModel<SectionID, T>(id: id, items: items.map(transform), header: header, footer: footer)
  }
}
