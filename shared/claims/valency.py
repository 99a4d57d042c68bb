"""Claims true to their span that only a reader of the page understands: a missing object.

A news sentence leans on the one before it: ``The Fed's Board of Governors disagrees.``
(with what?), ``Richard Martin disagreed, questioning ...``, ``712,000 applied.`` (for
what?). Read alone, such a claim says nothing checkable. ``dangling_object(claim)`` names
the class a claim falls into, or ``None``:

- ``missing_object``: a verb of stance or response whose object or complement is the
  point (``agree``, ``disagree``, ``object``, ``refuse``, ``decline``, ``confirm``,
  ``deny``, ``reject``, ``approve``, ``accept``, ``admit``, ``concede``, ``oppose``,
  ``respond``, ``reply``, ``apply``, ``appeal``) used with nothing after it but a time,
  the anchoring suffix, a comma and a participle (``disagreed, questioning ...``) or the
  claim's end; a pro-verb standing for another sentence's act (``did so``, ``do the
  same``, ``followed suit``) anywhere. A passive (``was approved``) has its object as its
  subject, and ``decline`` after a lower-case word is a fall (``sales declined``): left;
- ``demonstrative_reference``: ``that`` + a noun after a preposition (``with that hope``,
  ``under that plan``, ``after that``) or closing the claim (``expressed that hope.``):
  what it points at is in another sentence (``this``/``these``/``those`` are the
  standalone gate's);
- ``unnamed_comparand``: ``compared to/with`` a bare figure that names neither its own
  subject nor a time (``... about 900 pages compared to 2000 pages plus rules``: of
  what?); ``compared with 4.1% a year earlier`` / ``... in 2009`` is the same measure at
  another time and is kept;
- ``unnamed_description``: a generic noun brought in by ``a``/``an`` and identified only
  by its founding (``an organization established by the Continental Congress in 1775``):
  which one? The page names it; the claim does not;
- ``unnamed_theme``: a subject that is an act named by its noun (``expansion``,
  ``increase``, ``cut``, ``ban``, ``withdrawal`` ...) under ``the`` with lower-case
  modifiers only and no ``of``/``on``/``in``/``to``/``for``/``against`` phrase saying what
  was expanded, raised or banned (``The first big expansion into consumer goods from China
  came in September 2018.``: an expansion of what? the page's tariffs);
- ``unplaced_figure``: a count of people (``2,285 students``, ``Out of 34,000 Hispanic
  students``) or a bare number doing the verb (``712,000 applied``) in a claim that names
  no place, organisation or person (no capitalised word but the first, a month, a weekday
  or a group adjective): where, and of whom?

These are general classes of language read from the claim alone; the complement often
stands in the span's neighbour, but writing it in is a rewrite the rules cannot check for
entailment, so the claim is dropped and counted.
"""

from __future__ import annotations

import re
from typing import Literal

from lemminflect import getAllLemmas

from shared.claims.verbs import is_finite_verb
from shared.text.dates import MONTH_NAME, WEEKDAY_NAME

__all__ = ["DanglingObject", "dangling_object"]

DanglingObject = Literal["missing_object", "demonstrative_reference", "unnamed_comparand",
                         "unnamed_description", "unplaced_figure", "unnamed_theme"]

_ANCHOR = r"(?:\s*\((?:as of|reported)\b[^()]*\))?"
"""The ``(as of <date>)`` / ``(reported <date>)`` suffix the anchoring step adds."""
_TIME = (
    r"(?:\s+(?:on\s+(?:(?:" + WEEKDAY_NAME + r"),?\s+)?(?:" + MONTH_NAME + r")?[\s\d,]*"
    r"|on\s+(?:" + WEEKDAY_NAME + r")"
    r"|in\s+(?:(?:" + MONTH_NAME + r")\s*)?(?:\d{4})?"
    r"|(?:last|this|next)\s+(?:week|month|year|" + WEEKDAY_NAME + r")"
    r"|earlier|later|yesterday|today|again|too|immediately|publicly|strongly))*"
)
"""Times and adverbs that may follow the verb without being its object."""
_CLAUSE_OPENERS = (
    r"even|although|though|which|who|whom|whose|while|whereas|and|but|or|because|as|if|"
    r"when|since|so|unless|yet|saying|adding|noting|arguing|claiming")
