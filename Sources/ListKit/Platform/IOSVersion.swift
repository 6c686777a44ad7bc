/// An iOS version, for the texts that changed between versions (`docs/uikit-rules.md`,
/// "Messages by iOS version").
///
/// ```swift
/// let version = try IOSVersion(parsing: "16.4.1")
/// version < IOSVersion(17)  // true
/// ```
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The major version (`16` in `16.4.1`).
  public var major: Int
  /// The minor version (`4` in `16.4.1`).
  public var minor: Int
  /// The patch version (`1` in `16.4.1`).
  public var patch: Int

  /// The version `major.minor.patch`, as given (no range check, unlike ``init(parsing:)``).
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    (self.major, self.minor, self.patch) = (major, minor, patch)
  }

  /// The oldest and newest versions a configuration accepts.
  public static let oldest = IOSVersion(8)
  /// The newest version a configuration accepts: `99.0`.
  public static let newest = IOSVersion(99)

  /// Parses `17`, `16.4` or `16.4.1`; `nil` for anything else or a version outside
  /// ``oldest``...``newest``.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 }),
      let numbers = Optional(parts.compactMap { Int($0) }), numbers.count == parts.count,
      numbers.allSatisfy({ $0 >= 0 })
    else { return nil }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    guard (Self.oldest...Self.newest).contains(self) else { return nil }
  }

  /// Orders by major, then minor, then patch version.
  public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
    (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
  }

  /// `16.4` (`16.4.1` when the patch is not 0).
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}
