import Foundation
import ListUIKit

/// The view models and cells of a ``ListBindingSectionController``
/// (`IGListBindingSectionControllerDataSource`).
@preconcurrency
@MainActor
public protocol ListBindingSectionControllerDataSource: AnyObject {
  /// The view models (one per cell) of `object`.
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    viewModelsFor object: Any
  ) -> [any ListDiffable]
  /// A cell for the view model at `index`, dequeued from the section controller's context; the
  /// controller binds the view model to it.
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    cellForViewModel viewModel: Any, at index: Int
  ) -> any UICollectionViewCell & ListBindable
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    sizeForViewModel viewModel: Any, at index: Int
  ) -> CGSize
}
