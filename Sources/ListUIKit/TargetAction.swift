import Foundation
import ListSimulator

// Target-action as UIKit delivers it through the Objective-C runtime: a control, a bar button
// item or a gesture recognizer keeps (target, selector) pairs, and when a test taps it the
// selector calls the method on the target. Where there is no Objective-C runtime the selectors
// come from the porting step (`Selector`, `listkit port`).

#if !canImport(ObjectiveC)
  extension NotificationCenter {
    /// Calls `observer`'s `selector` with each notification named `name` (from `object`, or any
    /// when `nil`), as the Objective-C form does; the observer is held weakly.
    public func addObserver(
      _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
    ) {
      final class Box: @unchecked Sendable {
        weak var observer: AnyObject?
        init(_ observer: AnyObject) { self.observer = observer }
      }
      let box = Box(observer as AnyObject)
      _ = addObserver(forName: name, object: object, queue: nil) { notification in
        guard let observer = box.observer else { return }
        // On the posting thread, as the Objective-C runtime sends it.
        nonisolated(unsafe) let notification = notification
        withViewIsolation { _ = selector.perform(on: observer, with: notification) }
      }
    }
  }

  extension UIViewController {
    /// Calls `selector`'s method on the controller, as `NSObject.perform(_:with:with:)` does.
    @discardableResult
    public func perform(_ selector: Selector, with first: Any? = nil, with second: Any? = nil)
      -> Any?
    {
      selector.perform(on: self, with: first, with: second)
    }
  }

  extension UIView {
    /// Calls `selector`'s method on the view, as `NSObject.perform(_:with:with:)` does.
    @discardableResult
    public func perform(_ selector: Selector, with first: Any? = nil, with second: Any? = nil)
      -> Any?
    {
      selector.perform(on: self, with: first, with: second)
    }
  }
#endif
