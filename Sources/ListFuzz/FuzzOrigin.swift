/// The campaign a report file came from: what `--report-json` writes beside the counts.
public struct FuzzOrigin: Sendable, Hashable {
  /// The campaign's seed, if the file names it.
  public var seed: UInt64?
  /// The campaign's target name, if the file names it.
  public var target: String?
  /// `(index, count)` of a sharded campaign.
  public var shardIndex: Int?
  /// The number of shards of a sharded campaign.
  public var shardCount: Int?

  /// An origin with the given values, each `nil` when unknown.
  public init(
    seed: UInt64? = nil, target: String? = nil, shardIndex: Int? = nil, shardCount: Int? = nil
  ) {
    (self.seed, self.target, self.shardIndex, self.shardCount) = (
      seed, target, shardIndex, shardCount
    )
  }

  /// `seed 7, target all, shard 1/4`.
  public var description: String {
    [
      seed.map { "seed \($0)" }, target.map { "target \($0)" },
      shardIndex.flatMap { i in shardCount.map { "shard \(i)/\($0)" } },
    ].compactMap { $0 }.joined(separator: ", ")
  }
}
