"""Cheap named-entity spotting: runs of capitalised words, with offsets.

No model: a mention is a run of capitalised tokens (``Leonardo DiCaprio``, ``IBM``,
``Appian Way Productions``) that may contain lower-case connectors between capitalised
words (``Leonardo da Vinci``, ``Bank of America``, ``The Wolf of Wall Street``). Sentence-
initial function words and pronouns (``The``, ``In``, ``He``), month and weekday names
(dates are ``shared.text.dates``' business) and possessive endings are dropped.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache

from shared.text.titles import attested, headline_verb, title_segments, without_headline

__all__ = ["EntityMention", "find_entities", "main_entity"]


@dataclass(frozen=True, slots=True)
class EntityMention:
    """One capitalised-span mention: ``text == source[start:end]``."""

    start: int
    """Offset of the mention in the source text."""

    end: int
    """Offset just past the mention."""

    text: str
    """The mention as written, without a possessive ``'s``."""


_CONNECTORS = frozenset({"of", "da", "de", "del", "della", "di", "du", "van", "von", "der",
                         "den", "la", "le", "al", "bin", "for", "&"})  # fmt: skip
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december""".split()  # noqa: SIM905
)
_STOP = frozenset(
    """a an the this that these those he she it they we i you his her its their our my your
    him them us me in on at by for from of to with without as after before during since until
    but and or nor so yet if when while where which who whom whose what why how there here
    however meanwhile also although though because then thus therefore hence still now today
    yesterday tomorrow according many most some several all both each every any no not
    one two three first second last next new other another more less such while born
    mr mrs ms dr prof sir st is was are were be been has have had do does did will would can
    could may might must shall should yes oh ok please read more share comments image photo
    monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december jan feb mar apr jun jul aug sep sept
    oct nov dec""".split()  # noqa: SIM905
)
"""Capitalised words that are not names on their own (checked in lower case)."""


_NAME_PREFIXES = frozenset(
    {"new", "st", "san", "los", "las", "jan", "jun", "mar", "may", "sept", "dec"}
)
"""Stop words that start a name when another capitalised word follows in the same run
(``New Zealand``, ``New York Times``, ``Jan Matejko``, ``Jun H. Choi``): kept there, dropped
alone."""

_POSSESSIVE = ("'s", "\u2019s", "'", "\u2019")


def _clean(token: str) -> str:
    if token.endswith(_POSSESSIVE):
        for suffix in _POSSESSIVE:
            if token.endswith(suffix) and len(token) > len(suffix):
                return token[: -len(suffix)]
    return token.rstrip(".-") if _INITIALS_RX.fullmatch(token) is None else token


_CAP = r"(?:[A-Z\u00c0-\u00d6\u00d8-\u00de]|[a-z][A-Z])[\w\u00c0-\u024f&.'\u2019-]*"
_CONN = "|".join(sorted(map(re.escape, _CONNECTORS), key=len, reverse=True))
_RUN_RX = re.compile(
    rf"(?<![\w\u00c0-\u024f&.'\u2019-]){_CAP}(?:[ \t\u00a0]+(?:(?:{_CONN})[ \t\u00a0]+)?{_CAP})*"
)
_INITIALS_RX = re.compile(r"(?:[A-Z]\.)+")
_SPACE_RX = re.compile(r"\S+")


def _ends_segment(token: str) -> bool:
    """A token after which a name cannot go on: ``Hinton.``, ``Zuckerberg's`` (not ``U.S.``)."""
    if token.endswith(("'s", "\u2019s")):
        return True
    return token.endswith(".") and _INITIALS_RX.fullmatch(token) is None


@lru_cache(maxsize=8192)
def _one_word(word: str) -> tuple[str, bool]:
    """What a run of one word yields, as the loop and ``emit`` in ``find_entities`` would:
    the mention (empty for none) and whether it is a stop word (then kept only when it is a
    title's "The"). A pure function of the word, so cached: a few words recur everywhere."""
    low = word.lower()
    if low.rstrip(".") in _CALENDAR or low in _CONNECTORS:
        return "", False
    mention = _clean(word)
    if not (mention and (mention[0].isalpha() or any(c.isalpha() for c in mention))):
        return "", False
    return mention, mention.lower() in _STOP


@lru_cache(maxsize=8192)
def _word(word: str) -> tuple[bool, bool, bool, bool]:
    """Facts about one word of a run: a month or weekday, ends a name (``_ends_segment``),
    a connector, and a word a name does not start with (stop word or connector)."""
    low = word.lower()
    connector = low in _CONNECTORS
    return (low.rstrip(".") in _CALENDAR, _ends_segment(word), connector,
            connector or _clean(word).lower() in _STOP)  # fmt: skip


