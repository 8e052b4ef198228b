"""The arena behind ``hearts sim``: duplicate deals, fixed by the seed, and its summary."""

from __future__ import annotations

import math

import pytest

from hearts_tui.arena.duplicate import deal_hands, moon_runs, play_deal, rotations
from hearts_tui.arena.report import summarize
from hearts_tui.arena.stats import interval, median
from hearts_tui.engine import CARDS, Game, Rules, format_code
from hearts_tui.engine.cards import parse_cards
from hearts_tui.engine.table import table_for
from hearts_tui.sim import build_parser, main, parse_rules, run_deals

from .positions import OPEN


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


def scripted(hands: list[str], opening: str = "") -> Game:
    """A hand that opens with these cards, then every seat plays its lowest legal card."""
    game = Game.from_hands([parse_cards(hand) for hand in hands], OPEN)
    for card in parse_cards(opening):
        game.play(card)
    while game.phase == "playing":
        game.play(game.legal_cards()[0])
    return game


def test_a_seat_with_every_point_and_more_than_half_runs_and_a_shot_is_not_stopped() -> None:
    """Seat 0 holds every heart and leads them; seat 1 sheds the Q♠ on the first: a run
    from the first trick on (14 points of 26), never stopped, and the moon is shot."""
    game = scripted(
        [
            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
            "QS 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
            "AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            "AD 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
        ]
    )
    assert game.moon_shooter == 0
    assert moon_runs(game) == (0, -1)


def test_the_first_other_seat_to_take_a_point_after_a_run_stops_it() -> None:
    """Seat 2's K♠ wins the Q♠ and the 2♥ (14 points, alone): a run.  It leads the 2♦ next;
    seat 3 sheds the 3♥ and seat 1's A♦ wins it: seat 1 stops the run."""
    game = scripted(
        [
            "2S 3S 4S 5S 6S 7S 8S 9S TS JS AS 2C 3C",
            "QS AD 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            "KS 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
        ],
        "2S QS KS 2H 2D 3H 2C AD",
    )
    assert [game.tricks[0].winner, game.tricks[1].winner] == [2, 1]
    assert moon_runs(game) == (2, 1)


def test_the_arena_reports_moon_runs_and_stops_per_type() -> None:
    lineup = ("normal", "random", "normal", "random")
    results = [play_deal(lineup, Rules(), 3, i) for i in range(8)]
    summaries, _ = summarize(results, Rules())
    seats = [s for deal in results for play in deal.plays for s in play]
    assert sum(s.runs for s in summaries) == sum(s.ran_moon for s in seats)
    assert sum(s.stops for s in summaries) == sum(s.stopped_moon for s in seats) > 0


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


def test_sim_reads_the_table_options_and_rule_values_in_words() -> None:
    args = build_parser().parse_args(
        ["--moon", "shooter_minus", "--short-deck", "kitty", "--rule", "queen_breaks_hearts=yes",
         "--rule", "points_on_first_trick=False", "--rule", "first_lead=left_of_dealer"]
    )  # fmt: skip
    rules = parse_rules(args, Rules(), 3)
    assert rules == Rules(
        players=3,
        moon="shooter_minus",  # type: ignore[arg-type]
        short_deck="kitty",  # type: ignore[arg-type]
        queen_breaks_hearts=True,
        first_lead="left_of_dealer",  # type: ignore[arg-type]
    )


def test_sim_refuses_fewer_than_one_hand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--players", "normal,random,normal,random", "--hands", "0", "--quiet"])
    assert exc.value.code == 2 and "--hands must be at least 1" in capsys.readouterr().err


def test_no_values_give_no_mean_interval_or_median() -> None:
    empty = interval([])
    assert math.isnan(empty.mean) and empty.count == 0
    assert math.isnan(median([]))
