"""Building candidate gold items: one helper so every generator fills ``QAItem`` alike."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from lemminflect import getAllLemmas

from shared.messages.envelope import derive_id
from shared.messages.qa import AnswerType, QAItem, SourceType, UsedClaim
from shared.text.dates import MONTH_NAMES

__all__ = [
    "GOLD_RULES_VERSION",
    "candidate",
    "header_noun",
    "quoted",
    "row_name",
    "section_name",
    "topic",
    "topic_in",
    "with_article",
]

GOLD_RULES_VERSION = "gold-rules-3"
"""Version of the rule templates; recorded as the generator version in the manifest."""


_MONTHS = frozenset(MONTH_NAMES)


def topic_in(heading: str, text: str) -> str:
    """``topic``, keeping the capitals of the heading's names: a word the section's text writes
    capitalised mid-sentence and never in lower case (``Eich``, ``Mozilla Festival``), so
    ``Proposed Design Changes`` is lowered and ``Eich CEO promotion controversy`` is not."""
    raw = re.sub(r"\[edit\]", "", heading).split()
    if " ".join(raw) in text and topic(heading).lower() == " ".join(raw).lower():
        return " ".join(raw)  # the text writes the heading as it stands: a name
    names = {w for w in raw if w[:1].isupper() and re.search(rf"(?<=[\w,;] ){re.escape(w)}\b", text)
             and not re.search(rf"\b{re.escape(w.lower())}\b", text)}
    return " ".join(next((n for n in names if n.lower() == w.lower()), w)
                    for w in topic(heading).split())


_ANCHORS = re.compile(r"\[edit\]|[#¶🔗]+|\bPermalink\b")
_NUMBERING = re.compile(r"^\s*\(?[0-9a-zA-Z]{1,3}[.)]\s+")


def clean_heading(heading: str) -> str:
    """A heading without the page's anchors: no Markdown ``#``, pilcrow, link glyph or
    ``[edit]``, no list numbering (``(q) Related Information`` -> ``Related Information``),
    no trailing colon; its own case is kept."""
    text = _NUMBERING.sub("", " ".join(_ANCHORS.sub(" ", heading).split()))
    return text.strip(" :.-–—")


def section_name(heading: str) -> str:
    """How a question names a section: its cleaned heading in its own case, in quotes
    (``the section "Explanation of Change to the Applicability"``); never lower-cased, so
    a heading keeps its articles and names. A heading of more than six words is not quoted
    (the naturalness gate refuses a longer quotation) but named as it stands, its capitals
    marking it a proper name: ``the section on Related Service Information Under 1 CFR Part
    51``."""
    name = clean_heading(heading)
    return f"the section {quoted(name)}" if len(name.split()) <= 6 else \
        f"the section on {name}"


def with_article(name: str, text: str) -> str:
    """``the Federal Aviation Administration`` when the text mostly writes the name after
    "the" (or its last word is an institution's: Administration, Department ...)."""
    with_the = len(re.findall(rf"\b[Tt]he {re.escape(name)}\b", text))
    bare = len(re.findall(rf"\b{re.escape(name)}\b", text)) - with_the
    last = name.split()[-1].lower() if name.split() else ""
    if (with_the > 0 and with_the >= bare / 2) or last in _INSTITUTION or name.startswith("U.S. "):
        return f"the {name}"
    return name


_INSTITUTION = frozenset({"administration", "department", "agency", "ministry", "commission",
                          "foundation", "bureau", "council", "office", "corporation"})


_VERBISH = re.compile(r"^(?:[a-z]+ed|spent|paid|built|sold|made|done|given|taken|seen|"
                      r"known|held|won|lost|left|[a-z]+ing)\b", re.I)  # fmt: skip


def _adjective(word: str) -> bool:
    """A one-word header that is an adjective, no noun ("Active", "Critical", "New": "the
    active of X" is no question): the lexicon knows it as an adjective and as no noun, or as
    an adjective in -ive ("active", "positive": a noun only in jargon)."""
    if " " in word:
        return False
    lemmas = getAllLemmas(word.lower())
    return "ADJ" in lemmas and ("NOUN" not in lemmas or word.lower().endswith("ive"))


def header_noun(header: str) -> str | None:
    """A column header as the noun a question asks for (``Budget`` -> ``budget``), or
    ``None`` when it is not a noun phrase (``Spent by December 2024``, a long phrase)."""
    word = topic(header).strip()
    if not word or len(word.split()) > 4 or _VERBISH.match(word) or _adjective(word):
        return None
    first, _, rest = word.partition(" ")
    if first[:1].isupper() and not first.isupper() and (len(first) < 2 or not first[1:2].isupper()):
        first = first.lower()  # "Cost on U.S. operators" -> "cost on U.S. operators"
    return f"{first} {rest}".strip()


def row_name(label: str) -> str | None:
    """A row label a question can name (a short phrase, not a sentence), else ``None``."""
    words = label.split()
    if not words or len(words) > 7 or re.search(r"\b(?:is|are|was|were)\b", label) or \
            re.search(r"(?:^|\s)(?:I|I’m|I'm|my|My|we|We|you|You|your|Your)(?:\s|$)", label) or \
            label.rstrip().endswith((".", "?", "!")):
        return None
    return label


def topic(heading: str) -> str:
    """A heading as a reader names it mid-sentence, without quotes or its numbering.

    ``2. Scope of Work`` -> ``scope of work``; ``(q) Related Information`` -> ``related
    information``; ``Table 1: Renovation costs`` -> ``renovation costs``; acronyms and names
    (inner capitals) keep their case.
    """
    text = re.sub(r"^\s*(?:\(?[0-9a-zA-Z]{1,3}[.)]|(?:table|figure|chart)\s+\d+(?:[-.]\d+)*"
                  r"[.:]?)\s+", "",
                  heading.strip(), flags=re.IGNORECASE)
    text = re.sub(r"\s*\([^)]*\)\s*$", "", re.sub(r"\[edit\]", "", text)).rstrip("?")
    words = text.split()
    if len(words) > 1 and text.isupper():
        return text.lower().strip(" :.")
    if len(words) == 1:
        return text.strip(" :.")
    kept = [w.lower() if w.istitle() and sum(c.isupper() for c in w) == 1 and w not in _MONTHS
            else w for w in words]  # "U.S." keeps its capitals
    return " ".join(kept).strip(" :.")


def quoted(text: str) -> str:
    """``text`` in double quotes, trimmed of a final full stop."""
    return f'"{text.strip().rstrip(".")}"'


def candidate(
    *,
    question: str,
    answer: str,
    answer_type: AnswerType,
    tier: Literal[1, 2, 3],
    facts: Sequence[UsedClaim],
    source_type: SourceType = "text",
    steps: Sequence[str] | None = None,
    opinions: Sequence[str] = (),
    computed: dict[str, str] | None = None,
    generator: str = "rules",
    template: str = "",
) -> QAItem:
    """A candidate item (its id hashes the question, the answer and the fact ids)."""
    return QAItem(
        item_id=derive_id("gold", question, answer, *(f.claim_id for f in facts)),
        question=question,
        answers=(answer,),
        answer_type=answer_type,
        insufficient=answer_type == "no_information",
        source_type=source_type,
        used_claims=tuple(facts),
        reasoning_steps=tuple(steps) if steps else None,
        computed={**(computed or {}), **({"template": template} if template else {})},
        generator=generator,
        tier=tier,
        opinions=tuple(opinions),
        hops=len({f.chunk_id for f in facts}) or 1,
    )
