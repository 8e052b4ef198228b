"""The table in Russian at 80×24, at every table of the rule pages and in every dialog: no
English word on the screen (only the game code and the keys' Latin letters), and nothing
overflows (every widget inside the screen, every one-line text within its row, no word cut).

The games are played by the engine to the moment shown (the CPUs are the fixed ones of the
UI tests); each screen is then opened with its key, pressed in the Russian layout where the
key is a letter (the same physical key: «л» for k, «з» for p…).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from rich.cells import cell_len
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Button, Static

from hearts_tui.app.layouts import LAYOUTS
from hearts_tui.app.table_app import HeartsApp
from hearts_tui.app.widgets.hand import HandView
from hearts_tui.app.widgets.rows import ButtonsRow, FormView
from hearts_tui.engine import Game, Rules
from hearts_tui.store.stats import Stats
from hearts_tui.words.language import use

from .helpers import CODE, MemoryStore, make_app, settle
from .screen_text import screen_text

#: The tables of the rule pages: Standard at 3 to 7 players, Domino, Cancellation.
TABLES = {
    "standard-3": Rules(players=3),
    "standard-4": Rules(),
    "standard-5": Rules(players=5),
    "standard-6": Rules(players=6),
    "standard-7": Rules(players=7),
    "domino": Rules.domino(),
    "cancellation-10": Rules.cancellation(10),
}
#: The Latin a Russian screen may show: the game code, the keys and their names.
ALLOWED = re.compile(
    r"[A-Z0-9]{4}(?:-[A-Z0-9]{1,4})+|[A-Z0-9]{4}…|\b(?:Esc|esc|Enter|Tab|tab|PgUp|PgDn|Home|"
    r"End|Ctrl|F1|Shift|ASCII|hearts)\b|--\w+|\b[a-zA-Z]\b"
)
#: Keys pressed as the Russian layout types them.
RU = LAYOUTS["ru"]


def english(text: str) -> list[str]:
    """The Latin words of ``text`` that no Russian screen should show."""
    return re.findall(r"[A-Za-z]{2,}", ALLOWED.sub(" ", text))


def overflows(app: HeartsApp) -> list[str]:
    """What does not fit: a dialog outside the screen, a one-line text longer than its row,
    a button's words longer than the button."""
    found = []
    screen = Region(0, 0, *app.size)
    for widget in app.screen.children:
        if widget.display and widget.region.area and not screen.contains_region(widget.region):
            found.append(f"{widget!r} outside the screen: {widget.region}")
    for form in app.screen.query(FormView):  # rows drawn by the form itself
        width, height = form.outer_size
        drawn = "\n".join(strip.text for strip in form.render_lines(Region(0, 0, width, height)))
        # A row scrolled out of view is not drawn; one drawn in part is cut.
        buttons = [row for row in form.rows if isinstance(row, ButtonsRow)]
        labels = [label for row in buttons for _key, label, _primary in row.buttons]
        labels += [row.name for row in form.rows if row.name]
        for label in labels:
            if label[:4] in drawn and label not in drawn:
                found.append(f"{form!r} cuts its words: {label!r}")
    for widget in app.screen._compositor.visible_widgets:
        if widget.screen is not app.screen:
            continue
        if isinstance(widget, Button):
            label = str(widget.label)
            if cell_len(label) > widget.content_size.width:
                found.append(f"{widget!r} cuts its words: {label!r}")
        elif isinstance(widget, Static) and widget.styles.text_wrap == "nowrap":
            text = str(widget.render()).rstrip()
            if "\n" not in text and cell_len(text) > widget.content_size.width > 0:
                found.append(f"{widget!r} runs over its row: {text!r}")
    return found


def played(rules: Rules, *, tricks: int = 2, hands: int = 0) -> Game:
    """A game at ``rules`` played by the engine: ``hands`` whole hands, then ``tricks``
    tricks of the next (first legal cards, the first three passed)."""
    game = Game.new(CODE, rules)

    def to_play() -> None:
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, game.hand(seat)[:3])

    for _ in range(hands):
        to_play()
        while game.phase == "playing":
            if game.must_draw:
                game.draw(game.turn)
            else:
                game.play(game.legal_cards()[0])
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        if game.phase == "hand_over":
            game.next_hand()
    to_play()
    while game.phase == "playing" and len(game.tricks) < tricks:
        if game.must_draw:
            game.draw(game.turn)
        else:
            game.play(game.legal_cards()[0])
    return game


