import Foundation
import ListKit
import ListScenarios
import ListSimulator
import Synchronization

/// Random update sequences, checked step by step against independent models and shrunk to a
/// minimal scenario when a check fails.
///
/// ```swift
/// let report = await Fuzzer(Fuzzer.Configuration(seed: 7, iterations: 200)).run()
/// #expect(report.passed, "\(report)")
/// ```
public struct Fuzzer: Sendable {
  /// How a campaign runs: seed, size or duration, limits, target, profile, workers and sharding.
  public struct Configuration: Sendable {
    /// The campaign's seed: case `k` runs with seed ``Fuzzer/caseSeed(_:_:)``.
    public var seed: UInt64
    /// How many cases (of this shard); `nil` with a `duration`.
    public var iterations: Int?
    /// How long to run, in seconds (then `iterations` is a maximum if set).
    public var duration: Double?
    /// The size limits of the generated cases.
    public var limits: FuzzLimits
    /// What the cases fuzz (``FuzzTarget/all`` takes each target in turn).
    public var target: FuzzTarget
    /// The UIKit profile; `nil` picks one per case.
    public var profile: UpdateProfile?
    /// Shrink failures (on by default).
    public var shrink: Bool
    /// Concurrent workers.
    public var jobs: Int
    /// This campaign is shard `index` of `count`: it runs the cases `k` with `k % count == index`.
    public var shard: (index: Int, count: Int)
    /// Stop after this many failures.
    public var maxFailures: Int
    /// Where to write the shrunk scenarios (not written when `nil`).
    public var outputDirectory: URL?

    /// A configuration with the given values; `jobs` and `maxFailures` are at least 1.
    public init(
      seed: UInt64 = 1, iterations: Int? = 500, duration: Double? = nil,
      limits: FuzzLimits = FuzzLimits(), target: FuzzTarget = .all, profile: UpdateProfile? = nil,
      shrink: Bool = true, jobs: Int = 1, shard: (index: Int, count: Int) = (0, 1),
      maxFailures: Int = 5, outputDirectory: URL? = nil
    ) {
      self.seed = seed
      self.iterations = iterations
      self.duration = duration
      self.limits = limits
      self.target = target
      self.profile = profile
      self.shrink = shrink
      self.jobs = max(1, jobs)
      self.shard = shard
      self.maxFailures = max(1, maxFailures)
      self.outputDirectory = outputDirectory
    }
  }

  /// How this fuzzer's campaign runs.
  public var configuration: Configuration

  /// How many cases a job makes before it runs them.
  static let madeAhead = 16

  /// The largest `jobs`: more workers than this only cost memory on any machine.
  public static let jobBound = 256
  /// The largest `duration`, in seconds (a week).
  public static let durationBound = 604_800.0
  /// The largest `iterations` and the largest shard count: case numbers stay far from `Int.max`.
  public static let iterationBound = 1_000_000_000_000
  /// The largest shard count.
  public static let shardBound = 1_000_000

