import Foundation
import ListSimulator

/// `UINib`: there are no nib files here, so a nib stands for the view class of its name (the
/// class named as the nib, in the module that names the nib, or module-qualified): instantiating
/// it makes that class through `init?(coder:)` and calls `awakeFromNib()`, as loading a nib
/// does. Outlets stay unset (nothing is decoded): a nib-based cell whose `awakeFromNib` reads an
/// `@IBOutlet` needs its views made in code to run here.
public final class UINib: Sendable {
  /// The nib's name.
  public let name: String
  /// The module of the code that named it (the first place its class is looked up).
  let module: String?

  /// The nib `name` (`bundle` is ignored: there are no bundles of nibs here).
  public init(nibName name: String, bundle: Bundle?, fileID: StaticString = #fileID) {
    self.name = name
    module = "\(fileID)".split(separator: "/").first.map(String.init)
  }

  /// The class the nib stands for, or `nil` when no view class has its name.
  public var viewClass: UIView.Type? {
    for candidate in (module.map { [$0 + "." + name] } ?? []) + [name] {
      if let type = NSClassFromString(candidate) as? UIView.Type { return type }
    }
    return nil
  }

  /// The nib's top-level objects: one view of its class, made with `init?(coder:)` and awoken
  /// from the nib; none when no view class has the nib's name.
  @preconcurrency
  @MainActor
  public func instantiate(withOwner ownerOrNil: Any?, options: [String: Any]? = nil) -> [Any] {
    guard let type = viewClass, let view = type.init(coder: NSCoder()) else { return [] }
    view.awakeFromNib()
    return [view]
  }

  /// A view of the nib's class as a `T`, or `nil`.
  @MainActor
  func make<T: UIView>(_: T.Type) -> T? { instantiate(withOwner: nil).first as? T }
}

extension UICollectionView {
  /// Registers a nib's cell class for a reuse identifier: cells are made as the nib makes them
  /// (``UINib/instantiate(withOwner:options:)``); a nib whose class is not a collection view
  /// cell is recorded as a misuse and makes plain cells.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    guard let nib, nib.viewClass is UICollectionViewCell.Type else {
      engine.recordMisuse(
        "could not load NIB \(nib?.name ?? "nil") for reuse identifier \(identifier): no UICollectionViewCell class of that name"
      )
      register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
      return
    }
    engine.register(
      cellFactory: { nib.make(UICollectionViewCell.self) ?? UICollectionViewCell(frame: .zero) },
      forCellWithReuseIdentifier: identifier)
  }

  /// Registers a nib's supplementary view class for a kind and reuse identifier (a nib of
  /// another class is recorded as a misuse and makes plain views).
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    guard let nib, nib.viewClass is UICollectionReusableView.Type else {
      engine.recordMisuse(
        "could not load NIB \(nib?.name ?? "nil") for reuse identifier \(identifier): no UICollectionReusableView class of that name"
      )
      register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: identifier)
      return
    }
    engine.register(
      supplementaryFactory: {
        nib.make(UICollectionReusableView.self) ?? UICollectionReusableView(frame: .zero)
      }, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
  }
}

extension UITableView {
  /// Registers a nib's cell class for a reuse identifier (a nib of another class is recorded as
  /// a misuse and makes plain cells).
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib, nib.viewClass is UITableViewCell.Type else {
      engine.recordMisuse(
        "could not load NIB \(nib?.name ?? "nil") for reuse identifier \(identifier): no UITableViewCell class of that name"
      )
      register(UITableViewCell.self, forCellReuseIdentifier: identifier)
      return
    }
    engine.register(
      cellFactory: {
        nib.make(UITableViewCell.self)
          ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      }, forCellWithReuseIdentifier: identifier)
  }

  /// Registers a nib's header-footer view class for a reuse identifier (a nib of another class
  /// is recorded as a misuse and makes plain views).
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let nib, nib.viewClass is UITableViewHeaderFooterView.Type else {
      engine.recordMisuse(
        "could not load NIB \(nib?.name ?? "nil") for reuse identifier \(identifier): no UITableViewHeaderFooterView class of that name"
      )
      register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
      return
    }
    for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
      engine.register(
        supplementaryFactory: {
          nib.make(UITableViewHeaderFooterView.self)
            ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
  }
}