async def look(pilot: Pilot[Any], app: HeartsApp, where: str) -> list[str]:
    """The problems of the screen now, each naming ``where``."""
    await pilot.pause()
    text = screen_text(app)
    words = english(text)
    faults = [f"{where}: English {words}" for _ in [1] if words]
    faults += [f"{where}: {fault}" for fault in overflows(app)]
    return faults + ([f"{where}:\n{text}"] if faults else [])


async def close(pilot: Pilot[Any], app: HeartsApp) -> None:
    while len(app.screen_stack) > 1:
        await pilot.press("escape")
        await pilot.pause()


@pytest.mark.slow
@pytest.mark.parametrize("name", list(TABLES))
async def test_every_table_and_dialog_in_russian_shows_no_english_and_fits(name: str) -> None:
    use("ru")
    rules = TABLES[name]
    stats = Stats()
    faults: list[str] = []
    # The pass (or the first lead at a table without one), then the play and its dialogs.
    for game in (played(rules, tricks=0), played(rules, tricks=2, hands=1)):
        store = MemoryStore(stats=stats)
        app = make_app(game, store=store, language="ru", allow_take_back=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, lambda app=app: app.game.phase in ("passing", "playing"))
            await pilot.pause()
            faults += await look(pilot, app, f"{name} {app.game.phase}")
            for key, what in (
                ("question_mark", "help"),
                ("k", "tracker"),
                ("g", "score sheet"),
                ("t", "statistics"),
                ("l", "last trick"),
                ("u", "unfinished games"),
                ("s", "settings"),
                ("n", "new game?"),
            ):
                await pilot.press(RU.get(key, key))
                await pilot.pause()
                faults += await look(pilot, app, f"{name} {app.game.phase} {what}")
                await close(pilot, app)
            await pilot.press(RU["s"])
            await pilot.pause()
            await pilot.press("enter")  # the drawer's first row: the House rules
            await pilot.pause()
            for _ in range(4):
                await pilot.press("tab")
            faults += await look(pilot, app, f"{name} settings")
            await close(pilot, app)
    assert faults == [], "\n".join(faults)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [Rules(target=20), Rules.domino(target=10)], ids=["4", "domino"])
async def test_a_whole_game_at_the_table_in_russian_with_russian_layout_keys(rules: Rules) -> None:
    """A whole game in Russian at 80×24, every letter key pressed in the ЙЦУКЕН layout («з»
    passes, «в» draws): at each of your moves, each hand summary, its review and the game
    over, not one English word, nothing overflowing."""
    use("ru")
    store = MemoryStore()
    app = make_app(Game.new(CODE, rules), store=store, language="ru", confirm_move=False)
    faults: list[str] = []
    moves = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):
            await settle(pilot, lambda: waiting(app))
            screen = app.screen
            name = type(screen).__name__
            if name in ("HandSummaryScreen", "GameOverScreen"):
                await pilot.pause()
                faults += await look(pilot, app, name)
                if name == "GameOverScreen":
                    break
                await pilot.press(RU["v"])  # the review of the hand, then back
                await pilot.pause()
                faults += await look(pilot, app, "review")
                await pilot.press("escape")
                await settle(pilot, lambda: type(app.screen).__name__ == "HandSummaryScreen")
                await pilot.press("enter")
                await settle(pilot, lambda: app.screen is app.table)
            elif name == "MoonChoiceScreen":
                faults += await look(pilot, app, name)
                await pilot.press("1")
            elif app.game.phase == "passing":
                for _card in range(3):
                    await pilot.press("enter", "right")
                await pilot.press(RU["p"])
            elif app.game.must_draw:
                await pilot.press(RU["d"])
            else:
                if moves % 3 == 0:
                    faults += await look(pilot, app, f"move {moves}")
                moves += 1
                card = min(app.game.legal_cards(), key=lambda c: (c.rank, c.suit))
                hand = app.table.query_one(HandView)
                steps = hand.cards.index(card) - hand.cursor
                for _step in range(abs(steps)):
                    await pilot.press("right" if steps > 0 else "left")
                await pilot.press("enter")
        assert type(app.screen).__name__ == "GameOverScreen"
    assert store.finished == [app.game.code]
    assert faults == [], "\n".join(faults)


def waiting(app: HeartsApp) -> bool:
    """Whether the table waits for you: a dialog, the pass, a draw or your card."""
    if app.screen is not app.table:
        return True
    game = app.game
    if game.phase == "passing":
        return not game.has_passed(0)
    return game.phase == "playing" and game.turn == 0
