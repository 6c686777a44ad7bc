/// The updater that reloads the whole view on every update (`IGListReloadDataUpdater`).
@preconcurrency
@MainActor
public final class ListReloadDataUpdater: ListUpdatingDelegate {
  /// A reload-data updater; it has no settings.
  public init() {}
}
