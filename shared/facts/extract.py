"""Reading facts out of verified claims, by rule.

What is read (each from one claim, about a named subject):

- births and deaths: ``X (born 30 July 1970) is ...``, ``X (28 October 1872 – 25 April
  1930) was ...``, ``X was born on 4 May 1950``;
- a work's or an organisation's start: ``X is a 2006 British film ...`` (released),
  ``X is a 1995 novel`` (published), ``X was founded in 1998`` (founded, formed, opened);
- who made it: ``... directed by Y``, ``written by``, ``created by``, ``founded by``,
  ``composed by``, ``developed by`` (entity values, the bridges of multi-hop items);
- sizes: population, length, height, area, capacity, elevation with their units;
- dated events of news-like claims: ``The Ever Given was refloated on March 29, 2021``
  (verbs of ``EVENT_VERBS`` only, so every event has a noun phrase and a base form).

The subject is the document's title entity when the claim opens with it (or a part of it,
``Nolan`` for ``Christopher Nolan``), else the claim's own leading proper name. A claim
whose subject is a pronoun, a bare description (``The film``) or a fragment gives no fact.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from functools import lru_cache

from shared.facts.model import DateValue, EntityValue, Fact, QuantityValue
from shared.facts.relations import DEMONYMS, EVENT_VERBS, PERSON_NOUNS, kind_of, role_of
from shared.messages.claims import Claim, ClaimBucket
from shared.text.dates import DateMention, find_dates
from shared.text.numbers import Quantity, find_quantities

__all__ = [
    "claim_parts",
    "facts_of_bucket",
    "leading_subject",
    "title_disambiguator",
    "title_entity",
]

_PAREN = re.compile(r"\s*\(([^()]*)\)\s*$")
_NAME_WORD = re.compile(r"^(?:[A-Z0-9][\w'’.&!?:–-]*|of|the|and|de|da|del|van|von|la|le|du|der|&)$")
_NICKNAME = re.compile(r'^["“]([A-Z][\w.\'’-]*)["”]$')
_CONNECT = {"of", "the", "and", "de", "da", "del", "van", "von", "la", "le", "du", "der", "&"}
_ABBREVIATIONS = {"inc.", "jr.", "sr.", "co.", "ltd.", "corp.", "st.", "bros."}
_STOP_START = frozenset(
    """he she it they this that these those his her its their there in on at after before
    during when while as by from with according although however since some many most all
    both each one another other such if we i you our""".split()  # noqa: SIM905
)
_GENERIC_HEADS = {"film", "company", "band", "album", "song", "book", "novel", "city", "town",
                  "team", "club", "group", "series", "show", "game", "ship", "plane", "aircraft",
                  "model", "player", "man", "woman", "tournament", "study", "report",
                  "government", "agency", "authority", "lake", "river", "canal", "vessel",
                  "project", "program", "programme", "museum", "school", "university",
                  "station", "airport", "building", "bridge", "area", "region", "country",
                  "state", "president", "minister", "court", "police", "army"}  # fmt: skip
_MAKERS = {
    "directed by": "director", "written by": "author", "created by": "creator",
    "founded by": "founder", "composed by": "composer", "developed by": "developer",
    "designed by": "designer", "under chief engineer": "chief_engineer",
    "portrayed by": "portrayer",
}  # fmt: skip
_KIND_RELATION = {
    "film": "released", "documentary": "released", "album": "released", "single": "released",
    "song": "released", "video game": "released", "television film": "released",
    "television series": "premiered", "sitcom": "premiered", "series": "premiered",
    "novel": "published", "book": "published", "magazine": "published",
    "newspaper": "published", "journal": "published",
}  # fmt: skip
_VERB_RELATION = {
    "founded": "founded", "established": "founded", "formed": "formed", "opened": "opened",
    "released": "released", "published": "published", "premiered": "premiered",
    "born": "born", "died": "died",
}  # fmt: skip
_MEASURES: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("main_span", re.compile(r"\bmain span of\b", re.I), ("measure",)),
    ("population", re.compile(r"\bpopulation (?:of|was|is|stood at|reached)\b", re.I),
     ("count", "number")),
    ("length", re.compile(r"\b(?:long\b|length of\b|in length\b)", re.I), ("measure",)),
    ("height", re.compile(r"\b(?:tall\b|height of\b|in height\b)", re.I), ("measure",)),
    ("area", re.compile(r"\b(?:area of|covers|in area)\b", re.I), ("measure",)),
    ("capacity", re.compile(r"\bcapacity (?:of|is|was)\b|\bseats\b|\bseating\b", re.I),
     ("count", "number")),
    ("elevation", re.compile(r"\belevation of\b|\babove sea level\b", re.I), ("measure",)),
)  # fmt: skip
_DIMENSION = {
    "main_span": "length",
    "length": "length",
    "height": "length",
    "area": "area",
    "elevation": "length",
}
_PRONOUNS = re.compile(r"\b(?:he|she|it|its|they|them|their|his|her|this|that|these|those)\b",
                       re.I)  # fmt: skip


_ASIDE = (r"\s*(?:,\s*(?:[A-Z]{2,6}|Jr\.|Sr\.)(?=[,\s]))*\s*(?:\([^()]*\)\s*)*"
          r"(?:,[^,]{1,80},)?\s*")
"""Post-nominals (``, KCMG, KC``), parentheticals and one appositive between a subject and
its verb."""
_LEAD_ASIDE = re.compile(_ASIDE)


def title_entity(title: str) -> str:
    """A title without its disambiguating parenthetical: ``The Prestige (film)`` -> ``The
    Prestige``."""
    return _PAREN.sub("", html.unescape(title)).strip()  # "Itchy &amp; Scratchy" in dumps


def title_disambiguator(title: str) -> str:
    """A title's disambiguating parenthetical, ``""`` when it has none: ``Charley's Aunt
    (1963 film)`` -> ``1963 film``."""
    found = _PAREN.search(title)
    return found.group(1).strip() if found else ""


def _is_name(words: Sequence[str]) -> bool:
    if not words or not words[0][:1].isupper() or not words[-1][:1].isalnum():
        return False
    if not (words[-1][:1].isupper() or words[-1][:1].isdigit()):
        return False
    if words[0].lower() in _STOP_START:
        return False
    if words[0] == "The" and (len(words) < 2 or words[1].lower() in _GENERIC_HEADS):
        return False
    return all(_NAME_WORD.match(w) for w in words)


_INITIALS = re.compile(r"(?:[A-Z]\.){2,}")
"""Initials (``J.B.``): their last full stop is no sentence end."""


@lru_cache(maxsize=65536)
def leading_subject(text: str, allow_and: bool = True) -> tuple[str, int] | None:
    """The proper name a claim opens with, and where the rest of the sentence starts.

    ``Christopher Edward Nolan ( ; born 30 July 1970) is ...`` -> (``Christopher Edward
    Nolan``, 23). ``None`` when the claim opens with a pronoun, a description or a clause.
    """
    words = list(re.finditer(r"\S+", text))
    taken: list[str] = []
    end = 0
    for m in words:
        word = m.group()
        bare = word.rstrip(",;:")
        nick = _NICKNAME.match(word) if taken else None
        if nick:
            word = bare = nick.group(1)  # 'Andrew Alan "Drew" Fuller': the name it goes by
        if (bare.endswith(".") and len(bare) > 2 and bare.lower() not in _ABBREVIATIONS
                and not _INITIALS.fullmatch(bare)):  # fmt: skip
            bare = bare[:-1]  # a sentence's full stop, not an initial ("J.") or "Inc."
        if not _NAME_WORD.match(bare) or (bare == "and" and not allow_and):
            break
        taken.append(bare)
        end = m.start() + len(bare)
        if bare != word:
            break
    while taken and taken[-1].lower() in _CONNECT:
        taken.pop()
        end = text.rfind(" ", 0, end)
    if not _is_name(taken):
        return None
    return " ".join(taken), end


def _matches_title(name: str, title: str) -> bool:
    """``Nolan`` or ``Christopher Edward Nolan`` names ``Christopher Nolan``; ``Prestige``
    names ``The Prestige``. A headline (``Lion Air Flight 610 crashes into the Java Sea``)
    is no name and matches nothing."""
    if any(w[:1].islower() and w not in _CONNECT for w in title.split()):
        return False
    name = name.replace("- ", "-")  # "Holstein- Gottorp": a dump's spacing, not two words
    name = re.sub(r"\b([A-Z])\.(?=[A-Z])", r"\1. ", name)  # "J.B." is "J. B."
    a = {w.strip(",;:").lower() for w in name.split() if w.lower() not in _CONNECT}
    b = {w.strip(",;:").lower() for w in title.split() if w.lower() not in _CONNECT}
    if len(a) == 1 and len(b) > 2:
        return False  # "Love" is not "Love, Honor and Oh-Baby!": one word of a long title
    if bool(a) and bool(b) and (a <= b or b <= a):
        return True
    # "Jeffrey Preston Bezos" is "Jeff Bezos": same surname, the title's given name a prefix
    n, t = name.split(), title.split()
    return len(n) >= 2 and len(t) == 2 and n[-1] == t[-1] and n[0].startswith(t[0])


_OPENING_DATE = re.compile(r"^(?:On|In)\s+[^,]{3,40}\d{4},\s+(?:the\s+)?")
_HEAD_NOUNS = {"volcano", "ship", "telescope", "spacecraft", "rocket", "satellite", "aircraft",
               "bridge", "dam", "canal", "tunnel", "station", "collider", "reactor", "storm",
               "hurricane", "earthquake", "tsunami"}  # fmt: skip


def _title_lead(claim: str, title: str) -> int | None:
    """Where the rest of the claim starts when it opens with the page's title, as written or
    in quotes (``"A Man Without Love" was ...``, ``The Man Without Love (German: ...) is``):
    the title is the subject even when it reads like a description or holds small words."""
    if not title or not (title[:1].isupper() or title[:1].isdigit()):
        return None
    quote = claim[:1] in "\"“"
    start = 1 if quote else 0
    if not claim.startswith(title, start):
        return None
    end = start + len(title)
    if quote:
        if claim[end : end + 1] not in ("\"", "”"):
            return None
        end += 1
    nxt = claim[end : end + 1]
    return end if nxt in ("", " ", ",", "(") else None


_FOUNDED_OPENING = re.compile(
    r"^(Founded|Established|Formed)\s+in\s+(?P<date>[^,]{4,30}?)(?:\s+by\s+(?P<by>[^,]+))?,\s+"
)


def _founded_opening(text: str, title: str) -> list[_Part]:
    """``Founded in 1770 by Søren Gyldendal, Gyldendal is the oldest ...``: the page's
    subject's founding (and its one founder)."""
    m = _FOUNDED_OPENING.match(text)
    if m is None or not title:
        return []
    rest = text[m.end() :]
    named = leading_subject(rest)
    if named is None or not _matches_title(named[0], title):
        return []
    dates = [d for d in find_dates(text) if d.start == m.start("date")]
    if len(dates) != 1 or dates[0].precision not in ("day", "month", "year"):
        return []
    relation = "formed" if m.group(1) == "Formed" else "founded"
    out: list[_Part] = [(title, "", relation, DateValue.of(dates[0]), "")]
    by = m.group("by")
    if by is not None:
        lead = leading_subject(by, allow_and=False)
        if lead is not None and lead[0] == by.strip() and len(lead[0].split()) >= 2:
            out.append((title, "", "founder", EntityValue(lead[0]), ""))
    return out


