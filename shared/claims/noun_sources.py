"""The noun-phrase fact sources the rule extractor runs, and the run over one page.

To register a source: write ``def my_facts(sentence: NounSentence, page: NounPage) ->
Iterable[NounFact]`` in a module of its own (see ``noun_facts`` for the types and
``noun_roles`` for an example) and add it to ``SOURCES`` below. ``noun_phrase_claims``
gives it every prose sentence of the page (not a heading, a teaser section or page
furniture), and puts what it writes through the checks every claim passes as written: the
page's short forms expanded, no undefined short form, one well-formed sentence, read alone
(``check``), one claim per ``NounFact.key`` and per text. A fact the source refuses is
counted by its ``reason``; so is a claim these checks refuse (``noun_<check>``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date

from shared.claims.abbreviations import unexpanded_abbreviation
from shared.claims.acronyms import expand_acronyms
from shared.claims.boilerplate import boilerplate
from shared.claims.noun_facts import NounFactSource, NounPage, NounSentence
from shared.claims.noun_org_source import org_noun_facts
from shared.claims.noun_roles import role_facts
from shared.claims.teasers import off_article
from shared.claims.wellformed import written_reason
from shared.text.sentences import split_sentences

__all__ = ["SOURCES", "NounClaim", "noun_page", "noun_phrase_claims"]

SOURCES: tuple[NounFactSource, ...] = (role_facts, org_noun_facts)
"""Every registered source, run in this order (a later one's claim with an earlier one's
key or text is dropped as ``repeated``)."""


@dataclass(frozen=True, slots=True)
class NounClaim:
    """A claim a source wrote, with its sentence's offsets in ``NounPage.text``."""

    claim: str
    start: int
    end: int


def _prose_line(text: str, start: int, end: int) -> bool:
    """The sentence at ``start``..``end`` sits on a line that ends as prose does (not a
    headline, a caption or a list entry)."""
    line_end = text.find("\n", end)
    line = text[text.rfind("\n", 0, start) + 1 : len(text) if line_end < 0 else line_end]
    return line.rstrip().rstrip("\"'\u201d\u2019)").endswith((".", "!", "?"))


def noun_page(text: str, *, title: str | None, published: str | None,
              persons: frozenset[str], acronyms: Mapping[str, str]) -> NounPage:  # fmt: skip
    """The ``NounPage`` of a page's clean ``text``; ``published`` is the ISO date that can
    anchor its time (``anchoring.reliable_date``) or ``None``."""
    try:
        day = date.fromisoformat(published[:10]) if published else None
    except ValueError:
        day = None
    return NounPage(text, title or "", day, persons, acronyms)


def noun_phrase_claims(
    page: NounPage,
    *,
    seen: set[str],
    check: Callable[[str], str | None] = lambda _: None,
    sources: Iterable[NounFactSource] = SOURCES,
) -> tuple[list[NounClaim], Counter[str]]:
    """The claims ``sources`` write from ``page``'s prose sentences that are not in
    ``seen`` (claim texts already kept; the new ones are added), with their sentences'
    offsets, and the refusals by reason. ``check`` is the caller's last test of a claim
    read alone (``readalone.read_alone_reason``)."""
    out: list[NounClaim] = []
    dropped: Counter[str] = Counter()
    keys: set[tuple[str, str]] = set()
    off = off_article(page.text)
    sentences = [s for s in split_sentences(page.text)
                 if not any(a <= s.start < b for a, b, _ in off)
                 and s.text.strip() != page.title.strip()
                 and _prose_line(page.text, s.start, s.end) and not boilerplate(s.text)]
    for source in sources:
        for sentence in sentences:
            for fact in source(NounSentence(sentence.text, sentence.start), page):
                if fact.claim is None:
                    dropped[fact.reason] += 1
                    continue
                if fact.key in keys:
                    continue  # the same person's same role again: one claim per page
                keys.add(fact.key)
                claim = expand_acronyms(fact.claim, dict(page.acronyms))
                written = (unexpanded_abbreviation(claim, page.acronyms, page.title)
                           or written_reason(claim) or check(claim))
                if written is not None:
                    dropped[f"noun_{written}"] += 1
                    continue
                if claim in seen:
                    dropped["repeated"] += 1
                    continue
                seen.add(claim)
                out.append(NounClaim(claim, sentence.start, sentence.end))
    return out, dropped
