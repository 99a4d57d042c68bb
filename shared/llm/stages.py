"""The seam between the services and the models: ``StructuredLLM`` and the stage protocols.

Each model-backed stage has a Protocol with two implementations in its service: a rule
strategy (deterministic, offline, the default) and an LLM strategy that calls
``StructuredLLM.generate``. ``shared.llm.strategy.stage_strategy`` tells a service which
one the settings select.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from shared.llm.budget import Clock
from shared.llm.cache import ResponseCache
from shared.llm.client import ChatClient
from shared.llm.config import GenerationConfig, build_generation_config
from shared.llm.errors import LLMConfigError
from shared.llm.metrics import LLMMetrics
from shared.llm.replies import ClaimDraft, FormattedTranscript, QADraft
from shared.llm.strategy import Endpoint, judge_endpoints, stage_endpoint
from shared.llm.structured import TemplateRepair, complete_structured
from shared.llm.templates import PromptLibrary
from shared.messages.base import Model
from shared.messages.claims import ClaimBucket
from shared.messages.logs import AgentLog
from shared.messages.qa import JudgeVerdict, Pattern, QAItem
from shared.settings import Settings

__all__ = [
    "CallMeta",
    "ClaimExtractor",
    "Generated",
    "Judge",
    "QAGenerator",
    "StructuredLLM",
    "ThoughtFormatter",
]

T = TypeVar("T", bound=BaseModel)


class CallMeta(Model):
    """How one structured generation was obtained (for logs, metrics and dead letters)."""

    stage: str
    """Stage that asked."""

    template: str
    """Template name."""

    template_version: int
    """Template version."""

    endpoint: str
    """Endpoint name (a stage name or ``judge:<name>``)."""

    model: str
    """Model id the server reported for the last reply."""

    cached: bool
    """Whether the cache answered every call (no network at all)."""

    calls: int
    """Chat calls: 1, or 2 when the repair turn ran."""

    attempts: int
    """HTTP requests over all calls (0 when fully cached)."""

    repaired: bool
    """Whether the first reply was unusable and the repair turn fixed it."""

    tokens_in: int
    """Prompt tokens reported over all calls."""

    tokens_out: int
    """Completion tokens reported over all calls."""

    latency_s: float
    """Wall time over all calls."""

    theta_hash: str
    """Content hash of the generation config θ the call was made under."""

    cache_keys: tuple[str, ...] = ()
    """Cache keys of the calls, in order."""

    cut_off: int = 0
    """Entries left out of a reply cut off at ``max_tokens`` (its complete entries kept)."""


@dataclass(frozen=True, slots=True)
class Generated(Generic[T]):
    """A validated reply and how it was obtained."""

    value: T
    """The reply, validated against the requested model."""

    meta: CallMeta
    """Call metadata."""


class StructuredLLM:
    """Renders a stage's template under θ and returns a validated reply from its endpoint."""

    def __init__(
        self,
        config: GenerationConfig,
        clients: Mapping[str, ChatClient],
        *,
        library: PromptLibrary | None = None,
    ) -> None:
        self.config = config
        self.theta_hash = config.content_hash()
        self.library = library if library is not None else PromptLibrary()
        self._clients = dict(clients)
        self._owned_cache: ResponseCache | None = None

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        *,
        config: GenerationConfig | None = None,
        library: PromptLibrary | None = None,
        cache: ResponseCache | None = None,
        metrics: LLMMetrics | None = None,
        clock: Clock | None = None,
    ) -> StructuredLLM:
        """Clients for every LLM-backed stage of θ; endpoints with one (URL, model) share one."""
        lib = library if library is not None else PromptLibrary()
        theta = config if config is not None else build_generation_config(settings, library=lib)
        clients: dict[str, ChatClient] = {}
        by_identity: dict[tuple[str, str], ChatClient] = {}
        owned_cache: ResponseCache | None = None
        for stage, stage_config in theta.stages.items():
            if stage_config.strategy != "openai":
                continue
            if cache is None and owned_cache is None:
                owned_cache = ResponseCache(settings.llm_cache_file, settings.llm_cache)
            endpoints: Sequence[Endpoint] = (
                judge_endpoints(settings)
                if stage == "judge"
                else (stage_endpoint(settings, stage),)
            )
            for endpoint in endpoints:
                client = by_identity.get(endpoint.identity)
                if client is None:
                    client = ChatClient(
                        endpoint,
                        cache=cache if cache is not None else owned_cache,
                        metrics=metrics,
                        clock=clock,
                    )
                    by_identity[endpoint.identity] = client
                clients[endpoint.name] = client
        built = cls(theta, clients, library=lib)
        built._owned_cache = owned_cache
        return built

    def judges(self) -> tuple[str, ...]:
        """Endpoint names of the judge panel, in configured order."""
        return tuple(name for name in self._clients if name.startswith("judge:"))

    def client(self, name: str) -> ChatClient:
        """The client of endpoint ``name``."""
        try:
            return self._clients[name]
        except KeyError:
            known = ", ".join(self._clients) or "none (every stage uses the rule engine)"
            raise LLMConfigError(
                f"no LLM endpoint named {name!r}",
                hint=f"endpoints: {known}; set DYNEVAL_LLM=openai or the stage's strategy",
            ) from None

    async def generate(
        self,
        stage: str,
        template: str,
        variables: Mapping[str, Any],
        response_model: type[T],
        seed: int,
        *,
        endpoint: str | None = None,
    ) -> Generated[T]:
        """Render ``template`` (version pinned by θ), call the stage's endpoint, validate.

        ``endpoint`` picks a judge of the panel (see ``judges()``); other stages use their
        own endpoint. Raises ``LLMOutputError`` (with the raw reply) when the reply stays
        invalid after one repair turn.
        """
        stage_config = self.config.stage(stage)
        if stage_config.strategy != "openai" or stage_config.decoding is None:
            raise LLMConfigError(
                f"stage {stage!r} uses the rule engine in this generation config",
                hint=f"set DYNEVAL_LLM=openai or strategy = \"openai\" in [llm_stages.{stage}]",
            )
        ref = stage_config.template(template)
        if self.library.digest(ref.name, ref.version) != ref.sha256:
            raise LLMConfigError(
                f"prompt template {ref.name}.v{ref.version}.j2 changed since θ "
                f"{self.theta_hash[:12]} was built",
                hint="restore the released template and add changes as a new version file",
            )
        messages = self.library.render(ref.name, ref.version, variables)
        if endpoint is None and stage == "judge":
            panel = self.judges()
            endpoint = panel[0] if panel else "judge"
        name = endpoint if endpoint is not None else stage
        client = self.client(name)
        repair = (
            TemplateRepair(self.library, stage_config.repair.name, stage_config.repair.version)
            if stage_config.repair is not None
            else None
        )
        result = await complete_structured(
            client,
            messages,
            response_model,
            decoding=stage_config.decoding,
            seed=seed,
            stage=stage,
            repair=repair,
        )
        calls = result.calls
        meta = CallMeta(
            stage=stage,
            template=ref.name,
            template_version=ref.version,
            endpoint=name,
            model=calls[-1].model,
            cached=all(call.cached for call in calls),
            calls=len(calls),
            attempts=sum(call.attempts for call in calls),
            repaired=result.repaired,
            tokens_in=sum(call.usage.prompt_tokens for call in calls if call.usage),
            tokens_out=sum(call.usage.completion_tokens for call in calls if call.usage),
            latency_s=sum(call.latency_s for call in calls),
            theta_hash=self.theta_hash,
            cache_keys=tuple(call.key for call in calls if call.key),
            cut_off=result.cut_off,
        )
        return Generated(result.value, meta)

    async def aclose(self) -> None:
        """Close every client (each once) and the cache this object opened."""
        seen: set[int] = set()
        for client in self._clients.values():
            if id(client) not in seen:
                seen.add(id(client))
                await client.aclose()
        if self._owned_cache is not None:
            self._owned_cache.close()


