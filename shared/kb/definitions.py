"""What reference pages state about documented names: the far end of a bridge question.

Prose documentation rarely writes ``**Label:** value`` facts, but its reference pages
state properties of *names* in a few regular shapes, and other pages mention those
names in prose. Three shapes are read here:

- a member list under a class heading (``## Response``, then ``.status_code - int``,
  ``def .json() - Any``): the type of an attribute, what a method returns;
- a nested list whose heading names a hierarchy (``The exception hierarchy``): each
  name's direct parent and direct children;
- a section headed by one or more upper-case names whose first block is
  ``Valid values: …`` (``## NO_PROXY`` / ``Valid values: a comma-separated list …``).

:mod:`shared.kb.bridges` joins them with the page that describes the name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.knowledge_base import Page
from shared.kb.markdown import ItemList

__all__ = ["Definition", "definitions"]

_MEMBER = re.compile(
    r"^(?P<def>def\s+)?\.(?P<name>[a-z_][a-z0-9_]*)(?:\((?P<args>[^)]*)\))?\s+-\s+(?P<value>.+)$"
)
_CLASS = re.compile(r"^[A-Z][A-Za-z0-9]+$")
_UPPER_NAME = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")
_VALID = re.compile(r"^Valid values:\s*(?P<value>.+?)\.?$")


@dataclass(frozen=True, slots=True)
class Definition:
    """One property of one documented name, as its reference page states it."""

    name: str
    """The name (``history``, ``TimeoutException``, ``NO_PROXY``)."""
    kind: str
    """What the name is: ``attribute``, ``method``, ``exception``, ``environment variable``."""
    owner: str
    """The class a member belongs to (``Response``); empty for other kinds."""
    prop: str
    """The property stated: ``type``, ``returns``, ``children``, ``parent``, ``values``."""
    value: str
    """The property's value as the page writes it."""
    ref: str
    """The reference page."""
    snippet: str
    """Text of the reference page holding name and value together (the evidence)."""
    items: tuple[str, ...] = ()
    """For ``children``: each child name (the answer key)."""
    group: tuple[str, ...] = ()
    """Names the same section defines together (``HTTP_PROXY, HTTPS_PROXY, ALL_PROXY``)."""


def _members(page: Page) -> list[Definition]:
    out: list[Definition] = []
    for item_list in page.parsed.lists:
        owner = item_list.heading.strip()
        if not _CLASS.match(owner):
            continue
        for item in item_list.items:
            m = _MEMBER.match(item.strip())
            if m is None:
                continue
            method = m.group("def") is not None
            out.append(Definition(
                name=m.group("name"), kind="method" if method else "attribute", owner=owner,
                prop="returns" if method else "type", value=m.group("value").strip(),
                ref=page.ref, snippet=item.strip(),
            ))
    return out


def _hierarchy(page: Page, item_list: ItemList) -> list[Definition]:
    words = item_list.heading.lower().split()
    if "hierarchy" not in words or len(item_list.depths) != len(item_list.items):
        return []
    if not all(_CLASS.match(item.strip()) for item in item_list.items):
        return []
    kind = next((w for w in words if w not in {"the", "hierarchy", "class"}), "class")
    names = [item.strip() for item in item_list.items]
    depths = item_list.depths
    out: list[Definition] = []
    stack: list[int] = []
    for index, name in enumerate(names):
        while stack and depths[stack[-1]] >= depths[index]:
            stack.pop()
        if stack:
            parent = names[stack[-1]]
            pair = f"{parent} {name}" if stack[-1] == index - 1 else None
            out.append(Definition(
                name=name, kind=kind, owner="", prop="parent", value=parent, ref=page.ref,
                snippet=pair or " ".join(names[stack[-1]:index + 1]),
            ))
        stack.append(index)
        end = index + 1
        while end < len(names) and depths[end] > depths[index]:
            end += 1
        children = tuple(names[j] for j in range(index + 1, end)
                         if depths[j] == min(depths[index + 1:end], default=-1))
        if children:
            out.append(Definition(
                name=name, kind=kind, owner="", prop="children", value=", ".join(children),
                ref=page.ref, snippet=" ".join(names[index:end]), items=children,
            ))
    return out


def _singular(title: str) -> str:
    """``Environment Variables`` -> ``environment variable``; a singular title -> ``setting``."""
    words = title.lower().split()
    if not words or not words[-1].endswith("s") or words[-1].endswith("ss"):
        return "setting"
    words[-1] = words[-1][:-1]
    return " ".join(words)


def _valid_values(page: Page) -> list[Definition]:
    out: list[Definition] = []
    for section in page.parsed.sections:
        names = tuple(n.strip() for n in section.heading.split(","))
        if not names or not all(_UPPER_NAME.match(n) for n in names) or not section.blocks:
            continue
        m = _VALID.match(section.blocks[0])
        if m is None:
            continue
        for name in names:
            out.append(Definition(
                name=name, kind=_singular(page.title), owner="", prop="values",
                value=m.group("value").strip(), ref=page.ref, snippet=section.blocks[0],
                group=names,
            ))
    return out


def definitions(page: Page) -> list[Definition]:
    """Every definition the page states, in page order within each shape."""
    found = _members(page) + _valid_values(page)
    for item_list in page.parsed.lists:
        found.extend(_hierarchy(page, item_list))
    return found
