"""Two clauses set side by side by ``while`` / ``whereas``, split into a claim each.

``Toyota is displaying a hybrid RAV4 while Ford is rolling out an electric SUV`` states two
facts, each with a subject and a finite verb of its own; the contrast word adds no fact.
``contrast_parts`` returns the two clauses as claims, with the sentence's source carried
onto each (``The average price of a truck was $41,640 while the average price of a sedan
was $31,627, according to InfoNation`` -> ``... was $41,640, according to InfoNation.`` +
``The average price of a sedan was $31,627, according to InfoNation.``).

Only a clause with a subject and a verb of its own is split off (``clauses.own_clause``: a
finite verb within five words, no relative clause, no reported speech in the first clause),
when the first clause embeds no clause (``he specifies that Prospero is ..., while Ariel is
...``: the second is his too); the second is kept only when its subject is a name (``Ford``,
``Roy Tarpley``; not ``the CSA``, ``the FBO``, ``Eurasian ones``, which the page resolves)
and it has its own date or frame when the first has one; else the first stands alone and
the second is counted. Not split: a fronted ``While ...`` (concessive: the main clause
after the comma is the fact, ``standalone.tidy`` cuts it), a ``while`` clause in the past
progressive or a past state (``... while police were searching the house``, ``... while
Kennedy was a senator``, ``while Lennon lived in New York``: the time of the first fact,
no contrast), a pronoun subject (``while it ...``: whose?), an ``-ing`` phrase (``while
playing``) and a first clause with no subject of its own (``clauses.subject_of``).
"""

from __future__ import annotations

import re

from shared.claims.clauses import own_clause, subject_of
from shared.text.dates import WEEKDAY_NAME, find_dates
from shared.text.ordinals import ordinal_alternation

__all__ = ["NEEDS_FRAME", "contrast_parts", "contrast_parts_counted"]

NEEDS_FRAME = "contrast_needs_context"
"""The drop reason of a second clause that leans on the first clause's time or measure
frame (``Home Depot shares are up 39 percent year-to-date while the S&P 500 is up 24.5
percent``: up since when?) or on the page for its subject (``while the CSA has ...``)."""

_CONTRAST_RX = re.compile(r",?\s+(?:while|whereas)\s+(?=[A-Z0-9]|(?:the|a|an)\s)")
"""``, while`` / ``whereas`` before a clause that opens on a name, a number or an article."""
_BACKGROUND_RX = re.compile(
    r"^(?:\S+\s+){0,5}?(?:(?:was|were)\s+(?:\w+ly\s+)?(?:\w+ing\b|(?:a|an|the|his|her|its|"
    r"their)\s|[A-Z])|(?:lived|served|worked|resided|stayed|remained|held)\b)"
)
"""A ``while`` clause in the past progressive or a past state (``was a senator``,
``lived in New York``, ``served as governor``): the time of the first fact, not a
contrast."""
_SOURCE_RX = re.compile(
    r",\s+(?:according\s+to\s+[^,;]{2,80}|(?:[\w.'\u2019-]+\s+){1,6}(?:said|says|reported|"
    r"reports|told\s+[^,;]{2,40}))\.?$"
)
"""A source ending the sentence (``, according to InfoNation.``, ``, the agency said.``)."""


_FRAME_RX = re.compile(
    r"\b(?:year[- ]to[- ]date|year[- ]over[- ]year|month[- ]over[- ]month|so far|this year|"
    r"last year|this month|last month|this week|last week|"
    rf"in the (?:{ordinal_alternation(4)}|latest|last) (?:quarter|half)|"
    rf"(?:on|last|this) {WEEKDAY_NAME}|"
    r"per (?:year|month|week|day)|a year (?:earlier|ago)|"
    r"annually|a year|a month)\b",
    re.IGNORECASE,
)
"""A time or measure frame of a clause (``year-to-date``, ``last year``, ``on Monday``,
``per month``)."""