  /// A fuzzer for `configuration` (the defaults when omitted).
  public init(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The seed of case `index` of a campaign (case 0 runs with the campaign's seed itself).
  public static func caseSeed(_ seed: UInt64, _ index: Int) -> UInt64 {
    seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
  }

  /// The target of case `index` (``FuzzTarget/all`` takes the three in turn).
  public static func target(_ target: FuzzTarget, case index: Int) -> FuzzTarget {
    guard target == .all else { return target }
    return [FuzzTarget.engine, .view, .datasource][index % 3]
  }

  /// The program of one case.
  public static func program(
    seed: UInt64, target: FuzzTarget, limits: FuzzLimits = FuzzLimits(),
    profile: UpdateProfile? = nil
  ) -> FuzzProgram {
    generate(seed: seed, target: target, limits: limits, profile: profile).program
  }

  /// The program of one case and its scenario (for data-source targets, the steps derived while
  /// generating: each case is derived once).
  static func generate(
    seed: UInt64, target: FuzzTarget, limits: FuzzLimits, profile: UpdateProfile?
  ) -> (program: FuzzProgram, scenario: Scenario) {
    var generator = _Generator(seed: seed, limits: limits)
    var program = generator.program(target: target, profile: profile)
    program.about = "listkit fuzz --seed \(seed) --iterations 1 --target \(target.rawValue)"
    let scenario =
      generator.derivedSteps.map {
        Scenario(
          name: "fuzz", about: program.about, view: program.view, profile: program.profile,
          strict: program.strict, iOSVersion: program.iOS, linkedSDK: program.linkedSDK,
          steps: $0)
      } ?? scenario(program, name: "fuzz")
    return (program, scenario)
  }

  /// The scenario of a program: its operations with the oracle's expectations and checks.
  public static func scenario(_ program: FuzzProgram, name: String) -> Scenario {
    _Deriver.scenario(program, name: name)
  }

  /// Runs one program; the report of its scenario.
  public static func check(_ program: FuzzProgram) async -> (Scenario, ScenarioReport) {
    let scenario = scenario(program, name: "fuzz")
    return (scenario, await scenario.replay())
  }

  /// Runs the campaign. `progress` is called about every 1,000 steps.
  public func run(progress: (@Sendable (FuzzProgress) -> Void)? = nil) async -> FuzzReport {
    let configuration = Self.bounded(self.configuration)
    let start = ContinuousClock.now
    let deadline = configuration.duration.map { start + .seconds($0) }
    let shared = _Campaign()
    // A thread of its own for each job (`_ThreadExecutor`), kept for the next campaign.
    let executors = (0..<configuration.jobs).map { _ in _JobExecutorPool.shared.take() }
    defer { for executor in executors { _JobExecutorPool.shared.give(executor) } }
    await withTaskGroup(of: Void.self) { group in
      for job in 0..<configuration.jobs {
        group.addTask(executorPreference: executors[job]) {
          // This job takes every `jobs`-th case of the shard, a target's cases together.
          var cases = _JobCases(
            jobs: configuration.jobs, job: job, iterations: configuration.iterations)
          // Cases are made a few at a time and then run: the generator's and the oracle's code,
          // then the system's, stay warm (docs/performance.md, "What made it fast").
          var ahead: [(seed: UInt64, program: FuzzProgram, scenario: Scenario)] = []
          ahead.reserveCapacity(Self.madeAhead)
          var more = true
          // Coverage is counted per job, by view kind and profile, and added to the campaign's
          // when the job ends (not under the shared lock after every case).
          var covered: [_CoverageGroup: [String: Int]] = [:]
          defer {
            for (group, outcomes) in covered { shared.cover(outcomes, group: group.name) }
          }
          campaign: while more {
            ahead.removeAll(keepingCapacity: true)
            while ahead.count < Self.madeAhead, let local = cases.next() {
              let index = local * configuration.shard.count + configuration.shard.index
              let seed = Self.caseSeed(configuration.seed, index)
              let (program, scenario) = Self.generate(
                seed: seed, target: Self.target(configuration.target, case: index),
                limits: configuration.limits, profile: configuration.profile)
              ahead.append((seed, program, scenario))
            }
            more = ahead.count == Self.madeAhead
            for (seed, program, scenario) in ahead {
              if let deadline, ContinuousClock.now >= deadline { break campaign }
              if shared.failureCount >= configuration.maxFailures { break campaign }
              let report = await scenario.replay()
              let steps = scenario.steps.count { !$0.isExpectation }
              if !report.passed, let signature = report.signature {
                var failure = await Self.failure(
                  program, seed: seed, signature: signature, shrink: configuration.shrink)
                if let directory = configuration.outputDirectory {
                  failure.path = Self.write(failure, to: directory)
                }
                shared.record(failure)
              }
              if !report.outcomes.isEmpty {
                let group = _CoverageGroup(view: program.view, profile: program.profile)
                covered[group, default: [:]].merge(report.outcomes, uniquingKeysWith: +)
              }
              if let snapshot = shared.add(cases: 1, steps: steps, since: start), let progress {
                progress(snapshot)
              }
            }
          }
        }
      }
    }
    var report = shared.report
    report.seconds =
      Double((ContinuousClock.now - start).components.attoseconds) / 1e18
      + Double((ContinuousClock.now - start).components.seconds)
    report.failures.sort { $0.seed < $1.seed }
    return report
  }

  /// The configuration within the documented bounds: whatever the caller set, a campaign runs
  /// and no value traps.
  static func bounded(_ original: Configuration) -> Configuration {
    var configuration = original
    configuration.jobs = min(max(1, configuration.jobs), jobBound)
    configuration.limits = configuration.limits.clamped
    configuration.iterations = configuration.iterations.map { min(max(0, $0), iterationBound) }
    let shardCount = min(max(1, configuration.shard.count), shardBound)
    configuration.shard = (min(max(0, configuration.shard.index), shardCount - 1), shardCount)
    configuration.duration = configuration.duration.map {
      $0.isNaN ? 0 : min(max(0, $0), durationBound)
    }
    return configuration
  }

  /// The failure of a program, shrunk.
  static func failure(_ program: FuzzProgram, seed: UInt64, signature: String, shrink: Bool) async
    -> FuzzFailure
  {
    var shrinker = _Shrinker(signature: signature)
    let shrunk = shrink ? await shrinker.shrink(program) : program
    var scenario = Self.scenario(shrunk, name: "fuzz \(program.target.rawValue) seed \(seed)")
    scenario.about = program.about
    let report = await scenario.replay()
    return FuzzFailure(
      seed: seed, target: program.target, scenario: scenario, signature: signature,
      failure: report.failureDescription ?? signature,
      operationsBefore: program.operations.count, operationsAfter: shrunk.operations.count)
  }

  /// Writes the failure's scenario as `fuzz-<target>-<seed>.json`; the path, or `nil`.
  static func write(_ failure: FuzzFailure, to directory: URL) -> String? {
    let url = directory.appendingPathComponent(
      "fuzz-\(failure.target.rawValue)-\(failure.seed).json")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try failure.scenario.write(to: url)
      return url.path
    } catch {
      return nil
    }
  }
}

/// The order in which one job runs its cases (their numbers within the shard): every `jobs`-th
/// case from `job` on, in blocks of ``blockLength`` of the job's cases. A block runs its cases
/// whose number in the job's sequence is 0 modulo 3 first, then 1, then 2: with
/// ``FuzzTarget/all``, whose three targets take turns case by case, each third is one target's
/// cases. Running a target's cases together keeps its code and data warm (docs/performance.md,
/// "What made it fast", has the figure); the cases run, and so the report, are the same, and a
/// time-limited campaign is at most one block from an even split.
struct _JobCases: IteratorProtocol {
  /// Cases of the job per block: 256 of each target.
  static let blockLength = 3 * 256

