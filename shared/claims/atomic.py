"""One fact per claim: a definition sentence split into the facts it bundles.

Wikipedia-style lead sentences pack several facts into one: ``X (born 1970) is an American
actor, singer and producer known for A``. A claim holds one of them, each entailed by the
sentence (the span stays the whole sentence):

- life dates in parentheses after the subject become their own claims: ``(born 12 May
  1970 in Paris)`` -> ``X was born on 12 May 1970 in Paris.``; ``(1806 – 1869)`` ->
  ``X was born in 1806.`` + ``X died in 1869.``; ``( died 11 November 875)`` -> ``X died
  on 11 November 875.``; a birth name before the date (``born Tara Lyn Charendoff;
  February 12, 1973``) is left out of the birth claim; other parentheses after the
  subject (native names, pronunciations) are left out of the claims;
- a copular definition ``X is/was a/an/the <noun phrase> <tail>`` is split at its tail
  (not when the noun phrase is definite and the tail follows it with no comma: ``X was
  the first ever web series based on a book`` says which series it was, and neither
  ``X was the first ever web series`` nor ``X was based on a book`` is what it says):
  a participle phrase with ``by`` (``directed by``, ``developed by``) becomes ``X was
  directed by ...``; ``known for ...`` becomes ``X is known for ...``; ``located/based in
  ...`` becomes ``X is located in ...``; a comma and an ``-ing`` phrase (``, spanning
  ...``) is left out;
- a list of lower-case nouns in the noun phrase (``actor, singer and producer``) gives one
  claim per noun, the first keeping the modifiers (``X is an American actor.``, ``X is a
  singer.``);
- ``known for A, B and C`` with capitalised items gives ``X is known for A.`` per item.

``atomic_facts(claim)`` returns the claims (the claim itself when nothing applies).
"""

from __future__ import annotations

import re

from shared.claims.compound import compound
from shared.claims.fragments import broken_fragment
from shared.claims.frames import garbled
from shared.claims.lead import defines_person
from shared.claims.residue import residue_reason
from shared.text.ordinals import ordinal_alternation

__all__ = ["atomic_facts", "lead_defect", "lead_life_claims", "life_bundle"]

_DASH = "\u2013\u2014-"
_YEAR = r"\d{3,4}"
_LEAD_RX = re.compile(
    r"^(?P<name>[\"\u201c]?[A-Z][^()]{0,80}?[\"\u201d]?)\s*(?:\([^()]{2,80}\)\s*)?"
    r"\((?P<paren>[^()]{2,160})\)\s*,?\s*"
    r"(?P<verb>is|was|are|were)\s+(?P<rest>.+)$"
)
_BORN_RX = re.compile(rf"\b(?:born|b\.)\s+(?P<date>[^;()]*?{_YEAR}[^;()]*?)\s*(?:;|$)")
_DIED_RX = re.compile(rf"\b(?:died|d\.)\s+(?P<date>[^;()]*?{_YEAR}[^;()]*?)\s*(?:;|$)")
_RANGE_RX = re.compile(
    rf"(?:^|;\s*)(?P<born>[^;{_DASH}]*?{_YEAR}[^;{_DASH}]*?)\s*[{_DASH}]\s*"
    rf"(?P<died>[^;{_DASH}]*?{_YEAR}[^;{_DASH}]*?)\s*$"
)
_DATE_ONLY_RX = re.compile(
    rf"^(?:(?:c\.|circa|after|before|between|about)\s+)?(?:\d{{1,2}}\s+)?(?:[A-Z][a-z]+\.?\s+)?"
    rf"(?:\d{{1,2}},?\s+)?{_YEAR}(?:,?\s+(?:in|at)\s+[A-Z](?:(?!\b(?:died|d\.|born)\s)[^;\d{_DASH}])*)?$"
)
"""A date, with a place after ``in``/``at`` that holds no dash, digit or second life
event (``1906 in Kerala \u2013 died 2 January 2003`` is two facts run together)."""
_DIED_AFTER_DASH_RX = re.compile(rf"\s*[{_DASH}]\s*(?=(?:died|d\.)\s)")
"""``born in 1906 in Kerala \u2013 died 2 January 2003``: the dash parts the two events."""
_KNOWN_AS_RX = re.compile(
    r"^(?P<full>[^,]+),\s+(?:(?:better|also|commonly|popularly|professionally)\s+)?"
    r"known\s+(?:professionally\s+)?as\s+(?P<known>[A-Z][^,]*?),?$"
)
"""A lead's subject with its alias: ``Sankarankutti Menon Marath, better known as Menon
Marath``; the claims are of the name it is known by (an alias claim is a fact of its
own)."""
_DEFINITION_RX = re.compile(r"^(?P<subject>.+?)\s+(?P<verb>is|was|are|were)\s+(?P<det>an?|the)\s+"
                            r"(?P<np>.+)$")
