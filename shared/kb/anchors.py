"""A direct question's anchor must pick one place in the KB.

Step and how-to questions name their procedure by its section heading: "What is the last
step to handle Dependency Conflicts?" (best_practices.md). When another page has a section on
the same topic ("Issue: Dependency Conflicts" in diagnose.md, "How do I resolve dependency
conflicts?" in the FAQ) with its own list, the question fits both and its gold answer is
one of two (kb_final #8). :class:`HeadingIndex` holds every current page's headings as
topic terms; :meth:`HeadingIndex.shared` says whether a candidate's heading topic is also a
heading topic elsewhere, and the generator refuses such candidates (counted).
"""

from __future__ import annotations

import re

from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import KnowledgeBase
from shared.kb.terms import content_terms

__all__ = ["HeadingIndex", "topic_terms"]

_GENERIC = frozenset({
    "handle", "handling", "resolve", "resolving", "fix", "fixing", "use", "using", "manage",
    "managing", "work", "working", "step", "how", "guide", "issue", "problem", "common",
    "basic", "general", "overview", "example", "tip", "note", "introduction", "usage",
    "setting", "up", "set", "create", "creating", "configure", "configuring", "do", "i",
    "run", "running", "add", "adding", "new",
})
"""Task words that name no topic: "handle" conflicts and "resolve" conflicts are one topic."""

_HEADING_KINDS = frozenset({"section", "rot-section", "step", "rot-step", "list"})
"""Candidate key kinds (``kind:ref:heading…``) whose question is written from a heading."""
_STEP_SUFFIX = re.compile(r":(?:ordinal:\d+|last|count)$")


def topic_terms(heading: str) -> frozenset[str]:
    """The heading's content terms without generic task words: "Handling Dependency
    Conflicts" -> {"dependency", "conflict"}."""
    return frozenset(t for t in content_terms(heading) if t not in _GENERIC)


class HeadingIndex:
    """Topic terms of every section heading of the KB's current pages, by page."""

    def __init__(self, kb: KnowledgeBase) -> None:
        self._topics: dict[str, list[frozenset[str]]] = {}
        for page in kb.current_pages():
            heads = {s.heading for s in page.parsed.sections} | {
                p.heading for p in page.parsed.procedures}
            self._topics[page.ref] = [t for t in map(topic_terms, heads) if t]

    def shared(self, candidate: Candidate) -> str | None:
        """The other page whose heading has the topic of the heading ``candidate`` is
        written from (one topic holds the other's terms), or None when the topic is the
        page's own or the candidate is not written from a heading."""
        kind, _, rest = candidate.key.partition(":")
        ref = candidate.refs[0] if candidate.refs else ""
        if kind not in _HEADING_KINDS or not rest.startswith(f"{ref}:"):
            return None
        heading = _STEP_SUFFIX.sub("", rest[len(ref) + 1:])
        mine = topic_terms(heading)
        if not mine or not mine & content_terms(candidate.query):
            return None  # "How do I install cz-ai?" names its package, not its heading
        for other, topics in self._topics.items():
            if other == ref:
                continue
            for theirs in topics:
                if mine <= theirs or (len(theirs) >= 2 and theirs <= mine):
                    return other
        return None
