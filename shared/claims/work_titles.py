"""A work named by a bare title its page's title disambiguates is written with its kind.

An independent review failed ``Applause was released through Interscope Records on August
12, 2013.`` from the paragraph titled ``Applause (Lady Gaga song)``: ``Applause`` alone is
no one thing (the encyclopedia itself needs the parenthesis). ``titled_work(claim, title)``
reads the title's parenthesis as a work's kind (``song``, ``album``, ``film``, ``novel``,
``video game`` ...) and what stands before the kind:

- a maker (``Lady Gaga song``, ``The Beatles album``): ``Lady Gaga's song Applause was
  released ...``;
- a year or a nationality, or nothing (``2006 film``, ``American TV series``, ``album``):
  ``The 2006 film The Prestige ...``, ``The album Decomposer was released ...`` (the
  encyclopedia's own disambiguation: no other album has its name there);
- anything else in the parenthesis (no work's kind: ``director``, ``Louisiana``): the claim
  is returned as it is (another rule's matter).

Only a claim whose subject is the bare title is rewritten; a copular classification (``X
is a 2006 film``, ``X was the third single ...``) names its kind itself and is kept as it
is. ``None`` is never returned: every kind has its natural words.
"""

from __future__ import annotations

import re

from shared.claims.appendages import WORK_RELATION

__all__ = ["titled_work", "work_prefix"]

_KINDS = (
    "song", "single", "album", "EP", "film", "movie", "novel", "book", "novella", "poem",
    "play", "musical", "opera", "video game", "game", "TV series", "television series",
    "TV program", "TV programme", "TV film", "miniseries", "sitcom", "soundtrack",
    "short story", "short film", "painting", "sculpture", "comic", "manga", "anime",
    "magazine", "newspaper", "band", "board game", "ballet", "symphony", "mixtape",
)  # fmt: skip
"""Kinds of works (and titled things) an encyclopedia disambiguates by a parenthesis."""

_PAREN = re.compile(r"^(?P<bare>.+?)\s*\((?P<inside>[^()]+)\)\s*$")
_KIND_END = re.compile(
    r"^(?P<before>.*?)\s*\b(?P<kind>" + "|".join(sorted((re.escape(k) for k in _KINDS),
                                                         key=len, reverse=True)) + r")$",
    re.IGNORECASE)  # fmt: skip
_PLAIN = re.compile(
    r"^(?:(?:1[89]|20)\d{2}|American|British|English|Australian|Canadian|Indian|Irish"
    r"|Scottish|French|German|Italian|Japanese|Korean|South Korean|Chinese|Hong Kong"
    r"|Taiwanese|Spanish|Mexican|Swedish|Danish|Norwegian|Dutch|Russian|Soviet|Brazilian"
    r"|New Zealand|Filipino|Thai|Turkish|Polish|Bollywood|Tamil|Telugu|Malayalam|Hindi"
    r"|animated|silent|unreleased|debut|[A-Z]{2,3}|[a-z]+)"
    r"(?:\s(?:(?:1[89]|20)\d{2}|American|British|[a-z]+))*$")  # fmt: skip
"""Words before the kind that are no maker: a year, a nationality, lower-case words."""
_COPULA = re.compile(
    r"^\s*(?:is|was|are|were)\s+(?:a|an|the|one)\b"
    rf"(?!\s+(?:[\w-]+\s+){{0,3}}?{WORK_RELATION}\s+(?:of|to)\b)", re.IGNORECASE)
"""A copula that tells the work's kind (``is a 2006 film``); not a relation to another work
(``is a remake of ...``), which names no kind of its own."""


def work_prefix(title: str | None) -> tuple[str, str] | None:
    """The words ``titled_work`` writes before a work's bare title on the page ``title``
    (``Lady Gaga's song``, ``The 2006 film``) and the bare title, or ``None`` when the
    title's parenthesis names no work's kind."""
    found = _PAREN.match(title or "")
    if found is None:
        return None
    bare, inside = found.group("bare").strip(), found.group("inside").strip()
    kinded = _KIND_END.match(inside)
    if kinded is None or len(bare) < 2:
        return None
    kind, before = kinded.group("kind"), kinded.group("before").strip()
    if re.search(r"['\u2019]s?$", before):
        return None  # "(The Dallas Lovers' Song)": a possessive makes it another title
    noun = kind if kind.isupper() or kind.startswith(("TV", "EP")) else kind.lower()
    if before and not _PLAIN.match(before):
        return (f"{before}'" if before.endswith("s") else f"{before}'s") + f" {noun}", bare
    return (f"The {before} {noun}" if before else f"The {noun}"), bare


def titled_work(claim: str, title: str | None) -> str:
    """``claim`` with a bare work title as its subject written with the kind (and maker) its
    page title's parenthesis gives (see the module)."""
    prefix = work_prefix(title)
    if prefix is None:
        return claim
    words, bare = prefix
    subject = next((s for s in (bare, f'"{bare}"', f"\u201c{bare}\u201d")
                    if claim.startswith(s)), None)  # fmt: skip
    if subject is None:
        return claim
    rest = claim[len(subject):]
    if not rest[:1].isspace() or _COPULA.match(rest) or rest.lstrip()[:1].isupper():
        return claim  # "X is a 2006 film": kind told; "Applause Records": a longer name
    return f"{words} {subject}{rest}"
