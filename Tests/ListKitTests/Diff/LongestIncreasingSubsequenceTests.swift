import Foundation
import Testing
@testable import ListKit

/// The longest increasing subsequence's membership, against the slow and obvious model: an
/// O(n²) table of the longest increasing run ending at each entry.
@Suite struct LongestIncreasingSubsequenceTests {
  static func slowLength(_ sequence: [Int]) -> Int {
    var best = [Int](repeating: 0, count: sequence.count)
    for i in sequence.indices where sequence[i] >= 0 {
      best[i] = 1
      for j in 0..<i where sequence[j] >= 0 && sequence[j] < sequence[i] {
        best[i] = max(best[i], best[j] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Old positions in new order: a shuffle, a nearly sorted list, or a sorted one, each with
  /// some entries unmatched (-1).
  static func sequence(_ rng: inout SplitMix64) -> [Int] {
    let n = Int.random(in: 0...70, using: &rng)
    var values = Array(0..<n)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: values.shuffle(using: &rng)
    case 1:
      for _ in 0..<Int.random(in: 0...3, using: &rng) where n > 1 {
        values.swapAt(Int.random(in: 0..<n, using: &rng), Int.random(in: 0..<n, using: &rng))
      }
    default: break
    }
    return values.map { Int.random(in: 0..<5, using: &rng) == 0 ? -1 : $0 }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func membershipMarksALongestIncreasingSubsequence(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let sequence = Self.sequence(&rng)
      let marked = LongestIncreasingSubsequence.membership(sequence)
      let chosen = sequence.indices.filter { marked[$0] }.map { sequence[$0] }
      #expect(chosen.allSatisfy { $0 >= 0 }, "\(sequence)")
      #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(sequence)")
      #expect(chosen.count == Self.slowLength(sequence), "\(sequence)")
      let matched = sequence.filter { $0 >= 0 }
      let increasing = zip(matched, matched.dropFirst()).allSatisfy { $0 < $1 }
      #expect(
        (LongestIncreasingSubsequence.membershipIfReordered(sequence) == nil) == increasing,
        "\(sequence)")
    }
  }
}
