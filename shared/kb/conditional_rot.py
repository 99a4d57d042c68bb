"""A conditional of a versioned policy page whose outcome the older version gave otherwise,
asked rot-aware.

The current pension page says "If you'd like to adjust your contributions, please submit a
request via Made Benefits."; its older version said "You will be able to adjust your
contribution level annually in a set window in spring …" and named no Made Benefits. The
condition's act is on both versions, the outcome's route only on the current one: the
way to do it changed, and "Under the current policy, what should I do if I'd like to adjust
my contributions?" asks the changed fact (the current page is the answer).

Both parts are read on words: the condition's content words (its verb and object,
"adjust", "contributions") must all stand in a sentence of the older page, so it spoke of
the same act; and the outcome must hold a name or a figure those older sentences do not
("Made Benefits"; "within 60 days" where the older sentence said 90), so it gave another
way or amount. An outcome in other words but naming nothing new ("The oversize surcharge is
added to the rate for its weight." beside the older "$9.00 for packages longer than 48
inches") is no changed fact, and a condition the older page never spoke of is a new rule:
neither is asked rot-aware.
"""

from __future__ import annotations

import re
from dataclasses import replace

from shared.kb.candidates import Candidate
from shared.kb.knowledge_base import Page

__all__ = ["changed_conditionals"]

_STOP = frozenset({
    "what", "should", "happens", "would", "like", "want", "need", "your", "with", "from",
    "have", "will", "this", "that", "there", "their", "about", "please", "into", "able",
    "been", "they", "them", "then", "than", "when", "also", "only", "just", "make", "made",
    "were", "which", "while", "where", "some", "such", "more", "most", "other", "very",
})


def _words(text: str) -> set[str]:
    """Content words of ``text`` by their first five letters ("contribution(s)")."""
    return {w[:5] for w in re.findall(r"[a-z]+", text.lower().replace("’", "'"))
            if len(w) > 3 and w not in _STOP}


def _marks(text: str) -> set[str]:
    """Names and numbers of ``text``: capitalised words after the first ("Made Benefits",
    "PeoplePortal") and figures ("60")."""
    return set(re.findall(r"(?<=[\w,;)] )[A-Z][\w@&-]*|\d[\d,.]*\d|\d", text))


def _sentences(page: Page) -> list[str]:
    return [s for section in page.parsed.sections for block in section.blocks
            for s in re.split(r"(?<=[.!?])\s+", block)]


def changed_conditionals(page: Page, previous: Page | None,
                         conditionals: list[Candidate]) -> tuple[list[Candidate],
                                                                 list[Candidate]]:
    """``conditionals`` parted into those kept and rot_aware candidates made of the others
    (asked "Under the current policy, …")."""
    if previous is None:
        return conditionals, []
    older = [(_words(s), s) for s in _sentences(previous)]
    kept: list[Candidate] = []
    changed: list[Candidate] = []
    for candidate in conditionals:
        query = candidate.query
        condition = query.split(" if ", 1)[1] if " if " in query else ""
        act = _words(condition)
        spoke = [text for words, text in older if len(act) >= 2 and act <= words]
        said = _marks(" ".join(spoke))
        if not spoke or _marks(candidate.ground_truth) <= said:
            kept.append(candidate)
            continue
        changed.append(replace(candidate, subtype="rot_aware",
                               query=f"Under the current policy, {query[0].lower()}{query[1:]}",
                               key=f"rot:{candidate.key}"))
    return kept, changed
