"""Rules 1 and 2 of the web-page whitelist (``safe_shapes``): a claim's subject is a name,
and every name in it is whole (issue 15).

A news page's claim fails standalone when its subject names no one (``A 32-year-old Miami
man``, ``Officials``), when a name is cut short (``Hartley`` where the page says ``Andrew
Hartley``, ``Supt Peters``, a byline's name), or when a capitalised body or office has no
place or holder (``Government``, ``Deputy Premier``, ``Department of Correction``).
``SafePage`` reads once per page what these rules need: the names the page writes whole,
its person names and its bylines.

A name in a claim can also stand for the wrong one or for no one while looking whole: a
name only modifying a member noun (``The DJIA stock`` is one of thirty: an unnamed
subject), the last words of a person the page names with a given name before them (``Abu
Amer`` for ``Sadeq Abu Amer``: a partial name), and a posting or employment role with no
organisation or posting (``the Ukrainian Ambassador`` to the UN, ``a North American
economist`` at Capital Economics: an unnamed body). Near misses kept: ``the Bank of
Canada``, ``the Ann Arbor police``, ``Sister Sharon Holland`` written ``Sharon Holland``, ``a
Pentagon spokesman``, ``Pakistan's military spokesperson``; ``the Federal Reserve`` and
``Speaker of the House`` are whole names made of body words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.claims.named_subjects import claim_tokens, subject_end
from shared.claims.names import person_like
from shared.claims.org_names import demonym_word
from shared.claims.page_names import FUNCTION_WORDS, PageNames, english
from shared.claims.persons import person_names
from shared.claims.role_titles import ADDRESSES, HONORIFICS, PARTY
from shared.claims.surnames import short_name
from shared.text.dates import MONTH_NAMES, WEEKDAY_NAMES

__all__ = [
    "AGE_ONLY_RX",
    "CALENDAR",
    "RUN_RX",
    "SafePage",
    "name_words",
    "partial_name",
    "unnamed_body",
    "unnamed_subject",
]

# -- the page ---------------------------------------------------------------------------

_BYLINE_RX = re.compile(
    r"^(?:By|Written by|Reporting by|Words by|Story by)\s+"
    r"(?P<names>[A-Z][^\s\d]*(?:[ \t]+(?:and[ \t]+)?[A-Z][^\s\d]*){0,4})[ \t]*$"
    r"|^[ \t]*(?P<via>[A-Z][\w.'\u2019-]*(?:[ \t]+[A-Z][\w.'\u2019-]*){0,3})[ \t]+via[ \t]+"
    r"[A-Z]{2,}\b[ \t]*(?:$|[\u2014\u2013:-])",
    re.MULTILINE,
)
"""A byline line (``By Jane Doe``) or a credit line: ``NAME via OUTLET`` alone on its line
or opening it before a dash or colon (``KVELLER via JTA — The state of ...``); ``travelled
to Paris via TGV`` in a sentence is no credit."""
_NAME_WORD_RX = re.compile(r"[A-Z][\w\u00c0-\u024f'\u2019.-]*")


_NOT_PERSONAL = frozenset({"jr", "sr", "one", "you", "your", "our", "reprints", "average"})


def _personal(name: str) -> bool:
    """A person's name, not ``Vice President Biden``, ``Kennedy Jr``, ``One Home Depot``."""
    return not any(w.lower().strip(".") in _GENERIC or w.lower().strip(".") in _NOT_PERSONAL
                   or w.lower() in FUNCTION_WORDS for w in name.split())  # fmt: skip


@dataclass(frozen=True, slots=True)
class SafePage:
    """What the gate reads once per page: its text, the names it writes whole, its
    bylines' names."""

    text: str
    names: PageNames
    persons: frozenset[str]
    """The page's multi-word person names (``persons.person_names``)."""
    bylined: frozenset[str]
    """Words of the names its bylines and credits give (``By Jane Doe``, ``KVELLER via JTA``)."""

    @classmethod
    def read(cls, text: str, *, title: str | None = None) -> SafePage:
        """The page's names, read from ``text`` (and its ``title``)."""
        bylined: set[str] = set()
        for match in _BYLINE_RX.finditer(text):
            names = match.group("names") or match.group("via") or ""
            for word in _NAME_WORD_RX.findall(names):
                if word.lower() not in FUNCTION_WORDS and len(word) > 1:
                    bylined.add(word.rstrip(".,"))
        persons = frozenset(p for p in person_names(f"{title or ''}\n{text}")
                            if person_like(p) and _personal(p))  # not "Walt Disney Co"
        return cls(text, PageNames.read(text, dated=True), persons, frozenset(bylined))


