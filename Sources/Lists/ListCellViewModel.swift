import ListUIKit

/// A view model shown in a `UICollectionViewListCell`, as in the original Lists.
public protocol ListCellViewModel: CellViewModel where Cell == UICollectionViewListCell {}
