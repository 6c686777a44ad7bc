/// A section controller entering or leaving the working range: the visible sections and
/// `workingRangeSize` sections on each side (`IGListWorkingRangeDelegate`).
@preconcurrency
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
  func listAdapter(
    _ listAdapter: ListAdapter,
    sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}
