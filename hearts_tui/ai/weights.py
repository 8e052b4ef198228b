r"""Fitted weights of a linear model, as the learned player's data files ship them.

A file holds the names of the model's facts and one weight a name (``{"features": [...],
"weights": [...]}``); it is read in pure Python (numpy only fits it, in the scripts).  The
names must be the model's own, in its order: weights fitted for other facts are refused
rather than misread.

>>> class Tiny(Weights):
...     FEATURE_NAMES = ("a", "b")
>>> Tiny.from_json('{"features": ["a", "b"], "weights": [0.5, -1]}').weights
[0.5, -1.0]
>>> Tiny([0.123456, -0.0]).to_json("an example")
'{\n"about": "an example",\n"features": [\n"a",\n"b"\n],\n"weights": [\n0.1235,\n0.0\n]\n}\n'
>>> Tiny.from_json('{"features": ["b", "a"], "weights": [0.5, -1]}')
Traceback (most recent call last):
ValueError: the weights were fitted for other features; rebuild them
"""

from __future__ import annotations

import json
from typing import ClassVar, Self

__all__ = ["Weights"]


class Weights:
    """The fitted weights, one per name of the class's :attr:`FEATURE_NAMES`."""

    __slots__ = ("weights",)

    #: The names of the model's facts, in the order of its weights.
    FEATURE_NAMES: ClassVar[tuple[str, ...]] = ()

    def __init__(self, weights: list[float]) -> None:
        if len(weights) != len(self.FEATURE_NAMES):
            raise ValueError(f"expected {len(self.FEATURE_NAMES)} weights, got {len(weights)}")
        self.weights = weights

    @classmethod
    def from_json(cls, text: str) -> Self:
        data = json.loads(text)
        if tuple(data["features"]) != cls.FEATURE_NAMES:
            raise ValueError("the weights were fitted for other features; rebuild them")
        return cls([float(w) for w in data["weights"]])

    def to_json(self, about: str) -> str:
        """The file :meth:`from_json` reads, each weight to four decimals (what the fit
        scripts write: the same fit gives the same bytes)."""
        data = {
            "about": about,
            "features": list(self.FEATURE_NAMES),
            "weights": [round(w, 4) + 0.0 for w in self.weights],
        }
        return json.dumps(data, indent=0) + "\n"
