"""Organisations a news page names by kind: ``the company`` is the one company it named.

News writing names an organisation once and then calls it by its kind: *Boeing Co. ...
The company did not have advance notice*, *San Diego State University ... the university
is forecasting*. ``kind_name(head, text, at)`` gives the whole name that ``the <head>``
stands for at offset ``at`` of ``text``, when the text before ``at`` names exactly one
organisation of that kind, and says why not otherwise (``KindRefusal``): none named, or two
or more (``the company`` after both Boeing Co. and Lockheed Corp. is either).

An organisation is of a kind by its own name's form, never by guessing: a company's name
ends in ``Co.``/``Inc.``/``Corp.``/``Ltd``/``LLC``/``plc`` or ``Company``/``Corporation``
(``Ford Motor Company``), a university's holds ``University``/``College``, an agency's ends
in ``Agency``/``Administration``/``Bureau``/``Commission``, a department's opens with
``Department of`` or ends in ``Department``, a school district's ends in ``School District``
or ``Unified School District``, a bank's ends in ``Bank``, an airline's in
``Airlines``/``Airways``. Shorter forms of one name are one organisation (``Boeing Co.`` and
``Boeing``); the name written is the longest the page gives before ``at``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from shared.text.mentions import find_entities

__all__ = ["KIND_NOUNS", "KindName", "KindRefusal", "kind_name"]

KindRefusal = Literal["no_named_kind", "two_of_kind"]
"""Why ``the <kind>`` stays unresolved: the page names no organisation of that kind before
it, or names two or more (then the description is ambiguous: counted apart)."""

_SUFFIX = r"(?:Co|Inc|Corp|Ltd|LLC|plc|PLC|Company|Corporation)"
_FORMS: dict[str, re.Pattern[str]] = {
    "company": re.compile(
        rf"^[A-Z][\w&'\u2019.-]*(?:\s+[A-Z][\w&'\u2019.-]*){{0,4}}\s+{_SUFFIX}\.?$"
    ),
    "university": re.compile(r"\b(?:University|College)\b"),
    "agency": re.compile(r"\s(?:Agency|Administration|Bureau|Commission)$"),
    "department": re.compile(r"^(?:[A-Z][\w.'\u2019-]*\s+)*Department(?:\s+of\s+[A-Z][\w ]+)?$"),
    "district": re.compile(r"\sSchool District$"),
    "bank": re.compile(r"\sBank$"),
    "airline": re.compile(r"\s(?:Airlines|Airways|Air Lines)$"),
}
"""A name's form that makes it one of a kind (see module docstring)."""
_FORMS["firm"] = _FORMS["company"]

KIND_NOUNS = frozenset(_FORMS)
"""The kind nouns ``the <kind>`` this module resolves."""

_ABBREVIATED = re.compile(r"(?:Co|Inc|Corp|Ltd)$")
_ARTICLED = re.compile(r"^(?:Department|University|Bank|College)\s+of\b")
"""A name that the text writes after ``the`` (``the University of Chicago``)."""


@dataclass(frozen=True, slots=True)
class KindName:
    """What ``the <kind>`` at one place of a text stands for."""

    name: str | None
    """The organisation's whole name (``Boeing Co.``), or ``None`` when refused."""

    refusal: KindRefusal | None = None
    """Why ``name`` is ``None``."""


def _core(name: str) -> str:
    """The name without its company suffix, lower case: ``Boeing Co.`` -> ``boeing``."""
    return re.sub(rf"[\s,]+{_SUFFIX}\.?$", "", name).lower()


@lru_cache(maxsize=16)
def _named(text: str) -> tuple[tuple[int, str, str], ...]:
    """``(end, kind, name)`` of every organisation named by a kind's form in ``text`` (``end``:
    the offset just after the name)."""
    out: list[tuple[int, str, str]] = []
    for mention in find_entities(text):
        name = mention.text
        if _ABBREVIATED.search(name) and text[mention.end : mention.end + 1] == ".":
            name += "."  # "Boeing Co." as written
        for kind, form in _FORMS.items():
            if form.search(name) and len(name.split()) >= 2:
                out.append((mention.start + len(name), kind, name))
    return tuple(out)


@lru_cache(maxsize=64)
def _unnamed_rx(head: str) -> re.Pattern[str]:
    """Another organisation of the kind, described and not named: ``a Chicago company``,
    ``the sheriff's department``, ``another firm``."""
    return re.compile(
        rf"\b(?:(?:[Aa]n?|[Aa]nother|[Oo]ne|[Oo]ther)\s+(?:[\w-]+\s+){{0,2}}|[a-z]+['\u2019]s\s+)"
        rf"{re.escape(head)}\b"
    )


def _sentence_around(text: str, start: int, end: int) -> str:
    left = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start))
    right = min((i for i in (text.find(". ", end), text.find("\n", end)) if i >= 0),
                default=len(text))
    return text[left + 1 : right]


def kind_name(head: str, text: str, at: int) -> KindName:
    """The one organisation of kind ``head`` that ``text`` names before offset ``at`` (see
    module docstring), or why there is none. A description of another one of the kind
    before ``at`` in a sentence not naming the one (``a rival company``, ``the sheriff's
    department``) makes two."""
    form = _FORMS.get(head)
    if form is None:
        return KindName(None, "no_named_kind")
    groups: dict[str, str] = {}  # core -> longest name
    for end, kind, name in _named(text):
        if end > at or _FORMS[kind] is not form:
            continue
        core = _core(name)
        same = next((c for c in groups if c == core or c.startswith(f"{core} ")
                     or core.startswith(f"{c} ")), None)  # fmt: skip
        if same is None:
            groups[core] = name
        elif len(name) > len(groups[same]):
            groups[same] = name
    if not groups:
        return KindName(None, "no_named_kind")
    if len(groups) > 1:
        return KindName(None, "two_of_kind")
    name = next(iter(groups.values()))
    core = _core(name)
    for other in _unnamed_rx(head).finditer(text, 0, at):
        if core not in _sentence_around(text, other.start(), other.end()).lower():
            return KindName(None, "two_of_kind")
    if _ARTICLED.match(name):
        name = f"the {name}"
    return KindName(name)
