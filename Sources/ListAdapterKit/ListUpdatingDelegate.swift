/// How an adapter applies its updates (`IGListUpdatingDelegate`): ``ListAdapterUpdater`` (batch
/// updates) or ``ListReloadDataUpdater`` (`reloadData()`).
public protocol ListUpdatingDelegate: AnyObject {}
