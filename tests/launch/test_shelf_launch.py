"""Launches that replace a game put it on the shelf; ``--resume`` and ``--list`` use it."""

from __future__ import annotations

import pytest

from hearts_tui.cli import main
from hearts_tui.engine import Game
from hearts_tui.store.launch import NothingToResume, prepare
from hearts_tui.store.saves import SET_ASIDE_FILE, SaveSlot, encode
from hearts_tui.store.shelf import Shelf
from tests.store.dirs import CODE, Dirs, pass_all, play_cards

OTHER = "26BQ-524X"


def playing(code: str = CODE, cards: int = 3) -> Game:
    launch = prepare(seed=code)
    pass_all(launch.game)
    play_cards(launch.game, cards)
    launch.persistence.save_game(launch.game, {})
    return launch.game


def test_new_puts_the_unfinished_game_on_the_shelf_and_says_how_to_get_it_back(
    dirs: Dirs,
) -> None:
    old = playing()
    fresh = prepare(new=True)
    assert fresh.game.code != CODE and fresh.game.phase == "passing"
    assert fresh.notice is not None
    assert CODE in fresh.notice and "u brings it back" in fresh.notice
    assert fresh.alert is None  # news for the status line, not a toast over the seats
    [entry] = Shelf(dirs.data).entries()
    assert entry.game.to_json() == old.to_json()
    # The backup cannot bring the old game back as the current one.
    fresh.persistence.save_game(fresh.game, {})
    backup = SaveSlot._read(dirs.data / "game.json.bak")
    assert not isinstance(backup, str) and backup is not None
    assert backup.game.code == fresh.game.code


@pytest.mark.parametrize("players", [4, 10], ids=["short-code", "longest-code"])
def test_the_put_aside_notice_is_one_status_row_at_80_columns(dirs: Dirs, players: int) -> None:
    """The notice of a game put aside (shown in the status line, 78 columns inside its
    padding at 80) fits one row with the longest code (ten players) and a two-digit hand."""
    from hearts_tui.engine import Rules

    dealt = Game.new(CODE, Rules.cancellation(players) if players > 4 else Rules())
    game = Game.from_hands(
        [dealt.hand(seat) for seat in range(players)],
        dealt.rules,
        scores=[10] * players,
        code=dealt.code,
        hand_number=12,
    )
    prepare(seed=CODE).persistence.save_game(game, {})
    fresh = prepare(new=True)
    assert fresh.notice is not None and game.code in fresh.notice, fresh.notice
    assert "hand 12" in fresh.notice and len(fresh.notice) <= 78, fresh.notice


def test_two_seeds_in_a_row_keep_the_game_played_not_only_the_last_one(dirs: Dirs) -> None:
    played = playing()
    prepare(seed=OTHER)  # replaces the played game: shelved
    prepare(seed=CODE)  # replaces an untouched deal: nothing worth keeping
    entries = Shelf(dirs.data).entries()
    assert [e.game.to_json() for e in entries] == [played.to_json()]


def test_every_replaced_game_is_kept(dirs: Dirs) -> None:
    first = playing(CODE)
    prepare(new=True)
    second = playing(OTHER)
    prepare(new=True)
    kept = {e.game.to_json() for e in Shelf(dirs.data).entries()}
    assert kept == {first.to_json(), second.to_json()}


def test_resume_brings_a_shelved_game_back_and_shelves_the_current_one(dirs: Dirs) -> None:
    first = playing(CODE, cards=5)
    prepare(seed=OTHER)
    second = prepare()
    pass_all(second.game)
    second.persistence.save_game(second.game, {})
    back = prepare(resume="k7qd-mr9s")
    assert back.game.to_json() == first.to_json()
    assert back.notice is not None and OTHER in back.notice
    assert f"Resumed {CODE}" in back.notice
    assert back.alert is None
    codes = [e.game.code for e in Shelf(dirs.data).entries()]
    assert codes == [OTHER]
    # It is the current game now: the next plain start resumes it.
    assert prepare().game.to_json() == first.to_json()


@pytest.mark.parametrize("players", [4, 10], ids=["short-codes", "longest-codes"])
def test_resume_says_what_it_resumed_and_put_aside_in_one_status_row(
    dirs: Dirs, players: int
) -> None:
    """``--resume`` over a game in progress names both games in one sentence that fits one
    status row at 80 columns, the hands too when there is room (short codes)."""
    from hearts_tui.engine import Rules

    rules = Rules.cancellation(players) if players > 4 else Rules()
    codes = []
    for code in (CODE, OTHER):
        dealt = Game.new(code, rules)
        game = Game.from_hands(
            [dealt.hand(seat) for seat in range(players)],
            rules,
            scores=[10] * players,
            code=dealt.code,
            hand_number=12,
        )
        prepare(new=True).persistence.save_game(game, {})
        codes.append(game.code)
    back = prepare(resume=codes[0])
    assert back.game.code == codes[0]
    notice = back.notice
    assert notice is not None and len(notice) <= 78, notice
    assert notice.startswith(f"Resumed {codes[0]}") and codes[1] in notice, notice
    assert "put aside: u brings it back." in notice
    assert ("(hand 12)" in notice) is (players == 4), notice


def test_a_resumed_game_keeps_its_id_so_statistics_count_it_once(dirs: Dirs) -> None:
    playing()
    first_id = SaveSlot(dirs.data).load().saved.game_id  # type: ignore[union-attr]
    prepare(new=True)
    back = prepare(resume=CODE)
    assert back.persistence.game_id(back.game) == first_id


def test_resume_of_an_unknown_code_changes_nothing(dirs: Dirs) -> None:
    current = playing()
    before = (dirs.data / "game.json").read_bytes()
    with pytest.raises(NothingToResume, match="hearts --list"):
        prepare(resume=OTHER)
    assert (dirs.data / "game.json").read_bytes() == before
    assert prepare().game.to_json() == current.to_json()


def test_a_game_that_cannot_be_put_aside_is_not_overwritten(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = playing()

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Shelf, "put", refuse)
    fresh = prepare(new=True)
    assert fresh.notice is not None and "could not be put aside" in fresh.notice
    assert fresh.persistence.can_save_game is False
    saved = SaveSlot(dirs.data).load().saved
    assert saved is not None and saved.game.to_json() == old.to_json()


def test_the_set_aside_file_of_earlier_versions_joins_the_shelf(dirs: Dirs) -> None:
    game = Game.new(CODE)
    pass_all(game)
    dirs.data.mkdir(parents=True)
    (dirs.data / SET_ASIDE_FILE).write_text(encode(game, "legacy", {}))
    launch = prepare()
    assert launch.notice is not None and CODE in launch.notice
    assert [e.game_id for e in Shelf(dirs.data).entries()] == ["legacy"]
    assert not (dirs.data / SET_ASIDE_FILE).exists()


def test_list_prints_the_current_game_and_the_shelf(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    playing(CODE)
    prepare(seed=OTHER)
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    assert f"Current game: {OTHER}" in out
    assert CODE in out and "hand 1" in out and "hearts --resume CODE" in out


def test_list_with_nothing_put_aside_says_so(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--list"]) == 0
    assert "No unfinished games" in capsys.readouterr().out
    assert not dirs.data.exists()  # listing writes nothing


def test_resume_with_a_mistyped_code_is_refused_before_anything_is_read(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    # With a space it is no id either (an id is looked up as one: tests/launch/
    # test_resume_by_id.py).
    with pytest.raises(SystemExit) as exit_info:
        main(["--resume", "K7QD MR9T"])
    assert exit_info.value.code == 2
    assert "not a valid code" in capsys.readouterr().err


def test_resume_of_a_code_two_games_have_names_both_by_id_and_takes_neither(
    dirs: Dirs,
) -> None:
    # Issue 27, point 8: a code played again after it was put aside left two games of one
    # code, and --resume CODE took one of them without saying which.
    playing(CODE, cards=3)
    prepare(new=True)
    playing(CODE, cards=5)
    prepare(new=True)
    current = SaveSlot(dirs.data).load().saved
    ids = [entry.game_id for entry in Shelf(dirs.data).find(CODE)]
    assert len(ids) == 2
    with pytest.raises(NothingToResume) as refused:
        prepare(resume=CODE)
    message = str(refused.value)
    assert message.startswith(f"2 unfinished games have the code {CODE}; choose one by its id")
    assert all(f"--resume {game_id} (hand 1)" in message for game_id in ids)
    assert SaveSlot(dirs.data).load().saved.game_id == current.game_id  # type: ignore[union-attr]
    back = prepare(resume=ids[1])
    assert back.game.code == CODE and back.persistence.game_id(back.game) == ids[1]
