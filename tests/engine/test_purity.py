"""The engine is pure: importing it loads nothing outside the standard library."""

from __future__ import annotations

import json
import subprocess
import sys


def test_engine_import_loads_no_ui_or_third_party_modules() -> None:
    code = (
        "import json, sys\n"
        "before = set(sys.modules)\n"
        "import hearts_tui.engine\n"
        "print(json.dumps(sorted(set(sys.modules) - before)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    loaded = set(json.loads(out))
    for forbidden in ("textual", "rich", "platformdirs"):
        assert not any(m == forbidden or m.startswith(forbidden + ".") for m in loaded), forbidden
    third_party = {
        m.split(".")[0]
        for m in loaded
        if m.split(".")[0] not in sys.stdlib_module_names and not m.startswith("hearts_tui")
    }
    assert third_party == set(), third_party


def test_engine_never_uses_pythons_random_module() -> None:
    """Deals must not depend on Python's unversioned PRNG (SPEC §5): only engine.rng."""
    import ast
    from pathlib import Path

    import hearts_tui.engine

    package = Path(hearts_tui.engine.__file__).parent
    sources = sorted(package.glob("*.py"))
    assert len(sources) >= 10
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert "random" not in names, f"{path.name} imports random"
