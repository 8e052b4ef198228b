"""6 and 7 players at the Standard table, through the real UI at 80×24: every seat laid out,
every total in the top bar, each card of the trick by its player, the pass arrow, the hand
summary and the game-over dialog with every player; played from the deal to the game over
by the keys and by mouse clicks (a low target: a game of a hand or two).
"""

from __future__ import annotations

import re

import pytest
from textual.widgets import Static

from hearts_tui.app.screens.game_over import GameOverScreen
from hearts_tui.app.screens.score_sheet import SheetView
from hearts_tui.app.screens.summary import HandSummaryScreen
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.seat import SeatPanel
from hearts_tui.engine import Game, Rules
from hearts_tui.words.seats import initials, seat_names

from .helpers import CODE, MemoryStore, make_app
from .table_driver import By, assert_cards_by_their_players, play_game
from .variant_helpers import assert_every_seat_laid_out, plain, static_text, top_bar


def _check_table(app: HeartsApp, seen: list[int]) -> None:
    """At each of your moves: every seat laid out, each card of the trick by its player."""
    assert_every_seat_laid_out(app)
    assert_cards_by_their_players(app, list(app.game.trick))
    seen.append(len(app.game.trick))


def _check_dialog(app: HeartsApp) -> None:
    """The summary (every player's row) or the game over (every player's column), inside
    80×24 and not cut."""
    screen = app.screen
    game = app.game
    names = seat_names(game.players)
    dialog = screen.query_one("#dialog")
    assert dialog.region.right <= 80 and dialog.region.bottom <= 24
    if isinstance(screen, HandSummaryScreen):
        drawn = plain(screen.query_one("#scores", Static).content)
        for seat, name in enumerate(names):
            points = game.hand_points[seat]
            shown = f"{points:+d}" if points else "0"
            assert re.search(rf"{name}\s+{re.escape(shown)}\s+{game.scores[seat]}\b", drawn)
        buttons = [screen.query_one(f"#{b}").region for b in ("next", "review")]
        assert all(dialog.region.contains_region(region) for region in buttons)
    else:
        assert isinstance(screen, GameOverScreen)
        sheet = screen.query_one(SheetView)
        assert sheet.natural_width <= dialog.region.width - 4  # the whole sheet, not cut
        table = plain(sheet.table, width=sheet.size.width)
        header, *_, footer = [line for line in table.splitlines() if line.strip()]
        assert [w for w in header.split()[1:] if w not in ("Σ", "S")] == [
            initials(n) for n in names
        ], header
        totals = [int(x) for x in re.findall(r"\b(\d+)\b(?!st|nd|rd|th)", footer)]
        assert totals == list(game.scores), footer


@pytest.mark.slow  # a whole game at the table: the full suite runs it, the fast loop not
@pytest.mark.parametrize(("players", "by"), [(6, "keys"), (7, "keys"), (6, "mouse"), (7, "mouse")])
async def test_six_and_seven_players_play_to_the_game_over(players: int, by: By) -> None:
    """6 players (8 cards each, ♦2 ♦3 ♣3 ♣4 out) and 7 (7 each, ♦2 ♦3 ♣3 out) from the deal
    to the game-over dialog at 80×24: the pass goes left to West/Ada with ←, every seat and
    total is drawn at each of your moves, each card of the trick next to its player, and the
    summary and the game over list every player."""
    store = MemoryStore()
    game = Game.new(CODE, Rules(players=players, target=10))
    assert len(game.hand(0)) == {6: 8, 7: 7}[players]
    app = make_app(game, store=store)
    seen: list[int] = []
    dialogs: list[str] = []

    def on_hand_over(app: HeartsApp) -> None:
        _check_dialog(app)
        dialogs.append(type(app.screen).__name__)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert_every_seat_laid_out(app)
        left = seat_names(players)[1]
        assert static_text(app, "#pass-label") == f"Pass 3 cards left to {left} ←"
        assert "pass left" in top_bar(app)
        hands = await play_game(
            pilot, app, by, on_my_turn=lambda a: _check_table(a, seen), on_hand_over=on_hand_over
        )
        assert isinstance(app.screen, GameOverScreen)
        assert app.game.phase == "game_over" and max(app.game.scores) >= 10
        assert store.finished == [app.game.code]
        assert dialogs[-1] == "GameOverScreen" and len(dialogs) == hands
    # You played after half the table or more at least once: long tricks were checked.
    assert max(seen) >= players // 2


