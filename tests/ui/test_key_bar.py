"""Issue 40 #2: the key bar keeps the keys a player needs now, and shows every key it can.

At 80×24 during a trick the bar read ``/ Type i Hint l Last c Copy s Settings t Stats k
Tracker ? Help q Quit``: ← → and ⏎ were gone while Copy and Stats stayed; ``z`` never
showed, even at 160×48 with a take-back possible, nor ``g v n r u``.
"""

from __future__ import annotations

import random

from textual.content import Content

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.keybar import Key, KeyBar
from hearts_tui.engine import Game

from .helpers import CODE, make_app, my_turn, pass_with_keys, play_my_card, settle
from .positions import follow_clubs


def _bar(app: HeartsApp) -> KeyBar:
    return app.table.query_one(KeyBar)


def _drawn(app: HeartsApp) -> list[str]:
    """The keys the bar draws, as ``"k Label"``, read from what it shows."""
    bar = _bar(app)
    text = Content.from_markup(str(bar.content)).plain
    drawn = [f"{key.key} {key.label}" for key in bar._shown or ()]
    drawn = [entry for entry in drawn if entry in text]
    assert text.split() == " ".join(drawn).split()
    return drawn


def _check_dropped_last(app: HeartsApp) -> None:
    """What the bar leaves out is the end of its order: every key it draws comes before
    every key it leaves out, but for the kept ones (the keys of the moment, help, quit)."""
    shown: tuple[Key, ...] = _bar(app)._shown or ()
    drawn = _drawn(app)
    names = [f"{key.key} {key.label}" for key in shown]
    assert all(name in drawn for key, name in zip(shown, names, strict=True) if key.kept)
    left_out = [at for at, name in enumerate(names) if name not in drawn]
    drawn_too = [at for at, key in enumerate(shown) if names[at] in drawn and not key.kept]
    if left_out:
        assert max(drawn_too, default=-1) < min(left_out), (drawn, names)


async def test_the_arrows_and_enter_stay_at_80x24_during_a_trick() -> None:
    app = make_app(follow_clubs())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        drawn = _drawn(app)
        assert drawn[:2] == ["←→ Card", "⏎ Choose"]
        assert drawn[-2:] == ["? Help", "q Quit"]
        # Then the aids of the trick, before Copy, Stats and the rest.
        assert drawn[2:5] == ["i Hint", "l Last", "k Tracker"]
        assert "c Copy" not in drawn and "t Stats" not in drawn
        _check_dropped_last(app)


async def test_z_shows_when_a_take_back_can_act_and_only_then() -> None:
    app = make_app(Game.new(CODE), allow_take_back=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "z Take back" not in _drawn(app)  # nothing to take back yet
        await pass_with_keys(pilot)
        await settle(pilot, lambda: app.game.phase == "playing")
        drawn = _drawn(app)
        assert "z Take back" in drawn  # the pass can be taken back
        assert drawn.index("z Take back") < drawn.index("i Hint")
        _check_dropped_last(app)
        await settle(pilot, lambda: my_turn(app))
        await play_my_card(pilot)
        await pilot.pause()
        assert "z Take back" in _drawn(app)
    app = make_app(Game.new(CODE))  # the setting off: z cannot act
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pass_with_keys(pilot)
        await settle(pilot, lambda: app.game.phase == "playing")
        assert "z Take back" not in _drawn(app)


def _after_a_hand() -> Game:
    game = Game.new(CODE)
    rng = random.Random(4)
    while game.hand_number == 1 or game.phase != "passing":
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, rng.sample(game.hand(seat), 3))
        elif game.phase == "playing":
            game.play(rng.choice(game.legal_cards()))
        elif game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        else:
            game.next_hand()
    return game


async def test_every_key_shows_at_160x48() -> None:
    app = make_app(_after_a_hand(), allow_take_back=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        await pass_with_keys(pilot)
        await settle(pilot, lambda: my_turn(app))
        keys = {entry.split()[0] for entry in _drawn(app)}
        assert set("zgvnruilkcst/?q") <= keys


async def test_the_pass_keeps_the_arrows_enter_and_pass_first() -> None:
    app = make_app(Game.new(CODE))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        drawn = _drawn(app)
        assert drawn[:3] == ["←→ Card", "⏎ Choose", "p Pass"]
        _check_dropped_last(app)
