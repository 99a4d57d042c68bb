"""What a documentation page states about its settings: typed statements with their span.

One reader of the shapes real docs use to say what a setting, option, variable or field
defaults to and which values it takes:

- a table of named things with a ``Default`` column (``| `strict-naming` | `true` | … |``),
  a ``Type`` column, an ``Allowed values`` column, and a short ``Description`` column;
- a ``(default)`` marker beside one of the values a table, cell or bullet list names
  (``| `standard` (default) | The latest standardized format |``): the list is the values
  of the section's thing and the marked one its default;
- prose: "`template`, which defaults to `default`", "The default value is `false`" (under
  the setting's own heading), "By default this option is set to `{value}`", "must be one of
  `a`, `b` or `c`", "either the literal `internal` or `external`".

Every :class:`Statement` names the thing as written, what kind of thing it is, the owner
the page documents (its title), the attribute stated and the value (markup-free, as
written), and the text that states it. The direct templates ask them; multi-hop bridges
and negatives can read them too (a documented thing whose default no page states).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.knowledge_base import Page
from shared.kb.stated_lists import list_settings
from shared.kb.tables import Table
from shared.text.sentences import split_sentences

__all__ = ["Statement", "read_tables", "statements"]


@dataclass(frozen=True, slots=True)
class Statement:
    """One thing a page states about one named setting (or the values a list offers)."""

    thing: str
    """The setting as written: ``core-metadata-version``, ``HATCH_BUILD_CLEAN``, ``shell``."""
    kind: str
    """What the thing is, a singular noun: ``option``, ``environment variable``, ``field``."""
    attribute: str
    """``default``, ``values``, ``type`` or ``description``."""
    value: str
    """What the page states, markup removed (``2.4``, ``false``); for ``values`` the items
    joined with commas."""
    owner: str
    """What the page documents (its title, ``Wheel builder``)."""
    ref: str
    span: str
    """The text stating it (a table row, a sentence, a list)."""
    source: str
    """``table``, ``prose`` or ``list``: where the statement was read."""
    items: tuple[str, ...] = ()
    """For ``values``: the values one by one."""


_MARKER = re.compile(r"\s*\((?P<marker>default|required|optional)\)\s*$", re.IGNORECASE)
_NAME = re.compile(r"^`?(?P<name>-{0,2}[A-Za-z_][\w.\-]*(?:/-{1,2}[\w-]+)?)`?$")
_KINDS = {
    "option": "option", "options": "option", "setting": "setting", "settings": "setting",
    "key": "key", "field": "field", "flag": "flag", "parameter": "parameter",
    "argument": "argument", "variable": "variable", "environment variable":
    "environment variable", "name": "setting", "data": "field", "config": "setting",
}
_DEFAULT_HEADER = re.compile(r"^default(?: value)?$", re.IGNORECASE)
_TYPE_HEADER = re.compile(r"^(?:type|value type)$", re.IGNORECASE)
_VALUES_HEADER = re.compile(r"^(?:(?:allowed|accepted|possible|valid|supported) )?"
                            r"(?:values|choices)$", re.IGNORECASE)
_DESCRIPTION_HEADER = re.compile(r"^(?:description|meaning|purpose)$", re.IGNORECASE)
_CODE = re.compile(r"`([^`]+)`")
_EMPTY = frozenset({"", "-", "—", "–", "n/a", "none listed"})


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", _CODE.sub(r"\1", text)).strip()


def _unquote(value: str) -> str:
    """``"2.4"`` -> ``2.4``: a string literal's quotes are TOML/Python syntax, not the value."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _kind(header: str, name: str) -> str:
    kind = _KINDS.get(header.strip().lower(), "")
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+",
                                                             name):
        return "environment variable"
    if not kind and name.startswith("-"):
        return "flag"
    return kind


def _named(cell: str) -> tuple[str, str] | None:
    """(name, marker) of a first-column cell that names one thing: ``path (required)`` ->
    ("path", "required"); a phrase or a list of several names is none."""
    marker = _MARKER.search(cell)
    bare = cell[:marker.start()] if marker else cell
    found = _NAME.match(bare.strip())
    if found is None:
        return None
    return found.group("name"), marker.group("marker").lower() if marker else ""


