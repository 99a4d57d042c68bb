"""People's roles and ages that a news sentence states inside a noun phrase.

``role_facts`` is a noun-phrase fact source (``noun_facts``):

- a title before a whole person name, with the organisation or country it belongs to
  (``Federal Reserve Chairman Jerome Powell``, ``Interim BART Police Chief Ed Alvarez``,
  ``Disney chief executive Bob Iger``): ``Jerome Powell was the Federal Reserve Chairman
  (as of March 5, 2019).``;
- an appositive after a whole person name that names a role and its organisation
  (``John Williams, the president of the Federal Reserve Bank of New York,``; ``Eswar
  Prasad, a trade professor at Cornell,``): ``John Williams was the president of the
  Federal Reserve Bank of New York (as of ...).``;
- an age after a whole person name (``John Smith, 45, of Albany``): ``John Smith was 45
  years old (as of ...).``, for adults only (a named child in a crime report is no fact a
  benchmark should ask about).

A role or an age is true as of a time, so a page with no reliable date gives none (which
keeps the source to news: an encyclopedia's paragraphs are undated). The role is the
page's words (``former``, ``acting``, ``interim`` kept; an abbreviated title written out:
``Gov.`` -> ``Governor``); a title with no organisation (``President Donald Trump``,
``CEO Tim Cook``, ``the company's chief``), a title held at another time (``then-``,
``incoming``, ``-elect``), a phrase inside a quotation or after an ``if``, and a title one
of several names follows (``Senators A and B``) give no claim, each counted.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from lemminflect import getAllLemmas

from shared.claims.abbreviations import unexpanded_abbreviation
from shared.claims.names import person_like
from shared.claims.noun_facts import NounFact, NounPage, NounSentence
from shared.claims.org_names import LEAD
from shared.claims.other_times import LATE, other_time
from shared.claims.persons import NAME_OPENERS, given_name
from shared.claims.quoted import open_single_quote
from shared.claims.role_titles import (
    ADDRESSES,
    GENERIC,
    GOVERNMENT,
    HEADS,
    HONORIFICS,
    LOWER_HEADS,
    MANY,
    NOT_PERSON_TAIL,
    NOT_ROLES,
    PARTY,
    PORTFOLIOS,
    TIME_WORDS,
    TIMELESS,
    WRITTEN_OUT,
)
from shared.text.dates import written_date

__all__ = ["role_facts"]

_NAME = (r"(?P<name>[A-Z][a-z\u00e0-\u017f'\u2019-]+(?:\s+[A-Z]\.)?"
         r"(?:\s+(?:de|van|von|der|da|di|du|la|le|bin)){0,2}"
         r"(?:\s+(?:Mc|Mac|O['\u2019])?[A-Z][a-z\u00e0-\u017f'\u2019-]+){1,2})"
         r"(?:['\u2019]s)?(?![\w'\u2019-]|\s+[A-Z][a-z]|\s+[A-Z]\.)")  # fmt: skip
"""A whole person name: two or three capitalised words (a middle initial, a particle)."""

_TITLE_RX = re.compile(
    r"(?<![\w.'\u2019&-])(?P<pre>(?:(?:[A-Z][\w.&'\u2019-]*|of|and|for|&)\s+){0,6}?)"
    rf"(?P<head>(?i:{HEADS}))\s+{_NAME}"
)
"""A title before a name, with the capitalised words before it (the organisation)."""

_OWNER = r"(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*(?:['\u2019]s|s['\u2019])\s+"
"""An organisation as owner of a title: ``Apple's``, ``Hong Kong's``, ``Edmunds'``."""
_APPOSITIVE_RX = re.compile(
    rf"{_NAME},\s+(?P<body>(?:(?:the|a|an)\s+|{_OWNER}|(?=[a-z]))"
    r"[^,;:()\"\u201c\u201d]{2,110}?)(?P<end>,|\.\s*$|\s*$)"
)
"""``Name, the president of X,`` / ``Name, a professor at X.`` / ``Name, chief executive
of X,`` / ``Name, Apple's chief executive,``: an appositive after a name."""
_BARE_OPENING_RX = re.compile(rf"(?:[a-z-]+\s+){{0,3}}(?:{HEADS})\b")
"""An appositive with no article opens with its title (``chief executive of X``,
``equity strategist at Y``), not with any lower-case words."""

