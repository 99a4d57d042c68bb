"""Turning extractor drafts into verified claims: standalone check, span alignment, features.

Each draft ends in one outcome (counted in ``metrics.CLAIMS_TOTAL``):

- ``non_standalone``: the claim starts with a pronoun or demonstrative (``He``, ``They``,
  ``This``), so it cannot be understood alone;
- ``unsupported``: its span is not in the document text: not verbatim, not after folding
  quotes/whitespace/case, and no window scores ``threshold`` by fuzzy alignment;
- ``not_entailed``: the claim as rewritten says more than its span in context
  (``entailment.rewrite_problem``: a word the span lacks, or a written-in name that is not
  the document's entity or named just before, or only part of a longer name);
- ``duplicate``: the same claim text was already accepted for this document;
- ``accepted``: a ``Claim`` with ``claim_id`` ``doc{n}_claim{k}`` (k counts accepted claims
  from 1), the span as it stands in the document, its offsets and score, and its features.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from shared.claims.acronyms import acronym_definitions
from shared.claims.decontext import leading_pronoun, title_kind
from shared.claims.entailment import context_before, rewrite_problem
from shared.claims.features import claim_features, folded
from shared.claims.metrics import CLAIMS_TOTAL
from shared.claims.noun_orgs import counted_units
from shared.claims.relative_days import anchor_words, relative_day
from shared.claims.relative_time import relative_time
from shared.claims.sessions import market_move, market_paragraphs, session_words
from shared.claims.timed_states import time_dependent
from shared.claims.title_names import place_title
from shared.claims.title_qualifiers import title_qualifier
from shared.claims.work_titles import work_prefix
from shared.llm.replies import ClaimDraft
from shared.messages.claims import Claim
from shared.text.entities import main_entity
from shared.text.references import strip_references
from shared.text.span_align import SpanAligner

__all__ = ["VerifiedDocument", "rewritten_problem", "verify_drafts"]


@dataclass(frozen=True, slots=True)
class _Entailment:
    """The as-rewritten check for one document (``entailment.rewrite_problem``)."""

    document: str
    title: str
    main: str | None
    allowed_extra: int
    published: str | None = None
    acronyms: Mapping[str, str] = field(default_factory=dict)

    def problem(self, claim: str, span: str, start: int) -> str | None:
        before = context_before(self.document, start)
        nearby = self.document[max(0, start - 400) : start + len(span) + 400]
        on_day = self.published is not None
        dated = (relative_day(span) or time_dependent(span, dated=on_day)
                 or relative_time(claim, dated=on_day)  # "was last updated in July"
                 or _STATE_AS_OF_RX.match(claim))  # a role or an age as of the page's date
        implied = anchor_words(self.published) if dated else frozenset()
        if _AGE_RX.search(span):
            implied |= {"years", "old"}  # "John Smith, 45, of Albany": 45 years old
        implied |= {word for short, word in _TITLES.items() if short in span}  # "Gov." written
        implied |= counted_units(span)  # "the 1,700-bed Albany Medical Center": 1,700 beds
        if market_move(span):  # "declined 0.3%" written "in early trading on Tuesday, ..."
            implied |= session_words(claim, " ".join(market_paragraphs(self.document, start)))
        kind = title_kind(self.title)
        if kind is not None:  # "The 1918 film Ruggles of Red Gap" on "Ruggles of Red Gap
            # (1918 film)": the title's kind is the context's, checked as the bare name
            claim = re.sub(rf"\b[Tt]he {re.escape(kind[1])} (?={re.escape(kind[0])})", "", claim)
            claim = claim[:1].upper() + claim[1:]
        work = work_prefix(self.title)  # "Lady Gaga's song Applause" on "Applause (Lady
        if work is not None and claim.startswith(f"{work[0]} "):  # Gaga song)": the title's
            claim = claim[len(work[0]) + 1:]  # words, checked as the bare name
        qualifier = title_qualifier(self.title, self.document)  # "The comedian Ron Sparks"
        if qualifier is not None and claim.startswith(f"{qualifier[0]} "):  # on "Ron Sparks
            claim = claim[len(qualifier[0]) + 1:]  # (comedian)": the lead's words, as above
        place = place_title(self.title)
        if place is not None:  # "Manchester, New Hampshire is ..." on its own page: the
            claim = claim.replace(", ".join(place), place[0], 1)  # title's bare name
        episode = _EPISODE_RX.match(claim)
        if episode is not None and _episode_lead(self.document, *episode.group(1, 2)):
            # 'The 30 Rock episode "The Fighting Irish" aired ...': the series is the lead's
            claim = episode.group(2) + claim[episode.end():]
        return rewrite_problem(claim, span, before=before, document=self.document,
                               title=self.title, main=self.main,
                               allowed_extra=self.allowed_extra, nearby=nearby,
                               implied=implied, acronyms=self.acronyms)  # fmt: skip


_STATE_AS_OF_RX = re.compile(
    r"^[^()]*\s(?:was|is)\s+(?:(?:the|a|an)\s|\d{1,3} years old\b|[A-Z][\w.&-]*(?:['\u2019]s|"
    r"s['\u2019])\s|[a-z -]{0,30}\b(?:of|at|with)\s).*\(as of [^()]+\)\.$"
)
"""A state written as of the page's date (``Jerome Powell was the Federal Reserve Chairman
(as of March 5, 2019).``, ``John Smith was 45 years old (as of ...).``): a role or an age
holds at a time, and the page's date is the time its noun phrase states it."""
_TITLES = {"Gov.": "governor", "Sen.": "senator", "Rep.": "representative",
           "Lt.": "lieutenant"}  # fmt: skip