_KIN_NOUNS = (
    r"(?:son|daughter|wife|husband|widow|widower|brother|sister|half-brother|half-sister|"
    r"mother|father|grandson|granddaughter|nephew|niece|consort)"
)
_KIN = (
    rf"(?:(?:the|a)\s+)?(?:(?:eldest|elder|oldest|youngest|younger|only|{ordinal_alternation(3)}|"
    rf"illegitimate|adopted)\s+)?{_KIN_NOUNS}\s+of"
)
"""A kin apposition after a definition's comma: ``, daughter of A``, ``, the eldest son of
B``."""
_NAME_END_RX = re.compile(r"[A-Z][\w.'\u2019-]*,?$")
"""A noun phrase ending on a name: a kin apposition after it may be that name's."""
_MADE_AS_GROUP_RX = re.compile(
    r"(?:formed|created|constructed|erected|composed|performed|categori[sz]ed|classified|named)\b"
)
"""A participle a name ending the noun phrase may own (``a song by English rock band
Radiohead, formed in 1985``: the band was formed, not the song)."""
_PLACE_ONLY_RX = re.compile(
    r"^(?:(?!\b(?:by|of|for|with|featuring|from|in|at|near|on)\b)[^,])+?"
    r"\s(?:from|in|at|near|on)\s"
    r"(?:(?!\b(?:by|of|for|with|featuring|band|group|duo|trio|quartet|company|label|team|"
    r"club|party|organi[sz]ation|ensemble|orchestra|society|firm|studio)\b)(?:[^,]|,(?=\s[A-Z])))*$"
)
"""The subject's own noun, then only a place up to the name (``a four-piece alternative
rock band from North London``, ``from Los Angeles, California``): no second noun
(a maker after ``by``, ``band Radiohead``) a participle after the comma could be about."""
_KIN_THE_RX = re.compile(
    rf"(?:eldest|oldest|youngest|only|{ordinal_alternation(10)}|[a-z]+est)\s"
)
"""An ordinal or superlative before a kin noun: one such child, so ``the``."""
_KIN_SPLIT_RX = re.compile(rf"(?:,\s+(?:and\s+)?|\s+and\s+)(?={_KIN}(?:\s|$))")
_KIN_EMPTY_RX = re.compile(rf"^{_KIN}$")
"""A kin apposition with no one after ``of`` (``, daughter of .``): no claim."""
_OTHER_CLAUSE_RX = re.compile(
    r",\s+(?:herself|himself|themselves|who|whom|whose|which|where|when|and\s+(?:is|was))\b"
)
"""Where a kin apposition goes on about someone else (``..., herself the daughter of``)."""
_TAIL_RX = re.compile(
    r"(?:,\s+|\s+)(?:(?:who|which|that)\s+(?:is|was|are|were)\s+)?"
    r"(?:(?P<adverb>(?:also|best|better|widely|well|commonly|popularly|professionally|simply)\s+)?(?P<known>known|famous|noted|notable)"
    r"\s+(?:for|as)\s|(?P<place>located|based|situated|headquartered)\s+(?:in|at|on|near)\s|"
    r"(?P<by>(?:co-)?(?:[a-z]+ed|written|drawn|sung|made|built|run|held|founded|owned|led))"
    r"(?:,\s+(?:co-)?(?:[a-z]+ed|written|drawn|sung|made|built|run|founded|owned|led))*"
    r"(?:,?\s+and\s+(?:[a-z]+ly\s+)?(?:co-)?[a-z]+(?:ed|en|wn))?(?:\s+(?:in|on)\s+\d{4})?\s+by\s|"
    r"(?<=,\s)(?P<ing>[a-z]+ing)\s|"
    r"(?<=,\s)(?P<done>(?:released|published|launched|opened|founded|established|completed|"
    r"built|formed|created|constructed|erected|composed|performed|categori[sz]ed|classified|"
    r"named|first\s+(?:released|published|aired|broadcast))"
    r"(?:\s+(?:initially|originally|first|later))?)\s+(?:as|in|on|at|by|after|during)\b|"
    rf"(?<=,\s)(?P<kin>{_KIN})\s|"
    r"(?<=,\s)(?P<linked>connected|linked|separated|bordered|surrounded)\s+(?:to|by|from|with)\b|"
    r"(?<=,\s)(?P<active>active)\s+(?=(?:between|from|since|in|during)\s+(?:\w+\s+)?\d{4}\b)|"
    r"(?P<whose>whose)\s|(?P<rel>(?:who|which|that)\s+(?=(?:is|was|are|were|has|had|played|served|won|became|"
    r"worked|lived|plays|serves|wins|works|lives|represents|represented|stars|starred|"
    r"competed|competes|develops|developed|makes|made|sells|sold|produces|produced|"
    r"operates|operated|owns|owned|provides|provided|manufactures|manufactured)\b)))"
)
_COORDINATED_RX = re.compile(
    r"(?<=\s)(?:[a-z]+ed|written|made|built|run|held|founded|owned|led|shot|set)\s+"
    r"(?:(?!\b(?:and|or)\b)[^,;()])+?,?\s+(?:and|or)$"
)
"""The end of a definition's noun phrase that is a participle phrase coordinated with the
tail (``an Italian film released in 1986 and`` before ``directed by ...``)."""
_COORDINATOR_END_RX = re.compile(r",?\s+(?:and|or)$")
_STARRING_RX = re.compile(r",?\s+and\s+(?P<ing>starring|featuring)\s+(?=[A-Z])")
"""``directed by A and starring B``: the cast joined to the tail, a fact of its own."""
_BY_PARTS_RX = re.compile(r",\s+(?:and\s+)?(?=(?:co-)?[a-z]+(?:ed|en|de|lt|wn)\s+by\s)")
"""The comma before a second maker's participle (``directed by A, co-written by B``, ``...,
co-produced by B, and co-written by C``)."""


