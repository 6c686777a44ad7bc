/// Any `Differentiable` value, for collections of several element types.
public struct AnyDifferentiable: Differentiable, CustomDebugStringConvertible {
  /// The wrapped value.
  public let base: Any
  /// The wrapped value's difference identifier, type-erased.
  public let differenceIdentifier: AnyHashable
  private let isEqualContent: (Any) -> Bool

  /// Wraps `base`; an ``AnyDifferentiable`` is not wrapped twice.
  public init<D: Differentiable>(_ base: D) {
    if let wrapped = base as? AnyDifferentiable {
      self = wrapped
      return
    }
    self.base = base
    differenceIdentifier = AnyHashable(base.differenceIdentifier)
    isEqualContent = { other in (other as? D).map { base.isContentEqual(to: $0) } ?? false }
  }

  /// Content-equal when both wrap values of one type that are content-equal.
  public func isContentEqual(to source: AnyDifferentiable) -> Bool { isEqualContent(source.base) }

  /// `AnyDifferentiable(…)` around the wrapped value's debug description.
  public var debugDescription: String { "AnyDifferentiable(\(String(reflecting: base)))" }
}
