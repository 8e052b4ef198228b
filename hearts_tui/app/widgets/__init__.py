"""Widgets of the table: they show what they are given and post messages; no game state."""
