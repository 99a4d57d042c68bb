"""Direct questions from what a reference page states about documented names.

:mod:`shared.kb.definitions` reads a reference page's member lists (``.status_code - int``),
exception hierarchies and ``Valid values:`` sections; these are the questions a developer
asks of them, each answered by the page's own value:

- "What type is Response.status_code?" -> ``int``; "What does Response.json() return?";
- "Which exceptions are direct subclasses of TransportError?" (the whole list);
- "Which exception class is the direct parent of ConnectTimeout?" (leaves only: a name
  with children is asked for its children, so one edge is never asked twice);
- "What values does the NO_PROXY environment variable accept?" (one question per group
  of names one section defines together);
- rot_aware: a value the current version of a versioned page changed, asked "currently",
  and "Which environment variables are currently documented?" when the current version
  documents another set of names than the older one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from shared.kb.candidates import Candidate, Evidence, KbContext, normalise
from shared.kb.definitions import Definition, definitions
from shared.kb.knowledge_base import Page
from shared.kb.phrasing import join_items

__all__ = ["definition_direct"]


_DESCRIBED = re.compile(r"^(?:[A-Z][a-z]+[^s]s|Override|Use|Set|Call)\s+(?!of\b)\S+\s+\S+")
"""A member's value that is a sentence ("Returns any errors during validation", "Override
this to …"), not a type (``int``, ``Optional[str]``)."""


def _shown(d: Definition) -> str:
    return f"{d.owner}.{d.name}{'()' if d.kind == 'method' else ''}"


def _question(d: Definition, *, current: bool) -> tuple[str, str] | None:
    """(subtype, question) for one definition; None when it is not asked."""
    now = "currently " if current else ""
    if d.prop == "type" and _DESCRIBED.match(d.value):
        # ".errors - Returns any errors during validation.": a description, not a type
        return "simple_fact", f"What does {_shown(d)} {now}do?"
    if d.prop == "type":
        if re.search(r"\bor\b", d.value) and '"' in d.value:
            return "simple_fact", f"What values can {_shown(d)} {now}hold?"
        return "simple_fact", f"What type is {_shown(d)}{' currently' if current else ''}?"
    if d.prop == "returns":
        return "simple_fact", f"What does {_shown(d)} {now}return?"
    if d.prop == "children":
        return "list_enumeration", f"Which {d.kind} classes are {now}direct subclasses of {d.name}?"
    if d.prop == "values" and d.name == d.group[0]:
        names = join_items(d.group)
        verb = "does" if len(d.group) == 1 else "do"
        noun = d.kind if len(d.group) == 1 else f"{d.kind}s"
        return "simple_fact", f"What values {verb} the {names} {noun} {now}accept?"
    return None


def _leaf_parents(found: list[Definition]) -> Iterator[Definition]:
    with_children = {d.name for d in found if d.prop == "children"}
    for d in found:
        if d.prop == "parent" and d.name not in with_children:
            yield d


def _answer(d: Definition) -> str:
    value = join_items(d.items) if d.items else d.value.strip().rstrip(".")
    return f"{value}."


def definition_direct(page: Page, context: KbContext) -> dict[str, list[Candidate]]:
    """Direct candidates from the page's definitions, by subtype."""
    found = definitions(page)
    if not found:
        return {}
    previous = context.kb.previous_version(page)
    before = ({(d.name, d.prop): d.value for d in definitions(previous)}
              if previous is not None else None)
    out: dict[str, list[Candidate]] = {}
    for d in found:
        changed = before is not None and normalise(before.get((d.name, d.prop), "")) != (
            normalise(d.value))
        asked = _question(d, current=False)
        if asked is not None:
            _add(out, page, d, *asked)
            if changed:
                again = _question(d, current=True)
                if again is not None:
                    _add(out, page, d, "rot_aware", again[1])
    if previous is not None:
        listed = _listed_now(page, previous, found)
        if listed is not None:
            _add(out, page, listed[0], "rot_aware", listed[1], join_items(listed[2]) + ".")
    for d in _leaf_parents(found):
        _add(out, page, d, "simple_fact",
             f"Which {d.kind} class is the direct parent of {d.name}?")
    return out


_NAME_HEADING = re.compile(r"^`?([A-Z][A-Z0-9_]{2,})`?$")


def _listed_now(page: Page, previous: Page, found: list[Definition]
                ) -> tuple[Definition, str, list[str]] | None:
    """"Which environment variables are currently documented?" when the current version
    documents another set of names than the older one (named sections such as ``NETRC``)."""
    values = [d for d in found if d.prop == "values"]
    if not values:
        return None
    now = list(dict.fromkeys(d.name for d in values))
    before = [m.group(1) for s in previous.parsed.sections
              if (m := _NAME_HEADING.match(s.heading.strip()))]
    before += [d.name for d in definitions(previous) if d.prop == "values"]
    if not before or set(before) == set(now):
        return None
    return values[0], f"Which {values[0].kind}s are currently documented?", now


def _add(out: dict[str, list[Candidate]], page: Page, d: Definition, subtype: str,
         query: str, answer: str | None = None) -> None:
    out.setdefault(subtype, []).append(Candidate(
        query=query, ground_truth=answer or _answer(d), refs=(page.ref,), subtype=subtype,
        category=page.category,
        key=f"definition:{page.ref}:{d.owner}:{d.name}:{d.prop}:{subtype}:{query}",
        evidence=(Evidence(page.ref, d.snippet),),
    ))
