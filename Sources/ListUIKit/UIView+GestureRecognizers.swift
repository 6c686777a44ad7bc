import ListSimulator

extension UIView {
  /// Attaches `recognizer` (kept in ``gestureRecognizers``).
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    attachedRecognizers.append(recognizer)
  }

  /// The recognizers attached to the view.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    let recognizers = attachedRecognizers.compactMap { $0 as? UIGestureRecognizer }
    return recognizers.isEmpty ? nil : recognizers
  }
}