_TWO_TITLES_RX = re.compile(
    rf"^(?P<pre>(?:the|a|an)\s+|{_OWNER})?(?P<first>(?i:{HEADS}))\s+and\s+"
    rf"(?P<second>(?:(?:former|acting|interim)\s+)?(?i:{HEADS}))(?P<tail>\s+(?:of|at)\s+.*)?$"
)
"""Two titles sharing an owner or an organisation (``president and chief operating officer
of SpaceX``, ``WeWork's founder and former CEO``): two facts."""
_BEFORE_NAME_RX = re.compile(
    rf"(?:^|(?<=\s))(?P<body>(?:the\s+)?{_OWNER}(?:[a-z-]+\s+){{0,3}}?(?i:{HEADS})"
    rf"(?:\s+and\s+(?:[a-z-]+\s+)?(?i:{HEADS}))?"
    rf"|the\s+(?:[a-z-]+\s+){{0,2}}?(?i:{HEADS})\s+(?:of|at)\s+(?:the\s+)?[A-Z][\w.&-]*"
    rf"(?:\s+(?:(?:of|and|&|for|on)\s+)?[A-Z][\w.&-]*){{0,5}}),\s+{_NAME},"
)
"""An appositive before a name (``Tribune's former chairman, Michael Ferro,``, ``the
chairman of the Joint Chiefs of Staff, Mark Milley,``)."""
_AGE_RX = re.compile(rf"{_NAME},\s+(?P<age>\d{{1,3}}),\s+(?!and\b)[a-z]")
"""``Name, 45, of Albany``: an age after a name (a lower-case word goes on: not a list)."""

_BODY_HEAD_RX = re.compile(rf"\b(?P<head>{HEADS})\b(?P<tail>.*)$", re.IGNORECASE)
_WORKER_RX = re.compile(r"^(?:an?)\s+(?:[a-z-]+\s+){0,3}?"
                        r"(?P<head>fellow|[a-z]+(?:ist|ian|er|or|ant|ent))"
                        r"(?P<tail>\s+(?:at|with)\s+(?:the\s+)?[A-Z].*)$")
"""``a physiologist at Johns Hopkins University``, ``an analyst with Oanda``: someone who
works at a named place (the broad occupation noun only with ``at`` / ``with``)."""
_TAIL_ORG_RX = re.compile(
    r"^(?:\s+(?:of|in)\s+[a-z][a-z -]*?)?\s+(?:of|at|for|with|in|on)\s+(?:the\s+)?"
    r"(?:[a-z-]+\s+){0,2}[A-Z0-9]"
)
"""The organisation after a title (``of the Federal Reserve``, ``with the research firm
Oanda``, ``of environmental engineering at the University of Texas``)."""
_PLACE_GOES_ON_RX = re.compile(
    r",\s+(?P<place>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})(?=,|\.\s*$|\s*$)")
"""``..., San Francisco,`` / ``..., Germany.`` after an appositive: the name of its place
goes on past a comma (``the University of California, San Francisco``)."""
_PLACE_OPENERS = frozenset({"San", "Santa", "Los", "Las", "New", "Saint", "Fort", "Port",
                            "Mount", "North", "South", "East", "West", "El", "La", "Le"})
"""First words of place names a given-name lexicon also holds (``San Francisco``)."""
_PRE_ORG_RX = re.compile(r"\b[A-Z][\w.&-]*")
_LOWER_ORG_RX = re.compile(
    r"\b(?:his|her|their|its|our|my|your|this|that|these|the company|the firm|the group|"
    r"the agency|the department|the organi[sz]ation|the club|the team|the network)\b"
)
"""An organisation named by a pointing word: not named."""
_CLAUSE_RX = re.compile(
    r"\band\s+[a-z]|\b(?:who|whom|whose|which|where|when|that|or|but|if|would|could|might|"
    r"said|says|told|is|was|are|were|has|had|will|since|until|then|next|future|"
    r"incoming|outgoing|would-be|potential|possible|likely|expected|nominee|nominated|"
    r"candidate|elect|designate|presumptive|one of|both|another|other|some|many|"
    r"[a-z]+ly)\b|\d"
)
"""Words that make an appositive more than a role (a clause, a list, a time, a guess)."""
_QUALIFIERS = frozenset({"former", "acting", "interim"})
_OTHER_TIME_RX = re.compile(
    r"(?:\bthen[-\s\u2013]|\b(?:incoming|outgoing|next|future|would-be|potential|possible|"
    r"likely|expected|presumptive|nominee|candidate|ex-|late)\s*$)", re.IGNORECASE
)
"""A title held at another time than the page's (``then-Apple CEO``, ``incoming``)."""
_HYPOTHETICAL_RX = re.compile(r"\b(?:if|whether|unless|suppose|imagine|would|could)\b",
                              re.IGNORECASE)  # fmt: skip
