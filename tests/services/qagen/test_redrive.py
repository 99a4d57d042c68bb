"""A qagen model call out of retries is dead-lettered, and ``dead redrive`` regenerates it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

from typer.testing import CliRunner

from services.cli.app import app
from services.qagen.service import build as build_qagen
from shared.bus.envelopes import envelope_for
from shared.bus.local import LocalBus
from shared.messages import DeadLetter, QAItem, RoundControl
from shared.rounds.theta import round_theta
from shared.runtime import LocalRuntime
from shared.settings import Settings
from tests.services.qagen.dicaprio import dicaprio_buckets
from tests.support.model_simulator import Corpus, SimulatedModel
from tests.support.openai_server import serve_in_thread
from tests.support.simulator_server import Faults, SimulatorServer


async def _pass(
    settings: Settings, *, seed_messages: bool
) -> tuple[list[QAItem], list[DeadLetter]]:
    bus = LocalBus(settings.bus_path)
    try:
        if seed_messages:
            claims = dicaprio_buckets()
            await bus.append("claims", [envelope_for("claims", claims, key=claims.graph_id,
                                                     producer="t")])
            control = RoundControl(action="open", round_id="r1", at=datetime.now(UTC),
                                   theta_hash=round_theta(settings).content_hash(), root_seed=3)
            await bus.append("rounds", [envelope_for("rounds", control, key="r1", producer="t")])
        runtime = LocalRuntime(bus, [build_qagen(settings)], settings)
        await runtime.run_until_idle()
        await runtime.stop()
        items = [QAItem.model_validate(r.envelope().payload)
                 for r in await bus.read("qa.candidates", 0, 100)]
        dead = [DeadLetter.model_validate(r.envelope().payload)
                for r in await bus.read("dead", 0, 100)]
    finally:
        await bus.close()
    return items, dead


def test_failed_generation_is_regenerated_by_redrive(tmp_path: Path) -> None:
    """A dead-lettered generation is redone by redrive once the server recovers."""
    # HTTP 500 on every call: one dead letter, no candidates and no completion mark; then ``dyneval
    # dead redrive`` makes qagen generate the graph.
    server = SimulatorServer(SimulatedModel(Corpus(documents=())),
                             faults=Faults(rate=1.0, kinds=("500",)))
    with serve_in_thread(server):  # type: ignore[arg-type]
        settings = Settings(
            data_dir=tmp_path, llm_stages={"qagen": {"strategy": "openai"}},
            llm_base_url=server.base_url, llm_model="sim", llm_max_attempts=2,
            llm_backoff_s=0.0, retry_backoff_s=0.0,
        )
        items, dead = asyncio.run(_pass(settings, seed_messages=True))
        assert items == []
        assert [(d.service, d.error_type) for d in dead] == [("qagen", "LLMHTTPError")]
        assert server.requests == 2
        server.faults.rate = 0.0
        result = CliRunner().invoke(app, ["--data-dir", str(tmp_path), "dead", "redrive"])
        assert result.exit_code == 0, result.output
        items, _ = asyncio.run(_pass(settings, seed_messages=False))
    assert items and {i.graph_id for i in items} == {"g-dicaprio"}
    assert all(i.round_id == "r1" and i.generator == "llm:sim" for i in items)
