import Foundation
import ListTesting
import Lists
import Testing

/// The original Lists' updates (a diffable data source underneath) hand their rejected apply to
/// the one session exporter.
@MainActor @Suite struct ListsSessionExportTests {
  @Test func aRejectedUpdateIsSavedWithItsSession() async throws {
    let folder = NSTemporaryDirectory() + "listkit-lists-\(UUID().uuidString)"
    await ListKitSession.run(name: "lists", attachmentsFolder: folder) {
      let list = SimpleList<Fruit>()
      await list.setItems([Fruit(id: "apple"), Fruit(id: "pear")])
      await withKnownIssue {
        await list.setItems([Fruit(id: "fig"), Fruit(id: "fig")])
      }
    }
    let saved = try ListKitSession.savedScenarios(in: folder)
    #expect(saved.count >= 1)
    #expect(saved.contains { $0.steps.last?.expect.error == "duplicateItemIdentifiers" })
    for scenario in saved {
      let replayed = await scenario.replay()
      #expect(replayed.passed, "\(replayed.failureDescription ?? "")")
    }
  }
}
