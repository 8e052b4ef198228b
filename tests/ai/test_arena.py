"""The arena behind ``hearts sim``: duplicate deals, fixed by the seed, and its summary."""

from __future__ import annotations

import math

import pytest

from hearts_tui.arena.duplicate import deal_hands, play_deal, rotations
from hearts_tui.arena.report import summarize
from hearts_tui.arena.stats import interval, median
from hearts_tui.engine import CARDS, Rules, format_code
from hearts_tui.engine.table import table_for
from hearts_tui.sim import main, run_deals


def test_rotations_swap_two_types_once_and_move_one_odd_type_round_the_table() -> None:
    assert rotations(("a", "b", "a", "b")) == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    assert len(rotations(("hard", "normal", "normal", "normal"))) == 4
    assert rotations(("x", "x", "x")) == [("x", "x", "x")]


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(players=3), Rules(players=5, short_deck="kitty"), Rules(players=7)],
)
def test_deals_are_fixed_by_seed_and_index_and_use_every_card_once(rules: Rules) -> None:
    table = table_for(rules)
    deal = deal_hands(rules, 9, 3)
    assert deal == deal_hands(rules, 9, 3)
    assert deal.hands != deal_hands(rules, 9, 4).hands
    assert all(len(hand) == table.hand_size for hand in deal.hands)
    flat = [code for hand in deal.hands for code in hand]
    assert len(set(flat)) == len(flat)
    assert deal.hand_number == 3 % len(table.pass_cycle) + 1
    assert deal.stock is None


def test_a_domino_deal_fixes_the_stock_order_so_every_rotation_draws_the_same_cards() -> None:
    rules = Rules.domino(4)
    deal = deal_hands(rules, 9, 3)
    assert deal.stock is not None and len(deal.stock) == 52 - 24
    assert deal.stock != sorted(deal.stock)  # shuffled, not card order
    assert deal_hands(rules, 9, 3) == deal and deal_hands(rules, 9, 4).stock != deal.stock
    flat = [code for hand in deal.hands for code in hand] + deal.stock
    assert sorted(flat) == sorted(card.code for card in CARDS)
    game = deal.game(rules)
    first = game.view(0).hand
    assert game.stock_size == len(deal.stock)
    while not game.must_draw:  # play the lowest card until somebody must draw
        game.play(game.legal_cards()[0])
    assert game.draw().code == deal.stock[0]
    assert deal.game(rules).view(0).hand == first


def test_a_duplicate_deal_gives_each_type_every_seat_and_replays_identically() -> None:
    lineup = ("normal", "random", "normal", "random")
    result = play_deal(lineup, Rules(), 4, 0)
    assert [[s.kind for s in play] for play in result.plays] == [
        list(lineup),
        ["random", "normal", "random", "normal"],
    ]
    again = play_deal(lineup, Rules(), 4, 0)
    assert [[s.points for s in p] for p in again.plays] == [
        [s.points for s in p] for p in result.plays
    ]


def test_summary_pairs_types_deal_by_deal() -> None:
    lineup = ("normal", "random", "normal", "random")
    results = [play_deal(lineup, Rules(), 2, i) for i in range(6)]
    summaries, pairings = summarize(results, Rules())
    assert [s.kind for s in summaries] == ["normal", "random"]
    assert all(s.seat_hands == 6 * 4 for s in summaries)
    (pair,) = pairings
    assert pair.difference.mean == pytest.approx(
        summaries[0].points.mean - summaries[1].points.mean
    )
    assert "QS" in summaries[0].cards


def test_interval_is_mean_plus_minus_1_96_standard_errors() -> None:
    result = interval([1.0, 2.0, 3.0, 4.0])
    assert result.mean == 2.5
    assert result.half == pytest.approx(1.959964 * math.sqrt(5 / 3 / 4), rel=1e-6)
    assert result.excludes_zero()
    assert not interval([-1.0, 1.0, -2.0, 2.0]).excludes_zero()
    assert median([3.0, 1.0, 2.0]) == 2.0 and median([4.0, 1.0]) == 2.5


