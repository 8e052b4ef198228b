"""Input from outside is never trusted: a malformed save is a SaveError, whatever it holds, and
a seat that is not an int is a TypeError (``True`` is not seat 1, ``2.0`` is not seat 2).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts_tui.engine import Game, Rules, SaveError

from ..property_budget import examples

CODE = "K7QD-MR9S"


def _real_save() -> str:
    """A save with a pass, a few tricks, and a finished first hand at a small target."""
    game = Game.new(CODE, Rules(target=10, moon="shooter_chooses"))
    for seat in range(4):
        game.pass_cards(seat, game.hand(seat)[:3])
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    if game.moon_choice_pending is not None:
        game.choose_moon("others_plus")
    if game.phase == "hand_over":
        game.next_hand()
        for seat in range(4):
            game.pass_cards(seat, game.hand(seat)[:3])
        for _ in range(9):
            game.play(game.legal_cards()[0])
    return game.to_json()


SAVE = _real_save()


def _checksum(payload: dict[str, Any]) -> str:
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as a path of keys and indexes."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += _paths(item, (*prefix, index))
    return out


#: Stands for a 5000-digit number (written into the text by :func:`_dump`).
HUGE = "<5000 digits>"

PATHS = [p for p in _paths(json.loads(SAVE)) if p and p != ("checksum",)]

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.sampled_from([HUGE, -(2**64), 2**64])
    | st.floats(allow_nan=False)
    | st.sampled_from(["QS", "2C", "10H", "left", "standard", "", "K7QD-MR9S", "xx"])
    | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)


def _dump(payload: Any) -> str:
    """JSON text, with :data:`HUGE` as a number past Python's int-to-str limit."""
    return json.dumps(payload).replace(json.dumps(HUGE), "9" * 5000)


def _load_or_save_error(text: str | bytes) -> None:
    """The property: a valid game (that round-trips) or SaveError, never anything else."""
    try:
        game = Game.from_json(text)
    except SaveError:
        return
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    path=st.sampled_from(PATHS),
    value=JSON_VALUES,
    reseal=st.booleans(),
    delete=st.booleans(),
)
def test_any_changed_value_gives_a_save_error_or_a_valid_game(
    path: tuple[Any, ...], value: Any, reseal: bool, delete: bool
) -> None:
    """A value anywhere replaced (or removed), with the checksum fixed up or not."""
    payload = json.loads(SAVE)
    parent = payload
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    if reseal:
        payload.pop("checksum", None)
        payload["checksum"] = _checksum(payload)
    _load_or_save_error(_dump(payload))


@settings(max_examples=examples(300), deadline=None)
@given(
    position=st.integers(min_value=0, max_value=len(SAVE)),
    cut=st.integers(min_value=0, max_value=40),
    insert=st.sampled_from(["", "9" * 5000, "[" * 3000, "\x00", "\udcff", "-", "1e999", "]"]),
)
def test_any_spliced_text_gives_a_save_error_or_a_valid_game(
    position: int, cut: int, insert: str
) -> None:
    text = SAVE[:position] + insert + SAVE[position + cut :]
    _load_or_save_error(text)
    _load_or_save_error(text.encode("utf-8", "surrogatepass"))


MALFORMED: dict[str, Callable[[str], str]] = {
    "5000-digit number": lambda t: t.replace('"version":1', '"version":' + "9" * 5000, 1),
    "5000-digit score": lambda t: t.replace('"scores":[', '"scores":[' + "2" * 5000 + ",", 1),
    "nested 100000 deep": lambda t: "[" * 100_000 + "]" * 100_000,
    "version true": lambda t: t.replace('"version":1', '"version":true', 1),
    "not utf-8": lambda t: "\udcff" + t,
}


@pytest.mark.parametrize("kind", sorted(MALFORMED))
def test_malformed_saves_raise_save_error_not_another_exception(kind: str) -> None:
    text = MALFORMED[kind](SAVE)
    with pytest.raises(SaveError):
        Game.from_json(text.encode("utf-8", "surrogatepass"))


# -- seats are ints ---------------------------------------------------------------------------

NOT_INTS = [True, False, 2.0, "1", None, 1j]


@pytest.mark.parametrize("seat", NOT_INTS, ids=repr)
def test_play_with_a_seat_that_is_not_an_int_is_a_type_error(seat: object) -> None:
    game = Game.new(CODE, Rules(pass_cycle="off"))
    card = game.legal_cards()[0]
    if seat is None:  # None is the documented default: "the seat on turn".
        game.play(card, seat=None)  # type: ignore[arg-type]
        return
    with pytest.raises(TypeError):
        game.play(card, seat=seat)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.why_illegal(card, seat=seat)  # type: ignore[arg-type]
    assert game.trick == []


@pytest.mark.parametrize("seat", [s for s in NOT_INTS if s is not None] + [None], ids=repr)
@pytest.mark.parametrize(
    "call",
    [
        lambda g, s: g.pass_cards(s, g.hand(1)[:3]),
        lambda g, s: g.hand(s),
        lambda g, s: g.view(s),
        lambda g, s: g.has_passed(s),
        lambda g, s: g.passed_cards(s),
        lambda g, s: g.received_cards(s),
        lambda g, s: g.pass_target(s),
        lambda g, s: g.pass_source(s),
        lambda g, s: g.cpu_seed(s),
    ],
    ids=[
        "pass_cards",
        "hand",
        "view",
        "has_passed",
        "passed_cards",
        "received_cards",
        "pass_target",
        "pass_source",
        "cpu_seed",
    ],
)
def test_seat_arguments_that_are_not_ints_are_type_errors(
    call: Callable[[Game, object], object], seat: object
) -> None:
    game = Game.new(CODE)
    with pytest.raises(TypeError):
        call(game, seat)
    assert not game.has_passed(1)


def test_int_seats_still_work_and_out_of_range_is_a_value_error() -> None:
    game = Game.new(CODE)
    assert len(game.hand(3)) == 13 and game.pass_target(0) == 1 and game.pass_source(0) == 3
    with pytest.raises(ValueError):
        game.hand(4)
    with pytest.raises(ValueError):
        game.pass_target(-1)
