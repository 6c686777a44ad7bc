import Foundation
import ListKit
import ListSimulator

/// `UILabel`: a view that shows text — a label of its own (a custom cell's subview), or a cell's
/// or a header's `textLabel` and `detailTextLabel`, whose text is the view's content
/// configuration's text (or secondary text), so both ways of configuring read the same.
open class UILabel: UIView {
  private weak var cell: VirtualReusableView?
  private let secondary: Bool
  private let isOwnLabel: Bool
  private var ownText: String?
  /// The font (recorded; sizes do not depend on it).
  open var font: UIFont?
  /// The text colour (recorded; nothing is drawn).
  open var textColor: UIColor?
  /// The most lines the text may take, 0 for no limit (``intrinsicContentSize`` counts one
  /// line for 0).
  open var numberOfLines = 1
  /// How the text is aligned (recorded).
  open var textAlignment: NSTextAlignment = .natural
  /// How a line too long is wrapped or cut (recorded; nothing is laid out).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit the width (recorded; nothing shrinks here).
  open var adjustsFontSizeToFitWidth = false
  /// Whether the font follows the Dynamic Type size (recorded).
  open var adjustsFontForContentSizeCategory = false
  /// How far the font may shrink to fit, as a fraction of its size (recorded).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label is enabled (recorded; nothing is dimmed).
  open var isEnabled = true
  /// The text colour while highlighted (recorded).
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted (recorded).
  open var isHighlighted = false

  init(_ cell: VirtualReusableView, secondary: Bool) {
    (self.cell, self.secondary, self.isOwnLabel) = (cell, secondary, false)
    super.init(frame: .zero)
  }

  /// A label of its own (nothing is drawn; its text is kept).
  public override init(frame: CGRect = .zero) {
    (secondary, isOwnLabel) = (false, true)
    super.init(frame: frame)
  }

  /// A label from an archive (its own; nothing is decoded).
  public required init?(coder: NSCoder) {
    (secondary, isOwnLabel) = (false, true)
    super.init(coder: coder)
  }

  /// The text. A label of its own keeps it; a cell's `textLabel` or `detailTextLabel` reads and
  /// writes the content configuration's text or secondary text (making one if there is none).
  open var text: String? {
    get {
      if isOwnLabel { return ownText }
      return secondary
        ? cell?.contentConfiguration?.secondaryText : cell?.contentConfiguration?.text
    }
    set {
      if isOwnLabel {
        ownText = newValue
        return
      }
      guard let cell else { return }
      var content = cell.contentConfiguration ?? ListContentConfiguration()
      if secondary { content.secondaryText = newValue } else { content.text = newValue }
      cell.contentConfiguration = content
    }
  }

  /// The text with attributes: only its characters are kept (``text``).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// A size of one line of 17-point text per line of the label (nothing is measured).
  open override var intrinsicContentSize: CGSize {
    let lines = CGFloat(max(1, numberOfLines == 0 ? 1 : numberOfLines))
    return CGSize(width: CGFloat((text ?? "").count) * 8, height: 20.5 * lines)
  }

  /// The intrinsic content size, whatever `size` is offered (nothing wraps).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

extension UILabel: _TextShowing {
  /// The label's text, for the screen text.
  package var shownText: String? { text }
}
