/// `UIAction`: a titled action whose handler a test runs with ``perform()``.
public final class UIAction: UIMenuElement, @unchecked Sendable {
  /// What choosing the action runs.
  public let handler: @MainActor (UIAction) -> Void
  /// The action's image (recorded).
  public var image: UIImage?
  /// How the action looks and behaves in a menu (recorded).
  public var attributes: UIMenuElement.Attributes = []

  /// An action titled `title` that runs `handler`.
  public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
    self.handler = handler
    super.init(title: title)
  }

  /// An action with UIKit's full initializer: the image, identifier, discoverability title,
  /// attributes and state are recorded.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: String? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
  ) {
    self.init(title: title, handler: handler)
    self.image = image
    self.attributes = attributes
  }

  /// What sent the action while its handler runs (the control a user tapped), else `nil`.
  public private(set) var sender: Any?

  /// The user chooses the action: its handler runs.
  @MainActor public func perform() { handler(self) }

  /// The action sent by `sender` (a control): its handler runs with ``sender`` set.
  @MainActor func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