def _subject(claim: str, title: str) -> tuple[str, int] | None:
    named = leading_subject(claim)
    if named is not None and title and _matches_title(named[0], title):
        return title, named[1]  # "Armando Iannucci Giovanni Iannucci, OBE (born ...": all of it
    lead_end = _title_lead(claim, title)
    if lead_end is not None:
        return title, lead_end
    opening = _OPENING_DATE.match(claim)
    if opening and find_dates(claim[: opening.end()]):
        rest = claim[opening.end() :]
        found = _subject(rest[:1].upper() + rest[1:], title)
        return (found[0], found[1] + opening.end()) if found else None
    lead = leading_subject(claim)
    if lead is not None and lead[0].startswith("The "):
        head = re.match(r"\s+([a-z]+)\b", claim[lead[1] :])
        if head and head.group(1) in _HEAD_NOUNS:  # "The Hunga Tonga-Hunga Ha'apai volcano"
            lead = (f"{lead[0]} {head.group(1)}", lead[1] + head.end())
    if lead is None:
        return None
    name, end = lead
    if title and _matches_title(name, title):
        return title, end
    if re.search(r'["“]', claim[:end]):
        return None  # a nickname in a name that is not the page's: too unsure to name
    if len(name.split()) < 2 and not name.isupper():
        return None  # "Only You) is ...": a lone word is too weak to be the subject
    return name, end