_DEATH_RX = re.compile(r"\b(?:died|dies|dead|death|killed|murdered|slain|body|bodies|"
                       r"remains|funeral|obituary|late)\b", re.IGNORECASE)
"""A sentence about a death: an age there is the age at death, not as of the page."""
_SHORT_END_RX = re.compile(r"\b(?:St|Mt|Ft|Dr|Jr|Sr|No|Co|Mr|Ms|Mrs|Gen|Lt|Col|Sgt|[A-Z])$")
"""A word before a sentence's stop that is an abbreviation: the sentence was cut there."""


def _bare_name(name: str) -> str:
    """``name`` without a leading rank or address (``General Mark Milley`` -> ``Mark
    Milley``), when two words or more stay."""
    words = name.split()
    while len(words) > 2 and words[0].rstrip(".") in HONORIFICS:
        words = words[1:]
    return " ".join(words)


def _person(name: str, page: NounPage, *, titled: bool = False) -> bool:
    """``name`` is a whole person name: two words or more, a person's (its first word a
    given name, or the page writes it as a person's name, or a person's title stands just
    before it: ``Police Chief Ed Alvarez``), no organisation word."""
    words = name.split()
    if (words[0].rstrip(".") in HONORIFICS or words[0] in NAME_OPENERS or not person_like(name)
            or words[-1] in NOT_PERSON_TAIL):  # fmt: skip
        return False
    return given_name(words[0]) or name in page.persons or titled


def _unknown_short_form(word: str, page: NounPage) -> bool:
    """``word`` (``UD``, ``NTEU's``) is a short form the page does not define and a reader
    does not know (``abbreviations.unexpanded_abbreviation``)."""
    bare = re.sub(r"['\u2019]s?$", "", word)
    if not re.fullmatch(r"[A-Z][A-Z0-9]{1,5}", bare):
        return False
    return unexpanded_abbreviation(f"The {bare}.", page.acronyms, page.title) is not None


def _joined_person(words: list[str], page: NounPage) -> bool:
    """A run before a title joins a person to it (``Trump and US Trade Representative``:
    a word before ``and`` is a given name or the surname of a page's person), not the words
    of one organisation (``Health and Human Services Secretary``)."""
    joins = [i for i, w in enumerate(words) if w in ("and", "&")]
    surnames = {p.split()[-1] for p in page.persons}
    return any(given_name(w) or w.removesuffix("'s").removesuffix("\u2019s") in surnames
               for i in joins for w in words[:i])  # fmt: skip


def _listed_organisations(words: list[str], page: NounPage) -> bool:
    """A run before a title with ``and``/``&`` that is no one name the page writes twice
    (``Microsoft and Apple CEO``, ``Acme President and Beta CEO``): a list, not one
    organisation (``Health and Human Services``, written again on its page)."""
    if not any(w in ("and", "&") for w in words):
        return False
    run = " ".join(words)
    return len(re.findall(rf"(?<![\w-]){re.escape(run)}(?![\w-])", page.text)) < 2


def _quoted(sentence: NounSentence, page: NounPage, at: int) -> bool:
    """Offset ``at`` of the sentence lies inside a quotation opened on its paragraph."""
    line_start = page.text.rfind("\n", 0, sentence.start) + 1
    before = page.text[line_start : sentence.start + at]
    curly = before.count("\u201c") - before.count("\u201d")
    return curly > 0 or before.count('"') % 2 == 1 or open_single_quote(before)


