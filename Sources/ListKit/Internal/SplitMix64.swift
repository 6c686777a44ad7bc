/// SplitMix64: a small, fast, seeded random number generator.
///
/// The package's randomized tests, its benchmark inputs and its fuzzing use it so that every run
/// is reproducible from its seed.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let shuffled = (0..<10).shuffled(using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator state; each ``next()`` advances it by `0x9E37_79B9_7F4A_7C15`.
  public private(set) var state: UInt64

  /// A generator whose sequence is determined by `seed` alone.
  public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  /// Advances ``state`` and returns its mixed bits, the next pseudo-random value; O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
