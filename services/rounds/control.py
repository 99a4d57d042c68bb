"""Opening and closing rounds on the ``rounds`` topic.

A round is opened with a root seed and θ. The open message always carries a
commitment ``sha256(round_id : root_seed : θ hash)``; the seed itself is published
at open only when it was given or drawn for this round (public mode). In secret mode
(the setting ``root_seed``) the round's seed is derived from the secret and the round
id (``round_seed``), stays secret until the round closes, and the close message reveals
only that per-round seed: anyone can then check the commitment and regenerate the
round, while the secret, and so every later round's seed, stays unpredictable.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime

from services.qagen.seeds import derive_seed
from services.qagen.theta import round_theta
from shared.bus import Bus, envelope_for
from shared.bus.scan import payloads
from shared.errors import InputError, NotFoundError
from shared.messages.rounds import RoundControl
from shared.messages.topics import ROUNDS
from shared.settings import Settings

__all__ = [
    "RoundState",
    "close_round",
    "commitment",
    "open_round",
    "round_seed",
    "round_states",
    "secret_root",
]

PRODUCER = "round-control"


def commitment(round_id: str, root_seed: int, theta_hash: str) -> str:
    """The hash an open message publishes in place of (or beside) the root seed."""
    return hashlib.sha256(f"{round_id}:{root_seed}:{theta_hash}".encode()).hexdigest()


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
        elif control.round_id in states:
            states[control.round_id].closed = control
    return dict(sorted(states.items(), key=lambda kv: kv[1].opened.at))


async def open_round(
    bus: Bus, settings: Settings, *, seed: int | None = None, round_id: str | None = None
) -> RoundControl:
    """Publish a round-open message; returns it. Only one round is open at a time."""
    states = await round_states(bus)
    still_open = [s.round_id for s in states.values() if s.is_open]
    if still_open:
        raise InputError(
            f"round {still_open[-1]} is still open",
            hint=f"close it first: dyneval round close {still_open[-1]}",
        )
    rid = round_id or f"r{len(states) + 1:04d}"
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
    await bus.append(
        ROUNDS,
        [
            envelope_for(
                ROUNDS, control, key=rid, producer=PRODUCER, round_id=rid, theta_hash=theta_hash
            )
        ],
    )
    return control


async def close_round(
    bus: Bus, settings: Settings, round_id: str | None = None, *, reveal: bool = True
) -> RoundControl:
    """Publish a round-close message revealing the seed; returns it.

    A secret round is revealed only with the seed its commitment names; ``reveal=False``
    closes a round whose secret this process does not hold, leaving it unverifiable.
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
    )
    await bus.append(
        ROUNDS,
        [
            envelope_for(
                ROUNDS,
                control,
                key=round_id,
                producer=PRODUCER,
                round_id=round_id,
                theta_hash=state.opened.theta_hash,
            )
        ],
    )
    return control
