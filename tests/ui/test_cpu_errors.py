"""A CPU that answers nonsense at the table (a bug elsewhere) is named in an error notice
and the game goes on with a legal move in its place: its first three cards passed, its first
legal card played, "others +26" for its moon (app/screens/table/flow.py)."""

from __future__ import annotations

from hearts_tui.app.table_app import HeartsApp
from hearts_tui.engine import CARDS, Card, Game, PlayerView, Rules

from .helpers import CODE, LowestPlayer, make_app, my_turn, pass_with_keys, settle
from .positions import EAST_SHOOTS


class Confused(LowestPlayer):
    """Passes and plays cards it does not hold; chooses a moon score that does not exist."""

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return [card for card in CARDS if card not in view.hand][:3]

    def choose_play(self, view: PlayerView) -> Card:
        return next(card for card in CARDS if card not in view.hand)

    def choose_moon(self, view: PlayerView) -> str:
        return "sideways"


def errors(app: HeartsApp) -> list[str]:
    return [str(n.message) for n in app._notifications if n.severity == "error"]


async def test_cpus_that_pass_nonsense_pass_their_first_three_cards() -> None:
    app = make_app(Game.new(CODE), cpu=Confused)
    async with app.run_test(size=(80, 24)) as pilot:
        dealt = [app.game.hand(seat)[:3] for seat in range(4)]
        await pass_with_keys(pilot)
        await settle(pilot, lambda: app.game.phase == "playing")
        said = errors(app)
        assert [line.split("'s")[0] for line in said] == ["West", "North", "East"]
        assert all("CPU erred: " in line for line in said)
        assert [app.game.passed_cards(seat) for seat in (1, 2, 3)] == dealt[1:]


async def test_a_cpu_that_plays_or_scores_its_moon_wrongly_is_replaced_by_a_legal_move() -> None:
    """The last trick of East's moon shot: East's lead, West's and North's cards and East's
    moon choice are all nonsense; the hand ends with everyone else +26."""
    game = Game.from_hands(EAST_SHOOTS, Rules(moon="shooter_chooses"), hand_number=4, code=CODE)
    while len(game.tricks) < 12:
        game.play(game.legal_cards()[0])
    app = make_app(game, cpu=Confused, confirm_move=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, lambda: my_turn(app) or game.phase != "playing")
        if my_turn(app):
            await pilot.press("enter")
        await settle(pilot, lambda: bool(game.history))
        assert game.history[-1] == [26, 26, 26, 0]
        said = errors(app)
        assert [line.split("'s")[0] for line in said] == ["East", "West", "North", "East"]
        assert "sideways" in said[-1]
