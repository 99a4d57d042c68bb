"""Page furniture fused into a sentence, and claims that lean on the sentence before.

The main text of a saved page is not always clean prose: a section heading runs into its
first sentence (``Development statistics In the one-year period ...``), a columnist's
byline into a teaser (``SUSIE O'BRIEN THE good thing about ...``), a formula leaves its
punctuation behind (``the Rayleigh quotient , is defined as::p.``). And some sentences read
whole but say nothing alone: ``Staffers ... also took part`` (in what?), ``Shamir gave in``
(to whom?), ``... lifted off as scheduled at 8:51 p.m.`` (on which day?).

- ``strip_furniture(sentence)``: the sentence without a fused heading or byline (the span
  stays the verbatim sentence; only the claim loses them);
- ``residue_reason(claim)``: why a finished claim cannot stand alone, or ``None``:
  ``fragment`` (no verb in its main clause: ``Claire Denis's graduation work from La
  Fémis.``), ``formula_residue``, ``elliptical`` (a predicate whose object is in another
  sentence), ``undated_time`` (a clock time with no date in the claim).
"""

from __future__ import annotations

import itertools
import re
from typing import Literal

from lemminflect import getAllLemmas

from shared.claims.verbs import is_finite_verb
from shared.text.dates import find_dates

__all__ = ["ResidueReason", "residue_reason", "strip_furniture", "verbless"]

ResidueReason = Literal[
    "formula_residue", "elliptical", "undated_time", "fragment", "dangling_reference",
    "undated_reading",
]

_BYLINE_RX = re.compile(
    r"^((?:[A-Z][A-Z'\u2019.-]+\s+){1,3}[A-Z][A-Z'\u2019.-]+)\s+([A-Z]+)(?=\s+[a-z])"
)
"""Two to four words in capitals before the sentence's first word, itself in capitals as
a drop cap (``SUSIE O'BRIEN THE good ...``): a byline. Acronyms before a capitalised word
(``US FDA Commissioner``) are not one."""
_HEADING_RX = re.compile(
    r"^([A-Z][a-z]+(?:\s+[a-z]+){1,3})\s+(?=(?:In|On|At|Last|The|A|An|Since|After|Before|"
    r"During|For|When|While|This|These|Over|Some|Many|Most|As|By|From|Until|Unlike)\s)"
)
"""A heading of two to four words (``Development statistics``, ``Some conclusions``) run
into the sentence after it, which opens with a capitalised function word."""
_LINKS = frozenset({"vs", "v", "of", "and", "or", "the", "for", "with", "in", "on", "at", "by",
                    "to", "from", "a", "an", "versus"})
"""A heading does not end in one of these: ``Texas vs The Nation`` is a name."""
_FORMULA_RX = re.compile(
    r"::|\(\s*\)|=\s*[.,]|\s[,;:]\s+(?:is|was|are|were|where|and|of)\b|\s\.$"
    r"|\s(?:as|in|of|to|by|at|is|was|are|were|equals)\s*[.:]$"
)
"""Punctuation a removed formula leaves: `` , is defined as::p.``."""
_ELLIPTICAL_RX = re.compile(
    r"\b(?:took|take|takes|taking|taken)\s+part[.!]?$|\b(?:did|done|does|do)\s+(?:so|the\s+same)\b|"
    r"\b(?:followed|follow|follows)\s+suit\b|\b(?:gave|give|gives)\s+in\b(?!\s+to\b)|"
    r"\b(?:does|do|did)\s+too[.!]?$|\bas\s+(?:well|such)[.!]?$|\bin\s+the\s+middle[.!]?$|"
    r"\b(?:is|are|will\s+be|would\s+be)\s+(?:not\s+|also\s+|now\s+|[a-z]+ly\s+)*"
    r"[a-z-]+(?:ed|en|able|ible|ard|al|ive|ent|ant|ory)[.!]?$|"
    r"\b(?:is|are|will\s+be|would\s+be)\s+(?:not\s+|also\s+|now\s+|[a-z]+ly\s+)*"
    r"(?:enabled|included|standard|supported|optional)\s+"
    r"(?:in|by|from|starting|until|later|early|next|this)\b[^,]{0,30}[.!]?$"
)
"""A predicate whose object or event is in another sentence: ``also took part``, ``did
the same``, ``followed suit``, ``Shamir gave in``, ``would be caught in the middle``, or a
present or future state that ends at its adjective or participle (``... are standard``,
``... are not included``, ``... will be available``: on what, with what?), or a feature's
state with only a time after it (``Plug & Charge will be enabled in 2020``: on what?)."""
_LAST_READING_RX = re.compile(
    r"\blast\s+(?:rose|fell|traded|stood|gained|lost|added|dipped|slipped|climbed|edged|"
    r"changed|quoted|up|down|at)\b"
)
"""A market reading "last" taken (``notes last rose 7/32 ... to yield 1.786%``, ``the dollar
was last at 108.6 yen``): the moment of the writing, which the claim does not give."""
_RELATIVE_TAIL_RX = re.compile(r",\s+(?:where|who|which|whose|when)\s[^,]*(?:,|$)")
_PRESENT_RX = re.compile(r"[A-Z][\w'\u2019-]*\s[a-z]{3,}(?<!ss)(?<!us)(?<!is)s")
_PARENS_RX = re.compile(r"\([^()]*\)")
_WORD_RX = re.compile(r"[A-Za-z][\w'\u2019-]*")
_MODALS = frozenset({"can", "could", "will", "would", "may", "might", "must", "should", "shall"})
_DETERMINERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "our", "my", "your",
                          "this", "that", "these", "those", "every", "each"})
