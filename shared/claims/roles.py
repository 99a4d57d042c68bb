"""Two roles or two findings joined by ``and`` on one object, cut into one claim each.

Claims must hold one fact each. These classes of language pass the other splitters whole
(``splitting``, ``frames``, ``atomic``), and each is a general class, not one page's
sentence:

- two roles of one maker on one work (``Olympia was directed and produced by Leni
  Riefenstahl``; ``X is a film written and co-produced by A``; ``A wrote and directed X``;
  ``founded and owned by``, ``composed and performed by``, ``drawn and authored by``): the
  maker held each role, so each role is a claim (``X was directed by Leni Riefenstahl.``,
  ``X was produced by Leni Riefenstahl.``); two settings of one life (``born and raised
  in``, ``lived and worked in``) likewise. Only verbs of making, owning and running (and
  those of living somewhere) are parted: ``stood and watched the fire`` is one act. A
  phrase after the maker that may belong to one role alone (``in his directorial debut``,
  ``from a screenplay by B``) is left out of both claims; a date phrase (``in 1994``,
  ``on 6 May 2003``) is kept, it dates the work;
- two findings after a verb of diagnosis or charge (``had been diagnosed with a common form
  of heart disease and high cholesterol``; ``was charged with murder and robbery``): each
  diagnosis or charge is a fact of its own. Two capitalised single words (``Tom and
  Jerry``) may be one name and are left whole;
- a result backed by several results (``Australia beat Colombia behind Kyrgios' 6-4, 6-4
  win over Gonzalez and de Minaur's 6-4, 6-3 victory over Galan``): the main result is a
  claim when it stands as a sentence (``Australia beat Colombia.``); the backing results,
  whose winners are told in possessives, are left out (``multi_result``); when the main
  result is no sentence of its own the claim is dropped (``several_results``).

- one verb with two periods (``played in the NFL from 1930 to 1943, and in 1944 as the
  Brooklyn Tigers``; ``served as mayor from 1990 to 1994 and from 1998 to 2002``) and two
  acts each with its own date (``was the seventh President of Israel, first elected in
  1993 and re-elected in 1998``): one claim per period or act (``dated_periods``,
  ``dated_acts``); a list of bare years (``in 2008 and 2012``) is left to ``gapped``;
- a result and an earlier one after ``after`` (``won gold in the 400 metres after
  finishing third at the 2008 Summer Olympics``): the main result alone (``after_result``);
- two awards (``received the awards for Best New Artist and Best Female Pop Vocal
  Performance``): one claim per award (``coordinated_awards``);
- a role in a list of quoted works (``appeared in the "X-Files" and "Babylon 5"``; ``has
  acted as female lead in Telugu film "A", Kannada film "B", and Tamil film "C"``): one
  claim per work, unless the list is counted or named as one set (``two of his poems
  called "A" and "B"``, ``combined``) (``listed_titles``).

A negated or hedged pair (``was not written and directed by``) is left whole: ``not (A and
B)`` is not ``not A`` and ``not B``. Each function returns ``[claim]`` when the claim is
not of its form; the span stays the whole source sentence (each part is entailed by it).
"""

from __future__ import annotations

import re

from shared.claims.verbs import is_finite_verb

__all__ = [
    "after_result",
    "coordinated_awards",
    "coordinated_findings",
    "coordinated_roles",
    "dated_acts",
    "dated_periods",
    "listed_titles",
    "multi_result",
    "role_parts",
    "several_results",
]

