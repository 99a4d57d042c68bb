"""Per-entry reference sections: a heading names the thing, a small table states its attributes.

The most common layout of reference documentation (options, config keys, CLI flags, API
fields) gives every entry its own section: the heading is the entry, the first sentence
says what it does, a one-row table (or ``Default:`` / ``Type:`` lines) states its
attributes, and a ``Valid options:`` list gives the values it takes::

    ## Print Width

    Specify the line length that the printer will wrap on.

    | Default | CLI Override          | API Override        |
    | ------- | --------------------- | ------------------- |
    | `80`    | `--print-width <int>` | `printWidth: <int>` |

Each table alone is one row under column names every other entry repeats, so no
question can be asked of it as a table (its key is the heading, not a row);
:func:`reference_entries` reads such a page into :class:`Entry` s, each with its page
and anchor, for the direct templates and the multi-hop bridges alike.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from shared.kb.knowledge_base import Page
from shared.kb.tables import Table

__all__ = ["Entry", "attribute_kind", "bare_flag", "bare_key", "flag_headings", "reference_entries",
           "renamed_flags", "slugify"]

_MIN_ENTRIES = 3
"""A layout is a page's reference layout only when this many sections repeat it."""
_VALUES_LEAD = re.compile(r"^(?:valid|possible|allowed|accepted|supported) "
                          r"(?:options|values|choices)\s*:?\s*$", re.IGNORECASE)
_VALUE_ITEM = re.compile(r"^(?P<value>\"[^\"]{1,30}\"|'[^']{1,30}'|[\w.-]{1,30})"
                         r"\s*(?: - | – | — |: )(?P<description>.+)$")
