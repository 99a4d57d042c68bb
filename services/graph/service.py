"""The ``graph`` service: agent logs in (topic ``logs``), evidence graphs out (``graphs``).

The thought formatter is the ``graph`` stage's strategy (``shared.llm.strategy``): the
rule formatter by default, the LLM formatter when ``DYNEVAL_LLM=openai`` or
``[llm_stages.graph] strategy = "openai"``. A log no graph can be built from (duplicate
source numbers, an oversized transcript) raises ``InputError``, which the runtime
dead-letters with the reason; a log without sources still gets a graph, flagged
``no_sources``. Output graphs are keyed by graph id.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from services.graph.build import build_graph, check_log
from services.graph.formatter_llm import LLMFormatter
from services.graph.formatter_rules import RuleFormatter
from services.graph.metrics import GRAPH_METRICS, GraphMetrics
from shared.errors import InputError
from shared.llm.stages import StructuredLLM, ThoughtFormatter
from shared.llm.strategy import stage_strategy
from shared.messages.envelope import derive_id
from shared.messages.logs import AgentLog
from shared.messages.topics import GRAPHS, LOGS
from shared.runtime.service import Context, Handler, Out, Service
from shared.settings import Settings

__all__ = ["NAME", "build", "formatter_seed", "graph_handler", "make_formatter"]

NAME = "graph"


def formatter_seed(log_id: str) -> int:
    """The seed the formatter gets for log ``log_id``: fixed per log, so replays match."""
    return int(derive_id("graph-seed", log_id)[:8], 16)


def make_formatter(settings: Settings) -> tuple[ThoughtFormatter, StructuredLLM | None]:
    """The formatter the settings select, and the LLM client it owns (none for rules)."""
    if stage_strategy(settings, NAME) == "openai":
        llm = StructuredLLM.from_settings(settings)
        return LLMFormatter(llm), llm
    return RuleFormatter(settings.graph_split), None


def graph_handler(
    formatter: ThoughtFormatter,
    *,
    max_transcript_chars: int,
    metrics: GraphMetrics = GRAPH_METRICS,
) -> Handler:
    """The handler: one agent log in, its evidence graph out."""

    async def handle(payload: BaseModel, ctx: Context) -> Sequence[Out]:
        if not isinstance(payload, AgentLog):
            raise InputError(
                f"the graph service reads agent logs, got a {type(payload).__name__}",
                where=f"{ctx.topic}@{ctx.offset}",
                hint="route only the logs topic to the graph service",
            )
        check_log(payload, max_transcript_chars=max_transcript_chars)
        formatted = await formatter.format(payload, seed=formatter_seed(payload.log_id))
        graph = build_graph(payload, formatted, formatter=formatter.name)
        metrics.observe(graph)
        ctx.log.info(
            "graph built",
            graph_id=graph.graph_id,
            log_id=graph.log_id,
            thoughts=graph.stats.thoughts,
            documents=graph.stats.documents,
            flags=list(graph.flags),
        )
        return [Out(GRAPHS, graph, key=graph.graph_id)]

    return handle


def build(settings: Settings) -> Service:
    """The graph service for ``settings``."""
    formatter, llm = make_formatter(settings)
    return Service(
        name=NAME,
        inputs=(LOGS,),
        outputs=(GRAPHS,),
        handler=graph_handler(
            formatter, max_transcript_chars=settings.graph_max_transcript_chars
        ),
        shutdown=llm.aclose if llm is not None else None,
    )