def _date_in(text: str, start: int, end: int) -> list[DateMention]:
    return [m for m in find_dates(text) if start <= m.start and m.end <= end]


def _life_dates(text: str, after: int) -> list[tuple[str, DateMention]]:
    """Birth and death from the parenthetical right after the subject."""
    rest = text[after:]
    # ", OBE (born", and a pronunciation the dump emptied ("(] ) (5 May 1947 – ...)")
    m = re.match(r"(?:,\s*[A-Z]{2,5}(?:,\s*[A-Z]{2,5})*)?(?:\s*\([^()\w]{0,4}\))*\s*\(([^()]*)\)",
                 rest)  # fmt: skip
    if not m:
        return []
    inside_start = after + m.start(1)
    inside = m.group(1)
    dates = [d for d in _date_in(text, inside_start, inside_start + len(inside))
             if d.precision in ("day", "month", "year")]  # fmt: skip
    if re.search(r"\b(?:c\.|circa|fl\.|floruit|reigned|r\.)", inside):
        return []
    lowered = inside.lower()
    if "born" in lowered and len(dates) == 1:
        return [("born", dates[0])]
    if len(dates) == 2 and re.search(r"[–—-]", inside[dates[0].end - inside_start :]):
        return [("born", dates[0]), ("died", dates[1])]
    return []


