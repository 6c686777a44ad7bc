import ListUIKit
import Testing

@MainActor
@Suite struct ConvertTests {
  /// Points and rectangles between views, through frames and a scroll view's bounds origin (its
  /// content offset), as UIKit converts them.
  @Test func pointsMoveThroughFramesAndScrollPositions() {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
    let badge = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    window.addSubview(container)
    container.addSubview(badge)
    #expect(badge.convert(CGPoint(x: 1, y: 1), to: window) == CGPoint(x: 16, y: 26))
    #expect(badge.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
    #expect(window.convert(CGPoint(x: 16, y: 26), to: badge) == CGPoint(x: 1, y: 1))
    #expect(badge.convert(CGPoint(x: 16, y: 26), from: window) == CGPoint(x: 1, y: 1))
    #expect(
      badge.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: container)
        == CGRect(x: 5, y: 5, width: 4, height: 4))

    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 500))
    scroll.contentSize = CGSize(width: 400, height: 2000)
    let row = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 44))
    window.addSubview(scroll)
    scroll.addSubview(row)
    scroll.contentOffset = CGPoint(x: 0, y: 550)
    // The row's top is 600 - 550 = 50 below the scroll view's top, itself 100 down the window.
    #expect(row.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 150))
    #expect(window.convert(CGPoint(x: 0, y: 150), to: row) == .zero)
    #expect(container.convert(CGPoint(x: 0, y: 0), to: row) == CGPoint(x: 10, y: -130))
  }
}