def _by_parts(rest: str) -> list[str]:
    """``rest`` cut before each later maker's participle, a part only once it has its
    agent: ``directed, co-produced, and co-written by A, co-produced by B, and co-written by
    C`` gives the three makers, the list before ``by A`` kept whole."""
    parts: list[str] = []
    at = 0
    for cut in _BY_PARTS_RX.finditer(rest):
        if " by " in rest[at : cut.start()]:
            parts.append(rest[at : cut.start()])
            at = cut.end()
    return [*parts, rest[at:]]


_ROLE = r"(?:[a-z][a-z-]*|[A-Z]{2,5})(?:\s+[a-z][a-z-]*){0,2}"
_LIST_RX = re.compile(rf"^(?P<first>[^,]+?)((?:,\s+{_ROLE})*),?"
                      rf"\s+and\s+(?P<last>{_ROLE})(?P<origin>\s+from\s+[A-Z][^,;()]*)?$")
"""A list of roles (``actor, screenwriter and VFX specialist``), with a place of origin
that all of them share (``... and script writer from Assam``)."""
_AGENT_RX = re.compile(
    r"(?:er|or|ist|ian|ant|ent|ess|man|woman|wright|smith|ee|ive|eur|aut|ot|ef|"
    r"manager|official|cer|ger)s?$|^(?:poet|artist|model|host|judge|chef|coach|pilot|"
    r"critic|scholar|activist|diplomat|monarch|noble|saint|spy|star)$"
)
"""Nouns for people and makers (``director``, ``novelist``, ``comedian``): a list of them
is several roles; ``pop and schlager band`` is one band."""
_PREPOSITION_RX = re.compile(
    r"\b(?:of|in|on|at|by|to|for|with|from|between|into|and|that|which|who)\b"
)
_ITEMS_RX = re.compile(r"^(?P<head>.*?\b(?:known|famous|noted|notable)\s+(?:for|as)\s+"
                       r"(?:(?:his|her|its|their)\s+(?:[a-z]+\s+){0,3}(?:in|as|on)\s+)?)"
                       r"(?P<items>.+)$")
_ONGOING_RX = re.compile(
    r"(?:managed|owned|operated|maintained|used|run|led|governed|administered|sponsored|"
    r"funded|supported|hosted|served|distributed|licensed|controlled|employed)\b"
)
"""Participles of a state that goes on (``managed by``), unlike an event (``directed by``)."""
_QUOTED_END_RX = re.compile(r"[\"\u201d]\s*,?\s*$")
"""The noun phrase before a maker's participle ends on a quoted title: the participle is
that title's (``preceded by the single "What About Us?", written by A``), not the
subject's."""
_VOWEL_SOUND_RX = re.compile(r"^(?:[aeiouAEIOU]|hour|honest|honou?r|[0-9]*8|11\b|18\b)")