def _description(text: str, after: int) -> str:
    """``is a 2006 British-American mystery thriller film`` part after the subject.

    It ends before a prepositional phrase, whose nouns are not the subject's kind: ``the
    second game in the "Formula One" video game series`` is a game, not a series; ``the
    largest residential hall at the University of Otago`` is not a university."""
    rest = text[after:]
    aside = _LEAD_ASIDE.match(rest)
    rest = rest[aside.end() :] if aside else rest
    m = re.match(r"\s*(?:is|was|are|were)\s+(?:an?|the)\s+(.*)", rest)
    if not m:
        return ""
    desc = m.group(1)
    cut = re.search(r"\s(?:directed|written|starring|produced|created|founded|composed|spanning|"
                    r"connecting|between|located|near|over|across|designed|built|"
                    r"developed|by|who|that|which|from|based|located|about|in which|with|"
                    r"in|at|of)\b|[,;.(]",
                    desc)  # fmt: skip
    return desc[: cut.start()] if cut else desc


def _nationality(description: str) -> str | None:
    """``an American singer-songwriter`` -> ``American``; compounds (``English-American``)
    and lists give ``None``."""
    words = [w for w in description.split() if not re.fullmatch(r"\d{4}s?", w)]
    if not words:
        return None
    first = words[0].strip(",")
    if first in DEMONYMS and (len(words) < 2 or words[1].strip(",") not in DEMONYMS):
        return first
    return None


def _release_year(text: str, after: int, kind: str) -> DateMention | None:
    rest_start = after
    m = re.match(_ASIDE + r"(?:is|was)\s+an?\s+(\d{4})\s", text[rest_start:])
    if not m or kind not in _KIND_RELATION:
        return None
    found = _date_in(text, rest_start + m.start(1), rest_start + m.end(1))
    return found[0] if found and found[0].precision == "year" else None


_RELEASED_ON = re.compile(r"\b(?:was\s+|were\s+)?(?:first\s+)?(released|published|premiered)"
                          r"\s+(?:on|in)\s+")


def _released_on(text: str, after: int, kind: str) -> DateMention | None:
    """``Love Story is an album ... that was released on February 3, 1971, by ...``: the
    work's one date, right after its release verb (no other date in the claim, so a
    regional or later release cannot be mistaken for the first)."""
    if kind not in _KIND_RELATION:
        return None
    m = _RELEASED_ON.search(text, after)
    if m is None or m.group(1) != _KIND_RELATION[kind]:
        return None
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    if len(dates) != 1 or dates[0].start != m.end():
        return None
    if dates[0].precision not in ("day", "month", "year"):
        return None
    return dates[0]


