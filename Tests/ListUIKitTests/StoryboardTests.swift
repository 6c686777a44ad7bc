import ListUIKit
import Testing

/// A controller a storyboard makes through `init?(coder:)`.
final class StoryboardDetailController: UIViewController {
  var madeFromArchive = false
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeFromArchive = true
  }
}

@MainActor @Suite(.serialized) struct StoryboardTests {
  /// A registered identifier, then a class of the identifier's name, then a reported miss.
  @Test func identifiersFindRegisteredFactoriesThenClasses() {
    UIStoryboard.removeAllRegistrations()
    defer { UIStoryboard.removeAllRegistrations() }
    let storyboard = UIStoryboard(name: "Demo", bundle: nil)
    UIStoryboard.register("settings", in: "Demo") {
      let controller = UIViewController()
      controller.title = "Settings"
      return controller
    }
    #expect(storyboard.instantiateViewController(withIdentifier: "settings").title == "Settings")
    let detail = storyboard.instantiateViewController(withIdentifier: "StoryboardDetailController")
    #expect((detail as? StoryboardDetailController)?.madeFromArchive == true)
    withKnownIssue {
      let missing = storyboard.instantiateViewController(withIdentifier: "nothing")
      #expect(type(of: missing) == UIViewController.self)
    }
    #expect(UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController() == nil)
  }

  /// `UIViewController()` and a subclass's `init` as a `() -> UIViewController`, as apps list
  /// their screens.
  @Test func aControllerMadeWithNoArguments() {
    final class Plain: UIViewController {}
    let screens: [(String, () -> UIViewController)] = [("Plain", Plain.init)]
    #expect(screens[0].1() is Plain)
    #expect(UIViewController().isViewLoaded == false)
  }
}
