// The seed's photo grid as its author meant it: a large photo beside a stack of two, then three
// equal squares in the bottom row (LANGUAGE.md §8).
layout PhotoGrid(scroll: vertical)

let photo = item(w: 2/3, h: 1) inset 2
let stackPhoto = item(w: 1, h: 1/2) inset 2
let square = item inset 2

section photos <
  group.vertical(w: 1, h: 1) <
    group.horizontal(w: 1, h: 0.7w) <
      photo
      group.vertical(w: 1/3, h: 1, repeat: 2) < stackPhoto >
    >
    group.horizontal(h: 1/3w, count: 3) < square >
  >
>
