"""The save format: exact round trips at any point, and damaged input refused cleanly."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import pytest

from hearts_tui.engine import Game, Rules, SaveError, format_code

from .helpers import cards, fill, play_hand
from .test_rules_standard import NO_PASS, SUITED


def assert_same_game(a: Game, b: Game) -> None:
    """Equal saves and equal views for every seat, and the same public state."""
    assert a.to_json() == b.to_json()
    for seat in range(a.players):
        assert a.view(seat) == b.view(seat)
        assert a.hand(seat) == b.hand(seat)
    assert (a.code, a.rules, a.phase, a.turn, a.scores, a.hand_points) == (
        b.code,
        b.rules,
        b.phase,
        b.turn,
        b.scores,
        b.hand_points,
    )
    assert (a.history, a.winners, a.moon_choice_pending, a.kitty) == (
        b.history,
        b.winners,
        b.moon_choice_pending,
        b.kitty,
    )


def reloaded(game: Game) -> Game:
    copy = Game.from_json(game.to_json())
    assert_same_game(game, copy)
    return copy


def test_round_trip_at_the_start() -> None:
    reloaded(Game.new("K7QD-MR9S"))


def test_round_trip_mid_pass_keeps_who_has_passed() -> None:
    game = Game.new("K7QD-MR9S")
    game.pass_cards(2, game.hand(2)[-3:])
    copy = reloaded(game)
    assert copy.has_passed(2) and not copy.has_passed(0)
    # The reloaded game goes on exactly like the original.
    for g in (game, copy):
        for seat in (0, 1, 3):
            g.pass_cards(seat, g.hand(seat)[:3])
    assert_same_game(game, copy)


def test_round_trip_mid_trick_and_after_every_card_of_a_hand() -> None:
    game = Game.new(format_code(77))
    play_hand(game, tricks=0)
    while game.phase == "playing":
        game.play(game.legal_cards()[-1])
        copy = reloaded(game)
    assert copy.phase == "hand_over"


def test_round_trip_hand_over_and_next_hands() -> None:
    game = Game.new(format_code(78), Rules(target=500))
    for _ in range(3):
        play_hand(game)
        reloaded(game)
        game.next_hand()
        reloaded(game)


def test_round_trip_game_over() -> None:
    game = Game.from_hands([cards(h) for h in SUITED], hand_number=NO_PASS, scores=[0, 40, 0, 0])
    play_hand(game)
    assert game.phase == "game_over"
    copy = reloaded(game)
    assert copy.winners == [0]


def test_round_trip_with_a_moon_choice_pending_and_after_it() -> None:
    rules = Rules(moon="shooter_chooses")  # type: ignore[arg-type]
    game = Game.from_hands([cards(h) for h in SUITED], rules, hand_number=NO_PASS)
    play_hand(game)
    copy = reloaded(game)
    assert copy.moon_choice_pending == 0
    assert copy.moon_outcomes() == game.moon_outcomes()
    game.choose_moon("shooter_minus")
    copy = reloaded(game)
    assert copy.scores == [-26, 0, 0, 0]


def test_round_trip_of_a_custom_position_and_the_hands_dealt_after_it() -> None:
    game = Game.from_hands(fill("2C"), hand_number=2, scores=[3, 5, 7, 9], code="K7QD-MR9S")
    reloaded(game)
    play_hand(game)
    reloaded(game)
    game.next_hand()
    assert game.hand(0) == Game.from_json(game.to_json()).hand(0)
    reloaded(game)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(players=3, short_deck="kitty"),  # type: ignore[arg-type]
        Rules(players=5),
        Rules.preset("black_maria", jack_of_diamonds=-10),
    ],
)
def test_round_trip_at_other_tables(rules: Rules) -> None:
    game = Game.new(format_code(79), rules)
    play_hand(game, tricks=2)
    reloaded(game)


def test_bytes_are_accepted() -> None:
    game = Game.new("K7QD-MR9S")
    assert_same_game(Game.from_json(game.to_json().encode()), game)


# -- damaged saves ---------------------------------------------------------------------------


def checksum(payload: dict[str, Any]) -> str:
    """The format's checksum, written out here so a change to it shows up as a failure."""
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def tampered(game: Game, change: Callable[[dict[str, Any]], None]) -> str:
    """The save of ``game`` with ``change`` applied and the checksum fixed up."""
    data = json.loads(game.to_json())
    del data["checksum"]
    change(data)
    data["checksum"] = checksum(data)
    return json.dumps(data)


