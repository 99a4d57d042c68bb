"""Kin a person's page names: their father, mother and spouse (2WikiMultiHopQA's
``father``, ``mother`` and ``spouse`` relations, the bridges of *Who was born first, the
father of X or Y?*).

- ``Charles the Child was the second son of Charles the Bald and his wife Ermentrude`` ->
  father Charles the Bald, mother Ermentrude (the parent's sex is read from the claim
  itself: ``and his wife``, ``by his first wife``, ``and her husband``, or a parent's
  title of one sex, ``King``, ``Duchess``);
- ``Sally Grosvenor was the wife of Gerald Grosvenor``, ``Anne Gust Brown is married to
  Jerry Brown``, ``Marcos Siega married Lisa Goldsmith in 2001`` -> spouse;
- ``Louis Armand's mother was Anne Marie Martinozzi`` -> mother.

Only the page's own person (the claim's subject is the page title's entity), only a kin
named by a name of two or more words, and only one: a parent whose sex the claim does not
say (``the son of Leofric``) gives no fact, nor does a numbered marriage (``his second
wife``: one spouse of several), nor a child (a parent has as many as they have).
"""

from __future__ import annotations

import re

from shared.facts.names import leading_subject
from shared.facts.offices import OFFICE_NOUNS
from shared.text.ordinals import ordinal_alternation

__all__ = ["KIN_RELATIONS", "kin_of"]

KIN_RELATIONS = ("father", "mother", "spouse")
"""The relations this module reads (entity values, each of the page's person)."""

_MALE_TITLES = frozenset(
    ("King", "Prince", "Duke", "Count", "Earl", "Lord", "Sir", "Emperor", "Baron", "Margrave",
     "Landgrave", "Viscount", "Marquess", "Archduke", "Elector", "Tsar", "Sultan", "Pharaoh",
     "Mr."))  # fmt: skip
_FEMALE_TITLES = frozenset(
    ("Queen", "Princess", "Duchess", "Countess", "Lady", "Dame", "Empress", "Baroness",
     "Margravine", "Landgravine", "Viscountess", "Marchioness", "Archduchess", "Electress",
     "Tsarina", "Mrs."))  # fmt: skip
_TITLES = _MALE_TITLES | _FEMALE_TITLES
"""Titles of one sex (a closed class): the parent ``King Abdullah I`` is a father."""

_ORDINALS = (rf"(?:eldest|oldest|youngest|only|{ordinal_alternation(10)}|"
             r"elder|younger|surviving|illegitimate|natural|legitimate|"
             r"first-born|\d+(?:st|nd|rd|th))")  # fmt: skip
_CHILD = re.compile(
    rf"\s*(?:is|was)\s+(?:(?:an?|the)\s+[^,]{{1,60}},\s+)?(?:the\s+|a\s+|an\s+)?"
    rf"(?:{_ORDINALS}[\s,()]+(?:\(?but\s+)?)*(?:son|daughter|child)\s+of\s+(?:the\s+)?"
)
"""``was the second son of``, also after a description (``was an English noblewoman, the
daughter of``)."""
_SPOUSE = re.compile(
    r"\s*(?:(?:is|was)\s+(?:the\s+)?(?:wife|husband|widow|widower|consort)\s+of"
    r"|(?:is|was)\s+married\s+to|married)\s+(?:the\s+)?(?:[a-z-]+\s+){0,3}(?=[A-Z])"
)
_PARENT_IS = re.compile(r"(?:'s|’s)\s+(?P<kin>father|mother)\s+(?:was|is)\s+")
_NUMBERED = re.compile(rf"\b(?:{ordinal_alternation(4)}|1st|2nd|3rd|4th|later|former|"
                       r"previous|next|new)\s+(?:wife|husband|marriage)\b|\bremarried\b|"
                       r"\bdivorced?\b",
                       re.I)  # fmt: skip


def _name(text: str, at: int) -> tuple[str, int] | None:
    """The name starting at ``at`` and where it ends: two words at least, or one with its
    title after a comma (``August, Duke of Saxe-Weissenfels``); a leading office title
    (``Governor Jerry Brown``) is not part of the name."""
    lead = leading_subject(text[at:], allow_and=False)
    if lead is None:
        return None
    name, end = lead[0], at + lead[1]
    titled = re.match(r",\s*(?:\d{1,2}(?:st|nd|rd|th)\s+)?(?P<title>[A-Z][a-z]+)\s+of\s+",
                      text[end:])  # fmt: skip
    if titled is not None and titled.group("title") in _TITLES:
        place = leading_subject(text[end + titled.end() :], allow_and=False)
        if place is not None and re.match(r"\s+and\s+[A-Z]", text[end + titled.end() + place[1] :]):
            return None  # "Ferdinand, King of Naples and Sicily, and ...": where does it end?
        if place is not None:
            name = text[at : end + titled.end() + place[1]]
            end = end + titled.end() + place[1]
    if re.match(r"\s+(?:for\s|[a-z]+\s*,|(?!and\s|or\s)[a-z]{1,3}\s+(?:[a-z]{1,3}\s+)?[A-Z])",
                text[end:]):  # fmt: skip
        return None  # "National Artist for ...", "Nobel Prize laureate, ...", "Cerda y de Lara"
    words = name.split()
    if len(words) > 2 and words[0] in _TITLES and words[1] == "of":
        return None  # "married the Earl of Essex": a title, not the person's name
    if words and words[-1] in _NOT_NAME:
        return None  # "Madhavrao Peshwa I. Her father's ...": a sentence went on
    offices = [i for i, w in enumerate(words[:-2]) if w in OFFICE_NOUNS and w not in _TITLES]
    if offices:  # "British Prime Minister Harold Macmillan", "Governor Jerry Brown"
        words = words[offices[-1] + 1 :]
        name = " ".join(words)
        if words[0] == "of":
            return None  # "Prime Minister of Luxembourg, Xavier Bettel": the office only
    if len(name.split()) < 2:
        return None
    return name, end


