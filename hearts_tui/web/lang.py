"""The language of the page and of its game: as ``hearts`` chooses it."""

from __future__ import annotations


def speak(asked: str | None = None) -> None:
    """Speak the language ``--lang`` asked for, else the Settings choice (read now: it may
    have changed in the game), else the locale's."""
    from ..store.paths import config_dir
    from ..store.settings import peek_language
    from ..words.language import choose, use

    use(choose(peek_language(config_dir()), asked))
