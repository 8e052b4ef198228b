"""The learned player's two weight files are read and written by one class (ai/weights.py):
what the fit scripts write is what the game reads, byte for byte."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from hearts_tui.ai.learned import Model
from hearts_tui.ai.pass_value import PassModel
from hearts_tui.ai.weights import Weights


@pytest.mark.parametrize(
    ("model", "name"), [(Model, "learned_policy.json"), (PassModel, "pass_value.json")]
)
def test_a_shipped_weights_file_is_written_back_to_the_same_bytes(
    model: type[Weights], name: str
) -> None:
    text = resources.files("hearts_tui.ai").joinpath(f"data/{name}").read_text()
    read = model.from_json(text)
    assert read.to_json(json.loads(text)["about"]) == text
