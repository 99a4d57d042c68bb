"""Dates read from one claim about a named subject: lives, releases, foundings, airings.

``X (born 30 July 1970) is ...``, ``X (28 October 1872 – 25 April 1930) was ...``, ``X is a
2006 British film`` (released), ``X was founded in 1998``, ``Founded in 1770 by Søren
Gyldendal, Gyldendal is ...``, ``..., formed in 1997.``, ``X originally aired on ... on
January 21, 1990``; each reader takes the claim's one date where another date could be
the one meant (``shared.facts.extract`` combines them).
"""

from __future__ import annotations

import re

from shared.facts.model import DateValue, EntityValue, QuantityValue
from shared.facts.names import leading_subject, matches_title
from shared.text.dates import MONTH_NAME, DateMention, find_dates
from shared.text.ordinals import ordinal_alternation

__all__ = [
    "ASIDE",
    "KIND_RELATION",
    "LATER_SINGLE",
    "LEAD_ASIDE",
    "VERB_RELATION",
    "Part",
    "aired",
    "aside_date",
    "date_in",
    "founded_opening",
    "life_dates",
    "release_year",
    "released_on",
    "restated",
    "verb_date",
]

Part = tuple[str, str, str, DateValue | QuantityValue | EntityValue, str]
"""(subject, kind, relation, value, detail) of one fact, before it is tied to its claim."""

KIND_RELATION = {
    "film": "released", "documentary": "released", "album": "released", "single": "released",
    "song": "released", "video game": "released", "television film": "released",
    "television series": "premiered", "sitcom": "premiered", "series": "premiered",
    "novel": "published", "book": "published", "magazine": "published",
    "anthology": "published", "collection": "published",
    "newspaper": "published", "journal": "published",
}  # fmt: skip
VERB_RELATION = {
    "founded": "founded", "established": "founded", "formed": "formed", "opened": "opened",
    "released": "released", "published": "published", "premiered": "premiered",
    "born": "born", "died": "died", "built": "built",
}  # fmt: skip


ASIDE = (r"\s*(?:,\s*(?:[A-Z]{2,6}|Jr\.|Sr\.)(?=[,\s]))*\s*(?:\([^()]*\)\s*)*"
          r"(?:,[^,]{1,80},)?\s*")
"""Post-nominals (``, KCMG, KC``), parentheticals and one appositive between a subject and
its verb."""
LEAD_ASIDE = re.compile(ASIDE)

_FOUNDED_OPENING = re.compile(
    r"^(Founded|Established|Formed)\s+in\s+(?P<date>[^,]{4,30}?)(?:\s+by\s+(?P<by>[^,]+))?,\s+"
)


def founded_opening(text: str, title: str) -> list[Part]:
    """``Founded in 1770 by Søren Gyldendal, Gyldendal is the oldest ...``: the page's
    subject's founding (and its one founder)."""
    m = _FOUNDED_OPENING.match(text)
    if m is None or not title:
        return []
    rest = text[m.end() :]
    named = leading_subject(rest)
    if named is None or not matches_title(named[0], title):
        return []
    dates = [d for d in find_dates(text) if d.start == m.start("date")]
    if len(dates) != 1 or dates[0].precision not in ("day", "month", "year"):
        return []
    relation = "formed" if m.group(1) == "Formed" else "founded"
    out: list[Part] = [(title, "", relation, DateValue.of(dates[0]), "")]
    by = m.group("by")
    if by is not None:
        lead = leading_subject(by, allow_and=False)
        if lead is not None and lead[0] == by.strip() and len(lead[0].split()) >= 2:
            out.append((title, "", "founder", EntityValue(lead[0]), ""))
    return out



def date_in(text: str, start: int, end: int) -> list[DateMention]:
    return [m for m in find_dates(text) if start <= m.start and m.end <= end]


def life_dates(text: str, after: int) -> list[tuple[str, DateMention]]:
    """Birth and death from the parenthetical right after the subject."""
    rest = text[after:]
    # ", OBE (born", and a pronunciation the dump emptied ("(] ) (5 May 1947 – ...)")
    m = re.match(r"(?:,\s*[A-Z]{2,5}(?:,\s*[A-Z]{2,5})*)?(?:\s*\([^()\w]{0,4}\))*\s*\(([^()]*)\)",
                 rest)  # fmt: skip
    if not m:
        return []
    inside_start = after + m.start(1)
    inside = m.group(1)
    dates = [d for d in date_in(text, inside_start, inside_start + len(inside))
             if d.precision in ("day", "month", "year")]  # fmt: skip
    if re.search(r"\b(?:c\.|circa|fl\.|floruit|reigned|r\.)", inside):
        return []
    lowered = inside.lower()
    if "born" in lowered and len(dates) == 1:
        return [("born", dates[0])]
    if re.match(r"\s*(?:died|d\.)\s", inside) and len(dates) == 1:
        return [("died", dates[0])]  # "Godwin of Wessex (died 15 April 1053) became ..."
    if len(dates) == 2 and re.search(r"[–—-]", inside[dates[0].end - inside_start :]):
        return [("born", dates[0]), ("died", dates[1])]
    return []