_AIRED = re.compile(r"\b(?:originally\s+|first\s+)?(?:aired|broadcast)\b")


def _aired(text: str, after: int) -> DateMention | None:
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


def _verb_date(text: str, after: int) -> tuple[str, DateMention] | None:
    """``X was founded in 1998`` / ``X was born on 4 May 1950`` (the date right after)."""
    m = re.match(_ASIDE + r"(?:was|were|is)?\s*(?:first\s+|officially\s+)?"
                 r"(\w+)\s+(?:in|on)\s+", text[after:])  # fmt: skip
    if not m or m.group(1).lower() not in _VERB_RELATION:
        return None
    if len([d for d in find_dates(text) if d.precision != "decade"]) != 1:
        return None  # "released on 10 November 1998 in North America, and 4 February 1999 ..."
    start = after + m.end()
    dates = [d for d in find_dates(text) if d.start == start]
    if not dates or dates[0].precision not in ("day", "month", "year"):
        return None
    return _VERB_RELATION[m.group(1).lower()], dates[0]


_WEEKDAY = r"(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s*)?"
_DATE_LEAD = re.compile(r"\s*(?:on|in)\s*(?:the\s+(?:morning|evening|night)\s+of\s+)?"
                        + _WEEKDAY + "$")  # fmt: skip
_DETAIL_CUT = re.compile(r"\s+(?:at|during|after|before|while|when|about|which|that|who|with|"
                         r"for|because|amid|following)\b|,\s|;")  # fmt: skip
_NUMBERISH = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                        r"hundred|thousand|million|earlier|later|ago)\b", re.I)  # fmt: skip


def _clean_detail(raw: str, verb: str) -> str | None:
    """The object or place of an event, short and nameable, or ``None`` to refuse it."""
    detail = _DETAIL_CUT.split(" " + raw.strip(" ,"))[0].strip(" ,")
    detail = " ".join(w for w in detail.split() if not w.lower().endswith("ly"))
    if not detail or _NUMBERISH.search(detail):
        return ""
    if len(detail.split()) > 7 or _PRONOUNS.search(detail) or find_dates(detail):
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


_ASIDE_START = re.compile(
    r"(?:,|\(|\b(?:band|group|company|magazine|league|team|club|brewery|publishing house|"
    r"newspaper|label|airline|organization|party|franchise))"
    r"\s*(?:which\s+was\s+|and\s+)?(founded|formed|established|incorporated|opened)"
    r"\s+(?:in\s+[A-Z][\w-]+(?:\s+[A-Z][\w-]+)?,?\s+)?(?:in|on)\s+(?:early\s+|late\s+|mid-)?"
)
_ASIDE_RELATION = {"founded": "founded", "formed": "formed", "established": "founded",
                   "incorporated": "founded", "opened": "opened"}  # fmt: skip


def _aside_date(text: str, after: int) -> tuple[str, DateMention] | None:
    """``The Exies were an American rock band ..., formed in 1997.`` and ``Concordia
    Publishing House (CPH), founded in 1869, is ...``: the start date in an aside."""
    found = [(m, d) for m in _ASIDE_START.finditer(text, after) for d in find_dates(text)
             if d.start == m.end() and d.precision in ("day", "month", "year")]  # fmt: skip
    if len(found) != 1:
        return None
    m, date = found[0]
    return _ASIDE_RELATION[m.group(1)], date


def _restated(text: str, title: str) -> tuple[str, DateMention] | None:
    """``Toad Hall is a residential hall in ..., Toad Hall was opened in 1974.``: a second
    clause that names the title again and dates it."""
    at = text.find(f", {title} ")
    return _verb_date(text, at + len(title) + 2) if at > 0 else None


