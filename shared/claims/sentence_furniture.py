"""Sentences of a page that are its furniture, not its content, found by where they stand
in the text: a photo caption, an author's bio, boilerplate, a line the next one takes back,
a slideshow counter (``furniture_reason``); and a title holding a colon that opens a
definition (``titled_definition``: its colon is the title's, no label's)."""

from __future__ import annotations

import re

from shared.claims.boilerplate import BOILERPLATE, boilerplate
from shared.claims.embedded import credit_line
from shared.text.clutter import slideshow_counter

__all__ = ["furniture_reason", "titled_definition"]


def furniture_reason(text: str, start: int, end: int, sentence: str) -> str | None:
    """Why the sentence ``sentence`` at ``start:end`` of ``text`` is page furniture, checked
    in this order, or ``None``."""
    if _caption(text, start):
        return "caption"  # "- Kauri Parata, watched by his father, carves ... started by"
    if _author_bio(text, end):
        return "author_bio"  # "X is a reporter for ... Follow him on Twitter @x"
    if boilerplate(sentence):
        return BOILERPLATE  # "NRPLUS members help keep NR going.", "(AP Photo/...)"
    if _taken_back(text, end):
        return "retracted"  # "Euro 2020 qualifying is over. Well, sort of."
    if slideshow_counter(sentence) is not None:
        return "slideshow_caption"  # "9/50 Thousands more take a look at ..."
    return None


_BIO_FOLLOWS_RX = re.compile(
    r"\s*(?:Follow|E-?mail|Contact|Reach)\s+(?:him|her|them)\s+(?:on|at|via|@)\b"
)
"""A call to follow or write to the author right after a sentence: that sentence is the
author's bio (page furniture), not the article's content."""


def _author_bio(text: str, end: int) -> bool:
    """The sentence ending at ``end`` is followed at once by ``Follow him on Twitter`` /
    ``email her at``: an author bio (``Lucas Nolan is a reporter for Breitbart Tech ...``)."""
    return _BIO_FOLLOWS_RX.match(text, end, end + 80) is not None


_TAKEN_BACK_RX = re.compile(
    r"[ \t]*(?:(?:Well|But|Or|And|Okay|OK),?\s+)?(?:(?:sort of|kind of|not (?:quite|exactly|"
    r"really|entirely|so fast)|or not|more or less|in theory)\b,?(?:\s+[\w'\u2019]+)?"
    r"|(?:almost|mostly|not yet)\b)\s*[.!?\u2026]",
    re.IGNORECASE,
)
"""A short reply after a sentence that takes it back: ``Well, sort of.``, ``Not quite.``,
``Or not.``, ``Almost.``"""


def _taken_back(text: str, end: int) -> bool:
    """The sentence ending at ``end`` is followed at once, on its line, by a short sentence
    that takes it back (``Euro 2020 qualifying is over. Well, sort of.``)."""
    return _TAKEN_BACK_RX.match(text, end, end + 60) is not None


def _caption(text: str, start: int) -> bool:
    """The sentence at ``start`` sits in a bulleted line that does not end as prose does:
    a photo caption (``- Kauri Parata, watched by his father, carves ... Kauri is a member
    of the group started by his father``), a scene, not a fact to claim."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end].strip()
    if credit_line(line):
        return True  # "The basement at 80 New York. (Scott Heins/Gothamist)": a photo's
    if not line.startswith(("- ", "* ", "\u2022 ")):
        return False
    return not line.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?", ":"))


_DEFINITION_AFTER_RX = re.compile(r"\s+(?:is|was|are|were)\s+(?:an?|the)\s+[a-z0-9]")


def titled_definition(text: str, title: str | None) -> bool:
    """``text`` opens with its page's title holding a colon and goes on as a definition
    (``Orlando: A Biography is a novel by ...``): the colon is the title's, not a label's."""
    if not title or ":" not in title or not text.startswith(title):
        return False
    return _DEFINITION_AFTER_RX.match(text, len(title)) is not None
