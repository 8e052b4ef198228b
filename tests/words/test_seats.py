"""Seat names past the largest table (words/seats.py)."""

from __future__ import annotations

from hearts_tui.words.seats import MAX_PLAYERS, PEOPLE, seat_names


def test_seats_past_the_largest_table_are_numbered_not_named() -> None:
    assert seat_names(MAX_PLAYERS) == ("You", *PEOPLE)
    names = seat_names(MAX_PLAYERS + 2)
    assert names[0] == "You" and names[1] == "Player 1" and names[-1] == "Player 11"
    assert len(set(names)) == MAX_PLAYERS + 2