_PARTICIPLE = (
    r",\s+(?:\w+ly\s+)?[a-z]+ing\b"
    r"(?![^,]*,\s+(?!(?:" + _CLAUSE_OPENERS + r")\b)\S)")
"""A comma and a participle or an -ing preposition closing the claim (``declined, citing
a policy``, ``declined, according to a spokesman``); a later comma before anything but a
clause opener closes an interrupting phrase the object follows (``rejected, following
hours of debate, a bill``; ``approved, citing costs, funding for parks``; ``disagreed,
questioning ..., even if ...`` goes on with a clause)."""
_CLOSE = rf"{_TIME}{_ANCHOR}\s*(?:[.!;]?\s*$|{_PARTICIPLE})"
"""Nothing after the verb but times, the anchor and the end, or a comma and a participle."""
_STANCE_RX = re.compile(
    r"\b(?:(?:dis)?agree[sd]?|objected|refuse[sd]?|confirm(?:s|ed)?|den(?:y|ies|ied)|"
    r"reject(?:s|ed)?|approve[sd]?|accept(?:s|ed)?|admit(?:s|ted)?|concede[sd]?|"
    r"oppose[sd]?|respond(?:s|ed)?|replied|appl(?:y|ies|ied)|appealed|"
    r"(?:(?<=\bwill )|(?<=\bwould )|(?<=\bcould )|(?<=\bnot )|(?<=\bdid )|(?<=\bto ))"
    r"(?:object|reply|appeal))"
    + _CLOSE
)
"""A verb of stance or response with nothing after it (module docstring); ``object``,
``reply`` and ``appeal`` are nouns too, verbs only as past tenses or after a modal."""
_DECLINE_RX = re.compile(
    r"\bdeclin(?:e|es|ed)" + _ANCHOR + r"\s*(?:[.!;]?\s*$|(?!,\s+(?:\w+ly\s+)?(?:falling|"
    r"dropping|sliding|losing|slipping|tumbling|sinking|easing|shedding|closing|ending)\b)"
    + _PARTICIPLE + ")")
"""``Acme declined.``, ``Smith declined, citing ...``: a capitalised doer refused (a
lower-case ``sales declined`` fell; ``declined, falling 200 points`` fell)."""
_MARKET_RX = re.compile(
    r"\b(?:[Ss]hares?|[Ss]tocks?|[Pp]rices?|[Ii]ndex|[Ii]ndices|[Aa]verage|"
    r"[Bb]onds?|[Yy]ields?|[Cc]urrenc(?:y|ies)|[Dd]ollar|[Ee]uro|[Yy]en|Dow|Nasdaq|S&P|FTSE)"
    r"(?:\s+(?:of|in|for|on)\b[^,]*)?\s+(?:\w+ly\s+)?$")
"""A market's measure as the subject's head, right before the verb (``Shares of X``,
``X's stock``, ``The Dow Jones Industrial Average``; not ``Dow Chemical`` or ``The
Securities and Exchange Commission``): its ``declined`` is a fall, not a refusal."""
_PASSIVE_RX = re.compile(
    r"\b(?:is|was|were|are|be|been|being|get|got|gets)\s+(?:\w+ly\s+)?$")
"""A passive before the verb: ``the plan was approved`` has its object."""
_NOUN_BEFORE_RX = re.compile(
    r"(?:\b(?:the|a|an|his|her|its|their|our|my|your|this|that|no|any|every|each)|['\u2019]s)"
    r"\s+$",
    re.IGNORECASE,
)
"""A determiner or possessive before the word: a noun (``the appeal``, ``Smith's reply``)."""
_SPEECH_TAG_RX = re.compile(r"\S(?:\s+\S+){3,},\s+(?:[\w.'\u2019-]+\s+){1,5}$")
"""``..., two Fox executives confirmed``: the clause before the comma is the object."""
_QUOTE_FIRST_RX = re.compile(r"\s*(?:\"[^\"]*[,!?]\"|\u201c[^\u201c\u201d]*[,!?]\u201d)\s+\S")
"""A claim opening on a quotation closed by a comma, ``!`` or ``?`` (``"It was a mistake,"
Smith admitted.``): the quotation is what was admitted, replied or confirmed."""
_CAPITALISED_BEFORE_RX = re.compile(r"[A-Z][\w.'\u2019-]*\s+$")
_PRO_VERB_RX = re.compile(
    r"\b(?:d(?:o|id|oes|oing|one)\s+(?:so|likewise|the\s+same)|follow(?:s|ed|ing)?\s+suit)\b")
