"""A page's main entity, from its title and the capitalised mentions of its text.

``main_entity(title, text)`` reads the title's candidates (a headline's leading name, a
disambiguated title's bare name) against the mentions ``find_entities`` spots in the text
(``shared.text.mentions``, whose ``EntityMention`` and ``find_entities`` are re-exported
here).
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from lemminflect import getAllLemmas

from shared.text.mentions import (
    CONNECTOR_ALTERNATION,
    CONNECTORS,
    STOP_WORDS,
    EntityMention,
    clean_token,
    find_entities,
)
from shared.text.titles import attested, headline_verb, title_segments, without_headline

__all__ = ["EntityMention", "find_entities", "main_entity"]


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
            bare = clean_token(token)
            ordinary = (bare.lower() in STOP_WORDS and bare.lower() not in CONNECTORS) or (
                bare[:1].isupper() and bare.lower() in lower_words and bare.lower() not in
                CONNECTORS and not bare.isupper()
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
    out = [re.sub(rf"(?:\s+(?:{CONNECTOR_ALTERNATION}))+$", "", name)
           for name in out]  # "Invasion of"
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
    proper = all(not re.search(rf"\b{re.escape(clean_token(w).lower())}\b", lower)
                 for w in first.split())  # fmt: skip
    return [first] if proper else []


def _attested_part(name: str, body: str) -> str | None:
    """The longest run of ``name``'s words, from either end, that the text writes as a name
    (``Mayer`` of the headline's ``Mayer Stays``), or None."""
    words = name.split()
    for size in range(len(words), 0, -1):
        for part in (" ".join(words[:size]), " ".join(words[-size:])):
            single = size == 1 and len(words) > 1
            if (part.lower() not in STOP_WORDS and not (single and part in _PLACE_PREFIXES)
                    and attested(part, body, strict=single)):  # fmt: skip
                return part
    return None


def _given_words(prefix: str, body: str) -> bool:
    """The words a longer mention puts before the entity are names the text writes as
    names (``Leonardo`` of ``Leonardo DiCaprio``), not a sentence's opening word (``The
    Hermitian``, ``See Facebook``, ``Plans for Yahoo``)."""
    words = [clean_token(word) for word in prefix.split()]
    return all(word.lower() not in STOP_WORDS and word.lower() not in CONNECTORS
               and attested(word, body, strict=_inflected_verb(word))
               and not re.search(rf"\b{re.escape(word.lower())}\b", body)
               for word in words)  # fmt: skip


def _inflected_verb(word: str) -> bool:
    """``word`` reads only as a verb's inflected form (``Getting``, ``Asked``): opening a
    sentence (``Getting Disney+ right will be ...``) it names nothing, so it counts as a
    name's word only where the text writes it capitalised mid-sentence."""
    lemmas = getAllLemmas(word.lower())
    return set(lemmas) == {"VERB"} and word.lower() not in lemmas["VERB"]


_DATELINE_RX = r"(?:^|\n)[A-Z][A-Z .'-]+,\s+{}\s*[\u2014\u2013(-]"


def _dateline_only(mention: str, body: str) -> bool:
    """Every time ``body`` writes ``mention`` it is the place of a dateline (``DUBAI, United
    Arab Emirates \u2014 Dubai's flagship carrier Emirates ...``): a place where the story was
    filed, not a longer form of the title's name (``Emirates`` is not the country)."""
    total = len(re.findall(rf"\b{re.escape(mention)}\b", body))
    placed = len(re.findall(_DATELINE_RX.format(re.escape(mention)), body))
    return total > 0 and placed == total


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
              and _given_words(name[: -len(best)], body)
              and not _dateline_only(name, body)]  # fmt: skip
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
