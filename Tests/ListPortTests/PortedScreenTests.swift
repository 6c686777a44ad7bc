import Foundation
import ListPort
import ListUIKit
import Testing

/// A screen written for UIKit with Objective-C-only Swift (`Fixtures/TodoScreen.swift.original`),
/// ported by `listkit port` (`Fixtures/TodoScreen.swift`, compiled into this target): the ported
/// file is exactly what the porter writes, and its target-action, bar button item and
/// notification observer reach the `@objc` methods; every batch they send is validated.
@Suite @MainActor struct PortedScreenTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test func thePortedFileIsThePortersOutput() throws {
    let original = try String(
      contentsOf: Self.fixtures.appendingPathComponent("TodoScreen.swift.original"),
      encoding: .utf8)
    let ported = try String(
      contentsOf: Self.fixtures.appendingPathComponent("TodoScreen.swift"), encoding: .utf8)
    #expect(try Porter.port(original).source == ported)
    try RoundTripTests.expectOnlyListedRewrites(original, ported, "TodoScreen.swift")
  }

  /// A tap on a cell's button runs its `@objc` action, which deletes the row: the batch is
  /// accepted and the table shows the rest.
  @Test func tappingACellsButtonRunsItsAction() throws {
    let screen = TodoViewController(style: .plain)
    screen.loadViewIfNeeded()
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TodoCell)
    #expect(cell.textLabel?.text == "Bread")
    #expect(
      cell.doneButton.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["markDone:"])
    cell.doneButton.simulateTap()
    #expect(screen.items == ["Milk", "Eggs"])
    #expect(screen.tableView.raisedExceptions.isEmpty)
    let shown = (0..<screen.tableView.numberOfRows(inSection: 0)).map {
      screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
    }
    #expect(shown == ["Milk", "Eggs"])
  }

  /// The same tap in a build that forgets the model: UIKit's exception, reported, nothing changes.
  @Test func aForgottenModelUpdateIsCaught() throws {
    let screen = TodoViewController(style: .plain)
    screen.loadViewIfNeeded()
    screen.forgetsTheModel = true
    let cell = try #require(
      screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodoCell)
    withKnownIssue {
      cell.doneButton.simulateTap()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of rows in section 0.")
      }
    }
    #expect(screen.tableView.raisedExceptions.map(\.stableCode) == ["invalidItemCount"])
    #expect(screen.tableView.numberOfRows(inSection: 0) == 3)
  }

  /// The bar button item's target-action and the notification observer by selector.
  @Test func barButtonItemsAndNotificationsReachTheirMethods() throws {
    let screen = TodoViewController(style: .plain)
    screen.loadViewIfNeeded()
    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(screen.items.last == "Item 4")
    #expect(screen.tableView.numberOfRows(inSection: 0) == 4)
    NotificationCenter.default.post(name: .todoItemsChanged, object: nil)
    #expect(screen.reloads == 1)
  }
}
