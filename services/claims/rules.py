"""The rule-based claim extractor (the default): sentences made standalone, verbatim spans.

For one document text:

1. split into sentences (``shared.text.sentences``) and keep the factual-looking ones:
   5 to 60 words, declarative (not a question, not a heading ending in ``:``), a finite
   verb, not a bare quotation, no URL;
2. make each standalone (``decontext``): leading pronouns, role nouns and partial names go
   to the document's main entity, found from the title and the text
   (``shared.text.entities.main_entity``);
3. split coordinated facts where safe (``splitting``); a second half that starts with a
   pronoun is resolved to the first half's subject;
4. strip citation markers (``[4]``) and a snippet's trailing cut (``building in...``) from
   the claim text.

Every claim's span is its whole source sentence, verbatim. A sentence whose opening cannot
be resolved (``They said ...``) is passed on unchanged, so the verifier rejects and counts
it as not standalone. Deterministic: the seed is accepted for the protocol and unused.
When a document has more candidate sentences than ``max_claims``, the most informative
(dates, numbers, causal cues, entities) are kept, in document order.
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from dataclasses import dataclass

from services.claims.decontext import Decontextualizer, EntityKind, leading_pronoun
from services.claims.splitting import VERBS, split_coordinated, subject_of
from shared.llm.replies import ClaimDraft
from shared.text.causal import has_causal
from shared.text.dates import find_dates
from shared.text.entities import find_entities, main_entity
from shared.text.numbers import find_quantities
from shared.text.sentences import Sentence, split_sentences

__all__ = ["RULES_VERSION", "RuleClaimExtractor"]

RULES_VERSION = "claims-rules-1"
"""Version of the rule strategy, recorded in θ; bump it when its output changes."""

MIN_WORDS = 5
MAX_WORDS = 60

_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_CITATION_RX = re.compile(r"\s*\[\d+(?:[,\u2013-]\s*\d+)*\]")
_URL_RX = re.compile(r"https?://|www\.", re.IGNORECASE)
_QUOTE_OPEN = ('"', "\u201c", "'", "\u2018")
_PRONOUN_KIND: dict[str, EntityKind] = {
    "he": "male", "his": "male", "she": "female", "her": "female", "it": "thing",
    "its": "thing",
}  # fmt: skip


def _has_finite_verb(words: list[str]) -> bool:
    for word in words[1:]:
        low = word.lower()
        if low in VERBS:
            return True
        if low.endswith("ed") and len(low) > 4 and word.islower():
            return True
    return False


def _factual(sentence: str) -> bool:
    words = _WORD_RX.findall(sentence)
    if not MIN_WORDS <= len(words) <= MAX_WORDS:
        return False
    stripped = sentence.rstrip()
    if stripped.endswith(("?", ":")) or (not stripped[0].isupper() and stripped[0] not in "[("):
        return False
    if stripped.startswith(_QUOTE_OPEN) or _URL_RX.search(stripped):
        return False
    if stripped.count("|") >= 2:
        return False  # navigation or table residue
    return _has_finite_verb(words)


def _informativeness(claim: str, entity: str | None) -> float:
    score = 2.0 * len(find_dates(claim)) + 2.0 * len(find_quantities(claim))
    score += 1.5 if has_causal(claim) else 0.0
    score += 0.5 * min(len(find_entities(claim)), 3)
    if entity and entity in claim:
        score += 1.0
    return score


_TRUNCATED_RX = re.compile(
    r"(?:\s+(?:a|an|the|in|on|at|of|to|for|with|by|from|and|or|but|as|that|which|its|his|her|"
    r"their))*\s*(?:\.\.\.|\u2026)$",
    re.IGNORECASE,
)


def _clean_claim(text: str) -> str:
    if "[" in text:
        text = _CITATION_RX.sub("", text)
    text = " ".join(text.split())
    cut = text
    if text.endswith(("...", "\u2026")):  # a snippet cut off mid-sentence: "... building in..."
        cut = _TRUNCATED_RX.sub("", text)
    if cut != text and "," in cut:
        head, tail = cut.rsplit(",", 1)
        if len(tail.split()) <= 4:
            cut = head  # "... its lease in The Domain, a mixed ..." -> "... The Domain"
    text = cut
    if text.rstrip("\"'\u201d\u2019)").endswith((".", "!")):
        return text
    return f"{text.rstrip(',;')}."


@dataclass(frozen=True, slots=True)
class _Candidate:
    order: int
    claim: str
    span: str
    score: float


class RuleClaimExtractor:
    """Deterministic, offline claim extraction (see module docstring).

    Being deterministic, it remembers the drafts of the last ``cache_size`` documents by
    the SHA-256 of their text and their title: the same page cited by many logs (several
    agents asked the same questions) is read once.
    """

    def __init__(self, *, max_claims: int = 30, cache_size: int = 2048) -> None:
        self.max_claims = max_claims
        self.cache_size = cache_size
        self._memo: OrderedDict[tuple[bytes, str | None], tuple[ClaimDraft, ...]] = OrderedDict()

    @property
    def name(self) -> str:
        """Recorded as ``ClaimBuckets.extractor``."""
        return "rules"

    async def extract(
        self, text: str, *, doc_id: int, seed: int, title: str | None = None
    ) -> tuple[ClaimDraft, ...]:
        """Standalone claims of ``text``, each with its source sentence as the span."""
        return tuple(self.extract_sync(text, title=title))

    def extract_sync(self, text: str, *, title: str | None = None) -> list[ClaimDraft]:
        """The same as ``extract``, without the event loop (for benchmarks and tools)."""
        key = (hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest(), title)
        known = self._memo.get(key)
        if known is not None:
            self._memo.move_to_end(key)
            return list(known)
        drafts = self._extract(text, title)
        if self.cache_size > 0:
            self._memo[key] = tuple(drafts)
            if len(self._memo) > self.cache_size:
                self._memo.popitem(last=False)
        return drafts

    def _extract(self, text: str, title: str | None) -> list[ClaimDraft]:
        entity = main_entity(title or "", text)
        rewriter = Decontextualizer.for_document(entity, text)
        found: list[tuple[str, str]] = []
        seen: set[str] = set()
        for sentence in split_sentences(text):
            if not _factual(sentence.text):
                continue
            for claim in self._claims_of(sentence, rewriter):
                if claim in seen:
                    continue  # a repeated sentence (pages repeat headlines and captions)
                seen.add(claim)
                found.append((claim, sentence.text))
        if len(found) > self.max_claims:  # rank only when some must go (it is costly)
            candidates = [_Candidate(order, claim, span, _informativeness(claim, entity))
                          for order, (claim, span) in enumerate(found)]  # fmt: skip
            best = sorted(candidates, key=lambda c: (-c.score, c.order))[: self.max_claims]
            found = [(c.claim, c.span) for c in sorted(best, key=lambda c: c.order)]
        return [ClaimDraft(claim=claim, span=span) for claim, span in found]

    def _claims_of(self, sentence: Sentence, rewriter: Decontextualizer) -> list[str]:
        whole = rewriter.rewrite(_clean_claim(sentence.text))
        parts = split_coordinated(whole)
        out = [parts[0]]
        subject = subject_of(parts[0]) if len(parts) > 1 else None
        for part in parts[1:]:
            pronoun = leading_pronoun(part)
            if pronoun in _PRONOUN_KIND and subject is not None:
                part = Decontextualizer(subject, _PRONOUN_KIND[pronoun]).rewrite(part)
            out.append(part)
        return [_clean_claim(part) for part in out]
