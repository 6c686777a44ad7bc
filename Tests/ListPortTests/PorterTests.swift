import Foundation
import ListPort
import Testing

/// The porting step (`ListPort`): selector names by Swift's rules, removed attributes, every
/// other byte kept, lines kept, and a clear error for what it cannot read.
@Suite struct PorterTests {
  /// Swift's derivation of Objective-C selector names, for every form the example apps use.
  @Test(arguments: [
    ("tap", [String](), "tap"),
    ("tap", ["_"], "tap:"),
    ("update", ["with"], "updateWith:"),
    ("load", ["item"], "loadWithItem:"),
    ("move", ["from", "to"], "moveFrom:to:"),
    ("tableView", ["_", "didSelectRowAt"], "tableView:didSelectRowAt:"),
    ("handle", ["_", "_"], "handle::"),
    ("keyboardWillShow", ["_"], "keyboardWillShow:"),
    ("didTap", ["on"], "didTapOn:"),
    ("refresh", ["sender"], "refreshWithSender:"),
    ("buttonTapped", ["_", "forEvent"], "buttonTapped:forEvent:"),
    ("dismiss", ["animated", "completion"], "dismissWithAnimated:completion:"),
  ])
  func selectorNames(base: String, labels: [String], expected: String) {
    #expect(Porter.objectiveCName(base: base, labels: labels) == expected)
  }