_PLACE_HEAD = re.compile(
    r"\b(?:Hall|Bridge|Stadium|Arena|Museum|Library|Centre|Center|Tower|Station|Airport|"
    r"Church|Cathedral|Temple|Mosque|Theatre|Theater|Building|College|School|University|"
    r"Canal|Dam|Tunnel|Memorial|Park|Hospital)$"
)
"""A name whose last word is a building or a work of engineering: such a thing is opened
when it is inaugurated (a person inaugurated takes office, which is no opening)."""


def _event(text: str, after: int) -> tuple[str, str, DateMention] | None:
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


def _measure(text: str) -> tuple[str, Quantity] | None:
    quantities = [q for q in find_quantities(text)]
    if len(quantities) != 1:
        return None
    q = quantities[0]
    for relation, cue, kinds in _MEASURES:
        if not cue.search(text) or q.kind not in kinds:
            continue
        if relation in _DIMENSION and q.dimension != _DIMENSION[relation]:
            continue
        if q.value <= 0:
            continue
        return relation, q
    return None


_SIZED = (
    re.compile(r"^(?:According to|As of|At) the \d{4} [Cc]ensus,?\s+(?P<name>[^,]+?) had a "
               r"(?P<rel>population) of (?P<q>.+)"),
    re.compile(r"^The (?P<rel>population|elevation|area) of (?P<name>[^,]+?) (?:was|is) "
               r"(?P<q>.+)"),
    re.compile(r"^(?P<name>[^,]+?)(?:'s|’s) (?P<rel>population|elevation|area) (?:was|is) "
               r"(?P<q>.+)"),
    re.compile(r"^(?P<name>[^,]+?) had a (?P<rel>population) of (?P<q>.+)"),
)  # fmt: skip
_SIZED_KINDS = {"population": ("count", "number"), "elevation": ("measure",),
                "area": ("measure",)}  # fmt: skip


def _sized(text: str, title: str) -> _Part | None:
    """``The population of Laie was 6,138 at the 2010 census.``, ``Kunia Camp's elevation
    is 883 feet (269 m).``: a size of the page's own subject."""
    for pattern in _SIZED:
        m = pattern.match(text)
        if not m:
            continue
        name, relation = m.group("name").strip(), m.group("rel")
        short = title.split(",")[0].strip()  # "Laie, Hawaii" is asked as "Laie"
        if not (_matches_title(name, short) and _is_name(name.split())):
            return None
        found = find_quantities(m.group("q"))
        if not found or found[0].kind not in _SIZED_KINDS[relation] or found[0].value <= 0:
            return None
        if relation != "population" and found[0].dimension != _DIMENSION[relation]:
            return None
        return short, "place", relation, QuantityValue(found[0]), ""
    return None


_WORK_BY = re.compile(
    r"\b(novel|novels|book|play|poem|album|song|single|sonata|symphony|concerto|opera)"
    r"\s+(?:\([^()]*\)\s+)?by\s+(?:the\s+)?"
    r"(?:(?P<demonym>[A-Z][a-z]+)\s+)?(?P<role>(?:[a-z][\w-]*\s+){0,3})"
)
_WORK_MAKER = {"novel": "author", "novels": "author", "book": "author", "play": "author",
               "poem": "author", "album": "performer", "song": "performer",
               "single": "performer", "sonata": "composer", "symphony": "composer",
               "concerto": "composer", "opera": "composer"}  # fmt: skip
_MAKER_ROLES = {"artist", "band", "group", "duo", "rapper", "singer", "songwriter",
                "singer-songwriter", "musician", "composer", "writer", "author", "novelist",
                "poet", "playwright"}  # fmt: skip


def _work_by(text: str) -> tuple[str, str] | None:
    """``an album by American pop singer Andy Williams`` -> (performer, Andy Williams);
    ``a novel by Jennifer Fallon`` -> (author, ...): a work's single maker after ``by``."""
    m = _WORK_BY.search(text)
    if m is None or _WORK_MAKER[m.group(1)] in _shared_roles(text):
        return None
    role = m.group("role").split()
    demonym = m.group("demonym")
    if demonym is not None and demonym not in DEMONYMS:
        # not a nationality: the name starts right after "by"
        if role:
            return None
        start = m.start("demonym")
    else:
        if role and role[-1] not in _MAKER_ROLES and role[-1].rstrip("s") not in PERSON_NOUNS:
            return None
        if demonym is not None and not role:
            return None  # "by American" and a name: a demonym with no role reads oddly
        start = m.end()
    lead = leading_subject(text[start:], allow_and=False)
    if lead is None or len(lead[0].split()) < 2:
        return None
    rest = text[start + lead[1] :]
    if re.match(r"\s*(?:and|&|,\s*[A-Z]|with\b|featuring\b|feat\.)", rest):
        return None  # several makers: none is "the" performer
    return _WORK_MAKER[m.group(1)], lead[0]


