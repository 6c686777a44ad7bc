/// IGListKit's Swift name of ``ListCollectionScrollingTraits``: its header's rename does not
/// reach Swift, so code written for IGListKit spells it `IGListCollectionScrollingTraits`.
public typealias IGListCollectionScrollingTraits = ListCollectionScrollingTraits

/// Whether a collection view is being touched, dragged or is still moving after a drag
/// (`IGListCollectionScrollingTraits`).
public struct ListCollectionScrollingTraits: Equatable, Sendable {
  /// The user has touched the content and may be about to drag.
  public var isTracking: Bool
  /// The user is dragging the content.
  public var isDragging: Bool
  /// The content is still moving after the user lifted their finger.
  public var isDecelerating: Bool

  /// Traits with all three `false` (the zero value of IGListKit's C struct).
  public init() { self.init(isTracking: false, isDragging: false, isDecelerating: false) }

  /// Traits with the three values given.
  public init(isTracking: Bool, isDragging: Bool, isDecelerating: Bool) {
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
  }
}
