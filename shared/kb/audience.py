"""Who a page is written for: the tool's users, or the people who build the tool.

A documentation folder often carries pages for contributors next to the user guide:
pipenv's ``docs/dev/`` holds design proposals and symbol inventories ("For a WIP function
(line range) of 406 …, what is the T_F.5 destination?"), commitizen's ``contributing/``
tells a first-time contributor where to start. A user of the tool asks about using it, so
direct questions come from user-facing pages first and from these pages only when the user
pages cannot fill the quota (:func:`shared.kb.generate._direct`).
"""

from __future__ import annotations

import re

__all__ = ["is_internal"]

_INTERNAL_FOLDERS = frozenset({
    "dev", "devel", "development", "developer", "developers", "contributing", "contributor",
    "contributors", "internals", "internal", "design", "maintainer", "maintainers",
    "maintaining", "adr", "adrs", "rfcs",
})
"""Folder names that hold pages for the people who build the tool."""

_INTERNAL_FILES = re.compile(
    r"^(?:contributing|contributors?|code[_-]of[_-]conduct|governance|maintainers?|"
    r"maintaining|release[_-]process|releasing|hacking|development)$", re.IGNORECASE)
"""File names (without ``.md``) of contributor pages kept beside the user guide."""


def is_internal(ref: str) -> bool:
    """True for a page written for the tool's contributors, by its folder or file name.

    ``dev/initiative-e-design.md``, ``contributing/contributing.md`` and ``CONTRIBUTING.md``
    are; ``commands/bump.md`` and ``advanced.md`` are not.
    """
    parts = ref.replace("\\", "/").split("/")
    if any(part.lower() in _INTERNAL_FOLDERS for part in parts[:-1]):
        return True
    stem = re.sub(r"(?:-v\d+)?\.md$", "", parts[-1], flags=re.IGNORECASE)
    return _INTERNAL_FILES.match(stem) is not None