def _split_values(cell: str) -> list[tuple[str, bool]]:
    """(value, is default) for each value of a cell listing several: ``v1, v2, v3 (default)``."""
    parts = [p.strip() for p in re.split(r",\s*|\s+or\s+", _plain(cell)) if p.strip()]
    out = []
    for part in parts:
        marker = _MARKER.search(part)
        value = part[:marker.start()].strip() if marker else part
        if not value or len(value.split()) > 3:
            return []
        out.append((value, marker is not None and marker.group("marker").lower() == "default"))
    return out


def _short(description: str) -> str | None:
    """The first sentence of a description when it alone is a concise answer."""
    text = _plain(description)
    first = split_sentences(text)[0].text if text else ""
    first = first.strip().rstrip(".")
    if not first or len(first.split()) > 22 or re.search(r"\b(?:see|e\.g|i\.e|below|above|"
                                                        r"following)\b", first, re.I):
        return None
    return first


def _table_statements(page: Page, table: Table) -> list[Statement]:
    if len(table.headers) < 2 or len(table.rows) < 1:
        return []
    named = [_named(row[0]) for row in table.rows]
    if sum(n is not None for n in named) * 3 < len(named) * 2:
        return []  # the first column is not a column of names ("Almquist shell", "macOS")
    kind_header = table.headers[0]
    parent = _parent_setting(page, table.heading)
    names = [n[0] for n in named if n is not None]
    if parent and len(names) == len(table.rows) >= 2 and all(
            re.fullmatch(r"[a-z]+", n) for n in names):
        # "###### Options" under "##### indexing": `full`, `sections`, `titles` are the
        # values the indexing setting takes, not options of their own
        span = "; ".join(" | ".join(_plain(c) for c in row) for row in table.rows)
        return [Statement(thing=parent, kind=_kind("setting", parent), attribute="values",
                          value=", ".join(names), owner=page.title, ref=page.ref, span=span,
                          source="table", items=tuple(names))]
    out: list[Statement] = []
    for row, found in zip(table.rows, named, strict=True):
        if found is None:
            continue
        name = found[0]
        kind = _kind(kind_header, name)
        if not kind:
            continue
        span = " | ".join(_plain(c) for c in row)

        def said(attribute: str, value: str, items: tuple[str, ...] = (), *,
                 name: str = name, kind: str = kind, span: str = span) -> Statement:
            return Statement(thing=name, kind=kind, attribute=attribute, value=value,
                             owner=page.title, ref=page.ref, span=span, source="table",
                             items=items)

        for column in range(1, len(table.headers)):
            header = table.headers[column].strip()
            cell = row[column].strip()
            if _plain(cell).lower() in _EMPTY:
                continue
            if _DEFAULT_HEADER.match(header):
                value = _unquote(_plain(cell))
                if len(value.split()) <= 6:
                    out.append(said("default", value))
            elif _TYPE_HEADER.match(header):
                out.append(said("type", _plain(cell)))
            elif _VALUES_HEADER.match(header):
                values = _split_values(cell)
                if len(values) >= 2:
                    out.append(said("values", ", ".join(v for v, _ in values),
                                    tuple(v for v, _ in values)))
                    out.extend(said("default", v) for v, d in values if d)
            elif _DESCRIPTION_HEADER.match(header):
                short = _short(cell)
                if short is not None:
                    out.append(said("description", short))
                one_of = _ONE_OF.search(cell)
                values_in = tuple(_unquote(v) for v in _CODE.findall(one_of.group("list"))
                                  ) if one_of else ()
                if len(values_in) >= 2:
                    out.append(said("values", ", ".join(values_in), values_in))
                stated = _prose_default(cell)
                if stated is not None and not any(
                        s.attribute == "default" and s.thing == name for s in out):
                    out.append(said("default", stated))
    return out


_SUPPORTED = re.compile(r"^(?P<adjective>supported|available|built-in|allowed|valid|accepted)"
                        r"(?: (?P<noun>[A-Za-z][A-Za-z -]*))?$", re.IGNORECASE)


def _supported(page: Page, table: Table) -> list[Statement]:
    """A table under a "Supported <things>" / "Built-in <things>" heading: its first column
    is the complete list of what the owner supports ("Supported VCS": git, hg, svn, bzr)."""
    heading = _SUPPORTED.match(table.heading.strip())
    if heading is None or not 2 <= len(table.rows) <= 15:
        return []
    values = tuple(_MARKER.sub("", _plain(row[0])).strip() for row in table.rows)
    if any(not v or len(v.split()) > 3 for v in values) or len(set(values)) < len(values):
        return []
    noun = heading.group("noun") or _plural(table.headers[0])
    if not noun:
        return []
    thing = f"{heading.group('adjective').lower()} {noun}"
    return [Statement(thing=thing, kind="", attribute="values", value=", ".join(values),
                      owner=page.title, ref=page.ref, span="; ".join(values),
                      source="table", items=values)]


