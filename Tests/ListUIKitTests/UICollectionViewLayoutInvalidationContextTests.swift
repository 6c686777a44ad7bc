import Foundation
import ListUIKit
import Testing

/// A layout of its own with a context class of its own, as apps write them: it records every
/// context it is invalidated with, and what the view's bounds were when it was asked about new
/// ones.
private final class RecordingContext: UICollectionViewLayoutInvalidationContext {
  var reason = "none"
}

private final class RecordingLayout: UICollectionViewLayout {
  var contexts: [UICollectionViewLayoutInvalidationContext] = []
  var askedWithOldSize: [CGSize] = []
  var answer = true
  override class var invalidationContextClass: AnyClass { RecordingContext.self }
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    askedWithOldSize.append(collectionView?.bounds.size ?? .zero)
    return answer
  }
  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    (context as? RecordingContext)?.reason = "bounds \(Int(newBounds.width))"
    return context
  }
}

@MainActor @Suite struct UICollectionViewLayoutInvalidationContextTests {
  @Test func invalidateLayoutPassesAContextOfTheLayoutsClassThatInvalidatesEverything() {
    let layout = RecordingLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    layout.invalidateLayout()
    let context = layout.contexts.last
    #expect(context is RecordingContext)
    #expect(context?.invalidateEverything == true && context?.invalidateDataSourceCounts == true)
    #expect(view.collectionViewLayout === layout)
  }

  @Test func aNewSizeAsksTheLayoutWithTheOldBoundsAndInvalidatesItWithItsContext() {
    let layout = RecordingLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    (layout.contexts, layout.askedWithOldSize) = ([], [])
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 480)
    #expect(layout.askedWithOldSize == [CGSize(width: 320, height: 480)])
    #expect(layout.contexts.count == 1)
    #expect((layout.contexts.first as? RecordingContext)?.reason == "bounds 375")
    #expect(layout.contexts.first?.invalidateEverything == false)
    // The same size asks nothing; a layout that answers `false` is left alone.
    view.frame = CGRect(x: 10, y: 10, width: 375, height: 480)
    layout.answer = false
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 480)
    #expect(layout.askedWithOldSize.count == 2 && layout.contexts.count == 1)
  }

  @Test func aContextRecordsWhatIsMarked() {
    let context = UICollectionViewFlowLayoutInvalidationContext()
    #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
    #expect(context.invalidatedItemIndexPaths == nil)
    context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    context.invalidateItems(at: [IndexPath(item: 0, section: 2)])
    context.invalidateSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
    #expect(
      context.invalidatedItemIndexPaths == [
        IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 2),
      ])
    #expect(
      context.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader]
        == [IndexPath(item: 0, section: 1)])
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
        == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
  }
}