def _article(phrase: str) -> str:
    first = phrase.split()[0] if phrase.split() else ""
    if first.isupper() and len(first) > 1:  # an acronym is read letter by letter
        return "an" if first[0] in "AEFHILMNORSX" else "a"
    return "an" if _VOWEL_SOUND_RX.match(phrase) else "a"


def _dated(verb: str, date: str) -> str:
    """``born on 12 May 1970``, ``born in 1970``, ``born c. 854``."""
    date = " ".join(date.split()).strip(" ,")
    if re.match(r"^(?:c\.|(?:circa|after|before|between|about|around)\b)", date):
        return f"{verb} {date}"
    has_day = bool(re.search(r"\b\d{1,2}\b(?!\d)", date.split(" in ")[0].replace(",", " ")))
    return f"{verb} {'on' if has_day else 'in'} {date}"


_BIRTH_NAME_RX = re.compile(
    r"\b(?:born|n\u00e9e)\s+(?P<birth>[A-Z][\w.'\u2019-]*(?:\s+[A-Z][\w.'\u2019-]*){0,4})"
    r"(?:\s*[;,]\s*(?:born\s+)?|\s+on\s+)(?P<date>[^;()]*?\d{3,4})(?=\s*(?:;|$|,\s+[A-Z][^;\d]*$))"
)
"""A birth name and then the date: ``born Tara Lyn Charendoff; February 12, 1973``,
``born Brian Murray, October 31, 1945``, ``née Smith; born 4 May 1950``, ``born Aimee
Springer on June 2, 1975``."""
_PLACE_AFTER_RX = re.compile(r"(?<=\d\d\d),\s+[A-Z][^;\d]*$")
"""A place after the year with a comma and no ``in``: ``born May 27, 1943, Flint,
Michigan`` (the date alone is the birth date's)."""
_LOOSE_LEAD_RX = re.compile(
    r"^(?P<name>[\"\u201c]?[A-Z][^()]{0,80}?[\"\u201d]?)\s*(?:\([^()]{2,80}\)\s*)?"
    r"\((?P<paren>[^()]{2,160})\)\s*(?:,\s+|\s+(?=[a-z]))(?P<apposition>[^()]{3,120}?),\s+"
    r"(?P<verb>is|was)\s+(?P<rest>.+)$"
)
"""A lead sentence with an appositive between its parenthesis and its verb: ``Chan
Wen-ting (born August 27, 1981), known professionally as Faye, is ...``, ``Lucy Maud
Montgomery (November 30, 1874 \u2013 April 24, 1942) published as L.M. Montgomery, was
...`` (the appositive, an alias, is left out of the claims)."""


_ALSO_RX = re.compile(r"^(?P<full>[^,]+),\s+(?:also|or(?:\s+simply)?)\s+[A-Z][^,]*,?$")
"""A lead's subject with a variant after ``also``/``or``: ``Fridolin Glass, also Glaß``
(the claims are of the first name)."""


def _known_name(name: str) -> str:
    """The name a lead's subject says it is known by (``_KNOWN_AS_RX``), the first of two
    variants (``_ALSO_RX``), else ``name``."""
    aliased = _KNOWN_AS_RX.match(name)
    if aliased is not None:
        return aliased.group("known").strip()
    variant = _ALSO_RX.match(name)
    return name if variant is None else variant.group("full").strip()


def _life_facts(name: str, paren: str, definition: str = "") -> list[str]:
    """Birth and death claims from a subject's parenthesis (see module); a bare range
    (``(1958\u20131969)``) only when ``definition`` (the words after the verb) does not name
    a thing: a box set, a war or a dynasty has a span, not a life."""
    facts = []
    name = _known_name(name)
    paren = _DIED_AFTER_DASH_RX.sub("; ", paren)
    paren = re.sub(r"\bborn\s+in\s+(?=(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\.?\s+)?\d)", "born ", paren)
    named = _BIRTH_NAME_RX.search(paren)
    if named is not None and (_DATE_ONLY_RX.match(named.group("date").strip())
                              or _RANGE_RX.search(named.group("date").strip())):
        # the birth name goes: the claim is about the page's name, born on that date
        paren = f"{paren[: named.start()]}born {named.group('date')}{paren[named.end() :]}"
    born, died = _BORN_RX.search(paren), _DIED_RX.search(paren)
    if born is None and died is None:
        dates = _RANGE_RX.search(paren)
        if dates is not None and defines_person(definition) is not False:
            first, last = dates.group("born").strip(), dates.group("died").strip()
            if _DATE_ONLY_RX.match(first) and _DATE_ONLY_RX.match(last):
                facts += [f"{name} was {_dated('born', first)}.", f"{name} {_dated('died', last)}."]
        return facts
    if born is not None and died is None:  # "born July 14, 1943 - \u2020 September 27, 2015"
        dates = _RANGE_RX.search(born.group("date").replace("\u2020", " "))
        if dates is not None:
            first, last = dates.group("born").strip(), dates.group("died").strip()
            if _DATE_ONLY_RX.match(first) and _DATE_ONLY_RX.match(last):
                return [f"{name} was {_dated('born', first)}.", f"{name} {_dated('died', last)}."]
    if born is not None:
        date = _PLACE_AFTER_RX.sub("", born.group("date").strip())
        if _DATE_ONLY_RX.match(date):
            facts.append(f"{name} was {_dated('born', date)}.")
    if died is not None and _DATE_ONLY_RX.match(died.group("date").strip()):
        facts.append(f"{name} {_dated('died', died.group('date'))}.")
    return facts


