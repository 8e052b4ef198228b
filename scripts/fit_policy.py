"""Fit the learned policy (:mod:`hearts_tui.ai.learned`) to ``hard-v1``'s choices and write
its weights to ``hearts_tui/ai/data/learned_policy.json``.

A conditional logit: at each decision with two or more options, the chance of each option
is the softmax of its score (the sum of the weights of its features), and the weights
maximise the log-likelihood of the card ``hard-v1`` played, less an L2 penalty.  Fitted by
full-batch Adam for a fixed number of steps from zero weights, so the same data always give
the same file.  Needs numpy (``pip install -e '.[train]'``); playing does not.

    nice -n 19 python scripts/fit_policy.py            # plays the hands first if missing

Without ``learned-data/train.jsonl`` it first plays the training hands
(``scripts/learned_data.py``: 300 hands from code 20000, about 7 minutes of one core's time;
the fit itself takes well under a minute).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parent))
from learned_data import DATA_DIR, TRAIN_FIRST, play_hand, positions, read_hands

from hearts_tui.ai.learned import FEATURE_NAMES, Model, features, options_of
from hearts_tui.ai.situation import situation_of_view

OUT = Path(__file__).resolve().parent.parent / "hearts_tui" / "ai" / "data" / "learned_policy.json"
#: Training hands played when the data file is missing.
HANDS = 300


class Data:
    """Decisions as flat arrays: each option row's feature ids, each decision's rows."""

    def __init__(self, hands: list[dict[str, object]]) -> None:
        ids: list[int] = []
        id_rows: list[int] = []
        starts: list[int] = []
        labels: list[int] = []
        picks: list[int] = []
        stages: list[int] = []
        #: Decisions with a single option (the search plays it at once): how many, and how
        #: many of them the normal player gets right.
        self.forced = [0, 0, 0]
        rows = 0
        for line in hands:
            for view, card in positions(line):
                if len(view.legal) < 2:
                    continue
                sit = situation_of_view(view)
                options, pick = options_of(sit)
                stage = min(2, len(view.tricks) * 3 // (len(view.tricks) + len(view.hand)))
                if len(options) < 2:
                    self.forced[0] += 1
                    self.forced[1] += pick == card
                    self.forced[2] += options[0] == card
                    continue
                if card not in options:
                    continue
                stages.append(stage)
                starts.append(rows)
                labels.append(rows + options.index(card))
                picks.append(rows + options.index(pick))
                for row in features(sit, options, pick):
                    ids.extend(row)
                    id_rows.extend([rows] * len(row))
                    rows += 1
        self.ids = np.array(ids, dtype=np.int64)
        self.id_rows = np.array(id_rows, dtype=np.int64)
        self.starts = np.array(starts, dtype=np.int64)
        self.labels = np.array(labels, dtype=np.int64)
        #: The normal player's card, per decision (its top-1, the baseline).
        self.picks = np.array(picks, dtype=np.int64)
        self.stages = np.array(stages, dtype=np.int64)
        self.rows = rows
        # Each row's decision, for the per-decision softmax.
        self.decision = np.repeat(np.arange(len(starts)), np.diff(np.append(self.starts, rows)))

    def __len__(self) -> int:
        return len(self.starts)

    def scores(self, w: NDArray[np.float64]) -> NDArray[np.float64]:
        return np.bincount(self.id_rows, weights=w[self.ids], minlength=self.rows)

    def loss_grad(self, w: NDArray[np.float64], l2: float) -> tuple[float, NDArray[np.float64]]:
        s = self.scores(w)
        top = np.maximum.reduceat(s, self.starts)
        e = np.exp(s - top[self.decision])
        z = np.add.reduceat(e, self.starts)
        p = e / z[self.decision]
        n = len(self)
        loss = float(-(s[self.labels] - top - np.log(z)).sum() / n + l2 * (w @ w))
        g_rows = p.copy()
        g_rows[self.labels] -= 1.0
        grad = np.bincount(self.ids, weights=g_rows[self.id_rows], minlength=len(w)) / n
        return loss, grad + 2 * l2 * w

    def hits(self, w: NDArray[np.float64]) -> NDArray[np.bool_]:
        s = self.scores(w)
        best = []
        for (start, end), pick in zip(self.spans(), self.picks.tolist(), strict=True):
            top = int(np.argmax(s[start:end])) + start
            best.append(pick if s[pick] >= s[top] else top)  # the pick wins a tie
        return np.array(best) == self.labels

    def report(self, w: NDArray[np.float64]) -> str:
        """Top-1 of the fit and of the normal player over every decision with a choice of
        cards (those with a single option included), and with two options or more by
        stage of the hand."""
        hits = self.hits(w)
        normal = self.picks == self.labels
        total = len(self) + self.forced[0]
        mine = (hits.sum() + self.forced[2]) / total
        theirs = (normal.sum() + self.forced[1]) / total
        parts = [f"top-1 fit {mine:.1%}, normal {theirs:.1%} on {total} decisions; options>1:"]
        for stage in range(3):
            on = self.stages == stage
            parts.append(f"stage {stage} {hits[on].mean():.1%}/{normal[on].mean():.1%}")
        return " ".join(parts)

    def spans(self) -> list[tuple[int, int]]:
        ends = [*self.starts[1:].tolist(), self.rows]
        return list(zip(self.starts.tolist(), ends, strict=True))


def fit(data: Data, *, steps: int, rate: float, l2: float) -> NDArray[np.float64]:
    """Adam from zero weights for ``steps`` full-batch steps (deterministic)."""
    w = np.zeros(len(FEATURE_NAMES))
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for step in range(1, steps + 1):
        _, g = data.loss_grad(w, l2)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        w -= rate * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    return w


def write(w: NDArray[np.float64], path: Path, hands: int) -> None:
    about = (
        f"hearts_tui.ai.learned weights: fitted to hard-v1 on {hands} hands (scripts/fit_policy.py)"
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Model([float(x) for x in w]).to_json(about))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA_DIR / "train.jsonl")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--rate", type=float, default=0.05)
    parser.add_argument("--l2", type=float, default=1e-3)
    parser.add_argument("--heldout", type=Path, help="a data file to report top-1 on")
    args = parser.parse_args()
    start = time.perf_counter()
    if not args.data.exists():
        args.data.parent.mkdir(parents=True, exist_ok=True)
        with args.data.open("w") as f:
            for number in range(TRAIN_FIRST, TRAIN_FIRST + HANDS):
                f.write(json.dumps(play_hand(number), separators=(",", ":")) + "\n")
        print(f"played {HANDS} hands in {time.perf_counter() - start:.0f} s")
    hands = read_hands(args.data)
    data = Data(hands)
    print(f"{len(data)} decisions from {len(hands)} hands ({time.perf_counter() - start:.0f} s)")
    w = fit(data, steps=args.steps, rate=args.rate, l2=args.l2)
    print(f"train: {data.report(w)} ({time.perf_counter() - start:.0f} s)")
    if args.heldout:
        held = Data(read_hands(args.heldout))
        print(f"held-out: {held.report(w)}")
    write(w, args.out, len(hands))
    print(f"wrote {args.out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