_MAKING = (
    r"(?:co-?)?(?:written|directed|produced|composed|performed|founded|owned|created|designed|"
    r"developed|published|edited|illustrated|narrated|hosted|presented|arranged|recorded|"
    r"engineered|mixed|built|operated|managed|run|drawn|authored|financed|distributed|"
    r"manufactured|marketed|sung|conceived|choreographed|animated|photographed|filmed|"
    r"compiled|translated|curated|organi[sz]ed|sponsored|funded|maintained|"
    r"re-?recorded|re-?issued|re-?released|released|remixed|programmed|coached|trained|led)"
)
"""Passive participles of making, owning and running a work or an organisation."""
_MADE = (
    r"(?:co-?)?(?:wrote|directed|produced|composed|performed|founded|owned|created|designed|"
    r"developed|published|edited|illustrated|narrated|hosted|presented|arranged|recorded|"
    r"engineered|mixed|built|operated|managed|ran|drew|authored|financed|distributed|"
    r"manufactured|marketed|sang|conceived|choreographed|animated|photographed|filmed|"
    r"compiled|translated|curated|organi[sz]ed|sponsored|funded|maintained|released|"
    r"remixed|programmed|coached|trained|led)"
)
"""The same verbs in the simple past (an active sentence: ``A wrote and directed X``)."""
_LIVED = r"(?:born|raised|educated|lived|worked|studied|taught|grew up|based|trained)"
"""Settings of a life, each told with its own place: ``born and raised in``."""

_ADVERB = r"(?:[a-z]+ly\s+)?"
_WHEN = (
    r"(?:\s+(?P<when>(?:in|on)\s+(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:\d{1,2},?\s+)?"
    r"\d{4}))?"
)
"""A date between the roles and ``by``: ``re-issued on 6 May 2003 by Elektra``."""
_PASSIVE_RX = re.compile(
    rf"^(?P<head>.+?\s)(?P<roles>{_MAKING}(?:\s*,\s*{_ADVERB}{_MAKING}){{0,3}}\s*,?\s+and\s+"
    rf"{_ADVERB}{_MAKING}){_WHEN}\s+by\s+(?P<rest>.+?)\.?$"
)
"""``X was V1 and V2 by A ...`` (or ``X is a film V1, V2 and V3 by A``, ``X was V1 and V2
in 2003 by A``)."""
_ACTIVE_RX = re.compile(
    rf"^(?P<head>(?:[A-Z][\w.'\u2019-]*\s+){{1,5}}(?:[a-z]+ly\s+)?)(?P<roles>{_MADE}"
    rf"(?:\s*,\s*{_ADVERB}{_MADE}){{0,3}}\s*,?\s+and\s+{_ADVERB}{_MADE})\s+"
    rf"(?P<rest>(?:the\s+|an?\s+|[\"\u201c]|[A-Z]).+?)\.?$"
)
"""``Sean Nalaboff wrote and directed Hard Sell``: a named maker, two acts, one work."""
_LIFE_RX = re.compile(
    rf"^(?P<head>.+?\s)(?P<v1>{_LIVED})\s+and\s+(?P<v2>{_LIVED})"
    rf"\s+(?P<rest>(?:in|at|near|on)\s+[A-Z].+?)\.?$"
)
"""``X was born and raised in Y``, ``X lived and worked in Paris``."""
_TAIL_RX = re.compile(
    r",\s|\s(?:in|on|at|for|from|with|as|during|after|before|under|through|to|until|since|"
    r"while|when|where|who|which|that|alongside|about|between|but|because|yet|due|although|"
    r"though|despite|so|via|using|based|under|(?:along|together)(?=\s+with\b))\s"
)
"""Where the maker's name ends and a phrase that may belong to one role alone begins (``along
with`` cut whole: ``wrote the song along with B`` is ``wrote the song``, never ``... along``)."""
_DATE_TAIL_RX = re.compile(
    r"^\s(?:in|on)\s+(?:(?:early|mid|late)\s+)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?"
    r"(?:\d{1,2},?\s+)?\d{4}$"
)
"""``in 1994``, ``on 6 May 2003``, ``in March 2001``: the date of the work, kept."""
_NEGATED_RX = re.compile(
    r"(?:\b(?:[Nn]ot|[Nn]ever|[Nn]o|[Nn]either|nor|may|might|could|would|reportedly|allegedly|"
    r"possibly|probably|[Pp]erhaps|likely)\b|n't\b)"
)
"""A negation or a hedge (lower case: ``May`` is a month)."""
_OPEN_QUOTE_RX = re.compile(r"[\"\u201c\u201d]")


