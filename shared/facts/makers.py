"""Who made a work, read from one claim: ``directed by``, ``written by``, ``founded by``,
``produced by``, ``performed by``, ``hosted by`` …, also several roles before one ``by``
(``directed and produced by Luciano Saber``: the director and the producer). One maker
only: a shared role (``co-written by``, ``executive produced by``) or a second name gives no
fact. And a work's single maker after ``by`` (``a novel by Jennifer Fallon``, ``a comic
opera in one act by Giacomo Puccini``, ``a board game by Reiner Knizia``).
"""

from __future__ import annotations

import re

from shared.facts.names import leading_subject
from shared.facts.relations import DEMONYMS, PERSON_NOUNS
from shared.text.ordinals import ordinal_alternation

__all__ = ["PAGE_MAKERS", "maker_of", "makers_of", "one_of_several", "work_by"]

_PARTICIPLES = {
    "directed": "director", "written": "author", "created": "creator", "founded": "founder",
    "composed": "composer", "developed": "developer", "designed": "designer",
    "portrayed": "portrayer", "produced": "producer", "performed": "performer",
    "recorded": "performer", "hosted": "host",
}  # fmt: skip
"""The maker a participle before ``by`` names (``directed by``: the director)."""

PAGE_MAKERS = frozenset(("producer", "host", "performer"))
"""Makers read only of the page's own subject: a claim about another thing (``A Filipino
version, hosted by Chris Tiu, ...``) names its host, not the page's."""

_PART = r"(?:co-?)?(?:executive\s+)?(?:" + "|".join(_PARTICIPLES) + r")"
_CUE = re.compile(
    rf"(?<![\w-])(?P<list>{_PART}(?:\s*,\s*{_PART})*(?:,?\s+and\s+{_PART})?)"
    r"(?:\s+in\s+\d{4})?\s+by\s+"
)
"""Participles joined before one ``by`` (``directed and produced by``, ``written, directed and
produced by``, ``founded in 1777 by``): the name after ``by`` holds every role named."""

_ENGINEER = re.compile(r"(?<![\w-])under\s+chief\s+engineer\s+")


_WORK_BY = re.compile(
    r"\b(novel|novels|book|play|poem|album|song|single|sonata|symphony|concerto|opera|"
    r"board game|card game)"
    r"\s+(?:\([^()]*\)\s+)?(?:(?:in|of)\s+(?:[\w-]+\s+){1,3}?)?by\s+(?:the\s+)?"
    r"(?:(?P<demonym>[A-Z][a-z]+)\s+)?(?P<role>(?:[a-z][\w–-]*\s+){0,3})"
)
_WORK_MAKER = {"novel": "author", "novels": "author", "book": "author", "play": "author",
               "poem": "author", "album": "performer", "song": "performer",
               "single": "performer", "sonata": "composer", "symphony": "composer",
               "concerto": "composer", "opera": "composer", "board game": "designer",
               "card game": "designer"}  # fmt: skip
_MAKER_ROLES = {"artist", "band", "group", "duo", "rapper", "singer", "songwriter",
                "singer-songwriter", "musician", "composer", "writer", "author", "novelist",
                "poet", "playwright"}  # fmt: skip


_SOURCE_WORK = re.compile(
    r"\b(?:based\s+on|adapted\s+from|adaptation\s+of|inspired\s+by|version\s+of|"
    r"remake\s+of|sequel\s+to)\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+)?"
    r"(?:[\w'’-]+\s+){0,3}$",
    re.I,
)
"""The words before a source work (``based on a book``): whoever made that work did not make
the claim's subject (a film based on a book is not written by the book's author)."""


_ROLE_AFTER_PLACE = re.compile(r"\s+((?:[a-z][\w–-]*\s+){1,3})(?:the\s+)?(?=[A-Z])")
"""Lower-case words ending in a maker's role between a capitalised name and another
(``Hong Kong`` + `` cantopop duo `` + ``Twins``): the first name is a place or a modifier."""


