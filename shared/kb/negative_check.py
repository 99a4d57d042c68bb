"""Validation of one negative candidate: anchored on its page, answered by no page.

Three tests, all of which a negative must pass (the SRS's lexical trap that is still
unanswerable):

1. *keyword overlap*: at least ``min_overlap`` (80%) of the question's keywords occur on
   the anchor page. Keywords are the question's content terms without the designed
   missing detail (the gap terms the anchor page does not hold) — that detail is by
   construction absent.
2. *similarity*: the anchor page's best section is more similar to the question than a
   threshold calibrated on the KB's own distribution (:func:`calibrate_threshold`: how
   similar the KB's headings are to pages of *other* categories), never below the
   configured floor. An off-topic question ("What is the boiling point of mercury in
   Kelvin?") is no closer to any page than the KB's own unrelated headings are.
3. *answerability*: the rule judge reads the top retrieved pages and every page whose
   text holds all gap terms; a page that answers rejects the candidate. A paragraph that
   names a code name in words rather than as written also answers when it holds the other
   gap terms: a release note "Add option to set websocket ping interval and timeout" dates
   ``--ws-ping-timeout`` (:func:`worded_mention`), and so does a change note in prose.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np

from shared.embeddings.base import Embedder, Vectors
from shared.kb.answerability import PageIndex, RuleJudge, holds_phrase
from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.terms import content_terms

__all__ = ["NegativeCheck", "calibrate_threshold", "check_negative", "keyword_overlap",
           "part_said", "worded_answers", "worded_mention"]

_QUESTION_TERMS = frozenset({"happen", "like", "way", "ok", "possible", "there", "affect"})


@dataclass(frozen=True, slots=True)
class NegativeCheck:
    """Overlap and similarity with the anchor page, the pages judged, any page that answers."""

    similarity: float
    similar_enough: bool
    judged: tuple[str, ...]
    answerable_in: tuple[str, ...]
    overlap: float = 1.0
    """Share of the question's keywords found on the anchor page."""
    overlapping: bool = True
    """True when ``overlap`` reaches the required share."""


_CODE_NAME = re.compile(r"^-{0,2}[A-Za-z][\w]*(?:[-_.][A-Za-z0-9]\w*)+$")
_WORD = re.compile(r"[a-z0-9]+")


def part_positions(part: str, words: list[str], *, counted: bool = False) -> list[int]:
    """Where ``part`` of a code name is said in prose: the word itself or its inflection
    ("timeouts"), two words run together ("key file" for keyfile), an acronym of
    consecutive words ("unix domain socket" for uds) or a short part abbreviating a
    longer word that starts with its letter ("websocket" for ws). With ``counted``, a
    part of two letters said as itself ("in", "no") is no evidence and gives nothing."""
    found: list[int] = []
    for i, word in enumerate(words):
        if word == part or (len(part) >= 4 and word.startswith(part)):
            if not (counted and len(part) <= 2):
                found.append(i)
        elif (i + 1 < len(words) and word + words[i + 1] == part) or (
                2 <= len(part) <= 3 and len(words[i:i + len(part)]) == len(part)
                and "".join(w[0] for w in words[i:i + len(part)]) == part) or (
                len(part) <= 3 and len(word) >= 2 * len(part) + 3 and word[0] == part[0]
                and _subsequence(part, word)):
            found.append(i)
    return found


def part_said(part: str, words: list[str]) -> bool:
    """True when :func:`part_positions` finds ``part`` in ``words``."""
    return bool(part_positions(part, words))


def _subsequence(short: str, long: str) -> bool:
    letters = iter(long)
    return all(ch in letters for ch in short)


_WINDOW = 4
"""Parts of one name said in words stand at most this many words apart, in order."""


def worded_mention(name: str, text: str) -> bool:
    """True when ``text`` names the multi-part code name ``name`` (``--ws-ping-timeout``,
    ``ssl_keyfile_password``) in words: at least two thirds of its parts that carry meaning
    (and two), said as :func:`part_positions` reads them, in the name's order, each within
    a few words of the one before ("websocket ping interval and timeout"; not "local …
    version" far apart nor in reverse). A one-part name has no wording to miss."""
    parts = [p for p in re.split(r"[-_.]+", name.lower()) if p]
    words = _WORD.findall(text.lower())
    positions = [part_positions(part, words, counted=True) for part in parts]
    meaningful = [p for p in parts if len(p) > 2 or not p.isalpha()] or parts
    need = max(2, math.ceil(2 * len(meaningful) / 3))
    if len(parts) < 2:
        return False
    best = 0
    for first, starts in enumerate(positions):
        for start in starts:
            count, last = 1, start
            for later in positions[first + 1:]:
                step = [p for p in later if last < p <= last + _WINDOW]
                if step:
                    count, last = count + 1, step[0]
            best = max(best, count)
    return best >= need