def mid_hand() -> Game:
    game = Game.new(format_code(80))
    play_hand(game, tricks=3)
    game.play(game.legal_cards()[0])
    return game


def test_the_checksum_is_the_documented_one() -> None:
    data = json.loads(mid_hand().to_json())
    stored = data.pop("checksum")
    assert stored == checksum(data)


def test_a_fixed_up_unchanged_save_loads() -> None:
    """The tampering helper itself produces loadable saves when nothing is changed."""
    game = mid_hand()
    assert_same_game(Game.from_json(tampered(game, lambda data: None)), game)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON"),
        ("not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not valid JSON"),
        ("[" * 100_000, "not valid JSON"),
        ("[]", "not a hearts game save"),
        ('{"format": "chess"}', "not a hearts game save"),
        ('{"format": "hearts-tui-game"}', "no format version"),
        ('{"format": "hearts-tui-game", "version": "1"}', "no format version"),
        ('{"format": "hearts-tui-game", "version": 0}', "unknown save format"),
        ('{"format": "hearts-tui-game", "version": 2}', "newer version"),
        ('{"format": "hearts-tui-game", "version": 1}', "checksum"),
    ],
)
def test_damaged_input_says_what_is_wrong(text: str | bytes, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        Game.from_json(text)


def test_save_error_is_a_value_error() -> None:
    assert issubclass(SaveError, ValueError)


def test_truncated_saves_are_refused_at_every_cut() -> None:
    text = mid_hand().to_json()
    for cut in range(len(text)):
        with pytest.raises(SaveError):
            Game.from_json(text[:cut])


def test_any_changed_character_is_refused() -> None:
    text = mid_hand().to_json()
    for i in range(0, len(text), 3):
        new = "7" if text[i] != "7" else "8"
        with pytest.raises(SaveError):
            Game.from_json(text[:i] + new + text[i + 1 :])


def test_a_newer_version_is_refused_even_with_a_good_checksum() -> None:
    text = tampered(mid_hand(), lambda data: data.update(version=2))
    with pytest.raises(SaveError, match="newer version"):
        Game.from_json(text)


def test_checksum_mismatch_is_refused() -> None:
    data = json.loads(mid_hand().to_json())
    data["summary"]["scores"][0] += 1
    with pytest.raises(SaveError, match="checksum"):
        Game.from_json(json.dumps(data))


def test_an_illegal_move_is_refused_even_with_a_fixed_up_checksum() -> None:
    game = mid_hand()

    def swap_first_play(data: dict[str, Any]) -> None:
        plays = data["hands"][-1]["plays"]
        plays[0], plays[1] = plays[1], plays[0]

    with pytest.raises(SaveError, match="damaged"):
        Game.from_json(tampered(game, swap_first_play))


def test_a_card_not_held_is_refused_even_with_a_fixed_up_checksum() -> None:
    game = mid_hand()
    played = {c.code for r in game.tricks for _, c in r.cards}
    other = next(c.code for c in game.hand((game.turn + 1) % 4) if c.code not in played)

    def play_foreign(data: dict[str, Any]) -> None:
        data["hands"][-1]["plays"].append(other)

    with pytest.raises(SaveError, match="do not hold"):
        Game.from_json(tampered(game, play_foreign))


def test_a_53rd_card_is_refused() -> None:
    game = Game.from_hands(fill(), hand_number=NO_PASS)

    def add_card(data: dict[str, Any]) -> None:
        data["start"]["hands"][0].append("AS")

    with pytest.raises(SaveError, match="damaged"):
        Game.from_json(tampered(game, add_card))


def test_a_play_after_the_hand_is_over_is_refused() -> None:
    game = Game.new(format_code(81))
    play_hand(game)

    def extra(data: dict[str, Any]) -> None:
        data["hands"][-1]["plays"].append("2C")

    with pytest.raises(SaveError, match="damaged"):
        Game.from_json(tampered(game, extra))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["summary"].update(phase="game_over"),
        lambda d: d["summary"].update(hand_number=2),
        lambda d: d["summary"]["scores"].__setitem__(1, 5),
        lambda d: d.update(summary=None),
    ],
)
def test_a_wrong_summary_is_refused(change: Callable[[dict[str, Any]], None]) -> None:
    with pytest.raises(SaveError, match="summary"):
        Game.from_json(tampered(mid_hand(), change))


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(rules={"trumps": "spades"}),
        lambda d: d.update(rules="standard"),
        lambda d: d["rules"].update(players=6),
        lambda d: d.update(code="K7QD-MR9T"),
        lambda d: d.update(code="K7QD-MR9S"),
        lambda d: d.update(hands=[]),
        lambda d: d.update(hands="2C"),
        lambda d: d["hands"][0].update(passes=[None]),
        lambda d: d["hands"][0].update(passes=None),
        lambda d: d["hands"][0].pop("plays"),
        lambda d: d["hands"][0].update(moon="others_plus"),
        lambda d: d["hands"][0]["passes"].__setitem__(0, ["2C", "3C"]),
        lambda d: d.update(start={"hands": [], "hand_number": 1, "scores": [0] * 4}),
        lambda d: d.pop("code"),
    ],
)
def test_inconsistent_content_is_refused(change: Callable[[dict[str, Any]], None]) -> None:
    with pytest.raises(SaveError):
        Game.from_json(tampered(mid_hand(), change))


