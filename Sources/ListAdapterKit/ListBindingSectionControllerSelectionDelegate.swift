import Foundation
import ListUIKit

/// Selection in a ``ListBindingSectionController``
/// (`IGListBindingSectionControllerSelectionDelegate`): each callback names the item's index and
/// the view model bound to it.
@preconcurrency
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
  /// The item at `index`, bound to `viewModel`, was selected.
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didSelectItemAt index: Int, viewModel: Any)
  /// The item at `index`, bound to `viewModel`, was deselected (nothing by default here;
  /// IGListKit requires it).
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didDeselectItemAt index: Int, viewModel: Any)
  /// The item at `index`, bound to `viewModel`, was highlighted (the user's finger came down on
  /// it; nothing by default here; IGListKit requires it).
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any)
  /// The item at `index`, bound to `viewModel`, was unhighlighted (nothing by default here;
  /// IGListKit requires it).
  func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any)
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

  /// Does nothing by default.
  public func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didHighlightItemAt index: Int, viewModel: Any
  ) {}

  /// Does nothing by default.
  public func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    didUnhighlightItemAt index: Int, viewModel: Any
  ) {}

  /// `nil` by default (the requirement is optional in IGListKit: no menu).
  public func sectionController(
    _ sectionController: ListBindingSectionController<any ListDiffable>,
    contextMenuConfigurationForItemAt index: Int, point: CGPoint, viewModel: Any
  ) -> UIContextMenuConfiguration? { nil }
}
