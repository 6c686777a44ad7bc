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

/// The thread the code calling it runs on (a synchronous look at `Thread.current`).
func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }
