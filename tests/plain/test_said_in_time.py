"""Said when it happens, and with its cause (issue 39 §15): a resumed game says where the
scores stand and which cards of its trick cancelled; Domino Hearts says why the lead moved
("North is out: you lead.") and the cards left in a hand before the points they make; the
moon before the points it made.  (``undo`` naming every card it takes back is in
test_commands.py.)"""

from __future__ import annotations

import io

from hearts_tui.engine import Game, Rules
from hearts_tui.engine.codes import format_code
from hearts_tui.plain.commands import Commands
from hearts_tui.plain.events import Event, Played, TrickDone
from hearts_tui.plain.session import Session
from hearts_tui.plain.speech import Speech
from hearts_tui.store.settings import Settings
from hearts_tui.words.seats import seat_names


def started(game: Game) -> list[str]:
    """The first lines the line mode says for ``game`` (a resume)."""
    out = io.StringIO()
    Commands(Session(game, Settings()), out).start()
    return out.getvalue().splitlines()


def test_a_resume_says_the_totals_and_the_hands_points_so_far() -> None:
    """A game resumed at hand 2 said the trick and the cards, never the scores."""
    game = Game.new(format_code(7), Rules(target=500))
    while game.hand_number == 1 or game.phase != "playing" or game.tricks == []:
        if game.phase == "passing":
            for seat in range(4):
                game.pass_cards(seat, game.hand(seat)[:3])
        elif game.phase == "hand_over":
            game.next_hand()
        else:
            game.play(game.legal_cards()[0])
    while not any(game.hand_points):
        game.play(game.legal_cards()[0])
    lines = started(game)
    totals = ", ".join(f"{name} {score}" for name, score in zip(names(), game.scores, strict=True))
    so_far = ", ".join(f"{n} {p}" for n, p in zip(names(), game.hand_points, strict=True))
    assert lines[3:5] == [
        f"Scores: {totals}.",
        f"Hand {game.hand_number} so far: {so_far}.",
    ]


def test_a_resume_in_the_pass_of_a_later_hand_says_the_totals() -> None:
    game = Game.new(format_code(7), Rules(target=500))
    while game.phase != "hand_over":
        if game.phase == "passing":
            for seat in range(4):
                game.pass_cards(seat, game.hand(seat)[:3])
        else:
            game.play(game.legal_cards()[0])
    game.next_hand()
    lines = started(game)
    assert lines[2].startswith("Hand 2. Pass 3 cards right")
    assert lines[3].startswith("Scores: You ")


def test_a_new_game_says_no_scores() -> None:
    assert not any(line.startswith("Scores:") for line in started(Game.new(format_code(7))))


def names() -> tuple[str, ...]:
    return ("You", "West", "North", "East")


def test_a_resumed_cancellation_trick_says_which_cards_cancelled() -> None:
    """A Cancellation trick resumed mid-way listed its cards, not that two of them cancel."""
    for seed in range(40):
        game = Game.new(format_code(seed), Rules.cancellation(8))
        while game.phase == "playing":
            trick = [card for _seat, card in game.trick]
            if game.turn == 0 and len(set(trick)) < len(trick):
                break
            game.play(game.legal_cards()[0])
        else:
            continue
        lines = started(game)
        trick_line = next(line for line in lines if line.startswith(f"Trick {game.trick_number}:"))
        pairs = trick_line.count(" (both cancel)")
        assert pairs == len(trick) - len(set(trick)), trick_line
        return
    raise AssertionError("no cancelled pair on your turn in 40 deals")


def test_a_resumed_cancellation_hand_says_the_cards_that_wait() -> None:
    """Trick 1 at eight players cancelled whole: its cards wait for the next winner."""
    from tests.engine.test_cancellation_game import carried_opening

    lines = started(carried_opening())
    assert "Waiting for the winner: 8 cards (no points)." in lines


DOMINO_CODES = [format_code(seed, Rules.domino(players)) for seed, players in ((3, 4), (8, 3))]


def domino_events(code: str) -> list[tuple[Event, list[str]]]:
    """A whole Domino Hearts game played with the first legal card: each event and what
    the line mode says of it."""
    session = Session(Game.new(code), Settings(cpu_level="easy"))
    speech = Speech(session.game)
    said: list[tuple[Event, list[str]]] = []
    events = session.advance()
    while True:
        said += [(event, speech.say([event])) for event in events]
        waiting = session.waiting_for_you()
        if waiting == "over":
            return said
        if waiting == "draw":
            events = session.draw()
        else:
            events = session.play(session.game.legal_cards()[0])


def test_domino_says_why_the_lead_moved_when_the_winner_is_out() -> None:
    """ "North wins the trick, 3 points." was followed by your lead with no reason: the
    winner had played their last card, and the next player still in leads."""
    moved = 0
    for code in DOMINO_CODES:
        said = domino_events(code)
        for i, (event, lines) in enumerate(said):
            if not isinstance(event, TrickDone) or event.last:
                continue
            winner = event.record.winner
            lead = next(e for e, _ in said[i + 1 :] if isinstance(e, Played) and e.lead)
            if lead.seat == winner:
                assert len(lines) == 1, lines
                continue
            moved += 1
            names = seat_names(Game.new(code).players)
            after = "you lead." if lead.seat == 0 else f"{names[lead.seat]} leads."
            out = "You are out" if winner == 0 else f"{names[winner]} is out"
            assert lines[1] == f"{out}: {after}", lines
    assert moved > 1


def test_domino_says_the_cards_left_in_a_hand_before_the_points_they_make() -> None:
    """ "Hand 1 over. Points: …" came before "West was left with …: taken as tricks"."""
    left = 0
    for code in DOMINO_CODES:
        lines = [line for _event, said in domino_events(code) for line in said]
        for i, line in enumerate(lines):
            if " left with " in line:
                left += 1
                end = next(j for j, later in enumerate(lines) if j > i and " over. " in later)
                assert " over. Points: " in lines[end], lines[i : end + 1]
                assert not any(later.startswith("Trick ") for later in lines[i:end])
    assert left > 1
