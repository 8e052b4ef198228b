"""Key storms: random keys sent to the table in bursts, as a hasty player (or a cat) would.

``pilot.press`` waits for the app to be idle after every key; a player's keys do not wait.
``send_burst`` hands several key events to the driver at once, the way a terminal delivers
a fast burst, so keys arrive while screens are opening and closing and while the CPUs think.
"""

from __future__ import annotations

import random
import time
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from textual import events
from textual.drivers.headless_driver import HeadlessDriver
from textual.geometry import Size
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.pilot import Pilot

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import Game, Rules

from .helpers import CODE, MemoryStore, make_app
from .positions import EAST_SHOOTS, HANDS, follow_clubs

#: Quitting keys: a storm without them must leave the table running.
QUIT_KEYS = ("q", "ctrl+q")
#: Every key a storm draws from.
KEYS: tuple[str, ...] = (
    "escape",
    "tab",
    "shift+tab",
    "enter",
    "space",
    "up",
    "down",
    "left",
    "right",
    "pageup",
    "pagedown",
    "home",
    "end",
    *"stlcpnrudyhmo",
    *"gkivzf",  # score sheet, tracker, hint, review, take-back, finish the hand
    *"0123456789",
    "question_mark",
    "f1",
    "slash",  # the card field: the keys after it type a card, until Enter or Esc
    "backspace",
    *QUIT_KEYS,
)
#: Keys drawn less often: the help screen takes a good part of a second to open and close
#: here, and three keys open it; a hint and a review run the hard CPU's search.
RARE_KEYS = frozenset({"h", "question_mark", "f1", "i", "v"})
RARE_WEIGHT = 0.25


def key_event(key: str) -> events.Key:
    """The event the driver posts for ``key`` (as ``Pilot.press`` builds it)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    original = REPLACED_KEYS.get(key, key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(original))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


def send_burst(app: HeartsApp, keys: Sequence[str]) -> None:
    """Queue ``keys`` at once, without waiting for the app between them."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        event = key_event(key)
        event.set_sender(app)
        driver.send_message(event)


# -- where a storm starts -----------------------------------------------------------------


#: The rules of a storm without the timer.
STANDARD = Rules()


def _play_until(game: Game, phases: tuple[str, ...]) -> Game:
    while game.phase not in phases:
        game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    return game


def at_the_pass(rules: Rules = STANDARD) -> Game:
    return Game.new(CODE, rules)


def mid_hand(rules: Rules = STANDARD) -> Game:
    return follow_clubs(rules)


def at_hand_over(rules: Rules = STANDARD) -> Game:
    """The last card of a hand was played: the hand summary opens."""
    return _play_until(follow_clubs(rules), ("hand_over", "game_over"))


def at_game_over(rules: Rules = STANDARD) -> Game:
    """A finished game: the game-over dialog opens (New game / Replay)."""
    game = Game.from_hands(HANDS, rules, hand_number=4, scores=[45, 45, 45, 45], code=CODE)
    game = _play_until(game, ("hand_over", "game_over"))
    assert game.phase == "game_over"
    return game


def you_shoot_the_moon(rules: Rules = STANDARD) -> Game:
    """You hold East's moon hand under "shooter chooses": any play shoots, the moon dialog
    opens."""
    hands = [EAST_SHOOTS[3], EAST_SHOOTS[0], EAST_SHOOTS[1], EAST_SHOOTS[2]]
    moon = rules.replace(moon="shooter_chooses")
    return Game.from_hands(hands, moon, hand_number=4, code=CODE)


def _advance(game: Game, stop: Callable[[Game], bool]) -> Game:
    """Play on (pass the first three, draw when due, play the lowest legal card; the next
    hand after each summary) until ``stop(game)``."""
    while not stop(game):
        if game.phase == "passing":
            for seat in range(game.players):
                if not game.has_passed(seat):
                    game.pass_cards(seat, game.hand(seat)[:3])
        elif game.phase == "hand_over":
            game.next_hand()
        elif game.phase == "game_over":
            break
        elif game.must_draw:
            game.draw()
        else:
            game.play(min(game.legal_cards(), key=lambda c: (c.rank, c.suit)))
    return game


def six_at_the_pass() -> Game:
    return Game.new(CODE, Rules(players=6))


def seven_mid_hand() -> Game:
    """7 players, the pass made, five cards on the table."""
    game = Game.new(CODE, Rules(players=7))
    return _advance(game, lambda g: g.phase == "playing" and len(g.trick) == 5)


def domino_you_must_draw() -> Game:
    """Domino Hearts at 7: your turn, and you cannot follow (the draw is due)."""
    return _advance(Game.new(CODE, Rules.domino(players=7)), lambda g: g.must_draw and g.turn == 0)


def domino_two_players() -> Game:
    return Game.new(CODE, Rules.domino(players=2))


def domino_at_game_over() -> Game:
    """A Domino game at 3 players to 10 points, played out."""
    game = Game.new(CODE, Rules.domino(players=3, target=10))
    return _advance(game, lambda g: g.phase == "game_over")


