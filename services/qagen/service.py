"""The ``qagen`` service: claim buckets in, QA candidates of the open round out.

Inputs are the ``rounds`` control topic and the ``claims`` topic. Every graph's latest
buckets are kept in the service state; opening a round generates for every known
graph, and buckets arriving while a round is open are generated for at once. Each
graph is generated for at most once per round.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from services.qagen.generate import generate_for_graph
from services.qagen.llm import LLMQAGenerator
from services.qagen.rules import RuleQAGenerator
from shared.errors import InputError
from shared.llm.stages import QAGenerator, StructuredLLM
from shared.llm.strategy import stage_strategy
from shared.messages.claims import ClaimBuckets
from shared.messages.rounds import RoundControl
from shared.messages.topics import CANDIDATES, CLAIMS, REJECTED, ROUNDS
from shared.rounds.control import commitment, round_seed
from shared.rounds.theta import RoundTheta, round_theta
from shared.runtime import Context, Out, Service
from shared.settings import Settings
from shared.web.store import DocumentStore

__all__ = ["build"]

_ROUND = "round"
_GRAPH = "graph:"
_DONE = "done:"


class _Qagen:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.theta: RoundTheta = round_theta(settings)
        self.theta_hash = self.theta.content_hash()
        self.llm: StructuredLLM | None = None
        self.store: DocumentStore | None = None
        # the snapshots the claims were verified against: the rule templates' one-page
        # check reads each document whole (a date no claim states can give an item away)
        self.generator: QAGenerator = RuleQAGenerator(self.document_text)

    def document_text(self, digest: str) -> str | None:
        """A document's text by its content hash, from the document store the claims
        service fills (opened once it exists), or ``None``."""
        if self.store is None:
            if not self.settings.documents_path.exists():
                return None
            self.store = DocumentStore(self.settings.documents_path)
        return self.store.text(digest)

    async def startup(self) -> None:
        if stage_strategy(self.settings, "qagen") == "openai":
            self.llm = StructuredLLM.from_settings(self.settings, config=self.theta.generation)
            self.generator = LLMQAGenerator(self.llm)

    async def shutdown(self) -> None:
        if self.llm is not None:
            await self.llm.aclose()
        if self.store is not None:
            self.store.close()
            self.store = None

    async def handle(self, payload: BaseModel, ctx: Context) -> Sequence[Out]:
        if isinstance(payload, RoundControl):
            return await self._round(payload, ctx)
        assert isinstance(payload, ClaimBuckets)
        ctx.state.put(_GRAPH + payload.graph_id, payload.model_dump_json().encode())
        stored = await ctx.state.get(_ROUND)
        if not stored:
            return []
        done: list[str] = []
        outs = await self._generate(RoundControl.model_validate_json(stored), payload, ctx, done)
        self._mark_done(ctx, done)
        return outs

    @staticmethod
    def _mark_done(ctx: Context, done: list[str]) -> None:
        """Completion marks, written only once every graph of the message was generated: a
        handler that fails (a model call out of retries) leaves none, so its dead letter
        regenerates every graph on ``dyneval dead redrive`` (the cache replays the calls
        that had succeeded)."""
        for key in done:
            ctx.state.put(key, b"1")

    async def _round(self, control: RoundControl, ctx: Context) -> Sequence[Out]:
        if control.action == "close":
            stored = await ctx.state.get(_ROUND)
            if stored and RoundControl.model_validate_json(stored).round_id == control.round_id:
                ctx.state.put(_ROUND, b"")
            return []
        if control.theta_hash != self.theta_hash:
            raise InputError(
                f"round {control.round_id} was opened with θ {control.theta_hash[:12]}, "
                f"but this qagen runs θ {self.theta_hash[:12]}",
                hint="run qagen with the same settings as `dyneval round open`",
            )
        control = control.model_copy(update={"root_seed": self._seed(control)})
        ctx.state.put(_ROUND, control.model_dump_json().encode())
        outs: list[Out] = []
        done: list[str] = []
        for _, raw in await ctx.state.scan(_GRAPH):
            claims = ClaimBuckets.model_validate_json(raw)
            outs.extend(await self._generate(control, claims, ctx, done))
        self._mark_done(ctx, done)
        return outs

    def _seed(self, control: RoundControl) -> int:
        """The round's root seed: published in the open message, or derived from this
        worker's secret (``round_seed``) and checked against the commitment."""
        if control.root_seed is not None:
            return control.root_seed
        secret = self.settings.root_seed
        if secret is None:
            raise InputError(
                f"round {control.round_id} keeps its root seed secret and this qagen has none",
                field="root_seed",
                hint="give qagen the round's seed in DYNEVAL_ROOT_SEED",
            )
        try:
            seed = round_seed(int(secret.get_secret_value()), control.round_id)
        except ValueError:
            raise InputError("the root_seed setting is not an integer", field="root_seed") from None
        if control.commitment and commitment(control.round_id, seed, control.theta_hash) != (
            control.commitment
        ):
            raise InputError(
                f"this qagen's root seed does not match round {control.round_id}'s commitment",
                hint="give qagen the seed the round was opened with",
            )
        return seed

    async def _generate(
        self, control: RoundControl, claims: ClaimBuckets, ctx: Context, done: list[str]
    ) -> Sequence[Out]:
        done_key = f"{_DONE}{control.round_id}:{claims.graph_id}"
        if await ctx.state.get(done_key) or done_key in done:
            return []
        assert control.root_seed is not None
        result = await generate_for_graph(
            claims,
            generator=self.generator,
            params=self.theta.qagen,
            root_seed=control.root_seed,
            round_id=control.round_id,
            theta_hash=self.theta_hash,
        )
        ctx.log.info(
            "generated",
            graph_id=claims.graph_id,
            round_id=control.round_id,
            subset=result.subset,
            patterns=result.patterns,
            pool=len(result.pool),
            invalid=len(result.invalid),
            duplicates=result.duplicates,
            unsampled=result.unsampled,
            items=len(result.items),
            skips=dict(result.skips),
        )
        done.append(done_key)
        rejected = [
            Out(
                REJECTED,
                rejection,
                key=claims.graph_id,
                id=f"qagen-rejected-{rejection.item.item_id}",
                round_id=control.round_id,
                theta_hash=self.theta_hash,
            )
            for rejection in result.rejections(self.generator.name)
        ]
        return rejected + [
            Out(
                CANDIDATES,
                item,
                key=claims.graph_id,
                id=f"cand-{item.item_id}",
                round_id=control.round_id,
                theta_hash=self.theta_hash,
            )
            for item in result.items
        ]


def build(settings: Settings) -> Service:
    """The qagen service under ``settings``."""
    qagen = _Qagen(settings)
    return Service(
        "qagen",
        (ROUNDS, CLAIMS),
        (CANDIDATES, REJECTED),
        qagen.handle,
        broadcast_inputs=(ROUNDS,),  # each partition scans its own graphs at open and close
        startup=qagen.startup,
        shutdown=qagen.shutdown,
    )
