/// The updater that diffs the objects and applies one batch update per update
/// (`IGListAdapterUpdater`).
@preconcurrency
@MainActor
open class ListAdapterUpdater: ListUpdatingDelegate {
  /// Section moves become a delete and an insert.
  public var sectionMovesAsDeletesInserts = false
  /// Changed objects whose sections keep their cell count reload their cells instead of the
  /// section, when the update has no other section change.
  public var preferItemReloadsForSectionReloads = false
  /// Kept for code written for IGListKit; diffing happens on the main actor here.
  public var allowsBackgroundDiffing = false
  /// Kept for code written for IGListKit (`IGListAdapterUpdater.singleItemSectionUpdates`); nothing
  /// reads it here.
  public var singleItemSectionUpdates = false
  /// Kept for code written for IGListKit (`allowsReloadingOnTooManyUpdates`); nothing reads it
  /// here.
  public var allowsReloadingOnTooManyUpdates = true
  /// Told what the updater does (held weakly).
  public weak var delegate: (any ListAdapterUpdaterDelegate)?
  /// An updater with the default settings.
  public init() {}
}
