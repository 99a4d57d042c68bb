"""Options a documentation page lists: arguments, attributes and settings with their defaults.

Reference documentation (API pages, middleware and configuration pages) states what a
class or function takes as a bullet list of names, each with a description:

    ## SessionMiddleware
    The following arguments are supported:
    * `secret_key` - Should be a random string.
    * `max_age` - Session expiry time in seconds. Defaults to 2 weeks.

or a section per setting headed by its name with ``**Default**:`` and ``**Type**:`` lines.
A bullet list of two or more command-line flags (``* `--port <int>` - Bind to this port.
**Default:** *8000*.``) is a group of ``options`` even without an owner: a flag names
itself.
:func:`option_groups` reads both shapes into :class:`OptionGroup` s. A group needs an
*owner* it documents (the section heading when it is a code name such as
``CORSMiddleware``, a ``Signature: Response.set_cookie(…)`` line, or a lead such as
"``UploadFile`` has the following attributes:") and a *kind* (the lead's "arguments",
"attributes", "parameters", "options", "settings"; a signature means arguments). A bullet
list under a prose heading ("Using middleware") is no group: its items are examples, not
the complete list a question can ask for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared.kb.knowledge_base import Page
from shared.kb.markdown import Section

__all__ = ["Option", "OptionGroup", "default_of", "option_groups", "signature_defaults"]

_ITEM = re.compile(
    r"^(?P<name>\*{0,2}[A-Za-z_][\w.-]*|--?[a-z][\w-]*)(?: / --?[a-z][\w-]*)?"
    r"(?: \((?P<alias>[^)]{1,20})\))?"
    r"\s*(?: - |: | – | — )(?P<description>.+)$"
)
_CODE_NAME = re.compile(r"^`?(?P<name>[A-Za-z_][\w.-]*)`?$")
_SIGNATURE = re.compile(r"^Signature:\s*(?P<owner>[A-Za-z_][\w.]*)\((?P<args>.*)\)\s*$")
_LEAD = re.compile(
    r"^(?:(?P<owner>[A-Z]\w*[a-z]\w*|[a-z_]\w*\.\w+) (?:has|accepts|takes|supports) the "
    r"following |The following |(?:It|This \w+) (?:has|takes|accepts|supports) the following "
    r"|Takes [a-z ]*?|(?:[^.]*?, )?the (?P<named>[a-z][\w.-]* [a-z]+) (?:has|accepts|takes|"
    r"supports) the following )"
    r"(?P<kind>arguments|attributes|parameters|options|settings|fields|keys)\b"
)
_PRONOUNS = frozenset({"It", "This", "They", "These", "That", "There"})
_DEFAULT = re.compile(
    r"(?:^|(?<=[.;,] ))(?:Defaults? (?:to|is|value is)|Default:)\s+(?P<value>.+?)"
    r"(?=\.\s|\.$|;|,\s(?:meaning|which|so|but)\b|$)"
)
_DEFAULT_LABELS = frozenset({"default", "default value"})


@dataclass(frozen=True, slots=True)
class Option:
    """One named option with what the page says about it."""

    name: str
    """The option as written (``max_age``, ``--dry-run``, ``cache-dir``)."""
    description: str
    """The item's description, markup removed."""
    default: str | None
    """The stated default (``2 weeks``, ``['GET']``), if the description gives one."""
    item: str
    """The whole list item (or the default line): the evidence a query cites."""
    default_said: str = ""
    """The text stating the default when it is not the item (the ``Signature:`` line)."""
    values: str = ""
    """The values a setting's section says it may take ("May be any of `None`, `'iso-8601'`
    or a Python strftime format string."), as written: the list a question asks for."""


@dataclass(frozen=True, slots=True)
class OptionGroup:
    """The complete list of options one owner takes, as one section states it."""

    owner: str
    """What the options belong to: ``CORSMiddleware``, ``Response.set_cookie``; empty for a
    page of settings (each section one setting)."""
    kind: str
    """Plural noun for the options: ``arguments``, ``attributes``, ``settings``."""
    heading: str
    ref: str
    options: tuple[Option, ...]
    signature: str = ""
    """The ``Signature:`` line's argument list when the section has one (it states defaults
    as ``name=value``, so a question about an unstated default is answered there)."""

    def option(self, name: str) -> Option | None:
        """The option called ``name``, if the group lists it."""
        return next((o for o in self.options if o.name == name), None)

    @property
    def names(self) -> tuple[str, ...]:
        """The option names in page order."""
        return tuple(o.name for o in self.options)


def default_of(description: str) -> str | None:
    """``… Defaults to `600`.`` -> ``600``; ``Defaults to "session".`` -> ``"session"``."""
    m = _DEFAULT.search(description)
    if m is None:
        return None
    value = m.group("value").strip().rstrip(".")
    return value if 0 < len(value.split()) <= 8 else None


