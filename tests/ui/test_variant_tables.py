"""House-rule tables through the real UI: 3 and 5 players (cards removed or a kitty), options
chosen in the House rules dialog as a user would, and "shooter chooses" asking you.

Every hand here is played with the keys (Enter/p to pass, arrows+Enter to play) against the
fixed test CPUs at instant pace, on fixed game codes, so each run plays the same cards.
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static

from hearts_tui.app.screens.house_rules import HouseRulesScreen
from hearts_tui.app.screens.moon_choice import MoonChoiceScreen
from hearts_tui.app.screens.settings import SettingsScreen
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Card, Game, Rules, ShortDeck
from hearts_tui.engine.table import table_for
from hearts_tui.words.seats import seat_names

from .helpers import CODE, MemoryStore, make_app, my_turn, settle, status
from .variant_helpers import (
    assert_every_seat_laid_out,
    plain,
    play_hand_with_keys,
    shown_hand_points,
    static_text,
    top_bar,
    trick_points,
)

#: 3 players with a kitty: the face-down card is the Q♠ (13 points nobody sees until the end).
KITTY3_QUEEN = "EQ5Z-V5Q3-NNKJ-F"
#: 5 players with a kitty of 2♣ and 9♥: the lowest club in play leads, 1 hidden point.
KITTY5_TWO_CLUBS = "MT5Q-CMW4-3AYP-5"

#: The 3/5-player pass cycle: hand 1 left, 2 right, 3 none, then again from the left.
CYCLE = {1: "left", 2: "right", 3: "none", 4: "left"}


def _lowest_club_dealt(game: Game) -> Card:
    return min(c for s in range(game.players) for c in game.hand(s) if c.suit.name == "CLUBS")


async def _play_one_hand_and_check(app: HeartsApp, *, first_lead: Card | None) -> None:
    """Play hand 1 at the app's table with the keys and check what the table shows."""
    game = app.game
    n = game.players
    names = seat_names(n)
    kitty = game.kitty
    kitty_points = table_for(game.rules).points_of(sum(1 << c.index for c in kitty))
    hidden_checked: list[bool] = []

    def during_the_hand(app: HeartsApp) -> None:
        # The table shows the points of the tricks taken: never the face-down kitty.
        taken = trick_points(app.game)
        assert app.game.hand_points == taken
        assert shown_hand_points(app) == taken
        if app.game.tricks:
            hidden_checked.append(True)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # Every seat laid out at 80×24; the pass goes left (to West) on hand 1.
        assert_every_seat_laid_out(app)
        assert "pass left" in top_bar(app)
        assert static_text(app, "#pass-label") == "Pass 3 cards left to West ←"
        await play_hand_with_keys(pilot, app, during_the_hand)
        assert isinstance(app.screen, HandSummaryScreen)
        assert hidden_checked  # the kitty stayed hidden through the tricks after the first
        assert game.passed_cards(0) and game.pass_target(0) == 1
        assert len(game.tricks) == game.table.hand_size
        if first_lead is not None:
            assert game.tricks[0].cards[0] == (game.tricks[0].leader, first_lead)
        # The kitty goes to the first trick's winner, counted once the hand is over.
        expected = trick_points(game)
        expected[game.tricks[0].winner] += kitty_points
        total = sum(expected)
        if game.moon_shooter is None:
            assert game.hand_points == expected
            assert total == 26
        else:  # a moon: everyone else scores 26
            assert sum(game.hand_points) == 26 * (n - 1)
        # A kitty is announced on the table and revealed, with its taker, in the summary.
        if game.kitty:
            assert "kitty" in top_bar(app)
            winner = names[game.tricks[0].winner] if game.tricks[0].winner else "you"
            kitty = " ".join(str(card) for card in game.kitty)
            shown_kitty = static_text(app, "#kitty")
            assert shown_kitty.startswith(f"Kitty {kitty}: to {winner} with the first trick")
        else:
            assert "kitty" not in top_bar(app)
        # The summary names every seat with its points.
        drawn = plain(app.screen.query_one("#scores", Static).content)
        for seat, name in enumerate(names):
            points = game.hand_points[seat]
            shown = f"{points:+d}" if points else "0"
            assert re.search(rf"{name}\s+{re.escape(shown)}\s+{game.scores[seat]}\b", drawn), drawn
        # Next hand: the pass goes right, to East (the last seat), at 3 and at 5 players.
        await pilot.press("enter")
        await settle(pilot, lambda: app.game.hand_number == 2 and app.screen is app.table)
        assert "pass right" in top_bar(app)
        assert static_text(app, "#pass-label") == "Pass 3 cards right to East →"