"""Abbreviated titles a claim writes out (``South Dakota Gov. Kristi Noem``: Governor)."""
_AGE_RX = re.compile(r"[A-Z][a-z]+,\s+\d{1,3},\s+[a-z]")
"""An age after a name (``John Smith, 45, of Albany``): the span says how many years old."""
_EPISODE_RX = re.compile(r'(?:[Tt]he )?([A-Z0-9][^"]{0,60}) episode "([^"]{1,80})"')
"""An episode written whole by the rewriter (``The 30 Rock episode "The Fighting Irish"``)."""


def _episode_lead(document: str, series: str, name: str) -> bool:
    """The document's first sentence says ``name`` is an episode of the quoted ``series``."""
    first = document[:400].split(". ", 1)[0]
    quoted = (f'"{series}"', f'"The {series}"')
    return name in first and "episode" in first and any(q in first for q in quoted)


@dataclass(slots=True)
class VerifiedDocument:
    """The outcome of verifying one document's drafts."""

    claims: list[Claim] = field(default_factory=list)
    """Accepted claims in draft order."""

    unsupported: int = 0
    """Drafts whose span was not found in the text."""

    non_standalone: int = 0
    """Drafts that were not standalone."""

    duplicates: int = 0
    """Drafts repeating an accepted claim of the same document."""

    not_entailed: int = 0
    """Drafts whose rewritten claim is not supported by the span in context."""

    @property
    def dropped(self) -> dict[str, int]:
        """The drafts that did not become claims, by reason (zero counts left out)."""
        counts = {"non_standalone": self.non_standalone, "unsupported": self.unsupported,
                  "duplicate": self.duplicates, "not_entailed": self.not_entailed}  # fmt: skip
        return {reason: count for reason, count in counts.items() if count}


@lru_cache(maxsize=64)
def _main_entity(title: str, text: str) -> str | None:
    """The main entity as the rule extractor finds it (reference markers cut first)."""
    return main_entity(title, strip_references(text).text)


def verify_drafts(
    drafts: Sequence[ClaimDraft],
    aligner: SpanAligner,
    *,
    doc_id: int,
    threshold: float,
    extractor: str = "rules",
    title: str | None = None,
    published: str | None = None,
) -> VerifiedDocument:
    """Verify ``drafts`` of document ``doc_id`` against the text ``aligner`` holds (titled
    ``title``, which names its main entity; published on ISO date ``published``, which
    anchors relative days). The rule extractor's claims must add nothing but the
    written-in name (and the date of an anchored ``on Tuesday``); a model's claims may add
    one more content word."""
    out = VerifiedDocument()
    text = aligner.document
    check = _Entailment(text, title or "", _main_entity(title or "", text),
                        0 if extractor.split(":", 1)[0] == "rules" else 1,
                        published,
                        acronym_definitions(strip_references(text).text, title or ""))  # fmt: skip
    try:
        _verify(drafts, aligner, doc_id, threshold, out, check)
    finally:  # counted once per document: a labelled counter costs a lookup per call
        label = extractor.split(":", 1)[0]
        counts = {
            "non_standalone": out.non_standalone,
            "unsupported": out.unsupported,
            "duplicate": out.duplicates,
            "not_entailed": out.not_entailed,
            "accepted": len(out.claims),
        }
        for outcome, count in counts.items():
            if count:
                CLAIMS_TOTAL.labels(outcome=outcome, extractor=label).inc(count)
    return out


def rewritten_problem(
    text: str,
    claim: Claim,
    document: str,
    *,
    title: str,
    extractor: str = "rules",
    published: str | None = None,
) -> str | None:
    """Why ``text``, a rewrite of the verified ``claim`` made after verification (the
    namesakes' qualifier: ``The Wells Fargo Tower (Baltimore) was …``), is not entailed by
    the claim's span in ``document`` (titled ``title``), or ``None``. The title's own
    qualifier is the document's words about its entity, so it is read as the bare name (as
    ``verify_drafts`` reads a title's kind); any other word is checked as a draft's."""
    qualifier = _QUALIFIER_RX.search(title)
    if qualifier is not None:
        text = text.replace(f" {qualifier.group(0).strip()}", "")
    check = _Entailment(document, title, _main_entity(title, document),
                        0 if extractor.split(":", 1)[0] == "rules" else 1, published,
                        acronym_definitions(strip_references(document).text))  # fmt: skip
    return check.problem(" ".join(text.split()), claim.span, claim.span_start)


_QUALIFIER_RX = re.compile(r"\([^()]+\)\s*$")
"""A title's trailing qualifier (``(Baltimore)`` of ``Wachovia Tower (Baltimore)``)."""


def _verify(
    drafts: Sequence[ClaimDraft],
    aligner: SpanAligner,
    doc_id: int,
    threshold: float,
    out: VerifiedDocument,
    check: _Entailment,
) -> None:
    seen: set[str] = set()
    for draft in drafts:
        text = " ".join(draft.claim.split())
        if leading_pronoun(text) is not None:
            out.non_standalone += 1
            continue
        match = aligner.align(draft.span, threshold=threshold)
        if match is None:
            out.unsupported += 1
            continue
        if check.problem(text, match.text, match.start) is not None:
            out.not_entailed += 1
            continue
        key = folded(text)
        if key in seen:
            out.duplicates += 1
            continue
        seen.add(key)
        out.claims.append(
            Claim(
                doc_id=doc_id,
                claim_id=f"doc{doc_id}_claim{len(out.claims) + 1}",
                text=text,
                span=match.text,
                span_start=match.start,
                span_end=match.end,
                match_score=match.score,
                features=claim_features(text),
            )
        )