def _owner_of(section: Section, before: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(owner, kind, signature args) of the option list after the blocks ``before``."""
    lead = before[-1] if before else ""
    # only a signature right above the list (or above its lead) is the list's own
    signature = next((m for b in reversed(before[-2:]) if (m := _SIGNATURE.match(b))), None)
    lead_match = _LEAD.match(lead) if lead else None
    heading = _CODE_NAME.match(section.heading.strip())
    owner = ""
    if lead_match is not None and lead_match.group("named"):
        owner = f"the {lead_match.group('named')}"  # "… the mkdocs theme supports the following"
    elif lead_match is not None and lead_match.group("owner") not in (None, *_PRONOUNS):
        owner = lead_match.group("owner")
    elif signature is not None:
        owner = signature.group("owner")
    elif heading is not None and re.search(r"[A-Z._]", heading.group("name")[1:]):
        owner = heading.group("name")
    if not owner:
        return None
    if lead_match is not None:
        kind = lead_match.group("kind").lower()
    elif signature is not None:
        kind = "arguments"
    else:
        return None
    return owner, kind, signature.group("args") if signature is not None else ""


def _listed(page: Page, section: Section) -> list[OptionGroup]:
    out: list[OptionGroup] = []
    blocks = section.blocks
    index = 0
    while index < len(blocks):
        if _ITEM.match(blocks[index]) is None or not _is_list_item(page, section, blocks[index]):
            index += 1
            continue
        start = index
        items: list[str] = []
        while index < len(blocks):
            if _ITEM.match(blocks[index]) is None and _nested(page, section, blocks[index]):
                pass  # a sub-bullet of the item above ("If you wish to use a YAML file, …")
            elif _is_list_item(page, section, blocks[index]):
                items.append(blocks[index])
            elif not (index + 1 < len(blocks) and _is_list_item(page, section, blocks[index + 1])
                      and _ITEM.match(blocks[index]) is None):
                break  # one block inside an item (an image, a note) does not end the list
            index += 1
        matched = [_ITEM.match(item) for item in items]
        if None in matched and matched.index(None) >= 3:
            # three or more options, then an item the pattern cannot read
            # ("locale{ #id }: …"): the options before it stand
            items, matched = items[:matched.index(None)], matched[:matched.index(None)]
        if len(items) < 1 or any(m is None for m in matched):
            continue
        found = _owner_of(section, blocks[:start])
        if found is None and len(items) >= 2 and all(
                m is not None and m.group("name").startswith("-") for m in matched):
            found = ("", "options", "")  # a command line's flags: "the --port option"
        if found is None:
            continue
        owner, kind, signature = found
        stated = signature_defaults(signature)
        line = f"Signature: {owner}({signature})"
        options = tuple(
            _option(m.group("name").lstrip("*"), m.group("description").strip(), item, stated,
                    line)
            for m, item in zip(matched, items, strict=True) if m is not None
        )
        out.append(OptionGroup(owner=owner, kind=kind, heading=section.heading, ref=page.ref,
                               options=options, signature=signature))
    return out


def _option(name: str, description: str, item: str, stated: dict[str, str],
            line: str) -> Option:
    said = default_of(description)
    if said is not None or name not in stated:
        return Option(name=name, description=description, default=said, item=item)
    return Option(name=name, description=description, default=stated[name], item=item,
                  default_said=line)


def signature_defaults(args: str) -> dict[str, str]:
    """``key, max_age=None, path="/"`` -> ``{"max_age": "None", "path": '"/"'}`` (commas
    inside brackets or quotes do not split)."""
    parts: list[str] = []
    depth, quote, current = 0, "", ""
    for char in args:
        if quote:
            quote = "" if char == quote else quote
        elif char in "\"'":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        current += char
    parts.append(current)
    found: dict[str, str] = {}
    for part in parts:
        name, equals, value = part.partition("=")
        if equals and re.fullmatch(r"\s*[A-Za-z_]\w*\s*", name) and value.strip():
            found[name.strip()] = value.strip()
    return found


def _is_list_item(page: Page, section: Section, block: str) -> bool:
    """A bullet of the section's lists, or a ``- **`name`**: description`` bullet (read as a
    fact) whose label is a code name."""
    return any(block in item_list.items for item_list in page.parsed.lists
               if item_list.heading == section.heading) or any(
        block.startswith(f"{fact.label}:") for fact in page.parsed.facts
        if fact.heading == section.heading and _CODE_LABEL.match(fact.label)
        and fact.label.lower() not in _NOT_NAMES)


def _nested(page: Page, section: Section, block: str) -> bool:
    """A bullet indented under another item of the section's lists."""
    return any(depth > 0 for item_list in page.parsed.lists
               if item_list.heading == section.heading
               for item, depth in zip(item_list.items, item_list.depths, strict=False)
               if item == block)


