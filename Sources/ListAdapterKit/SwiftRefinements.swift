// IGListSwiftKit's Swift refinements, and IGListKit's re-export of UIKit.

import ListSimulator
/// `import IGListKit` makes UIKit's names visible too (IGListKit's umbrella header imports
/// UIKit), so screens that import only IGListKit use `UICollectionViewCell` and `CGSize`; here
/// `import ListAdapterKit` does the same with ListUIKit's names.
@_exported import ListUIKit

extension ListCollectionContext {
  /// A cell of the type the caller asks for, registered under `reuseIdentifier` on first use
  /// (IGListSwiftKit's typed form of `dequeueReusableCell(of:withReuseIdentifier:for:at:)`).
  ///
  /// When the identifier was registered for another class, IGListSwiftKit stops the app; here
  /// the failure is reported (``ListAdapterError/unexpectedType(expected:got:)``) and a
  /// new `T` comes back.
  public func dequeueReusableCell<T: UICollectionViewCell>(
    withReuseIdentifier reuseIdentifier: String, for sectionController: ListSectionController,
    at index: Int
  ) -> T {
    _typed(
      dequeueReusableCell(
        of: T.self, withReuseIdentifier: reuseIdentifier, for: sectionController, at: index),
      for: sectionController)
  }

  /// A cell of the type the caller asks for, registered under the class's name on first use
  /// (IGListSwiftKit's typed form of `dequeueReusableCell(of:for:at:)`):
  /// `let cell: LabelCell = collectionContext.dequeueReusableCell(for: self, at: index)`.
  public func dequeueReusableCell<T: UICollectionViewCell>(
    for sectionController: ListSectionController, at index: Int
  ) -> T {
    _typed(
      dequeueReusableCell(of: T.self, for: sectionController, at: index), for: sectionController)
  }

  /// A cell from the nib `nibName` (here: the cell class of that name), typed as the caller asks;
  /// a nib of another class is reported as with the other typed forms.
  public func dequeueReusableCell<T: UICollectionViewCell>(
    withNibName nibName: String, bundle: Bundle?, for sectionController: ListSectionController,
    at index: Int
  ) -> T {
    _typed(
      dequeueReusableCell(
        withNibName: nibName, bundle: bundle, for: sectionController, at: index),
      for: sectionController)
  }

  /// The storyboard prototype cell `identifier`, typed as the caller asks (IGListSwiftKit's
  /// typed form of `dequeueReusableCellFromStoryboard(withIdentifier:for:at:)`); a cell of
  /// another class is reported as with the other typed forms.
  public func dequeueReusableCellFromStoryboard<T: UICollectionViewCell>(
    withIdentifier identifier: String, for sectionController: ListSectionController, at index: Int
  ) -> T {
    _typed(
      dequeueReusableCellFromStoryboard(
        withIdentifier: identifier, for: sectionController, at: index), for: sectionController)
  }

  /// Invalidates the section's layout with no completion (`invalidateLayout(for:)`).
  public func invalidateLayout(for sectionController: ListSectionController) {
    invalidateLayout(for: sectionController, completion: nil)
  }

  /// Invalidates the section's layout and returns whether it finished (the `async` form Swift
  /// gives IGListKit's `invalidateLayoutForSectionController:completion:`; in an `async`
  /// function a call without a completion is this one, as with IGListKit).
  @discardableResult
  public func invalidateLayout(for sectionController: ListSectionController) async -> Bool {
    await withCheckedContinuation { continuation in
      invalidateLayout(for: sectionController) { continuation.resume(returning: $0) }
    }
  }

  /// A supplementary view of the type the caller asks for, registered under the class's name and
  /// the kind on first use (IGListSwiftKit's typed form of
  /// `dequeueReusableSupplementaryView(ofKind:for:class:at:)`).
  public func dequeueReusableSupplementaryView<T: UICollectionReusableView>(
    ofKind elementKind: String, forSectionController sectionController: ListSectionController,
    atIndex index: Int
  ) -> T {
    _typed(
      dequeueReusableSupplementaryView(
        ofKind: elementKind, for: sectionController, class: T.self, at: index),
      for: sectionController)
  }

