import LayoutEmit
