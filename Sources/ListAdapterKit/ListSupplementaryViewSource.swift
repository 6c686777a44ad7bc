import Foundation
import ListUIKit

/// Headers and footers of a section (`IGListSupplementaryViewSource`).
@preconcurrency
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
  func supportedElementKinds() -> [String]
  func viewForSupplementaryElement(ofKind elementKind: String, at index: Int)
    -> UICollectionReusableView
  func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize
}