# -- rule 1 and 2: names --------------------------------------------------------------

_GENERIC = frozenset(
    """government governments police cabinet parliament court courts ministry ministries
    minister ministers premier deputy prime opposition council company department office
    agency authority authorities board commission committee senate house assembly
    legislature state states federal national central supreme high district circuit appeals
    appeal crown magistrates magistrate his her judge
    justice chief superintendent supt inspector insp sergeant sgt detective det constable
    officer officers commissioner president vice secretary chairman chairwoman chair
    director general attorney governor mayor senator bank reserve treasury health finance
    defence defense education interior foreign affairs home transport agriculture
    environment security public works labour labor trade industry energy housing services
    service force forces army navy military fire rescue emergency party union city county
    municipal regional provincial local town hall prison jail administration regulator
    coalition bill act executive speaker leader chamber acting assistant senior junior
    division unit squad bureau tribunal embassy consulate the of and for on mr mrs ms dr
    prof spokesman spokeswoman spokesperson department's ministry's government's
    police's court's council's company's""".split()  # noqa: SIM905
) | {w.lower().rstrip(".") for w in ADDRESSES - {"Grace", "Right"}}
"""Words of a capitalised body or office that names no one until a place or holder does
(``Government``, ``the Supreme Court``, ``Deputy Premier``, ``Ministry of Health``). The
forms of address are ``role_titles.ADDRESSES`` (``Her Honour``, ``His Excellency``) but
``Grace`` and ``Right``, also a given name and a common word (``Grace Kelly``)."""
_WHOLE_NAMES = frozenset({"Federal Reserve", "Federal Reserve Board", "Speaker of the House",
                          "Speaker of the House of Representatives"})  # fmt: skip
"""Names made of body and office words that still name one body or office (the United
States' central bank; the presiding officer of its House of Representatives)."""

RUN_RX = re.compile(
    r"(?<![\w'\u2019])[A-Z][\w\u00c0-\u024f.&'\u2019-]*"
    r"(?:(?:\s+(?:of|for|and|on|de|del|da|van|von|&|of\s+the|for\s+the))?\s+"
    r"[A-Z][\w\u00c0-\u024f.&'\u2019-]*)*"
)
"""A run of capitalised words, joined by ``of``, ``for``, ``and`` (``Bank of Canada``)."""

_HONORIFIC_RX = re.compile(
    r"\b(?:Mr|Mrs|Ms|Miss|Dr|Supt|Det|Sgt|Insp|Cllr|Const|Cpl|Lt|Capt|Col|Superintendent|"
    r"Inspector|Sergeant|Detective|Constable|Officer|Judge|Justice)\.?\s+"
    r"(?P<name>[A-Z][\w'\u2019-]+)(?P<next>\s+[A-Z][\w'\u2019-]+)?"
)
"""An honorific or rank before a name: ``Supt Peters``, ``Mr. Trump``, ``Judge Collins``
(a form of address before it, ``His Honour``, is ``role_titles.ADDRESSES``)."""

_UNNAMED_PEOPLE = frozenset(
    """man woman boy girl child teen teenager toddler baby infant victim suspect driver
    passenger resident person mother father son daughter wife husband brother sister friend
    neighbour neighbor witness student worker employee spokesman spokeswoman spokesperson
    source officer patient pedestrian cyclist motorist gunman shooter robber thief
    homeowner owner tenant customer couple family""".split()  # noqa: SIM905
)
"""Heads of a subject naming one unnamed person whatever its modifiers (``A 32-year-old
Miami man``, ``the Brookhaven victim``): a place among the modifiers says not who."""


AGE_ONLY_RX = re.compile(r"^[A-Z][\w.'\u2019 -]+ (?:was|is) \d{1,3} years old\b")
"""``Han Lee was 41 years old``: a person's age alone says not who the person is."""
CALENDAR = frozenset(MONTH_NAMES) | frozenset(WEEKDAY_NAMES)
_OWNER_BEFORE_RX = re.compile(r"[A-Z][\w.-]*(?:['\u2019]s|\s+(?:City|State|County))\s+$")
"""A place before a body: ``Jamaica's Department of ...``, ``New York City Department``."""


