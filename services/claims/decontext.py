"""Making sentences standalone: pronouns and partial names to the document's main entity.

The spec wants claims "understandable on their own without requiring coreference
resolution". ``leading_pronoun`` is the test both extractors' output must pass. The rule
extractor's ``Decontextualizer`` rewrites what it safely can:

- a leading ``He``/``She``/``His``/``Her`` (or ``It``/``Its``) becomes the main entity (or
  its possessive) when that pronoun is the one the document uses for its main entity
  (counted over the whole text: a page about a man says "he" far more than "she");
- a leading role noun (``The actor``, ``The company``) becomes the main entity when it fits
  the entity's kind;
- a leading partial name (``DiCaprio``, ``DiCaprio's``) becomes the full name;
- discourse openers (``However,``, ``But``, ``In addition,``) are dropped.

Anything else that starts with a pronoun (``They``, ``This``) is left as it is, and the
verifier rejects it as not standalone (and counts it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ["PRONOUNS", "Decontextualizer", "EntityKind", "leading_pronoun"]

EntityKind = Literal["male", "female", "thing"]

PRONOUNS: frozenset[str] = frozenset(
    {"he", "she", "it", "they", "we", "i", "you", "him", "her", "them", "us", "me", "his",
     "hers", "its", "their", "theirs", "our", "ours", "my", "your", "this", "that", "these",
     "those", "such", "there's", "it's", "he's", "she's", "they're"}
)  # fmt: skip
"""Words that make a claim depend on context when they start it."""

_OPENER_RX = re.compile(
    r"^(?:however|but|and|also|meanwhile|moreover|furthermore|in addition|additionally|"
    r"still|yet|indeed|notably|so|then|later|instead|nevertheless|nonetheless|similarly|"
    r"likewise|in fact|as such)\b,?\s+",
    re.IGNORECASE,
)
_FIRST_WORD_RX = re.compile(r"^[\"'\u2018\u201c(\[]*([A-Za-z\u2019']+)")
_ROLE_RX = re.compile(r"^(?:The|This|That)\s+([a-z][a-z-]+)\b")

_PERSON_ROLES = frozenset(
    {"actor", "actress", "star", "singer", "rapper", "musician", "director", "producer",
     "writer", "author", "player", "athlete", "politician", "president", "senator", "ceo",
     "founder", "billionaire", "entrepreneur", "artist", "comedian", "model", "filmmaker",
     "scientist", "mathematician", "physicist", "chemist", "economist", "journalist", "host",
     "coach", "striker", "quarterback", "leader", "minister", "chancellor", "prince",
     "princess", "king", "queen", "pope", "composer", "painter", "poet", "novelist"}
)  # fmt: skip
_THING_ROLES = frozenset(
    {"company", "firm", "group", "organization", "organisation", "corporation", "startup",
     "business", "brand", "agency", "foundation", "charity", "university", "school", "team",
     "club", "band", "network", "platform", "site", "website", "app", "service", "project",
     "product", "software", "browser", "city", "country", "state", "government", "ministry",
     "department", "bank", "retailer", "chain", "studio", "publisher", "newspaper",
     "magazine", "airline", "carrier", "manufacturer", "automaker", "giant", "tech", "party",
     "community", "nonprofit", "non-profit", "building", "museum", "film", "movie", "show",
     "series", "game", "console", "device"}
)  # fmt: skip
_SUBJECT_PRONOUNS: dict[EntityKind, tuple[str, str]] = {
    "male": ("he", "his"),
    "female": ("she", "her"),
    "thing": ("it", "its"),
}


def leading_pronoun(claim: str) -> str | None:
    """The pronoun a claim starts with (after quotes/brackets and an opener), if any."""
    stripped = _OPENER_RX.sub("", claim.strip())
    match = _FIRST_WORD_RX.match(stripped)
    if match is None:
        return None
    word = match.group(1).lower().replace("\u2019", "'")
    return word if word in PRONOUNS else None


def entity_kind(text: str, entity: str) -> EntityKind:
    """How ``text`` refers to ``entity``: the pronoun family it uses most."""
    lowered = f" {text.lower()} "
    counts: dict[EntityKind, int] = {
        "male": sum(lowered.count(f" {w} ") for w in ("he", "his", "him")),
        "female": sum(lowered.count(f" {w} ") for w in ("she", "her", "hers")),
        "thing": sum(lowered.count(f" {w} ") for w in ("it", "its")),
    }
    if len(entity.split()) == 1 and entity.isupper():
        return "thing"  # an acronym: IBM, NASA
    return max(counts, key=lambda kind: (counts[kind], kind == "thing"))


def _possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


@dataclass(frozen=True, slots=True)
class Decontextualizer:
    """Rewrites sentence openings that refer to ``entity`` (see module docstring)."""

    entity: str | None
    """The document's main entity (full name), if one was found."""

    kind: EntityKind = "thing"
    """Which pronouns the document uses for the entity."""

    @classmethod
    def for_document(cls, entity: str | None, text: str) -> Decontextualizer:
        """The rewriter for a document about ``entity`` whose text is ``text``."""
        return cls(entity, entity_kind(text, entity) if entity else "thing")

    def rewrite(self, sentence: str) -> str:
        """``sentence`` with a resolvable leading reference replaced (else unchanged)."""
        text = _OPENER_RX.sub("", sentence.strip())
        text = _capitalise(text) if text else text
        if self.entity is None:
            return text
        subject, possessive = _SUBJECT_PRONOUNS[self.kind]
        first = _FIRST_WORD_RX.match(text)
        if first is None or first.start(1) != 0:
            return text
        word = first.group(1)
        lower = word.lower()
        rest = text[first.end(1) :]
        if lower == subject:
            return f"{self.entity}{rest}"
        if lower == possessive and rest.startswith(" "):
            return f"{_possessive(self.entity)}{rest}"
        role = _ROLE_RX.match(text)
        if role is not None:
            roles = _THING_ROLES if self.kind == "thing" else _PERSON_ROLES
            if role.group(1) in roles:
                return f"{self.entity}{text[role.end() :]}"
        return self._full_name(text, word, rest)

    def _full_name(self, text: str, word: str, rest: str) -> str:
        assert self.entity is not None
        if text.startswith(self.entity):
            return text
        parts = self.entity.split()
        bare = re.sub(r"['\u2019]s?$", "", word)
        if len(parts) > 1 and bare == parts[-1] and len(bare) > 2:
            suffix = word[len(bare) :]
            return f"{self.entity}{suffix}{rest}"
        return text