_LOST = r"(?:(?:now[- ]|partially\s+)?lost\s+)?"
"""A work that no longer survives is still the year's work: ``Lew Tyler's Wives is a lost
1926 silent film drama`` was released in 1926 (not ``unreleased`` or ``unfinished``, whose
year is no release)."""


def release_year(text: str, after: int, kind: str) -> DateMention | None:
    rest_start = after
    m = re.match(ASIDE + r"(?:is|was)\s+an?\s+" + _LOST + r"(\d{4})\s", text[rest_start:])
    if not m or kind not in KIND_RELATION:
        return None
    found = date_in(text, rest_start + m.start(1), rest_start + m.end(1))
    return found[0] if found and found[0].precision == "year" else None


_LATER = (rf"(?:{ordinal_alternation(10, first=2)}|final|last|next|"
          r"promotional)")
LATER_SINGLE = re.compile(
    rf"\bas\s+(?:an?|the)\s+[^,.;]{{0,30}}\b{_LATER}\s+single\b"
    r"|\bin\s+(?:the\s+)?[A-Z][^,.;]{0,30}\s+as\s+an?\s+single\b"
)
"""A release as a later single (``as the second single``, ``as the fourth and final single
from their album``) or one country's single (``released on 28 September 2014 in the United
Kingdom as a single``, the song "previously out on Goulding's album from 2013"): the album
that holds the song may have come out first, so its date is no first release (``as a
single`` alone is the song's release)."""


_RELEASED_ON = re.compile(r"\b(?:was\s+|were\s+)?(?:first\s+)?(released|published|premiered)"
                          r"\s+(?:on|in)\s+")


def released_on(text: str, after: int, kind: str) -> DateMention | None:
    """``Love Story is an album ... that was released on February 3, 1971, by ...``: the
    work's one date, right after its release verb (no other date in the claim, so a
    regional or later release cannot be mistaken for the first)."""
    if kind not in KIND_RELATION:
        return None
    m = _RELEASED_ON.search(text, after)
    if m is None or m.group(1) != KIND_RELATION[kind]:
        return None
    if LATER_SINGLE.search(text, after):
        return None  # "released on ... as a single": no first release of the song
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    if len(dates) != 1 or dates[0].start != m.end():
        return None
    if dates[0].precision not in ("day", "month", "year"):
        return None
    return dates[0]


_AIRED = re.compile(r"\b(?:originally\s+|first\s+)?(?:aired|broadcast)\b")


def aired(text: str, after: int) -> DateMention | None:
    """``Homer's Odyssey originally aired on the Fox network in the United States on January
    21, 1990``: the first broadcast, when the date after the verb is the claim's earliest
    (``first aired on December 7, 2006 in the United States and November 29, 2007 in the
    United Kingdom`` gives the first)."""
    m = _AIRED.search(text, after)
    if m is None:
        return None
    dates = [d for d in find_dates(text) if d.precision in ("day", "month", "year")]
    found = [d for d in dates if m.end() < d.start <= m.end() + 80
             and re.fullmatch(r"[^.;\d]*\s(?:on|in)\s+", text[m.end() : d.start])]  # fmt: skip
    if not found or any(d.earliest < found[0].earliest for d in dates):
        return None
    if len(dates) != len([d for d in find_dates(text) if d.precision != "decade"]):
        return None  # a range or a season ("from 1952 to 1953"): no single first broadcast
    return found[0]


_NAME_WORDS = (r"[A-Z][\w.'’&-]*(?:,?\s+(?:(?:of|de|da|do|dos|das|di|del|du|la|le|von|van|der|y)"
               r"\s+)?[A-Z][\w.'’&-]*){0,4}")
_BETWEEN = re.compile(
    # "born in Paris, Maine on February 11, 1814" (never "born in June 1980")
    # "died at Sandringham on ...", "died in Paris, on January 1, 1972"
    rf"(?:\s+(?:in|at)\s+(?!{MONTH_NAME}\b)(?P<place>(?:the\s+)?{_NAME_WORDS}),?"
    rf"|\s+by\s+(?:(?:his|her|their|its)\s+record\s+label,\s+)?(?P<agent>{_NAME_WORDS})"
    rf"|\s+as\s+(?:the\s+)?(?P<former>{_NAME_WORDS})(?:,[^,]{{1,80}},)?"
    rf"|\s+as\s+(?:the\s+|an?\s+)?(?P<single>(?:(?:lead|{ordinal_alternation(5)}|final|"
    r"debut|promotional)\s+)*single(?:\s+from\s+[^,.;]{1,80}?)?)(?=\s+(?:in|on)\s)"
    r"|\s+(?P<doors>its\s+doors|to\s+the\s+public)(?=\s+(?:in|on)\s))"
)
"""A place after ``born``/``died``, or a label or publisher after ``released``/``published``,
between the verb and its date."""


_ALSO = (r"(?:\s+or\s+[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|\"[A-Z][\w'’.-]*\")){0,3}"
         r"(?=\s+(?:was|were|is|died)\s))?")
