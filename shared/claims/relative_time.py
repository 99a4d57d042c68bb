"""Wording whose time is the writer's own day, even beside a year of its own.

``The entry-level 13-inch MacBook Pro was last updated in July 2019.`` names its month, yet
``last`` counts to the day the page was written: a later update makes it false. So do
``the last known outbreak ... was in 2009``, ``currently``, ``the latest``, ``so far``,
``to date``, ``recently``, ``has been ... since 2010`` and a plan (``In 2021, Tor will
publish ...``: planned as of the page's day). ``relative_time(claim, dated=...)`` finds
such wording; ``timed_states.anchor_state`` writes the page's date after the claim
(``(as of November 18, 2019)``) or, on a page with no date, drops it (``unanchored_time``).

``last`` alone is no such word: ``the last emperor of China``, ``his last film, X, was
released in 1999`` and ``the last day of the festival`` order things in a closed past;
only ``was last <done>`` (the latest time so far) and ``last known`` are relative.

The words count in lower case only (``The Latest Buzz`` and ``Currently Playing`` are names),
except a sentence's opening ``Currently,`` or ``Recently he ...``; and ``will`` only as an
auxiliary before a verb (``his will``, ``against his will``, ``the will to live`` are nouns).
"""

from __future__ import annotations

import re

__all__ = ["relative_time"]

_RELATIVE_RX = re.compile(
    r"\b(?:currently|presently|so\s+far|to\s+date|thus\s+far|as\s+yet|until\s+now|"
    r"up\s+(?:to|until)\s+now|(?:most\s+)?recently|most\s+recent|latest|as\s+things\s+stand)\b"
    r"|\b(?:was|were|is|are|been|being)\s+(?:\w+ly\s+)?last\s+[a-z]+(?:ed|en|wn|ld|lt|nt|ne|ht)\b"
    r"|\blast\s+(?:[a-z]+\s+){0,2}?(?:known|recorded|reported|confirmed|documented)\b"
    r"|^(?:Currently|Presently|(?:Most\s+)?[Rr]ecently|So\s+far|To\s+date|Thus\s+far|As\s+yet|"
    r"Until\s+now|Up\s+(?:to|until)\s+now|As\s+things\s+stand)(?=,|\s+[a-z])",
)
"""Time counted to the writer's day: ``currently``, ``so far``, ``the latest``, ``was last
updated``, ``the last major known outbreak``."""
_SINCE_RX = re.compile(
    r"\b(?:has|have)\s+(?:(?:not|never|also|\w+ly)\s+)?(?:been|[a-z]+(?:ed|en|wn|ld|lt|nt|ne|ht))"
    r"\b[^.;]*\bsince\b"
)
"""A present perfect that lasts ``since`` a time (``has been closed since 2017``,
``has lived in Paris since 1990``): true up to the page's day."""
_PLAN_RX = re.compile(
    r"\b(?:won['\u2019]t|is\s+going\s+to|are\s+going\s+to|is\s+set\s+to|are\s+set\s+to|"
    r"is\s+scheduled\s+to|are\s+scheduled\s+to|is\s+expected\s+to|are\s+expected\s+to)\b"
)
"""A plan or forecast (``In 2021, Tor will publish ...``): planned as of the page's day."""
_WILL_RX = re.compile(r"(?:^|(?<=\s))(\S+\s+)?will\s+(?:(?:not|also|\w+ly)\s+)?([a-z]+)\b")
"""``will`` in lower case with the word before it and the verb after it."""
_NOUN_BEFORE = frozenset(
    """a an the his her its their my your our whose this that of against free good ill last
    own strong political popular living general divine""".split()  # noqa: SIM905
)
"""Words after which ``will`` is the noun (``his will``, ``against his will``, ``free will``)."""
_NOUN_AFTER = frozenset(
    """to of in on at and or but is was were are has had that which for from with by as
    he she it they we i""".split()  # noqa: SIM905
)
"""Words after which ``will`` was a noun (``his will to live``, ``the will of the people``)."""
_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")


def relative_time(claim: str, *, dated: bool) -> bool:
    """``claim`` (outside its quotations: a title ``"The Latest"`` is a name) has wording
    whose time is the writer's day (``_RELATIVE_RX``) or a plan; on a ``dated`` page also a
    present perfect lasting ``since`` a time. An encyclopedia's ``has been played annually
    since 1939`` is kept as written on an undated page: its reviewers read it as a standing
    fact, while ``currently`` or ``the latest`` there has no day to count to."""
    bare = _QUOTED_RX.sub(" ", claim)
    return bool(_RELATIVE_RX.search(bare) or _PLAN_RX.search(bare) or _will_plan(bare)
                or (dated and _SINCE_RX.search(bare)))


def _will_plan(text: str) -> bool:
    """``will`` as an auxiliary before a verb (``Tor will publish``), not the noun."""
    for match in _WILL_RX.finditer(text):
        before = (match.group(1) or "").strip().strip(",;:").lower()
        if before.endswith(("'s", "\u2019s", "s'", "s\u2019")) or before in _NOUN_BEFORE:
            continue
        if match.group(2) not in _NOUN_AFTER:
            return True
    return False
