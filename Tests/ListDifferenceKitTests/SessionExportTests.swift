import Foundation
import ListDifferenceKit
import ListTesting
import ListUIKit
import Testing

/// DifferenceKit's `reload(using:)` hands its rejected stage to the one session exporter.
@MainActor @Suite struct DifferenceKitSessionExportTests {
  @Test func aForgottenSetDataIsSavedWithItsSession() async throws {
    let folder = NSTemporaryDirectory() + "listkit-differencekit-\(UUID().uuidString)"
    await ListKitSession.run(name: "differencekit", attachmentsFolder: folder) {
      let tableView = UITableView(frame: .zero)
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "user")
      let dataSource = UsersDataSource()
      dataSource.data = [User(id: 0, name: "Vincent"), User(id: 1, name: "Jules")]
      tableView.dataSource = dataSource
      tableView.reloadData()
      let changeset = StagedChangeset(source: dataSource.data, target: [User(id: 1, name: "Jules")])
      withKnownIssue {
        tableView.reload(using: changeset, with: .automatic) { _ in }  // data not updated
      }
    }
    let saved = try ListKitSession.savedScenarios(in: folder)
    #expect(saved.count == 1)
    #expect(saved.first?.view == .table)
    let replayed = await saved.first?.replay()
    #expect(replayed?.passed == true)
  }
}
