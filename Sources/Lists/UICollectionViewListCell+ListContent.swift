import ListUIKit

extension UICollectionViewListCell {
  /// Sets the cell's text, secondary text, image and accessories in one call (the original
  /// Lists' helper): the default content configuration with those values.
  @MainActor
  public func setListContent(
    text: String? = nil, secondaryText: String? = nil, image: UIImage? = nil,
    accessories: [ListAccessory] = []
  ) {
    setListContent(accessories: accessories) { content in
      content.text = text
      content.secondaryText = secondaryText
      content.image = image
    }
  }

  /// Configures the default content configuration in `configure`, and sets the accessories.
  @MainActor
  public func setListContent(
    accessories: [ListAccessory] = [], configure: (inout UIListContentConfiguration) -> Void
  ) {
    var content = defaultContentConfiguration()
    configure(&content)
    contentConfiguration = content
    self.accessories = accessories.map(\.cellAccessory)
  }
}