def _plural(header: str) -> str:
    word = header.strip().lower()
    if not re.fullmatch(r"[a-z]+(?: [a-z]+)?", word):
        return ""
    return word if word.endswith("s") else f"{word}s"


def _marker_values(page: Page, table: Table) -> list[Statement]:
    """A table whose first column lists values with one marked ``(default)``: the values of
    the section's thing ("Versions": `standard` (default), `editable`)."""
    named = [_named(row[0]) for row in table.rows]
    if len(table.rows) < 2 or any(n is None for n in named):
        return []
    defaults = [n[0] for n in named if n is not None and n[1] == "default"]
    if len(defaults) != 1:
        return []
    values = tuple(n[0] for n in named if n is not None)
    span = "; ".join(" | ".join(_plain(c) for c in row) for row in table.rows)
    thing = table.heading.strip() or table.headers[0]
    return _values_and_default(page, thing, values, defaults[0], span, "table")


def _values_and_default(page: Page, thing: str, values: tuple[str, ...], default: str,
                        span: str, source: str) -> list[Statement]:
    """The values statement of a list with one marked default, and the default."""
    return [Statement(thing=thing, kind="", attribute="values", value=", ".join(values),
                      owner=page.title, ref=page.ref, span=span, source=source, items=values),
            Statement(thing=thing, kind="", attribute="default", value=default,
                      owner=page.title, ref=page.ref, span=span, source=source)]


_DEFAULTS_TO = re.compile(
    r"`(?P<thing>[^`]+)`(?: (?P<kind>option|setting|key|field|variable))?(?:,)? "
    r"(?:which |that )?defaults to `(?P<value>[^`]+)`")
_DEFAULT_IS = re.compile(
    r"^(?:The|Its) default(?: value)? is `(?P<value>[^`]+)`|"
    r"^By default,? (?:this|the) (?:option|setting|value) is (?:set to )?`(?P<value2>[^`]+)`|"
    r"^(?:It )?[Dd]efaults to `(?P<value3>[^`]+)`")
_IS_BY_DEFAULT = re.compile(
    r"`(?P<thing>[^`]+)`(?: (?P<kind>option|setting|key|field|variable))? is (?:set to )?"
    r"`(?P<value>[^`]+)` by default")
_ONE_OF = re.compile(
    r"(?:[Mm]ust|[Cc]an|[Mm]ay|[Ss]hould) be (?:set to )?(?:one of|either)"
    r"(?: the (?:literals?|strings?|values?))?:? "
    r"(?P<list>`[^`]+`(?:(?:,| or| and|, or|, and) (?:the (?:literal|string) )?`[^`]+`)+)")
_CELL_DEFAULT = re.compile(r"\b(?:[Tt]he default is|[Dd]efaults to) `?(?P<value>[^`.,;]+)`?")


def _prose_default(text: str) -> str | None:
    m = _CELL_DEFAULT.search(text)
    if m is None:
        return None
    value = _unquote(m.group("value").strip())
    return value if 0 < len(value.split()) <= 4 else None


_PROVISO = re.compile(r"^ (?P<text>(?:unless|except|if|when|on) [^.;]{3,90}?)[.;]?$")


def _proviso(rest: str) -> str:
    """" unless overridden by the global `lock-envs` setting." -> the same, unmarked: a
    default stated with its condition is only true with it."""
    m = _PROVISO.match(rest)
    return f" {_plain(m.group('text'))}" if m else ""


def _parent_setting(page: Page, heading: str) -> str | None:
    """The setting named by the heading one level above ``heading`` ("indexing" over
    "Options"), if that heading is a code name."""
    sections = page.parsed.sections
    for index, section in enumerate(sections):
        if section.heading != heading:
            continue
        for above in reversed(sections[:index]):
            if 0 < above.level < section.level:
                found = _NAME.match(above.heading.strip())
                if found is not None and re.search(r"[_.]|^[a-z]", found.group("name")):
                    return found.group("name")
                return None
        return None
    return None


