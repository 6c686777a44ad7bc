import Foundation
import ListSimulator

/// `UIImageView`: an image view of its own, or a cell's `imageView`, whose image is the content
/// configuration's image.
open class UIImageView: UIView {
  private weak var cell: VirtualCell?
  private var ownImage: UIImage?
  /// The image for the highlighted state (recorded; ``image`` does not change with it).
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted (recorded; it does not switch to ``highlightedImage``).
  open var isHighlighted = false

  init(_ cell: VirtualCell) {
    self.cell = cell
    super.init(frame: .zero)
  }

  /// An image view showing `image`.
  public init(image: UIImage?) {
    ownImage = image
    super.init(frame: .zero)
  }

  /// An image view of its own.
  public override init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// An image view from an archive (nothing is decoded).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The image. An image view of its own keeps it; a cell's `imageView` reads and writes the
  /// content configuration's image (making a configuration if there is none).
  open var image: UIImage? {
    get { cell == nil ? ownImage : cell?.contentConfiguration?.image }
    set {
      guard let cell else {
        ownImage = newValue
        return
      }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      content.image = newValue
      cell.contentConfiguration = content
    }
  }
}