# --- the four stage protocols ---------------------------------------------------------


@runtime_checkable
class ThoughtFormatter(Protocol):
    """graph stage: split an agent log's transcript into typed thoughts with citations."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``; recorded as ``EvidenceGraph.formatter``."""
        ...

    async def format(self, log: AgentLog, *, seed: int) -> FormattedTranscript:
        """The log's transcript as thoughts (spec step types) plus the answer's citations."""
        ...


@runtime_checkable
class ClaimExtractor(Protocol):
    """claims stage: standalone claims with verbatim spans from one document's text."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``; recorded as ``ClaimBuckets.extractor``."""
        ...

    async def extract(
        self, text: str, *, doc_id: int, seed: int, title: str | None = None
    ) -> tuple[ClaimDraft, ...]:
        """Claims of document ``doc_id``; the service verifies each span against ``text``.

        ``title`` is the document's title when known; it helps resolve the main entity that
        pronouns and bare mentions refer to.
        """
        ...


@runtime_checkable
class QAGenerator(Protocol):
    """qagen stage: question-answer pairs of one pattern from a subset of claim buckets."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``; recorded as ``QAItem.generator``."""
        ...

    async def generate(
        self,
        buckets: Sequence[ClaimBucket],
        *,
        pattern: Pattern,
        n_pairs: int,
        seed: int,
    ) -> tuple[QADraft, ...]:
        """Up to ``n_pairs`` drafts; the service assigns ids, spans, round, seed and θ hash."""
        ...


@runtime_checkable
class Judge(Protocol):
    """judge stage: one member of the panel judging one item."""

    @property
    def name(self) -> str:
        """``rules`` or ``llm:<model>``; recorded as ``JudgeVerdict.judge``."""
        ...

    async def judge(self, item: QAItem, *, seed: int) -> JudgeVerdict:
        """The judge's verdict with per-criterion results and reasons."""
        ...
