"""Who made a work, read from one claim: ``directed by``, ``written by``, ``founded by`` …
(one maker only: a shared role such as ``co-written by`` or a second name gives no fact),
and a work's single maker after ``by`` (``a novel by Jennifer Fallon``).
"""

from __future__ import annotations

import re

from shared.facts.names import leading_subject
from shared.facts.relations import DEMONYMS, PERSON_NOUNS

__all__ = ["maker_of", "one_of_several", "work_by"]

_MAKERS = {
    "directed by": "director", "written by": "author", "created by": "creator",
    "founded by": "founder", "composed by": "composer", "developed by": "developer",
    "designed by": "designer", "under chief engineer": "chief_engineer",
    "portrayed by": "portrayer",
}  # fmt: skip


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


_SOURCE_WORK = re.compile(
    r"\b(?:based\s+on|adapted\s+from|adaptation\s+of|inspired\s+by|version\s+of|"
    r"remake\s+of|sequel\s+to)\s+(?:an?\s+|the\s+|his\s+|her\s+|their\s+)?"
    r"(?:[\w'’-]+\s+){0,3}$",
    re.I,
)
"""The words before a source work (``based on a book``): whoever made that work did not make
the claim's subject (a film based on a book is not written by the book's author)."""


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


def maker_of(text: str) -> tuple[str, str] | None:
    shared = _shared_roles(text)
    for phrase, relation in _MAKERS.items():
        if relation in shared:
            continue  # "co-written by Y": Y is one of the writers, not "the writer"
        # "founded in 1777 by William Bass" names the founder as "founded by" does
        cue = r"founded(?:\s+in\s+\d{4})?\s+by" if phrase == "founded by" else phrase
        m = re.search(rf"(?<![\w-]){cue}\s+", text)
        if not m:
            continue
        described = _DESCRIBED.match(text, m.end())
        if described is not None and _is_role(described.group("role"), described.group("demonym")):
            m = described  # "portrayed by Canadian actor Paul Gross": the name follows the role
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


_CO_AGENT = re.compile(r"\s*(?:(?:and|&)\s+(?:(?:his|her|their)\s+\w+,?\s+)?[A-Z]"
                       r"|,\s*[A-Z][^,.;]{0,40}?,?\s+(?:and|&)\s+[A-Z]"
                       r"|(?:,\s*)?(?:along\s+|together\s+)?with\s+[A-Z])")  # fmt: skip
"""A second agent right after a maker's name: ``by Virginia Woolf and her husband, Leonard
Woolf``, ``by A & B``, ``by A, B``, ``by A with B``."""


def one_of_several(span: str, name: str) -> bool:
    """Whether the span names ``name`` beside a co-agent of the same verb, so that a claim
    cut before the ``and`` would make one of several makers the only one."""
    return any(_CO_AGENT.match(span, m.end()) for m in re.finditer(re.escape(name), span))