def name_words(run: str) -> list[str]:
    return [w.removesuffix("'s").removesuffix("\u2019s").rstrip("'\u2019.,")
            for w in run.split() if w[:1].isupper()]  # fmt: skip


_OF_BODY_RX = re.compile(
    r"^(?:Department|Ministry|Office|Bureau|Agency|Board|Commission|Committee|Council|"
    r"Authority|Court|Secretary|Minister|Director|Division)\s+(?:of|for)\s+(?:the\s+)?")
"""A body named by its remit only: ``Department of Correction``, ``Ministry for Health``."""


def _remit_only(run: str, page: SafePage) -> bool:
    """``Department of Correction``: a body's head and an ``of`` remit of common words
    only (not ``Bank of Canada``, ``University of Michigan``)."""
    head = _OF_BODY_RX.match(run)
    if head is None:
        return False
    remit = name_words(run[head.end() :])
    return bool(remit) and all(english(w) for w in remit)


def unnamed_body(claim: str, page: SafePage) -> bool:
    """A capitalised run made only of body and office words (``Government``, ``the Court``,
    ``Deputy Premier``, ``Ministry of Health``): no place, no holder, no name."""
    for match in RUN_RX.finditer(claim):
        if _remit_only(match.group(), page) and not _OWNER_BEFORE_RX.search(
                claim[: match.start()]):
            return True
        words = name_words(match.group())
        if not words or any(w.lower() not in _GENERIC for w in words):
            continue
        if match.group().removeprefix("The ").rstrip(".,;:") in _WHOLE_NAMES:
            continue
        if match.start() == 0 and len(words) == 1 and words[0].lower() in FUNCTION_WORDS:
            continue  # "The" opening the claim
        if all(w.lower() in FUNCTION_WORDS or w in ("Mr", "Mrs", "Ms", "Dr") for w in words):
            continue
        return True
    return _unplaced_role(claim)


_ROLE_RX = re.compile(
    r"^(?P<who>.+?)\s+(?:was|is|has been|had been|became)\s+(?:(?:the|a|an)\s+)?"
    r"(?P<mods>(?:[\w.'\u2019&-]+\s+){0,4}?)(?P<role>(?i:ambassador|envoy|consul|emissary|"
    r"economist|analyst|strategist|correspondent|reporter|spokes(?:man|woman|person)|"
    r"representative|adviser|advisor|negotiator|commentator))(?P<after>.*)$")
"""A claim giving a person's role as a kind of posting or employment
(``Andrii Melnyk was the Ukrainian Ambassador``, ``Mark Wright was a Pentagon
spokesman``)."""
_POSTED_RX = re.compile(r"^\s+(?:to|at|for|of|with|in|from)\s+(?:the\s+)?[A-Z]")
"""``... to the United Nations``, ``... at Capital Economics``: the posting or employer."""
_PARTY_WORDS = frozenset(w.lower() for w in PARTY)
_BODY_NOUNS = frozenset(
    """military army navy government ministry embassy police presidency parliament
    cabinet kremlin""".split()  # noqa: SIM905
)
"""A country's body written in lower case before the role: it is the employer
(``Pakistan's military spokesperson``, ``a Chinese foreign ministry spokesman``)."""
_RANKS = frozenset(
    """senior chief deputy special top former lead principal global international
    foreign""".split()  # noqa: SIM905
)
"""Ranks before a role: no employer, and no modifier that stands for one (``the Chief
Economist``, ``a senior economist``)."""
_REGIONS = frozenset(
    """north south east west northern southern eastern western central latin u.s. us u.k.
    uk eu america american americas europe european asia asian africa african arab middle
    pacific atlantic""".split()  # noqa: SIM905
)
"""Capitalised words before a role that name a region or a country's letters, not an
employer or posting (``a North American economist``, ``the U.S. ambassador``)."""


