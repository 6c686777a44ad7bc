/// `UICollectionViewListCell`: a collection cell of a list, with accessories and the list
/// styles of content configuration.
open class UICollectionViewListCell: UICollectionViewCell {}
