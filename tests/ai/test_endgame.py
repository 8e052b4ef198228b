"""The endgame solver: exact max^n values, checked against a brute force on small positions."""

from __future__ import annotations

import pytest

from hearts_tui import ai
from hearts_tui.ai.endgame import EndgameSolver
from hearts_tui.ai.rollouts import OTHERS_WEIGHT, hand_scores
from hearts_tui.ai.search import world_state
from hearts_tui.engine import Game, Rules, format_code
from hearts_tui.engine.cards import mask_of, parse_cards
from hearts_tui.engine.core import HandState
from hearts_tui.engine.table import table_for


def brute_force(state: HandState, root: int) -> list[int]:
    """Every legal card of every seat tried on the engine's own hand (no table, no card
    grouping): each seat picks its best final score, the deciding seat its own points less
    OTHERS_WEIGHT of the others' mean, an indifferent opponent the worst for the decider."""
    n = state.n

    def utility(seat: int, scores: list[int]) -> float:
        if seat != root:
            return scores[seat]
        return scores[root] - OTHERS_WEIGHT * (sum(scores) - scores[root]) / (n - 1)

    def value(node: HandState) -> list[int]:
        if node.over:
            return hand_scores(node)
        seat = node.turn
        legal = node.legal_mask()
        best: list[int] | None = None
        for index in range(52):
            if not legal >> index & 1:
                continue
            child = node.copy()
            child.play(index)
            scores = value(child)
            if best is None:
                best = scores
                continue
            mine, theirs = utility(seat, scores), utility(seat, best)
            if mine < theirs - 1e-9 or (
                seat != root
                and abs(mine - theirs) < 1e-9
                and utility(root, scores) > utility(root, best) + 1e-9
            ):
                best = scores
        assert best is not None
        return best

    return value(state)


def endgame(code: str, rules: Rules, left: int) -> tuple[Game, HandState]:
    """A game played by the normal CPU until ``left`` cards remain in the hands."""
    game = Game.new(code, rules)
    players = [ai.make_player("normal", seat) for seat in range(game.players)]
    if game.phase == "passing":
        for seat in range(game.players):
            game.pass_cards(seat, players[seat].choose_pass(game.view(seat)))
    while sum(len(game.hand(s)) for s in range(game.players)) > left:
        game.play(players[game.turn].choose_play(game.view(game.turn)))
    view = game.view(game.turn)
    hands = [mask_of(game.hand(s)) for s in range(game.players)]
    return game, world_state(view, game.table, hands, mask_of(game.kitty))


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(jack_of_diamonds=-10),
        Rules(moon="shooter_minus"),
        Rules(players=3, short_deck="kitty"),
        Rules(scoring="black_maria"),
        Rules(queen_must_go=True),
    ],
)
@pytest.mark.slow
def test_solver_values_equal_a_brute_force_over_every_legal_card(rules: Rules) -> None:
    """The table of positions and the grouping of equivalent cards change no value."""
    checked = 0
    for number in range(14):
        left = 9 + number % 4  # some positions mid-trick
        game, state = endgame(format_code(300 + number), rules, left)
        solver = EndgameSolver(game.table, state.turn)
        assert solver.solve(state.copy()) == brute_force(state, state.turn), number
        checked += 1
    assert checked == 14


def position(hands: list[str], taken: list[str], turn: int) -> HandState:
    """The last tricks of a hand: what each seat holds and has taken, ``turn`` to lead."""
    table = table_for(Rules())
    state = HandState(table, [mask_of(parse_cards(h)) for h in hands], leader=turn)
    state.taken = [mask_of(parse_cards(t)) for t in taken]
    state.first_trick = False
    state.hearts_broken = True
    state.tricks_played = table.hand_size - len(parse_cards(hands[0]))
    return state


#: Seat 0 has taken the Q♠ and ten hearts: 23 points, every one so far.
PAST = ["QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2S 3S", "", "", ""]
FILLER = ["4S 5S 6S 7S 8S 9S TS JS KS AS"]  # played earlier, nobody's points


def test_an_opponent_keeps_its_ace_of_hearts_to_stop_the_moon() -> None:
    """Seat 0 leads the A♣ then its hearts.  Seat 1 could throw its A♥ on the A♣ (no points
    for itself: seat 0 then shoots, +26) or keep it and take two hearts later: it keeps it."""
    hands = ["AC KH QH", "AH 2D 3D", "4D 5D 6D", "7D 8D 9D"]
    state = position(hands, [PAST[0] + " " + FILLER[0], "", "", ""], 0)
    scores = EndgameSolver(state.table, 2).solve(state.copy())
    assert scores == brute_force(state, 2)
    assert scores[1] == 2 and scores[0] == 23


def test_the_deciding_seat_shoots_when_it_can() -> None:
    """Seat 0 itself decides: leading its A♣ then the hearts takes everything (others +26)."""
    hands = ["AC KH AH", "QH 2D 3D", "4D 5D 6D", "7D 8D 9D"]
    state = position(hands, [PAST[0] + " " + FILLER[0], "", "", ""], 0)
    scores = EndgameSolver(state.table, 0).solve(state.copy())
    assert scores == brute_force(state, 0)
    assert scores == [0, 26, 26, 26]


def test_the_first_trick_is_refused() -> None:
    """Its kitty and no-points rules are not the solver's: it starts after that trick."""
    state = position(["AC KH AH", "QH 2D 3D", "4D 5D 6D", "7D 8D 9D"], ["", "", "", ""], 0)
    state.first_trick = True
    with pytest.raises(ValueError, match="after the first trick"):
        EndgameSolver(state.table, 0).solve(state)


def test_work_is_counted_in_card_plays() -> None:
    game, state = endgame(format_code(77), Rules(), 12)
    solver = EndgameSolver(game.table, state.turn)
    solver.solve(state.copy())
    first = solver.nodes
    assert first > 0
    again = EndgameSolver(game.table, state.turn)
    again.solve(state.copy())
    assert again.nodes == first
