// Cells and data sources only: nothing to import.
final class Cell: UICollectionViewCell {
  let label = UILabel()
}