def _heading_name(heading: str, spans: set[str]) -> str | None:
    """The setting a section is headed by: a code name (``lock-envs``), or a title-case
    heading whose words the section writes as one code name ("Lock filename" over
    `lock-filename`, "Locked" over `locked`)."""
    found = _NAME.match(heading.strip())
    if found is not None and re.search(r"[-_.]|^[a-z]", found.group("name")):
        return found.group("name")
    words = heading.strip().lower().split()
    if not words or len(words) > 4:
        return None
    for joiner in ("-", "_", ""):
        if joiner.join(words) in spans:
            return joiner.join(words)
    return None


def _prose_statements(page: Page) -> list[Statement]:
    out: list[Statement] = []
    spans: dict[str, set[str]] = {}
    for heading, text in page.parsed.marked:
        spans.setdefault(heading, set()).update(_CODE.findall(text))
    for heading, text in page.parsed.marked:
        for found in split_sentences(text):
            line = found.text.strip()

            def said(thing: str, attribute: str, value: str, items: tuple[str, ...] = (),
                     *, line: str = line, kind: str | None = None) -> Statement:
                return Statement(thing=thing, kind=_kind(kind or "setting", thing),
                                 attribute=attribute,
                                 value=_unquote(value), owner=page.title, ref=page.ref,
                                 span=_plain(line), source="prose", items=items)

            for m in (*_DEFAULTS_TO.finditer(line), *_IS_BY_DEFAULT.finditer(line)):
                out.append(said(m.group("thing"), "default",
                                m.group("value") + _proviso(line[m.end():]),
                                kind=m.group("kind")))
            head = _heading_name(heading, spans[heading])
            m2 = _DEFAULT_IS.match(line)
            if m2 is not None and head is not None:
                value = m2.group("value") or m2.group("value2") or m2.group("value3")
                out.append(said(head, "default", value + _proviso(line[m2.end():])))
            one_of = _ONE_OF.search(line)
            if one_of is not None:
                before = _CODE.findall(line[:one_of.start()])
                thing = before[-1] if before else head
                values = tuple(_unquote(v) for v in _CODE.findall(one_of.group("list")))
                if thing and len(values) >= 2 and thing not in values:
                    out.append(said(thing, "values", ", ".join(values), values))
    return out


def _list_values(page: Page) -> list[Statement]:
    """A bullet list under a heading whose items each open with a name and one carries a
    ``(default)`` marker (``- **pip** (default): `pip lock` …``)."""
    out: list[Statement] = []
    for item_list in page.parsed.lists:
        heads = [re.match(r"^(?P<name>[\w.-]+)(?P<marker> \(default\))?\s*(?::| -| –| —)",
                          item) for item in item_list.items]
        if len(heads) < 2 or any(h is None for h in heads) or not item_list.heading:
            continue
        marked = [h.group("name") for h in heads if h is not None and h.group("marker")]
        if len(marked) != 1:
            continue
        values = tuple(h.group("name") for h in heads if h is not None)
        out.extend(_values_and_default(page, item_list.heading.strip(), values, marked[0],
                                       " ".join(item_list.items), "list"))
    return out


def _setting_list(page: Page) -> list[Statement]:
    """A bullet list of values with one marked default, named by the command setting it
    (:mod:`shared.kb.stated_lists`): the setting's values and default."""
    out: list[Statement] = []
    for listed in list_settings(page):
        for attribute, value, items in (("values", ", ".join(listed.values), listed.values),
                                        ("default", listed.default, ())):
            out.append(Statement(thing=listed.key, kind="setting", attribute=attribute,
                                 value=value, owner=page.title, ref=page.ref,
                                 span=listed.span, source="list", items=items))
    return out


_DEFINITION = re.compile(r"^`(?P<thing>[^`\s]+)`(?:\s*\([^)]{1,30}\))?\s+:\s+(?P<text>.+)$")
"""A definition list entry as the paragraph reads it: "`name`" then ": description" on the
next line (Python-Markdown's def_list), joined."""
_DEFINED_DEFAULT = re.compile(r"(?:^|[.;(] ?)(?:[Dd]efaults? (?:to|is|value is)|[Dd]efault:)\s+"
                              r"`(?P<value>[^`]+)`")


