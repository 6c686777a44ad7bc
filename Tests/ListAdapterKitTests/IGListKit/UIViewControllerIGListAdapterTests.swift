import Foundation
import ListAdapterKit
import Testing

// IGListKit's `UIViewControllerIGListAdapterTests.m`, the tests of `associatedListAdapters()`,
// carried over with their names and expected values (the preferred-focus tests need
// `indexPathForPreferredFocusedView(in:)` and IGListKit's experiments, which are not here).

@MainActor @Suite struct UIViewControllerIGListAdapterTests {
  @Test func test_whenNoAdapter_thatReturnsEmpty() {
    #expect(UIViewController().associatedListAdapters().isEmpty)
  }

  @Test func test_whenOneAdapter_thatReturnsOne() {
    let viewController = UIViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters = viewController.associatedListAdapters()
    #expect(adapters.count == 1)
    #expect(adapters.first === adapter)
  }

  @Test func test_whenTwoAdapters_thatReturnsTwo() {
    let viewController = UIViewController()
    let adapters = (0..<2).map { _ in
      ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    }
    withExtendedLifetime(adapters) {
      #expect(viewController.associatedListAdapters().count == 2)
    }
  }

  @Test func test_whenOneAdapters_andDealloc_thatReturnsEmpty() {
    let viewController = UIViewController()
    do {
      _ = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    }
    #expect(viewController.associatedListAdapters().isEmpty)
  }

  @Test func test_whenCalledMultipleTimes_thatReturnsSameAdapters() {
    let viewController = UIViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let first = viewController.associatedListAdapters()
    let second = viewController.associatedListAdapters()
    #expect(first.count == 1 && second.count == 1)
    #expect(first.first === adapter && second.first === adapter)
  }
}
