"""What the older version of a reference page said of one option, for the multi-hop bridges.

Every layout of option documentation (bullet lists after a lead, ``Signature:`` lines with
their argument bullets, setting sections with ``**Default**:`` or plain ``Default:``
lines) is read by one reader, :func:`shared.kb.options.option_groups`; this module
compares a page's options with its older version's, and adds the one layout that reader
leaves to the direct templates' table questions: an options table with a ``Default``
column (``| Option | Default | Description |``, one row per option, an empty cell where the
page states no default). ``all_option_groups`` is both, under the name the bridges and the
negatives import.
"""

from __future__ import annotations

import re

from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import Option, OptionGroup, option_groups
from shared.kb.tables import Table

__all__ = ["all_option_groups", "changed_from", "table_groups"]

_KIND_HEADER: dict[str, str] = {
    "option": "options", "options": "options", "setting": "settings", "settings": "settings",
    "key": "settings", "config item": "settings", "name": "settings", "field": "fields",
    "variable": "environment variables", "environment variable": "environment variables",
    "parameter": "parameters", "argument": "arguments", "flag": "options",
}
"""A table's first header naming what its rows are, and the group's kind (plural)."""
_DEFAULT_HEADER = re.compile(r"^default(?: value)?$", re.IGNORECASE)
_DESCRIPTION_HEADER = re.compile(r"^(?:description|meaning|purpose)$", re.IGNORECASE)
_NAME = re.compile(r"^-{0,2}[A-Za-z_][\w.-]*(?<![-_.])$")
_MARKUP = re.compile(r"^#!\w+\s+")
"""A code span's language hint (``#!python False``) that the plain text keeps."""


def _table_group(page: Page, table: Table) -> OptionGroup | None:
    kind = _KIND_HEADER.get(table.headers[0].strip().lower()) if table.headers else None
    default = next((i for i, h in enumerate(table.headers) if _DEFAULT_HEADER.match(h.strip())),
                   -1)
    described = next((i for i, h in enumerate(table.headers)
                      if _DESCRIPTION_HEADER.match(h.strip())), -1)
    if kind is None or default <= 0 or described <= 0 or len(table.rows) < 2:
        return None
    rows = [row for row in table.rows if _NAME.match(row[0].strip())]
    if len(rows) < 2 or 3 * len(rows) < 2 * len(table.rows):
        return None  # a column of phrases or values, not of names
    options = []
    for row in rows:  # a name cut at a placeholder (``HATCH_BUILD_HOOK_ENABLE_``) is left out
        value = _MARKUP.sub("", row[default].strip())
        options.append(Option(
            name=row[0].strip(), description=row[described].strip(),
            default=value if value and value not in ("-", "—", "–") else None,
            item=" | ".join(cell.strip() for cell in row)))
    return OptionGroup(owner="", kind=kind, heading=table.heading, ref=page.ref,
                       options=tuple(options), signature="")


def table_groups(page: Page) -> list[OptionGroup]:
    """The options tables of ``page`` with a ``Default`` and a ``Description`` column, one
    group per table (owner-less: the page documents them; an empty ``Default`` cell is an
    option whose default the page does not state)."""
    return [g for table in page.parsed.tables if (g := _table_group(page, table)) is not None]


def all_option_groups(page: Page) -> list[OptionGroup]:
    """Every option group of ``page``: :func:`~shared.kb.options.option_groups` and the
    options tables (:func:`table_groups`) that reader leaves to the table questions."""
    groups = list(option_groups(page))
    seen = {(g.owner, o.name) for g in groups for o in g.options}
    for group in table_groups(page):
        if not any(("", o.name) in seen for o in group.options):
            groups.append(group)
    return groups


def changed_from(kb: KnowledgeBase, page: Page, owner: str, name: str, default: str
                 ) -> str | None:
    """What the older version of ``page`` said of ``owner``'s option ``name`` (``""``: a
    setting): its old default when it differs from ``default``, ``"absent"`` when the
    older version never names the option, ``None`` when ``page`` is unversioned, the default
    is unchanged, or the older version names the option in a layout the readers do not
    parse (no claim is made about it)."""
    previous = kb.previous_version(page)
    if previous is None:
        return None
    old = next((o for g in all_option_groups(previous) for o in g.options
                if g.owner == owner and o.name == name), None)
    if old is None:
        # the reader may miss an older page's layout: "absent" only when the older page
        # never names the option at all
        named = re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", previous.text)
        return None if named else "absent"
    if old.default is None:
        return None  # the older page listed the option without a default: nothing to compare
    if _plain(old.default) != _plain(default):
        return old.default
    return None


def _plain(value: str) -> str:
    """A default without quotes, backticks and spaces: ``'16384' (16 KB)`` is
    ``16384 (16 KB)``."""
    return re.sub(r"[`'\"\s]", "", value).lower()