_PORTRAYED = re.compile(r"\s*(?:is|was|has been)\s+portrayed\s+by\s")
"""A character page's ``X was portrayed by Y``: the subject itself was played by Y."""


_SHARED_ROLE = re.compile(
    r"\bco-?(?P<co>writ|direct|found|creat|compos|develop|design|author)\w*|"
    r"\bone of (?:the|its|his|her|their) (?:\w+ ){0,2}(?P<one>(?:screen)?writ|direct|found|creat|"
    r"compos|develop|design|author)\w*s\b",
    re.I,
)
"""A shared role (``co-written by``, ``co-founded``, ``one of the writers``): the claim
names one maker of several, so no "the writer of X" fact comes from it."""

_ROLE_STEM = {"writ": "author", "screenwrit": "author", "author": "author",
              "direct": "director", "found": "founder", "creat": "creator",
              "compos": "composer", "develop": "developer", "design": "designer"}  # fmt: skip


def _shared_roles(text: str) -> set[str]:
    """The maker relations a claim gives as shared (``directed and co-written by X``: the
    writing is shared, the directing is not)."""
    return {_ROLE_STEM[(m.group("co") or m.group("one")).lower()]
            for m in _SHARED_ROLE.finditer(text)}  # fmt: skip


def _maker(text: str) -> tuple[str, str] | None:
    shared = _shared_roles(text)
    for phrase, relation in _MAKERS.items():
        if relation in shared:
            continue  # "co-written by Y": Y is one of the writers, not "the writer"
        # "founded in 1777 by William Bass" names the founder as "founded by" does
        cue = r"founded(?:\s+in\s+\d{4})?\s+by" if phrase == "founded by" else phrase
        m = re.search(rf"(?<![\w-]){cue}\s+", text)
        if not m:
            continue
        lead = leading_subject(text[m.end() :], allow_and=False)
        if lead is None or len(lead[0].split()) < 2:
            continue
        name = lead[0]
        rest = text[m.end() + lead[1] :]
        if re.match(r"\s*(?:(?:and|&|,)\s+[A-Z]|(?:,\s*)?(?:(?:along |together )?with\s+[A-Z]|"
                    r"among others\b|in collaboration\b))", rest):
            continue  # two makers ("and B", "with B"): neither is "the" director
        return relation, name
    return None


_FORECAST = re.compile(
    r"\b(?:will|would|expected|expects|plans?|planned|aims?|target(?:s|ed)?|scheduled|forecast|"
    r"projected|should|could|may|might|intends?|proposed)\b"
)
"""Targets and forecasts are not events: ``by 2025``, ``expected to open in 2030``."""


_Part = tuple[str, str, str, DateValue | QuantityValue | EntityValue, str]
"""(subject, kind, relation, value, detail) of one fact, before it is tied to its claim."""


