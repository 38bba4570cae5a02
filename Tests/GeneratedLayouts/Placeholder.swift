// Generated layouts (being written).