def worded_answers(candidate: Candidate, kb: KnowledgeBase) -> tuple[str, ...]:
    """Pages with a paragraph (read with its heading: a release note's version) that names
    the candidate's code name in words and holds every other gap group."""
    named = [g for g in candidate.gap_terms if len(g) == 1 and _CODE_NAME.match(g[0])]
    if not named:
        return ()
    name = named[0][0]
    others = [g for g in candidate.gap_terms if g is not named[0]]
    written = re.compile(rf"(?<![\w-]){re.escape(name.lstrip('-'))}(?![\w-])", re.IGNORECASE)
    found: list[str] = []
    for page in kb:
        for section in page.parsed.sections:
            if written.search(section.heading):
                continue  # the name's own section: the judge reads it as written
            for block in section.blocks:
                text = f"{section.heading}. {block}"
                if written.search(block):
                    continue  # named as written: the judge's to read
                if worded_mention(name, text) and all(
                        any(holds_phrase(text, alt) for alt in group) for group in others):
                    found.append(page.ref)
                    break
            if found and found[-1] == page.ref:
                break
    return tuple(found)


def keyword_overlap(candidate: Candidate, kb: KnowledgeBase) -> float:
    """Share of the question's keywords (gap terms excluded) that occur on the anchor page."""
    page = kb.pages.get(candidate.refs[0])
    if page is None:
        return 0.0
    on_page = content_terms(f"{page.title} {page.text}")
    gap = {term for group in candidate.gap_terms for alt in group for term in content_terms(alt)}
    keywords = content_terms(candidate.query) - _QUESTION_TERMS - (gap - on_page)
    if not keywords:
        return 0.0
    return len(keywords & on_page) / len(keywords)


async def calibrate_threshold(
    kb: KnowledgeBase, index: PageIndex, embedder: Embedder, *, floor: float,
    percentile: float = 50.0,
) -> float:
    """The similarity a negative must beat on this KB: ``percentile`` of off-topic pairs.

    Off-topic pairs are (a section heading of a current page, every page of another
    category); the result never drops below ``floor``. A KB with one category has no
    off-topic pairs and keeps the floor.
    """
    probes: list[tuple[str, str]] = []
    for page in kb.current_pages():
        for section in page.parsed.sections:
            heading = section.heading or page.title
            if len(content_terms(heading)) >= 1:
                probes.append((heading, page.category))
    if not probes:
        return floor
    vectors = await embedder.embed([heading for heading, _ in probes], "query")
    off: list[float] = []
    for (_, category), vector in zip(probes, vectors, strict=True):
        for ref, value in index.page_similarities(vector).items():
            other = kb.pages[ref]
            if not other.outdated and other.category != category:
                off.append(value)
    if not off:
        return floor
    return max(floor, float(np.percentile(off, percentile)))


def check_negative(
    candidate: Candidate, vector: Vectors, kb: KnowledgeBase, index: PageIndex,
    judge: RuleJudge, *, min_similarity: float, top_k: int, min_overlap: float = 0.8,
) -> NegativeCheck:
    """Keyword overlap, similarity with the anchor (> ``min_similarity``) and the judge.

    The judge reads the ``top_k`` retrieved pages plus every page whose text holds all
    the candidate's gap terms, so a lexical match that retrieval ranks low is still read.
    """
    anchor = candidate.refs[0]
    overlap = keyword_overlap(candidate, kb)
    similarities = index.page_similarities(vector)
    similarity = similarities.get(anchor, -1.0)
    if overlap < min_overlap:
        return NegativeCheck(similarity, similarity > min_similarity, (), (), overlap, False)
    if similarity <= min_similarity:
        return NegativeCheck(similarity, False, (), (), overlap)
    judged = [ref for ref, _ in index.top_pages(vector, top_k)]
    for page in kb:
        if page.ref in judged or not candidate.gap_terms:
            continue
        if all(any(holds_phrase(page.text, alt) for alt in group)
               for group in candidate.gap_terms):
            judged.append(page.ref)
    answering = tuple(
        ref for ref in judged
        if judge.judge(candidate.query, kb.page(ref), candidate.gap_terms).answerable
    )
    answering += tuple(ref for ref in worded_answers(candidate, kb) if ref not in answering)
    return NegativeCheck(similarity, True, tuple(judged), answering, overlap)
