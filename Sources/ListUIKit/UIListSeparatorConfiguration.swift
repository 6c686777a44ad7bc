import ListSimulator

/// `UIListSeparatorConfiguration`: how a row's separators look (recorded, not drawn).
public struct UIListSeparatorConfiguration: Sendable, Hashable {
  /// Whether a separator shows.
  public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }
  /// The top separator's visibility.
  public var topSeparatorVisibility = Visibility.automatic
  /// The bottom separator's visibility.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The separators' colour.
  public var color: UIColor?
  /// The top separator's insets.
  public var topSeparatorInsets = NSDirectionalEdgeInsets()
  /// The bottom separator's insets.
  public var bottomSeparatorInsets = NSDirectionalEdgeInsets()
  /// The default separators of a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain) {}
}