def _sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(" ,;")
    return text if text.endswith((".", "!", '."', ".\u201d")) else f"{text}."


def _nouns(subject: str, verb: str, det: str, np: str) -> list[str]:
    """``X is an American actor.``, ``X is a singer.`` for a list of nouns (see module)."""
    listed = _LIST_RX.match(np)
    if listed is None or _PREPOSITION_RX.search(listed.group("first")):
        roles = _shared_modifier_roles(np)
        if roles is None:
            return [f"{subject} {verb} {det} {np}"]
        first_role, *others = roles
        return [f"{subject} {verb} {det} {first_role}",
                *(f"{subject} {verb} {_article(role)} {role}" for role in others)]
    first = listed.group("first")
    middle = [item.strip() for item in listed.group(2).split(",") if item.strip()]
    items = [*middle, listed.group("last")]
    if not all(_AGENT_RX.search(item.split()[-1]) for item in [first, *items]):
        return [f"{subject} {verb} {det} {np}"]  # "pop and schlager band": one head noun
    origin = listed.group("origin") or ""
    if re.search(r"\bformer\b", first) and not middle:  # "a former footballer and manager":
        # both former; in a longer list "former" may be the first item's alone
        items = [item if item.startswith("former ") else f"former {item}" for item in items]
    out = [f"{subject} {verb} {det} {first}{origin}"]
    out += [f"{subject} {verb} {_article(item)} {item}{origin}" for item in items]
    return out


def _shared_modifier_roles(np: str) -> list[str] | None:
    """``television and film writer and producer`` -> ``television and film writer``,
    ``producer``: a role list whose items hold ``and`` themselves, cut after each agent
    noun (``_AGENT_RX``); ``None`` unless every item ends on one and all but the first are
    short lower-case roles."""
    if _PREPOSITION_RX.search(re.sub(r"\band\b", " ", np)) or not re.fullmatch(
        r"[\w'\u2019 ,/-]+", np
    ):
        return None
    roles: list[str] = []
    pending: list[str] = []
    for piece in re.split(r",\s+(?:and\s+)?|\s+and\s+", np):
        pending.append(piece.strip())
        if _AGENT_RX.search(piece.split()[-1] if piece.split() else ""):
            roles.append(" and ".join(pending))
            pending = []
    if pending or len(roles) < 2 or any(
        not re.fullmatch(_ROLE, role) for role in roles[1:]
    ) or " and " not in np.split(",")[0]:
        return None
    return roles


def _items(claim: str) -> list[str]:
    """``X is known for A, B and C`` -> one claim per capitalised item."""
    found = _ITEMS_RX.match(claim.rstrip("."))
    if found is None:
        return [claim]
    parts = re.split(r",\s+(?:and\s+)?|\s+and\s+", found.group("items"))
    if len(parts) < 2 or any(not p[:1].isupper() and p[:1] not in "\"\u201c" for p in parts):
        return [claim]
    if any(len(p.split()) > 6 for p in parts):
        return [claim]
    return [_sentence(f"{found.group('head')}{part}") for part in parts]


_NAME_ALIAS_RX = re.compile(
    r"(?<=\s)(?P<name>[A-Z][\w'\u2019.-]*),\s+(?:(?:(?:better|also|formerly|commonly|"
    r"professionally|popularly|simply)\s+)?known(?:\s+professionally)?\s+as|a\.k\.a\.?|aka|"
    r"n\u00e9e|nee)\s+(?=(?:the\s+)?[\"\u201cA-Z])[^,;()]{2,80}?(?=,\s|$)"
)
"""An alias (a name: capitalised or quoted) between commas after a name inside the
predicate (``... singer-songwriter Emma-Lee Moss, better known as Emmy the Great, released
...``): an appositive of that name, not a predicate of the sentence's subject; the claim
reads whole without it. ``best known as the lead singer`` is the subject's fame: kept."""