"""Another name of the subject: ``Audrey Williams or Audrey Davies was born in 1902``, ``Mrs.
Lovett Cameron or Caroline "Emily" Sharp died in 1921``."""


def verb_date(text: str, after: int) -> tuple[str, DateMention] | None:
    """``X was founded in 1998`` / ``X was born on 4 May 1950`` (the date right after), also
    past a birthplace (``was born in Kingston Jamaica on 27 July 1979``) or a label (``was
    released by MGM Records in 1950``). The claim's one date, unless the verb says ``first``
    (``was first published in 1970, by the end of 1972 ...``)."""
    m = re.match(_ALSO + ASIDE + r"(?:was|were|is)?\s*(?P<first>first\s+|officially\s+)?"
                 r"(\w+)", text[after:])  # fmt: skip
    if not m or m.group(2).lower() not in VERB_RELATION:
        return None
    verb = m.group(2).lower()
    at = after + m.end()
    between = _BETWEEN.match(text, at)
    if between is not None and (
        (between.group("place") and verb in ("born", "died", "founded", "established",
                                              "formed"))  # "founded in New York City in 1992"
        # "first published in the United Kingdom in 1997": its first publication anywhere
        or (between.group("place") and verb in ("released", "published") and m.group("first"))
        or (between.group("agent") and verb in ("released", "published"))
        or (between.group("former") and verb in ("founded", "established", "formed"))
        # "released as the lead single": a later single comes out after its album (below)
        or (between.group("single") and verb == "released")
        or (between.group("doors") and verb == "opened")  # "opened its doors on ..."
    ):  # "was established as the San Diego Rockets, an expansion team ..., in 1967"
        at = between.end()
    if verb == "died":  # "died of cancer in 1997", "died of the disease on November 8, 2010"
        cause = re.match(r"\s+of\s+(?:[a-z]+\s+){0,2}[a-z]+(?=\s+(?:in|on)\s)", text[at:])
        at += cause.end() if cause else 0
        place = _BETWEEN.match(text, at) if cause else None  # "died of cancer in Lisbon on ..."
        at = place.end() if place is not None and place.group("place") else at
    lead = re.match(r"\s+(?:in|on)\s+", text[at:])
    if lead is None:
        return None
    if verb == "released" and LATER_SINGLE.search(text, after):
        return None  # "released as the second single on ...": the album held it before
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    start = at + lead.end()
    # "released on 11 September 2006 worldwide and on 12 September 2006": of several
    # releases listed after the verb, the first, when it is the earliest
    listed = verb in ("released", "published", "premiered") and all(
        d.start >= start for d in dates)  # fmt: skip
    first = (m.group("first") or "").strip() == "first" or listed
    built = verb == "built"  # "built in 1902 to replace the school that had burned in 1901"
    if len(dates) != 1 and not first and not built:
        return None  # "released in 1998, two years after its prequel (1996)"
    found = [d for d in dates if d.start == start]
    if not found or found[0].precision not in ("day", "month", "year"):
        return None
    if built and (any(d.start < start for d in dates)
                  or re.match(r"\s*(?:and|or|to|[–—-])\s*\d", text[found[0].end :])):
        return None  # "built in 1902 and 1910", "between 1902 and 1910": no one date
    if first and any(d.earliest < found[0].earliest for d in dates):
        return None  # an earlier date in the claim: the "first" one is not the first here
    return VERB_RELATION[verb], found[0]


_ASIDE_START = re.compile(
    r"(?:,|\(|\b(?:band|group|company|magazine|league|team|club|brewery|publishing house|"
    r"newspaper|label|airline|organization|party|franchise|network|race|festival|society|"
    r"association|foundation|institute|firm|orchestra|choir))"
    r"\s*(?:which\s+was\s+|and\s+)?(founded|formed|established|incorporated|opened)"
    r"\s+(?:in\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?(?:,\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)?,?\s+)?"
    r"(?:in|on)\s+(?:early\s+|late\s+|mid-)?"
)
_ASIDE_RELATION = {"founded": "founded", "formed": "formed", "established": "founded",
                   "incorporated": "founded", "opened": "opened"}  # fmt: skip


def aside_date(text: str, after: int) -> tuple[str, DateMention] | None:
    """``The Exies were an American rock band ..., formed in 1997.`` and ``Concordia
    Publishing House (CPH), founded in 1869, is ...``: the start date in an aside."""
    found = [(m, d) for m in _ASIDE_START.finditer(text, after) for d in find_dates(text)
             if d.start == m.end() and d.precision in ("day", "month", "year")]  # fmt: skip
    if len(found) != 1:
        return None
    m, date = found[0]
    return _ASIDE_RELATION[m.group(1)], date


def restated(text: str, title: str) -> tuple[str, DateMention] | None:
    """``Toad Hall is a residential hall in ..., Toad Hall was opened in 1974.``: a second
    clause that names the title again and dates it."""
    at = text.find(f", {title} ")
    return verb_date(text, at + len(title) + 2) if at > 0 else None
