"""Claims true only as of a time (a role, a price, ``new``, ``yet``, a count, a news page's
past event), written with the page's date or dropped.

``time_dependent`` tells such a claim; ``anchor_state`` writes it ``(as of <page date>)`` or
``(reported <page date>)`` (``with_anchor``), or returns ``None`` when it cannot be
anchored; ``undated_event`` tells an event named by a description with no year.
"""

from __future__ import annotations

import re
from datetime import date

from shared.claims.moves import report_day_move, without_record_dates
from shared.claims.relative_days import published_day
from shared.claims.relative_time import relative_time
from shared.claims.tense import past_event, present_state
from shared.text.dates import MONTH_WRITTEN, WEEKDAY_NAME, written_date

__all__ = [
    "PERFECT_RX", "PROGRESSIVE_RX", "anchor_state", "time_dependent", "undated_event",
    "with_anchor",
]  # fmt: skip

_EVENT_RX = re.compile(
    r"\b(?:[Tt]he|[Tt]his|[Tt]hat|[Ll]ast|[Rr]ecent|[Ll]atest)\s+(?:[\w'\u2019-]+\s+){0,3}?"
    r"(?:outage|coup|crash|attack|attacks|election|elections|meeting|summit|visit|deal|sale|"
    r"strike|protests?|shooting|storm|earthquake|fire|flood|outbreak|trial|hearing|vote|"
    r"referendum|takeover|merger|acquisition|announcement|interview|conference|ceremony|"
    r"awards|tournament|match|incident|accident|disruption|breach|hack|leak|scandal|"
    r"investigation|inquiry|inquest|lawsuit|tweet|statement|speech|post|raid|arrest|"
    r"crackdown|ceasefire|talks|negotiations|launch|release|event|show)\b"
)
"""A particular event named by a description (``the Meta outage``, ``the military
takeover``, ``The tweet from Vulture``): without a date in the claim, which one it is
depends on the page."""
_DATED_RX = re.compile(
    r"\b(?:1[5-9]\d\d|20\d\d)\b|\b1[5-9]\d0s\b|\b(?:1[0-9]|20|21)(?:st|nd|rd|th)[\s-]+century\b|"
    r"\b(?:sixteenth|seventeenth|eighteenth|nineteenth|twentieth)[\s-]+century\b", re.I)
"""A time of the claim's own: a year, a decade (``the 1960s``) or a century (``19th century
England``). A claim with one is never given the page's date."""
_RECENT_RX = re.compile(
    rf"\b(?:{WEEKDAY_NAME}|today|tonight|yesterday|"
    r"recently|(?:this|last|next)\s+(?:week|month|year|weekend)|earlier this|"
    rf"{MONTH_WRITTEN})(?!\w)")
"""What makes a paragraph's past events the page's own news: a weekday, a month, ``this
week``, ``yesterday``."""

_LINGERING_RX = re.compile(
    r"\b(?:there\s+(?:is|are)|is|are|remains?|has|have)\s+(?:still|yet\s+to|no\s+longer|"
    r"not\s+yet)\b|\bstill\s+(?:is|are|has|have|remains?|needs?|lacks?)\b"
    r"|^(?:[A-Z][^,;]*,\s+)?[Tt]here\s+(?:is|are)\b"
)
"""A present state that lasts up to the writer's day: ``there is still ...``, ``X is no
longer ...``, a present existential (``In Tuscaloosa, there is a lot of rebuilding to be
done``)."""
_SINCE_EVENT_RX = re.compile(
    r"\b(?:after|following|since|in\s+the\s+wake\s+of|because\s+of|due\s+to)\s+[^,;]*")
"""The earlier event a lingering state follows (``after Alabama's killer tornadoes in April
2011``): its year dates the event, not the state."""


_NOUNS_ED_EN = frozenset(
    """children women men oxen brethren garden kitchen heaven chicken kitten linen siren
    token citizen dozen warden maiden bed shed seed need speed hundred red feed steed weed
    breed creed greed reed sled""".split()  # noqa: SIM905
)
"""Nouns and adjectives ending in -en/-ed that are no participle (``shortage for women
after``): the after-phrase is the lingering state's event."""
_PARTICIPLE_BEFORE_RX = re.compile(
    r"\b(?!(?:is|are|was|were|be|been|being|still|longer|yet|not|now|remains?)\b)[A-Za-z]+\s+"
    r"(?!(?:" + "|".join(sorted(_NOUNS_ED_EN)) + r")\s)"
    r"(?:[a-z]+(?:ed|en)|built|rebuilt|set|held|made|begun|won|kept|laid|put|sold|run)\s+$")
"""A participle after a noun the after/since phrase belongs to (``churches built after
1850``): the date is its own event's (``is still closed after``: the state's)."""