def _article(role: str, head: str) -> str:
    """``a``, ``an`` or ``the`` before ``role`` (whose title is ``head``), or nothing after
    an owner (``Apple's CEO``)."""
    if re.match(r"[A-Z][\w.&-]*['\u2019]s\s", role):
        return ""
    if head.lower() not in MANY:
        return "the "
    first = role.split()[0]
    vowel = first[:1] in "AEIOaeio" and not first.startswith(("Eu", "eu", "One", "one"))
    acronym = first.isupper() and len(first) > 1 and first[:1] in "AEFHILMNORSX"
    return "an " if vowel or acronym else "a "


def _written(name: str, role: str, qualifier: str, timeless: bool, page: NounPage) -> str:
    assert page.published is not None, page
    verb = "is" if qualifier == "former" else "was"
    claim = f"{name} {verb} {role}"
    return claim + ("." if timeless else f" (as of {written_date(page.published)}).")


def _title_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    for match in _TITLE_RX.finditer(sentence.text):
        name, head = match.group("name").removesuffix("'s").removesuffix("\u2019s"), \
            match.group("head")
        words = match.group("pre").split()
        while words and (words[0] in NAME_OPENERS or words[0] in TIME_WORDS or words[0] in LEAD
                         or words[0] in ("of", "and", "for", "&", "Neither", "Either")
                         or (words[0].endswith("ly")
                             and "ADV" in getAllLemmas(words[0].lower()))):  # fmt: skip
            words = words[1:]  # "When Afghan President ...", "Both Acme CEO", "Newly Acme CEO"
        before = sentence.text[: match.start()].split()
        qualifier = before[-1].lower() if before and before[-1] in _QUALIFIERS else ""
        if words and words[0].lower() in _QUALIFIERS:
            qualifier, words = words[0].lower(), words[1:]  # "Interim BART Police Chief"
        lower = head.islower() and " ".join(head.split()).lower() not in LOWER_HEADS
        if not _person(name, page, titled=True) or lower:
            continue  # "Jaws director Steven Spielberg": a work's, no organisation's
        key = (name, _role_key(head))
        org = [w for w in words if w[:1].isupper() and w not in PARTY and "-" not in w
               and w not in ADDRESSES]  # "Her Honour Judge X": no court named
        if (len(org) == 1 and sentence.text.lstrip("\"'\u201c ").startswith(org[0])
                and re.search(r"[a-z](?:ed|ing|ly|ive|ful|ous|ic|al)$", org[0])
                and not re.search(rf"[a-z,]\s+{re.escape(org[0])}(?!\w)", page.text)):
            org = []  # "Embattled Chief of Staff X": a sentence's first word, an adjective
        if (not org or words[-1] in ("of", "and", "for", "&")
                or all(w.lower().strip(".") in GENERIC for w in org)):  # "Senate President"
            yield NounFact(key, None, "noun_role_no_organisation")  # "President Donald Trump"
            continue
        if GOVERNMENT.search(head) and all(w in PORTFOLIOS or w not in org for w in words):
            yield NounFact(key, None, "noun_role_no_organisation")  # "Communications Minister
            continue  # Malcolm Turnbull": which country's?
        if len(org) == 1 and _unknown_short_form(org[0], page):
            yield NounFact(key, None, "noun_role_abbreviation")  # "UD President": which UD?
            continue
        if _joined_person(words, page) or _listed_organisations(words, page):
            yield NounFact(key, None, "noun_role_listed")  # "between Trump and US Trade
            continue  # Representative X": one organisation, or a name and another's title?
        reason = _refused(sentence, page, match.start(), match.end("name"),
                          sentence.text[: match.start()], timeless=head.lower() in TIMELESS)
        if reason is not None:
            yield NounFact(key, None, reason)
            continue
        role = " ".join([*words, WRITTEN_OUT.get(head.lower(), head)])
        if qualifier:
            article = "a " if head.lower() in MANY or qualifier == "former" else "the "
            role = f"{article}{qualifier} {role}"
        else:
            role = _article(role, head) + role
        yield NounFact(key, _written(name, role, qualifier, head.lower() in TIMELESS, page))


