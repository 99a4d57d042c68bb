"""Citation precision, recall and F1 over the sources an answer cites.

A citation names a source by URL or by document id. Both sides are mapped to gold
document ids: a gold document (``DocRef``) is known by its id and any of its URLs, URLs
compared after ``normalize_url``; a cited source that matches no gold document stays a
distinct false positive. Sets, not lists: citing one document twice counts once.

Empty sets follow the generation-quality spec: no gold documents and no citations score
1.0 on all three metrics (the insufficient-context case: nothing to cite, nothing cited);
citations without gold documents, or gold documents without citations, score 0.0.
Bare numbers (``[1]``-style markers) are treated as document ids; map them to the
answer's sources before scoring when the sources carry URLs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple
from urllib.parse import parse_qsl, urlencode, urlsplit

__all__ = [
    "CitationScore",
    "DocRef",
    "GoldDocs",
    "citation_prf",
    "normalize_url",
    "ref_key",
    "score_citations",
]

_DEFAULT_PORTS = {"http": 80, "https": 443}
_TRACKING_PREFIXES = ("utm_",)
_TRACKING_PARAMS = frozenset({"fbclid", "gclid", "mc_cid", "mc_eid", "ref_src"})


class CitationScore(NamedTuple):
    """Citation precision, recall and F1 of one answer."""

    precision: float
    recall: float
    f1: float


@dataclass(frozen=True, slots=True)
class DocRef:
    """A gold document: its id and the URLs it is known by."""

    doc_id: str
    """Document id as the round's document store names it."""

    urls: tuple[str, ...] = ()
    """URLs of the document (canonical, original, redirects)."""


@lru_cache(maxsize=65536)
def normalize_url(url: str) -> str:
    """Canonical text of a URL for matching: scheme, ``www.``, default port, fragment,
    trailing slash and tracking parameters dropped; host lowercased; query sorted.

    ``http://www.Example.com:80/a/?utm_source=x&b=2#top`` -> ``example.com/a?b=2``.
    """
    text = url.strip()
    if "://" not in text:
        text = "http://" + text.lstrip("/")
    try:
        parts = urlsplit(text)
        host = (parts.hostname or "").rstrip(".")
        port = parts.port
    except ValueError:  # a malformed authority (bad port, unclosed IPv6 bracket)
        return url.strip().lower()
    if host.startswith("www."):
        host = host[4:]
    if port is not None and port != _DEFAULT_PORTS.get(parts.scheme.lower()):
        host = f"{host}:{port}"
    path = parts.path.rstrip("/")
    query = ""
    if parts.query:
        kept = sorted(
            (key, value)
            for key, value in parse_qsl(parts.query, keep_blank_values=True)
            if key.lower() not in _TRACKING_PARAMS
            and not key.lower().startswith(_TRACKING_PREFIXES)
        )
        query = "?" + urlencode(kept) if kept else ""
    return f"{host}{path}{query}"


def _looks_like_url(ref: str) -> bool:
    return "://" in ref or ref.startswith("www.")


def ref_key(ref: str | int) -> str:
    """Matching key of a cited source: ``url:<normalised>`` for URLs, ``id:<id>`` otherwise."""
    text = str(ref).strip()
    return f"url:{normalize_url(text)}" if _looks_like_url(text) else f"id:{text}"


class GoldDocs:
    """The gold documents of one item, resolving any citation to a gold id or a miss."""

    __slots__ = ("_by_key", "ids")

    def __init__(self, docs: Iterable[DocRef | str | int]) -> None:
        by_key: dict[str, str] = {}
        ids: set[str] = set()
        for doc in docs:
            if isinstance(doc, DocRef):
                ids.add(doc.doc_id)
                by_key[ref_key(doc.doc_id)] = doc.doc_id
                for url in doc.urls:
                    by_key[f"url:{normalize_url(url)}"] = doc.doc_id
            else:
                key = ref_key(doc)
                by_key[key] = key
                ids.add(key)
        self._by_key: Mapping[str, str] = by_key
        self.ids: frozenset[str] = frozenset(ids)
        """Ids of the gold documents (the recall denominator)."""

    def resolve(self, ref: str | int) -> str:
        """The gold id ``ref`` names, or a key that matches no gold document."""
        key = ref_key(ref)
        return self._by_key.get(key, "\x00" + key)

    def resolve_all(self, refs: Iterable[str | int]) -> set[str]:
        """The set of ids (gold or not) that ``refs`` name."""
        return {self.resolve(ref) for ref in refs}


def citation_prf(predicted: Iterable[str], gold: Iterable[str]) -> CitationScore:
    """Precision/recall/F1 of two sets of already resolved ids, with the spec's empty rules."""
    predicted_set = set(predicted)
    gold_set = set(gold)
    if not predicted_set or not gold_set:
        value = 1.0 if not predicted_set and not gold_set else 0.0
        return CitationScore(value, value, value)
    hits = len(predicted_set & gold_set)
    if hits == 0:
        return CitationScore(0.0, 0.0, 0.0)
    precision = hits / len(predicted_set)
    recall = hits / len(gold_set)
    return CitationScore(precision, recall, 2 * precision * recall / (precision + recall))


def score_citations(
    predicted: Iterable[str | int], gold: GoldDocs | Iterable[DocRef | str | int]
) -> CitationScore:
    """Citation metrics of the sources ``predicted`` cites against the item's gold documents."""
    if isinstance(gold, GoldDocs):
        return citation_prf(gold.resolve_all(predicted), gold.ids)
    docs = list(gold)
    if any(isinstance(doc, DocRef) for doc in docs):
        resolver = GoldDocs(docs)
        return citation_prf(resolver.resolve_all(predicted), resolver.ids)
    # plain ids/URLs: each gold document is its own key, so matching is key equality
    return citation_prf(
        {ref_key(ref) for ref in predicted},
        {ref_key(doc) for doc in docs if not isinstance(doc, DocRef)},
    )
