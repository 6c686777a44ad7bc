/// An element's position: its section and its index there.
public struct ElementPath: Hashable, Sendable, CustomDebugStringConvertible {
  /// The element's index within its section.
  public var element: Int
  /// The section's index.
  public var section: Int
  /// The path of the element at index `element` of section `section`.
  @inlinable public init(element: Int, section: Int) {
    self.element = element
    self.section = section
  }
  /// `[element: …, section: …]`, for debugging.
  public var debugDescription: String { "[element: \(element), section: \(section)]" }
}
