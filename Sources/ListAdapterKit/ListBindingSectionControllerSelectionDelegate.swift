import Foundation
import ListUIKit

/// Selection in a ``ListBindingSectionController``.
@preconcurrency
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didSelectItemAt index: Int, viewModel: Any)
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any)
  /// The context menu for the cell at `index`, long-pressed at `point`, bound to `viewModel`, or
  /// `nil` for none (IGListKit's optional
  /// `sectionController:contextMenuConfigurationForItemAtIndex:point:viewModel:`; `nil` by
  /// default).
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    contextMenuConfigurationForItemAt index: Int, point: CGPoint, viewModel: Any
  ) -> UIContextMenuConfiguration?
}

extension ListBindingSectionControllerSelectionDelegate {
  /// Does nothing by default.
  public func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any
  ) {}

  /// `nil` by default (the requirement is optional in IGListKit: no menu).
  public func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    contextMenuConfigurationForItemAt index: Int, point: CGPoint, viewModel: Any
  ) -> UIContextMenuConfiguration? { nil }
}
