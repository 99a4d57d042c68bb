"""Small wording helpers that make rule-built questions read like a customer wrote them."""

from __future__ import annotations

import re

from shared.text.ordinals import ordinals

__all__ = [
    "as_customer",
    "join_items",
    "lower_phrase",
    "ordinal",
    "procedure_goal",
    "sentence",
    "strip_terminal",
]

_ORDINALS = ordinals(10)
_SECOND_PERSON = (
    (re.compile(r"\byou(?:'|’)re\b", re.IGNORECASE), "I'm"),
    (re.compile(r"\byou(?:'|’)ll\b", re.IGNORECASE), "I'll"),
    (re.compile(r"\byou(?:'|’)d\b", re.IGNORECASE), "I'd"),
    (re.compile(r"\byou are\b", re.IGNORECASE), "I am"),
    (re.compile(r"\byou were\b", re.IGNORECASE), "I was"),
    (re.compile(r"\byou've\b", re.IGNORECASE), "I've"),
    (re.compile(r"\byourself\b", re.IGNORECASE), "myself"),
    (re.compile(r"\byours\b", re.IGNORECASE), "mine"),
    (re.compile(r"\byour\b", re.IGNORECASE), "my"),
    (re.compile(r"\b(for|to|with|at|from|by|about|of|on|into|than|let|lets|help|helps|tell|"
                r"tells|show|shows|give|gives) you\b", re.IGNORECASE), r"\1 me"),
    (re.compile(r"\byou\b", re.IGNORECASE), "I"),
)
_TO_PREFIX = re.compile(r"^how (?:to|do i|can i)\s+", re.IGNORECASE)


def ordinal(position: int) -> str:
    """1 -> ``first`` ... 10 -> ``tenth``; ``11th`` beyond."""
    if 1 <= position <= len(_ORDINALS):
        return _ORDINALS[position - 1]
    return f"{position}th"


def lower_phrase(text: str) -> str:
    """Lower-case the first word unless it is an acronym or a name (inner capitals)."""
    text = text.strip()
    if not text:
        return text
    first, _, rest = text.partition(" ")
    if len(first) > 1 and (first.isupper() or any(c.isupper() for c in first[1:])):
        return text
    if first in {"I", "US"}:
        return text
    lowered = first[0].lower() + first[1:]
    return f"{lowered} {rest}".strip()


def strip_terminal(text: str) -> str:
    """Drop the final ``.``, ``!`` or ``;`` of a clause."""
    return text.strip().rstrip(".!;").strip()


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = strip_terminal(text)
    if not text:
        return text
    return f"{text[0].upper()}{text[1:]}."


def as_customer(clause: str) -> str:
    """Turn KB wording addressed to the customer (``you``) into the customer's own (``I``)."""
    for pattern, replacement in _SECOND_PERSON:
        clause = pattern.sub(replacement, clause)
    return clause


def join_items(items: list[str] | tuple[str, ...]) -> str:
    """``a``; ``a and b``; ``a, b and c``."""
    cleaned = [strip_terminal(item) for item in items if item.strip()]
    if len(cleaned) <= 1:
        return "".join(cleaned)
    return f"{', '.join(cleaned[:-1])} and {cleaned[-1]}"


def procedure_goal(heading: str) -> str | None:
    """``How to start a return`` -> ``start a return``; ``None`` for other headings."""
    match = _TO_PREFIX.match(heading.strip())
    if match is None:
        return None
    goal = strip_terminal(heading.strip()[match.end() :]).rstrip("?")
    return goal or None