def _definitions(page: Page) -> list[Statement]:
    """Definition-list entries naming a setting: its default ("Default: `x`", "Defaults to
    `x`"), the values it must be one of, and its meaning when that is a noun phrase."""
    out: list[Statement] = []
    for _heading, text in page.parsed.marked:
        entry = _DEFINITION.match(text.strip())
        if entry is None:
            continue
        thing, body = entry.group("thing"), entry.group("text")
        kind = _kind("setting", thing)
        span = _plain(text)

        def said(attribute: str, value: str, items: tuple[str, ...] = (),
                 *, thing: str = thing, kind: str = kind, span: str = span) -> Statement:
            return Statement(thing=thing, kind=kind, attribute=attribute, value=value,
                             owner=page.title, ref=page.ref, span=span, source="prose",
                             items=items)

        default = _DEFINED_DEFAULT.search(body)
        if default is not None:
            out.append(said("default", _unquote(default.group("value"))))
        one_of = _ONE_OF.search(body)
        if one_of is not None:
            values = tuple(_unquote(v) for v in _CODE.findall(one_of.group("list")))
            if len(values) >= 2:
                out.append(said("values", ", ".join(values), values))
        short = _short(body)
        if short is not None and re.match(r"^(?:The|A|An|Whether)\s", short):
            out.append(said("description", short))
    return out


_FLAG_ITEM = re.compile(r"^(?P<flag>--[a-z][\w-]*)(?: <[^>]{1,40}>)?(?: / --[a-z][\w-]*)?\s+- "
                        r"(?P<text>.+)$")
_FLAG_DEFAULT = re.compile(r"(?:^|\.\s)Default:\s+(?P<value>[^.]+?(?:\.\d+[^.]*?)?)\.?\s*$")
_FLAG_OPTIONS = re.compile(r"(?:^|\.\s)Options:\s+(?P<list>'[^']*'(?:,\s*'[^']*')+)\.")


def _flag_items(page: Page) -> list[Statement]:
    """A command-line flag's bullet ("`--app-dir <path>` - Look for APP in … **Default:**
    *Current working directory*.") read one by one: its bold ``Default:`` line and its
    ``Options:`` list, also when the list mixes flags with other names (``APP``) and the
    option groups (:mod:`shared.kb.options`) do not read it; a flag they read is theirs."""
    from shared.kb.options import option_groups  # options reads stated-free modules only

    read = {o.name for g in option_groups(page) if not g.owner for o in g.options}
    out: list[Statement] = []
    for item_list in page.parsed.lists:
        for item in item_list.items:
            found = _FLAG_ITEM.match(re.sub(r"\s+", " ", item.strip()))
            if found is None or found.group("flag") in read:
                continue
            flag, text = found.group("flag"), found.group("text")
            span = _plain(item)

            def said(attribute: str, value: str, items: tuple[str, ...] = (),
                     *, flag: str = flag, span: str = span) -> Statement:
                return Statement(thing=flag, kind="option", attribute=attribute, value=value,
                                 owner=page.title, ref=page.ref, span=span, source="prose",
                                 items=items)

            default = _FLAG_DEFAULT.search(text)
            if default is not None and len(default.group("value").split()) <= 5:
                out.append(said("default", _unquote(default.group("value").strip())))
            options = _FLAG_OPTIONS.search(text)
            if options is not None:
                values = tuple(v.strip("'") for v in re.findall(r"'[^']*'", options.group("list")))
                out.append(said("values", ", ".join(values), values))
    return out


def statements(page: Page) -> list[Statement]:
    """Every statement of ``page`` about a setting's default, type, values or meaning, in
    page order by source (tables, lists, prose); one (thing, attribute) once."""
    found: list[Statement] = []
    for table in page.parsed.marked_tables:
        found.extend(_table_statements(page, table) or _marker_values(page, table)
                     or _supported(page, table))
    found.extend(_list_values(page))
    found.extend(_setting_list(page))
    found.extend(_definitions(page))
    found.extend(_flag_items(page))
    found.extend(_prose_statements(page))
    seen: set[tuple[str, str]] = set()
    out: list[Statement] = []
    for statement in found:
        key = (statement.thing.lower(), statement.attribute)
        if key in seen:
            continue
        seen.add(key)
        out.append(statement)
    return out


def read_tables(page: Page) -> set[int]:
    """Indices of ``page``'s tables this reader states something from (their cells are asked
    through the statements, not cell by cell)."""
    return {index for index, table in enumerate(page.parsed.marked_tables)
            if _table_statements(page, table) or _marker_values(page, table)
            or _supported(page, table)}