def _name_prefix(words: list[str], index: int, stop: int) -> bool:
    """Whether ``words[index]`` starts a name (``New`` of ``New Zealand``), see
    ``_NAME_PREFIXES``: another word of the segment follows that is not a stop word."""
    if words[index].rstrip(".").lower() not in _NAME_PREFIXES or index + 1 >= stop:
        return False
    return not _word(words[index + 1])[3]


def find_entities(text: str) -> list[EntityMention]:
    """Capitalised-span mentions in ``text``, in order."""
    out: list[EntityMention] = []

    def title_the(start: int, token: str) -> bool:
        # A capitalised "The" inside a sentence starts a title: "his role in The Revenant".
        before = text[max(0, start - 3) : start].rstrip()
        return token == "The" and bool(before) and before[-1] not in ".!?:;\"'(\u201c\n"

    def emit(words: list[str], offsets: list[int], first: int, stop: int) -> None:
        # words[first:stop] is a segment; trim connectors and leading stop words.
        while stop > first and _word(words[stop - 1])[2]:
            stop -= 1
        while (
            first < stop
            and _word(words[first])[3]
            and not title_the(offsets[first], words[first])
            and not _name_prefix(words, first, stop)
        ):
            first += 1
        if first < stop:
            start = offsets[first]
            mention = _clean(text[start : offsets[stop - 1] + len(words[stop - 1])])
            if mention and (mention[0].isalpha() or any(c.isalpha() for c in mention)):
                out.append(EntityMention(start, start + len(mention), mention))

    for run in _RUN_RX.finditer(text):
        whole = run.group()
        if " " not in whole and "\t" not in whole and "\xa0" not in whole:
            mention, stop = _one_word(whole)  # most runs are one word
            if mention and (not stop or title_the(run.start(), whole)):
                start = run.start()
                out.append(EntityMention(start, start + len(mention), mention))
            continue
        # Words of the run (separated by spaces, tabs or no-break spaces only) and offsets.
        words = whole.split()
        offsets: list[int] = []
        at = run.start()
        for word in words:
            at = text.find(word, at)
            offsets.append(at)
            at += len(word)
        first = 0
        for index, word in enumerate(words):
            calendar, ends = _word(word)[:2]
            if calendar:
                emit(words, offsets, first, index)
                first = index + 1
            elif ends:
                emit(words, offsets, first, index + 1)
                first = index + 1
        emit(words, offsets, first, len(words))
    return out


def _title_candidates(title: str, body: str) -> list[str]:
    """Name-like runs of a title, split where a title-cased word is an ordinary word.

    Headlines capitalise every word (``Meta Is Leaving Its Austin Office``); a word that
    the body writes in lower case (``leaving``) or a stop word ends a candidate name.
    """
    lower_words = set(re.findall(r"\b[a-z][a-z'-]+\b", body))
    out: list[str] = []
    for mention in find_entities(title):
        if " " in mention.text and mention.text in body:
            out.append(mention.text)  # the body writes it whole: "New Zealand" is a name
            continue
        current: list[str] = []
        for token in mention.text.split():
            bare = _clean(token)
            ordinary = (bare.lower() in _STOP and bare.lower() not in _CONNECTORS) or (
                bare[:1].isupper() and bare.lower() in lower_words and bare.lower() not in
                _CONNECTORS and not bare.isupper()
            )  # fmt: skip
            if ordinary and current and " ".join([*current, bare]) in body:
                ordinary = False  # the text writes "Riverside Harbor Bridge" as one name
            if ordinary:
                if current:
                    out.append(" ".join(current))
                current = []
            else:
                current.append(bare)
        if current:
            out.append(" ".join(current))
    out = [re.sub(rf"(?:\s+(?:{_CONN}))+$", "", name) for name in out]  # "Invasion of"
    return [name.strip(" -&") for name in out if any(c.isupper() for c in name)]


_NAME_LIKE_RX = re.compile(
    r"[A-Z\u00c0-\u00de][\w\u00c0-\u024f.'\u2019&-]*"
    r"(?:\s+(?:[A-Z\u00c0-\u00de0-9][\w\u00c0-\u024f.'\u2019&-]*|of|the|and|de|da|di|du|la|le|"
    r"von|van|der|den|ap|al|bin|y|in|on|at|to|for|a|an|by|with|from|&))*"
)
"""A title that reads as one name: capitalised words, short lower-case joiners between."""
_DISAMBIGUATION = re.compile(r"\s*\([^()]*\)\s*$")