@lru_cache(maxsize=65536)
def _claim_parts(text: str, title: str) -> tuple[tuple[_Part, ...], str]:
    """The facts one claim text states about a document titled ``title``, and the kind its
    description names. A pure function of the two strings, remembered (claims recur across
    graphs and rounds, and the judge reads the same claims again)."""
    text = text.strip()
    if _FORECAST.search(text):
        return (), ""
    sized = _sized(text, title)
    if sized is not None:
        return (sized,), ""
    opening = _founded_opening(text, title)
    if opening:
        return tuple(opening), ""
    found = _subject(text, title)
    if found is None:
        return (), ""
    subject, after = found
    description = _description(text, after)
    kind = kind_of(description)
    out: list[tuple[str, DateValue | QuantityValue | EntityValue, str]] = []

    def add(relation: str, value: DateValue | QuantityValue | EntityValue, detail: str = ""
            ) -> None:  # fmt: skip
        out.append((relation, value, detail))

    life = _life_dates(text, after)
    for relation, mention in life:
        add(relation, DateValue.of(mention))
    if life:
        kind = "person"
    released = _release_year(text, after, kind)
    if released is None and subject == title:
        released = _released_on(text, after, kind)
    if released is not None:
        add(_KIND_RELATION[kind], DateValue.of(released))
    verb_date = _verb_date(text, after)
    if verb_date is None and not life and subject == title:
        verb_date = _aside_date(text, after)
    if verb_date is None and not life and subject == title:
        verb_date = _restated(text, title)
    if verb_date is None and not life and subject == title and not released:
        aired = _aired(text, after)
        verb_date = ("aired", aired) if aired is not None else None
    if verb_date is not None and not life:
        add(verb_date[0], DateValue.of(verb_date[1]))
    nationality = _nationality(description) if subject == title else None
    if nationality is not None and kind:
        add("nationality", EntityValue(nationality), role_of(description))
    maker = _maker(text)
    if maker is None and subject == title:
        maker = _work_by(text)
    if maker is not None and maker[0] == "portrayer" and not _PORTRAYED.match(text, after):
        maker = None  # "In the film, Y was portrayed by Z": Z played Y, not the subject
    if maker is not None and maker[1] != subject:
        add(maker[0], EntityValue(maker[1]))
    measure = _measure(text) if subject == title else None
    if measure is not None:
        add(measure[0], QuantityValue(measure[1]))
    if not out:
        event = _event(text, after)
        if event is not None:
            verb, detail, mention = event
            if verb == "inaugurated:passive" and not detail and _PLACE_HEAD.search(subject):
                add("opened", DateValue.of(mention))  # a hall "inaugurated on ..." opened
            elif verb.split(":")[0] in _VERB_RELATION and not detail:
                verb = verb.split(":")[0]
                add(_VERB_RELATION[verb], DateValue.of(mention))
            elif verb.split(":")[0] in ("released", "published", "premiered") and (
                verb.endswith(":passive") or detail.split()[0] in ("in", "on", "at", "for")
            ):
                pass  # "released in select theaters on ...": one release of several, unnamed
            else:
                add(f"event:{verb}", DateValue.of(mention), detail)
    return tuple((subject, kind, r, v, d) for r, v, d in out), kind


def claim_parts(text: str, title: str) -> tuple[_Part, ...]:
    """(subject, kind, relation, value, detail) of each fact one claim states (no document
    needed: the judge recomputes answers from these)."""
    return _claim_parts(text, title_entity(title))[0]


def _claim_facts(bucket: ClaimBucket, claim: Claim, title: str) -> tuple[list[Fact], str]:
    parts, kind = _claim_parts(claim.text, title)
    facts = [Fact(subject, k, relation, value, bucket, claim, detail)
             for subject, k, relation, value, detail in parts]  # fmt: skip
    return facts, kind


def facts_of_bucket(bucket: ClaimBucket) -> list[Fact]:
    """Every fact the claims of one document state, each kind-tagged by the document."""
    title = title_entity(bucket.title)
    facts: list[Fact] = []
    kinds: dict[str, str] = {}
    for claim in bucket.claims:
        found, kind = _claim_facts(bucket, claim, title)
        facts.extend(found)
        for fact in found:
            if fact.relation in ("born", "died"):
                kinds[fact.subject] = "person"
        if kind and found:
            kinds.setdefault(found[0].subject, kind)
        elif kind:
            lead = _subject(claim.text, title)
            if lead is not None:
                kinds.setdefault(lead[0], kind)
    # "The Golden Gate Bridge opened ...": the title takes its article in questions
    texts = " ".join(c.span for c in bucket.claims)
    article = bool(title) and not title.startswith("The ") and (
        f"The {title}" in texts or f"the {title}" in texts)  # fmt: skip
    return [
        Fact(
            f"the {f.subject}"
            if article and f.subject == title and kinds.get(f.subject, f.kind) != "person"
            else f.subject,
            kinds.get(f.subject, f.kind),
            f.relation,
            f.value,
            f.bucket,
            f.claim,
            f.detail,
        )
        for f in facts
    ]
