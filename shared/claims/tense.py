"""The tense of a claim's first finite verb: a present state of the page's day
(``present_state``) or a past event told by the page (``past_event``).

``shared.claims.anchoring`` decides from these whether a claim needs the page's date
(``as of ...`` for a state, ``reported ...`` for an event).
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

__all__ = ["past_event", "present_state"]


_PAST = frozenset(
    """was were had did said told made won took gave came went found left led paid sold
    bought brought began became wrote ran met saw got held kept lost put sent spent stood
    thought knew grew fell rose struck shot built drew flew fought chose drove sat spoke
    broke threw heard meant""".split()  # noqa: SIM905
)
_PRESENT = frozenset(
    """is are am has have does do can could will would may might must should shall""".split()  # noqa: SIM905
)
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_BRACKETED_RX = re.compile(r"\([^()]*\)|\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")


_DEFINING_RX = re.compile(
    r"^[^,;]*?\b(?:is|are)\s+(?:also\s+)?(?:a|an|one of|known|called|named|short for|"
    r"defined|used|made of|based|headquartered|located|situated)\b"
)
"""A claim that says what a thing is or where it sits (``Ascom is a ... provider``,
``Ascom is headquartered in Baar``): as true tomorrow as on the page's day."""
_STANDING_RX = re.compile(
    r"^[^,;]*?\b(?:is|are)\s+(?:also\s+)?(?:a|an|one of)\s+(?:(?:the\s+)?[\w-]+\s+){0,2}?"
    r"(?:hubs?|sources?|targets?|members?|partners?|suppliers?|customers?|clients?|sponsors?|"
    r"allies|ally|rivals?|favou?rites?|front-?runners?|contenders?|candidates?|concerns?|"
    r"priorit(?:y|ies)|threats?|beneficiar(?:y|ies)|backers?|investors?|shareholders?|"
    r"critics?|supporters?|opponents?|holders?|leaders?|tenants?|bases?|focus|subjects?)"
    r"\s+(?:of|for|to|at|in|with|among|behind)\b"
)
"""``is a/an/one of`` a standing toward someone (``O'Hare is a hub for American
Airlines``, ``X is a source of anxiety for ...``, ``is a member of``): no definition of
the subject but a relation of the page's day, which a later page may no longer report."""
_NOUN_BEFORE = frozenset({"the", "a", "an", "its", "his", "her", "their", "this", "that"})


def present_state(text: str) -> bool:
    """The first finite verb of ``text`` (outside quotes and parentheses) is a simple
    present (``The Panthers are 6-2-1 in their past nine games``, ``More than 600,000
    Israelis live in settlements ...``, ``Seoul expects ...``), and the claim does not
    define its subject (``_DEFINING_RX``; a standing toward someone, ``_STANDING_RX``, is
    no definition): a state of the page's day."""
    bare = _BRACKETED_RX.sub(" ", text)
    if _DEFINING_RX.match(bare) and not _STANDING_RX.match(bare):
        return False
    words = _WORD_RX.findall(bare)
    for index, word in enumerate(words[1:], 1):
        low = word.lower()
        if low in ("is", "are", "has", "have"):
            return True
        if low in _PAST or low in _PRESENT or not word.islower():
            if low in _PRESENT or low in _PAST:
                return False  # a modal, "does", or a past tense first
            continue
        if words[index - 1].lower() in _NOUN_BEFORE:
            continue  # "the shows": a noun
        found = getAllLemmas(low)
        lemmas = found.get("VERB", ())
        if "NOUN" in found and any(w.lower() in _PAST or w.lower() in _PRESENT
                                   for w in words[index + 1 : index + 3]):  # fmt: skip
            continue  # "The major Asian market indexes were mixed": the subject's noun
        if any(low in getInflection(lemma, "VBD") for lemma in lemmas):
            return False
        if any(low in getInflection(lemma, "VBZ") for lemma in lemmas):
            return True
        previous = words[index - 1]
        if lemmas and low in lemmas and (previous[:1].isupper() or previous.endswith("s")):
            return True  # "Israelis live", "analysts expect": a plural subject's present
    return False


def past_event(text: str) -> bool:
    """The first finite verb of ``text`` (outside quotes and parentheses) is a simple past:
    ``Vidyard announced ...``, ``Vanessa Hicks said ...``; not ``is``, ``has``, a modal."""
    words = _WORD_RX.findall(_BRACKETED_RX.sub(" ", text))
    for index, word in enumerate(words[1:], 1):
        low = word.lower()
        if low in _PRESENT:
            return False
        if low in _PAST or (low.endswith("ed") and len(low) > 4 and word.islower()
                            and words[index - 1].lower() not in ("the", "a", "an")):  # fmt: skip
            return True
    return False
