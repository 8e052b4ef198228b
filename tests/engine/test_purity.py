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
