"""Can the terminal show ♠♥♦♣ and box lines?  Decided from the locale variables.

Python coerces the C locale to UTF-8 (PEP 538), so ``sys.stdout.encoding`` says "utf-8" even
under ``LANG=C``: the variables are read instead, the way the C library does — the first
of ``LC_ALL``, ``LC_CTYPE``, ``LANG`` that is set and not empty decides.  "C", "POSIX" or a
charset that is not UTF-8 means the terminal is set up for plain ASCII; none set at all
means Unicode (what almost every terminal shows today).  No Textual here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final

#: The variables that choose the character set, strongest first.
LOCALE_VARIABLES: Final = ("LC_ALL", "LC_CTYPE", "LANG")
#: What Python sets ``LC_CTYPE`` to when it coerces the C locale (PEP 538).
COERCED: Final = frozenset({"C.UTF-8", "C.utf8", "UTF-8"})
#: The environment the process was started with, before Python changed it (Linux).
START_ENVIRONMENT: Final = Path("/proc/self/environ")


def without_coercion(env: Mapping[str, str]) -> dict[str, str]:
    """``env`` without the ``LC_CTYPE`` Python adds when it coerces the C locale.

    Python sets it only when ``LC_ALL`` is unset and the locale would be "C", so a coercion
    target there without ``LC_ALL`` is taken as Python's, not the user's.

    >>> without_coercion({"LANG": "C", "LC_CTYPE": "C.UTF-8"})
    {'LANG': 'C'}
    """
    out = dict(env)
    if not out.get("LC_ALL") and out.get("LC_CTYPE") in COERCED:
        del out["LC_CTYPE"]
    return out


def start_environment(
    env: Mapping[str, str] | None = None, path: Path | None = None
) -> dict[str, str]:
    """The locale variables as the terminal gave them: read from ``path`` (the process's
    environment at exec, untouched by Python) where the system has it, else ``env`` (by
    default ``os.environ``) without Python's coercion."""
    try:
        raw = (START_ENVIRONMENT if path is None else path).read_bytes()
    except OSError:
        return without_coercion(os.environ if env is None else env)
    found: dict[str, str] = {}
    for entry in raw.split(b"\0"):
        name, sep, value = entry.partition(b"=")
        if sep and name.decode("ascii", "replace") in LOCALE_VARIABLES:
            found[name.decode("ascii")] = value.decode("utf-8", "replace")
    return found


def _is_utf8(charset: str) -> bool:
    return charset.lower().replace("-", "").replace("_", "") in {"utf8"}


def ascii_locale(env: Mapping[str, str]) -> str | None:
    """The setting that rules out Unicode, as ``"LANG=C"``; None when Unicode is fine.

    >>> ascii_locale({"LANG": "C"})
    'LANG=C'
    >>> ascii_locale({"LC_ALL": "en_US.UTF-8", "LANG": "C"}) is None
    True
    >>> ascii_locale({}) is None
    True
    """
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        locale_name = value.split("@", 1)[0]
        if locale_name in {"C", "POSIX"}:
            return f"{name}={value}"
        if "." not in locale_name:
            # "en_US" without a charset is ISO-8859-1 in the C library.
            return f"{name}={value}"
        if not _is_utf8(locale_name.rsplit(".", 1)[1]):
            return f"{name}={value}"
        return None
    return None