@pytest.mark.slow
async def test_three_players_two_of_diamonds_removed_play_a_whole_hand() -> None:
    """3 players, 2♦ out: 17 cards each, every seat drawn at 80×24, 2♣ leads, passes go left
    then right, and the hand deals out the 26 points of the Standard table."""
    game = Game.new(CODE, Rules(players=3))
    assert Card.parse("2D") not in {c for s in range(3) for c in game.hand(s)}
    assert len(game.hand(0)) == 17 and game.kitty == ()
    await _play_one_hand_and_check(make_app(game, confirm_move=False), first_lead=Card.parse("2C"))


@pytest.mark.slow
async def test_three_players_with_a_kitty_count_the_hidden_queen_at_the_end() -> None:
    """3 players, kitty: the Q♠ lies face down; the table never shows its 13 points during the
    hand, and the summary gives them to the first trick's winner (26 in all)."""
    game = Game.new(KITTY3_QUEEN)
    assert game.rules == Rules(players=3, short_deck=ShortDeck.KITTY)
    assert game.kitty == (Card.parse("QS"),)
    await _play_one_hand_and_check(make_app(game, confirm_move=False), first_lead=Card.parse("2C"))


@pytest.mark.slow
async def test_five_players_cards_removed_three_of_clubs_leads() -> None:
    """5 players, 2♦ and 2♣ out: 10 cards each, all five seats drawn at 80×24, the 3♣ opens
    the hand, and 26 points are dealt out."""
    game = Game.new(CODE, Rules(players=5))
    dealt = {c for s in range(5) for c in game.hand(s)}
    assert Card.parse("2C") not in dealt and Card.parse("2D") not in dealt
    await _play_one_hand_and_check(make_app(game, confirm_move=False), first_lead=Card.parse("3C"))


@pytest.mark.slow
async def test_five_players_with_a_kitty_holding_the_two_of_clubs() -> None:
    """5 players, kitty of 2♣ and 9♥: the lowest club in play leads; the hidden 9♥ counts for
    the first trick's winner once the hand is over (26 in all)."""
    game = Game.new(KITTY5_TWO_CLUBS)
    assert game.rules == Rules(players=5, short_deck=ShortDeck.KITTY)
    assert set(game.kitty) == {Card.parse("2C"), Card.parse("9H")}
    lowest_club = _lowest_club_dealt(game)
    await _play_one_hand_and_check(make_app(game, confirm_move=False), first_lead=lowest_club)


@pytest.mark.parametrize("players", [3, 5])
async def test_the_pass_shown_follows_the_three_and_five_player_cycle(players: int) -> None:
    """Hands 1–4 at 3 or 5 players show: pass left, pass right, no passing, pass left again
    (never "across", which only exists at four)."""
    rules = Rules(players=players)
    dealt = Game.new(CODE, rules)
    hands = [dealt.hand(s) for s in range(players)]
    for hand_number, direction in CYCLE.items():
        game = Game.from_hands(hands, rules, hand_number=hand_number)
        app = make_app(game)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            bar = top_bar(app)
            assert f"Hand {hand_number}" in bar
            if direction == "none":
                assert "pass" not in bar
                await settle(pilot, partial(my_turn, app))  # your first card, still fresh
                assert status(app).startswith("No passing this hand.")
            else:
                target = "West ←" if direction == "left" else "East →"
                assert f"pass {direction}" in bar
                assert static_text(app, "#pass-label") == f"Pass 3 cards {direction} to {target}"


async def _focus(pilot: Pilot[Any], app: HeartsApp, widget_id: str, key: str = "tab") -> None:
    """Press ``key`` until the control ``widget_id`` of the dialog's form has the focus (as
    a user tabbing)."""
    for _ in range(40):
        if app.screen.form.focused_key == widget_id:  # type: ignore[attr-defined]
            return
        await pilot.press(key)
    raise AssertionError(f"could not reach #{widget_id} with {key}")


