import ListKit

extension Optional: ContentEquatable where Wrapped: ContentEquatable {
  /// Content-equal when both are `nil`, or both hold content-equal values.
  public func isContentEqual(to other: Wrapped?) -> Bool {
    switch (self, other) {
    case (let a?, let b?): a.isContentEqual(to: b)
    case (nil, nil): true
    default: false
    }
  }
}

extension Array: ContentEquatable where Element: ContentEquatable {
  /// Content-equal when both have the same count and are content-equal element by element.
  public func isContentEqual(to other: [Element]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.isContentEqual(to: $1) }
  }
}
