"""A setting's values told as a bullet list, one marked default, named by the command that sets it.

Documentation often lists the values a setting takes as bullets, marks one ``(default)``
and names the setting only in the command that changes it, before or after the list
(PDM's usage pages)::

    You can choose the backend used by PDM to create a virtualenv:

    - [`virtualenv`](https://virtualenv.pypa.io/)(default)
    - `venv`
    - `conda`

    You can change it by `pdm config venv.backend [virtualenv|venv|conda]`.

or ``- `symlink`(default), create symlinks …`` with ``pdm config [--local]
install.cache_method <method>``, or ``- `reuse`: Keep all locked … (default).``. The list is
the values of the setting the section's command sets (``venv.backend``), the marked one its
default. A command giving ``a|b|c`` must give the list's own values; a section whose command
names no dotted setting, or names two, states nothing here (the heading,
"Virtualenv auto-creation", is no setting's name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.knowledge_base import Page

__all__ = ["SetValues", "list_settings"]

_ITEM = re.compile(r"^(?P<name>[A-Za-z_][\w.-]*)\s*(?P<marker>\(default\))?\s*"
                   r"(?:$|[,:;]|\s[-–—]\s)")
_MARKED_LATER = re.compile(r"\(default\)\.?\s*$", re.IGNORECASE)
_SETS = re.compile(
    r"\bconfig\s+(?:\[?--?[a-z][\w-]*\]?\s+)*(?P<key>[a-z][\w-]*(?:\.[a-z][\w-]*)+)\s+"
    r"(?:<[\w -]+>|\[?(?P<choices>[\w-]+(?:\|[\w-]+)+)\]?)")


@dataclass(frozen=True, slots=True)
class SetValues:
    """The values a listed setting takes and the marked default, with the text stating them."""

    key: str
    """The setting its section's command sets: ``venv.backend``."""
    values: tuple[str, ...]
    default: str
    span: str
    """The list's items, joined."""


def _marked_list(items: tuple[str, ...]) -> tuple[tuple[str, ...], str] | None:
    """(values, default) of a list whose every item opens with one name and exactly one item
    is marked ``(default)`` (right after the name or at the item's end)."""
    names: list[str] = []
    marked: list[str] = []
    for item in items:
        found = _ITEM.match(item.strip())
        if found is None:
            return None
        names.append(found.group("name"))
        if found.group("marker") or _MARKED_LATER.search(item.strip()):
            marked.append(found.group("name"))
    if not 2 <= len(names) <= 8 or len(marked) != 1 or len(set(names)) < len(names):
        return None
    return tuple(names), marked[0]


def list_settings(page: Page) -> list[SetValues]:
    """Every bullet list of ``page`` read as the values of the setting its section's
    command sets."""
    texts: dict[str, list[str]] = {}
    for heading, text in page.parsed.marked:
        texts.setdefault(heading, []).append(text)
    out: list[SetValues] = []
    for item_list in page.parsed.lists:
        read = _marked_list(item_list.items)
        if read is None:
            continue
        values, default = read
        keys: dict[str, str | None] = {}
        for text in texts.get(item_list.heading, []):
            for code in re.findall(r"`([^`]+)`", text):
                command = _SETS.search(code)
                if command is not None:
                    keys[command.group("key")] = command.group("choices")
        if len(keys) != 1:
            continue
        key, choices = next(iter(keys.items()))
        if choices is not None and set(choices.split("|")) != set(values):
            continue  # the command offers other values than the list
        out.append(SetValues(key, values, default, "; ".join(item_list.items)))
    return out