@pytest.mark.slow
async def test_black_maria_with_the_jack_chosen_in_the_app_then_a_hand_under_it() -> None:
    """s → House rules… → Scoring: Black Maria (↓ ↓ →) → J♦ −10 (↓ then →) → Apply → New game: the
    new game is Black Maria with J♦ −10, and its first hand deals 43 penalty points (hearts,
    Q♠ 13, K♠ 10, A♠ 7) less the J♦'s 10 — unless a moon."""
    store = MemoryStore()
    app = make_app(store=store, confirm_move=False)
    wanted = Rules.preset("black_maria", jack_of_diamonds=-10)
    async with app.run_test(size=(80, 24)) as pilot:
        first = app.game
        await pilot.press("s")
        assert isinstance(app.screen, SettingsScreen)
        await _focus(pilot, app, "house-rules")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)
        dialog = app.screen
        assert dialog.form.focused_key == "variant"
        await _focus(pilot, app, "scoring", key="down")
        await pilot.press("right")
        assert dialog.rules.scoring.value == "black_maria"
        assert "K♠ 10" in dialog.explanation("scoring")
        await _focus(pilot, app, "jack_of_diamonds", key="down")
        await pilot.press("right")
        assert dialog.rules == wanted
        assert "J♦" in dialog.summary()
        await _focus(pilot, app, "apply")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SettingsScreen)
        assert app.settings.rules == wanted and store.settings[-1].rules == wanted
        # The drawer says which table the next game will use.
        assert app.screen.next_table() == "next game: Black Maria · J♦ −10 · to 50"
        assert app.game is first and app.game.rules == Rules()  # waits for the next game
        await _focus(pilot, app, "new-game")
        await pilot.press("enter")
        await settle(pilot, lambda: app.game is not first and app.screen is app.table)
        game = app.game
        assert game.rules == wanted
        assert Game.new(game.code).rules == wanted  # the code carries the table
        assert game.table.penalty_total == 43
        await play_hand_with_keys(pilot, app)
        assert isinstance(app.screen, HandSummaryScreen)
        jack = Card.parse("JD")
        takers = [r.winner for r in game.tricks if any(c == jack for _, c in r.cards)]
        assert len(takers) == 1  # the J♦ is always in play at four
        if game.moon_shooter is None:  # each seat: its tricks' points, the J♦ taker −10
            assert game.hand_points == trick_points(game)
            assert sum(game.hand_points) == 43 - 10
        else:  # the others score 43; the J♦'s taker keeps its −10
            assert sum(game.hand_points) == 3 * 43 - 10


#: You hold every heart, the top spades and the A♣: you win all 17 tricks at 3 players.
MOON_HANDS = [
    ["AC", *(f"{r}H" for r in "23456789TJQKA"), "QS", "KS", "AS"],
    [*(f"{r}C" for r in "23456789TJQK"), "3D", "4D", "5D", "6D", "7D"],
    ["8D", "9D", "TD", "JD", "QD", "KD", "AD", *(f"{r}S" for r in "23456789TJ")],
]


@pytest.mark.parametrize(
    ("scoring", "keys", "choice"),
    [
        ("standard", ["1"], "others_plus"),
        ("black_maria", ["right", "enter"], "shooter_minus"),
    ],
)
@pytest.mark.slow
async def test_shooter_chooses_shows_the_totals_and_scores_what_it_promised(
    scoring: str, keys: list[str], choice: str
) -> None:
    """3 players, "shooter chooses": you take every point card; the dialog shows the totals
    of both choices (game.moon_outcomes()), and the one you pick is exactly what the game then
    scores: 1 = everyone else +26 on the Standard table; → Enter = you −43 at Black Maria."""
    rules = Rules.preset(scoring, players=3, moon="shooter_chooses")
    game = Game.from_hands(MOON_HANDS, rules, hand_number=3, scores=[20, 0, 5])
    moon = table_for(rules).moon_value
    assert moon == (26 if scoring == "standard" else 43)
    app = make_app(game, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_hand_with_keys(pilot, app)
        assert isinstance(app.screen, MoonChoiceScreen)
        assert app.game.moon_choice_pending == 0
        promised = app.game.moon_outcomes()
        assert promised == {
            "others_plus": [20, moon, 5 + moon],
            "shooter_minus": [20 - moon, 0, 5],
        }
        dialog = app.screen.query_one("#moon-dialog")
        assert dialog.region.right <= 80 and dialog.region.bottom <= 24
        drawn = plain(app.screen.query_one("#moon-totals", Static).content)
        for key, option in (("1", "others_plus"), ("2", "shooter_minus")):
            row = next(line for line in drawn.splitlines() if line.lstrip().startswith(key))
            numbers = [int(x) for x in re.findall(r"-?\d+", row.replace("−", "-"))]
            assert numbers[-3:] == promised[option], row
        await pilot.press(*keys)
        await settle(pilot, lambda: isinstance(app.screen, HandSummaryScreen))
        assert app.game.scores == promised[choice]
        text = static_text(app, "#moon")
        if choice == "others_plus":
            assert text == f"You shot the moon: everyone else +{moon}"
        else:
            assert text == f"You shot the moon: You −{moon}"