def _sex(name: str, rest: str) -> str:
    """``father`` or ``mother`` for a parent named ``name``, followed in the claim by
    ``rest``; ``""`` when neither the name's title nor the claim says it."""
    rest = re.sub(r"^,[^,]{1,60},", "", rest)  # "Jan I the Scholastic, Duke of X, by his wife"
    if re.match(r"[\s,]*(?:and|by)\s+(?:his\s+)(?:[\w-]+\s+){0,2}(?:wife|consort)\b", rest):
        return "father"
    if re.match(r"[\s,]*(?:and|by)\s+(?:her\s+)(?:[\w-]+\s+){0,2}husband\b", rest):
        return "mother"
    titles = {name.split()[0],
              *re.findall(r",\s*(?:\d{1,2}(?:st|nd|rd|th)\s+)?([A-Z][a-z]+)\s+of\b", name)}
    if titles & _MALE_TITLES and not titles & _FEMALE_TITLES:
        return "father"
    if titles & _FEMALE_TITLES and not titles & _MALE_TITLES:
        return "mother"
    return ""


def _mother_after(rest: str) -> str | None:
    """The mother named in ``and his wife, Ermentrude of Orléans`` after a father's name."""
    rest = re.sub(r"^,[^,]{1,60},", "", rest)
    m = re.match(r"[\s,]*(?:and|by)\s+his\s+(?:[\w-]+\s+){0,2}?wife,?\s+", rest)
    if m is None or re.match(r"(?:[\w-]+\s+){0,2}?(?:first|second|third|unknown)\b",
                             rest[m.start():].split("his", 1)[-1].strip()):  # fmt: skip
        return None
    found = _name(rest, m.end())
    return found[0] if found is not None else None


_NOT_NAME = frozenset(("He", "She", "It", "They", "His", "Her", "Its", "Their", "The", "A", "An",
                       "This", "That"))  # fmt: skip
"""Capitalised words no name ends with."""

_REGNAL = frozenset(("King", "Queen", "Emperor", "Empress", "Sultan", "Tsar", "Tsarina",
                     "Pharaoh", "Sir"))
"""Titles an encyclopedia's page name leaves out (``King Abdullah I of Jordan`` is the page
``Abdullah I of Jordan``); ``Prince Harald of Denmark`` keeps his."""


def _as_page(name: str) -> str:
    """The kin's name as their own page names them: without a regnal title before two words
    or more, and without a title the name repeats after its comma (``Duke Barnim VI, Duke
    of Pomerania`` -> ``Barnim VI, Duke of Pomerania``)."""
    words = name.split()
    if len(words) > 2 and (words[0] in _REGNAL or re.search(rf",\s*{words[0]}\s+of\b", name)):
        return " ".join(words[1:])
    return name


def kin_of(text: str, after: int) -> list[tuple[str, str]]:
    """(relation, name) of each kin the claim names of its subject (ending at ``after``);
    a kin whose name the subject's holds (``Sir William Geary, 3rd Baronet`` the son of
    ``Sir William Geary, 2nd Baronet``) is left out: their pages are easily confused."""
    subject = text[:after].split(",")[0].strip().lower()

    def inside(a: str, b: str) -> bool:
        return re.search(rf"(?<!\w){re.escape(a)}(?!\w)", b) is not None

    return [(r, n) for r, n in _kin(text, after)
            if not (inside(n.split(",")[0].lower(), subject) or inside(subject, n.lower()))]


def _kin(text: str, after: int) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if text.count("(") != text.count(")"):
        return out  # "married Urania Fellowes (d on 1 March 1740.": a cut claim
    child = _CHILD.match(text, after)
    if child is not None:
        found = _name(text, child.end())
        if found is not None:
            parent, end = found
            rest = text[end:]
            sex = _sex(parent, rest)
            if sex:
                out.append((sex, _as_page(parent)))
            if sex == "father":
                mother = _mother_after(rest)
                if mother is not None:
                    out.append(("mother", _as_page(mother)))
        return out
    spouse = _SPOUSE.match(text, after)
    if spouse is not None and not _NUMBERED.search(text):
        found = _name(text, spouse.end())
        if found is not None and not re.match(r"\s*(?:and|&)\s+[A-Z]", text[found[1] :]):
            out.append(("spouse", _as_page(found[0])))
        return out
    parent_is = _PARENT_IS.match(text, after)
    if parent_is is not None:
        found = _name(text, parent_is.end())
        if found is not None:
            out.append((parent_is.group("kin"), _as_page(found[0])))
    return out
