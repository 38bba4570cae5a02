// A string that never ends.
let title = "Photos
