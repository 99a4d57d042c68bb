"""Opening and closing rounds on the ``rounds`` topic.

A round is opened with a root seed and θ. The open message always carries a
commitment ``sha256(round_id : root_seed : θ hash)``; the seed itself is published
at open only when it was given or drawn for this round (public mode). In secret mode
(the setting ``root_seed``) the round's seed is derived from the secret and the round
id (``round_seed``), stays secret until the round closes, and the close message reveals
only that per-round seed: anyone can then check the commitment and regenerate the
round, while the secret, and so every later round's seed, stays unpredictable.

Opening is atomic: the open message's id is fixed by the round it follows
(``open_id``), so when two processes open at the same instant (both saw the same last
round) the bus keeps exactly one of the two appends; the other process reads the
winner back and is told. A close message's id is fixed by its round, so a round is
closed once however many processes close it.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime

from shared.bus import Bus, envelope_for
from shared.bus.scan import payloads
from shared.errors import InputError, NotFoundError
from shared.messages.envelope import derive_id
from shared.messages.rounds import RoundControl
from shared.messages.topics import ROUNDS
from shared.rounds.seeds import derive_seed
from shared.rounds.theta import round_theta
from shared.settings import Settings

__all__ = [
    "RoundState",
    "close_id",
    "close_round",
    "commitment",
    "next_round_id",
    "open_id",
    "open_round",
    "round_seed",
    "round_states",
    "secret_root",
]

PRODUCER = "round-control"


def commitment(round_id: str, root_seed: int, theta_hash: str) -> str:
    """The hash an open message publishes in place of (or beside) the root seed."""
    return hashlib.sha256(f"{round_id}:{root_seed}:{theta_hash}".encode()).hexdigest()


def open_id(previous: str | None) -> str:
    """Message id of the open that follows round ``previous`` (``None``: the first round).

    Every opener that saw the same last round writes the same id, and the bus keeps one
    message per id: of two processes opening at once exactly one round is opened.
    """
    return derive_id(ROUNDS, "open-after", previous or "")


def close_id(round_id: str) -> str:
    """Message id of the close of ``round_id``: one close per round."""
    return derive_id(ROUNDS, "close", round_id)


def round_seed(root: int, round_id: str) -> int:
    """The seed of round ``round_id`` under the secret root: one-way, so revealing it at
    close tells nothing about the secret or about any other round's seed."""
    return derive_seed("round-seed", root, round_id)


def secret_root(settings: Settings) -> int | None:
    """The secret ``root_seed`` setting as a number (``None`` when unset)."""
    if settings.root_seed is None:
        return None
    try:
        return int(settings.root_seed.get_secret_value())
    except ValueError:
        raise InputError(
            "the root_seed setting is not an integer",
            field="root_seed",
            hint="set DYNEVAL_ROOT_SEED to a whole number",
        ) from None


@dataclass
class RoundState:
    """A round as the ``rounds`` topic tells it."""

    round_id: str
    opened: RoundControl
    closed: RoundControl | None = None

    @property
    def is_open(self) -> bool:
        """Whether the round has not been closed yet."""
        return self.closed is None

    @property
    def revealed_seed(self) -> int | None:
        """The root seed once published (at open in public mode, else at close)."""
        if self.opened.root_seed is not None:
            return self.opened.root_seed
        return self.closed.root_seed if self.closed else None


async def round_states(bus: Bus) -> dict[str, RoundState]:
    """Every round on the topic, in order of opening (by open time: on a partitioned
    topic the offsets of different rounds do not say which came first)."""
    states: dict[str, RoundState] = {}
    async for control in payloads(bus, ROUNDS, RoundControl):
        if control.action == "open":
            states.setdefault(control.round_id, RoundState(control.round_id, control))
        elif control.round_id in states and states[control.round_id].closed is None:
            states[control.round_id].closed = control
    return dict(sorted(states.items(), key=lambda kv: kv[1].opened.at))


