"""Dated events of news-like claims: ``The Ever Given was refloated on March 29, 2021``.

Only verbs with a known noun form (``shared.facts.relations.EVENT_VERBS``), so every event
has a noun phrase and a base form; the event's object or place is kept short and nameable
(``detail``) or the event is refused.
"""

from __future__ import annotations

import re

from shared.facts.relations import EVENT_VERBS
from shared.text.dates import WEEKDAY_NAME, DateMention, find_dates

__all__ = ["NEEDS_OBJECT", "PLACE_HEAD", "RELEASE_VERBS", "dated_event", "released_something"]

NEEDS_OBJECT = frozenset(
    """signed acquired announced approved discovered deployed repaired serviced declared
    lifted cleared certified delivered renamed sold received named rescinded restored
    reported unveiled introduced""".split()  # noqa: SIM905
)
"""Active verbs whose event needs its object (``Walker signed`` alone names no event: the
object after ``with`` is cut from details); passive ones are about their subject."""

_PRONOUNS = re.compile(r"\b(?:he|she|it|its|they|them|their|his|her|this|that|these|those)\b",
                       re.I)  # fmt: skip

_WEEKDAY = rf"(?:{WEEKDAY_NAME},?\s*)?"
_DATE_LEAD = re.compile(r"\s*(?:on|in)\s*(?:the\s+(?:morning|evening|night)\s+of\s+)?"
                        + _WEEKDAY + "$")  # fmt: skip
_DETAIL_CUT = re.compile(r"\s+(?:at|during|after|before|while|when|about|which|that|who|with|"
                         r"for|because|amid|following)\b|,\s|;")  # fmt: skip
_NUMBERISH = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                        r"hundred|thousand|million|earlier|later|ago)\b", re.I)  # fmt: skip


_NAMED_PLACE = re.compile(r"(?:into|to|with|from|at|in)\s+(?:the\s+)?[A-Z][\w'’.&-]*"
                          r"(?:\s+(?:of|and|for|the|[A-Z][\w'’.&-]*))*")
"""A preposition and one proper name (``into the Australian National Boxing Hall of Fame``):
nameable however many words the name has (up to ten)."""


def _clean_detail(raw: str, verb: str) -> str | None:
    """The object or place of an event, short and nameable, or ``None`` to refuse it."""
    detail = _DETAIL_CUT.split(" " + raw.strip(" ,"))[0].strip(" ,")
    detail = " ".join(w for w in detail.split() if not w.lower().endswith("ly"))
    if not detail or _NUMBERISH.search(detail):
        return ""
    named = _NAMED_PLACE.fullmatch(detail) is not None  # "into the Australian ... Hall of Fame"
    if len(detail.split()) > (10 if named else 7) or _PRONOUNS.search(detail) or find_dates(
        detail
    ):
        return None
    if re.search(r"[()\[\]\"“”]", detail):
        return None  # "Urania Fellowes (d": a parenthetical cut in two
    role = verb in ("appointed", "elected", "named") and detail.startswith("as ")
    purpose = re.match(r"(?:to|for)\s+\w+(?:\s+\w+)?$", detail) is not None  # "to traffic"
    if re.match(r"(?:as|for|to|with|by|from)\b", detail, re.I) and not (role or purpose):
        return None  # "released as the album's lead single": a role, not an object
    if re.match(r"(?:the|a|an)\s+\w+$", detail, re.I):
        return None  # "grounded the model": a bare description, not something to name
    return detail


def _verb_at(text: str, at: int) -> tuple[str, bool, int] | None:
    """The event verb starting at ``at`` (after optional aside and auxiliaries): (verb,
    passive, end offset)."""
    m = re.match(r"\s*(?:,[^,]{1,80},)?\s*(was\s+|were\s+|had\s+been\s+|had\s+)?(\w+)"
                 r"(\s+aground)?\b", text[at:])  # fmt: skip
    if not m:
        return None
    verb = m.group(2).lower() + (" aground" if m.group(3) else "")
    if verb not in EVENT_VERBS:
        return None
    passive = bool(m.group(1)) and m.group(1).strip() != "had"
    return verb, passive, at + m.end()


PLACE_HEAD = re.compile(
    r"\b(?:Hall|Bridge|Stadium|Arena|Museum|Library|Centre|Center|Tower|Station|Airport|"
    r"Church|Cathedral|Temple|Mosque|Theatre|Theater|Building|College|School|University|"
    r"Canal|Dam|Tunnel|Memorial|Park|Hospital)$"
)
"""A name whose last word is a building or a work of engineering: such a thing is opened
when it is inaugurated (a person inaugurated takes office, which is no opening)."""


def dated_event(text: str, after: int) -> tuple[str, str, DateMention] | None:
    """A dated event of a news-like claim: (verb, detail, date)."""
    dates = [d for d in find_dates(text) if d.precision in ("day", "month", "year")]
    fine = [d for d in dates if d.precision != "year"]
    if len(fine) == 1:
        dates = fine  # "on March 14, 2023, when inspectors found 1240 strands": one real date
    if len(dates) != 1:
        return None
    date = dates[0]
    found = _verb_at(text, after)
    if found is None:
        # "X, signed on November 24, 1922, divided ...": the date sits in an appositive
        m = re.match(r",\s*(\w+ed)\s+(?:on|in)\s+$", text[after : date.start])
        if m and m.group(1).lower() in EVENT_VERBS:
            return m.group(1).lower() + ":passive", "", date
        return None
    verb, passive, end = found
    if date.start >= end:
        lead = _DATE_LEAD.search(text[end : date.start])
        if lead is None:
            return None
        detail = _clean_detail(text[end : end + lead.start()], verb)
    elif date.end <= after:  # "On March 13, 2019, the FAA published ..."
        detail = _clean_detail(re.split(r"[.;]", text[end:])[0], verb)
    else:
        return None
    if detail is None:
        return None
    return verb + (":passive" if passive else ""), detail, date


RELEASE_VERBS = frozenset(("released", "published", "premiered", "issued"))
_NOT_OBJECT = re.compile(r"\s+(?:on|in|at|by|worldwide|theatrically|digitally|online|"
                         r"nationwide|\w+ly)\b", re.I)  # fmt: skip


def released_something(text: str, after: int) -> bool:
    """``Paramount Home Entertainment released the complete fourth season on ...``: the
    subject, in the active voice with an object, is the agent of a release, not the work
    released (a work is ``released on ...`` or ``was released ...``)."""
    found = _verb_at(text, after)
    if found is None or found[0] not in RELEASE_VERBS or found[1]:
        return False
    rest = text[found[2] :]
    return bool(re.match(r"\s+\S", rest)) and not _NOT_OBJECT.match(rest)