def _agent(rest: str) -> tuple[str, str] | None:
    """``rest`` after ``by`` as (the maker, the date phrase after it or ``""``); ``None``
    when no name opens it."""
    cut = _TAIL_RX.search(rest)
    agent, tail = (rest, "") if cut is None else (rest[: cut.start()], rest[cut.start() :])
    agent = agent.strip()
    if not agent or not re.search(r"[A-Z]", agent) or len(agent.split()) > 10:
        return None  # "by a screenplay", "by the company's owners ...": no maker named
    if _OPEN_QUOTE_RX.findall(agent).__len__() % 2:
        return None
    date = tail if _DATE_TAIL_RX.match(tail) else ""
    return agent, date


def _roles(listed: str) -> list[str]:
    """``written, produced and directed`` as its verbs (an adverb kept with its verb)."""
    return [role.strip() for role in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", listed)
            if role.strip()]


def coordinated_roles(claim: str) -> list[str]:
    """``X was V1 and V2 by A`` / ``A V1 and V2 X`` / ``X was born and raised in P`` as one
    claim per verb (module docstring); ``[claim]`` otherwise."""
    text = claim.strip()
    if _NEGATED_RX.search(text):
        return [claim]
    found = _PASSIVE_RX.match(text)
    if found is not None and found.group("head").count('"') % 2 == 0:
        maker = _agent(found.group("rest"))
        if maker is None:
            return [claim]
        agent, date = maker
        if found.group("when"):
            date = f" {found.group('when')}"
        head = found.group("head")
        return [f"{head}{role} by {agent}{date}." for role in _roles(found.group("roles"))]
    found = _ACTIVE_RX.match(text)
    if found is not None:
        rest = found.group("rest")
        cut = _TAIL_RX.search(rest)
        work = rest if cut is None else rest[: cut.start()]
        tail = "" if cut is None else rest[cut.start() :]
        date = tail if _DATE_TAIL_RX.match(tail) else ""
        if _OPEN_QUOTE_RX.findall(work).__len__() % 2 or len(work.split()) > 10:
            return [claim]
        head = found.group("head")
        return [f"{head}{role} {work}{date}." for role in _roles(found.group("roles"))]
    found = _LIFE_RX.match(text)
    if found is not None and found.group("v1") != found.group("v2"):
        place = found.group("rest")
        cut = re.search(r",\s+(?![A-Z])|\s(?:and|where|when|before|after|until|while)\s", place)
        if cut is not None and re.match(r"\s(?:and|or)\s+[A-Z]", place[cut.start():]):
            return [claim]  # "in Chicago and Boston": which place for which role is unsaid
        place = place if cut is None else place[: cut.start()]
        head = found.group("head")
        return [f"{head}{found.group(v)} {place}." for v in ("v1", "v2")]
    return [claim]


_FINDING_RX = re.compile(
    r"^(?P<head>.+?\b(?:diagnosed|charged|convicted|accused|indicted|treated|infected|"
    r"suffer(?:s|ed|ing)?|afflicted|acquitted|found guilty)\s+(?:with|of|for|from)\s+)"
    r"(?P<a>[^,;()\"]+?),?\s+and\s+(?P<b>[^,;()\"]+?)(?P<tail>\s+(?:in|on)\s+[^;]+?)?\.?$"
)
"""``X had been diagnosed with A and B``, ``X was charged with A and B``."""


def coordinated_findings(claim: str) -> list[str]:
    """``... diagnosed with A and B`` as ``... diagnosed with A.`` and ``... diagnosed with
    B.`` (module docstring); ``[claim]`` otherwise."""
    found = _FINDING_RX.match(claim.strip())
    if found is None or re.search(r"\b(?:not|never|no)\b", found.group("head")):
        return [claim]
    a, b = found.group("a").strip(), found.group("b").strip()
    if " and " in a or " and " in b or len(a.split()) > 8 or len(b.split()) > 8:
        return [claim]
    if len(a.split()) == 1 and len(b.split()) == 1 and a[:1].isupper() and b[:1].isupper():
        return [claim]  # "Tom and Jerry": maybe one name
    if _verb_phrase(b):
        return [claim]  # "found guilty of murder and sentenced to death": a second act
    if re.fullmatch(r"[a-z]+ing", a) and re.match(r"[a-z]+ing\s+\S", b):
        return [claim]  # "charged with drugging and raping a girl": one object of both
    tail = found.group("tail") or ""
    own = tail if not _OWN_DATE_RX.search(a) else ""  # "cancer in 2005 and diabetes in 2010"
    return [f"{found.group('head')}{a}{own}.", f"{found.group('head')}{b}{tail}."]