def own_times(text: str) -> str:
    """``text`` with what dates no fact of its own blanked: a record's ``since DATE``
    (``without_record_dates``) and, in a present state that lasts to the writer's day
    (``_LINGERING_RX``), the event it follows (``there is still a lot of rebuilding to be
    done after the tornadoes in April 2011``: the rebuilding is of the page's day) unless
    a participle after a noun owns it (``several churches built after 1850``)."""
    text = without_record_dates(text)
    if _LINGERING_RX.search(text):
        return _SINCE_EVENT_RX.sub(
            lambda m: m.group(0) if _PARTICIPLE_BEFORE_RX.search(text, 0, m.start()) else " ",
            text)
    return text


def undated_event(claim: str) -> bool:
    """``claim`` names a particular event by a description and gives no year
    (``_EVENT_RX``)."""
    return _EVENT_RX.search(claim) is not None and _DATED_RX.search(claim) is None


_STATE_RX = re.compile(
    r"\b(?:yet|still|no longer|anymore|any more|running|in a row|consecutive|nowadays|"
    r"these days|presently|current|in the works|ever(?! since))\b"
    r"|\b(?:is|are|has|have|includes?|offers?|features?|provides?)\b.*\b(?:new|newly|latest|"
    r"upcoming)\b|\b(?:new|newly|latest|upcoming)\b.*\b(?:is|are|has|have)\b"
)
"""Words whose truth depends on when they are read (not available ``yet``, ``two years
running``; ``new`` apps in the present or perfect tense, not ``introduced new programs``
told in the past): a claim with one needs a date."""
_ROLE_RX = re.compile(
    r"\b(?:is|are|remains|serves as)\s+(?:now\s+)?(?:(?:the|a|an|its|their|his|her)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:CEO|chief|president|chairman|chairwoman|chair|director|head|"
    r"leader|minister|secretary|editor|manager|owner|spokesman|spokeswoman|spokesperson|"
    r"coach|captain|governor|mayor|senator|member|founder and CEO|partner|executive|"
    r"reporter|writer|correspondent|columnist|analyst|professor|researcher|engineer|"
    r"employee|contributor|fellow|chancellor|commissioner|ambassador)\b|"
    r"\b(?:runs|leads|heads|chairs|manages|owns)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}[A-Z]|"
    r"^(?:[A-Z][\w.'\u2019-]*\s+){1,3}(?:is|are)\s+(?:now\s+)?(?:[A-Z][\w.&-]*\s+){0,3}"
    r"[A-Z][\w.&-]*['\u2019]s\s+(?:[a-z-]+\s+){0,2}[a-z]+(?:er|or|ist|ant|ent|ian)\b"
)
"""A present-tense role (``X is the CEO of Y``, ``X runs the start-up Y``, a name that is
an organisation's agent noun: ``Eric Song is IGN's deal curator``): true as of a date."""
_PRICE_RX = re.compile(
    r"\b(?:sells?|offers?)\s+(?:[\w-]+\s+){1,4}?for\s+(?:about\s+|around\s+|only\s+|just\s+)?[$\u00a3\u20ac]"
    r"|\b(?:is|are)\s+(?:hosted|powered|run|operated|owned|maintained|sponsored|funded|"
    r"served)\s+by\b"
    r"|\b(?:is|are)\s+(?:\w+\s+)?free\b|\b(?:costs?|is priced|are priced|sells? for|"
    r"retails? for)\s+(?:about\s+|around\s+|only\s+|just\s+|nearly\s+|from\s+)?[$\u00a3\u20ac\d]"
    r"|\b(?:is|are)\s+(?:\w+\s+){0,3}?(?:available|sold|offered)\s+for\s+\$"
)
"""A present-tense price (``Overcast 2 is absolutely free``, ``costs $5``, ``sells new decks
for $20``) or provider (``is hosted by Joyent``)."""
_COUNT_RX = re.compile(
    r"\b(?:has|have|includes?|employs?|counts?|numbers?|serves?|totals?)\s+"
    r"(?:[a-z]+\s+(?:in|across)\s+)?"
    r"(?:(?:over|more than|about|around|nearly|almost|some|only|roughly)\s+)?"
    r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|hundreds|thousands|"
    r"millions|dozens)\b"
)
"""A present-tense count (``has over one hundred games``, ``has subsidiaries in 15
countries``): true as of a date."""
PERFECT_RX = re.compile(
    r"\b(?:has|have)\s+(?:(?:not|never|already|also|just|long|twice|once|\w+ly)\s+)?"
    r"(?:been|[a-z]+(?:ed|en|wn|ne|ht|ung|ook|ad|id|ld|lt|pt|nt|ft))\b"
)
"""A present perfect (``Whole Foods has lowered prices``): true up to the page's date."""
_WILL_RX = re.compile(r"\b(?:will|won['\u2019]t|is going to|are going to|is set to)\b")


