import Foundation
import ListDifferenceKit
import ListFuzz
import Testing

@Suite struct DifferenceKitFuzzTests {
  /// Random sectioned states with repeats and new versions: every stage is accepted and the last
  /// shows the target.
  @Test(arguments: [UInt64(1), 28])
  func stagedChangesetsPass(seed: UInt64) async {
    let report = await Fuzzer.checkDifferenceKit(seed: seed, iterations: 150)
    #expect(report.passed, "\(report)")
    #expect(report.cases == 150)
  }

  /// A `setData` that keeps the previous section order (a data source that ignores section
  /// moves) is found, shrunk, and written as a scenario that fails the same way on replay.
  @Test func aWrongSetDataIsFound() async throws {
    let report = await Fuzzer.checkDifferenceKit(seed: 2, iterations: 200) { data in
      data.sorted { $0.id < $1.id }
    }
    let failure = try #require(report.failures.first)
    #expect(failure.operationsAfter <= failure.operationsBefore)
    let replayed = await failure.scenario.replay()
    #expect(!replayed.passed)
    #expect(replayed.signature == failure.signature)
  }
}
