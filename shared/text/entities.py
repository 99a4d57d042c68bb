"""Cheap named-entity spotting: runs of capitalised words, with offsets.

No model: a mention is a run of capitalised tokens (``Leonardo DiCaprio``, ``IBM``,
``Appian Way Productions``) that may contain lower-case connectors between capitalised
words (``Leonardo da Vinci``, ``Bank of America``, ``The Wolf of Wall Street``). Sentence-
initial function words and pronouns (``The``, ``In``, ``He``), month and weekday names
(dates are ``shared.text.dates``' business) and possessive endings are dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["EntityMention", "find_entities", "main_entity"]


@dataclass(frozen=True, slots=True)
class EntityMention:
    """One capitalised-span mention: ``text == source[start:end]``."""

    start: int
    """Offset of the mention in the source text."""

    end: int
    """Offset just past the mention."""

    text: str
    """The mention as written, without a possessive ``'s``."""


_TOKEN_RX = re.compile(r"[A-Za-z0-9\u00c0-\u024f][\w\u00c0-\u024f&.'\u2019-]*")
_CONNECTORS = frozenset({"of", "da", "de", "del", "della", "di", "du", "van", "von", "der",
                         "den", "la", "le", "al", "bin", "for", "&"})  # fmt: skip
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december""".split()  # noqa: SIM905
)
_STOP = frozenset(
    """a an the this that these those he she it they we i you his her its their our my your
    him them us me in on at by for from of to with without as after before during since until
    but and or nor so yet if when while where which who whom whose what why how there here
    however meanwhile also although though because then thus therefore hence still now today
    yesterday tomorrow according many most some several all both each every any no not
    one two three first second last next new other another more less such while born
    mr mrs ms dr prof sir st is was are were be been has have had do does did will would can
    could may might must shall should yes oh ok please read more share comments image photo
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december jan feb mar apr jun jul aug sep sept
    oct nov dec""".split()  # noqa: SIM905
)
"""Capitalised words that are not names on their own (checked in lower case)."""


def _clean(token: str) -> str:
    for suffix in ("'s", "\u2019s", "'", "\u2019"):
        if token.endswith(suffix) and len(token) > len(suffix):
            return token[: -len(suffix)]
    return token.rstrip(".-") if not re.fullmatch(r"(?:[A-Z]\.)+", token) else token


def _capitalised(token: str) -> bool:
    return token[0].isupper() or (len(token) > 1 and token[0].islower() and token[1].isupper())


def find_entities(text: str) -> list[EntityMention]:
    """Capitalised-span mentions in ``text``, in order."""
    out: list[EntityMention] = []

    def _title_the(token: re.Match[str]) -> bool:
        # A capitalised "The" inside a sentence starts a title: "his role in The Revenant".
        before = text[max(0, token.start() - 3) : token.start()].rstrip()
        return token.group() == "The" and bool(before) and before[-1] not in ".!?:;\"'(\u201c\n"

    run: list[re.Match[str]] = []

    def flush() -> None:
        while run and (run[-1].group().lower() in _CONNECTORS):
            run.pop()
        while run and _clean(run[0].group()).lower() in _STOP and not _title_the(run[0]):
            run.pop(0)
        while run and run[0].group().lower() in _CONNECTORS and not _title_the(run[0]):
            run.pop(0)
        if run:
            start, end = run[0].start(), run[-1].end()
            mention = _clean(text[start:end])
            if mention and not mention.isdigit() and any(c.isalpha() for c in mention):
                out.append(EntityMention(start, start + len(mention), mention))
        run.clear()

    def _connects(token: str) -> bool:
        # One connector at a time between capitalised words: "Leonardo da Vinci".
        return (
            bool(run)
            and token.lower() in _CONNECTORS
            and (len(run) < 2 or run[-2].group().lower() not in _CONNECTORS)
        )

    prev_end = 0
    for m in _TOKEN_RX.finditer(text):
        token = m.group()
        gap = text[prev_end : m.start()]
        broken = bool(run) and (not gap.isspace() or "\n" in gap)
        if broken or (run and run[-1].group().endswith((".", ",", "'s", "\u2019s"))
                      and not re.fullmatch(r"(?:[A-Z]\.)+", run[-1].group())):  # fmt: skip
            flush()
        if token.lower().rstrip(".") in _CALENDAR:
            flush()
        elif (_capitalised(token) and not token[0].isdigit()) or _connects(token):
            run.append(m)
        else:
            flush()
        prev_end = m.end()
    flush()
    return out


def _title_candidates(title: str, body: str) -> list[str]:
    """Name-like runs of a title, split where a title-cased word is an ordinary word.

    Headlines capitalise every word (``Meta Is Leaving Its Austin Office``); a word that
    the body writes in lower case (``leaving``) or a stop word ends a candidate name.
    """
    lower_words = set(re.findall(r"\b[a-z][a-z'-]+\b", body))
    out: list[str] = []
    for mention in find_entities(title):
        current: list[str] = []
        for token in mention.text.split():
            bare = _clean(token)
            ordinary = bare.lower() in _STOP or (
                bare[:1].isupper() and bare.lower() in lower_words and bare.lower() not in
                _CONNECTORS and not bare.isupper()
            )  # fmt: skip
            if ordinary:
                if current:
                    out.append(" ".join(current))
                current = []
            else:
                current.append(bare)
        if current:
            out.append(" ".join(current))
    return [name.strip(" -&") for name in out if any(c.isupper() for c in name)]


def main_entity(title: str, text: str) -> str | None:
    """The entity a document is about: a title entity, in its longest form in the text.

    Title mentions are ranked by how often they (or their last word, as in a surname) occur
    in ``text``; the winner is expanded to the longest mention in ``text`` that contains
    it (``DiCaprio`` -> ``Leonardo DiCaprio``). Without a usable title, the first entity of
    the text's opening is taken.
    """
    body = text[:20000]
    candidates = _title_candidates(title, body) or [m.text for m in find_entities(body[:300])]
    if not candidates:
        return None
    text_mentions = [m.text for m in find_entities(body)]

    def hits(name: str) -> int:
        last = name.split()[-1]
        return sum(1 for mention in text_mentions if name in mention or last in mention.split())

    best = max(candidates, key=lambda name: (hits(name), -candidates.index(name)))
    longer = [mention for mention in text_mentions if best in mention and mention != best
              and len(mention.split()) <= 4]  # fmt: skip
    if longer:
        counts = {mention: text_mentions.count(mention) for mention in longer}
        return max(counts, key=lambda mention: (counts[mention], len(mention)))
    return best
