extension VirtualView {
  /// Called with every operation hand-written code asks of the view (reloads, layout
  /// invalidations, batches with their verdicts). Set it to record a session.
  public var operationObserver: (@Sendable (ViewOperation) -> Void)? {
    get { core.withLock { $0.observer } }
    set { core.withLock { $0.observer = newValue } }
  }

  /// Told the message of every batch UIKit would only log and recover from by reloading (a
  /// collection view on iOS 13 to 16.3): the UIKit-named views report it as a warning.
  package var recoveryObserver: (@Sendable (String) -> Void)? {
    get { core.withLock { $0.recoveryObserver } }
    set { core.withLock { $0.recoveryObserver = newValue } }
  }

  /// Reports to the observer, if any, for a view no diffable data source manages.
  func report(_ make: () -> ViewOperation) {
    let observer = core.withLock { $0.isManagedByDiffableDataSource ? nil : $0.observer }
    observer?(make())
  }

  /// The data source's data now, as the recorder stores it.
  func currentData() -> [ArrayDataSource.Section] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections()).map { s in
      if let identities = dataSource.identifiers(inSection: s) { return .identified(identities) }
      return .anonymous(count: dataSource.numberOfItems(inSection: s))
    }
  }
}
