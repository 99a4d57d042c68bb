"""Candidate queries: what a generator proposes before selection and checks."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.stated import statements
from shared.kb.terms import content_terms

if TYPE_CHECKING:
    from shared.kb.faq_scope import FaqScope

__all__ = ["REFUSAL", "Candidate", "Evidence", "KbContext", "contains_snippet", "normalise",
           "refusal_candidate", "template_of"]

REFUSAL = "I don't know based on the knowledge base."

_NON_WORD = re.compile(r"[^0-9a-z$%.]+")
_MID_CAPITAL = re.compile(r"(?<=[a-z,;] )([A-Z][A-Za-z]+)")


@lru_cache(maxsize=8192)
def normalise(text: str) -> str:
    """Lower-case, map dashes and punctuation to spaces, collapse whitespace (for containment)."""
    text = text.lower().replace("–", "-").replace("—", "-")
    text = re.sub(r"(?<=\d)-(?=\$?\d)", " - ", text)
    text = _NON_WORD.sub(" ", text)
    text = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", text)
    return " ".join(text.split())


def contains_snippet(text: str, snippet: str) -> bool:
    """True when ``snippet`` occurs in ``text`` after normalisation (word-bounded)."""
    needle = normalise(snippet)
    if not needle:
        return True
    return f" {needle} " in f" {normalise(text)} "


@dataclass(frozen=True, slots=True)
class Evidence:
    """A piece of text the answer needs and the page it comes from."""

    ref: str
    snippet: str


@dataclass(frozen=True, slots=True)
class Candidate:
    """One proposed query with what checks and selection need to know about it."""

    query: str
    ground_truth: str
    refs: tuple[str, ...]
    subtype: str
    category: str
    key: str
    """Identity for de-duplication: the same key is never used twice in one run."""
    evidence: tuple[Evidence, ...] = ()
    """Snippets the answer needs, by page: multi-hop checks read these."""
    gap_terms: tuple[tuple[str, ...], ...] = ()
    """Negative queries: term groups an answering passage would have to contain."""
    answer_key: tuple[str, ...] = ()
    """Multi-hop: the value(s) the question asks for (empty: every evidence snippet).
    A page holding all of them and the question's terms answers the query alone."""
    template: str = ""
    """The question pattern the candidate was written from ("short_form"): selection caps
    any one pattern's share of a type (empty: the question with its names masked)."""


@dataclass(slots=True)
class KbContext:
    """KB-wide facts the templates consult (which labels are ambiguous, and so on)."""

    kb: KnowledgeBase
    label_pages: Counter[str] = field(default_factory=Counter)
    column_pages: Counter[str] = field(default_factory=Counter)
    term_pages: Counter[str] = field(default_factory=Counter)
    """In how many current pages each content term occurs (document frequency)."""
    proper_words: set[str] = field(default_factory=set)
    """Words the KB capitalises in the middle of sentences (names like SplitPay, Rewards)."""
    skipped: Counter[str] = field(default_factory=Counter)
    """Direct candidates a template could not form well, by ``subtype:reason``."""
    negative_skipped: Counter[str] = field(default_factory=Counter)
    """Negative candidates a template dropped before the check, by ``subtype:reason``."""
    negative_seen: set[str] = field(default_factory=set)
    """Commands, classes and questions a negative already asks about (once per KB)."""
    stated_pages: Counter[str] = field(default_factory=Counter)
    """On how many current pages each setting name has a statement (:mod:`shared.kb.stated`):
    a name on two pages is asked with its owner."""
    component_classes: dict[str, str] | None = None
    """Documented component classes and their pages (:mod:`shared.kb.negative_classes`),
    read once per KB."""
    faq_scope: FaqScope | None = None
    """Each FAQ question as the KB asks it (:mod:`shared.kb.faq_scope`), read once per KB."""

    @classmethod
    def build(cls, kb: KnowledgeBase) -> KbContext:
        """Count, over current pages, how many pages use each fact label and column header."""
        context = cls(kb=kb)
        for page in kb.current_pages():
            labels = {fact.label.lower() for fact in page.parsed.facts}
            columns = {h.lower() for table in page.parsed.tables for h in table.headers[1:]}
            context.label_pages.update(labels)
            context.column_pages.update(columns)
            context.term_pages.update(content_terms(f"{page.title} {page.text}"))
            context.proper_words.update(_MID_CAPITAL.findall(page.text))
            context.stated_pages.update({s.thing.lower() for s in statements(page)})
        return context

    def topic_phrase(self, title: str) -> str:
        """A title as it reads mid-sentence: ``Rewards Club Tiers`` -> ``Rewards Club tiers``."""
        kept: list[str] = []
        proper = True
        for word in title.split():
            proper = proper and (word in self.proper_words or word.isupper())
            kept.append(word if proper else word.lower())
        return " ".join(kept)

    def distinctive(self, text: str) -> set[str]:
        """Content terms of ``text`` that occur in at most 30% of current pages (at least 2)."""
        limit = max(2, int(0.3 * len(self.kb.current_pages())))
        return {term for term in content_terms(text) if 0 < self.term_pages[term] <= limit}

    def label_is_unique(self, label: str) -> bool:
        """True when only one current page states a fact with this label."""
        return self.label_pages[label.lower()] <= 1

    def column_is_unique(self, header: str) -> bool:
        """True when only one current page has a table column with this header."""
        return self.column_pages[header.lower()] <= 1

    def current(self) -> list[Page]:
        """The pages that may be ground truth."""
        return self.kb.current_pages()


_NAMED = re.compile(r"`[^`]+`|(?<![\w-])--?[A-Za-z][\w-]*|\b\w+[_.]\w[\w.]*|\b[A-Z]\w*[A-Z]\w*\b"
                    r"|\d[\d.,]*")


def template_of(candidate: Candidate) -> str:
    """The pattern a candidate was written from: its ``template``, else its subtype and
    question with code names, flags and numbers masked ("What is the short form of the
    <name> option?")."""
    if candidate.template:
        return f"{candidate.subtype}:{candidate.template}"
    return f"{candidate.subtype}:{_NAMED.sub('<name>', candidate.query)}"


def refusal_candidate(page: Page, subtype: str, query: str, key: str,
                      gap: tuple[tuple[str, ...], ...],
                      refs: tuple[str, ...] | None = None, *, template: str = "") -> Candidate:
    """A negative candidate on ``page``: the refusal as its ground truth, keyed by subtype;
    ``template`` names the question pattern (see :func:`template_of`)."""
    return Candidate(
        query=query,
        ground_truth=REFUSAL,
        refs=refs or (page.ref,),
        subtype=subtype,
        category=page.category,
        key=f"{subtype}:{key}",
        gap_terms=gap,
        template=template,
    )
