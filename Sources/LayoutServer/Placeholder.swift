// The language server (being written).