  let jobs: Int
  let job: Int
  /// The shard's number of cases; `nil` runs on without end.
  let iterations: Int?
  private var block = 0
  private var phase = 0
  private var step = 0

  init(jobs: Int, job: Int, iterations: Int?) {
    (self.jobs, self.job, self.iterations) = (jobs, job, iterations)
  }

  mutating func next() -> Int? {
    while true {
      let base = block * Self.blockLength
      // The block's first case is past the end: so is every later one.
      if let iterations, base * jobs + job >= iterations { return nil }
      if phase < 3 {
        let sequence = base + phase + 3 * step
        if sequence < base + Self.blockLength {
          let local = sequence * jobs + job
          if iterations.map({ local < $0 }) ?? true {
            step += 1
            return local
          }
        }
        // The rest of this third is past the end of the block or of the shard.
        phase += 1
        step = 0
        continue
      }
      block += 1
      phase = 0
    }
  }
}

/// A coverage group: the view kind and profile of a case.
struct _CoverageGroup: Hashable {
  let view: ViewKind
  let profile: UpdateProfile
  /// `collection consolidated`: the group's name in ``FuzzCoverage``.
  var name: String { "\(view.rawValue) \(profile.rawValue)" }
}

/// The shared counters of a campaign's workers.
final class _Campaign: Sendable {
  private struct State {
    var report = FuzzReport()
    var lastProgress = 0
  }
  private let state = Mutex(State())

  var failureCount: Int { state.withLock { $0.report.failures.count } }
  var report: FuzzReport { state.withLock { $0.report } }

  func record(_ failure: FuzzFailure) { state.withLock { $0.report.failures.append(failure) } }

  func cover(_ outcomes: [String: Int], group: String) {
    // A campaign's own counts stay far below `Int.max` (its cases and steps are bounded), so
    // the overflow refusal cannot happen here.
    state.withLock { _ = $0.report.coverage.add(outcomes, group: group) }
  }

  /// Adds to the counters; returns a progress snapshot about every 1,000 steps.
  func add(cases: Int, steps: Int, since start: ContinuousClock.Instant) -> FuzzProgress? {
    state.withLock { state in
      state.report.cases += cases
      state.report.steps += steps
      guard state.report.steps - state.lastProgress >= 1000 else { return nil }
      state.lastProgress = state.report.steps
      return FuzzProgress(
        cases: state.report.cases, steps: state.report.steps,
        failures: state.report.failures.count, seconds: _seconds(since: start))
    }
  }
}

/// Seconds since `start`.
func _seconds(since start: ContinuousClock.Instant) -> Double {
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}