_AUXILIARIES = frozenset({"is", "was", "are", "were", "be", "been", "being", "has", "have",
                         "had", "got", "get", "gets"})
_PARTICIPLES = frozenset({"written", "made", "built", "shown", "known", "founded", "owned", "led",
                         "held", "sung", "drawn", "given", "taken"})
_BARE_FORMS = frozenset({"work", "works", "use", "uses", "play", "plays", "show", "shows",
                         "lead", "leads", "cut", "set", "read", "start", "change", "changes",
                         "return", "returns", "help", "offer", "offers", "release", "win",
                         "move", "turn", "feature", "features", "mark", "marks", "host"})
"""Plain forms that are as often nouns (``graduation work``, ``the show``)."""
_OBJECT_IT_RX = re.compile(
    r"^(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019.-]*(?:,[^,]{1,120}?,?)?\s+(?:[a-z]+ly\s+)?"
    r"(?:described|called|named|calls|describes|considered|considers|saw|sees|found|finds|"
    r"made|makes|took|takes|put|puts|left|kept|sold|bought|used|uses|built|released|"
    r"launched|announced)\s+it\b"
)
"""``Bob Alverson, a commissioner ..., described it as ...``: the subject's own verb's
object ``it`` can only be something the claim does not name."""
_CLOCK_RX = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:[ap]\.m\.|[ap]m\b|GMT\b|UTC\b)", re.IGNORECASE)


_LABEL_RX = re.compile(r"^(?:[A-Z][\w'\u2019-]*)(?:\s+[a-z][\w'\u2019-]*){0,3}:\s+(?=[A-Z])")
"""A heading label run into its sentence (``WASI limitations: Libraries and APIs ...``)."""
_BROKEN_ARTICLE_RX = re.compile(r"\b(?:[Aa]n?|[Tt]he)\s+(?:wrote|said|told|was|were|is|are|has|"
                                r"had|did|does)\b")
"""An article right before a verb: a word the page lost (``an wrote``)."""


def strip_furniture(sentence: str) -> str:
    """``sentence`` without a fused byline, label or section heading (module docstring)."""
    label = _LABEL_RX.match(sentence)
    if label is not None and not any(is_finite_verb(w) for w in label.group(0).split()):
        sentence = sentence[label.end() :]
    byline = _BYLINE_RX.match(sentence)
    if byline is not None and not any(is_finite_verb(w) for w in byline.group(1).split()):
        first = byline.group(2)
        return f"{first[:1]}{first[1:].lower()}{sentence[byline.end(2) :]}"  # "The good"
    heading = _HEADING_RX.match(sentence)
    if heading is None:
        return sentence
    words = heading.group(1).split()
    if words[-1] in _LINKS or any(is_finite_verb(w) for w in words):
        return sentence  # "Texas vs The Nation was ...": a name, not a heading
    return sentence[heading.end() :]


def _verb_reading(word: str) -> bool:
    """``word`` can be read as a verb: ``lemminflect``'s lexicon gives it a verb lemma, or
    does not know it (a word it knows only as an adjective, ``undisclosed``, is none)."""
    lemmas = getAllLemmas(word.lower())
    return not lemmas or "VERB" in lemmas or "AUX" in lemmas


def verbless(claim: str) -> bool:
    """No finite verb in the main clause of ``claim`` (see ``_verbless``)."""
    return _verbless(claim)


def _verbless(claim: str) -> bool:
    """No finite verb in the main clause: every candidate follows a possessive or a
    determiner (``Claire Denis's graduation work from La Fémis``: a noun) or comes only
    in a clause after ``, where``/``, who``/``, which`` (``Buck Cullen with his daughter
    ... in his backyard, where he is storing ...``: a photo caption)."""
    main = _RELATIVE_TAIL_RX.sub(" ", _PARENS_RX.sub(" ", claim))
    words = _WORD_RX.findall(main)
    if any(_PRESENT_RX.fullmatch(f"{a} {b}") for a, b in itertools.pairwise(words)):
        return False  # "Christian Bale reprises ...": a name, then a verb the lists lack
    for index, word in enumerate(words[1:], 1):
        if not (is_finite_verb(word) or word.lower() in _MODALS) or not _verb_reading(word):
            continue
        following = words[index + 1].lower() if index + 1 < len(words) else ""
        participle = word.endswith("ed") or word in _PARTICIPLES
        if participle and following == "by" and words[index - 1].lower() not in _AUXILIARIES:
            continue  # "... horror film directed by ...": a participle, not the verb
        before = words[index - 1].lower()
        two_before = words[index - 2].lower() if index >= 2 else ""
        nominal = before in _DETERMINERS or before.endswith(("'s", "\u2019s")) or (
            two_before.endswith(("'s", "\u2019s")) and words[index - 1].islower()
            and not is_finite_verb(before) and word.lower() in _BARE_FORMS
        )
        if not nominal:
            return False
    return True


def residue_reason(claim: str) -> ResidueReason | None:
    """Why ``claim`` cannot stand alone (see module docstring), or ``None``."""
    if _verbless(claim) or _BROKEN_ARTICLE_RX.search(claim):
        return "fragment"
    if _OBJECT_IT_RX.search(_PARENS_RX.sub(" ", claim)):
        return "dangling_reference"
    if _FORMULA_RX.search(claim):
        return "formula_residue"
    if _ELLIPTICAL_RX.search(claim):
        return "elliptical"
    if _CLOCK_RX.search(claim) and not find_dates(claim):
        return "undated_time"
    if _LAST_READING_RX.search(claim):
        return "undated_reading"
    return None
