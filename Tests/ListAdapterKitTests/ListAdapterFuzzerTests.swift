import Foundation
import ListAdapterKit
import ListUIKit
import Testing

@MainActor @Suite struct AdapterFuzzerTests {
  /// The package's own feed passes: every batch the adapter sends is accepted, and the view
  /// shows what the controllers report.
  @Test(arguments: [UInt64(1), 27])
  func theBuiltInFeedPasses(seed: UInt64) async {
    let report = await ListAdapterFuzzer(seed: seed, iterations: 40, steps: 10).checkBuiltIn()
    #expect(report.passed, "\(report)")
    #expect(report.cases == 40 && report.steps == 400)
  }

  /// A controller that adds a row behind the adapter's back is found, shrunk, and written as a
  /// scenario that replays the rejected batch with UIKit's message.
  @Test func aBuggyControllerIsFoundAndShrunk() async throws {
    final class Sloppy: ListSectionController {
      var rows = 1
      override func numberOfItems() -> Int { rows }
      override func didUpdate(to object: Any) { rows += 1 }  // grows without telling anyone
      override func cellForItem(at index: Int) -> UICollectionViewCell {
        collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
      }
    }
    let report = await ListAdapterFuzzer(seed: 3, iterations: 20, steps: 8).check(
      objects: { previous, random in
        (0..<Int.random(in: 1...4, using: &random)).map {
          NSNumber(value: $0 * 10 + previous.count)
        }
      },
      sectionController: { _ in Sloppy() })
    let failure = try #require(report.failures.first)
    #expect(failure.stepsAfter <= failure.stepsBefore)
    #expect(failure.failure.contains("invalidItemCount") || failure.failure.contains("cells"))
    let replayed = await failure.scenario.replay()
    #expect(replayed.passed, "\(replayed)")
    #expect(failure.scenario.steps.count >= 2)
  }
}