def cancellation_ten() -> Game:
    """Cancellation Hearts at 10: you lead the first trick (two decks, 10 cards each)."""
    return Game.new(CODE, Rules.cancellation(players=10))


def cancellation_waiting() -> Game:
    """Cancellation Hearts at 8: trick 2 was won by nobody; its cards wait for trick 3's
    winner (a fixed deal, every seat playing its lowest card)."""
    game = Game.new("K7QD-MRX5-GBYW-R9D")
    return _advance(game, lambda g: len(g.tricks) == 2 and g.turn == 0)


def cancellation_at_game_over() -> Game:
    game = Game.new(CODE, Rules.cancellation(players=9, target=10))
    return _advance(game, lambda g: g.phase == "game_over")


def after_a_hand(rules: Rules) -> Callable[[], Game]:
    """A game at ``rules`` one hand in, at your pass or your turn: a hint (``i``) and the
    review of the finished hand (``v``) both have the hard CPU search."""

    def start() -> Game:
        game = _advance(
            Game.new(CODE, rules),
            lambda g: (
                bool(g.history) and (g.phase == "passing" or (g.phase == "playing" and g.turn == 0))
            ),
        )
        assert game.history and game.phase != "game_over"
        return game

    return start


#: Where the storms of the screens that run the hard CPU's search start: one hand played
#: at Standard 4, 7 players, Domino Hearts at 7 and Cancellation Hearts at 10.
SEARCH_TABLES: dict[str, Callable[[], Game]] = {
    "search-standard": after_a_hand(Rules()),
    "search-seven": after_a_hand(Rules(players=7)),
    "search-domino": after_a_hand(Rules.domino(players=7)),
    "search-cancel-10": after_a_hand(Rules.cancellation(players=10)),
}

#: Where the storms of the tables beyond four players and the Standard deck start.
NEW_TABLES: dict[str, Callable[[], Game]] = {
    "six-pass": six_at_the_pass,
    "seven-mid-hand": seven_mid_hand,
    "domino-draw": domino_you_must_draw,
    "domino-2": domino_two_players,
    "domino-game-over": domino_at_game_over,
    "cancel-10": cancellation_ten,
    "cancel-waiting": cancellation_waiting,
    "cancel-game-over": cancellation_at_game_over,
}


def _fixed(start: Callable[[], Game]) -> Callable[[Rules], Game]:
    """A start whose table is its own: the storm's rules (the move timer) do not apply."""
    return lambda _rules: start()


STARTS: dict[str, Callable[[Rules], Game]] = {
    "pass": at_the_pass,
    "mid-hand": mid_hand,
    "hand-over": at_hand_over,
    "game-over": at_game_over,
    "moon": you_shoot_the_moon,
    **{name: _fixed(start) for name, start in NEW_TABLES.items()},
    **{name: _fixed(start) for name, start in SEARCH_TABLES.items()},
}

#: A search storm's keys: the hint, the review, the score sheet and the statistics, with
#: the keys that move in them and close them, and a resize of the terminal ("resize").
SEARCH_KEYS: dict[str, float] = {
    "i": 6,
    "v": 4,
    "g": 3,
    "t": 2,
    "escape": 4,
    "enter": 3,
    **dict.fromkeys(("left", "right", "pageup", "pagedown", "tab", "up", "down"), 1),
    **dict.fromkeys(("space", "l", "k", "z", "f", "ctrl+c"), 1),
    "resize": 3,
}
#: Terminal sizes a search storm switches between (70×20 covers all with "enlarge").
SIZES = ((80, 24), (120, 40), (160, 48), (70, 20), (100, 30))

#: How much faster than the wall clock the move timer runs in a timed storm: its 30 s
#: are 0.15 s, so it runs out again and again among the keys.
TIMER_SPEED = 200.0


def fast_clock() -> float:
    """The wall clock, ``TIMER_SPEED`` times as fast."""
    return time.monotonic() * TIMER_SPEED


async def run_storm(
    seed: int,
    start: str,
    pace: str,
    *,
    keys: int = 300,
    with_quit: bool,
    size: tuple[int, int] = (80, 24),
    timer: bool = False,
    search: bool = False,
) -> HeartsApp:
    """Send ``keys`` random keys from ``seed`` to a table at ``start``; then Ctrl+Q.

    With ``timer`` every game has the 30 s move timer (the start and each new game), on a
    clock :data:`TIMER_SPEED` times as fast: moves are made for you among the keys.  With
    ``search`` the keys are :data:`SEARCH_KEYS` (hints and reviews asked for, opened and
    closed while the hard CPU searches, the terminal resized meanwhile).
    Returns the app after it exited; any exception in the app fails the caller (``run_test``
    re-raises it).
    """
    rng = random.Random(seed)
    chosen = tuple(SEARCH_KEYS) + QUIT_KEYS if search else KEYS
    pool = chosen if with_quit else tuple(k for k in chosen if k not in QUIT_KEYS)
    if search:
        weights = [SEARCH_KEYS.get(k, 1.0) for k in pool]
    else:
        weights = [RARE_WEIGHT if k in RARE_KEYS else 1.0 for k in pool]
    rules = Rules(move_timer=30) if timer else Rules()
    app = make_app(
        STARTS[start](rules),
        store=MemoryStore(),
        cpu_pace=pace,
        allow_take_back=seed % 3 == 0,
        rules=rules,
        clock=fast_clock if timer else None,
    )
    async with app.run_test(size=size) as pilot:
        sent = 0
        while sent < keys and app.return_code is None:
            burst = rng.choices(pool, weights, k=rng.randint(1, 6))
            sent += len(burst)
            if "resize" in burst:
                _resize(app, rng.choice(SIZES))
                burst = [key for key in burst if key != "resize"]
            if rng.random() < 0.05:
                await pilot.press(*burst)
            else:
                send_burst(app, burst)
                await _let_run(pilot, rng)
        if app.return_code is None:
            assert app.screen_stack[0] is app.table
            await pilot.press("ctrl+q")
    return app