@pytest.mark.parametrize("in_memory", [False, True], ids=["replay_log", "replay_game"])
def test_replay_log_shows_every_finished_hand_once_with_its_tricks(in_memory: bool) -> None:
    """replay_log lets analysis (statistics) see each hand as it ended, moon choice pending;
    replay_game does the same for a game in memory (its own log, not checked first)."""
    from hearts_tui.engine.save import replay_game, replay_log

    game = Game.new(format_code(78), Rules(target=500, moon="shooter_chooses"))  # type: ignore[arg-type]
    expected: list[list[int]] = []
    for _ in range(3):
        play_hand(game)
        expected.append(game.hand_points)
        if game.moon_choice_pending is not None:
            game.choose_moon("others_plus")
        game.next_hand()
    seen: list[tuple[str, int, list[int]]] = []

    def note(hand: Game) -> None:
        seen.append((hand.phase, len(hand.tricks), hand.hand_points))

    rebuilt = replay_game(game, note) if in_memory else replay_log(game.to_json(), note)
    assert [(phase, tricks) for phase, tricks, _ in seen] == [("hand_over", 13)] * 3
    assert [points for _, _, points in seen] == expected
    assert rebuilt.to_json() == game.to_json()


def test_replay_log_shows_the_game_before_every_pass_and_every_card() -> None:
    """on_move sees each moment once, in order: the passes seat by seat, then each card."""
    from hearts_tui.engine.save import replay_log

    game = Game.new(format_code(79))
    play_hand(game)
    game.next_hand()
    moments: list[tuple[int, str, int, int]] = []

    def on_move(now: Game) -> None:
        passed = sum(now.has_passed(seat) for seat in range(now.players))
        played = 4 * len(now.tricks) + len(now.trick)
        moments.append((now.hand_number, now.phase, passed, played))

    replay_log(game.to_json(), lambda _: None, on_move=on_move)
    first = [m for m in moments if m[0] == 1]
    assert [m[2] for m in first if m[1] == "passing"] == [0, 1, 2, 3]
    assert [m[3] for m in first if m[1] == "playing"] == list(range(52))
    assert not [m for m in moments if m[0] == 2]  # hand 2 is dealt but nothing done yet
