"""9 and 10 players in little room (issue 12): the top bar keeps the table's name beside ten
totals at 80 columns, shortened only with an ellipsis; with three-digit totals the game code
gives up its room first ("K7QD…": the whole code is on the score sheet and under ``c``)."""

from __future__ import annotations

import re

import pytest

from hearts_tui.engine import Game, Rules
from hearts_tui.words.top_info import SEPARATOR, short_code, top_info

from .helpers import CODE, MemoryStore, make_app
from .variant_helpers import top_bar

ONE_DIGIT = [1, 0, 7, 9, 3, 5, 6, 8, 4, 2]
TWO_DIGITS = [12, 40, 7, 99, 23, 5, 61, 88, 14, 30]
THREE_DIGITS = [102, 140, 117, 199, 123, 105, 161, 188, 114, 130]


def with_scores(rules: Rules, scores: list[int] | None) -> Game:
    """A game of ``rules`` dealt from :data:`CODE`, at hand 5 with ``scores`` if given."""
    dealt = Game.new(CODE, rules)
    if scores is None:
        return dealt
    hands = [dealt.hand(seat) for seat in range(rules.players)]
    return Game.from_hands(
        hands, rules, scores=scores[: rules.players], code=dealt.code, hand_number=5
    )


def code_of(bar: str, game: Game) -> str:
    """The game code as the bar shows it: whole, or cut short with "…"."""
    shown = bar.split()[0]
    assert shown in (game.code, short_code(game.code)), bar
    return shown


def info_of(bar: str, game: Game) -> list[str]:
    """The info parts the bar shows between the code and the totals."""
    after_code = bar.split(code_of(bar, game), 1)[1].strip()
    info = re.split(r"\s{2,}", after_code)[0]
    return info.split(SEPARATOR)


def assert_whole_or_ellipsis(shown: list[str], game: Game) -> None:
    """Each part shown is one of the forms the game gives, or the start of one ending in
    "…": never a word cut without it."""
    forms = [form for part in top_info(game) for form in part.forms]
    for part in shown:
        if part.endswith("…"):
            assert any(form.startswith(part[:-1]) for form in forms), part
        else:
            assert part in forms, (part, forms)


@pytest.mark.parametrize("width", [80, 100])
@pytest.mark.parametrize("players", [9, 10])
@pytest.mark.parametrize(
    "scores",
    [None, ONE_DIGIT, TWO_DIGITS, THREE_DIGITS],
    ids=["deal", "one-digit-totals", "two-digit-totals", "three-digit-totals"],
)
async def test_the_table_name_stays_in_the_top_bar(
    players: int, scores: list[int] | None, width: int
) -> None:
    """Cancellation Hearts at 9 and 10 players, totals of one to three digits, at 80 and 100
    columns: the bar names the game whole beside every total, within the width; the game
    code is cut short ("K7QD…") only when the name would not fit beside it."""
    game = with_scores(Rules.cancellation(players), scores)
    app = make_app(game)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause()
        bar = top_bar(app)
        assert len(bar) <= width
        shown = info_of(bar, game)
        assert shown[0] == f"Hand {game.hand_number}"
        assert len(shown) >= 2 and shown[1] == "Cancellation", bar
        assert_whole_or_ellipsis(shown, game)
        totals = [int(n) for n in re.findall(r"(?:You|Y|[A-Z]) ?(\d+)", bar.split("  ")[-1])]
        assert totals == list(game.scores), bar
        if width >= 100 or scores in (None, ONE_DIGIT):
            assert code_of(bar, game) == game.code, bar


@pytest.mark.parametrize("players", [9, 10])
@pytest.mark.parametrize("scores", [TWO_DIGITS, THREE_DIGITS], ids=["two-digit", "three-digit"])
async def test_a_cut_name_fits_the_width_in_ascii_too(players: int, scores: list[int]) -> None:
    """In ASCII the ellipsis is "...": the bar is fitted with it, so a name cut short never
    pushes the last total past the edge."""
    game = with_scores(Rules.cancellation(players), scores)
    game = Game.from_hands(
        [game.hand(seat) for seat in range(players)],
        game.rules,
        scores=list(game.scores),
        code=game.code,
        hand_number=12,
    )
    app = make_app(game, ascii_suits=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = top_bar(app)
        assert len(bar) <= 80 and "…" not in bar and "·" not in bar, bar
        assert bar.rstrip().endswith(f"{game.scores[-1]}"), bar
        shown = info_of(bar.replace("...", "…").replace(" - ", SEPARATOR), game)
        assert shown[0] == "Hand 12" and shown[1].startswith("Canc"), bar


@pytest.mark.parametrize(
    "rules",
    [Rules.domino(7), Rules(players=7), Rules.preset("black_maria", players=7)],
    ids=["domino-7", "standard-7", "black-maria-7"],
)
async def test_seven_players_keep_their_table_name_at_80_columns(rules: Rules) -> None:
    """Seven two-digit totals at 80 columns: Domino Hearts whole, Black Maria whole or cut
    with "…" after the pass, the Standard table's parts whole."""
    game = with_scores(rules, TWO_DIGITS)
    app = make_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = info_of(top_bar(app), game)
        assert_whole_or_ellipsis(shown, game)
        if rules.variant.value == "domino":
            assert "Domino Hearts" in shown, shown
        elif rules.scoring.value == "black_maria":
            assert shown[2] == "Black Maria" or shown[2].startswith("Blac"), shown


@pytest.mark.parametrize("ascii_suits", [False, True], ids=["unicode", "ascii"])
@pytest.mark.parametrize("width", [80, 100])
@pytest.mark.parametrize("players", [9, 10])
@pytest.mark.parametrize(
    "scores", [TWO_DIGITS, THREE_DIGITS], ids=["two-digit-totals", "three-digit-totals"]
)
@pytest.mark.slow
async def test_the_not_saved_mark_and_the_table_name_both_fit(
    players: int, scores: list[int], width: int, ascii_suits: bool
) -> None:
    """While saving fails, ten three-digit totals at 80 columns left only "Hand 5" beside
    "NOT SAVED".  The mark shortens ("UNSAVED") and the code gives way to it, so the bar
    shows the mark, the hand and the table's name (whole, or cut with an ellipsis), and
    every total, within the width."""
    game = with_scores(Rules.cancellation(players), scores)
    store = MemoryStore()
    store.saving_ok = False
    app = make_app(game, store=store, ascii_suits=ascii_suits)
    async with app.run_test(size=(width, 24)) as pilot:
        app.check_problem()
        await pilot.pause()
        bar = top_bar(app)
        assert len(bar) <= width, bar
        mark = next(m for m in ("NOT SAVED", "UNSAVED") if m in bar)
        info = re.split(r"\s{2,}", bar.split(mark, 1)[1].strip())[0]
        shown = info.replace("...", "…").replace(" - ", SEPARATOR).split(SEPARATOR)
        assert shown[0] == "Hand 5", bar
        assert shown[1] == "Cancellation" or (
            shown[1].startswith("Canc") and shown[1].endswith("…")
        ), bar
        totals = [int(n) for n in re.findall(r"(?:You|Y|[A-Z]) ?(\d+)", bar.split("  ")[-1])]
        assert totals == list(game.scores), bar
        if width >= 100:
            assert mark == "NOT SAVED", bar
