import ListUIKit
import Testing

/// UIKit's additions to Foundation and its small value types, as screens use them.
@MainActor @Suite struct UIKitAdditionsTests {
  @Test func attributedTextKeepsItsAttributes() {
    let text = NSAttributedString(
      string: "Hello",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.darkText])
    let attributes = text.attributes(at: 0, effectiveRange: nil)
    #expect(attributes[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
    #expect(attributes[.foregroundColor] as? UIColor == .darkText)
  }

  @Test func imagesFromDataNeedAnImageFilesBytes() {
    let png = Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 24))
    #expect(UIImage(data: png)?.name == "data: png, 32 bytes")
    #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]))?.name == "data: jpeg, 4 bytes")
    #expect(UIImage(data: Data("GIF89a".utf8)) != nil)
    #expect(UIImage(data: Data("hello, world".utf8)) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test func rectanglesInsetByEdgeInsets() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let inset = rect.inset(by: UIEdgeInsets(top: 12, left: 16, bottom: 8, right: 4))
    #expect(inset == CGRect(x: 16, y: 12, width: 80, height: 30))
  }

  /// The stand-in metrics: half the point size per character, 1.2 times it per line, wrapped
  /// only with `.usesLineFragmentOrigin`.
  @Test func textIsMeasuredWithStandInMetrics() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.systemFont(ofSize: 20).lineHeight == 24)
    let text = "abcdefghij" as NSString  // 10 characters of 10 points at size 20
    let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
    let oneLine = text.boundingRect(
      with: CGSize(width: 60, height: 1000), options: [], attributes: font, context: nil)
    #expect(oneLine.height == 24)
    let wrapped = text.boundingRect(
      with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin, attributes: font,
      context: nil)
    #expect(wrapped.size == CGSize(width: 60, height: 48))
    #expect(text.size(withAttributes: font).width == 100)
  }

  @Test func symbolConfigurationsTellImagesApart() {
    let bold = UIImage(
      systemName: "star", withConfiguration: UIImage.SymbolConfiguration(weight: .bold))
    let large = UIImage(systemName: "star")?.withConfiguration(
      UIImage.SymbolConfiguration(scale: .large))
    #expect(bold != nil && bold != large)
    #expect(large?.withConfiguration(UIImage.SymbolConfiguration(weight: .bold)) == bold)
  }

  @Test func navigationItemsKeepEveryBarButton() {
    let screen = UIViewController()
    let (edit, add) = (UIBarButtonItem(systemItem: .edit), UIBarButtonItem(systemItem: .add))
    screen.navigationItem.rightBarButtonItems = [edit, add]
    #expect(screen.navigationItem.rightBarButtonItems?.count == 2)
    #expect(screen.navigationItem.rightBarButtonItem === edit)
    screen.navigationItem.rightBarButtonItem = add
    #expect(screen.navigationItem.rightBarButtonItems?.count == 1)
  }

  /// `show(_:sender:)` pushes inside a navigation controller and presents outside one.
  @Test func showPushesOrPresents() {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(navigation.topViewController === detail)
    let alone = UIViewController()
    let other = UIViewController()
    alone.showDetailViewController(other, sender: nil)
    #expect(alone.presentedViewController === other)
  }
}