_FLAG = re.compile(r"^(?:-[A-Za-z]\s*(?:/|,\s?)\s*)?(?P<flag>--?[a-z][\w-]*)(?:[ =].*)?$")
_KEY = re.compile(r"^(?P<key>[A-Za-z_][\w.-]*)\s*:\s*.*$")
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)`'\"])\.(?:\s|$)")


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a reference page: its name (the heading), its attributes, its values."""

    name: str
    """The section heading, as the page writes it (``Print Width``)."""
    ref: str
    """The page the entry is on."""
    anchor: str
    """The heading's anchor (``print-width``): a link ``options.md#print-width`` lands here."""
    lead: str
    """The section's first sentence when it says what the entry does ("" when it opens
    otherwise)."""
    attributes: tuple[tuple[str, str], ...]
    """(column name, cell) of the entry's one-row table, in column order."""
    values: tuple[str, ...] = ()
    """The values a ``Valid options:`` list names, in its order (empty: no such list)."""
    since: str = ""
    """The version a section-level note says the entry first appeared in ("First available
    in v3.5.0", "Added in 2.1"), as the page writes it ("" when none)."""

    def attribute(self, kind: str) -> str | None:
        """The cell of the first column whose :func:`attribute_kind` is ``kind``."""
        return next((cell for header, cell in self.attributes
                     if attribute_kind(header) == kind and cell.strip()), None)


def attribute_kind(header: str) -> str | None:
    """What a column of an entry's table states: ``default``, ``flag`` (the command-line
    spelling), ``key`` (the API or config-file spelling), ``type``; None for others."""
    words = header.strip().lower()
    if re.fullmatch(r"default(?: value)?", words):
        return "default"
    if re.search(r"\b(?:cli|command[- ]line|flag)\b", words):
        return "flag"
    if re.search(r"\b(?:api|config(?:uration)?(?: file)?|key)\b", words):
        return "key"
    if words == "type":
        return "type"
    return None


def bare_flag(cell: str) -> str | None:
    """``--print-width <int>`` -> ``--print-width``, ``-d/--dir <dirname>`` -> ``--dir``;
    None when the cell is no flag."""
    found = _FLAG.match(cell.strip())
    return found.group("flag") if found is not None else None


def bare_key(cell: str) -> str | None:
    """``printWidth: <int>`` -> ``printWidth``; None when the cell is no ``key: value``."""
    found = _KEY.match(cell.strip())
    return found.group("key") if found is not None else None


def slugify(heading: str) -> str:
    """A heading's anchor as documentation sites write it (``Print Width`` ->
    ``print-width``, ``` `--check` ``` -> ``--check``)."""
    text = re.sub(r"[^\w\s-]", "", heading.strip().lower())
    return re.sub(r"\s", "-", text)


def _lead(blocks: tuple[str, ...]) -> str:
    """The first sentence of a section's first block (version notes left out) when it is
    prose that ends."""
    blocks = tuple(b for b in blocks if _SINCE.match(b.strip()) is None)  # a version note
    if not blocks:
        return ""
    first = blocks[0].strip()
    end = _SENTENCE_END.search(first)
    if end is None or first[:1].islower() or _VALUES_LEAD.match(first):
        return ""
    return first[:end.start() + 1]


_SINCE = re.compile(r"^_?(?:First available|Added|Introduced|New|Available since) in "
                    r"(?:version )?(?P<version>v?\d+(?:\.\d+)+)(?!\w|\.\d)")


def _since(blocks: tuple[str, ...]) -> str:
    """The version of the section's own "First available in …" note (a note inside a list
    item dates that item, not the entry)."""
    found = next((m for b in blocks if (m := _SINCE.match(b.strip())) is not None), None)
    return found.group("version") if found is not None else ""


def _values(blocks: tuple[str, ...]) -> tuple[str, ...]:
    """The values listed after a ``Valid options:`` lead (empty when one item is no value)."""
    for index, block in enumerate(blocks):
        if not _VALUES_LEAD.match(block.strip()):
            continue
        values: list[str] = []
        for item in blocks[index + 1:]:
            found = _VALUE_ITEM.match(item.strip())
            if found is None:
                break
            values.append(found.group("value"))
        return tuple(values) if len(values) >= 2 else ()
    return ()


def _single_row_tables(page: Page) -> dict[str, Table]:
    """Each heading's one table when it has exactly one body row (headings with two
    tables, or a table of several rows, are left out: the row is not the heading's)."""
    by_heading: dict[str, list[Table]] = {}
    for table in page.parsed.tables:
        by_heading.setdefault(table.heading, []).append(table)
    return {heading: tables[0] for heading, tables in by_heading.items()
            if heading and len(tables) == 1 and len(tables[0].rows) == 1}


_LABEL = re.compile(r"^\*{0,2}(?P<label>[A-Za-z][A-Za-z -]{0,24}?)\*{0,2}:?\*{0,2}$")


def _vertical(table: Table) -> tuple[tuple[str, str], ...] | None:
    """(label, value) rows of a two-column table whose first column labels the entry's
    attributes (``| Type: | `string` |``, ``| CLI: | `--input` |``): at least two rows, one a
    default, flag or type, every label short."""
    if len(table.headers) != 2 or len(table.rows) < 2:
        return None
    rows: list[tuple[str, str]] = []
    for key, value in ((table.headers[0], table.headers[1]), *table.rows):
        label = _LABEL.match(key.strip())
        if not key.strip() and not value.strip():
            continue  # an empty header row
        if label is None:
            return None
        rows.append((label.group("label").strip(), value.strip()))
    if len(rows) < 2 or not any(attribute_kind(label) for label, _ in rows):
        return None
    return tuple(rows)


def _vertical_tables(page: Page) -> dict[str, tuple[tuple[str, str], ...]]:
    """Each heading's attribute rows when its one table is a :func:`_vertical` table."""
    by_heading: dict[str, list[Table]] = {}
    for table in page.parsed.tables:
        by_heading.setdefault(table.heading, []).append(table)
    return {heading: rows for heading, tables in by_heading.items()
            if heading and len(tables) == 1 and (rows := _vertical(tables[0])) is not None}


def reference_entries(page: Page) -> list[Entry]:
    """The per-entry sections of ``page``: headings each over a one-row table whose column
    names at least :data:`_MIN_ENTRIES` sections share and which states a default, a flag
    or a key; or over a two-column table of labelled attributes (``| Type: | … |``), when
    at least :data:`_MIN_ENTRIES` sections have one. Empty when the page has neither."""
    tables = _single_row_tables(page)
    layouts = Counter(table.headers for table in tables.values())
    headers, count = layouts.most_common(1)[0] if layouts else ((), 0)
    if count < _MIN_ENTRIES or not any(attribute_kind(h) for h in headers):
        tables = {}
    vertical = _vertical_tables(page)
    if len(vertical) < _MIN_ENTRIES:
        vertical = {}
    out: list[Entry] = []
    for section in page.parsed.sections:
        table = tables.get(section.heading)
        if table is not None and table.headers == headers:
            attributes = tuple(zip(headers, (c.strip() for c in table.rows[0]), strict=True))
        elif section.heading in vertical:
            attributes = vertical[section.heading]
        else:
            continue
        out.append(Entry(
            name=section.heading.strip(), ref=page.ref, anchor=slugify(section.heading),
            lead=_lead(section.blocks), attributes=attributes, values=_values(section.blocks),
            since=_since(section.blocks)))
    return out


_FLAG_HEADING = re.compile(r"^`?(?P<flag>--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)`?$")


def flag_headings(page: Page) -> set[str]:
    """The command-line flags ``page`` documents one per section (``## `--check` ``)."""
    return {m.group("flag") for s in page.parsed.sections
            if s.level > 0 and (m := _FLAG_HEADING.match(s.heading.strip())) is not None}


def renamed_flags(page: Page, previous: Page) -> list[tuple[str, str]]:
    """(old, new) flags whose section the newer ``page`` heads with a respelling of the
    older page's flag (``--loglevel`` -> ``--log-level``: the same letters, other dashes),
    when the newer page never writes the old spelling."""
    new, old = flag_headings(page), flag_headings(previous)
    gone = {re.sub(r"-", "", f): f for f in old - new}
    text = page.parsed.text
    return sorted((gone[key], flag) for flag in new - old
                  if (key := re.sub(r"-", "", flag)) in gone
                  and not re.search(rf"(?<![\w-]){re.escape(gone[key])}(?![\w-])", text))
