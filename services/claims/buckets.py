"""One graph's claim buckets: resolve each document, extract, verify, link same facts.

Documents are handled concurrently and independently; a document without text anywhere,
or whose every claim was rejected, or whose LLM reply stayed invalid, becomes a
``SkippedDocument`` with the reason instead of failing the graph. Across the graph, a
subject two documents use for two entities (``Wells Fargo Tower`` of Baltimore and of Las
Cruces) is written with its title's qualifier, or dropped (``shared.claims.namesakes``).
Only errors that a retry may cure (an LLM endpoint down, a database error) propagate to
the runtime.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections import Counter
from dataclasses import dataclass

import structlog

from services.claims.documents import GraphDocument, graph_documents, source_ref
from services.claims.same_as import link_same_facts
from shared.claims.embedded import QUOTED_BLOCK, only_quoted
from shared.claims.features import claim_features
from shared.claims.metrics import DOCUMENTS_TOTAL, count_drops
from shared.claims.namesakes import NAMESAKE, DocClaims, qualified_claims
from shared.claims.rules import CountingExtractor
from shared.claims.safe_shapes import SafePage, unsafe_reason, web_page
from shared.claims.verify import rewritten_problem, verify_drafts
from shared.llm.errors import LLMOutputError
from shared.llm.stages import ClaimExtractor
from shared.messages.claims import Claim, ClaimBucket, ClaimBuckets, DropCount, SkippedDocument
from shared.messages.envelope import derive_id
from shared.messages.graphs import EvidenceGraph
from shared.text.span_align import DocumentAligner
from shared.web.errors import NoDocumentText
from shared.web.resolve import DocumentResolver

__all__ = ["ClaimsBuilder", "content_seed", "extraction_seed"]

log = structlog.get_logger(__name__)


def _shown(dropped: Counter[str]) -> str:
    return ", ".join(f"{n} {reason}" for reason, n in sorted(dropped.items()) if n) or "none"


def extraction_seed(graph_id: str, doc_id: int) -> int:
    """The seed the extractor gets for one document of one graph: fixed, so replays match."""
    return int(derive_id("claims-seed", graph_id, str(doc_id))[:8], 16)


def content_seed(text: str) -> int:
    """The extraction seed of a document's text: the same text gets the same seed in any
    graph and round, so a model extractor's cached reply answers again (0 calls)."""
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:8], 16)


def _rechecked(bucket: ClaimBucket, rewritten: list[str | None], document: str,
               extractor: str) -> list[str | None]:
    """``rewritten`` with a rewrite its claim's span does not entail set to ``None``: the
    rewrite runs after ``verify_drafts``, so its text is checked again (review 15 M2)."""
    return [None if t is not None and t != c.text and rewritten_problem(
        t, c, document, title=bucket.title or "", extractor=extractor,
        published=bucket.published) is not None else t
        for t, c in zip(rewritten, bucket.claims, strict=True)]  # fmt: skip


def _namesakes_qualified(
    buckets: list[ClaimBucket], texts: dict[int, str], extractor: str
) -> tuple[list[ClaimBucket], tuple[SkippedDocument, ...]]:
    """``buckets`` with a subject two documents use for two entities written with its
    title's qualifier, or dropped (``namesake``, see ``shared.claims.namesakes``); a bucket
    left with no claim becomes a skipped document."""
    written = qualified_claims([
        DocClaims(b.title or "", tuple(c.text for c in b.claims), texts.get(b.doc_id, ""))
        for b in buckets])  # fmt: skip
    kept: list[ClaimBucket] = []
    skipped: list[SkippedDocument] = []
    for bucket, rewritten in zip(buckets, written, strict=True):
        if all(t == c.text for t, c in zip(rewritten, bucket.claims, strict=True)):
            kept.append(bucket)
            continue
        checked = _rechecked(bucket, rewritten, texts.get(bucket.doc_id, ""), extractor)
        unentailed = sum(t is not None and k is None for t, k in zip(rewritten, checked,
                                                                    strict=True))  # fmt: skip
        claims = tuple(
            c if t == c.text else c.model_copy(update={"text": t, "features": claim_features(t)})
            for t, c in zip(checked, bucket.claims, strict=True) if t is not None)  # fmt: skip
        gone = len(bucket.claims) - len(claims) - unentailed
        if gone:
            count_drops({NAMESAKE: gone}, extractor)
        if unentailed:
            count_drops({"not_entailed": unentailed}, extractor)
        if not claims:
            skipped.append(SkippedDocument(
                doc_id=bucket.doc_id, url=bucket.url, content_hash=bucket.content_hash,
                title=bucket.title, text_origin=bucket.text_origin,
                reason=f"no claim survived ({gone} namesake: its subject names another "
                       "document's entity and its title has no qualifier; "
                       f"{unentailed} not_entailed as rewritten)"))  # fmt: skip
            continue
        dropped = Counter({d.reason: d.count for d in bucket.dropped})
        dropped[NAMESAKE] += gone
        dropped["not_entailed"] += unentailed
        kept.append(bucket.model_copy(update={"claims": claims, "dropped": tuple(
            DropCount(reason=r, count=n) for r, n in sorted(dropped.items()) if n)}))
    return kept, tuple(skipped)


