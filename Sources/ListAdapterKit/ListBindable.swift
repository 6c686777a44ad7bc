/// A cell that shows a view model (`IGListBindable`).
@preconcurrency
@MainActor
public protocol ListBindable: AnyObject {
  func bindViewModel(_ viewModel: Any)
}
