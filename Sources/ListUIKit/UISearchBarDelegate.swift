/// `UISearchBarDelegate`: what a search bar tells its delegate. Every method has an empty
/// default, as UIKit's are optional.
@preconcurrency
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed (``UISearchBar/simulateTyping(_:)``).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The keyboard's search button was tapped (``UISearchBar/simulateSearchButtonTap()``).
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped (``UISearchBar/simulateCancelButtonTap()``).
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Editing began (``UISearchBar/becomeFirstResponder()``).
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended (``UISearchBar/resignFirstResponder()``).
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}
