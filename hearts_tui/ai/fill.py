"""Deal cards into slots under every constraint, even where a random deal jams.

The hard players imagine the cards a seat has not seen dealt into *slots* (the other seats,
and the stock, kitty or rest), each slot taking exactly as many as it has room for.  What
the seat knows limits where a card may go, and depends only on the card's *kind* (its suit;
the Q♠ is a group of its own but shares the spades' limits):

* a group of cards may go only to its ``allowed`` slots (a seat void in the suit, or one
  known not to hold the Q♠, is not allowed);
* a slot takes at most ``caps[slot][kind]`` cards of a kind (Domino's draws say a seat holds
  at most so many of a suit).

The samplers deal at random first, each card to a slot weighted by the room left there, and
that rarely jams.  When it does, :func:`deal` finds a deal that breaks nothing.  Which
group's cards go how many to which slot is a transportation problem, solved as a max flow::

    source --need--> group --(allowed: unbounded)--> (slot, kind) --cap--> slot --room--> sink

:func:`fill` solves it, starting from any partial deal that breaks nothing (augmenting
paths move as few cards as they must); :func:`deal` starts it from a random greedy deal
that skips the cards that do not fit, then deals each group's actual cards at random into
the counts found.  The same ``Rng`` gives the same deal.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from itertools import pairwise

from hearts_tui.engine.rng import Rng

__all__ = ["Card", "NoDeal", "deal", "draw_slot", "fill"]

#: A card to deal: ``(index, kind, allowed)`` — its index (returned as given), the kind
#: whose caps it counts against, and the slots it may go to (bit ``slot`` set).
Card = tuple[int, int, int]


class NoDeal(ValueError):
    """No deal fits the constraints: what the seat "knows" contradicts itself."""


def fill(
    need: Sequence[int],
    kinds: Sequence[int],
    allowed: Sequence[int],
    room: Sequence[int],
    caps: Sequence[Sequence[int]] | None = None,
    start: Sequence[Sequence[int]] | None = None,
) -> list[list[int]] | None:
    """How many cards of each group go to each slot: ``counts[group][slot]``, with every
    group's ``need`` placed, every slot's ``room`` filled exactly, each group only in its
    ``allowed`` slots (a bit mask) and no slot over ``caps[slot][kind]`` for any kind
    (``caps=None``: no limits but the room).  ``None`` when no such counts exist.

    ``start`` (counts of the same shape, breaking no constraint, not necessarily complete)
    is kept as far as it can be: only the cards on augmenting paths move.

    >>> fill([2, 1], [0, 1], [0b11, 0b01], [1, 2])  # group 1 fits slot 0 only
    [[0, 2], [1, 0]]
    >>> fill([2], [0], [0b11], [1, 1], caps=[[0], [9]]) is None  # slot 0 takes none
    True
    """
    groups = len(need)
    slots = len(room)
    if sum(need) != sum(room):
        return None
    kind_list = sorted(set(kinds))
    kind_at = {kind: at for at, kind in enumerate(kind_list)}
    # Nodes: 0 the source, 1 + g the groups, then a bucket per (slot, kind), the slots,
    # and the sink.
    first_bucket = 1 + groups
    first_slot = first_bucket + slots * len(kind_list)
    sink = first_slot + slots
    size = sink + 1
    cap: list[dict[int, int]] = [{} for _ in range(size)]

    def edge(a: int, b: int, amount: int) -> None:
        cap[a][b] = cap[a].get(b, 0) + amount
        cap[b].setdefault(a, 0)

    def bucket(slot: int, kind: int) -> int:
        return first_bucket + slot * len(kind_list) + kind_at[kind]

    total = sum(need)
    for group in range(groups):
        edge(0, 1 + group, need[group])
        for slot in range(slots):
            if allowed[group] >> slot & 1 and room[slot]:
                edge(1 + group, bucket(slot, kinds[group]), total)
    for slot in range(slots):
        for kind in kind_list:
            limit = room[slot] if caps is None else min(room[slot], caps[slot][kind])
            if limit > 0:
                edge(bucket(slot, kind), first_slot + slot, limit)
        edge(first_slot + slot, sink, room[slot])

    def push(path: Sequence[int], amount: int) -> None:
        for a, b in pairwise(path):
            cap[a][b] -= amount
            cap[b][a] += amount

    flow = 0
    if start is not None:
        for group in range(groups):
            for slot in range(slots):
                amount = start[group][slot]
                if not amount:
                    continue
                route = (0, 1 + group, bucket(slot, kinds[group]), first_slot + slot, sink)
                if any(cap[a].get(b, 0) < amount for a, b in pairwise(route)):
                    raise ValueError(f"the start {start!r} breaks the constraints")
                push(route, amount)
                flow += amount
    while flow < total:
        # Breadth first: a shortest augmenting path in the residual network.
        parent = {0: 0}
        queue = deque([0])
        while queue and sink not in parent:
            node = queue.popleft()
            for nxt, left in cap[node].items():
                if left > 0 and nxt not in parent:
                    parent[nxt] = node
                    queue.append(nxt)
        if sink not in parent:
            return None
        path = [sink]
        while path[-1]:
            path.append(parent[path[-1]])
        path.reverse()
        amount = min(cap[a][b] for a, b in pairwise(path))
        push(path, amount)
        flow += amount
    # The flow on group -> bucket edges is what the reverse edges hold.
    counts = [[0] * slots for _ in range(groups)]
    for group in range(groups):
        for slot in range(slots):
            node = bucket(slot, kinds[group])
            if node in cap[1 + group]:
                counts[group][slot] = cap[node][1 + group]
    return counts


def deal(
    rng: Rng,
    cards: Sequence[Card],
    room: Sequence[int],
    caps: Sequence[Sequence[int]] | None = None,
) -> list[list[int]]:
    """The cards dealt into the slots, each slot's indices as a list, breaking no
    constraint (see :func:`fill`); raises :class:`NoDeal` when none can.

    Cards alike for the constraints (same kind, same allowed slots) form a group.  A random
    greedy deal of the groups (weighted by the room left, skipping a card where nothing
    fits) starts the flow, which then places the rest; each group's cards are then
    shuffled into the counts.
    """
    members: dict[tuple[int, int], list[int]] = {}
    for index, kind, slots_allowed in cards:
        members.setdefault((kind, slots_allowed), []).append(index)
    # The most constrained groups first, as the samplers deal.
    keys = sorted(members, key=lambda key: (key[1].bit_count(), key))
    need = [len(members[key]) for key in keys]
    kinds = [kind for kind, _ in keys]
    allowed = [mask for _, mask in keys]
    slots = len(room)
    left = list(room)
    left_caps = [list(row) for row in caps] if caps is not None else None
    start = [[0] * slots for _ in keys]
    for group, (kind, mask) in enumerate(keys):
        for _ in range(need[group]):
            fits = mask
            if left_caps is not None:
                for slot in range(slots):
                    if left_caps[slot][kind] <= 0:
                        fits &= ~(1 << slot)
            slot = draw_slot(rng, left, fits)
            if slot < 0:
                continue
            start[group][slot] += 1
            if left_caps is not None:
                left_caps[slot][kind] -= 1
    counts = fill(need, kinds, allowed, room, caps, start)
    if counts is None:
        raise NoDeal(
            f"no deal of {len(cards)} cards fits the room {list(room)}"
            f" and the constraints {sorted(members.items())}"
        )
    dealt: list[list[int]] = [[] for _ in range(slots)]
    for group, key in enumerate(keys):
        group_cards = members[key][:]
        rng.shuffle(group_cards)
        at = 0
        for slot in range(slots):
            dealt[slot] += group_cards[at : at + counts[group][slot]]
            at += counts[group][slot]
    return dealt


def draw_slot(rng: Rng, room: list[int], allowed: int) -> int:
    """One of the ``allowed`` slots at random, weighted by the room left in each, which
    then has one place less; -1 (and no number drawn) when none of them has room."""
    slots = range(len(room))
    total = 0
    for slot in slots:
        if allowed >> slot & 1:
            total += room[slot]
    if not total:
        return -1
    pick = rng.below(total)
    for slot in slots:
        if allowed >> slot & 1:
            pick -= room[slot]
            if pick < 0:
                break
    room[slot] -= 1
    return slot