def test_sim_prints_a_row_per_type_and_the_paired_difference(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--players", "normal,random,normal,random", "--hands", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "normal" in out and "random" in out
    assert "normal − random" in out and "paired by deal" in out


@pytest.mark.parametrize(
    ("options", "column"),
    [
        (["--jack", "-10"], "J♦"),
        (["--scoring", "black_maria"], "K♠"),
        (["--rule", "players=4"], "Q♠"),
    ],
)
def test_sim_counts_the_special_cards_of_a_variant_table(
    capsys: pytest.CaptureFixture[str], options: list[str], column: str
) -> None:
    args = ["--players", "easy,random,easy,random", "--hands", "2", "--quiet", *options]
    assert main(args) == 0
    assert f"took {column}" in capsys.readouterr().out


def test_sim_rejects_unknown_player_types() -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--players", "normal,genius,normal,random", "--quiet"])
    assert exc.value.code == 2


def test_sim_refuses_a_table_size_other_than_the_line_up() -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--players", "normal,random,normal", "--rule", "players=4", "--quiet"])
    assert exc.value.code == 2


def test_worker_processes_play_exactly_the_same_deals() -> None:
    lineup = ("normal", "easy", "normal", "easy")
    alone = list(run_deals(lineup, Rules(), 8, 3, jobs=1))
    shared = list(run_deals(lineup, Rules(), 8, 3, jobs=2))
    assert [[[s.points for s in p] for p in d.plays] for d in alone] == [
        [[s.points for s in p] for p in d.plays] for d in shared
    ]


def test_sim_takes_a_game_code_as_seed_and_refuses_a_mistyped_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["--players", "normal,random,normal,random", "--hands", "2", "--quiet"]
    assert main([*args, "--seed", "K7QD-MR9S"]) == 0
    assert "seed" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        main([*args, "--seed", "K7QD-MR9T"])
    assert exc.value.code == 2


def test_a_cancellation_deal_uses_both_decks_and_leaves_the_rest_face_down() -> None:
    rules = Rules.cancellation(9)
    deal = deal_hands(rules, 9, 1)
    assert deal.stock is None and all(len(hand) == 11 for hand in deal.hands)
    flat = [code for hand in deal.hands for code in hand]
    assert max(flat.count(code) for code in set(flat)) == 2 and len(flat) == 99
    game = deal.game(rules)
    assert len(game.kitty) == 5 and sorted(flat + [c.code for c in game.kitty]) == sorted(
        card.code for card in CARDS for _ in range(2)
    )


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (["--table", "domino", "--players", "normal,random,normal,random"], "variant=domino"),
        (["--table", "domino", "--players", "normal,random"], "players=2"),
        (["--players", "normal,random,normal,random,normal,random"], "players=6"),
        (["--players", "easy,random,easy,random", "--queen-must-go"], "queen_must_go=True"),
        (
            ["--table", "cancellation", "--players", ",".join(["normal", "random"] * 5)],
            "players=10",
        ),
    ],
)
def test_sim_runs_every_table(
    capsys: pytest.CaptureFixture[str], options: list[str], words: str
) -> None:
    assert main([*options, "--hands", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert words in out and "paired by deal" in out


@pytest.mark.parametrize(
    "options",
    [
        ["--players", ",".join(["normal"] * 8)],  # the Standard table seats 3 to 7
        ["--table", "cancellation", "--players", "normal,random,normal,random"],  # 7 to 10
        ["--players", ",".join(["normal"] * 11)],
    ],
)
def test_sim_refuses_a_line_up_the_table_cannot_seat(options: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main([*options, "--quiet"])
    assert exc.value.code == 2


def test_sim_refuses_a_table_other_than_the_seed_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code = format_code(77, Rules.domino(4))
    args = ["--players", "normal,random,normal,random", "--hands", "2", "--quiet"]
    assert main([*args, "--seed", code]) == 0
    assert "variant=domino" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exc:
        main([*args, "--seed", code, "--table", "cancellation"])
    assert exc.value.code == 2


def test_a_moon_counts_only_at_a_table_where_it_scores() -> None:
    """Domino Hearts plays without a moon: a seat taking every heart has not shot one."""
    lineup = ("random", "random", "random", "random")
    scored = play_deal(lineup, Rules.domino(4, moon="others_plus"), 3, 51)
    assert any(seat.shot_moon for play in scored.plays for seat in play)
    plain = play_deal(lineup, Rules.domino(4), 3, 51)
    assert not any(seat.shot_moon for play in plain.plays for seat in play)