_WITH_AS_RX = re.compile(
    r"\s+with\s+(?:(?:the|a|an)\s+)?[A-Za-z][^,;()\"\u201c]{0,80}?[A-Z][\w.'\u2019-]*\s+as\s+"
    r"(?:(?:its|their|the|a|an|lead)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?$"
)
"""A ``with X as Y`` add-on ending a definition's noun phrase (``a compilation album of
Sweetbox with singer and songwriter Jade Villalon as frontwoman``): a second fact, about X,
which the definition is whole without; it is cut, not made a claim of its own (its time is
the noun phrase's, which the sentence does not say)."""
_NUMBERED_NAME_RX = re.compile(r"^\d+\s+[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*$")
"""A name that opens on a number (``13 Chapters``, ``24 Hours of Le Mans``: the words after
the number all capitalised)."""
_ACTIVE_SINCE_RX = re.compile(r"^active\s+since\b")


_CLOSED_SPAN_RX = re.compile(r"^active\s+(?:between|from)\s.*\b(?:and|to|until)\s+\d{4}\b")
"""Years active that end (``from 1966 to 1968``): over, told in the past tense."""
_RELATED_FACT_RX = re.compile(r"^(?:was|were|is|are)\s+(?:the|an?)\s+[a-z]")
"""A relative clause after the years active that defines the subject again (``that was the
precursor to the rock band Yes``): a fact of its own of the subject."""


def _active(subject: str, verb: str, rest: str) -> str:
    """``X were active between 1989 and 1995.`` from ``X were a band, active between ...``;
    years that end are told in the past whatever the definition's tense (``X are a band
    ..., active from 1966 to 1968`` -> ``X were active from 1966 to 1968.``); ``active
    since 2005`` after ``is`` reads ``X has been active since 2005.``"""
    if _ACTIVE_SINCE_RX.match(rest) and verb in ("is", "are"):
        return f"{subject} {'has' if verb == 'is' else 'have'} been {rest}"
    if _CLOSED_SPAN_RX.match(rest):
        verb = {"is": "was", "are": "were"}.get(verb, verb)
    return f"{subject} {verb} {rest}"


_GENERIC_RX = re.compile(r"^(?:A|An)\s+[a-z]")
"""A subject naming a kind, not one thing (``A founder CEO``): its relative clause defines."""
_WHO_DID_RX = re.compile(r"\s+(?P<who>who)\s+(?!(?:used|based|named|called|known|related)\b)"
                         r"[a-z]{3,}ed\b")
"""A person's role with a deed (``a Native American activist who participated in ...``):
the role and the deed are two facts."""
_INNER_NOUN_RX = re.compile(r"\b(?:the|of|with|by|for|in|at|featuring|starring|playing|that|"
                            r"which|who)\b")
"""A noun phrase holding a second noun (``a film featuring Harold Lloyd playing the
character``): a ``who`` after it may be that noun's, so no split."""


