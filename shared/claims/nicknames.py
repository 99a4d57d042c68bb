"""A team, band or party a claim calls by its plural nickname: written whole, or dropped.

News writes a club by its nickname once the story is under way: *The Panthers are 6-2-1 in
their past nine games*. Read alone, ``the Panthers`` is no one team (the NHL's Florida
Panthers, the NFL's Carolina Panthers). A nickname is ``the`` and one capitalised plural of
a common English noun (``Panthers``: panther, ``Capitals``, ``Democrats``), no other
capitalised word after it; names whose plural is no English noun's (``the Netherlands``,
``the Lakers``, ``the Beatles``, ``the Olympics``) are left alone, as is a nickname the page
writes as a title (``in The Sopranos``: capital ``The`` mid-sentence) or its title names.

``nickname_named(claim, title, text)`` writes each nickname outside quotations as the one
whole name the page (title or text, anywhere) writes ending in it (``the Florida
Panthers``), and gives ``None`` (drop it: ``BARE_NICKNAME``) when the page writes none or
several (``Florida Panthers`` and ``Carolina Panthers``) for the claim's subject (its
opening, after a fronted phrase); a nickname elsewhere (``during the Capitals' 5-2
victory``) is then left as written. No word comes from outside the page.
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.claims.localities import demonym
from shared.claims.quoted import QUOTED_RX
from shared.text.dates import WEEKDAY_NAMES

__all__ = ["BARE_NICKNAME", "nickname_named", "plural_noun"]

BARE_NICKNAME = "bare_nickname"
"""The drop reason of a claim whose team, band or party is a nickname the page does not
write whole exactly once."""

_NICKNAME_RX = re.compile(
    r"(?<![\w'\u2019-])(?P<the>[Tt]he)\s+(?P<word>[A-Z][a-z]+s)"
    r"(?=['\u2019](?:s\b|(?!\w))|(?![\w'\u2019-])(?!\s+[A-Z0-9&]))"
    r"(?!\s+(?:of|in|for|and|on|at|to|from|with|de|del|la)\s+(?:the\s+)?[A-Z])"
)
"""``the Panthers`` (or ``the Panthers' Huberdeau``): ``the`` and one capitalised plural,
no other name word after it (not ``the Giants Stadium``, ``the Refugees in Towns
Project``)."""
_LEADING = frozenset(
    """The A An In On At For By Of And But Or As To From With After Before When While His
    Her Its Their This That These Those Former Fellow Rival Both Against Versus Beat
    Host""".split()  # noqa: SIM905
) | frozenset(WEEKDAY_NAMES)
"""Capitalised words that open a sentence or a phrase before a name, never a club's own
first word (``When Florida Panthers ...``: the name is ``Florida Panthers``)."""


_FRONTED_RX = re.compile(r"(?:[A-Z][^,]{0,60},\s+)?")
"""What may come before a claim's subject: nothing, or a fronted phrase (``On Tuesday,``)."""


def plural_noun(word: str) -> bool:
    """``word`` (``Panthers``) is the plural of a common English noun (``panther``)."""
    lemmas = getAllLemmas(word.lower()).get("NOUN", ())
    return bool(lemmas) and word.lower() not in lemmas


@lru_cache(maxsize=256)
def _whole_rx(word: str) -> re.Pattern[str]:
    return re.compile(rf"((?:[A-Z][\w.'\u2019&-]*[ \u00a0]){{1,3}}){re.escape(word)}(?![\w-])")


_PARTIES = frozenset(
    """democrat republican conservative tory liberal socialist communist unionist nationalist
    libertarian federalist whig labourite""".split()  # noqa: SIM905
)
"""Singulars of a party's plural (``Democrats``, ``Tories``): the party's whole name by
itself, never a nickname of a longer name (``House Democrats``, ``Scottish Tories`` are
narrower groups of it)."""


def _full_form(qualifier: list[str]) -> bool:
    """``qualifier`` (``Florida``, ``Golden State``) makes the nickname's full name: a place
    or a sponsor, not a chamber, region or people word narrowing a group (``House``,
    ``Senate``, ``Native``, ``Scottish``, ``Syrian``). One word is no English word and no
    demonym; of two or more, none is a demonym."""
    if len(qualifier) == 1:
        word = qualifier[0]
        return not demonym(word) and not getAllLemmas(word.lower().rstrip("."))
    return not any(demonym(w) and _PEOPLE_END_RX.search(w) for w in qualifier)


_PEOPLE_END_RX = re.compile(r"(?:ian|an|ish|ese|i)$")
"""How a people word ends (``Scottish``, ``Syrian``): not a place's first word (``New``)."""


def _whole_names(word: str, text: str) -> set[str]:
    """The whole names ending in ``word`` that ``text`` writes (``Florida Panthers``): one
    to three capitalised words before it, from the first that is no opening word, that
    are a place or sponsor (``_full_form``)."""
    found: set[str] = set()
    for match in _whole_rx(word).finditer(text):
        words = match.group(1).split()
        while words and (words[0] in _LEADING or _stop(words[0])):
            words = words[1:]
        if words and not any(_stop(w) or w.endswith((";", "'s", "\u2019s"))
                             or re.search(r"-[a-z]", w) for w in words
                             ) and _full_form(words):  # not "NBA-leading", "House"
            found.add(" ".join([*words, word]))
    return found


def _stop(word: str) -> bool:
    """``word`` ends a sentence or a phrase (``Tuesday.``, ``said,``), not a name's
    abbreviation (``St.`` of ``St. Louis Cardinals``)."""
    return word.endswith((".", ",", ":")) and _ABBREVIATION_RX.fullmatch(word) is None


_ABBREVIATION_RX = re.compile(r"(?:St|Mt|Ft|Pt|Ste)\.|(?:[A-Z]\.){2,}")


def _titled(word: str, title: str, text: str) -> bool:
    """The page writes ``The <word>`` as a title (capital ``The`` after a lower-case word:
    ``starred in The Sopranos``) or is titled by it (``The Dandy Warhols``, ``Warriors
    (film)``): a work or a band's whole name, no nickname. A headline's ``Browns player
    on ...`` is no such title."""
    if re.match(rf"(?:The\s+)?(?:[A-Z][\w'\u2019-]*\s+)*{re.escape(word)}(?:\s*\(|$)", title):
        return True
    return re.search(rf"[a-z,] The {re.escape(word)}\b", f"{title}\n{text}") is not None


def nickname_named(claim: str, title: str | None, text: str) -> str | None:
    """``claim`` with each nickname written as the one whole name its page gives, ``None``
    when a nickname has none or several (see module docstring)."""
    quoted = [(m.start(), m.end()) for m in QUOTED_RX.finditer(claim)]
    out: list[str] = []
    last = 0
    for match in _NICKNAME_RX.finditer(claim):
        word = match.group("word")
        inside = any(a <= match.start() < b for a, b in quoted)
        if inside or not plural_noun(word) or _titled(word, title or "", text):
            continue
        if any(lemma in _PARTIES for lemma in getAllLemmas(word.lower()).get("NOUN", ())):
            continue  # "The Democrats": a party's whole name, never "The House Democrats"
        if _whole_names(word, claim):
            continue  # "The Cardinals went 65-89 during the 1924 St. Louis Cardinals season"
        names = _whole_names(word, f"{title or ''}\n{text}")
        if len(names) != 1 and _FRONTED_RX.fullmatch(claim[: match.start()]):
            return None  # "The Panthers are 6-2-1": Florida's or Carolina's?
        if len(names) != 1:
            continue  # "during the Capitals' 5-2 victory on Monday, November 18, 2019": the
            # claim's subject names its fact; the game is told by its day
        out.append(f"{claim[last : match.start()]}{match.group('the')} {names.pop()}")
        last = match.end()
    return "".join(out) + claim[last:]
