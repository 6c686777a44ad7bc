import Foundation

/// A supplementary view type, its kind and how to configure it
/// (`UICollectionView.SupplementaryRegistration`).
public struct SupplementaryRegistration<Supplementary: VirtualReusableView>: Sendable {
  /// Configures a dequeued view for its element kind and index path, on the main actor.
  public typealias Handler = @MainActor @Sendable (Supplementary, String, IndexPath) -> Void
  /// The element kind the view is registered for.
  public let elementKind: String
  /// The reuse identifier made for this registration (`<Supplementary>-registration-<n>`).
  public let reuseIdentifier: String
  let handler: Handler

  /// A registration for `elementKind` with a reuse identifier of its own, configuring views
  /// with `handler`.
  public init(elementKind: String, handler: @escaping Handler) {
    self.elementKind = elementKind
    reuseIdentifier = _registrationIdentifier(Supplementary.self)
    self.handler = handler
  }
}
