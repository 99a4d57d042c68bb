"""Names in claims: the page title's entity, a claim's leading proper name, and the subject
a claim is about (the title when the claim opens with it or a part of it, else its own
leading proper name; ``None`` for a pronoun, a bare description or a fragment).
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from functools import lru_cache

from shared.facts.familiar import familiar_name
from shared.facts.relations import role_of
from shared.text.dates import MONTH_NAME, find_dates

__all__ = [
    "claim_subject",
    "described_role",
    "is_name",
    "leading_subject",
    "matches_title",
    "name_continuation",
    "role_disambiguator",
    "title_disambiguator",
    "title_entity",
]

_PAREN = re.compile(r"\s*\(([^()]*)\)\s*$")
_NAME_WORD = re.compile(r"^(?:[A-Z0-9][\w'’.&!?:–-]*|of|the|and|de|da|del|van|von|la|le|du|der|&|"
                        r"y|di|dei|dos|das|do|bin|binti|bint|ibn|ap|ferch)$")
_NAME_TAIL = re.compile(r"[\w'’.&!?:–-]*")


def _name_word(word: str) -> bool:
    """A word a name may hold: ``_NAME_WORD``'s, or one opened by any capital letter
    (``Øen``, ``Ǻsa``, ``Łukasz``, ``Éric``: a Nordic, Polish or French name is no less a
    name than an English one)."""
    return bool(_NAME_WORD.match(word)) or (
        word[:1].isupper() and _NAME_TAIL.fullmatch(word, 1) is not None
    )


_NICKNAME = re.compile(r'^["“]([A-Z][\w.\'’-]*)["”]$')
_CONNECT = {"of", "the", "and", "de", "da", "del", "van", "von", "la", "le", "du", "der", "&",
            "y", "di", "dei", "dos", "das", "do", "bin", "binti", "bint", "ibn", "ap", "ferch"}
_PATRONYMIC = {"bin", "binti", "bint", "ibn", "ap", "ferch"}
"""``Zaiful Nizam bin Abdullah``: a name whose words must keep the page title's order (``Abdullah
bin Zaiful Nizam`` is his father)."""
_HONORIFICS = {"sister", "brother", "dr.", "dr", "tun", "sir", "dame", "captain", "major",
               "major-general", "lieutenant", "colonel", "general", "admiral", "donna", "don",
               "father", "reverend", "rev.", "professor", "prof.", "mr.", "mrs.", "ms.", "mr",
               "mrs", "ms"}
"""Words before a name that are no part of it (``Sister Dr. Mona Tyndall``)."""
_ABBREVIATIONS = {"inc.", "jr.", "sr.", "co.", "ltd.", "corp.", "st.", "bros.", "dr.", "mr.",
                  "mrs.", "ms.", "prof.", "rev."}
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
                  "state", "president", "minister", "court", "police", "army", "ep", "single",
                  "documentary", "sequel", "duo", "trio", "label", "character"}  # fmt: skip


@lru_cache(maxsize=16384)
def title_entity(title: str) -> str:
    """A title without its disambiguating parenthetical: ``The Prestige (film)`` -> ``The
    Prestige`` (remembered: every claim of a page and every check of an item asks it again)."""
    return _PAREN.sub("", html.unescape(title)).strip()  # "Itchy &amp; Scratchy" in dumps


def title_disambiguator(title: str) -> str:
    """A title's disambiguating parenthetical, ``""`` when it has none: ``Charley's Aunt
    (1963 film)`` -> ``1963 film``."""
    found = _PAREN.search(title)
    return found.group(1).strip() if found else ""


def is_name(words: Sequence[str]) -> bool:
    if not words or not words[0][:1].isupper() or not words[-1][:1].isalnum():
        return False
    if not (words[-1][:1].isupper() or words[-1][:1].isdigit()):
        return False
    if words[0].lower() in _STOP_START:
        return False
    if words[0] == "The" and (len(words) < 2 or words[1].lower() in _GENERIC_HEADS):
        return False
    return all(_name_word(w) for w in words)


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
        if not _name_word(bare) or (bare == "and" and not allow_and):
            break
        taken.append(bare)
        end = m.start() + len(bare)
        if bare != word:
            break
    while taken and taken[-1].lower() in _CONNECT:
        taken.pop()
        end = text.rfind(" ", 0, end)
    if not is_name(taken):
        return None
    return " ".join(taken), end


def matches_title(name: str, title: str) -> bool:
    """``Nolan`` or ``Christopher Edward Nolan`` names ``Christopher Nolan``; ``Prestige``
    names ``The Prestige``. A headline (``Lion Air Flight 610 crashes into the Java Sea``)
    is no name and matches nothing."""
    if any(w[:1].islower() and w not in _CONNECT for w in title.split()):
        return False
    name = name.replace("- ", "-")  # "Holstein- Gottorp": a dump's spacing, not two words
    name = re.sub(r"\b([A-Z])\.(?=[A-Z])", r"\1. ", name)  # "J.B." is "J. B."
    if _matches(name, title):
        return True
    words = name.split()
    while len(words) > 2 and words[0].lower() in _HONORIFICS:
        words = words[1:]  # "Sister Dr. Mona Tyndall", "Major-General Charles ..."
    return len(words) < len(name.split()) and _matches(" ".join(words), title)


def _matches(name: str, title: str) -> bool:
    a = {w.strip(",;:").lower() for w in name.split() if w.lower() not in _CONNECT}
    b = {w.strip(",;:").lower() for w in title.split() if w.lower() not in _CONNECT}
    if len(a) == 1 and len(b) > 2:
        return False  # "Love" is not "Love, Honor and Oh-Baby!": one word of a long title
    if _PATRONYMIC & {w.lower() for w in name.split()} and not _in_order(name, title):
        return False  # "Abdullah bin Zaiful Nizam" is the father of "Zaiful Nizam Abdullah"
    if bool(a) and bool(b) and (a <= b or b <= a):
        return True
    # "Jeffrey Preston Bezos" is "Jeff Bezos": same surname, the title's given name a prefix;
    # "James George Hamilton" is "James Hamilton, 6th Duke of Hamilton" (the title's head)
    n, t = name.split(), title.split(",")[0].split()
    if len(n) >= 2 and len(t) == 2 and n[-1] == t[-1] and n[0].startswith(t[0]):
        return True
    return _initialled(n, title.split())


def _in_order(name: str, title: str) -> bool:
    """Whether the title's words stand in the name in the title's order."""
    words = iter(w.lower() for w in name.split())
    return all(any(w == t for w in words) for t in (x.lower() for x in title.split()
                                                    if x.lower() not in _CONNECT))


_INITIAL = re.compile(r"[A-Z]\.")


def _initialled(n: list[str], t: list[str]) -> bool:
    """``Gregory Bestor "Greg" Craig`` and ``Steve Smith`` name the pages ``Gregory B.
    Craig`` and ``Steven D. Smith``: same surname, the same given name (or one of four
    letters or more the other starts with), and only initials between them in the title,
    each the initial of a middle name of the claim when it has middle names."""
    if len(n) < 2 or len(t) < 3 or n[-1] != t[-1]:
        return False
    middle = t[1:-1]
    if not all(_INITIAL.fullmatch(w) for w in middle):
        return False
    between = [w for w in n[1:-1] if w[:1].isupper()  # a nickname of the given name aside
               and not (w.startswith(n[0][:3]) and (n[0].startswith(w) or w.startswith(n[0])))]
    if between and not all(any(w.startswith(m[0]) for w in between) for m in middle):
        return False
    a, b = n[0], t[0]
    return a == b or (min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)))


_MONTH_DAY = rf"{MONTH_NAME}\s+\d{{1,2}},\s+"
_OPENING_DATE = re.compile(
    rf"^(?:(?:On|In)\s+(?:[^,]{{1,36}}\s)?(?:{_MONTH_DAY})?\d{{4}}"
    rf"|From\s+(?:[^,]{{1,36}}\s)?(?:{_MONTH_DAY})?\d{{4}}\s+(?:to|until|till|through)\s+"
    rf"(?:[^,]{{1,36}}\s)?(?:{_MONTH_DAY})?\d{{4}}),\s+(?:the\s+)?"
)
"""A date or a closed range before the subject: ``In 1988, ``, ``On July 3, 2005, ``, ``From
1969 to 1985, ``."""
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
    head = claim[start : start + len(title)]
    if head != title and not (head.casefold() == title.casefold() and head[:1] == title[:1]):
        return None  # "La bohème is ..." on "La Bohème", "Vietnamese prodigy" on "... Prodigy"
    end = start + len(title)
    if quote:
        if claim[end : end + 1] not in ("\"", "”"):
            return None
        end += 1
    nxt = claim[end : end + 1]
    if nxt == ":":  # "Look Homeward, Angel: A Story of the Buried Life is a 1929 novel"
        subtitle = _SUBTITLE.match(claim, end)
        words = subtitle.group().split() if subtitle is not None else ["lower"]
        if subtitle is None or any(w[:1].islower() and len(w) > 3 for w in words):
            return None  # "Update: The bridge was closed": a sentence, no title-case subtitle
        return subtitle.end()
    return end if nxt in ("", " ", ",", "(") else None


_SUBTITLE = re.compile(r":\s+[A-Z0-9\"“'‘][^.;:()]{0,90}?,?(?=\s+(?:is|was|are|were)\s)")
"""A subtitle after the page's title, up to the copula (``: Reversing Our Tragic Neglect of
the Holy Spirit, is a 2009 Christian book``): the title names the work, the subtitle is
part of the title, never a subject of its own."""

_STYLED = re.compile(r"(?:Lord|Lady|Sir|Dame|Mr|Mrs|Ms|Miss|Dr|King|Queen|Prince|Princess|"
                     r"Count|Countess|Earl|Duke|Duchess|Baron|Baroness|Emperor|Empress)\.?"
                     r"\s+[A-Z][\w'’-]*")
"""A style and one name (``Lord Lloyd``, ``Lady Carlisle``): a title many people held."""


_QUALIFIER = re.compile(r"^The\s+(?:[a-z][\w-]*\s+){1,3}(?=[A-Z0-9\"\u201c])")
"""The words ``shared.claims.title_qualifiers`` writes before a page's bare name (``The
comedian Ron Sparks``, ``The basketball player John Brownlee``): the page's own subject when
the rest opens with its name."""
_KIND_PREFIX = re.compile(
    r"^The\s+(?:\d{4}\s+)?(?:[A-Z][a-z]+\s+)?(?:film|short film|documentary|novel|novella|"
    r"album|song|single|play|musical|opera|TV series|television series|miniseries|"
    r"video game|book|poem|painting|sculpture|ship)\s+(?=[A-Z0-9\"“])"
    r"|^(?:The\s+)?[A-Z0-9][^\"“]{0,60}?\s+episode\s+(?=[\"“])"
)
"""A work's name written after its kind (``The 1918 film Ruggles of Red Gap ...``, ``The
album Ride Out ...``), as claims write a work whose title gives its kind (the kinds of
``shared.claims.decontext``'s title disambiguations), or an episode after its series (``The
30 Rock episode "The Fighting Irish" aired ...``)."""


def claim_subject(claim: str, title: str) -> tuple[str, int] | None:
    kinded = _KIND_PREFIX.match(claim)
    if kinded is not None:  # "The album Ride Out was released ...": Ride Out's claim
        found = claim_subject(claim[kinded.end() :], title)
        return (found[0], found[1] + kinded.end()) if found is not None else None
    qualified = _QUALIFIER.match(claim)
    if qualified is not None:  # "The comedian Ron Sparks is ..." on "Ron Sparks (comedian)"
        found = claim_subject(claim[qualified.end() :], title)
        if found is not None and found[0] == title:
            return found[0], found[1] + qualified.end()
    named = leading_subject(claim)
    lead_end = _title_lead(claim, title)
    if named is not None and title and (matches_title(named[0], title)
                                         or familiar_name(named[0], title)):
        # "John Terrill Majors (born ...)" on "Johnny Majors": the page's person by its title;
        # "Armando Iannucci Giovanni Iannucci, OBE (born ...": all of it; "Vietnamese
        # prodigy was ..." on "Vietnamese Prodigy": the whole title, not its first word
        end = max(named[1], lead_end or 0)
        peer = _continuation(claim, end)  # "..., 13th Duke of Norfolk (1791 – 1856)": the
        if peer and peer[0].startswith(",") and re.match(r"\s*\(", claim[peer[1] :]):
            end = peer[1]  # parenthetical after the whole name is the subject's
        return title, end
    if lead_end is not None:
        return title, lead_end
    styled = _styled_as_title(claim, named, title)
    if styled is not None:
        return title, styled
    opening = _OPENING_DATE.match(claim)
    if opening and find_dates(claim[: opening.end()]):
        rest = claim[opening.end() :]
        found = claim_subject(rest[:1].upper() + rest[1:], title)
        return (found[0], found[1] + opening.end()) if found else None
    lead = leading_subject(claim)
    if lead is not None and lead[0].startswith("The "):
        head = re.match(r"\s+([a-z]+)\b", claim[lead[1] :])
        if head and head.group(1) in _HEAD_NOUNS:  # "The Hunga Tonga-Hunga Ha'apai volcano"
            lead = (f"{lead[0]} {head.group(1)}", lead[1] + head.end())
    if lead is None:
        return None
    name, end = lead
    if title and matches_title(name, title):
        return title, end
    if re.search(r'["“]', claim[:end]):
        return None  # a nickname in a name that is not the page's: too unsure to name
    if _STYLED.fullmatch(name):
        return None  # "Lord Lloyd died in 1985" on "Alexander Lloyd, 2nd Baron Lloyd": a style
        # and a surname name whoever held the title (the 1st Baron Lloyd died in 1941)
    if len(name.split()) < 2 and not name.isupper():
        return None  # "Only You) is ...": a lone word is too weak to be the subject
    bare = name.split()[1:] if name.startswith("The ") else name.split()
    if len(bare) == 1 and bare[0].lower() in {w.lower() for w in title.split()}:
        return None  # "The Pledge was ..." on "Graduation Pledge of ...": a short form of the
        # page's own name, which another thing of the graph may bear ("The Pledge", a film)
    more = _continuation(claim, end)
    if more is not None:  # the name as the claim writes it whole, never its first words
        return _plain_name(name) + more[0], more[1]
    return _plain_name(name), end


_RANKS = {"captain", "major", "colonel", "general", "lieutenant", "admiral", "brigadier",
          "commander", "sergeant", "major-general", "lieutenant-general", "lieutenant-colonel"}
_POSTNOMINALS = {"PC", "KG", "KT", "KP", "CH", "DL", "OBE", "CBE", "MBE", "KBE", "GBE", "QC", "KC",
                 "MP", "FRS", "OM", "VC", "GCMG", "KCMG", "CMG", "GCB", "KCB", "CB", "OAM", "AM",
                 "AO", "AC"}


def _plain_name(name: str) -> str:
    """A name as a question names its person: without a military rank before it or
    post-nominal letters after it (``Captain Lord Charles William Brudenell-Bruce PC`` ->
    ``Lord Charles William Brudenell-Bruce``)."""
    words = name.split()
    while len(words) > 2 and words[0].lower() in _RANKS:
        words = words[1:]
    while len(words) > 2 and words[-1] in _POSTNOMINALS:
        words = words[:-1]
    return " ".join(words)


def _key(text: str) -> str:
    return " ".join(text.replace("-", " ").lower().split())


def _styled_as_title(claim: str, named: tuple[str, int] | None, title: str) -> int | None:
    """Where the claim's subject ends when it names the page's person by a longer name and
    then the title's own style: ``Georg Friedrich Ferdinand, Prince of Prussia`` on ``Georg
    Friedrich, Prince of Prussia`` (the style after the comma as the title writes it)."""
    if named is None or "," not in title:
        return None
    head, style = title.split(",", 1)
    end = named[1] + 1 + len(style)
    if claim[named[1] : named[1] + 1] != "," or _key(claim[named[1] + 1 : end]) != _key(style):
        return None
    if claim[end : end + 1].isalnum():
        return None
    head = head.strip()
    if matches_title(named[0], head):
        return end
    # "William Henry Francis, 11th Baron Petre" on "William Petre, 11th Baron Petre": his
    # given names and the numbered peerage only one man held
    held_once = re.match(r"\s*\d+(?:st|nd|rd|th)\s", style) is not None
    return end if held_once and named[0].split()[0] == head.split()[0] else None


_PEER = (r"(?:Earl|Duke|Duchess|Prince|Princess|Baron|Baroness|Count|Countess|Marquess|Marquis|"
         r"Viscount|Viscountess|Baronet|King|Queen|Emperor|Empress|Sultan)")
_PEERAGE_AFTER = re.compile(
    rf",\s*((?:\d+(?:st|nd|rd|th)\s+{_PEER}|{_PEER}\s+of)\b(?:\s+(?:of|the|de|and|[A-Z][\w'’-]*))*)"
)
"""A peerage or style a name carries after its comma (``, 11th Baron Petre``, ``, Prince of
Prussia``): part of how the page names its person, never to be cut off."""
_LOWER_RUN = re.compile(r"\s+((?:[a-zà-ÿ][\w'’-]*\s+){1,2}?)(?:is|was)\s")
"""Lower-case words between a capitalised name and its copula (``Le Nouveau monde is a``): the
rest of a sentence-case title."""
_NOT_NAME_WORDS = frozenset(
    """also then later still now once too himself herself itself themselves who which that
    and or but not never always often currently formerly originally eventually ever""".split()  # noqa: SIM905
)


def name_continuation(text: str, end: int) -> str | None:
    """What ``text`` still writes of the name that ends at ``end``, ``None`` when the name is
    whole there: a peerage after a comma (``William Henry Francis`` + ``, 11th Baron Petre``)
    or the lower-case rest of a sentence-case title before its copula (``Le Nouveau`` +
    `` monde`` of ``Le Nouveau monde is a 1995 French drama film``)."""
    found = _continuation(text, end)
    return found[0] if found else None


def _continuation(text: str, end: int) -> tuple[str, int] | None:
    peer = _PEERAGE_AFTER.match(text, end)
    if peer is not None:
        style = peer.group(1).split()
        while style and style[-1] in _CONNECT:
            style.pop()
        last = text.index(style[-1], peer.start(1)) + len(style[-1])
        return ", " + " ".join(style), last
    run = _LOWER_RUN.match(text, end)
    if run is None:
        return None
    words = run.group(1).split()
    if any(w in _NOT_NAME_WORDS or w.endswith("ly") for w in words):
        return None  # "John Smith also was a ...": an adverb, not a name's word
    return " " + " ".join(words), run.end(1) - 1


_ROLE_DISAMBIGUATOR = re.compile(r"[a-z][a-z-]{2,}")
_BOUND_HEADS = frozenset(("maker", "holder", "keeper", "owner", "bearer", "taker", "setter"))
"""Agent nouns that name no role without the noun before them (``film maker``, ``record
holder``, ``shop keeper``)."""
_DESCRIPTION = re.compile(r"(?:^|[\s,)])(?:is|was)\s+(?:an?|the)\s+([^.;:()]+)")
_DESCRIPTION_END = re.compile(
    r"\s(?:of|for|in|at|on|from|with|by|known|best|who|which|that|and|or|born|whose|"
    r"working|active|noted)\b.*$"
)


def role_disambiguator(title: str) -> str:
    """The role a page title's parenthetical gives its person (``Richard Wright (author)``
    -> ``author``); ``""`` when there is none, or it is a year, a place or several words."""
    found = title_disambiguator(title)
    return found if _ROLE_DISAMBIGUATOR.fullmatch(found) and found != "disambiguation" else ""


def described_role(text: str) -> str:
    """What a claim says its subject is, as one noun: ``..., was an American musician known
    for ...`` -> ``musician``, ``... was a Welsh archaeologist.`` -> ``archaeologist``;
    ``""`` when the claim describes nothing."""
    found = _DESCRIPTION.search(text)
    if found is None:
        return ""
    description = _DESCRIPTION_END.sub("", " " + found.group(1)).strip()
    role = role_of(description)
    if role:
        return role
    words = description.split()
    last = words[-1] if words else ""
    if not _ROLE_DISAMBIGUATOR.fullmatch(last):
        return ""
    if last in _BOUND_HEADS:  # "a documentary film maker" is a film maker, not "the maker"
        before = words[-2] if len(words) > 1 else ""
        return f"{before} {last}" if _ROLE_DISAMBIGUATOR.fullmatch(before) else ""
    return last