  @Test func rewritesSelectorsAndRemovesAttributes() throws {
    let source = """
      final class Screen: UIViewController {
        @IBOutlet weak var button: UIButton!
        @objc(refreshNow:) func refresh(_ sender: Any) {}
        @objc private func tap(_ sender: UIButton) {}
        @objc func update(with value: Int) {}
        @objc func close() {}
        override func viewDidLoad() {
          button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
          _ = #selector(update(with:))
          _ = #selector(close)
          _ = #selector(Screen.refresh(_:))
          _ = "#selector(tap) and @objc in a string stay"  // @objc #selector(x) in a comment
        }
      }
      """
    let ported = try Porter.port(source)
    #expect(ported.rewrites == 9)
    let lines = ported.source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(lines[1] == "  weak var button: UIButton!")
    #expect(lines[2] == "  func refresh(_ sender: Any) {}")
    #expect(lines[3] == "  private func tap(_ sender: UIButton) {}")
    #expect(
      lines[7]
        == #"    button.addTarget(self, action: Selector("tap:", { t, a, b in _selectorInvoke(t, Screen.tap(_:), a, b) }), for: .touchUpInside)"#
    )
    #expect(lines[8].contains(#"Selector("updateWith:""#))
    #expect(
      lines[9].contains(
        #"Selector("close", { t, a, b in _selectorInvoke(t, Screen.close, a, b) })"#))
    #expect(lines[10].contains(#"Selector("refreshNow:""#))
    #expect(
      lines[11]
        == ##"    _ = "#selector(tap) and @objc in a string stay"  // @objc #selector(x) in a comment"##
    )
  }

  @Test func gettersSettersAndGenericTypes() throws {
    let source = """
      class Box<T> {
        @objc var title = ""
        func go() { _ = #selector(getter: title); _ = #selector(setter: Box.title) }
      }
      """
    let ported = try Porter.port(source).source
    #expect(ported.contains(#"Selector("title", { t, _, _ in (t as! Self).title })"#))
    #expect(
      ported.contains(
        #"Selector("setTitle:", { t, a, _ in _selectorAssign(t as! Box, \Box.title, a) })"#))
  }

  /// What it cannot read is an error naming the line, never a guess.
  @Test func refusesWhatItCannotRead() {
    for (source, line) in [
      ("let a = 1\nlet s = \"open", 2),
      ("/* open\n/* nested */\n", 1),
      ("class A {\n func f() { _ = #selector(elsewhere) }\n}", 2),
      ("_ = #selector(tap)", 1),
      ("let s = \"\\(open\"", 1),
    ] {
      #expect(throws: PortError.self, "\(source)") { try Porter.port(source) }
      do {
        _ = try Porter.port(source)
      } catch {
        #expect(error.line == line, "\(source): \(error)")
      }
    }
  }

  /// Comments nest; strings may be raw, multi-line and interpolated, with strings and comments
  /// inside interpolations: none of their text is rewritten.
  @Test func stringsAndCommentsAreLeftAlone() throws {
    let source = #"""
      /* outer /* @objc */ #selector(a) */
      let raw = #"@objc "#selector(b)" \(x)"#
      let multi = """
        @IBAction #selector(c) \(f("@objc", /* ) */ g(")")))
        """
      #if os(iOS)
      let d = "\("\("#selector(d)")")"
      #endif
      """#
    let ported = try Porter.port(source)
    #expect(ported.rewrites == 0)
    #expect(ported.source == source)
  }
  /// A cell's overridden designated initializer becomes `required` (the list view makes cells
  /// through it); other initializers, classes and bytes stay as they are.
  @Test func theOlderAppMainAttributeBecomesMain() throws {
    let source = """
      @UIApplicationMain
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?  // @UIApplicationMain in a comment stays
      }
      """
    let ported = try Porter.port(source)
    #expect(ported.rewrites == 1)
    #expect(
      ported.source
        == source.replacingOccurrences(
          of: "@UIApplicationMain\n", with: "@main\n"))
  }

  @Test func cellInitializersBecomeRequired() throws {
    let source = """
      final class BadgeCell: UICollectionViewCell {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class NoteCell: UITableViewCell {
        public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        override /* kept */ init(frame: CGRect, extra: Int) { super.init(frame: frame) }
      }
      final class Header: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
      }
      final class Footer: UICollectionReusableView {
        required override init(frame: CGRect) { super.init(frame: frame) }
      }
      final class Panel: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      """
    let ported = try Porter.port(source)
    #expect(ported.rewrites == 3)
    let lines = ported.source.split(separator: "\n", omittingEmptySubsequences: false)
    let original = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count)
    #expect(lines[1] == "  required init(frame: CGRect) {")
    #expect(
      lines[7]
        == "  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"
    )
    #expect(
      lines[13]
        == "  required init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }"
    )
    // Everything else is byte for byte the original.
    for index in lines.indices where ![1, 7, 13].contains(index) {
      #expect(lines[index] == original[index])
    }
  }

  @Test func overridesInAnExtensionJoinTheirClass() throws {
    let source = """
      final class HomeViewController: UITableViewController {
        let rows = ["A", "B"]
      }

      // The table's data.
      extension HomeViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          rows.count
        }
      }
      extension HomeViewController {
        func helper() {}
      }
      extension HomeViewController {
        override func viewDidLoad() { super.viewDidLoad() }
        struct Row { func override() {} }
      }
      extension HomeViewController: UITableViewDragDelegate {}
      extension UIViewController {
        func untouched() {}
      }
      """
    let ported = try Porter.port(source)
    #expect(ported.rewrites == 3)
    let lines = ported.source.split(separator: "\n", omittingEmptySubsequences: false)
    let original = source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == original.count)
    // The class's `}`, then each joined extension's header and the `}` before the next one,
    // are spaces: the three extensions are the class's body, every member on its own line and
    // column; the fourth (a conformance) and the extension of another class stay.
    let blanked: [Int: String] = [
      2: " ", 5: String(repeating: " ", count: 30), 9: " ",
      10: String(repeating: " ", count: 30), 12: " ", 13: String(repeating: " ", count: 30),
    ]
    for index in lines.indices {
      let expected = blanked[index] ?? String(original[index])
      #expect(String(lines[index]) == expected, "line \(index)")
    }
    try RoundTripTests.expectOnlyListedRewrites(source, ported.source, "joined")
    // The oracle takes blanks for a `}` and an extension's header only.
    let header = try SwiftLexer.tokens("}\nextension A {")
    let blanks = " \n" + String(repeating: " ", count: 13)
    #expect(RoundTripTests.joinedRun(header, from: 0, blanks: blanks) == header.count)
    let other = try SwiftLexer.tokens("}\nlet a = 1 {")
    #expect(RoundTripTests.joinedRun(other, from: 0, blanks: blanks) == nil)
  }

  @Test func anOverridingExtensionThatCannotJoinIsRefused() throws {
    let apart = """
      class ListViewController: UICollectionViewController {}
      struct Model {}
      extension ListViewController {
        override func viewDidLoad() {}
      }
      """
    #expect(throws: PortError.self) { try Porter.port(apart) }
    let modified = """
      class ListViewController: UICollectionViewController {}
      private extension ListViewController {
        override func viewDidLoad() {}
      }
      """
    do {
      _ = try Porter.port(modified)
      Issue.record("a private extension with an override was ported")
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("extension ListViewController {"))
    }
    // An extension of a class the file does not declare is left to the compiler.
    let elsewhere = "extension ListViewController {\n  override func viewDidLoad() {}\n}\n"
    #expect(try Porter.port(elsewhere).source == elsewhere)
  }
}
