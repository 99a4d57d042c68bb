"""Prometheus counters of the claims service, defined once in the default registry.

Every claim an extractor proposes ends in exactly one outcome (``CLAIMS_TOTAL``):
``accepted`` (span verified, claim entailed by it), ``unsupported`` (span not found in the
document text), ``non_standalone`` (starts with a pronoun or demonstrative), ``not_entailed``
(the rewritten claim says more than its span: a word the span lacks, or a name that is
not the document's referent), or ``duplicate`` (the same claim twice in one document).

Before that, the rule extractor drops sentences that cannot become claims
(``CLAIM_DROPS_TOTAL``, by reason): ``length``, ``fragment``, ``question``, ``quotation``,
``first_person``, ``conditional``, ``imperative``, ``hedged``, ``no_verb`` (see
``factual``), ``speech_unnamed``, ``speech_nonfactual``, ``speech_context``,
``speech_length`` (a quotation with its attribution that gives no reported-speech claim,
see ``speech``), ``expletive``, ``unresolved_pronoun``, ``definite_description`` (see
``decontext``), ``empty_quotation``, ``dangling_reference`` (see ``dangling``),
``relative_date`` (a relative day that cannot be anchored, see ``anchoring``),
``weekday_unresolved`` (a weekday that cannot be placed: ``last Tuesday``, ``Sunday's
awards``, see ``anchoring.weekday_unresolved``), ``undated_session`` (a market move whose
sentence and paragraph name no trading session, see ``sessions``),
``unanchored_time`` (a forecast, ``new``/``yet``/``still``, or wording counted to the
writer's day, ``currently``/``the latest``/``was last updated``, with no date to anchor it,
see ``timed_states.anchor_state`` and ``relative_time``), ``scene_time`` (a past event after
a sentence setting its own day, ``relative_days.scene_time``), ``retracted`` (the next
sentence takes it back: ``Well, sort of.``), ``not_english_prose`` (a text that reads as
no English prose, see ``shared.text.english``), ``unplaced_institution`` (``The National
Assembly``: whose? see ``page_topic``), ``page_deixis``, ``unnamed_referent``, ``partial_name`` and
``nonfactual`` (see ``standalone``), ``paragraph_pronoun`` (see ``paragraph_refs``),
``unnamed_subject`` (a subject that names nothing, see ``rules``), ``undated_event``
(``the Meta outage`` with no year, see ``anchoring``), ``compound`` (more
than one fact), ``repeated`` (the same claim twice on a page) and ``over_cap`` (beyond the
per-document maximum). Both counts are also in each ``ClaimBucket.dropped``.
"""

from __future__ import annotations

from collections.abc import Mapping

from prometheus_client import Counter

__all__ = ["CLAIMS_TOTAL", "CLAIM_DROPS_TOTAL", "DOCUMENTS_TOTAL", "SAME_AS_TOTAL", "count_drops"]

CLAIMS_TOTAL = Counter(
    "dyneval_claims_total",
    "Claims proposed by an extractor, by outcome (accepted, unsupported, non_standalone, "
    "not_entailed, duplicate) and extractor (rules, llm).",
    ["outcome", "extractor"],
)

DOCUMENTS_TOTAL = Counter(
    "dyneval_claim_documents_total",
    "Documents of graphs by outcome (bucket, no_text, no_claims, declared_genre) and text origin.",
    ["outcome", "origin"],
)

SAME_AS_TOTAL = Counter(
    "dyneval_claims_same_as_total",
    "Pairs of claims in different documents of a graph linked as stating the same fact.",
)

CLAIM_DROPS_TOTAL = Counter(
    "dyneval_claim_drops_total",
    "Sentences an extractor dropped before proposing claims, by reason and extractor.",
    ["reason", "extractor"],
)


def count_drops(dropped: Mapping[str, int], extractor: str) -> None:
    """Add one document's extractor drops to ``CLAIM_DROPS_TOTAL``."""
    label = extractor.split(":", 1)[0]
    for reason, count in dropped.items():
        if count:
            CLAIM_DROPS_TOTAL.labels(reason=reason, extractor=label).inc(count)