def _unplaced_role(claim: str) -> bool:
    """A posting or employment role a capitalised nationality, region or party modifies,
    with no organisation or posting (module docstring, rule 2): ``the Ukrainian
    Ambassador`` (to the UN), ``a North American economist`` (at Capital Economics), where
    the span wrote them; ``a Pentagon spokesman``, ``an economist at the University of
    Alabama``, ``the Ukrainian Ambassador to the United Nations`` keep theirs, and a role
    with no such modifier (``was an economist``, ``a senior economist``) cut nothing."""
    text = re.sub(r"\s*\((?:as of|reported)[^)]*\)", "", claim).rstrip(" .")
    match = _ROLE_RX.match(text)
    if match is None or _POSTED_RX.match(match.group("after")):
        return False
    if match.group("after").strip():
        return False  # the role is no predicate's end: "... was an analyst who ..."
    modified = False
    for word in match.group("mods").split():
        bare = word.removesuffix("'s").removesuffix("\u2019s").rstrip("'\u2019")
        if bare in _BODY_NOUNS:
            return False  # "Pakistan's military spokesperson", "the Chinese foreign ministry"
        if not bare[:1].isupper() or bare.lower() in _RANKS:
            continue
        if (bare.lower() in _REGIONS or bare.lower() in _PARTY_WORDS
                or demonym_word(bare)):  # fmt: skip
            modified = True  # "Ukrainian", "North", "U.S.", "Republican": no organisation
            continue
        return False  # "Pentagon", "Rutgers University", "BBC", "Moody's"
    return modified  # "was an economist", "the Chief Economist": no title cut short


_SEQUENCE_RX = re.compile(r"(?<![\w'\u2019])[A-Z][\w\u00c0-\u024f.&'\u2019-]*"
                          r"(?:\s+[A-Z][\w\u00c0-\u024f.&'\u2019-]*)*")
"""Capitalised words in a row, with no joining word: one name, or a title and a name."""
_HEAD_OF_STATE_RX = re.compile(r"\b(?:President|Prime Minister|Chancellor|Pope|King|Queen)\s+$")
"""An office one person holds at a time: ``President Trump`` names him."""


def partial_name(claim: str, page: SafePage) -> bool:
    """A name the page writes longer (``Hartley`` for ``Tom Hartley``), an honorific with a
    surname (``Supt Peters``), or a byline's name."""
    for match in _HONORIFIC_RX.finditer(claim):
        if match.group("next") is None or match.group("next").strip() in _GENERIC:
            return True
    if short_name(claim_tokens(claim), claim, page.names):
        return True
    named = {w for m in RUN_RX.finditer(claim) for w in name_words(m.group())}
    if any(w in page.bylined for w in named):
        return True
    for match in _SEQUENCE_RX.finditer(claim):
        words = [w for w in name_words(match.group())
                 if w.lower() not in _GENERIC and w.lower() not in FUNCTION_WORDS
                 and w not in CALENDAR and not re.search(r"-[a-z]", w)]  # fmt: skip
        if len(words) != 1:
            continue  # "Leonardo DiCaprio": a name of two words or more is whole
        word = words[0]
        longer = [p for p in page.persons if word in p.split() and p != word]
        if longer and not any(all(w in named for w in p.split()) for p in longer) and not (
                _HEAD_OF_STATE_RX.search(claim[: match.start()] + match.group()[
                    : match.group().find(word)])):  # fmt: skip
            return True  # "Zoe's manslaughter" where the page says "Zoe Anderson"
    return _name_tail(claim, page)


_TITLE_WORDS = frozenset(HONORIFICS) | {"Sister", "Brother", "Rabbi", "Imam", "Sheikh",
                                        "Saint", "St", "Pope", "Fr", "Rev"}  # fmt: skip
"""Words opening a page's person name that are a rank or address, not a given name:
``Sister Sharon Holland`` is written whole as ``Sharon Holland``."""


def _name_tail(claim: str, page: SafePage) -> bool:
    """A name of two words or more that is only the last words of a person the page names
    longer, the person's given name left out: ``Abu Amer`` where the page says ``Sadeq Abu
    Amer`` (``short_name`` reads ``Abu`` as the given name, so it let it by). Not when the
    words left out are a rank or address (``Sister Sharon Holland``)."""
    for match in _SEQUENCE_RX.finditer(claim):
        words = [w for w in name_words(match.group())
                 if w.lower() not in _GENERIC and w.lower() not in FUNCTION_WORDS
                 and w not in CALENDAR]  # fmt: skip
        if len(words) < 2:
            continue
        for person in page.persons:
            parts = person.split()
            given = parts[: len(parts) - len(words)]
            if (len(parts) > len(words) and parts[len(given):] == words and given
                    and not any(w in _TITLE_WORDS for w in given)
                    and person not in claim):  # fmt: skip
                return True
    return False


