/// A headless list cell (`UICollectionViewListCell`).
open class VirtualListCell: VirtualCell {}
