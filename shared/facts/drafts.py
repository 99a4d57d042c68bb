"""Sports drafts a claim states about its subject: ``Lofa Tatupu was drafted by the Seattle
Seahawks in the second round of the 2005 National Football League (NFL) Draft.``,
``Deron Williams played college basketball ... before being drafted third overall in the
2005 NBA draft by the Utah Jazz.``, ``Robert McMahon was recruited ... with the 6th
selection in the 1994 Australian Football League (AFL) Draft.``

The fact is the draft's year (relation ``drafted``, the league in its detail), so two
players of one league compare: *Who was drafted into the NFL first, Brian Griese or Lofa
Tatupu?* Only a draft of a named league (``NFL``, ``National Basketball Association`` ...)
the subject was taken in is read: an ``undrafted`` player, a rookie, supplemental,
expansion, dispersal or pre-season draft (another kind of draft, whose players may have
been drafted before), an American Football League draft (``AFL`` before 1986: not the
Australian league) and a claim naming two drafts are not.
"""

from __future__ import annotations

import dataclasses
import re

from shared.text.dates import DateMention, find_dates

__all__ = ["LEAGUES", "drafted"]

LEAGUES: dict[str, str] = {
    "nfl": "the NFL", "national football league": "the NFL",
    "nba": "the NBA", "national basketball association": "the NBA",
    "wnba": "the WNBA", "women's national basketball association": "the WNBA",
    "nhl": "the NHL", "national hockey league": "the NHL",
    "mlb": "Major League Baseball", "major league baseball": "Major League Baseball",
    "afl": "the AFL", "australian football league": "the AFL",
    "cfl": "the CFL", "canadian football league": "the CFL",
    "mls": "Major League Soccer", "major league soccer": "Major League Soccer",
}  # fmt: skip
"""A league's names as drafts are written (``the 2005 NBA draft``, ``the 1998 National
Football League (NFL) Draft``) -> the league as a question names it (*drafted into the
NBA*)."""

_LEAGUE = "|".join(sorted((re.escape(k) for k in LEAGUES), key=len, reverse=True))
_DRAFT = re.compile(
    rf"\bthe\s+(?P<year>1[89]\d\d|20\d\d)\s+(?P<league>{_LEAGUE})(?:\s+\((?P<abbr>[A-Z]{{2,4}})\))?"
    r"\s+(?:Entry\s+|Super)?[Dd]raft\b",
    re.I,
)
"""``the 2005 NBA draft``, ``the 1998 National Football League (NFL) Draft``, ``the 2010
MLS SuperDraft``, ``the 2003 NHL Entry Draft``."""

_TAKEN = re.compile(
    r"\b(?:was|were|being|been)\s+(?:(?:originally|first|later|then|eventually)\s+)?"
    r"(?:drafted|selected|picked|chosen|recruited)\b"
)
"""The subject was taken (passive: ``was drafted``, ``being drafted``, ``was recruited ...
with the 6th selection``); an active ``Krause drafted Scottie Pippen`` is the page's
person taking another."""

_SOMEONE_ELSE = re.compile(r"\b(?:whose|who|whom|which|that|his|her|their)\b|['’]s\b")
"""A word before the verb that can bring in another person (``X, whose son was drafted
...``, ``X's brother was drafted ...``): the draft may not be the subject's."""

_OTHER_DRAFT = re.compile(
    r"\b(?:undrafted|rookie|supplemental|expansion|dispersal|pre-?season|mid-?season|"
    r"re-?drafted|draft\s+combine|draft\s+camp|eligible|declared|entered)\b",
    re.I,
)
"""Another kind of draft, or no selection: ``undrafted``, the AFL's ``Rookie Draft``, an
``expansion draft``, ``declared for the 2005 NBA draft``."""


def drafted(text: str, after: int) -> tuple[str, DateMention] | None:
    """(league, the draft's year) when the claim says its subject (ending at ``after``)
    was taken in one named league's draft."""
    rest = text[after:]
    drafts = list(_DRAFT.finditer(rest))
    if len(drafts) != 1 or _OTHER_DRAFT.search(rest) or not _TAKEN.search(rest):
        return None
    found = drafts[0]
    league = LEAGUES[found.group("league").lower()]
    abbr = found.group("abbr")
    if abbr and LEAGUES.get(abbr.lower(), league) != league:
        return None  # "the 1998 National Football League (CFL) Draft": which is it?
    year = int(found.group("year"))
    if league == "the AFL" and year < 1986:
        return None  # the American Football League's drafts (1960-1969), not Australia's
    taken = _TAKEN.search(rest)
    assert taken is not None, rest
    if taken.start() > found.start() or _SOMEONE_ELSE.search(rest, 0, taken.start()):
        return None
    at = after + found.start("year")
    mention = next((d for d in find_dates(text) if d.start == at and d.precision == "year"), None)
    if mention is None:  # "the 1990 Women's ...": a year before a capitalised noun is one here
        bare = find_dates(f"in {year}")
        assert len(bare) == 1, bare
        mention = dataclasses.replace(bare[0], start=at, end=at + 4)
    return league, mention
