"""Namesakes across the documents of one graph: a subject two documents use for two entities.

A graph may hold two documents whose entities share a name: ``Wells Fargo Tower (Las
Cruces)`` and ``Wachovia Tower (Baltimore)``, whose text calls its tower ``The Wells Fargo
Tower``. A claim ``The Wells Fargo Tower was developed by ...`` then names either. Titles
tell the entities apart by their parenthetical qualifier, so:

- a *namesake* is a name that is the bare title (qualifier cut) of one document whose
  title carries a qualifier, and the leading subject of a claim of another document that
  gives it as its own entity's name (a sentence opening with the name that also holds that
  document's bare title and an alias cue: ``The Wells Fargo Tower, formerly known as ...
  Wachovia Tower``) and whose claims never mention the first one's qualifier (its ``Wells
  Fargo Tower`` is not the Las Cruces one): two documents use one name for two entities;
- every claim of either document whose subject is the bare name, and which does not
  already state its own document's qualifier (``... in Las Cruces, New Mexico``), is
  written with that qualifier after the name, as its title writes it (``The Wells Fargo
  Tower (Baltimore) was developed by ...``): the title is the document's own words about
  its entity, so the claim stays entailed;
- a claim of a document with no qualifier in its title cannot be told apart and is
  dropped (``namesake``).

A holder title with no qualifier (``Leni Riefenstahl``) is the entity itself, and another
document's claim about it with no alias cue is a bridge to it, not a namesake: left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from shared.claims.decontext import title_kind
from shared.text.sentences import split_sentences

__all__ = ["NAMESAKE", "DocClaims", "qualified_claims", "split_title"]

NAMESAKE = "namesake"
"""Drop reason: a claim's subject names two entities of the graph and its title has no
qualifier to tell which."""

_QUALIFIER_RX = re.compile(r"^(?P<base>.+?)\s*\((?P<qualifier>[^()]+)\)\s*$")
_WORD_RX = re.compile(r"[A-Za-z0-9]+")
_READ_CHARS = 3000
"""Characters of a document read for the names it gives its entity (its lead)."""


def split_title(title: str) -> tuple[str, str | None]:
    """``("Wells Fargo Tower", "Las Cruces")`` for ``Wells Fargo Tower (Las Cruces)``; the
    title and ``None`` when it has no trailing qualifier."""
    found = _QUALIFIER_RX.match(title.strip())
    if found is None:
        return title.strip(), None
    return found.group("base").strip(), found.group("qualifier").strip()


@dataclass(frozen=True, slots=True)
class DocClaims:
    """One document's title and its claims' texts, in order."""

    title: str
    """The document's title (``Wachovia Tower (Baltimore)``)."""

    claims: tuple[str, ...]
    """Its claims' texts."""

    text: str
    """Its text (the first sentences are read for the names it gives its entity)."""


def _subject(claim: str, names: Sequence[str]) -> str | None:
    """The name of ``names`` that opens ``claim`` (after ``The`` or a quote), longest first;
    ``None`` when none does or it is already qualified (``Wells Fargo Tower (Las Cruces)``)."""
    quoted = re.sub(r"^[\"\u201c]", "", claim)
    bodies = (quoted, re.sub(r"^(?:[Tt]he\s+)?[\"\u201c]?", "", claim))
    for name in names:
        for body in bodies:
            if body.startswith(name) and re.match(r"(?:$|[\s,;:'\u2019\"\u201d\[])",
                                                   body[len(name):]):  # fmt: skip
                rest = body[len(name):].lstrip("\"\u201d")
                return None if rest.lstrip().startswith("(") else name
    return None


_ALIAS_RX = re.compile(
    r"\b(?:formerly|now|also\s+known|known\s+as|renamed|originally|previously|later|"
    r"a\.?k\.?a\.?|also\s+called|once\s+called)\b", re.IGNORECASE)
"""A cue that a span gives another name of its entity (``formerly known as``)."""


def _alias(doc: DocClaims, base: str, name: str) -> bool:
    """``doc`` gives ``name`` as its own entity's: a sentence opens with it and holds the
    document's bare title ``base`` after an alias cue."""
    for sentence in split_sentences(doc.text[:_READ_CHARS]):
        body = re.sub(r"^(?:[Tt]he\s+)?[\"\u201c]?", "", sentence.text)
        cue = _ALIAS_RX.search(body)
        if body.startswith(name) and cue is not None and base in body[cue.start():]:
            return True
    return False


def _mentions(texts: Sequence[str], qualifier: str) -> bool:
    """Every word of ``qualifier`` appears in ``texts`` (``Las Cruces`` in a claim)."""
    words = set(_WORD_RX.findall(" ".join(texts).lower()))
    return all(word in words for word in _WORD_RX.findall(qualifier.lower()))


def _qualify(claim: str, name: str, title: str) -> str:
    """``claim`` with its opening ``name`` written as ``title`` qualifies it: ``The 1999
    film The Thomas Crown Affair`` for a work's kind (as ``decontext`` writes it), else
    ``Wells Fargo Tower (Baltimore)``."""
    at = claim.index(name)
    end = at + len(name)
    if claim[end:end + 1] in ("\"", "\u201d"):
        end += 1
    kind = title_kind(title)
    if kind is not None:
        opening = claim[:at].strip()
        if opening.lower() in ("", "the"):
            return f"The {kind[1]} {claim[at:end]}{claim[end:]}"
    qualifier = split_title(title)[1]
    return f"{claim[:end]} ({qualifier}){claim[end:]}"


def _title(title: str) -> str:
    """``title`` without a ``(disambiguation)`` tail: such a page names the same thing."""
    return re.sub(r"\s*\(disambiguation\)\s*$", "", title.strip())


def qualified_claims(docs: Sequence[DocClaims]) -> list[list[str | None]]:
    """Per document, its claims with namesake subjects qualified, ``None`` for a claim to
    drop (``namesake``); claims with no namesake subject come back unchanged."""
    titles = [_title(doc.title) for doc in docs]
    split = [split_title(title) for title in titles]
    holders: dict[str, set[str]] = {}
    for title, (base, _) in zip(titles, split, strict=True):
        holders.setdefault(base, set()).add(title)
    subjects: list[list[str | None]] = []
    owners: dict[str, set[str]] = {name: set(held) for name, held in holders.items()}
    for index, doc in enumerate(docs):
        base = split[index][0]
        found: list[str | None] = []
        for claim in doc.claims:
            name = _subject(claim, sorted(holders, key=len, reverse=True))
            found.append(name)
            if name is None or name == base:
                continue
            other = holders.get(name, set())
            if _alias(doc, base, name) and not any(
                    _mentions(list(doc.claims), split_title(t)[1] or t) for t in other):
                owners.setdefault(name, set()).add(titles[index])
        subjects.append(found)
    out: list[list[str | None]] = []
    for index, doc in enumerate(docs):
        base, own = split[index]
        written: list[str | None] = []
        for claim, name in zip(doc.claims, subjects[index], strict=True):
            mine = name is not None and (name == base or titles[index] in owners.get(name, ()))
            if name is None or not mine or len(owners.get(name, ())) < 2:
                written.append(claim)  # no namesake, or a bridge to another's entity
            elif own is not None:
                written.append(claim if _mentions([claim], own)
                               else _qualify(claim, name, titles[index]))
            else:
                written.append(None)
        out.append(written)
    return out