def _definition(claim: str, *, named: str | None = None) -> list[str]:
    """A copular definition split at its tail and its noun list (see module); ``named`` is
    the subject a lead sentence gave (it may hold a comma: ``Sir Thomas Wheate, 2nd
    Baronet``). A name's alias in the predicate is cut first (``_NAME_ALIAS_RX``)."""
    body = claim.rstrip(".")
    found_alias = _DEFINITION_RX.match(body)
    if found_alias is not None:
        at = found_alias.start("np")
        body = body[:at] + _NAME_ALIAS_RX.sub(r"\g<name>", body[at:])
        claim = body + "." if body != claim.rstrip(".") else claim
    found = _DEFINITION_RX.match(body)
    if found is None:
        return [claim]
    subject: str = found.group("subject")
    verb: str = found.group("verb")
    det: str = found.group("det")
    np: str = found.group("np")
    if subject != named and (len(subject.split()) > 8 or "," in subject
                             or not (subject.lstrip("\"\u201c ")[:1].isupper()
                                     or _NUMBERED_NAME_RX.match(subject))):
        return [claim]  # "13 Chapters is ...": a title may open on its number
    tail = _TAIL_RX.search(np)
    did = _WHO_DID_RX.search(np) if tail is None and not _GENERIC_RX.match(subject) else None
    if did is not None and not _INNER_NOUN_RX.search(np[: did.start()]):
        return [*_definition(f"{subject} {verb} {det} {np[: did.start()]}.", named=named),
                _sentence(f"{subject} {np[did.end('who') :].strip()}")]  # "who earned 1 cap"
    rest = ""
    if tail is not None and tail.group("kin") and _NAME_END_RX.search(np[: tail.start()]):
        tail = None  # "a son of Henry I by Nest, daughter of Rhys": the name's kin, not X's
    if (tail is not None and tail.group("done") and _MADE_AS_GROUP_RX.match(tail.group("done"))
            and _NAME_END_RX.search(np[: tail.start()])
            and not _PLACE_ONLY_RX.match(np[: tail.start()])):
        tail = None  # "a song by English rock band Radiohead, formed in 1985": the band's
    if tail is not None and det == "the" and not np[: tail.start() + 1].endswith(","):
        return [_sentence(claim)]  # "the first ever web series based on ...": it restricts
    if tail is not None:
        first = min(tail.start(g) for g in ("adverb", "known", "place", "by", "ing", "done",
                                             "linked", "active", "rel", "whose", "kin")
                    if tail.group(g) is not None)  # fmt: skip
        np, rest = np[: tail.start()], np[first:]
        rest, *related = re.split(r"\s+(?:that|which|who)\s", rest, maxsplit=1)  # "that allows"
        joined = _COORDINATED_RX.search(np)
        if joined is not None:  # "a film released in 1986 and directed by ...": two phrases
            np, extra = np[: joined.start()], np[joined.start() :].strip()
            extra = _COORDINATOR_END_RX.sub("", extra)
            if not extra:
                return [claim]
        starring = _STARRING_RX.search(rest)
        if starring is not None:  # "directed by A and starring B": B is a second fact
            starred, rest = rest[starring.end("ing") :].strip(), rest[: starring.start()]
    np = _WITH_AS_RX.sub("", np)  # "an album of Sweetbox with Jade Villalon as frontwoman"
    if not np.strip() or (np.count("(") != np.count(")")) or np.count('"') % 2:
        return [claim]
    out = _nouns(subject, verb, det, np.strip())
    if tail is not None and tail.group("ing") is None:
        past = "was" if verb in ("is", "was") else "were"
        present = verb
        if joined is not None:
            out.append(f"{subject} {past} {extra}")
        if tail.group("whose"):
            owner = f"{subject}'" if subject.endswith("s") else f"{subject}'s"
            out.append(f"{owner} {rest[len('whose ') :]}")  # "X's designs include ..."
        elif tail.group("rel"):
            out.append(f"{subject} {rest[len(tail.group('rel')) :]}")  # "who played for"
        elif tail.group("known"):
            out += _items(_sentence(f"{subject} {present} {rest}"))
        elif tail.group("kin"):  # "a princess, daughter of A, sister of B": each a fact
            kin = _OTHER_CLAUSE_RX.split(tail.string[tail.start("kin") :], maxsplit=1)[0]
            for part in _KIN_SPLIT_RX.split(kin.rstrip(" .")):
                if _KIN_EMPTY_RX.match(part.rstrip(" ,")):
                    continue  # ", daughter of ." : no one named
                if re.match(r"(?:the|an?)\s", part):
                    article = ""
                elif _KIN_THE_RX.match(part):
                    article = "the "  # "eldest daughter of A": the one
                else:
                    article = "an " if part[:1] in "aeiou" else "a "
                out.append(f"{subject} {verb} {article}{part}")
        elif tail.group("place") or tail.group("linked"):
            out.append(f"{subject} {present} {rest}")
        elif tail.group("active"):  # "a band, active between 1989 and 1995": its years
            out.append(_active(subject, verb, rest))
            if related and _RELATED_FACT_RX.match(related[0]):  # "..., active from 1966 to
                out.append(f"{subject} {related[0]}")  # 1968 that was the precursor to Yes"
        elif _ONGOING_RX.match(rest):
            out.append(f"{subject} {present} {rest}")  # "Rhino is ... managed by": still is
        else:  # "directed by A, co-written by B": one claim per maker
            parts = _by_parts(rest)
            out += [f"{subject} {past} {part}" for at, part in enumerate(parts)
                    if at == 0 or not _QUOTED_END_RX.search(parts[at - 1])]  # fmt: skip
        if starring is not None:
            out.append(f"{subject} {'stars' if present == 'is' else 'star'} {starred}"
                       if present in ("is", "are") else f"{subject} starred {starred}")
    return [_sentence(part) for part in out]


