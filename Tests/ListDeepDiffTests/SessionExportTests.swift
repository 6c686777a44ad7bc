import Foundation
import ListDeepDiff
import ListTesting
import ListUIKit
import Testing

/// DeepDiff's `reload(changes:)` hands its rejected batch to the one session exporter: the
/// saved session replays to the same failure.
@Suite @MainActor struct DeepDiffSessionExportTests {
  @Test func aRejectedReloadIsSavedWithItsSession() async throws {
    let folder = NSTemporaryDirectory() + "listkit-deepdiff-\(UUID().uuidString)"
    await ListKitSession.run(name: "deepdiff", attachmentsFolder: folder) {
      let screen = DeepDiffScreen(Array("abc"))
      withKnownIssue {
        screen.collectionView.reload(
          changes: diff(old: Array("abc"), new: Array("abcd")),
          updateData: { screen.items = Array("abcde") })
      }
    }
    let saved = try ListKitSession.savedScenarios(in: folder)
    #expect(saved.count == 1)
    #expect(saved.first?.steps.last?.expect.error == "invalidItemCount")
    let replayed = await saved.first?.replay()
    #expect(replayed?.passed == true)
  }
}