"""A pro-verb: the act it stands for is told in another sentence."""
_DEMONSTRATIVE_RX = re.compile(
    r"\b(?:in|of|with|for|on|by|from|to|about|under|against|at|despite|after|before|since|"
    r"during|over|without)\s+that\b(?!\s+(?:it|he|she|they|we|the|a|an|his|her|their|its)\b)"
    r"(?>(?:\s+[a-z]+)?)\b(?!\s+(?:is|was|are|were|has|had|have|will|"
    r"would|can|could|may|might|must|should)\b)"
    r"|\bthat\s+[a-z]+" + _ANCHOR + r"\s*[.!]?\s*$"
)
"""``that`` pointing at another sentence's thing: after a preposition (``with that hope``;
``in that it brings`` is a conjunction) or as the claim's last noun phrase."""
_NOT_DEMONSTRATIVE_RX = re.compile(
    r"\bthat\s+(?:[a-z]+\s+)?(?:[a-z]+(?:ed|es|s)|time|way|point|is|was|are|were|exist|"
    r"year|day|week|month)" + _ANCHOR + r"\s*[.!]?\s*$"
    r"|\b(?:so|such|now|given|except|provided|save|in\s+order)\s+that\b"
    r"|\b(?:after|before|since)\s+that\s+(?:time|year|date|day)\b"
)
"""A ``that`` closing a relative or content clause (``... the project that failed``,
``... said that prices rose``) or a conjunction (``so that``); a year is dated elsewhere."""
_COMPARED_RX = re.compile(
    r"\bcompared\s+(?:to|with)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|just\s+|some\s+)?"
    r"(?!(?:1[89]|20)\d\d\b(?!\s+[a-z]))[$\u20ac\u00a3]?\d[\d,.]*(?:\s*%|\s+(?:percent|per\s+cent|million|billion|thousand))?"
    r"((?:\s+[a-z]+){0,3})(?:\s+plus\s+[a-z]+)?" + _ANCHOR + r"\s*[.!]?\s*$"
)
"""``compared to`` a figure with at most a unit noun after it, ending the claim."""
_COMPARED_TIME_RX = re.compile(
    r"\b(?:earlier|ago|before|previously|prior|last|previous|year|years|quarter|month|"
    r"week|average|levels?|figures?)\b")
"""A comparison with the same measure at another time names its comparand."""
_DESCRIPTION_RX = re.compile(
    r"\b(?:an?|another)\s+(?:\w+\s+)?(?:organi[sz]ation|institution|entity|body|agency|"
    r"company|firm|group|society|association|movement)\s+(?:that\s+was\s+|which\s+was\s+)?"
    r"(?:established|founded|created|formed|set\s+up|started|launched)\s+(?:by|in)\b"
)
"""A generic noun identified only by its founding (module docstring)."""
_PEOPLE = (
    r"(?:students|people|persons|residents|workers|employees|voters|patients|children|"
    r"adults|teenagers|applicants|immigrants|migrants|refugees|officers|families|"
    r"households|members|customers|users|visitors|passengers|inmates|prisoners|soldiers|"
    r"teachers|nurses|doctors|pupils|kids|women|men)"
)
_COUNT_RX = re.compile(
    r"(?:^|\b(?:of|Of|out\s+of|Out\s+of)\s+)(?:about\s+|nearly\s+|some\s+|more\s+than\s+)?"
    r"\d[\d,.]*(?:\s+(?:million|thousand))?\s+(?:[A-Za-z-]+\s+){0,2}" + _PEOPLE + r"\b"
    r"|^(?:About\s+|Nearly\s+|Some\s+|More\s+than\s+)?\d[\d,.]*(?:\s+(?:million|thousand))?"
    r"\s+(?!(?:" + _PEOPLE + r"|years?|percent|per)\b)[a-z]+ed\b"
)
"""A count of people, or a bare number doing the verb (``712,000 applied``)."""
_GROUP_ADJECTIVES = frozenset(
    """hispanic latino latina latinx black white asian native indigenous african-american
    muslim christian jewish catholic""".split()  # noqa: SIM905
)
_NAME_WORD_RX = re.compile(r"(?<=\s)[A-Z][\w.'\u2019&-]*")
_CALENDAR_RX = re.compile(rf"^(?:{MONTH_NAME}|{WEEKDAY_NAME})\b")


