/// What the default `viewForSupplementaryElementOfKind` returns: the view treats it as none
/// (and records UIKit's complaint).
public final class _MissingSupplementaryView: UICollectionReusableView {}
