import Foundation
import ListKit
import ListSimulator
import Testing
@testable import ListFuzz

/// The pool of idle job executors: a campaign takes a kept one before it makes a new one, and
/// the pool keeps at most its bound, stopping the rest.
@Suite struct JobExecutorPoolTests {
  @Test func keepsUpToItsBoundAndStopsTheRest() async throws {
    let pool = _JobExecutorPool(kept: 2)
    let executors = (0..<3).map { _ in pool.take() }
    #expect(Set(executors.map(ObjectIdentifier.init)).count == 3)
    for executor in executors { pool.give(executor) }
    // (Required: the checks below run work on the kept ones.)
    try #require(pool.count == 2)
    // The third was stopped: its thread ends.
    let stopped = try #require(executors[2].thread)
    for _ in 0..<500 where !stopped.isFinished { try await Task.sleep(for: .milliseconds(10)) }
    #expect(stopped.isFinished)
    // The kept ones are handed out again, the last kept first.
    try #require(pool.take() === executors[1])
    try #require(pool.take() === executors[0])
    #expect(pool.count == 0)
    // A kept executor still runs work on its thread.
    let thread = ObjectIdentifier(try #require(executors[0].thread))
    let ran = await Task(executorPreference: executors[0]) { currentThread() }.value
    #expect(ran == thread)
    for executor in executors.prefix(2) { executor.stop() }
  }
}
