"""What a noun-phrase fact source reads and returns (the sources are listed in
``noun_sources``).

A news sentence rarely stands alone (a quotation, a pronoun, ``the company``), yet its noun
phrases often state a fact that does: ``Federal Reserve Chairman Jerome Powell said ...``
tells who chairs the Federal Reserve whatever the rest of the sentence needs. A *noun-phrase
fact source* is a function ``(NounSentence, NounPage) -> Iterable[NounFact]`` that reads
one sentence of a page and writes such facts as sentences of their own; the rule extractor
runs every registered source on every prose sentence of the page (whether or not the
sentence itself gave a claim) and adds what they write, with the sentence as the span.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date

__all__ = ["NounFact", "NounFactSource", "NounPage", "NounSentence"]


@dataclass(frozen=True, slots=True)
class NounPage:
    """The page a source reads a sentence of."""

    text: str
    """The page's text with reference markers cut (``shared.text.references``)."""

    title: str
    """The page's title (may be empty)."""

    published: date | None
    """The page's publication date when it can anchor the page's time
    (``anchoring.reliable_date``), else ``None``: a state (a role, an age) needs it."""

    persons: frozenset[str]
    """The page's multi-word person names (``persons.person_names``)."""

    acronyms: Mapping[str, str]
    """The short forms the page defines (``acronyms.acronym_definitions``)."""


@dataclass(frozen=True, slots=True)
class NounSentence:
    """One prose sentence of the page, verbatim."""

    text: str
    """The sentence as it stands in ``NounPage.text``."""

    start: int
    """Its offset in ``NounPage.text``."""


@dataclass(frozen=True, slots=True)
class NounFact:
    """One fact a noun phrase states, or why a phrase that looked like one gave none."""

    key: tuple[str, str]
    """What the fact is about and the relation (``("Jerome Powell", "role:federal reserve
    chairman")``): a page gives one claim per key."""

    claim: str | None
    """The fact as a standalone sentence; ``None`` when the phrase gave no claim."""

    reason: str = ""
    """Why no claim, counted in ``Extraction.dropped`` (a source's own name prefixed:
    ``noun_role_quoted``); empty for a claim."""


NounFactSource = Callable[[NounSentence, NounPage], Iterable[NounFact]]
"""A source: the facts of one sentence's noun phrases (module docstring)."""
