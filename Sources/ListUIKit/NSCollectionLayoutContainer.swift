import Foundation
import ListSimulator

/// `NSCollectionLayoutContainer`: the size a section is laid out in.
@preconcurrency
@MainActor
public protocol NSCollectionLayoutContainer {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
}
