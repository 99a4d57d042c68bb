"""The ``claims`` service: evidence graphs in (topic ``graphs``), claim buckets out (``claims``).

The extractor is the ``claims`` stage's strategy (``shared.llm.strategy``): the rule
extractor by default, the spec's LLM prompt when ``DYNEVAL_LLM=openai`` or
``[llm_stages.claims] strategy = "openai"``. Document text comes from
``shared.web.DocumentResolver`` over the document store in ``data_dir``; with
``fetch_mode = "live"`` the service owns an ``httpx.AsyncClient`` for the fetcher. Output
buckets are keyed by graph id.
"""

from __future__ import annotations

from collections.abc import Sequence

import httpx
from pydantic import BaseModel

from services.claims.buckets import ClaimsBuilder
from services.claims.extractor import make_extractor
from shared.errors import InputError
from shared.llm.stages import ClaimExtractor, StructuredLLM
from shared.messages.graphs import EvidenceGraph
from shared.messages.topics import CLAIMS, GRAPHS
from shared.runtime.service import Context, Out, Service
from shared.settings import Settings
from shared.web.resolve import DocumentResolver
from shared.web.store import DocumentStore

__all__ = ["NAME", "build"]

NAME = "claims"


class _Claims:
    """The service's resources, opened at startup and closed at shutdown."""

    def __init__(
        self,
        settings: Settings,
        *,
        extractor: ClaimExtractor | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.settings = settings
        self._given_extractor = extractor
        self._given_client = client
        self._builder: ClaimsBuilder | None = None
        self._store: DocumentStore | None = None
        self._client: httpx.AsyncClient | None = None
        self._llm: StructuredLLM | None = None

    async def startup(self) -> None:
        settings = self.settings
        self._store = DocumentStore(settings.documents_path)
        if settings.fetch_mode == "live":
            self._client = self._given_client or httpx.AsyncClient(
                timeout=settings.fetch_timeout_s, follow_redirects=False
            )
        resolver = DocumentResolver.from_settings(settings, self._store, client=self._client)
        if self._given_extractor is not None:
            extractor = self._given_extractor
        else:
            extractor, self._llm = make_extractor(settings)
        self._builder = ClaimsBuilder(
            resolver,
            extractor,
            threshold=settings.claims_span_threshold,
            same_as_threshold=settings.claims_same_as_threshold,
            max_document_chars=settings.claims_max_document_chars,
        )

    async def shutdown(self) -> None:
        if self._llm is not None:
            await self._llm.aclose()
        if self._client is not None and self._client is not self._given_client:
            await self._client.aclose()
        if self._store is not None:
            self._store.close()
        self._builder = None

    async def handle(self, payload: BaseModel, ctx: Context) -> Sequence[Out]:
        if not isinstance(payload, EvidenceGraph):
            raise InputError(
                f"the claims service reads evidence graphs, got a {type(payload).__name__}",
                where=f"{ctx.topic}@{ctx.offset}",
                hint="route only the graphs topic to the claims service",
            )
        if self._builder is None:
            await self.startup()
        assert self._builder is not None
        buckets = await self._builder.build(payload)
        ctx.log.info(
            "claims built",
            graph_id=payload.graph_id,
            buckets=len(buckets.buckets),
            claims=sum(len(bucket.claims) for bucket in buckets.buckets),
            skipped=len(buckets.skipped),
        )
        return [Out(CLAIMS, buckets, key=payload.graph_id)]


def build(
    settings: Settings,
    *,
    extractor: ClaimExtractor | None = None,
    client: httpx.AsyncClient | None = None,
) -> Service:
    """The claims service for ``settings`` (tests may inject an extractor or HTTP client)."""
    claims = _Claims(settings, extractor=extractor, client=client)
    return Service(
        name=NAME,
        inputs=(GRAPHS,),
        outputs=(CLAIMS,),
        handler=claims.handle,
        startup=claims.startup,
        shutdown=claims.shutdown,
    )
