"""``dyneval round verify``: prove a closed round's items were not cherry-picked.

Two checks, both from what is on the topics:

1. **Commitment.** The seed revealed at close, with the round's θ hash, hashes to the
   commitment published at open (so the seed was fixed before the round began).
2. **Regeneration.** The round is replayed in a scratch data folder through the real
   ``qagen`` and ``judge`` services with that seed and θ: qagen is given the claim
   buckets the round was generated from and the open message; the judge the items it
   had accepted in earlier rounds (its repeat check depends on them), then the
   regenerated candidates in the order it judged the published ones (the production
   time of each verdict: an exact repeat across graphs loses to whichever came first,
   and Kafka partitions interleave). The regenerated candidates and accepted items must
   equal the published ones byte for byte (the canonical ``items`` export, by item id).

Which claims a round used: for every graph, its latest buckets appended before the round
opened (qagen keeps the latest per graph and generates for all of them at open), then
any buckets appended while the round was open, in order. The controller lets the
pipeline catch up before it opens a round, so this is exactly qagen's view; a round
opened by hand while claims were still being built may not verify.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from services.judge.service import build as build_judge
from services.qagen.service import build as build_qagen
from shared.bus import Bus, LocalBus, envelope_for
from shared.bus.scan import records
from shared.errors import InputError, NotFoundError
from shared.messages.envelope import Envelope
from shared.messages.qa import JudgedItem, QAItem
from shared.messages.rounds import RoundControl
from shared.messages.topics import (
    ACCEPTED,
    CANDIDATES,
    CLAIMS,
    JUDGE_BY_QUESTION,
    REJECTED,
    ROUNDS,
)
from shared.rounds.control import RoundState, commitment, round_states
from shared.rounds.export import accepted_items, render_export
from shared.rounds.theta import round_theta
from shared.runtime import LocalRuntime
from shared.settings import Settings

__all__ = ["Verification", "verify_round"]


@dataclass
class Verification:
    """The outcome of verifying one round."""

    round_id: str
    seed: int
    theta_hash: str
    commitment_ok: bool
    theta_ok: bool
    published: int = 0
    """Accepted items published for the round."""
    regenerated: int = 0
    """Accepted items the replay produced."""
    candidates_published: int = 0
    candidates_regenerated: int = 0
    claims_replayed: int = 0
    """Claim-bucket versions given to the replay's qagen."""
    history: int = 0
    """Earlier rounds' accepted items given to the replay's judge."""
    history_ok: bool = True
    """Whether the replay's judge accepted every earlier item again."""
    missing: list[str] = field(default_factory=list)
    """Published item ids the replay did not produce."""
    extra: list[str] = field(default_factory=list)
    """Item ids the replay produced that were not published."""
    changed: list[str] = field(default_factory=list)
    """Item ids published with different content than the replay produced."""
    candidates_equal: bool = False
    items_equal: bool = False

    @property
    def ok(self) -> bool:
        """Whether the round verified: commitment and regeneration both match."""
        return self.commitment_ok and self.theta_ok and self.candidates_equal and self.items_equal

    def problems(self) -> list[str]:
        """What failed, one sentence each."""
        out = []
        if not self.commitment_ok:
            out.append(f"seed {self.seed} with θ {self.theta_hash[:12]} does not hash to the "
                       "commitment published at open")  # fmt: skip
        if not self.theta_ok:
            out.append(f"these settings give another θ than the round's {self.theta_hash[:12]}")
        if self.theta_ok and not self.candidates_equal:
            out.append(
                f"regenerated candidates differ from the published ones "
                f"({self.candidates_regenerated} vs {self.candidates_published})"
            )
        if self.theta_ok and not self.items_equal:
            out.append(
                f"accepted items differ: {len(self.missing)} published but not "
                f"regenerated, {len(self.extra)} regenerated but not published, "
                f"{len(self.changed)} changed"
            )
        if not self.history_ok:
            out.append("the replay's judge did not accept every earlier item again")
        return out

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready summary."""
        return {
            "round_id": self.round_id, "ok": self.ok, "seed": self.seed,
            "theta_hash": self.theta_hash, "commitment_ok": self.commitment_ok,
            "theta_ok": self.theta_ok, "published": self.published,
            "regenerated": self.regenerated, "candidates_published": self.candidates_published,
            "candidates_regenerated": self.candidates_regenerated,
            "claims_replayed": self.claims_replayed, "history": self.history,
            "history_ok": self.history_ok, "missing": self.missing, "extra": self.extra,
            "changed": self.changed, "problems": self.problems(),
        }  # fmt: skip


async def _records(bus: Bus, topic: str) -> list[tuple[float, Envelope]]:
    out: list[tuple[float, Envelope]] = []
    async for record in records(bus, topic):
        out.append((record.timestamp, record.envelope()))
    return out


def _control_times(rounds: list[tuple[float, Envelope]], round_id: str) -> tuple[float, float]:
    opened = closed = float("inf")
    for stamp, env in rounds:
        control = RoundControl.model_validate(env.payload)
        if control.round_id != round_id:
            continue
        if control.action == "open":
            opened = min(opened, stamp)
        else:
            closed = min(closed, stamp)
    return opened, closed


def _round_claims(
    claims: list[tuple[float, Envelope]], opened: float, closed: float
) -> tuple[list[Envelope], list[Envelope]]:
    """The buckets qagen held at open (latest per graph) and those that came while open."""
    latest: dict[str, Envelope] = {}
    during: list[Envelope] = []
    for stamp, env in claims:
        if stamp <= opened:
            latest[str(env.payload.get("graph_id", env.key))] = env
        elif stamp <= closed:
            during.append(env)
    return list(latest.values()), during


def _canonical(items: Sequence[QAItem]) -> dict[str, str]:
    return {
        item.item_id: json.dumps(item.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
        for item in items
    }


async def _candidates(bus: Bus, round_id: str) -> list[QAItem]:
    found: dict[str, QAItem] = {}
    for _, env in await _records(bus, CANDIDATES):
        item = QAItem.model_validate(env.payload)
        if item.round_id == round_id:
            found.setdefault(item.item_id, item)
    return [found[k] for k in sorted(found)]


async def _earlier_items(bus: Bus, states: dict[str, RoundState], round_id: str) -> list[QAItem]:
    """Items accepted in rounds opened before ``round_id``, in the order judged."""
    mine = states[round_id].opened.at
    earlier = {rid for rid, s in states.items() if s.opened.at < mine and rid != round_id}
    seen: set[str] = set()
    out = []
    for _, env in await _records(bus, ACCEPTED):
        item = JudgedItem.model_validate(env.payload).item
        if item.round_id in earlier and item.item_id not in seen:
            seen.add(item.item_id)
            out.append(item)
    return out


async def verify_round(
    bus: Bus,
    settings: Settings,
    round_id: str,
    *,
    seed: int | None = None,
    scratch_root: Path | None = None,
) -> Verification:
    """Verify ``round_id`` with its revealed seed (or ``seed``, to test a claimed one)."""
    states = await round_states(bus)
    state = states.get(round_id)
    if state is None:
        raise NotFoundError(f"no round {round_id!r}", hint="list rounds: dyneval round list")
    revealed = seed if seed is not None else state.revealed_seed
    if revealed is None:
        raise InputError(
            f"round {round_id} has not revealed its seed"
            + (" yet: it is still open" if state.is_open else ""),
            hint="a secret round reveals its seed when it closes: dyneval round close",
        )
    opened = state.opened
    theta_hash = round_theta(settings).content_hash()
    result = Verification(
        round_id=round_id,
        seed=revealed,
        theta_hash=opened.theta_hash,
        commitment_ok=opened.commitment is not None
        and commitment(round_id, revealed, opened.theta_hash) == opened.commitment,
        theta_ok=theta_hash == opened.theta_hash,
    )
    published = await accepted_items(bus, round_id)
    published_candidates = await _candidates(bus, round_id)
    result.published = len(published)
    result.candidates_published = len(published_candidates)
    if not result.theta_ok:
        return result
    opened_at, closed_at = _control_times(await _records(bus, ROUNDS), round_id)
    before, during = _round_claims(await _records(bus, CLAIMS), opened_at, closed_at)
    history = await _earlier_items(bus, states, round_id)
    result.claims_replayed = len(before) + len(during)
    result.history = len(history)
    root = scratch_root or settings.data_dir / "verify"
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f"{round_id}-", dir=root) as tmp:
        conf = settings.model_copy(
            update={"data_dir": Path(tmp), "root_seed": None,
                    "llm_cache_path": settings.llm_cache_file}
        )  # fmt: skip
        items, candidates, rejudged = await _replay(
            conf, opened, revealed, (before, during), history,
            await _judging_order(bus, round_id),
        )  # fmt: skip
    result.history_ok = rejudged == len(history)
    result.regenerated = len(items)
    result.candidates_regenerated = len(candidates)
    result.candidates_equal = _canonical(candidates) == _canonical(published_candidates)
    result.items_equal = render_export(items, "items") == render_export(published, "items")
    want, got = _canonical(published), _canonical(items)
    result.missing = sorted(set(want) - set(got))
    result.extra = sorted(set(got) - set(want))
    result.changed = sorted(k for k in set(want) & set(got) if want[k] != got[k])
    return result


async def _judging_order(bus: Bus, round_id: str) -> dict[str, float]:
    """When the judge took each candidate of the round: its first output's production time
    (stage 1's, on ``judge.by-question``, for an item the panel admitted)."""
    judged: dict[str, float] = {}
    for topic in (ACCEPTED, REJECTED, JUDGE_BY_QUESTION):
        for _, env in await _records(bus, topic):
            item = JudgedItem.model_validate(env.payload).item
            if item.round_id == round_id:
                stamp = env.produced_at.timestamp()
                judged[item.item_id] = min(stamp, judged.get(item.item_id, stamp))
    return judged


async def _replay(
    conf: Settings,
    opened: RoundControl,
    seed: int,
    claims: tuple[list[Envelope], list[Envelope]],
    history: list[QAItem],
    judged_at: dict[str, float],
) -> tuple[list[QAItem], list[QAItem], int]:
    """Regenerate the round in ``conf.data_dir``: qagen on the round's claims, then the judge
    on the earlier items and the regenerated candidates, in the order the original judge
    took them (an exact repeat across graphs is rejected after whichever came first; on
    Kafka partitions interleave). Returns the accepted items, the candidates and how many
    of the ``history`` items the judge accepted again."""
    rid = opened.round_id
    before, during = claims
    generated = LocalBus(conf.data_dir / "qagen.db")
    qagen = LocalRuntime(generated, [build_qagen(conf)], conf)
    try:
        await generated.append(CLAIMS, before)
        await qagen.run_until_idle()
        control = opened.model_copy(update={"root_seed": seed})
        await generated.append(
            ROUNDS,
            [
                envelope_for(
                    ROUNDS,
                    control,
                    key=rid,
                    producer="verify",
                    round_id=rid,
                    theta_hash=opened.theta_hash,
                )
            ],
        )
        await qagen.run_until_idle()
        await generated.append(CLAIMS, during)
        await qagen.run_until_idle()
        fresh = [env for _, env in await _records(generated, CANDIDATES)]
    finally:
        await qagen.stop()
        await generated.close()
    late = float("inf")
    fresh = [env for _, env in sorted(
        enumerate(fresh), key=lambda p: (judged_at.get(str(p[1].payload["item_id"]), late), p[0])
    )]  # fmt: skip
    bus = LocalBus(conf.bus_path)
    judge = LocalRuntime(bus, [build_judge(conf)], conf)
    try:
        earlier = [
            envelope_for(CANDIDATES, item, key=item.graph_id or item.item_id, producer="verify",
                         id=f"history-{item.item_id}", round_id=item.round_id)
            for item in history
        ]  # fmt: skip
        await bus.append(CANDIDATES, earlier)
        await judge.run_until_idle()
        earlier_ids = {item.item_id for item in history}
        rejudged = sum(
            1 for _, env in await _records(bus, ACCEPTED)
            if JudgedItem.model_validate(env.payload).item.item_id in earlier_ids
        )  # fmt: skip
        await bus.append(CANDIDATES, fresh)
        await judge.run_until_idle()
        return await accepted_items(bus, rid), await _candidates(bus, rid), rejudged
    finally:
        await judge.stop()
        await bus.close()
