"""Whole-word lookups of a literal key in a text, without a regular expression per key.

``holds_word(text, key)`` answers exactly what ``re.search(rf"(?<!\\w){re.escape(key)}(?!\\w)",
text)`` does (``\\w`` is ``str.isalnum()`` or ``_``, ``\\d`` is ``str.isdecimal()``, as in
``re``), but with ``str.find``: the templates ask it for every pair of subjects and pages,
and a pattern compiled per name overflowed ``re``'s cache of 512 patterns, so most lookups
compiled their pattern again.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["holds_bounded", "holds_name", "holds_number", "holds_word", "word_then"]


def _word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _word_or_hyphen(ch: str) -> bool:
    return ch == "-" or ch.isalnum() or ch == "_"


def holds_bounded(
    text: str, key: str, stop_before: Callable[[str], bool], stop_after: Callable[[str], bool]
) -> bool:
    """Whether ``text`` holds ``key`` (non-empty) at a place where neither the character
    before it is one ``stop_before`` refuses nor the one after it one ``stop_after`` refuses
    (either may be the text's edge)."""
    n, end = len(key), len(text)
    at = text.find(key)
    while at >= 0:
        if (at == 0 or not stop_before(text[at - 1])) and (
            at + n == end or not stop_after(text[at + n])
        ):
            return True
        at = text.find(key, at + 1)
    return False


def holds_word(text: str, key: str) -> bool:
    """``re.search(rf"(?<!\\w){re.escape(key)}(?!\\w)", text) is not None`` for a non-empty
    key."""
    return holds_bounded(text, key, _word, _word)


def holds_name(text: str, key: str) -> bool:
    """``re.search(rf"(?<![\\w-]){re.escape(key)}(?![\\w-])", text) is not None`` for a
    non-empty key: a name not run into a hyphenated word."""
    return holds_bounded(text, key, _word_or_hyphen, _word_or_hyphen)


def holds_number(text: str, key: str) -> bool:
    """``re.search(rf"(?<!\\d){key}(?!\\d)", text) is not None`` for a key of digits (a
    year): the number not inside a longer one."""
    return holds_bounded(text, key, str.isdecimal, str.isdecimal)


def word_then(text: str, key: str, tail: re.Pattern[str]) -> list[str]:
    """``re.findall(rf"(?<!\\w){re.escape(key)}" + tail.pattern, text)`` for a non-empty key
    and a ``tail`` without groups: each whole-word ``key`` the tail matches right after, in
    order and not overlapping, without compiling a pattern per key."""
    found: list[str] = []
    at = text.find(key)
    while at >= 0:
        hit = tail.match(text, at + len(key)) if at == 0 or not _word(text[at - 1]) else None
        if hit is None:
            at = text.find(key, at + 1)
        else:
            found.append(text[at : hit.end()])
            at = text.find(key, hit.end())
    return found