  /// A supplementary view from the nib `nibName` (here: the view class of that name), typed as
  /// the caller asks (IGListSwiftKit's typed form of
  /// `dequeueReusableSupplementaryView(ofKind:for:nibName:bundle:at:)`).
  public func dequeueReusableSupplementaryView<T: UICollectionReusableView>(
    ofKind elementKind: String, forSectionController sectionController: ListSectionController,
    nibName: String, bundle: Bundle?, atIndex index: Int
  ) -> T {
    _typed(
      dequeueReusableSupplementaryView(
        ofKind: elementKind, for: sectionController, nibName: nibName, bundle: bundle, at: index),
      for: sectionController)
  }

  /// The storyboard's supplementary view registered for `elementKind` under `identifier`, typed
  /// as the caller asks (IGListSwiftKit's typed form of
  /// `dequeueReusableSupplementaryView(fromStoryboardOfKind:withIdentifier:for:at:)`).
  public func dequeueReusableSupplementaryViewFromStoryboard<T: UICollectionReusableView>(
    ofKind elementKind: String, withIdentifier identifier: String,
    forSectionController sectionController: ListSectionController, atIndex index: Int
  ) -> T {
    _typed(
      dequeueReusableSupplementaryView(
        fromStoryboardOfKind: elementKind, withIdentifier: identifier, for: sectionController,
        at: index),
      for: sectionController)
  }

  /// The earlier spelling of
  /// ``ListCollectionContext/dequeueReusableSupplementaryView(fromStoryboardOfKind:withIdentifier:for:at:)``.
  @available(
    *, deprecated,
    renamed: "dequeueReusableSupplementaryView(fromStoryboardOfKind:withIdentifier:for:at:)"
  )
  public func dequeueReusableSupplementaryViewFromStoryboard(
    ofKind elementKind: String, withIdentifier identifier: String,
    for sectionController: ListSectionController, at index: Int
  ) -> UICollectionReusableView {
    dequeueReusableSupplementaryView(
      fromStoryboardOfKind: elementKind, withIdentifier: identifier, for: sectionController,
      at: index)
  }

  /// `view` as a `T`; otherwise the mismatch is reported as `sectionController`'s assertion (to
  /// its adapter's failure log) and a new `T` is returned, where IGListSwiftKit would trap.
  private func _typed<T: VirtualReusableView>(
    _ view: VirtualReusableView, for sectionController: ListSectionController
  ) -> T {
    if let typed = view as? T { return typed }
    sectionController.reportAssertion(
      .unexpectedType(
        expected: String(reflecting: T.self), got: String(reflecting: type(of: view))))
    return T(frame: .zero)
  }
}

extension ListSingleSectionController {
  /// A one-cell section controller for cells of type `Cell` and items of type `Item`
  /// (IGListSwiftKit's typed form of `init(cellClass:configureBlock:sizeBlock:)`): `configure`
  /// gets the item and the cell, `size` the item and the collection context.
  ///
  /// An item or a cell of another type, where IGListSwiftKit's cast stops the app, is reported
  /// (``ListAdapterError/unexpectedType(expected:got:)`` names the two types) and left
  /// unconfigured, sized zero.
  public convenience init<Item, Cell: UICollectionViewCell>(
    configure: @escaping (Item, Cell) -> Void,
    size: @escaping (Item, (any ListCollectionContext)?) -> CGSize
  ) {
    let owner = _WeakController()
    func mismatch(_ value: Any, _ expected: Any.Type) {
      owner.controller?.reportAssertion(
        .unexpectedType(
          expected: String(reflecting: expected), got: String(reflecting: type(of: value))))
    }
    self.init(
      cellClass: Cell.self,
      configureBlock: { item, cell in
        guard let typedItem = item as? Item else { return mismatch(item, Item.self) }
        guard let typedCell = cell as? Cell else { return mismatch(cell, Cell.self) }
        configure(typedItem, typedCell)
      },
      sizeBlock: { item, context in
        guard let typedItem = item as? Item else {
          mismatch(item, Item.self)
          return .zero
        }
        return size(typedItem, context)
      })
    owner.controller = self
  }
}

/// The section controller a typed single-section controller's blocks report through (held
/// weakly: the blocks belong to it).
@MainActor
private final class _WeakController {
  weak var controller: ListSingleSectionController?
}