def _maker_role(word: str) -> bool:
    word = word.replace("–", "-")  # "singer–songwriter", as Wikipedia writes it
    return word in _MAKER_ROLES or word.rstrip("s") in PERSON_NOUNS


_OWN_ORDINAL = re.compile(
    rf"\s*and\s+(?:his|her|their|its)\s+(?:{ordinal_alternation(10)}|"
    r"\d{1,2}(?:st|nd|rd|th)|last|final)"
    r"(?:\s+(?:studio\s+)?(?:album|record|release|single|novel|book))?"
    r"(?:\s+(?:with|for|on|under|since|as)\b|\s*[,.;])"
)
"""``by Bob Seger and his fourth with the Silver Bullet Band``: an ordinal after ``and his``
counts the maker's own works; no second maker is named."""


def work_by(text: str) -> tuple[str, str] | None:
    """``an album by American pop singer Andy Williams`` -> (performer, Andy Williams);
    ``a novel by Jennifer Fallon`` -> (author, ...): a work's single maker after ``by``; a
    source work's (``based on a book by``) gives none."""
    m = _WORK_BY.search(text)
    if m is None or _WORK_MAKER[m.group(1)] in _shared_roles(text):
        return None
    if _SOURCE_WORK.search(text[: m.start()]):
        return None  # "a documentary film based on a book by Richard Bach": the book's maker
    role = m.group("role").split()
    demonym = m.group("demonym")
    if demonym is not None and demonym not in DEMONYMS:
        # not a nationality: the name starts right after "by"
        if role:
            return None
        start = m.start("demonym")
    else:
        if role and not _maker_role(role[-1]):
            return None
        if demonym is not None and not role:
            return None  # "by American" and a name: a demonym with no role reads oddly
        start = m.end()
    lead = leading_subject(text[start:], allow_and=False)
    if lead is None:
        return None
    rest = text[start + lead[1] :]
    placed = _ROLE_AFTER_PLACE.match(rest)
    if placed is not None and _maker_role(placed.group(1).split()[-1]):
        # "a duo from Hong Kong": "by Hong Kong cantopop duo Twins" names a place, then the
        # maker's role, then the maker
        start += lead[1] + placed.end()
        lead = leading_subject(text[start:], allow_and=False)
        if lead is None:
            return None
        rest = text[start + lead[1] :]
    if len(lead[0].split()) < 2:
        return None
    if _OWN_ORDINAL.match(rest) is None and re.match(
        r"\s*(?:and|&|,\s*[A-Z]|with\b|featuring\b|feat\.)", rest
    ):
        return None  # several makers: none is "the" performer
    return _WORK_MAKER[m.group(1)], lead[0]



_SHARED_ROLE = re.compile(
    r"\bco-?(?P<co>writ|direct|found|creat|compos|develop|design|author|produc|host|perform)\w*|"
    r"\bone of (?:the|its|his|her|their) (?:\w+ ){0,2}(?P<one>(?:screen)?writ|direct|found|creat|"
    r"compos|develop|design|author|produc|host|perform)\w*s\b",
    re.I,
)
"""A shared role (``co-written by``, ``co-founded``, ``one of the writers``): the claim
names one maker of several, so no "the writer of X" fact comes from it."""

_ROLE_STEM = {"writ": "author", "screenwrit": "author", "author": "author",
              "direct": "director", "found": "founder", "creat": "creator",
              "compos": "composer", "develop": "developer", "design": "designer",
              "produc": "producer", "host": "host", "perform": "performer"}  # fmt: skip


def _shared_roles(text: str) -> set[str]:
    """The maker relations a claim gives as shared (``directed and co-written by X``: the
    writing is shared, the directing is not)."""
    return {_ROLE_STEM[(m.group("co") or m.group("one")).lower()]
            for m in _SHARED_ROLE.finditer(text)}  # fmt: skip


