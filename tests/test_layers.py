"""The layers of hearts and what each may import (docs/architecture.md draws the same map).

    engine  <-  ai  <-  arena  <-  sim (its help: words)
       ^        ^
       |        |
     store  <- words  <-  app (the table), plain (the line mode)  <-  cli

A package may import only the packages listed for it here.  The two front ends never
import each other, and ``words`` (everything either says) never imports Textual or Rich.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import hearts_tui

PACKAGE = Path(hearts_tui.__file__).parent

#: For each layer, the layers of hearts_tui it may import.  Top-level helper modules
#: (``terminal_locale``, ``__version__`` in ``__init__``) count as their own layers.
ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "ai": {"engine"},
    "arena": {"engine", "ai"},
    "sim": {"engine", "ai", "arena", "words", "command_parser"},
    "store": {"engine"},
    "words": {"engine", "ai", "store"},
    "app": {"engine", "ai", "store", "words", "__version__", "hangup"},
    "plain": {
        "engine",
        "ai",
        "store",
        "words",
        "__version__",
        "terminal_locale",
        "hangup",
        "streams",
    },
    "web": {"store", "words", "app"},
    "cli": {
        "engine",
        "ai",
        "store",
        "words",
        "app",
        "plain",
        "sim",
        "web",
        "terminal_locale",
        "__version__",
        "hangup",
        "streams",
        "command_parser",
    },
    "terminal_locale": set(),
    "hangup": set(),
    "streams": set(),
    "command_parser": {"words", "hangup", "streams"},
    "__main__": {"cli"},
    "__init__": set(),
}


def _layer_imports(path: Path) -> set[str]:
    """The hearts_tui layers that the module at ``path`` imports."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    package = list(parts[:-1])  # for __init__.py, "from . import" names the package itself
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = base + (node.module.split(".") if node.module else [])
            else:
                module = (node.module or "").split(".")
            if module[0] != "hearts_tui":
                continue
            if len(module) > 1:
                found.add(module[1])
            else:
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.name.split(".")
                if name[0] == "hearts_tui" and len(name) > 1:
                    found.add(name[1])
    return found


def test_each_layer_imports_only_the_layers_below_it() -> None:
    seen_layers: set[str] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).with_suffix("").parts
        layer = relative[0]
        seen_layers.add(layer)
        assert layer in ALLOWED, f"{path}: a new layer; add it to ALLOWED and the docs' map"
        wrong = _layer_imports(path) - ALLOWED[layer] - {layer}
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {sorted(wrong)}"
    assert {"engine", "ai", "store", "words", "app", "cli"} <= seen_layers


def test_the_words_package_loads_no_ui_library() -> None:
    """Both front ends say the same things: the words never pull Textual or Rich in."""
    code = (
        "import json, sys, pkgutil, importlib\n"
        "import hearts_tui.words as w\n"
        "for m in pkgutil.iter_modules(w.__path__):\n"
        "    importlib.import_module('hearts_tui.words.' + m.name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    loaded = json.loads(out)
    for forbidden in ("textual", "rich"):
        assert not any(m == forbidden or m.startswith(forbidden + ".") for m in loaded), forbidden


def test_the_plain_mode_loads_no_ui_library(tmp_path: Path) -> None:
    """``hearts --plain`` plays a hand's first trick and quits without Textual or Rich: a
    screen reader's line mode needs neither, and starts the faster for it."""
    code = (
        "import json, sys, io\n"
        "from hearts_tui.cli import main\n"
        "sys.stdin = io.StringIO('hand\\nout\\nsheet\\nrules\\nhelp\\nquit\\n')\n"
        "sys.stdout = io.StringIO()\n"
        "status = main(['--plain', '--seed', 'K7QD-MR9S'])\n"
        "sys.stdout = sys.__stdout__\n"
        "print(json.dumps([status, sorted(sys.modules)]))\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "HEARTS_DATA_DIR": str(tmp_path / "data"),
        "HEARTS_CONFIG_DIR": str(tmp_path / "config"),
    }
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env
    ).stdout
    status, loaded = json.loads(out)
    assert status == 0
    assert "hearts_tui.plain.commands" in loaded
    for forbidden in ("textual", "rich"):
        assert not any(m == forbidden or m.startswith(forbidden + ".") for m in loaded), forbidden
