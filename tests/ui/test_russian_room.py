"""Russian in the room of 80×24, at every table of 2 to 10 players: a seat's frame shows
its name whole or shortened («Сев.-Зап.»), never cut («Северо-За…»); the names above the
trick never run into each other («Северо-ЗападСевер (заход)Северо-Восток»); a status line
too long is cut between words («…сбрасыв» was cut inside one) (issue 39.8)."""

from __future__ import annotations

import itertools
import re
from types import SimpleNamespace

import pytest

from hearts_tui.app.widgets.trick import LED_MARK, TrickView
from hearts_tui.engine import Rules
from hearts_tui.words.language import _, use
from hearts_tui.words.seats import fitting_name, initials, seat_names, seats_at

from .helpers import make_app, settle
from .screen_text import screen_text
from .test_russian_screens import played

#: Every table size of every game: the Standard table 3 to 7, Domino 2 to 7, Cancellation
#: 7 to 10.
TABLES = {
    **{f"standard-{n}": Rules(players=n) for n in range(3, 8)},
    **{f"domino-{n}": Rules.domino(n) for n in range(2, 8)},
    **{f"cancellation-{n}": Rules.cancellation(n) for n in range(7, 11)},
}
#: A frame's title cut with "…", and two names run together (a small letter or a closing
#: bracket right before a capital).
CUT_TITLE = re.compile(r"─ [^─│]*…")
RUN_TOGETHER = re.compile(r"[а-яё)][А-ЯЁ]")


@pytest.mark.parametrize("players", range(2, 11))
def test_a_short_name_is_whole_shortened_or_initials_never_cut(players: int) -> None:
    use("ru")
    for name in seat_names(players):
        for room in range(1, 14):
            short = fitting_name(name, room)
            assert short in (name, "Сев.-Зап.", "Сев.-Вост.", initials(name)), short
            assert "…" not in short


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("width", [44, 48, 56])
def test_the_names_above_the_trick_never_run_together(players: int, width: int) -> None:
    """Each seat of the top row leading in turn (its "(заход)" mark the longest name)."""
    use("ru")
    top = seats_at("top", players)
    centres = [int(width * (i + 1) / (len(top) + 1)) for i in range(len(top))]
    for leader in [None, *top]:
        trick = SimpleNamespace(_players=players, _led_by=leader)
        names = [
            name + _(LED_MARK) if seat == leader else name
            for seat, name in enumerate(seat_names(players))
        ]
        TrickView._fit_top(trick, names, top, centres)  # type: ignore[arg-type]
        for (a, x), (b, y) in itertools.pairwise(zip(top, centres, strict=True)):
            assert y - x >= (len(names[a]) + len(names[b])) // 2 + 2, (names, width)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(TABLES))
async def test_no_seat_name_is_cut_or_run_together_at_80_by_24(name: str) -> None:
    use("ru")
    rules = TABLES[name]
    faults = []
    for tricks in (0, 1, 2):
        game = played(rules, tricks=tricks)
        app = make_app(game, language="ru")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, lambda app=app: app.game.phase in ("passing", "playing"))
            await pilot.pause()
            text = screen_text(app)
        for pattern in (CUT_TITLE, RUN_TOGETHER):
            faults += [f"{name} after {tricks}: {m.group(0)!r}" for m in pattern.finditer(text)]
        if faults:
            faults.append(text)
            break
    assert faults == [], "\n".join(faults)


def test_the_hearts_a_seat_took_are_counted_with_the_languages_letter_in_ascii() -> None:
    """A compact panel counted the hearts taken as «+2H» in Russian with ASCII suits."""
    from hearts_tui.app.widgets.seat import short_taken_text
    from hearts_tui.words.card_names import parse_cards

    use("ru")
    taken = tuple(parse_cards("qs 2h 5h"))
    assert short_taken_text(taken, ascii_suits=True) == "Дп +2ч"
    use("en")
    assert short_taken_text(taken, ascii_suits=True) == "QS +2H"


def _keys_shown(app: object) -> list[str]:
    """The keys of the table's key bar, as drawn on its last line (labels are words,
    keys a sign or a single Latin letter)."""
    line = screen_text(app).splitlines()[-1]  # type: ignore[arg-type]
    return [
        token
        for token in line.split()
        if token in ("/", "?", "⏎", "←→") or re.fullmatch(r"[a-z]", token)
    ]


@pytest.mark.parametrize("name", ["standard-4", "standard-6", "domino-4"])
async def test_the_russian_key_bar_keeps_every_key_the_english_one_shows(name: str) -> None:
    """At 80 columns the Russian bar dropped «c Код» where the English kept "c Copy": the
    Russian bar leaves out no key the English one shows."""
    rules = TABLES[name]
    shown = {}
    for language in ("en", "ru"):
        use(language)
        for tricks in (0, 1):
            app = make_app(played(rules, tricks=tricks), language=language)
            async with app.run_test(size=(80, 24)) as pilot:
                await settle(pilot, lambda app=app: app.game.phase in ("passing", "playing"))
                await pilot.pause()
                shown[language, tricks] = _keys_shown(app)
    use("en")
    for tricks in (0, 1):
        assert shown["ru", tricks] == shown["en", tricks]
        # The keys to play are never the ones left out (issue 40 #2: Copy stayed, ← → went).
        assert {"←→", "⏎", "?", "q"} <= set(shown["ru", tricks])