_DESCRIBED = re.compile(r"(?:the\s+)?(?:(?P<demonym>[A-Z][a-z]+)\s+)?"
                        r"(?P<role>(?:[a-z][\w-]*\s+){1,3})(?=[A-Z])")  # fmt: skip
"""A maker described before the name (``by Canadian actor Paul Gross``, ``by the American
filmmaker John Smith``)."""


def _is_role(role: str, demonym: str | None) -> bool:
    """Whether the words before a maker's name describe a person: the last one names an
    occupation, every one is lower case, and a capitalised word before them is a nationality."""
    words = role.split()
    if demonym is not None and demonym not in DEMONYMS:
        return False
    if any(w in ("and", "or", "of", "with") for w in words):
        return False  # "historian and political journalist": two roles, left alone
    return words[-1] in _MAKER_ROLES or words[-1].rstrip("s") in PERSON_NOUNS


def _roles(listed: str, shared: set[str]) -> list[str]:
    """The maker relations a list of participles names, each once, in order; a shared
    (``co-written``) or executive (``executive produced``) role names none."""
    out: list[str] = []
    for word in re.findall(r"(?:co-?)?(?:executive\s+)?[a-z]+", listed):
        relation = _PARTICIPLES.get(word)
        if relation is None or relation in shared or relation in out:
            continue  # "co-written", "executive produced", "and"
        out.append(relation)
    return out


def makers_of(text: str) -> list[tuple[str, str]]:
    """(relation, name) of each sole maker the claim names after ``by``: ``directed and
    produced by Luciano Saber`` gives the director and the producer. A name followed by a
    second agent (``and B``, ``with B``) or a role shared (``co-written by``) gives none."""
    shared = _shared_roles(text)
    cues = [(m, _roles(m.group("list"), shared)) for m in _CUE.finditer(text)]
    cues += [(m, ["chief_engineer"]) for m in _ENGINEER.finditer(text)]
    out: list[tuple[str, str]] = []
    for m, relations in sorted(cues, key=lambda c: c[0].start()):
        if not relations:
            continue
        start = m.end()
        described = _DESCRIBED.match(text, start)
        if described is not None and _is_role(described.group("role"), described.group("demonym")):
            start = described.end()  # "portrayed by Canadian actor Paul Gross"
        lead = leading_subject(text[start:], allow_and=False)
        if lead is None or len(lead[0].split()) < 2:
            continue
        name = lead[0]
        rest = text[start + lead[1] :]
        if re.match(r"\s*(?:(?:and|&|,)\s+[A-Z]|(?:,\s*)?(?:(?:along |together )?with\s+[A-Z]|"
                    r"among others\b|in collaboration\b))", rest):
            continue  # two makers ("and B", "with B"): neither is "the" director
        out.extend((r, name) for r in relations if all(o[0] != r for o in out))
    return out


def maker_of(text: str) -> tuple[str, str] | None:
    """The first sole maker ``makers_of`` reads, or ``None``."""
    found = makers_of(text)
    return found[0] if found else None


_CO_AGENT = re.compile(r"\s*(?:(?:and|&)\s+(?:(?:his|her|their)\s+\w+,?\s+)?[A-Z]"
                       r"|,\s*[A-Z][^,.;]{0,40}?,?\s+(?:and|&)\s+[A-Z]"
                       r"|(?:,\s*)?(?:along\s+|together\s+)?with\s+"
                       r"(?:the\s+[a-z]+\s+of\s+)?[A-Z])")  # fmt: skip
"""A second agent right after a maker's name: ``by Virginia Woolf and her husband, Leonard
Woolf``, ``by A & B``, ``by A, B``, ``by A with B``, ``by A, with the addition of B``."""


def one_of_several(span: str, name: str) -> bool:
    """Whether the span names ``name`` beside a co-agent of the same verb, so that a claim
    cut before the ``and`` would make one of several makers the only one."""
    return any(_CO_AGENT.match(span, m.end()) for m in re.finditer(re.escape(name), span))
