"""How many examples a property test tries, under the hypothesis profile in force.

``tests/conftest.py`` registers two profiles: ``ci`` (hypothesis's own, which it loads when
the CI variable is set: every property at its full count, as does ``default`` outside CI)
and ``dev`` (a fifth of the examples, for the edit loop: ``HYPOTHESIS_PROFILE=dev`` or
``--hypothesis-profile=dev``).  A test that sets its own
count writes ``settings(max_examples=examples(300))``: 300 under ``ci``, 60 under ``dev``.
"""

from __future__ import annotations

from hypothesis import settings

#: The ``ci`` and ``default`` profiles' count: a test's count is scaled against it.
FULL = 100


def examples(full: int, profile: settings | None = None) -> int:
    """``full`` examples under the ``ci`` profile, in proportion under another (at least 5).

    ``profile`` is the one loaded (``settings.default``) unless given.
    """
    scaled = full * (profile or settings.default).max_examples // FULL
    return max(min(full, 5), scaled)
