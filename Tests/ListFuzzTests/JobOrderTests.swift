import Foundation
import ListKit
import ListSimulator
import Testing

@testable import ListFuzz

/// The order in which a job runs its cases (`_JobCases`): the jobs of a shard run every case
/// exactly once between them, and each job runs a block's cases a third at a time.
@Suite struct JobOrderTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func jobsRunEveryCaseOnceAThirdAtATime(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let jobs = Int.random(in: 1...6, using: &rng)
      let iterations = Int.random(in: 0...(3 * _JobCases.blockLength), using: &rng)
      var seen = [Int](repeating: 0, count: iterations)
      for job in 0..<jobs {
        var cases = _JobCases(jobs: jobs, job: job, iterations: iterations)
        var order: [Int] = []
        while let local = cases.next() {
          order.append(local)
          #expect(local % jobs == job && local < iterations, "seed \(seed)")
          if local >= 0 && local < iterations { seen[local] += 1 }
        }
        // Within each block the job's sequence numbers go through 0, 1, 2 modulo 3 in turn.
        let sequence = order.map { ($0 - job) / jobs }
        for (a, b) in zip(sequence, sequence.dropFirst())
        where a / _JobCases.blockLength == b / _JobCases.blockLength {
          #expect(a % 3 < b % 3 || (a % 3 == b % 3 && a < b), "seed \(seed): \(a) then \(b)")
        }
      }
      #expect(seen.allSatisfy { $0 == 1 }, "seed \(seed): jobs \(jobs), iterations \(iterations)")
    }
  }

  /// Without a number of cases (a time-limited campaign) a job goes on through the same order.
  @Test func withoutAnEndTheOrderGoesOn() {
    var endless = _JobCases(jobs: 2, job: 1, iterations: nil)
    var bounded = _JobCases(jobs: 2, job: 1, iterations: 2 * 5 * _JobCases.blockLength)
    var seen = Set<Int>()
    for _ in 0..<(5 * _JobCases.blockLength) {
      let local = endless.next()
      #expect(local == bounded.next())
      if let local { #expect(seen.insert(local).inserted) }
    }
    #expect(bounded.next() == nil)
    #expect(endless.next() != nil)
  }
}

/// A job's executor (`_ThreadExecutor`): the job and every task it starts run on its one thread,
/// and the thread ends once the executor is stopped.
@Suite struct JobExecutorTests {
  @Test func aJobAndItsTasksRunOnOneThreadThatEndsWhenStopped() async throws {
    let executor = _ThreadExecutor(name: "test")
    let thread = try #require(executor.thread)
    let id = ObjectIdentifier(thread)
    let ranOnItsThread = await Task(executorPreference: executor) { () async -> [Bool] in
      var seen = [currentThread() == id]
      // A task the job starts, resumed after a suspension, and a child task.
      let started = Task.immediate(executorPreference: executor) { () async -> Bool in
        await Task.yield()
        return currentThread() == id
      }
      seen.append(await started.value)
      async let child = currentThread() == id
      seen.append(await child)
      return seen
    }.value
    #expect(ranOnItsThread == [true, true, true])
    #expect(!thread.isFinished)
    executor.stop()
    for _ in 0..<500 where !thread.isFinished { try await Task.sleep(for: .milliseconds(10)) }
    #expect(thread.isFinished)
  }
}

/// The thread the code calling it runs on (a synchronous look at `Thread.current`).
func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }
