"""The shelf of unfinished games: what is kept, how many, and how it comes back."""

from __future__ import annotations

import json
import os
import time

import pytest

from hearts_tui.cli import main
from hearts_tui.engine import Game, Rules
from hearts_tui.store import saves
from hearts_tui.store.saves import encode
from hearts_tui.store.shelf import Shelf, has_progress, is_unfinished
from tests.store.dirs import CODE, Dirs, pass_all, play_cards, short_game


def begun(code: str | None = CODE, cards: int = 5) -> Game:
    game = Game.new(code) if code else Game.new()
    pass_all(game)
    play_cards(game, cards)
    return game


def test_an_untouched_deal_is_not_kept_its_code_deals_it_again(dirs: Dirs) -> None:
    game = Game.new(CODE)
    assert not has_progress(game)
    assert Shelf(dirs.data).put(game, "a1", {}) is None
    assert Shelf(dirs.data).entries() == []


def test_a_finished_game_is_not_unfinished(dirs: Dirs) -> None:
    assert not is_unfinished(short_game())
    assert Shelf(dirs.data).put(short_game(), "a1", {}) is None


def test_a_pass_alone_is_progress_worth_keeping() -> None:
    game = Game.new(CODE)
    game.pass_cards(0, game.hand(0)[:3])
    assert has_progress(game)