#: An Unfinished games storm's keys: the dialog opened (u) and closed, its rows chosen
#: (keys and clicks), deleted after asking (d, y / n), games resumed one after another,
#: and the quit keys among them.
UNFINISHED_KEYS: dict[str, float] = {
    "u": 6,
    "enter": 4,
    "space": 3,
    "click": 4,
    **dict.fromkeys(("up", "down", "home", "end", "pageup", "pagedown", "tab"), 1),
    **dict.fromkeys(("d", "y", "n", "escape"), 1.5),
    "q": 0.5,
    "ctrl+q": 0.5,
}


#: The codes of the games on a storm's shelf.
SHELF_CODES = ("26BQ-524X", "PSCD-R3BV", "TQGW-55YQ", "TXCB-NUQM", "T2WN-3RXQ", "RDBR-JWGN")


def with_a_shelf() -> MemoryStore:
    """A store with six unfinished games put aside (each one pass and a card in)."""
    store = MemoryStore()
    for code in SHELF_CODES:
        game = Game.new(code)
        for seat in range(game.players):
            game.pass_cards(seat, game.hand(seat)[:3])
        game.play(game.legal_cards()[0])
        store.put_aside(game, {})
    return store


async def run_unfinished_storm(seed: int, *, keys: int = 200, with_quit: bool) -> HeartsApp:
    """``keys`` random keys and clicks from ``seed`` on the Unfinished games dialog over a
    game in progress, with a shelf of six games; then Ctrl+Q if the storm did not quit.
    Clicks land on the dialog's rows when it is open (elsewhere when not)."""
    rng = random.Random(seed)
    pool = [k for k in UNFINISHED_KEYS if with_quit or k not in QUIT_KEYS]
    weights = [UNFINISHED_KEYS[k] for k in pool]
    store = with_a_shelf()
    app = make_app(mid_hand(), store=store, cpu_pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        sent = 0
        while sent < keys and app.return_code is None:
            burst = rng.choices(pool, weights, k=rng.randint(1, 5))
            sent += len(burst)
            for key in burst:
                if key == "click":
                    send_click(app, _a_row(app, rng))
                else:
                    send_burst(app, [key])
            await _let_run(pilot, rng)
        if app.return_code is None:
            assert app.screen_stack[0] is app.table
            await pilot.press("ctrl+q")
    return app


def _a_row(app: HeartsApp, rng: random.Random) -> tuple[int, int]:
    """A point on a row of the Unfinished games list when it shows, else anywhere."""
    from hearts_tui.app.screens.unfinished import UnfinishedScreen

    screen = app.screen_stack[-1] if app.screen_stack else None
    rows = screen.query("#games") if isinstance(screen, UnfinishedScreen) else []
    for games in rows:  # none while the dialog is still being composed
        region = games.region
        if region.height > 0:
            return (
                rng.randrange(region.x, region.right),
                rng.randrange(region.y, region.bottom),
            )
    width, height = app.size
    return rng.randrange(max(1, width)), rng.randrange(max(1, height))


def send_click(app: HeartsApp, at: tuple[int, int]) -> None:
    """A click at ``at`` as the terminal sends one (button down, button up), unwaited."""
    driver = app._driver
    assert driver is not None
    x, y = at
    for kind in (events.MouseDown, events.MouseUp):
        event = kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        event.set_sender(app)
        driver.send_message(event)


def _resize(app: HeartsApp, size: tuple[int, int]) -> None:
    """Resize the terminal without waiting (``Pilot.resize_terminal`` waits for idle)."""
    driver = app._driver
    if isinstance(driver, HeadlessDriver):
        driver._size = size
    app.post_message(events.Resize(Size(*size), Size(*size)))


async def _let_run(pilot: Pilot[Any], rng: random.Random) -> None:
    """Give the app a moment, sometimes too short for a screen to finish opening."""
    choice = rng.random()
    if choice < 0.05:
        await pilot.pause()  # until the app is idle
    elif choice < 0.9:
        await pilot.pause(0.0)  # the queued events only
    else:
        await pilot.pause(0.01)
