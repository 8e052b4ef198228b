"""The pages for builders say what is true: every Python example in them runs as written,
every link between them leads somewhere, the architecture's map is the one
tests/test_layers.py enforces, and the engine API's documented names all exist.

An example is a fenced ```python block of docs/*.md, README.md or CONTRIBUTING.md; it runs in
a fresh namespace, in a temporary directory, with the data and config directories pointed
there too, and it fails the test when it raises.  Blocks that only show a shape (a
signature, a file format) are fenced ```text instead.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts_tui.engine import Card, Game, Rules

from .test_layers import ALLOWED

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = [*sorted(DOCS.glob("*.md")), ROOT / "README.md", ROOT / "CONTRIBUTING.md"]
FENCE = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def _examples() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for number, match in enumerate(FENCE.finditer(text), 1):
            found.append((f"{page.relative_to(ROOT)}#{number}", match.group(1)))
    return found


EXAMPLES = _examples()


def test_the_builders_pages_exist_and_hold_examples() -> None:
    names = {page.name for page in DOCS.glob("*.md")}
    assert {
        "architecture.md",
        "engine-api.md",
        "cpu-players.md",
        "codes-and-saves.md",
        "benchmarks.md",
        "testing.md",
        "plain.md",
        "the-table.md",
    } <= names
    assert len(EXAMPLES) >= 6, [name for name, _ in EXAMPLES]


@pytest.mark.parametrize(("where", "code"), EXAMPLES, ids=[name for name, _ in EXAMPLES])
def test_each_python_example_in_the_docs_runs(
    where: str, code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        monkeypatch.setenv(variable, str(tmp_path / variable.lower()))
    monkeypatch.delenv("HEARTS_DATA_DIR", raising=False)
    monkeypatch.delenv("HEARTS_CONFIG_DIR", raising=False)
    exec(compile(code, where, "exec"), {"__name__": "__docs__"})


def test_a_broken_example_fails_its_test() -> None:
    """The runner above fails on an example that raises (it is not swallowed)."""
    with pytest.raises(ValueError):
        exec(compile('from hearts_tui.engine import Card\nCard.parse("ZZ")\n', "x", "exec"), {})


LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_each_relative_link_leads_to_a_file(page: Path) -> None:
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if "://" in target or target.startswith("mailto:"):
            continue
        assert (page.parent / target).exists(), f"{page.name} links to a missing {target}"


def _architecture_table() -> dict[str, set[str]]:
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    section = text.split("## What may import what", 1)[1].split("\n## ", 1)[0]
    table: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or not cells[0].startswith("`"):
            continue
        layer = cells[0].strip("`")
        table[layer] = set(re.findall(r"`([^`]+)`", cells[1]))
    return table


def test_the_architecture_page_draws_the_layers_the_layer_test_enforces() -> None:
    assert _architecture_table() == ALLOWED


def test_the_architecture_diagram_names_every_package_layer() -> None:
    text = (DOCS / "architecture.md").read_text(encoding="utf-8")
    diagram = text.split("```", 2)[1]
    for layer in ("engine", "ai", "arena", "sim", "store", "words", "app", "plain", "cli"):
        assert re.search(rf"\b{layer}\b", diagram), layer


def _documented(prefix: str) -> set[str]:
    """Every ``prefix.name`` the engine API page writes in backticks."""
    text = (DOCS / "engine-api.md").read_text(encoding="utf-8")
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)  # the spans of the prose
    names: set[str] = set()
    for span in re.findall(r"`([^`]+)`", text):
        names.update(re.findall(rf"(?<![\w.]){re.escape(prefix)}\.(\w+)", span))
    return names


def test_every_name_the_engine_api_page_documents_exists() -> None:
    """The page is a contract: a renamed or removed name fails here before it fails a user."""
    game = Game.new("K7QD-MR9S")
    view = game.view(0)
    card = Card.parse("QS")
    owners: dict[str, object] = {
        "game": game,
        "Game": Game,
        "view": view,
        "card": card,
        "Card": Card,
        "Rules": Rules,
        "record": __import__("hearts_tui.engine", fromlist=["TrickRecord"]).TrickRecord,
    }
    missing: list[str] = []
    for prefix, owner in owners.items():
        names = _documented(prefix)
        missing += [f"{prefix}.{n}" for n in sorted(names) if not hasattr(owner, n)]
        if prefix in ("game", "view"):
            assert len(names) >= 15, (prefix, names)
    assert not missing


def test_the_readme_test_command_is_the_one_ci_runs() -> None:
    """A newcomer runs what CI runs: the README's test line ends with .ci/run's last line."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()[-1]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Run the tests", 1)[1]
    command = re.search(r"```sh\n(.*?)\n```", section, re.S)
    assert command, "the README shows the test command"
    assert command.group(1).endswith(ci), (command.group(1), ci)


def test_the_readme_names_every_variable_that_moves_the_files_and_when_n_does_not_ask() -> None:
    """Issue 30 §11: XDG_DATA_HOME and XDG_CONFIG_HOME move the files too, and a fresh deal
    with nothing played is replaced without asking."""
    readme = " ".join((ROOT / "README.md").read_text().split())
    for name in ("HEARTS_DATA_DIR", "HEARTS_CONFIG_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        assert f"`{name}`" in readme, name
    assert "nothing passed or played yet is simply replaced, without asking" in readme


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_table_ends_before_the_text_after_it(page: Path) -> None:
    """docs/plain.md's rules table ran into the next paragraph ("| `move_timer` | … | Cards
    are two"): in Markdown a line after a table row, with no blank line between, is another
    row.  Every row of every table closes with its bar, and a blank line ends the table."""
    lines = page.read_text(encoding="utf-8").splitlines()
    fenced = False
    for number, (line, following) in enumerate(zip(lines, [*lines[1:], ""], strict=True), 1):
        if line.startswith("```"):
            fenced = not fenced
        if fenced or not line.startswith("|"):
            continue
        where = f"{page.name}:{number}"
        assert line.rstrip().endswith("|"), f"{where}: a row that runs on: {line[-60:]}"
        assert following.startswith("|") or not following.strip(), f"{where}: {following}"