_THEME_RX = re.compile(
    r"^(?:(?:In|On|By|From|Since|After|Before)\s+[^,]{1,40},\s+)?[Tt]he\s+"
    r"(?P<mods>(?:[a-z][\w-]*\s+){0,3})"
    r"(?:expansion|increase|decrease|cut|hike|reduction|extension|escalation|crackdown|ban|"
    r"rollout|roll-out|withdrawal|suspension|freeze|expansions|increases|cuts|hikes|"
    r"reductions|extensions|bans)\b(?!\s+(?:of|on|in|to|for|against|by|at)\b)(?![-\u2019'])"
)
"""An act's noun as the subject with nothing saying what the act was done to; a noun
among its modifiers (``the tax increase``) names it (``_named_theme``)."""


def dangling_object(claim: str) -> DanglingObject | None:
    """The class of outside referent ``claim`` leans on (module docstring), or ``None``."""
    bare = _QUOTED_RX.sub(" ", claim)
    quoted_object = _QUOTE_FIRST_RX.match(claim) is not None
    for found in ([] if quoted_object else _STANCE_RX.finditer(bare)):
        before = bare[: found.start()]
        if not (_PASSIVE_RX.search(before) or _NOUN_BEFORE_RX.search(before)
                or _SPEECH_TAG_RX.search(before)):  # fmt: skip
            return "missing_object"
    declined = _DECLINE_RX.search(bare)
    if (declined is not None and _CAPITALISED_BEFORE_RX.search(bare[: declined.start()])
            and not _MARKET_RX.search(bare[: declined.start()])):  # fmt: skip
        return "missing_object"
    if _PRO_VERB_RX.search(bare):
        return "missing_object"
    pointed = _DEMONSTRATIVE_RX.search(bare)
    if (pointed is not None and not _NOT_DEMONSTRATIVE_RX.search(bare)
            and not is_finite_verb(pointed.group(0).split()[-1].strip(".!"))):  # fmt: skip
        return "demonstrative_reference"
    compared = _COMPARED_RX.search(bare)
    if compared is not None and not _COMPARED_TIME_RX.search(compared.group(0)):
        return "unnamed_comparand"
    if _DESCRIPTION_RX.search(bare):
        return "unnamed_description"
    theme = _THEME_RX.search(bare)
    if (theme is not None and not _named_theme(theme.group("mods").split())
            and not _noun_after(bare[theme.end():])):  # fmt: skip
        return "unnamed_theme"
    if _COUNT_RX.search(bare) and not _placed(bare):
        return "unplaced_figure"
    return None


_QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")


_NEXT_TWO_RX = re.compile(r"\s+(?P<noun>[a-z][\w-]*)\s+(?P<verb>[a-z]+)\b")
_NOT_NOUN = frozenset(
    """then also still now again later soon first finally only has had have is was were are
    will would could can may might must should did does do""".split()  # noqa: SIM905
)


def _noun_after(rest: str) -> bool:
    """The act's noun modifies the next word (``The expansion draft was held``, ``The
    withdrawal symptoms include nausea``): that word is no adverb or auxiliary and a finite
    verb follows it, so the subject is another thing, not the act."""
    found = _NEXT_TWO_RX.match(rest)
    return (found is not None and found.group("noun") not in _NOT_NOUN
            and not found.group("noun").endswith("ly")
            and is_finite_verb(found.group("verb")))


def _named_theme(modifiers: list[str]) -> bool:
    """A modifier the lexicon reads as a noun and never as an adjective (``tax``, ``rate``,
    ``troop``), or does not know: it names what the act was done to."""
    for word in modifiers:
        lemmas = getAllLemmas(word)
        if not lemmas or ("NOUN" in lemmas and "ADJ" not in lemmas):
            return True
    return False


def _placed(claim: str) -> bool:
    """A capitalised word after the first that is no month, weekday or group adjective: a
    place, an organisation or a person names where the figure holds."""
    body = re.sub(r"\((?:as of|reported)\b[^()]*\)", " ", claim)
    for found in _NAME_WORD_RX.finditer(body):
        word = found.group(0)
        if _CALENDAR_RX.match(word) or word.lower() in _GROUP_ADJECTIVES:
            continue
        return True
    return False