_VP_ADVERB_RX = re.compile(r"^(?:(?:later|then|subsequently|eventually|again|also|soon|"
                           r"finally|[a-z]+ly)\s+)+")
_VP_NEXT = frozenset({
    "to", "in", "on", "at", "of", "for", "from", "with", "by", "as", "into", "after", "before",
    "until", "a", "an", "the", "his", "her", "their", "its", "him", "them", "himself",
    "herself", "out", "up", "down", "off", "away", "back", "over", "and", "or", "but", "while",
    "like", "without", "under", "near", "through", "when", "where", "one", "two", "three",
})  # fmt: skip
"""Words that follow a verb, not the noun an adjectival participle (``armed robbery``,
``attempted murder``) qualifies."""
_OWN_DATE_RX = re.compile(r"\s(?:in|on)\s+(?:[^\s]+\s+){0,3}\d{4}\b")
"""A date phrase of the first finding's own (``cancer in 2005``)."""


def _verb_phrase(text: str) -> bool:
    """Whether ``text`` (the words after ``and``) opens with a verb, a second predicate of the
    subject (``sentenced to death``, ``died``, ``later released from prison``), not a second
    finding: a verb form that ends the text or is followed by a preposition, determiner or
    figure. ``armed robbery`` and ``aggravated assault`` are a participle before its noun."""
    words = _VP_ADVERB_RX.sub("", text.strip()).split()
    if not words:
        return False
    if words[0].lower() in {"was", "were", "is", "are", "had", "has", "have", "did", "spent"}:
        return True
    if not is_finite_verb(words[0]):
        return False
    return len(words) == 1 or words[1].lower() in _VP_NEXT or words[1][:1] in "$0123456789"


_SCORE = r"\d{1,3}[-\u2013]\d{1,3}"
_RESULT_WORDS = r"(?:win|wins|victory|victories|defeat|loss|triumph|upset|rout|draw)"
_BACKING_RX = re.compile(
    rf"\s+(?:behind|thanks to|on the back of|after|with|courtesy of|as)\s+"
    rf"(?=[^.]*?['\u2019]s?\s+(?:{_SCORE}(?:,\s+)?)+[^.]*?\b{_RESULT_WORDS}\b[^.]*?\band\b"
    rf"[^.]*?['\u2019]s?\s+(?:{_SCORE}(?:,\s+)?)+[^.]*?\b{_RESULT_WORDS}\b)"
)
"""``… behind A's 6-4, 6-4 win over B and C's 6-4, 6-3 victory over D``: a result backed by
two results, each told with its winner's possessive and its score."""
_MAIN_RX = re.compile(
    r"^[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,4}\s+(?:[a-z]+ly\s+)?"
    r"(?:beat|defeated|edged|topped|routed|downed|outlasted|overcame|swept|won|lost|drew|tied)"
    r"\b[^,;]*$"
)
"""A named winner, a verb of result and its object: ``Australia beat Colombia``."""


def multi_result(claim: str) -> list[str]:
    """A result backed by several scored results as its main result alone (``Australia beat
    Colombia.``); ``[claim]`` when not of that form or when the main result is no sentence
    of its own (``several_results`` then tells the claim's drop)."""
    found = _BACKING_RX.search(claim)
    if found is None:
        return [claim]
    main = claim[: found.start()].strip().rstrip(",")
    if not _MAIN_RX.match(main) or re.search(_SCORE, main):
        return [claim]
    return [f"{main}."]


