/// `UITabBarItem`: a tab's title and images (recorded).
open class UITabBarItem: UIBarItem {
  /// The image while selected.
  public var selectedImage: UIImage?
  /// The badge's text.
  public var badgeValue: String?

  /// A tab item with a title and images.
  public init(title: String?, image: UIImage?, selectedImage: UIImage? = nil) {
    self.selectedImage = selectedImage
    super.init()
    (self.title, self.image) = (title, image)
  }

  /// A tab item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    super.init()
    (self.title, self.image, self.tag) = (title, image, tag)
  }
}