def _refused(sentence: NounSentence, page: NounPage, start: int, end: int,
             before: str, *, timeless: bool = False) -> str | None:  # fmt: skip
    """Why the phrase at ``start``..``end`` of ``sentence`` states no fact of the page's
    time: inside a quotation, after an ``if``, a title held at another time (``then-``, a
    past year, ``At the time``, a death: ``other_times``), or the first of several names."""
    if page.published is None:
        return "noun_role_undated"
    if _quoted(sentence, page, start):
        return "noun_role_quoted"
    if _HYPOTHETICAL_RX.search(sentence.text[:start]):
        return "noun_role_hypothetical"
    if _OTHER_TIME_RX.search(before) or re.search(r"\bthen[-\u2013]", sentence.text[
            max(0, start - 12) : end]):  # fmt: skip
        return "noun_role_other_time"
    past = other_time(sentence.text, sentence.text[:end], page.published)  # "Then Acme CEO"
    if past is not None and not (timeless and past != LATE):  # a founder is one still
        return f"noun_role_{past}"  # "In 2009, Apple CEO Steve Jobs ...", "the late ..."
    after = sentence.text[end:]
    listed = re.match(r"(?:['\u2019]s)?\s*(?:,|\band\b|&)\s*(?:and\s+)?([A-Z][a-z]+)\s+[A-Z]",
                      after)  # fmt: skip
    if listed is not None and given_name(listed.group(1)):
        return "noun_role_listed"  # "Senators John Thune and Mike Rounds": whose title?
    previous = re.search(r"([A-Z][a-z]+)\s+[A-Z][\w'\u2019-]+\s*(?:,|\band\b|&)\s*$",
                         sentence.text[:start])  # fmt: skip
    if previous is not None and given_name(previous.group(1)):
        return "noun_role_listed"  # "Anna Lee, Bob Ray, the founders of X": whose title?
    return None


def _appositive_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    for match in _APPOSITIVE_RX.finditer(sentence.text):
        name, body = _bare_name(match.group("name")), match.group("body").strip()
        end = match.end("end")
        place = _PLACE_GOES_ON_RX.match(sentence.text, match.end("body"))
        if place is not None and (place.group("place") not in page.persons
                                  or place.group("place").split()[0] in _PLACE_OPENERS):
            body = f"{body}, {place.group('place')}"  # "in Munich, Germany"
            end = place.end() + 1
        bare = body[:1].islower() and not re.match(r"(?:the|a|an)\s", body)
        if bare and not _BARE_OPENING_RX.match(body):
            continue  # "Paris, home of ...": no title opens it
        for part in _titles(body):
            yield from _body_facts(name, part, sentence, page, (match.start(),
                                   match.end("name"), end))  # fmt: skip
    for match in _BEFORE_NAME_RX.finditer(sentence.text):
        name = _bare_name(match.group("name"))
        for part in _titles(match.group("body")):
            yield from _body_facts(name, part, sentence, page, (match.start("name"),
                                   match.end("name"), None))  # fmt: skip


_SAME_TITLE = {"ceo": "chief executive", "chief executive officer": "chief executive",
               "cfo": "chief financial", "chief financial officer": "chief financial",
               "coo": "chief operating", "chief operating officer": "chief operating",
               "cto": "chief technology", "chief technology officer": "chief technology",
               "gov.": "governor", "sen.": "senator", "rep.": "representative",
               "cofounder": "co-founder", "chairwoman": "chairman", "chair": "chairman"}
"""Titles written two ways (``CFO``, ``chief financial officer``): one role of a person."""


def _role_key(head: str) -> str:
    """The key of a person's role titled ``head``: one claim per person and title."""
    title = " ".join(head.lower().split())
    return f"role:{_SAME_TITLE.get(title, title)}"


def _titles(body: str) -> list[str]:
    """``body`` as one title each: ``president and chief operating officer of SpaceX`` ->
    ``president of SpaceX``, ``chief operating officer of SpaceX``; ``WeWork's founder and
    former CEO`` -> ``WeWork's founder``, ``WeWork's former CEO``."""
    two = _TWO_TITLES_RX.match(body)
    if two is None:
        return [body]
    pre, tail = two.group("pre") or "", two.group("tail") or ""
    return [f"{pre}{two.group('first')}{tail}", f"{pre}{two.group('second')}{tail}"]