def several_results(claim: str) -> bool:
    """Whether ``claim`` tells a result backed by several scored results (``... behind A's
    6-4, 6-4 win over B and C's 6-4, 6-3 victory over D``): three facts in one claim, to be
    dropped when ``multi_result`` could not cut it to its main result."""
    return _BACKING_RX.search(claim) is not None


_DATE = r"(?:(?:\d{1,2}\s+)?(?:[A-Z][a-z]{2,8}\.?\s+)?(?:\d{1,2},\s+)?\d{4})"
_PERIOD = (
    rf"(?:from\s+{_DATE}\s+(?:to|until|through|till)\s+(?:{_DATE}|the\s+present)|"
    rf"between\s+{_DATE}\s+and\s+{_DATE}|(?:in|on|since|until|by)\s+{_DATE})"
)
"""A date phrase: ``from 1930 to 1943``, ``between 1953 and 1962``, ``in 1944``, ``on 4 May
2001``."""
_PERIODS_RX = re.compile(
    rf"^(?P<head>[^;]+?)\s+(?P<p1>{_PERIOD}),?\s+and\s+(?:again\s+)?(?P<p2>{_PERIOD})"
    r"(?P<rest>\s+(?:as|under|with|for|at)\s+[^,;]+?)?\.?$"
)
"""``X played in the NFL from 1930 to 1943, and in 1944 as the Brooklyn Tigers``: one verb,
two periods, each its own fact (the second with the phrase after it)."""
_ACTS_RX = re.compile(
    rf"^(?P<subject>[A-Z][^,;]*?)\s+(?P<verb>is|was|are|were)\s+(?:(?P<np>[^;]*?),?\s+)?"
    rf"(?P<a1>(?:first\s+)?[a-z-]+(?:ed|en|wn))\s+(?P<d1>{_PERIOD}),?\s+and\s+"
    rf"(?P<a2>(?:later\s+|again\s+)?[a-z-]+(?:ed|en|wn))\s+(?P<d2>{_PERIOD})\.?$"
)
"""``X was the seventh President of Israel, first elected in 1993 and re-elected in 1998``
(or ``X was elected in 1993 and re-elected in 1998``): two acts, each with its own date."""


def dated_periods(claim: str) -> list[str]:
    """One verb with two periods (module docstring) as one claim per period; ``[claim]``
    otherwise."""
    found = _PERIODS_RX.match(claim.strip())
    if found is None or _NEGATED_RX.search(claim):
        return [claim]
    head = found.group("head")
    if not any(w[:1].islower() and w.isalpha() and len(w) > 2 for w in head.split()[1:]):
        return [claim]
    if re.search(r"\b(?:and|or)\s*$|,\s*$", head) or head.count('"') % 2:
        return [claim]
    rest = found.group("rest") or ""
    return [f"{head} {found.group('p1')}.", f"{head} {found.group('p2')}{rest}."]


def dated_acts(claim: str) -> list[str]:
    """Two participles each with its own date after a subject (module docstring) as the
    definition (when there is one) and one claim per act; ``[claim]`` otherwise."""
    found = _ACTS_RX.match(claim.strip())
    if found is None or _NEGATED_RX.search(claim):
        return [claim]
    subject, verb, np = found.group("subject"), found.group("verb"), found.group("np")
    past = "was" if verb in ("is", "was") else "were"
    acts = [f"{subject} {past} {found.group('a1')} {found.group('d1')}.",
            f"{subject} {past} {found.group('a2')} {found.group('d2')}."]  # fmt: skip
    if not np:
        return acts
    if np.count('"') % 2 or np.count("(") != np.count(")") or not claim.count(","):
        return [claim]
    return [f"{subject} {verb} {np}.", *acts]


_AFTER_RESULT_RX = re.compile(
    r"^(?P<main>[^;]*?\b(?:won|finished|placed|took|claimed|earned|clinched|captured|"
    r"set|broke|reached)\b[^;]*?),?\s+after\s+(?:finishing|placing|coming|winning|losing|"
    r"taking|claiming|earning|being\s+eliminated|failing)\b[^;]*\.?$"
)
"""``X won gold in the 400 metres after finishing third at the 2008 Summer Olympics``: a
result and an earlier result; the main result alone is the claim."""