_EMBEDDED_RX = re.compile(r"\b(?:that|whether|if|but)\s|[:;]")
"""A first clause that embeds a clause (``he specifies that Prospero is a white master,
while Ariel is ...``: the second is his too) or already joins two."""
_PAGE_EVENT_RX = re.compile(
    r"\b(?:the|this)\s+(?:final|semi-?final|game|match|season|series|race|tournament|"
    r"contest|event|election|campaign|trial|war)\b(?!\s+(?:of|in|at|against)\s)|"
    r"\b(?:another|the|a)\s+(?:trophy|award|prize)\b(?!\s+(?:of|at|for\s+best)\s)|"
    r"\bbest\s+(?:supporting\s+|leading\s+)?(?:actor|actress|director|picture|film|song|"
    r"album|player)\b(?!\s+(?:at|award|prize)\b)|"
    r"(?<!\bthe\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bits\s)(?<!['\u2019]s\s)\bteam\s+"
    r"(?:MVP|captains?|leader|record|history)\b"
)
"""An event, an award or a team the page is about, named only by a description (``won the
final``, ``earned team MVP``, ``picked up another trophy``, ``was named best supporting
actress``): neither clause says which; the sentence is not split (its contrast is checked
whole, as before)."""
_NAME_WORD_RX = re.compile(r"[A-Z][\w.&'\u2019-]*|\d[\w.,%-]*|of|de|and")


def _named_subject(clause: str) -> bool:
    """``clause`` opens on a name (``Ford``, ``Honda Motor``) up to its verb: not a
    description the page resolves (``the CSA``, ``the Dempo goal``, ``Eurasian ones``)."""
    subject = subject_of(clause)
    if subject is None or subject.split()[0] in ("The", "A", "An", "This", "That"):
        return False
    return all(_NAME_WORD_RX.fullmatch(word) for word in subject.split())


def _framed(text: str) -> bool:
    """``text`` holds a date or a time/measure frame (``_FRAME_RX``)."""
    return bool(find_dates(text)) or _FRAME_RX.search(text) is not None


def contrast_parts(sentence: str) -> list[str]:
    """``sentence`` as its contrasted clauses (``contrast_parts_counted``)."""
    return contrast_parts_counted(sentence)[0]


def contrast_parts_counted(sentence: str) -> tuple[list[str], int]:
    """``sentence`` as its two contrasted clauses (see module), else ``[sentence]``, and
    the number of second clauses dropped because they lean on their context: a second
    clause whose subject is no name, or with no date or frame while the first has one
    (``year-to-date``, ``last year``), leaves the first alone (the second is counted,
    ``NEEDS_FRAME``)."""
    body = sentence.strip()
    closing = body[-1] if body.endswith(('."', ".\u201d", '!"', "!\u201d")) else ""
    body = body[:-2] + closing if closing else body  # '... "Marriage Story."': the title's
    stop = body[-1] if body.endswith((".", "!")) else ""
    core = body[:-1] if stop else body
    source = _SOURCE_RX.search(core)
    tail = ""
    if source is not None:
        core, tail = core[: source.start()], source.group().rstrip(".")
    joins = [m for m in _CONTRAST_RX.finditer(core) if _top_level(core, m.start())]
    if len(joins) != 1:
        return [sentence], 0  # none, or a chain of contrasts: which clause sets the frame?
    join = joins[0]
    left, right = core[: join.start()].rstrip(","), core[join.end() :]
    if (
        subject_of(left) is None
        or _EMBEDDED_RX.search(left)
        or _PAGE_EVENT_RX.search(core)
        or _BACKGROUND_RX.match(right)
        or not own_clause(left, right)
        or len(right.split()) < 4
        or len(left.split()) < 4
    ):
        return [sentence], 0
    if not _named_subject(right) or (_framed(left) and not _framed(right)):
        return [f"{left}{tail}."], 1  # "... up 39 percent year-to-date while the S&P 500 is
        # up 24.5 percent": up since when? "..., while the CSA has ...": the CSA of what?
    second = right[:1].upper() + right[1:]
    return [f"{left}{tail}.", f"{second}{tail}."], 0


def _top_level(text: str, at: int) -> bool:
    """``at`` is outside brackets and quotation marks."""
    before = text[:at]
    return (before.count("(") == before.count(")") and before.count('"') % 2 == 0
            and before.count("\u201c") == before.count("\u201d"))  # fmt: skip
