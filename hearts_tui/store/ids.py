"""Game ids: the one check every store file goes through, and the id a bad one gets.

An id names a shelf file (``unfinished/<id>.json``) and tells games apart in the
statistics, so it must be safe as a file name on every system: 1 to 64 of
``A-Z a-z 0-9 _ -`` (ids written by hearts are 16 hex digits).  Any other id found in a
file (``"a b"``, ``"é"``, ``"../../etc/passwd"``) is replaced with :func:`id_for`, an id
derived from it: the same file gives the same id at every read, so the shelf can find it
again and the statistics count its game once.

>>> valid_id("3f9a0c1d2b4e5f60"), valid_id("../../etc/passwd"), valid_id("a b")
(True, False, False)
>>> id_for("3f9a0c1d2b4e5f60")
'3f9a0c1d2b4e5f60'
>>> id_for("a b") == id_for("a b") and valid_id(id_for("a b"))
True
"""

from __future__ import annotations

import hashlib
import re
import uuid
from typing import Final

#: The longest game id believed.
MAX_ID: Final = 64
_ID: Final = re.compile(r"[0-9A-Za-z_-]{1,64}")


def new_id() -> str:
    """A fresh id telling one game apart from a replay of the same code."""
    return uuid.uuid4().hex[:16]


def valid_id(value: object) -> bool:
    """Whether ``value`` is an id hearts can use (and name a file with)."""
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def id_for(value: object) -> str:
    """``value`` if it is a valid id; else a valid id derived from it (the same each time)
    for a string, a fresh one for anything else."""
    if valid_id(value):
        assert isinstance(value, str)
        return value
    if not isinstance(value, str):
        return new_id()
    digest = hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()
    return digest[:16]
