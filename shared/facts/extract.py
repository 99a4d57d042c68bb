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

import re
from functools import lru_cache

from shared.facts.debuts import DEBUT_RELATIONS, debut_of
from shared.facts.makers import maker_of, work_by
from shared.facts.model import DateValue, EntityValue, Fact, QuantityValue
from shared.facts.names import (
    claim_subject,
    leading_subject,
    matches_title,
    title_disambiguator,
    title_entity,
)
from shared.facts.offices import office_term
from shared.facts.relations import DEMONYMS, EVENT_VERBS, kind_of, role_of
from shared.facts.sizes import measure, sized, sold
from shared.messages.claims import Claim, ClaimBucket
from shared.text.dates import DateMention, find_dates

__all__ = [
    "claim_parts",
    "facts_of_bucket",
    "leading_subject",
    "title_disambiguator",
    "title_entity",
]

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
    "born": "born", "died": "died", "built": "built",
}  # fmt: skip
_PRONOUNS = re.compile(r"\b(?:he|she|it|its|they|them|their|his|her|this|that|these|those)\b",
                       re.I)  # fmt: skip


_ASIDE = (r"\s*(?:,\s*(?:[A-Z]{2,6}|Jr\.|Sr\.)(?=[,\s]))*\s*(?:\([^()]*\)\s*)*"
          r"(?:,[^,]{1,80},)?\s*")
"""Post-nominals (``, KCMG, KC``), parentheticals and one appositive between a subject and
its verb."""
_LEAD_ASIDE = re.compile(_ASIDE)



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
    if named is None or not matches_title(named[0], title):
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


_NAME_WORDS = r"[A-Z][\w.'’&-]*(?:,?\s+(?:of\s+|de\s+)?[A-Z][\w.'’&-]*){0,4}"
_BETWEEN = re.compile(
    rf"(?:\s+in\s+(?P<place>{_NAME_WORDS})"  # "born in Paris, Maine on February 11, 1814"
    rf"|\s+by\s+(?:(?:his|her|their|its)\s+record\s+label,\s+)?(?P<agent>{_NAME_WORDS})"
    rf"|\s+as\s+(?:the\s+)?(?P<former>{_NAME_WORDS})(?:,[^,]{{1,80}},)?)"
)
"""A place after ``born``/``died``, or a label or publisher after ``released``/``published``,
between the verb and its date."""


def _verb_date(text: str, after: int) -> tuple[str, DateMention] | None:
    """``X was founded in 1998`` / ``X was born on 4 May 1950`` (the date right after), also
    past a birthplace (``was born in Kingston Jamaica on 27 July 1979``) or a label (``was
    released by MGM Records in 1950``). The claim's one date, unless the verb says ``first``
    (``was first published in 1970, by the end of 1972 ...``)."""
    m = re.match(_ASIDE + r"(?:was|were|is)?\s*(?P<first>first\s+|officially\s+)?"
                 r"(\w+)", text[after:])  # fmt: skip
    if not m or m.group(2).lower() not in _VERB_RELATION:
        return None
    verb = m.group(2).lower()
    at = after + m.end()
    between = _BETWEEN.match(text, at)
    if between is not None and (
        (between.group("place") and verb in ("born", "died"))
        or (between.group("agent") and verb in ("released", "published"))
        or (between.group("former") and verb in ("founded", "established", "formed"))
    ):  # "was established as the San Diego Rockets, an expansion team ..., in 1967"
        at = between.end()
    lead = re.match(r"\s+(?:in|on)\s+", text[at:])
    if lead is None:
        return None
    dates = [d for d in find_dates(text) if d.precision != "decade"]
    first = (m.group("first") or "").strip() == "first"
    built = verb == "built"  # "built in 1902 to replace the school that had burned in 1901"
    if len(dates) != 1 and not first and not built:
        return None  # "released on 10 November 1998 in North America, and 4 February 1999 ..."
    start = at + lead.end()
    found = [d for d in dates if d.start == start]
    if not found or found[0].precision not in ("day", "month", "year"):
        return None
    if built and (any(d.start < start for d in dates)
                  or re.match(r"\s*(?:and|or|to|[–—-])\s*\d", text[found[0].end :])):
        return None  # "built in 1902 and 1910", "between 1902 and 1910": no one date
    if first and any(d.earliest < found[0].earliest for d in dates):
        return None  # an earlier date in the claim: the "first" one is not the first here
    return _VERB_RELATION[verb], found[0]


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


_PORTRAYED = re.compile(r"\s*(?:is|was|has been)\s+portrayed\s+by\s")
"""A character page's ``X was portrayed by Y``: the subject itself was played by Y."""


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
    place = sized(text, title)
    if place is not None:
        return ((place[0], "place", place[1], QuantityValue(place[2]), ""),), ""
    opening = _founded_opening(text, title)
    if opening:
        return tuple(opening), ""
    debut = debut_of(text, title)
    if debut is not None:  # "Meek Mill's debut album, ...": the page's person, possessive
        return ((debut[0], "person", debut[1], DateValue.of(debut[2]), ""),), ""
    found = claim_subject(text, title)
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
    maker = maker_of(text)
    if maker is None and subject == title:
        maker = work_by(text)
    if maker is not None and maker[0] == "portrayer" and not _PORTRAYED.match(text, after):
        maker = None  # "In the film, Y was portrayed by Z": Z played Y, not the subject
    if maker is not None and maker[1] != subject:
        add(maker[0], EntityValue(maker[1]))
    size = measure(text) if subject == title else None
    if size is not None:
        add(size[0], QuantityValue(size[1]))
    sales = sold(text, after) if subject == title else None
    if sales is not None:
        add("records_sold", QuantityValue(sales[0]), sales[1])
    term = office_term(text, after) if subject == title else None
    if term is not None:
        add("office", DateValue.of(term[1]), term[0])
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
            if fact.relation in ("born", "died", *DEBUT_RELATIONS):
                kinds[fact.subject] = "person"
        if kind and found:
            kinds.setdefault(found[0].subject, kind)
        elif kind:
            lead = claim_subject(claim.text, title)
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
