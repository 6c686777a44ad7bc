import ListSimulator

/// `NSCollectionLayoutEnvironment`: what a section provider is told (the container and the
/// traits).
@preconcurrency
@MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: UITraitCollection { get }
}
