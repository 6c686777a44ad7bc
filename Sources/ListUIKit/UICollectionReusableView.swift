import Foundation
import ListSimulator

/// `UICollectionReusableView`: a header, a footer or another supplementary view of a collection
/// view, and, as in UIKit, the superclass of ``UICollectionViewCell`` (so a cell class can serve
/// as a header). The view makes it with ``init(frame:)`` (`.zero`), reuses it after
/// `prepareForReuse()`, and configures it through the registration or provider that dequeued it.
/// It is the engine's cell type underneath (a supplementary view never uses the selection and
/// accessories that come with it).
open class UICollectionReusableView: VirtualCell {
  /// UIKit's designated initializer: the one the view calls. A subclass that declares its own
  /// writes `required init(frame:)` (the porter adds `required`).
  public required init(frame: CGRect = .zero) { super.init(frame: frame) }

  /// A view from an archive, as UIKit's subclasses declare it; nothing is decoded here.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The attributes a self-sizing view wants, from the layout's: by default the layout's own
  /// (a subclass overrides it to measure itself; nothing calls it on its own here).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Applies the layout's attributes: the frame, alpha and hidden state.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    frame = layoutAttributes.frame
    alpha = layoutAttributes.alpha
    isHidden = layoutAttributes.isHidden
  }
}