_BORN_AS_RX = re.compile(
    r"^(?P<subject>[A-Z][^,;()]{1,60}?)\s+(?P<verb>was|were)\s+born\s+"
    r"(?P<np>(?:the|an?)\s+(?:[a-z-]+\s+){0,3}(?:child|son|daughter|twin|boy|girl)"
    r"(?:\s+of\s+[^,;()]{2,60}?)?)\s+(?P<rest>(?:in|on|at)\s+[A-Z0-9][^;]*?)\.?$"
)
"""A birth told with the child's place in the family: ``X was born the first child of two
pharmacists in East Chicago, Indiana, in 1957`` holds two facts, the birth (place, date)
and the family (``X was the first child of two pharmacists.``)."""


def _born_as(claim: str) -> list[str] | None:
    """``claim``'s birth and family facts (``_BORN_AS_RX``), or ``None``."""
    found = _BORN_AS_RX.match(claim.strip())
    if found is None or found.group("np").count('"') % 2:
        return None
    subject, verb = found.group("subject"), found.group("verb")
    return [_sentence(f"{subject} {verb} born {found.group('rest')}"),
            _sentence(f"{subject} {verb} {found.group('np')}")]  # fmt: skip


def atomic_facts(claim: str) -> list[str]:
    """The one-fact claims ``claim`` bundles (see module); ``[claim]`` when none split."""
    lead = _LEAD_RX.match(claim) or _LOOSE_LEAD_RX.match(claim)
    facts: list[str] = []
    if lead is not None and lead.group("paren").count('"') % 2 == 0:
        name = lead.group("name").strip()
        facts = _life_facts(name, lead.group("paren"), lead.group("rest"))
        loose = "apposition" in lead.groupdict()
        if loose and (not facts or re.search(r"\d{3,4}", lead.group("apposition"))):
            return _definition(claim)  # "(CPH), founded in 1869, is": no alias to leave out
        name = _known_name(name) if facts else name  # "Flag to Flag, known as X in Japan"
        claim = _sentence(f"{name} {lead.group('verb')} {lead.group('rest')}")
        return [*facts, *_definition(claim, named=name)]
    return _born_as(claim) or _definition(claim)


def lead_life_claims(sentence: str) -> list[str]:
    """The birth and death claims of a lead sentence's parenthesis alone (``X (born
    February 12, 1973) is ...`` -> ``X was born on February 12, 1973.``): entailed by the
    parenthesis whatever the rest of the sentence holds, so they stand when the rest is
    refused (too long, two facts the splitter cannot part)."""
    text = " ".join(sentence.split())
    lead = _LEAD_RX.match(text) or _LOOSE_LEAD_RX.match(text)
    if lead is None or lead.group("paren").count('"') % 2:
        return []
    return _life_facts(lead.group("name").strip(), lead.group("paren"), lead.group("rest"))


_BUNDLE_RX = re.compile(
    rf"^[\"\u201c]?[A-Z][^()]{{0,80}}?\s*\((?=[^()]*\d{{3,4}})(?:[^()]*\b(?:born|b\.|died|d\.)\s|"
    rf"[^()]*?(?:\d{{1,2}}\s+[A-Z][a-z]+\.?|[A-Z][a-z]+\.?\s+\d{{1,2}},?)\s+{_YEAR}\s*[{_DASH}]"
    rf"\s*[^()]*{_YEAR})[^()]*\)"
)
"""A claim opening on a subject and its life dates in parentheses (``Lucy Maud Montgomery
(November 30, 1874 \u2013 April 24, 1942) published as ...``)."""


def life_bundle(claim: str) -> bool:
    """``claim`` is a lead sentence kept whole with its life dates: the dates and what the
    sentence says of the person are several facts (``atomic_facts`` could not part them)."""
    return _BUNDLE_RX.match(claim) is not None

_TWO_EVENTS_RX = re.compile(r"\b(?:born|b\.)\s.*\b(?:died|d\.)\s|\b(?:died|d\.)\s.*\bborn\s")
"""Birth and death in one claim (``... was born in 1906 in Kerala \u2013 died 2 January
2003``): two facts."""


def lead_defect(claim: str) -> str | None:
    """Why a life-dates claim written from the lead fails the checks every other claim
    passes (two facts: ``compound``; ``garbled``; ``broken_fragment``; a residue reason),
    or ``None``."""
    if compound(claim) or life_bundle(claim) or _TWO_EVENTS_RX.search(claim):
        return "compound"
    if garbled(claim):
        return "garbled"
    return "broken_fragment" if broken_fragment(claim) else residue_reason(claim)
