/// `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps it needs.
  open var numberOfTapsRequired = 1
}
