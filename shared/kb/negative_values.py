"""Negative candidates over a setting's closed list of values that no page explains.

A reference often lists the values a setting accepts without saying what sets them
apart::

    | `HATCH_PYTHON_VARIANT_CPU` | Linux | `v1`, `v2`, `v3` (default), `v4` |

A reader choosing one asks *What is the difference between the v3 and v4 values of the
HATCH_PYTHON_VARIANT_CPU environment variable?* (``missing_data``): the page names both
values and never says how they differ. Read from :func:`shared.kb.stated.statements`
(``values`` of a named setting, option, field or variable); the two values are the marked
default and the last other value (else the first two).

Dropped, counted: a list of a thing without a kind (a table of supported shells is no
setting's values), fewer than two or more than eight values, and a value that any block
of any page, an older version included, names without the list's other values (a row
``full | Indexes the title, section headings, and full text``, a sentence about one value:
it may say what the value does). The candidate then passes
:func:`~shared.kb.negative_check.check_negative` like any negative; its gap terms are a
contrast word with both values and the setting's name.
"""

from __future__ import annotations

import re
from collections import Counter

from shared.kb.candidates import Candidate, refusal_candidate
from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.stated import Statement, statements

__all__ = ["value_negatives"]

_CONTRAST: tuple[str, ...] = ("difference", "differences", "differ", "differs", "different",
                              "whereas", "unlike", "compared", "instead", "than")
_MAX_VALUES = 8


def _named(value: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.-]){re.escape(value)}(?![\w-])")


def _pair(statement: Statement) -> tuple[str, str] | None:
    """The default (when marked) and the last other value, else the first two."""
    items = statement.items
    marked = [i for i in items
              if re.search(rf"(?<![\w.-]){re.escape(i)}`?\s*\(default\)", statement.span, re.I)]
    if marked:
        others = [i for i in items if i != marked[0]]
        return (marked[0], others[-1]) if others else None
    return (items[0], items[1]) if len(items) >= 2 else None


def _described(value: str, statement: Statement, kb: KnowledgeBase) -> bool:
    """True when a block of any page names ``value`` without the list's other values."""
    own = _named(value)
    others = [_named(v) for v in statement.items if v != value]
    return any(own.search(block) and not all(o.search(block) for o in others)
               for page in kb for section in page.parsed.sections for block in section.blocks)


def value_negatives(page: Page, kb: KnowledgeBase, skipped: Counter[str]) -> list[Candidate]:
    """"What is the difference between the v3 and v4 values of X?" for each closed list of
    a setting's values on ``page`` that no page explains; drops counted in ``skipped``."""
    out: list[Candidate] = []
    for statement in statements(page):
        if statement.attribute != "values":
            continue
        if not statement.kind:
            skipped["missing_data:a list of values of no named setting"] += 1
            continue
        if not 2 <= len(statement.items) <= _MAX_VALUES:
            skipped["missing_data:too few or too many values to contrast"] += 1
            continue
        pair = _pair(statement)
        if pair is None:
            skipped["missing_data:too few or too many values to contrast"] += 1
            continue
        if any(_described(value, statement, kb) for value in pair):
            skipped["missing_data:a page speaks of one value on its own"] += 1
            continue
        first, second = pair
        thing = f"the {statement.thing} {statement.kind}"
        out.append(refusal_candidate(
            page, "missing_data",
            f"What is the difference between the {first} and {second} values of {thing}?",
            f"values:{page.ref}:{statement.thing}:difference",
            (_CONTRAST, (first,), (second,), (statement.thing,)),
            template="value_difference"))
    return out