def _body_facts(name: str, body: str, sentence: NounSentence, page: NounPage,
                at: tuple[int, int, int | None]) -> Iterator[NounFact]:  # fmt: skip
    """The role an appositive ``body`` states of ``name`` (at ``at``: the phrase's start, the
    name's end, the appositive's end when it follows the name), or why none."""
    head = _BODY_HEAD_RX.search(body) or _WORKER_RX.match(body)
    if head is None or not _person(name, page) or head.group("head").lower() in NOT_ROLES:
        return  # "Jane Doe, a customer at Walmart,": no role
    key = (name, _role_key(head.group("head")))
    lead = body[: head.start()]
    tail = head.group("tail")
    owner = re.match(_OWNER, body) is not None  # "Apple's chief executive"
    named = (bool(_TAIL_ORG_RX.match(tail)) or owner
             or bool(_PRE_ORG_RX.search(lead.split(" ", 1)[-1] if " " in lead else "")))
    if tail.strip() and not _TAIL_ORG_RX.match(tail) and not (
            owner and re.fullmatch(r"\s+of\s+[a-z][a-z -]*", tail)):  # fmt: skip
        named = False  # "the chief executive officer in charge of ...": more than a role
    if GOVERNMENT.search(head.group("head")) and not _TAIL_ORG_RX.match(tail) and all(
            w in PORTFOLIOS for w in _PRE_ORG_RX.findall(lead)):  # fmt: skip
        named = False  # "the Health and Human Services secretary": which country's?
    owner_word = re.match(r"([A-Z][\w.&-]*)['\u2019]s?\s", body)
    if owner_word is not None and _unknown_short_form(owner_word.group(1), page):
        named = False  # "CREA's chief economist": which CREA?
    if not named or _LOWER_ORG_RX.search(body):
        yield NounFact(key, None, "noun_role_no_organisation")  # "the company's CEO"
        return
    start, name_end, end = at
    reason = _refused(sentence, page, start, name_end, sentence.text[:start],
                      timeless=head.group("head").lower() in TIMELESS)
    if reason is None and _CLAUSE_RX.search(body):
        reason = "noun_role_clause"  # "a doctor at X where the patients were treated"
    if reason is None and end is not None and sentence.text[end - 1 : end] == "," and re.match(
            r"\s*(?:[A-Z]|and\b|or\b)", sentence.text[end:]):  # fmt: skip
        reason = "noun_role_cut"  # "at the Council on Energy, Environment and Water"
    if (reason is None and end is not None and sentence.text[end - 1 : end] != ","
            and _SHORT_END_RX.search(body)):  # fmt: skip
        reason = "noun_role_cut"  # "at Washington University in St."
    if reason is not None:
        yield NounFact(key, None, reason)
        return
    qualifier = "former" if re.search(r"\bformer\b", body) else ""
    yield NounFact(key, _written(name, body, qualifier,
                                 head.group("head").lower() in TIMELESS, page))


def _age_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    for match in _AGE_RX.finditer(sentence.text):
        name, age = _bare_name(match.group("name")), int(match.group("age"))
        if not _person(name, page):
            continue
        key = (name, "age")
        if not 18 <= age <= 110:
            yield NounFact(key, None, "noun_age_minor" if age < 18 else "noun_age_implausible")
            continue
        reason = _refused(sentence, page, match.start(), match.end("name"),
                          sentence.text[: match.start()])  # fmt: skip
        if reason is None and _DEATH_RX.search(sentence.text):
            reason = "noun_age_at_death"  # "Eloise Parry, 21, died ...": no age as of the page
        if reason is not None:
            yield NounFact(key, None, reason.replace("noun_role_", "noun_age_"))
            continue
        assert page.published is not None, page
        yield NounFact(key, f"{name} was {age} years old (as of "
                            f"{written_date(page.published)}).")  # fmt: skip


def role_facts(sentence: NounSentence, page: NounPage) -> Iterator[NounFact]:
    """The roles and ages ``sentence``'s noun phrases state of whole person names (module
    docstring), or why a phrase that looked like one gave none."""
    if page.published is None:
        return  # a role or an age holds at a time: an undated page (an encyclopedia) gives none
    if sentence.text.rstrip().rstrip("\"'\u201d\u2019)").endswith("?"):
        return  # a question asks, it states no role
    yield from _title_facts(sentence, page)
    yield from _appositive_facts(sentence, page)
    yield from _age_facts(sentence, page)