async def open_round(
    bus: Bus,
    settings: Settings,
    *,
    seed: int | None = None,
    round_id: str | None = None,
    parent_id: str | None = None,
) -> RoundControl:
    """Publish a round-open message; returns it. Only one round is open at a time.

    ``parent_id`` is recorded on the envelope (the job that opened the round). When
    another process opened a round at the same moment, nothing is opened and an
    ``InputError`` names the round it opened.
    """
    states = await round_states(bus)
    still_open = [s.round_id for s in states.values() if s.is_open]
    if still_open:
        raise InputError(
            f"round {still_open[-1]} is still open",
            hint=f"close it first: dyneval round close {still_open[-1]}",
        )
    rid = round_id or next_round_id(states)
    if rid in states:
        raise InputError(f"round {rid} already exists", hint="choose another --round id")
    secret = secret_root(settings) if seed is None else None
    if secret is not None:
        root = round_seed(secret, rid)
    else:
        root = seed if seed is not None else secrets.randbits(63)
    theta = round_theta(settings)
    theta_hash = theta.content_hash()
    control = RoundControl(
        action="open",
        round_id=rid,
        at=datetime.now(UTC),
        theta_hash=theta_hash,
        commitment=commitment(rid, root, theta_hash),
        root_seed=None if secret is not None else root,
        config=theta.qagen.model_dump(),
    )
    previous = list(states)[-1] if states else None
    envelope = envelope_for(
        ROUNDS, control, key=rid, producer=PRODUCER, id=open_id(previous), round_id=rid,
        parent_id=parent_id, theta_hash=theta_hash,
    )  # fmt: skip
    await bus.append(ROUNDS, [envelope])
    # read back: on a bus that keeps duplicates (Kafka) the first open in the log wins
    won = (await round_states(bus)).get(rid)
    if won is None or won.opened.commitment != control.commitment or won.opened.at != control.at:
        winner = next((s.round_id for s in (await round_states(bus)).values() if s.is_open), rid)
        raise InputError(
            f"another process opened round {winner} at the same moment; this one opened nothing",
            hint=f"use round {winner}, or close it first: dyneval round close {winner}",
        )
    return control


def next_round_id(states: dict[str, RoundState]) -> str:
    """The id the next round gets by default (``r0001``, ``r0002`` ...)."""
    number = len(states) + 1
    while f"r{number:04d}" in states:
        number += 1
    return f"r{number:04d}"


async def close_round(
    bus: Bus,
    settings: Settings,
    round_id: str | None = None,
    *,
    reveal: bool = True,
    model_usage: Mapping[str, Mapping[str, float]] | None = None,
) -> RoundControl:
    """Publish a round-close message revealing the seed; returns it.

    A secret round is revealed only with the seed its commitment names; ``reveal=False``
    closes a round whose secret this process does not hold, leaving it unverifiable.
    ``model_usage`` (per stage) goes into the round's report.
    """
    states = await round_states(bus)
    if round_id is None:
        open_ids = [s.round_id for s in states.values() if s.is_open]
        if not open_ids:
            raise NotFoundError("no round is open", hint="open one: dyneval round open")
        round_id = open_ids[-1]
    state = states.get(round_id)
    if state is None:
        raise NotFoundError(f"no round {round_id!r}", hint="list rounds: dyneval round list")
    if not state.is_open:
        raise InputError(f"round {round_id} is already closed")
    seed = state.opened.root_seed
    secret = secret_root(settings) if seed is None and reveal else None
    if secret is not None:
        seed = round_seed(secret, round_id)
        if commitment(round_id, seed, state.opened.theta_hash) != state.opened.commitment:
            raise InputError(
                f"the root_seed setting does not match round {round_id}'s commitment",
                field="root_seed",
                hint="close the round with the root seed it was opened with",
            )
    control = RoundControl(
        action="close",
        round_id=round_id,
        at=datetime.now(UTC),
        theta_hash=state.opened.theta_hash,
        commitment=state.opened.commitment,
        root_seed=seed,
        model_usage={stage: dict(spent) for stage, spent in (model_usage or {}).items()},
    )
    envelope = envelope_for(
        ROUNDS, control, key=round_id, producer=PRODUCER, id=close_id(round_id),
        round_id=round_id, theta_hash=state.opened.theta_hash,
    )  # fmt: skip
    await bus.append(ROUNDS, [envelope])
    # of two closes at once one lands; both callers get the close that did
    closed = (await round_states(bus))[round_id].closed
    return closed if closed is not None else control