def after_result(claim: str) -> list[str]:
    """A result followed by ``after`` and an earlier result as the main result alone;
    ``[claim]`` otherwise."""
    found = _AFTER_RESULT_RX.match(claim.strip())
    if found is None or _NEGATED_RX.search(claim) or found.group("main").count('"') % 2:
        return [claim]
    return [f"{found.group('main')}."]


_AWARDS_RX = re.compile(
    r"^(?P<head>[^;]*?\b(?:won|received|earned|was\s+awarded|collected|picked\s+up)\s+"
    r"(?:the\s+)?)(?P<kind>awards|prizes|Grammys|Grammy\s+Awards)\s+for\s+"
    r"(?P<a>[A-Z][^,;]*?),?\s+and\s+(?P<b>[A-Z][^,;]*?)(?P<tail>\s+(?:at|in)\s+[^;]+?)?\.?$"
)
"""``Adele received the awards for Best New Artist and Best Female Pop Vocal Performance``:
two awards, two facts."""


def coordinated_awards(claim: str) -> list[str]:
    """Two awards ``for A and B`` as one claim per award; ``[claim]`` otherwise."""
    found = _AWARDS_RX.match(claim.strip())
    if found is None or _NEGATED_RX.search(claim) or " and " in found.group("a"):
        return [claim]
    kind = {"awards": "award", "prizes": "prize"}.get(found.group("kind"), found.group("kind"))
    head, tail = found.group("head"), found.group("tail") or ""
    return [f"{head}{kind} for {found.group(c)}{tail}." for c in ("a", "b")]


_TITLE_ITEM = (
    r"(?:(?:the|his|her|their|an?|[A-Z][a-z]+)\s+){0,2}(?:[a-z]+\s+)?"
    r"(?:\"[^\"]{1,80}\"|\u201c[^\u201d]{1,80}\u201d)(?:\s+\(\d{4}\))?"
)
_TITLES_RX = re.compile(
    rf"^(?P<head>[^\"\u201c]*?\b(?:acted|starred|appeared|played|guest-starred|voiced|"
    rf"featured|performed|(?:was|were)\s+cast)\b[^\"\u201c]*?"
    rf"\s(?:in|with|on|as|for)\s+)(?P<items>{_TITLE_ITEM}(?:,\s+{_TITLE_ITEM}){{0,4}},?\s+"
    rf"and\s+{_TITLE_ITEM})\.?$"
)
"""``X has acted as female lead in Telugu film "A (2014)", Kannada film "B" and Tamil film
"C"``, ``X appeared in the "X-Files" and "Babylon 5"``: a role in each work, one fact
each (``had roles in A and B`` is left whole: ``had a role in A`` is no word of the span)."""
_COUNTED_RX = re.compile(
    r"\b(?:two|three|four|five|both|combined|together|jointly|between|including|such as|like|"
    r"called|named|titled)\b",
    re.IGNORECASE,
)
"""Words that count or name the works as one set: the list is no set of facts."""


def listed_titles(claim: str) -> list[str]:
    """A role in a list of quoted works as one claim per work; ``[claim]`` otherwise."""
    found = _TITLES_RX.match(claim.strip())
    if found is None or _NEGATED_RX.search(claim) or _COUNTED_RX.search(found.group("head")):
        return [claim]
    items = re.findall(_TITLE_ITEM, found.group("items"))
    items = [re.sub(r"^and\s+", "", item.strip()) for item in items]
    if len(items) < 2:
        return [claim]
    return [f"{found.group('head')}{item}." for item in items]


def role_parts(claim: str) -> list[str]:
    """``claim`` cut by the splitters of this module, in turn (each part once more)."""
    for split in (multi_result, coordinated_roles, coordinated_findings, dated_acts,
                  dated_periods, after_result, coordinated_awards, listed_titles):
        parts = split(claim)
        if parts != [claim]:
            return [p for part in parts for p in role_parts(part)]
    return [claim]