def _safe_shapes(claims: list[Claim], text: str, title: str | None
                 ) -> tuple[list[Claim], Counter[str]]:
    """A web page's ``claims`` that have a safe shape, and the others counted by the rule
    they break (``shared.claims.safe_shapes``)."""
    if not claims:
        return claims, Counter()
    page = SafePage.read(text, title=title)
    kept: list[Claim] = []
    unsafe: Counter[str] = Counter()
    for claim in claims:
        reason = unsafe_reason(claim.text, span_start=claim.span_start,
                               span_end=claim.span_end, page=page)  # fmt: skip
        if reason is None:
            kept.append(claim)
        else:
            unsafe[reason] += 1
    return kept, unsafe


@dataclass(frozen=True, slots=True)
class ClaimsBuilder:
    """Turns evidence graphs into claim buckets."""

    resolver: DocumentResolver
    """Finds (and stores) each document's text."""

    extractor: ClaimExtractor
    """Proposes claims with spans."""

    threshold: float = 90.0
    """Lowest fuzzy span score accepted."""

    same_as_threshold: float = 88.0
    """Similarity at which claims of two documents are linked as one fact."""

    max_document_chars: int = 200_000
    """Characters of a document's text given to the extractor (spans verify on all of it)."""

    async def build(self, graph: EvidenceGraph) -> ClaimBuckets:
        """The graph's buckets, one per document that yielded accepted claims."""
        documents = graph_documents(graph)
        texts: dict[int, str] = {}
        results = await asyncio.gather(
            *(self._document(graph, doc, texts) for doc in documents))
        buckets, unnamed = _namesakes_qualified(
            [result for result in results if isinstance(result, ClaimBucket)], texts,
            self.extractor.name)
        skipped = tuple(result for result in results if isinstance(result, SkippedDocument))
        skipped += unnamed
        return ClaimBuckets(
            graph_id=graph.graph_id,
            log_id=graph.log_id,
            question=graph.question,
            buckets=link_same_facts(buckets, threshold=self.same_as_threshold),
            extractor=self.extractor.name,
            skipped=skipped,
        )

    async def _document(
        self, graph: EvidenceGraph, doc: GraphDocument, texts: dict[int, str]
    ) -> ClaimBucket | SkippedDocument:
        """One document's bucket (its text kept in ``texts`` by doc id), or why none."""
        try:
            resolved = await self.resolver.resolve(source_ref(doc))
        except NoDocumentText as exc:
            DOCUMENTS_TOTAL.labels(outcome="no_text", origin="none").inc()
            return SkippedDocument(doc_id=doc.doc_id, url=doc.url, reason=exc.message)
        text = resolved.text
        texts[doc.doc_id] = text
        origin = resolved.origin
        if resolved.snapshot.genre is not None:  # an opinion column, a review
            DOCUMENTS_TOTAL.labels(outcome="declared_genre", origin=origin).inc()
            return SkippedDocument(
                doc_id=doc.doc_id,
                url=doc.url,
                content_hash=resolved.snapshot.content_hash,  # read by qagen's one-document check
                title=resolved.title or doc.title,
                text_origin=origin,
                reason=(
                    f"the page declares itself {resolved.snapshot.genre} (its markup: "
                    "shared.web.genre): its sentences are the writer's view, no claims read"
                ),
            )
        title = resolved.title or doc.title
        extracted: dict[str, int] = {}
        try:
            body = text[: self.max_document_chars]
            seed = content_seed(body)
            if isinstance(self.extractor, CountingExtractor):
                extraction = await self.extractor.extract_counted(
                    body, doc_id=doc.doc_id, seed=seed, title=title,
                    published=resolved.snapshot.date,
                )
                drafts, extracted = extraction.drafts, dict(extraction.dropped)
                count_drops(extracted, self.extractor.name)
            else:
                drafts = await self.extractor.extract(
                    body, doc_id=doc.doc_id, seed=seed, title=title
                )
        except LLMOutputError as exc:
            DOCUMENTS_TOTAL.labels(outcome="llm_output_invalid", origin=origin).inc()
            return SkippedDocument(
                doc_id=doc.doc_id, url=doc.url, reason=f"invalid LLM reply: {exc.message}",
                content_hash=resolved.snapshot.content_hash,  # read by qagen's one-document check
                title=resolved.title or doc.title,
                text_origin=origin,
            )
        verified = await asyncio.to_thread(
            verify_drafts,
            drafts,
            DocumentAligner(text),
            doc_id=doc.doc_id,
            threshold=self.threshold,
            extractor=self.extractor.name,
            title=title,
            published=resolved.snapshot.date,
        )
        log.info(
            "document_claims",
            graph_id=graph.graph_id,
            doc_id=doc.doc_id,
            origin=origin,
            proposed=len(drafts),
            accepted=len(verified.claims),
            unsupported=verified.unsupported,
            non_standalone=verified.non_standalone,
        )
        dropped = Counter(extracted)
        dropped.update(verified.dropped)
        quoted = resolved.snapshot.quoted  # a blockquote's words are not the page's own
        own = [c for c in verified.claims if not only_quoted(c.span, text, quoted)]
        if len(own) < len(verified.claims):
            dropped[QUOTED_BLOCK] += len(verified.claims) - len(own)
            count_drops({QUOTED_BLOCK: len(verified.claims) - len(own)}, self.extractor.name)
            verified.claims = [  # ids count the claims kept: doc{n}_claim1, 2, ... again
                claim.model_copy(update={"claim_id": f"doc{doc.doc_id}_claim{k}"})
                for k, claim in enumerate(own, start=1)
            ]
        if web_page(url=doc.url, title=title, origin=origin, carried=doc.text):
            kept, unsafe = _safe_shapes(verified.claims, text, title)  # the whitelist
            if unsafe:
                dropped.update(unsafe)
                count_drops(dict(unsafe), self.extractor.name)
                verified.claims = [
                    claim.model_copy(update={"claim_id": f"doc{doc.doc_id}_claim{k}"})
                    for k, claim in enumerate(kept, start=1)
                ]
        if not verified.claims:
            DOCUMENTS_TOTAL.labels(outcome="no_claims", origin=origin).inc()
            return SkippedDocument(
                doc_id=doc.doc_id,
                url=doc.url,
                content_hash=resolved.snapshot.content_hash,  # read by qagen's one-document check
                title=resolved.title or doc.title,
                text_origin=origin,
                reason=(
                    f"no claim survived ({origin} text, {len(drafts)} proposed; dropped: "
                    f"{_shown(dropped)})"
                ),
            )
        DOCUMENTS_TOTAL.labels(outcome="bucket", origin=origin).inc()
        snapshot = resolved.snapshot
        return ClaimBucket(
            doc_id=doc.doc_id,
            url=doc.url,
            title=title,
            text_origin=origin,
            content_hash=snapshot.content_hash,
            fetched_at=snapshot.fetched_at,
            claims=tuple(verified.claims),
            rejected=verified.unsupported,
            non_standalone=verified.non_standalone,
            dropped=tuple(DropCount(reason=r, count=n) for r, n in sorted(dropped.items()) if n),
            published=snapshot.date,
        )
