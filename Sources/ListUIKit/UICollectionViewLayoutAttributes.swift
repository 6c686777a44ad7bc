import Foundation

/// `UICollectionViewLayoutAttributes`: where a layout puts one cell or supplementary view.
open class UICollectionViewLayoutAttributes: @unchecked Sendable {
  /// The frame in the collection view's content coordinates.
  open var frame = CGRect.zero
  /// The frame's size (setting it keeps the origin).
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  /// The opacity.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden.
  open var isHidden = false
  /// The stacking order.
  open var zIndex = 0
  /// The position of the item or section.
  public let indexPath: IndexPath
  /// The kind of a supplementary view, or `nil` for a cell.
  public let representedElementKind: String?

  /// Attributes of the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = nil
  }

  /// Attributes of a supplementary view of `kind` at `indexPath`.
  public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementKind = kind
  }
}
