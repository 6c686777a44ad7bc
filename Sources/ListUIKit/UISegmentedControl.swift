import Foundation

/// `UISegmentedControl`: titled segments and the selected one; a test picks a segment with
/// ``simulateSelection(ofSegment:)``, which sends `.valueChanged` as a user's tap does.
open class UISegmentedControl: UIControl {
  /// `UISegmentedControl.noSegment`: no segment is selected.
  nonisolated public static let noSegment = -1

  private var titles: [String?] = []
  /// The selected segment's index, or ``noSegment``. Setting it sends no event, as in UIKit.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// The selected segment's tint colour (recorded).
  open var selectedSegmentTintColor: UIColor?

  /// A control with a segment for each of `items` (strings are titles; images give untitled
  /// segments).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
  }

  /// A control with no segments in `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control with no segments, from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// The title of the segment at `index`, or `nil` (no title, or no such segment).
  open func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// Sets the title of the segment at `index` (ignored when there is no such segment).
  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    if titles.indices.contains(index) { titles[index] = title }
  }

  /// Inserts a segment titled `title` at `index` (clamped to the segments' range).
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    titles.insert(title, at: min(max(0, index), titles.count))
  }

  /// Removes the segment at `index` (ignored when there is no such segment); a removed selected
  /// segment leaves none selected.
  open func removeSegment(at index: Int, animated: Bool) {
    guard titles.indices.contains(index) else { return }
    titles.remove(at: index)
    if selectedSegmentIndex == index { selectedSegmentIndex = Self.noSegment }
    if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
  }

  /// Removes every segment; none is selected.
  open func removeAllSegments() {
    titles = []
    selectedSegmentIndex = Self.noSegment
  }

  /// The user taps the segment at `index`: it becomes selected and `.valueChanged` is sent.
  /// Nothing happens for a disabled control, an index out of range, or the selected segment
  /// (UIKit sends no event then).
  @preconcurrency
  @MainActor
  open func simulateSelection(ofSegment index: Int) {
    guard isEnabled, titles.indices.contains(index), index != selectedSegmentIndex else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }
}