_ROLE_WORDS = frozenset({"CEO", "President", "Chairman", "Chairwoman", "Chief", "Senator",
                         "Governor", "Minister", "Mr", "Mrs", "Ms", "Dr", "Prof", "Sir",
                         "Secretary", "Director", "Founder", "Judge", "Mayor"})  # fmt: skip


_PLACE_PREFIXES = frozenset(
    {
        "North",
        "South",
        "East",
        "West",
        "Northern",
        "Southern",
        "Eastern",
        "Western",
        "Upper",
        "Lower",
        "Greater",
        "Central",
        "New",
    }
)
"""``South Sudan`` is another place than ``Sudan``, not its longer name."""


def _without_role(mention: str) -> str:
    """``Facebook CEO Mark Zuckerberg`` -> ``Mark Zuckerberg``: the name after its role."""
    words = mention.split()
    roles = [i + 1 for i, w in enumerate(words[:-1]) if w.rstrip(".").split("-")[0] in _ROLE_WORDS]
    cut = max(roles, default=0)
    return " ".join(words[cut:])


def _leading_name(headline: str, candidates: list[str], body: str) -> list[str]:
    """The name a headline opens with, when the text (a passage of a longer document) never
    writes it: a run of two or more capitalised words opening the headline, one of them a
    word the text never writes in lower case (``Riverside Harbor`` of "Riverside Harbor
    Bridge Renovation: Annual Report"; not ``Manhole Fires`` when the text writes of manhole
    fires, nor ``Burst`` of "Manhole Fires and Burst Pipes")."""
    if not candidates or len(candidates[0].split()) < 2:
        return []
    first = candidates[0]
    if not (headline.startswith(first) or headline.startswith(f"The {first}")):
        return []
    lower = body.lower()
    proper = all(not re.search(rf"\b{re.escape(_clean(w).lower())}\b", lower)
                 for w in first.split())  # fmt: skip
    return [first] if proper else []


def _attested_part(name: str, body: str) -> str | None:
    """The longest run of ``name``'s words, from either end, that the text writes as a name
    (``Mayer`` of the headline's ``Mayer Stays``), or None."""
    words = name.split()
    for size in range(len(words), 0, -1):
        for part in (" ".join(words[:size]), " ".join(words[-size:])):
            single = size == 1 and len(words) > 1
            if (part.lower() not in _STOP and not (single and part in _PLACE_PREFIXES)
                    and attested(part, body, strict=single)):  # fmt: skip
                return part
    return None


def _given_words(prefix: str, body: str) -> bool:
    """The words a longer mention puts before the entity are names the text writes as
    names (``Leonardo`` of ``Leonardo DiCaprio``), not a sentence's opening word (``The
    Hermitian``, ``See Facebook``, ``Plans for Yahoo``)."""
    words = [_clean(word) for word in prefix.split()]
    return all(word.lower() not in _STOP and word.lower() not in _CONNECTORS
               and attested(word, body) and not re.search(rf"\b{re.escape(word.lower())}\b", body)
               for word in words)  # fmt: skip


def _contains(mention: str, name: str) -> bool:
    """``name`` is a run of whole words of ``mention`` (``Sudan`` is not in ``Sudanese``,
    ``Xbox One X`` not in ``Xbox One X-enhanced``)."""
    return f" {name} " in f" {mention} "


