"""Tier 3 (cross-domain abstraction): facts from different sections brought together.

- theme summary: what the document says about one entity (a name that occurs in facts of at
  least two sections), one statement per section -> ``summary``, asked as "Give an overview
  of the Xbox One X."

No arithmetic crosses sections: two figures of different sections that share a unit are
rarely the same attribute ("80 million years" old, "three years" of study), and no natural
question joins them, so the old difference template is gone (its pairs are not asked).

Contradictions (``contradictions.py``) are generated first by ``generators``.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from collections.abc import Iterator

from rapidfuzz import fuzz

from services.gold.drafts import candidate, quoted, with_article
from services.gold.facts import DocFacts
from shared.messages.qa import QAItem, UsedClaim
from shared.text.entities import find_entities

__all__ = ["crossdomain_items"]

_LABELS = frozenset({"ACTION", "DATES", "SUMMARY", "AGENCY", "NOTE", "TABLE", "FIGURE"})


def _theme_name(name: str) -> bool:
    """A name an overview can be about: words of letters, no stray quote or one-letter tail."""
    words = name.split()
    if any(ch in name for ch in "‘’'\"“”()") or len(words[-1]) < 2:
        return False
    if name.isupper():
        return 3 <= len(name) <= 6 and name not in _LABELS
    return 2 <= len(words) <= 5 and all(w[0].isupper() or w in ("of", "and", "de", "the")
                                         for w in words)


def _same_event(a: str, b: str) -> bool:
    """Two statements of one event: near-equal words, or the same figures and half the words
    ("In 1642, Tasman became the first European to sight New Zealand" / "Tasman sighted New
    Zealand in 1642")."""
    if fuzz.token_set_ratio(a, b) >= 80:
        return True
    figures_a, figures_b = set(re.findall(r"\d+", a)), set(re.findall(r"\d+", b))
    return bool(figures_a) and figures_a == figures_b and fuzz.token_set_ratio(a, b) >= 55


def _subject_of(name: str, claim: str) -> bool:
    """Whether the claim is about the name: it names it among its first six words."""
    at = claim.find(name)
    return at >= 0 and len(claim[:at].split()) <= 5


def _themes(facts: DocFacts) -> Iterator[QAItem]:
    text = "\n".join(c.text for c in facts.doc.chunks if c.kind == "text")
    by_entity: dict[str, dict[tuple[str, ...], UsedClaim]] = defaultdict(dict)
    cut = facts.fragments()
    for chunk, fact in facts.all():
        if chunk.kind != "text" or not chunk.section or fact.claim_id in cut:
            continue
        for mention in find_entities(fact.claim):
            name = mention.text.strip()
            if _theme_name(name) and _subject_of(name, fact.claim):
                by_entity[name].setdefault(chunk.section, fact)
    for name in sorted(by_entity, key=lambda n: (-len(by_entity[n]), n)):
        sections = by_entity[name]
        if re.search(rf"\b{re.escape(name)}\s+[\dA-Z]{{1,3}}[\d–-]", text):
            # "Service Bulletin 737–27–1318": the name heads an identifier, not a subject
            facts.skips["overview: the name is the head of an identifier"] += 1
            continue
        chosen: list[UsedClaim] = []
        for fact in sections.values():
            if all(not _same_event(fact.claim, c.claim) for c in chosen):
                chosen.append(fact)  # the same event told twice is one statement
        chosen = chosen[:4]
        if len(sections) < (3 if name.isupper() else 2) or len(chosen) < 2:
            facts.skips["overview: the name is the subject of statements in too few sections"] += 1
            continue
        yield candidate(
            question=f"Give an overview of {with_article(name, text)}.",
            answer=" ".join(f.claim for f in chosen), answer_type="summary", tier=3,
            facts=chosen,
            steps=[f"Find the statements about {quoted(name)} in {len(sections)} sections.",
                   "Put one statement per section together, in document order."],
            opinions=[f"Connecting statements about {quoted(name)} from different sections "
                      "into one overview is a synthesis."],
            template="theme_summary",
        )  # fmt: skip


def crossdomain_items(facts: DocFacts, rand: random.Random) -> Iterator[QAItem]:
    """Every tier-3 candidate (theme summaries)."""
    yield from _themes(facts)