def _recent(context: str, day: date) -> bool:
    """``context`` marks its events as the page's own time (``_RECENT_RX``, or a year no
    older than the one before the page's)."""
    years = [int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", context)]
    return bool(_RECENT_RX.search(context)) or any(y >= day.year - 1 for y in years)


def time_dependent(text: str, *, dated: bool = False, present: bool = True) -> bool:
    """Whether ``text`` states a fact true only as of some time (a role, a price, ``new``,
    ``yet``, ``will``; on a ``dated`` page also a count, a present perfect, a past event or,
    unless ``present`` is false, a simple present) and names no year. ``present=False``
    asks whether a present-tense claim is tied to a time by anything but its tense (a
    statement about a kind, ``A Hermitian matrix has real eigenvalues``, is not)."""
    if _DATED_RX.search(own_times(text)):
        return False
    return bool(_STATE_RX.search(text) or _ROLE_RX.search(text) or _PRICE_RX.search(text)
                or _WILL_RX.search(text) or (dated and _dated_only(text, present)))  # fmt: skip


def _dated_only(text: str, present: bool = True) -> bool:
    """A count, a present perfect, a past event or a present state: time-dependent on a
    dated page (news tells of its own time), timeless enough on an undated one (an
    encyclopedia's ``has 3 campuses``)."""
    if _DATED_RX.search(own_times(text)):
        return False
    return bool(_COUNT_RX.search(text) or PERFECT_RX.search(text) or PROGRESSIVE_RX.search(text)
                or past_event(text) or (present and present_state(text)))  # fmt: skip


PROGRESSIVE_RX = re.compile(
    r"\b(?:is|are)\s+(?:(?:not|still|now|\w+ly)\s+)?(?!going\b)(?:being|[a-z]{3,}ing)\b"
)
"""A present progressive (``Amazon is finding success``): true around the page's date."""


def anchor_state(claim: str, published: str | None, context: str | None = None) -> str | None:
    """``claim`` anchored to the page's date when it is time-dependent (``time_dependent``):
    ``Zeev Sharon is the CEO of Hotelied (as of September 17, 2015).``; ``claim`` itself
    when it is not; ``None`` when it cannot be anchored: a forecast (``will`` with no
    year), or a ``new``/``yet``/``still`` with no page date. A role or a price on an
    undated page (an encyclopedia's present tense) is kept as written. A past event on a
    dated page gets the date it was reported: ``Vidyard announced updates (reported July
    10, 2020).``, but only when it is plausibly the page's news: its ``context`` (the
    paragraph; not checked when not given) names a weekday, a month or ``this week``
    (``_RECENT_RX``) or a year no older than the page's last. A historical or fictional
    narrative (``Kaplan targeted bookstores``, a game's lore) is kept as written: a "reported"
    date there reads as the event's year. A claim with a time of its own (``_DATED_RX``:
    ``in 19th century England``) gets no date, unless its wording counts to the writer's
    day even so (``relative_time``: ``was last updated in July 2019``, ``In 2021, Tor will
    publish ...``): that claim is written ``(as of <page date>)``, or dropped on an undated
    page."""
    day = published_day(published)
    if "(as of " not in claim and relative_time(claim, dated=day is not None):
        if day is None or (_WILL_RX.search(claim) and not _DATED_RX.search(claim)):
            return None  # "currently" with no page date; "will" with no year
        return with_anchor(claim, f"as of {written_date(day)}")  # "was last updated in July"
    if not time_dependent(claim, dated=day is not None):
        return claim
    if _WILL_RX.search(claim):
        return None
    if day is None:
        return None if _STATE_RX.search(claim) else claim
    told = not time_dependent(claim) and past_event(claim) and not PERFECT_RX.search(claim)
    if (told and context is not None and not _recent(context, day)
            and not report_day_move(claim)):
        return claim  # a historical or fictional past: no page date for it
    anchor = f"reported {written_date(day)}" if told else f"as of {written_date(day)}"
    return with_anchor(claim, anchor)



_QUOTE_END_RX = re.compile(r"[.!](?=[\"\u201d\u2019']+$)")
"""A sentence's full stop inside the closing quotation mark (``... "the Stars."``)."""


def with_anchor(claim: str, anchor: str) -> str:
    """``claim`` with ``(anchor)`` inside its sentence, before the full stop: ``... with the
    Stars" (as of November 19, 2019).``, not after a stop inside the quotation mark."""
    body = _QUOTE_END_RX.sub("", claim.rstrip())
    end = len(body.rstrip(".!"))
    return f"{body[:end]} ({anchor}){body[end:] or '.'}"
