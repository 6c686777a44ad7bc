import Foundation
import ListReporting

/// `UIStoryboard`: there are no storyboard files here, so a test says what each identifier
/// makes (``register(_:in:make:)``); otherwise a class named by the identifier (in the caller's
/// module, or module-qualified) is made through `init?(coder:)`, as a storyboard makes its
/// controllers. An identifier neither finds is reported to the running test (UIKit raises an
/// exception: its documentation of `instantiateViewController(withIdentifier:)`), and a plain
/// controller stands in.
@preconcurrency
@MainActor
public final class UIStoryboard {
  /// The storyboard's name.
  public let name: String
  /// The factories tests registered, by storyboard name and identifier.
  private static var factories: [String: [String: @MainActor () -> UIViewController]] = [:]

  /// The storyboard `name` (nothing is loaded; `bundle` is ignored).
  public init(name: String, bundle: Bundle?) { self.name = name }

  /// Makes `make` answer for `identifier` in the storyboard `name` (replacing an earlier one).
  public static func register(
    _ identifier: String, in name: String, make: @escaping @MainActor () -> UIViewController
  ) {
    factories[name, default: [:]][identifier] = make
  }

  /// Forgets every registered identifier (for a test's clean start).
  public static func removeAllRegistrations() { factories = [:] }

  /// The controller for `identifier`: a registered factory's, else a controller class named
  /// `identifier` made with `init?(coder:)`; else the failure is reported (where UIKit raises)
  /// and a plain `UIViewController` is returned.
  public func instantiateViewController(
    withIdentifier identifier: String, fileID: StaticString = #fileID
  ) -> UIViewController {
    if let make = Self.factories[name]?[identifier] { return make() }
    let module = "\(fileID)".split(separator: "/").first.map(String.init)
    for candidate in [identifier] + (module.map { [$0 + "." + identifier] } ?? []) {
      if let type = NSClassFromString(candidate) as? UIViewController.Type,
        let controller = type.init(coder: NSCoder())
      {
        return controller
      }
    }
    FailureReporter.report(
      "Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)' "
        + "(UIKit raises NSInvalidArgumentException here)")
    return UIViewController()
  }

  /// The initial controller: the one registered under the identifier `""`, or `nil`.
  public func instantiateInitialViewController() -> UIViewController? {
    Self.factories[name]?[""]?()
  }
}