def _subject(claim: str) -> list[str]:
    tokens = claim_tokens(claim)
    start, end = subject_end(tokens)
    return tokens[start:end]


_MEMBER_HEADS = frozenset(
    """stock stocks share shares player players member members lawmaker lawmakers
    legislator official officials executive executives employee employees staffer worker
    workers country countries nation nations state states team teams club clubs side
    striker candidate candidates company companies firm firms bank banks carrier airline
    airlines brand brands outlet outlets affiliate subsidiary school schools
    hospital hospitals unit units""".split()  # noqa: SIM905
)
"""Nouns for one member of a group a name before them names (``the DJIA stock``: one of
the Dow's thirty; ``the NBA team``, ``the EU country``)."""
_ACRONYM_RX = re.compile(r"[A-Z][A-Z0-9.&]*[A-Z0-9.]")
"""An acronym naming the group (``DJIA``, ``NBA``, ``FTSE``, ``EU``, ``U.S.``)."""
_GROUP_NAMES = frozenset(
    " ".join(name.split())
    for name in """Dow, Dow Jones, Nasdaq, Fortune, Russell, Nikkei, Hang Seng, Stoxx, Euro
    Stoxx, Footsie, Premier League, Championship, Bundesliga, La Liga, Ligue, Eredivisie,
    Big Ten, Big East, Big Twelve, Ivy League, Pac, Champions League, Europa League,
    Football League, Super League, Major League, Major League Baseball, Major League Soccer,
    National League, American League, Premiership, Six Nations, Formula One, Commonwealth,
    Eurozone""".split(",")  # noqa: SIM905
)
"""Indexes and leagues that name a group of many (``the Dow stock``, ``the Premier League
club``, ``the Ivy League school``; ``FTSE 100`` is an acronym): ``The Boston
Celtics team``, ``The New York Times company`` are no such group but the thing itself."""


def _member_of_name(subject: list[str]) -> bool:
    """``the <Name> <member noun>`` where the name is an acronym, an index or a league: a
    description, not the name; the name only says which group the thing is one of (``The
    DJIA stock missed its 52-week high`` is Cisco, and the page's earlier ``The DJIA stock``
    Home Depot). ``the Bank of Canada``, ``the Ann
    Arbor police``, ``the Trump administration`` name their one thing."""
    words = [w for w in subject if w[:1].isalpha()]
    if len(words) < 3 or words[0] not in ("The", "the"):
        return False
    head = words[-1]
    middle = words[1:-1]
    if head not in _MEMBER_HEADS or not all(w[:1].isupper() for w in middle):
        return False
    if any(w.lower() in FUNCTION_WORDS for w in middle):
        return False
    return (all(_ACRONYM_RX.fullmatch(w) for w in middle)
            or " ".join(middle) in _GROUP_NAMES)


def unnamed_subject(claim: str, page: SafePage) -> bool:
    """The subject carries no name: only common nouns (``The company``, ``Officials``) or an
    unnamed person or group whatever its modifiers (``A 32-year-old Miami man``)."""
    subject = _subject(claim)
    if not subject:
        return True
    named = []
    for index, word in enumerate(subject):
        bare = word.removesuffix("'s").removesuffix("\u2019s")
        if not bare[:1].isupper() or bare in ("Qq",):
            continue
        if bare.lower() in FUNCTION_WORDS or bare in CALENDAR or bare.lower() in _GENERIC:
            continue
        if index == 0 and english(bare) and not page.names.proper(bare, initial=True):
            continue  # "Officials said": a common noun opening the claim
        named.append(bare)
    if not named:
        return not any(n in claim for n in _WHOLE_NAMES)  # "The Federal Reserve raised"
    if _member_of_name(subject):
        return True
    words = [w for w in subject if w[:1].isalpha()]
    cut = next((i for i, w in enumerate(words)
                if w.lower() in ("of", "who", "which", "that", "in", "from", "at")),
               len(words))  # fmt: skip
    head = words[cut - 1] if cut else ""
    return (head in _UNNAMED_PEOPLE  # lower case: "Family Dollar" is a name
            and not any(p in " ".join(subject) for p in page.persons))
