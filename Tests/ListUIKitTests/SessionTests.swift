import Foundation
import ListReporting
import ListScenarios
import ListSimulator
import ListTesting
import ListUIKit
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The README's inbox: a list of messages that appends new ones the right way.
@MainActor
final class InboxScreen: NSObject, UICollectionViewDataSource {
  var messages = ["Hi", "Hello"]
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewFlowLayout())

  override init() {
    super.init()
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "message")
    view.dataSource = self
    view.reloadData()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { messages.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
  }

  /// Appends `new` and inserts the first `declaring` of them (all by default): declaring fewer
  /// is the bug of a model that grows behind the view's back.
  func appendMessages(_ new: [String], declaring: Int? = nil) {
    let start = messages.count
    messages += new
    let declared = start..<(start + min(declaring ?? new.count, new.count))
    view.insertItems(at: declared.map { IndexPath(item: $0, section: 0) })
  }
}

/// README's examples: a trait, and one test on every release an app supports.
@MainActor
@Suite struct ReadmeSessionExamples {
  @Test(.uikit(iOS: "16.4", linkedSDK: "16.2"))
  func inboxAppendsTheNewMessages() {
    let inbox = InboxScreen()
    inbox.appendMessages(["Lunch?", "Sure"])
    #expect(inbox.view.raisedExceptions.isEmpty)
  }

  @Test(arguments: UIKitRelease.supported(from: IOSVersion(15)))
  func inboxOnEveryRelease(release: UIKitRelease) async {
    await ListKitSession.run(release) {
      let inbox = InboxScreen()
      inbox.appendMessages(["Lunch?"])
      #expect(inbox.view.numberOfItems(inSection: 0) == 3)
    }
  }
}

@MainActor
@Suite("A trait on a suite", .uikit(iOS: "16.4")) struct UIKitTraitTests {
  @Test func aSuitesTraitSetsTheReleaseOfEveryViewItsTestsMake() {
    let list = InboxScreen()
    #expect(list.view.engine.configuration.iOSVersion == IOSVersion(16, 4))
    withKnownIssue {
      list.appendMessages(["Lunch?", "Sure"], declaring: 1)
    } matching: { issue in
      // iOS 16.4's words, with the session's note.
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after"
        ) && $0.rawValue.contains("attached to this test")
      }
    }
  }

  @Test(.uikit(iOS: "12.4")) func aTestsOwnTraitWins() {
    let list = InboxScreen()
    #expect(list.view.engine.configuration.iOSVersion == IOSVersion(12, 4))
    withKnownIssue {
      list.appendMessages(["Lunch?", "Sure"], declaring: 1)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Invalid update: invalid number of items in section 0.")
      }
    }
  }
}

@MainActor
@Suite struct SessionTests {
  /// One test, every release an app supports: where UIKit only logs (a collection view on 16.3)
  /// the test gets a warning and goes on (an error would fail it); where it raises, an error.
  @Test(arguments: UIKitRelease.supported(from: IOSVersion(16, 3), through: IOSVersion(17)))
  func oneTestOnEveryRelease(release: UIKitRelease) async {
    await ListKitSession.run(release) {
      let list = InboxScreen()
      #expect(list.view.engine.configuration.release(for: .collection) == release)
      if release.iOS < IOSVersion(16, 4) {
        list.appendMessages(["Lunch?", "Sure"], declaring: 1)
        #expect(list.view.raisedExceptions.isEmpty)
        #expect(list.view.numberOfItems(inSection: 0) == 4)
      } else {
        withKnownIssue {
          list.appendMessages(["Lunch?", "Sure"], declaring: 1)
        }
        #expect(list.view.numberOfItems(inSection: 0) == 2)
      }
    }
  }

  @Test func aWarningDoesNotFailTheTest() {
    #expect(FailureReporter.warn("UIKit only logs this") == .swiftTesting)
  }

  /// With a folder (`LISTKIT_ATTACHMENTS`, here given directly), a failure's message names the
  /// session's files, and they are
  /// there when the session ends: the scenario replays to the same failure, the SVG draws it.
  @Test func aFailingSessionIsSavedAndReplaysToTheSameFailure() async throws {
    let folder = NSTemporaryDirectory() + "listkit-attachments-\(UUID().uuidString)"
    let reported = Mutex<String?>(nil)
    await ListKitSession.run(
      ViewConfiguration(iOS: IOSVersion(17)), name: "growing list", attachmentsFolder: folder
    ) {
      let list = InboxScreen()
      withKnownIssue {
        list.appendMessages(["Lunch?", "Sure"], declaring: 1)
      } matching: { issue in
        reported.withLock { $0 = issue.comments.first?.rawValue }
        return true
      }
    }
    let message = try #require(reported.withLock { $0 })
    #expect(message.contains("session saved: \(folder)/listkit-growing-list-1.json"))
    let stem = folder + "/listkit-growing-list-1"
    let scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: stem + ".json"))
    #expect(scenario.iOSVersion == IOSVersion(17))
    let replayed = await scenario.replay()
    #expect(replayed.passed)
    #expect(scenario.steps.last?.expect.error == "invalidItemCount")
    let svg = try String(contentsOfFile: stem + ".svg", encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("rejected"))
  }
}