def test_a_shelved_game_comes_back_card_for_card_with_its_id_and_selection(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    game = begun()
    result = shelf.put(game, "g1", {"selected": []}, played_at=1_000_000.0)
    assert result is not None and result.kept.game_id == "g1"
    [entry] = shelf.entries()
    assert entry.game_id == "g1" and entry.played_at == pytest.approx(1_000_000.0)
    back = shelf.get("g1")
    assert back is not None
    assert back.game.to_json() == game.to_json()
    assert [back.game.hand(s) for s in range(4)] == [game.hand(s) for s in range(4)]


def test_entries_are_most_recently_played_first(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    for number, stamp in ((1, 300.0), (2, 100.0), (3, 200.0)):
        shelf.put(begun(None), f"g{number}", {}, played_at=stamp)
    assert [e.game_id for e in shelf.entries()] == ["g1", "g3", "g2"]


def test_the_shelf_keeps_every_game_and_drops_none(dirs: Dirs) -> None:
    # Issue 27, point 3: the 21st game put aside deleted the least recently played,
    # without a word.  No unfinished game is deleted but by the player.
    shelf = Shelf(dirs.data)
    game = begun()
    for number in range(25):
        assert shelf.put(game, f"g{number:02}", {}, played_at=1000.0 + number) is not None
    ids = [e.game_id for e in shelf.entries()]
    assert ids == [f"g{number:02}" for number in reversed(range(25))]


def test_the_order_is_the_time_the_file_says_not_its_modification_time(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    shelf.put(begun(None), "older", {}, played_at=100.0)
    shelf.put(begun(None), "newer", {}, played_at=200.0)
    os.utime(shelf.directory / "older.json", (900.0, 900.0))  # copied, synced, touched
    assert [e.game_id for e in shelf.entries()] == ["newer", "older"]
    assert shelf.entries()[1].played_at == 100.0


def test_find_matches_a_code_however_typed_and_the_id(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    shelf.put(begun(), "first", {}, played_at=100.0)
    shelf.put(begun(), "second", {}, played_at=200.0)
    shelf.put(begun(None), "other", {}, played_at=300.0)
    assert [e.game_id for e in shelf.find("k7qd mr9s")] == ["second", "first"]
    assert [e.game_id for e in shelf.find("other")] == ["other"]
    # An id typed in capitals (hearts writes them in small letters) was refused.
    assert [e.game_id for e in shelf.find("OTHER")] == ["other"]
    assert shelf.find("ZZZZ-ZZZZ") == [] and shelf.find("") == []


def test_a_damaged_shelf_file_is_skipped_not_fatal(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    shelf.put(begun(), "good", {})
    (shelf.directory / "bad.json").write_text('{"format": "hearts-tui-autosave", "ver')
    os.mkfifo(shelf.directory / "fifo.json")  # never blocks the list
    assert [e.game_id for e in shelf.entries()] == ["good"]
    assert shelf.unread == 2


def test_list_says_how_many_files_on_the_shelf_could_not_be_read_and_leaves_them(
    dirs: Dirs, capsys: pytest.CaptureFixture[str]
) -> None:
    """A damaged file was skipped without a word: the player saw no trace of the game."""
    shelf = Shelf(dirs.data)
    shelf.put(begun(), "good", {})
    damaged = shelf.directory / "bad.json"
    damaged.write_text('{"format": "hearts-tui-autosave", "ver')
    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    assert "1 unfinished game:" in out
    assert f"1 unfinished game could not be read; its file is left in {shelf.directory}." in out
    assert damaged.exists()
    damaged.unlink()
    assert main(["--plain", "--list"]) == 0
    assert "could not be read" not in capsys.readouterr().out


def test_put_file_moves_a_save_onto_the_shelf_by_renaming(dirs: Dirs) -> None:
    game = begun(CODE)
    source = dirs.data / "old.json"
    dirs.data.mkdir(parents=True, exist_ok=True)
    source.write_text(encode(game, "legacy", {}))
    result = Shelf(dirs.data).put_file(source)
    assert result is not None and result.kept.game_id == "legacy"
    assert not source.exists()
    assert Shelf(dirs.data).get("legacy") is not None


def test_a_game_id_cannot_name_a_path_outside_the_shelf(dirs: Dirs) -> None:
    with pytest.raises(ValueError):
        Shelf(dirs.data).delete("../game")


def test_other_tables_keep_their_rules_on_the_shelf(dirs: Dirs) -> None:
    game = Game.new(None, Rules.preset("black_maria", players=3))
    pass_all(game)
    Shelf(dirs.data).put(game, "bm", {})
    back = Shelf(dirs.data).get("bm")
    assert back is not None and back.game.rules == game.rules


def test_a_shelf_folder_that_is_a_link_is_neither_read_nor_written(dirs: Dirs) -> None:
    elsewhere = dirs.data.parent / "elsewhere"
    elsewhere.mkdir()
    Shelf(elsewhere).put(begun(), "planted", {})
    dirs.data.mkdir(parents=True)
    (dirs.data / "unfinished").symlink_to(elsewhere / "unfinished")
    shelf = Shelf(dirs.data)
    assert shelf.entries() == []
    with pytest.raises(OSError):
        shelf.put(begun(), "mine", {})
    assert sorted(p.name for p in (elsewhere / "unfinished").iterdir()) == ["planted.json"]


def test_no_file_is_hidden_a_game_put_aside_a_year_back_among_junk_is_listed(
    dirs: Dirs,
) -> None:
    # Issue 27, point 6: the shelf read only the newest files by modification time, so a
    # game put aside while the clock was behind was hidden from --list and --resume.
    shelf = Shelf(dirs.data)
    a_year_back = time.time() - 365 * 86400
    shelf.put(begun(), "behind", {}, played_at=a_year_back)
    os.utime(shelf.directory / "behind.json", (a_year_back, a_year_back))
    for number in range(250):
        shelf.put(begun(None), f"g{number:03}", {}, played_at=time.time())
        (shelf.directory / f"junk{number}.json").write_text("{}")
    ids = [e.game_id for e in shelf.entries()]
    assert len(ids) == 251 and ids[-1] == "behind"
    assert [e.game_id for e in shelf.find(CODE)] == ["behind"]
    assert shelf.get("behind") is not None


def test_listing_reads_the_files_headers_without_replaying_the_games(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Hundreds of games list quickly: each is replayed only when it is resumed.
    shelf = Shelf(dirs.data)
    for number in range(30):
        shelf.put(begun(None, cards=20), f"g{number:02}", {})
    replays: list[int] = []
    original = saves.decode

    def counting(data: str | bytes) -> saves.Saved:
        replays.append(1)
        return original(data)

    monkeypatch.setattr("hearts_tui.store.shelf.decode", counting)
    entries = shelf.entries()
    assert len(entries) == 30 and replays == []
    assert entries[0].header.hand_number == 1 and len(entries[0].header.scores) == 4
    assert entries[0].game.phase == "playing" and replays == [1]


def test_a_header_with_a_good_checksum_but_nonsense_is_not_listed(dirs: Dirs) -> None:
    shelf = Shelf(dirs.data)
    shelf.put(begun(), "good", {})
    text = (shelf.directory / "good.json").read_text()
    forged = json.loads(text)
    forged["id"] = "forged"
    forged["game"]["summary"]["scores"] = ["x"]
    del forged["checksum"]
    forged["checksum"] = saves._checksum(forged)
    (shelf.directory / "forged.json").write_text(json.dumps(forged))
    assert [e.game_id for e in shelf.entries()] == ["good"]