_CODE_LABEL = re.compile(r"^(?:[a-z_][\w.-]*|--?[a-z][\w-]*)$")
_NOT_NAMES = frozenset({"default", "default value", "type", "note", "example", "warning",
                        "tip", "info", "see", "required", "optional"})


_PLAIN_DEFAULT = re.compile(r"^Default(?: value)?:\s*(?P<value>.*?)\.?$")
_VALUE_LIST = re.compile(
    r"^(?:(?:It |This )?(?:May|Can|Must) be (?:any |one )of|(?:Valid|Allowed|Accepted|Possible) "
    r"values(?: are)?:?|One of)\s+(?P<values>.+?)\.?$", re.IGNORECASE)


def _section_settings(page: Page) -> list[Option]:
    """Setting sections (``#### PAGE_SIZE``) whose plain ``Default: `None``` line gives the
    default: the line's value, or the block right after a bare ``Default:`` (an indented
    list); a "May be any of …" line gives the values it takes."""
    options: list[Option] = []
    for section in page.parsed.sections:
        heading = _CODE_NAME.match(section.heading.strip())
        if heading is None or not re.search(r"[-_.]", heading.group("name")):
            continue
        blocks = section.blocks
        for position, block in enumerate(blocks):
            found = _PLAIN_DEFAULT.match(block.strip())
            if found is None:
                continue
            value = found.group("value").strip()
            if not value and position + 1 < len(blocks):
                value = blocks[position + 1].strip()
            if not value or len(value.split()) > 12:
                break
            values = next((m.group("values") for b in blocks[:position]
                           if (m := _VALUE_LIST.match(b.strip()))), "")
            options.append(Option(name=heading.group("name"), description=blocks[0],
                                  default=value, item=f"Default: {value}", values=values))
            break
    return options


def _settings(page: Page) -> list[OptionGroup]:
    """Sections headed by a setting's name whose ``**Default**:`` line (or a plain
    ``Default:`` line) gives its default."""
    options: list[Option] = []
    for fact in page.parsed.facts:
        if fact.label.strip().lower() not in _DEFAULT_LABELS:
            continue
        heading = _CODE_NAME.match(fact.heading.strip())
        if heading is None or not re.search(r"[-_.]", heading.group("name")):
            continue
        options.append(Option(name=heading.group("name"), description="",
                              default=fact.value.strip().rstrip("."),
                              item=f"{fact.label}: {fact.value}"))
    if not options:
        options = _section_settings(page)
    if len(options) < 2:
        return []
    return [OptionGroup(owner="", kind="settings", heading=page.title, ref=page.ref,
                        options=tuple(options))]


_COMMAND = re.compile(r"^`?(?P<name>[a-z][\w-]*(?: [a-z][\w-]*){0,2})`?$")
_OPTIONS_HEADING = re.compile(r"^(?P<kind>options|arguments|flags)$", re.IGNORECASE)


def _command_options(page: Page, section: Section, command: str) -> OptionGroup | None:
    """A CLI reference's "#### Options" list under a command's heading (``## add``): every
    item a ``--flag`` with its description; the owner reads "the add command"."""
    kind = _OPTIONS_HEADING.match(section.heading.strip())
    if kind is None or not command:
        return None
    items = [b for b in section.blocks if _is_list_item(page, section, b)]
    matched = [_ITEM.match(item) for item in items]
    if len(items) < 2 or any(m is None or not m.group("name").startswith("-") for m in matched):
        return None
    options = tuple(_option(m.group("name"), m.group("description").strip(), item, {}, "")
                    for m, item in zip(matched, items, strict=True) if m is not None)
    return OptionGroup(owner=f"the {command} command", kind=kind.group("kind").lower(),
                       heading=section.heading, ref=page.ref, options=options)


def option_groups(page: Page) -> list[OptionGroup]:
    """Every option group of ``page``, in page order (listed groups, a CLI reference's
    per-command option lists, then setting sections)."""
    out: list[OptionGroup] = []
    command = ""
    for section in page.parsed.sections:
        named = _COMMAND.match(section.heading.strip())
        if named is not None and _OPTIONS_HEADING.match(section.heading.strip()) is None:
            command = named.group("name")
        elif named is None:
            command = "" if _OPTIONS_HEADING.match(section.heading.strip()) is None else command
        found = _command_options(page, section, command)
        out.extend([found] if found is not None else _listed(page, section))
    return out + _settings(page)