def main_entity(title: str, text: str) -> str | None:
    """The entity a document is about: a title entity, in its longest form in the text.

    The title is read as a headline (``shared.text.titles``): split from its site or
    section name (``... | Kulu Media``, ``Chapter 6 - ...``), and its echo as the text's
    first line is not evidence. A title part that reads as a name (``Homer's Odyssey``,
    ``Rhiryd ap Bleddyn``; before a comma, ``Northern Region, Manitoba``) and is written so
    in the text's opening is the entity, unless it reads as a sentence (``Facebook Is
    Tracking Me ...``). Otherwise the headline's capitalised runs that the text itself
    writes as names are ranked by how often they (or their last word, as in a surname)
    occur in ``text``; the winner is expanded to the longest mention in ``text`` that ends
    with it (``DiCaprio`` -> ``Leonardo DiCaprio``, not ``Yahoo`` -> ``Yahoo Japan``). A
    title whose words the text never writes as a name gives no entity; without a title,
    the first entity of the text's opening is taken.
    """
    # "Charles Andrews (Maine politician)": the parenthetical disambiguates, it is not
    # the subject; left in, "Maine" (frequent in the text) would win.
    title = _DISAMBIGUATION.sub("", html.unescape(title)).strip()
    body = without_headline(title, text[:20000])
    parts = title_segments(title)
    for part in parts:
        for whole in (part, part.split(",", 1)[0].strip()):  # "Frederick Augustus, Duke of"
            if whole and _defines(whole, body[:3000]):
                return whole  # a lead sentence opens with it: "Wrong Turn 2: Dead End is"
        for whole in (part, part.split(",", 1)[0].strip()):  # "Northern Region, Manitoba"
            if (_NAME_LIKE_RX.fullmatch(whole) and whole in body[:3000]
                    and not headline_verb(whole)):  # fmt: skip
                return whole  # the page names its subject as the title does
    headline = parts[0] if parts else ""
    if len(headline.split()) >= 2 and not headline_verb(headline):
        for found in re.finditer(re.escape(headline), body[:1500], re.IGNORECASE):
            if _NAME_LIKE_RX.fullmatch(found.group()) or found.group()[:1].isupper():
                return found.group()  # the text's own form: "Hermitian matrix"
    candidates = _title_candidates(headline, body)
    if "," in headline:  # "Frederick Augustus, Duke of Nassau": after the comma, a role
        candidates = _title_candidates(headline.split(",", 1)[0], body) or candidates
    short = headline.split(",", 1)[0]  # "Frederick Augustus", "Charles Andrews": a name
    if not _NAME_LIKE_RX.fullmatch(short) or len(short.split()) > 3:
        # a headline, not a name: its capitalised words count only where the text
        # writes them as names ("Burst" of "... and Burst Pipes: How Winter ...")
        leading = _leading_name(headline, candidates, body)
        candidates = [part for part in (_attested_part(name, body) for name in candidates)
                      if part is not None] or leading  # fmt: skip
    if not candidates and not title:
        candidates = [m.text for m in find_entities(body[:300])]
    if not candidates:
        return None
    text_mentions = [m.text for m in find_entities(body)]

    def hits(name: str) -> int:
        last = name.split()[-1]
        return sum(1 for mention in text_mentions if name in mention or last in mention.split())

    best = max(candidates, key=lambda name: (hits(name), -candidates.index(name)))
    longer = [name for name in (_without_role(m) for m in text_mentions)
              if name.endswith(f" {best}") and len(name.split()) <= 4
              and name.split()[0] not in _PLACE_PREFIXES
              and _given_words(name[: -len(best)], body)]  # fmt: skip
    if longer:
        counts = {mention: text_mentions.count(mention) for mention in longer}
        best = max(counts, key=lambda mention: (counts[mention], len(mention)))
    return _numbered(best, body)


@lru_cache(maxsize=256)
def _defining_rx(name: str) -> re.Pattern[str]:
    """A sentence that opens with ``name`` and goes on as a definition does."""
    return re.compile(
        rf"(?:^|\n|[.!?]\s+)[\"\u201c]?{re.escape(name)}[\"\u201d]?\s*"
        r"(?:\(|,|\s(?:is|was|are|were|has|had)\b)"
    )


def _defines(name: str, opening: str) -> bool:
    """A sentence of ``opening`` starts with ``name`` the way a lead sentence does
    (``Wrong Turn 2: Dead End is ...``, ``Teutberga( died 875) was ...``): the name is the
    title as written, whatever words it holds (digits, colons, lower-case words)."""
    return len(name.split()) <= 12 and bool(_defining_rx(name).search(opening))


_NUMBERED_WORDS = frozenset(
    {
        "Flight",
        "Route",
        "Highway",
        "Interstate",
        "Mission",
        "Apollo",
        "Sonata",
        "Symphony",
        "Concerto",
        "No.",
        "Number",
        "Model",
        "Chapter",
        "Article",
        "Section",
        "Division",
        "Squadron",
        "Regiment",
        "Battalion",
        "Corps",
        "Fleet",
        "Army",
        "Station",
    }
)
"""Names that go on with a number: ``Lion Air Flight 610``, ``Piano Sonata No. 1``."""


def _numbered(name: str, body: str) -> str:
    """``name`` with the number the text writes after it, for names that take one."""
    if name.split()[-1] not in _NUMBERED_WORDS:
        return name
    found = re.search(rf"{re.escape(name)} (\d{{1,4}}[A-Za-z]?)\b", body)
    return f"{name} {found.group(1)}" if found else name
