"""The learned policy (issue 23): its shipped weights load, it plays a legal card at every
table, its features come from the seat's view alone, playing needs no numpy, and the fit
rebuilds the same file from the same hands."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hearts_tui import ai
from hearts_tui.ai import learned
from hearts_tui.ai.situation import Situation, situation_of_view
from hearts_tui.engine import Card, Game, Rules, format_code
from hearts_tui.engine.cards import cards_of_mask
from hearts_tui.engine.rng import Rng
from hearts_tui.engine.table import table_for

from .playthrough import alike, play_out_legally

WEIGHTS = Path(learned.__file__).parent / "data" / "learned_policy.json"


def test_the_shipped_weights_load_once_and_match_the_features() -> None:
    model = learned.load_model()
    assert learned.load_model() is model
    assert len(model.weights) == len(learned.FEATURE_NAMES)
    assert any(w != 0 for w in model.weights)
    assert WEIGHTS.stat().st_size <= 1_000_000


def test_weights_fitted_for_other_features_are_refused() -> None:
    data = json.loads(WEIGHTS.read_text())
    data["features"][0] = "lead:a feature this code does not have:0"
    with pytest.raises(ValueError, match="rebuild"):
        learned.Model.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(players=7), Rules.domino(4), Rules.cancellation(8)],
    ids=["standard", "seven-players", "domino", "cancellation"],
)
@pytest.mark.parametrize("number", [1, 2, 3])
def test_the_learned_player_always_plays_a_legal_card(rules: Rules, number: int) -> None:
    game = Game.new(format_code(500 + number, rules), rules)
    players = [ai.make_player("learned", game.cpu_seed(seat)) for seat in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            chosen = players[seat].choose_pass(game.view(seat))
            assert len(set(chosen)) == 3
            game.pass_cards(seat, chosen)
    play_out_legally(game, players)


def _dealt(rules: Rules, seed: int) -> list[list[Card]]:
    table = table_for(rules)
    deck = list(cards_of_mask(table.deck))
    Rng(seed).shuffle(deck)
    size = table.hand_size
    return [deck[s * size : (s + 1) * size] for s in range(table.players)]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("plays", [6, 17, 29])
def test_the_features_see_only_the_seats_view(seed: int, plays: int) -> None:
    """Swap two cards hidden from the seat on turn between two other seats: its view, its
    features and the learned policy's card stay the same."""
    rules = Rules(pass_cycle="off")
    table = table_for(rules)
    hands = _dealt(rules, seed)
    first = Game.from_hands(hands, rules)
    bots = [ai.make_player("normal", s) for s in range(first.players)]
    moves = []
    for _ in range(plays):
        card = bots[first.turn].choose_play(first.view(first.turn))
        moves.append(card)
        first.play(card)
    observer = first.turn
    lead = min(c.index for hand in hands for c in hand if c.suit.letter == "C")
    hidden = [
        (seat, card)
        for seat in range(first.players)
        if seat != observer
        for card in hands[seat]
        if card not in moves and card.index != lead
    ]
    a, x, b, y = next(
        (a, x, b, y)
        for a, x in hidden
        for b, y in hidden
        if a < b and alike(table, rules, x, y) and x != y
    )
    other = [list(hand) for hand in hands]
    other[a] = [y if c == x else c for c in other[a]]
    other[b] = [x if c == y else c for c in other[b]]
    second = Game.from_hands(other, rules)
    for card in moves:
        second.play(card)
    view, twin = first.view(observer), second.view(observer)
    assert second.hand(a) != first.hand(a)
    assert twin == view
    one, two = situation_of_view(view), situation_of_view(twin)
    options, pick = learned.options_of(one)
    assert learned.options_of(two) == (options, pick)
    assert learned.features(one, options, pick) == learned.features(two, options, pick)
    assert learned.choose_card(one) == learned.choose_card(two)


def test_playing_the_learned_policy_loads_no_numpy() -> None:
    code = (
        "import sys\n"
        "from hearts_tui import ai\n"
        "from hearts_tui.engine import Game, format_code\n"
        "game = Game.new(format_code(7))\n"
        "for seat in range(4):\n"
        "    game.pass_cards(seat, ai.make_player('learned', seat).choose_pass(game.view(seat)))\n"
        "while game.phase == 'playing':\n"
        "    game.play(ai.make_player('learned', 0).choose_play(game.view(game.turn)))\n"
        "print('numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_the_fit_rebuilds_the_same_file_from_the_same_hands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fixed hands (labelled here by the normal player, to stay fast), the fit run twice:
    the same bytes."""
    from scripts import fit_policy, learned_data

    data = tmp_path / "hands.jsonl"
    data.write_text("".join(json.dumps(learned_data.play_hand(n, "normal")) + "\n" for n in (3, 4)))
    written = []
    for name in ("one.json", "two.json"):
        out = tmp_path / name
        argv = ["fit_policy", "--data", str(data), "--out", str(out), "--steps", "30"]
        monkeypatch.setattr(sys, "argv", argv)
        fit_policy.main()
        written.append(out.read_bytes())
    assert written[0] == written[1]
    model = learned.Model.from_json(written[0].decode())
    assert any(w != 0 for w in model.weights)


def test_the_learned_kind_is_in_the_arena() -> None:
    assert "learned" in ai.ARENA_KINDS
    assert isinstance(ai.make_player("learned", 1), learned.LearnedPlayer)


def test_a_card_following_suit_is_described_by_its_fate_in_the_trick() -> None:
    """Second to a 10♣ lead with the 5♣ and the A♣ (the K♣ played already): the 5♣ loses
    to the winner, the A♣ wins for sure; both with two seats still to play and no points on
    the trick, a later seat void in clubs."""
    table = table_for(Rules())
    clubs = (1 << 13) - 1
    hand = 1 << 3 | 1 << 12 | 1 << 20 | 1 << 30
    trick = [(0, 8)]
    out = table.deck & ~hand & ~(1 << 8) & ~(1 << 11)  # the K♣ fell earlier
    sit = Situation(table, 1, hand, hand & clubs, trick, out, [0, 0, 0, 1], [0, 0, 0, 0], False)
    options, pick = learned.options_of(sit)
    assert options == [3, 12]
    names = [
        {learned.FEATURE_NAMES[i] for i in row} for row in learned.features(sit, options, pick)
    ]
    loses, wins = 2 * 3 + 0, 2 * 3 + 1  # two seats to play x the card's fate
    assert f"follow:fate_points:{loses * 3}" in names[0]
    assert f"follow:fate_points:{wins * 3}" in names[1]
    # Above the A♣: no card out; a later seat (3) is void in clubs.
    assert f"follow:fate_higher:{wins * 8 + 0 * 2 + 1}" in names[1]
    assert f"follow:fate_pointed_suit:{loses * 8 + 0}" in names[0]
