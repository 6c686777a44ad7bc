import Foundation

#if !canImport(ObjectiveC)
  /// `Selector` where there is no Objective-C runtime (Linux): a method's Objective-C name and,
  /// for a selector the porting step made from `#selector(…)` (`listkit port`, docs/testing-lists.md,
  /// "Porting a screen"), a closure that calls that method on a target — what target-action,
  /// notification observers and `perform(_:with:)` use to reach it, as the runtime would.
  ///
  /// Two selectors are equal when their names are.
  public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The Objective-C name (`tap:`, `updateWith:`).
    public let name: String
    /// Calls the method on a target with up to two arguments; `nil` for a selector made from a
    /// name alone.
    let invoke: (@MainActor @Sendable (AnyObject, Any?, Any?) -> Any?)?

    /// A selector of `name` alone (`NSSelectorFromString`): it names a method but cannot call
    /// one.
    public init(_ name: String) {
      self.name = name
      self.invoke = nil
    }

    /// A selector of `name` that calls `invoke(target, first, second)`: what the porting step
    /// writes for `#selector(…)`. The call is main-actor isolated, as UIKit's target-action is.
    public init(
      _ name: String, _ invoke: @escaping @MainActor @Sendable (AnyObject, Any?, Any?) -> Any?
    ) {
      self.name = name
      self.invoke = invoke
    }

    /// `Selector("tap:")` written as a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The name.
    public var description: String { name }

    /// Equal when the names are; the calling closures are not compared.
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    /// Hashes the name alone, in keeping with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method on `target`, as the Objective-C runtime would send the message: `nil`
    /// when the selector cannot call (made from a name alone) or the target is of another type.
    @MainActor
    @discardableResult
    public func perform(on target: AnyObject, with first: Any? = nil, with second: Any? = nil)
      -> Any?
    {
      invoke?(target, first, second)
    }
  }

  /// `NSSelectorFromString`: a selector of `name` alone.
  public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

  /// `NSStringFromSelector`: the selector's name.
  public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
#endif

// MARK: Calling a method through a selector (what ported `#selector`s call)

// Each takes the method unapplied (`Screen.tap(_:)`) and the target apart: an unapplied method
// reference is `@Sendable` whatever its class (SE-0418), so a main-actor screen's method passes
// without a diagnostic, and a target of another class is not called (the runtime would raise).

/// Calls `method` on `target` with no argument (an action without a sender).
@preconcurrency
@MainActor
public func _selectorInvoke<T, R>(
  _ target: AnyObject, _ method: @MainActor (T) -> () -> R, _ first: Any?, _ second: Any?
) -> Any? {
  guard let target = target as? T else { return nil }
  return method(target)()
}

/// Calls `method` on `target` with `first` when it is of the method's argument type (a sender, a
/// notification); otherwise with `nil` when the argument is optional, or not at all.
@preconcurrency
@MainActor
public func _selectorInvoke<T, A, R>(
  _ target: AnyObject, _ method: @MainActor (T) -> (A) -> R, _ first: Any?, _ second: Any?
) -> Any? {
  guard let target = target as? T, let argument = _selectorArgument(first, as: A.self) else {
    return nil
  }
  return method(target)(argument)
}

/// Calls `method` on `target` with `first` and `second` (a sender and an event).
@preconcurrency
@MainActor
public func _selectorInvoke<T, A, B, R>(
  _ target: AnyObject, _ method: @MainActor (T) -> (A, B) -> R, _ first: Any?, _ second: Any?
) -> Any? {
  guard let target = target as? T, let a = _selectorArgument(first, as: A.self),
    let b = _selectorArgument(second, as: B.self)
  else { return nil }
  return method(target)(a, b)
}

/// Sets a property through its setter's selector.
public func _selectorAssign<Root: AnyObject, Value>(
  _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Any?
) -> Any? {
  guard let value = _selectorArgument(value, as: Value.self) else { return nil }
  root[keyPath: keyPath] = value
  return nil
}

/// `value` as `T`: itself when it is one, `nil` wrapped as `T` when `T` is optional and the
/// value is missing or of another type (the runtime passes what it has), otherwise `nil`.
func _selectorArgument<T>(_ value: Any?, as type: T.Type) -> T? {
  if let value, let typed = value as? T { return typed }
  if let optional = Optional<Any>.none as? T { return optional }
  return nil
}