@pytest.mark.parametrize("players", [6, 7])
async def test_a_crowded_table_keeps_its_seats_apart_at_every_size(players: int) -> None:
    """At 80×24, 120×40 and 160×48 the seat panels of 6 and 7 players stay inside the
    terminal, none over another or over the trick, and the larger terminals give them more
    room (wider panels)."""
    widths = []
    for size in ((80, 24), (120, 40), (160, 48)):
        app = make_app(Game.new(CODE, Rules(players=players)))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert_every_seat_laid_out(app)
            trick = app.table.query_one("#trick").region
            panels = list(app.table.query(SeatPanel))
            for panel in panels:
                assert not panel.region.overlaps(trick) or not app.table.query_one("#trick").display
            widths.append(panels[0].region.width)
    assert widths[0] < widths[1] <= widths[2]


#: Trick 1 with points allowed: West leads 2♣, you have no club and hold the Q♠.
QUEEN_MUST_GO_HANDS = [
    ["QS", *(f"{r}H" for r in "23456789"), "2D", "3D", "4D", "5D"],
    [f"{r}C" for r in "23456789TJQKA"],
    [*(f"{r}H" for r in "TJQKA"), *(f"{r}D" for r in "6789TJQK")],
    ["AD", *(f"{r}S" for r in "23456789TJKA")],
]


async def test_q_spades_must_go_greys_every_other_card_with_its_reason() -> None:
    """ "Q♠ must go": void in clubs on a trick you may shed points on, every card but the Q♠
    is greyed; the status line says so, and choosing another card gives the reason."""
    from .helpers import choose, looks, my_turn, settle, status

    rules = Rules(queen_must_go=True, points_on_first_trick=True)
    game = Game.from_hands(QUEEN_MUST_GO_HANDS, rules, hand_number=4, code=CODE)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app))
        queen = next(card for card in app.game.hand(0) if card.code == "QS")
        assert [card for card, look in looks(app).items() if look.playable] == [queen]
        assert status(app).endswith("Your turn: you must shed the Q♠ now (Q♠ must go)")
        heart = next(card for card in app.game.hand(0) if card.code == "2H")
        await choose(pilot, heart)
        assert status(app) == "2♥: you must shed the Q♠ now"


@pytest.mark.parametrize(
    "scores",
    [
        [0] * 10,
        [12, 40, 7, 99, 23, 5, 61, 88, 14, 30],
        [152, 99, 100, 131, 118, 107, 100, 142, 99, 125],
    ],
)
async def test_ten_totals_fit_the_top_bar_at_80_columns_never_cut(scores: list[int]) -> None:
    """Ten players' totals in the top bar at 80 columns: names give way to initials, and at
    three digits each the initials touch their numbers ("Y152 A99 …"), but every total is
    there, in seat order, and the bar keeps its game code (whole, or its first group "K7QD…"
    when the table's name would not fit beside it whole)."""
    from hearts_tui.app.widgets.topbar import TopBar
    from hearts_tui.words.top_info import short_code

    rules = Rules.cancellation(players=10)
    dealt = Game.new(CODE, rules)
    game = Game.from_hands(
        [dealt.hand(s) for s in range(10)], rules, scores=scores, code=dealt.code
    )
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = "".join(seg.text for seg in app.table.query_one(TopBar).render_line(0))
        code = line.split()[0]
        assert len(line) <= 80 and code in (game.code, short_code(game.code)), line
        shown = [int(n) for n in re.findall(r"(?:You|[A-Z])\s?(\d+)", line.split(code, 1)[1])]
        assert shown[-10:] == scores, line
