import ListSimulator

extension VirtualCollectionView {
  /// `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
