"""The CPU arena behind ``hearts sim``: duplicate deals, per-type statistics, no UI."""
