"""Options a documentation page lists: arguments, attributes and settings with their defaults.

The one reader of option layouts: the direct and negative templates and the multi-hop
bridges all read a page's options through :func:`option_groups` (the Django-style
layouts it also reads are in :mod:`shared.kb.django_options`).

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

from shared.kb.django_options import (
    heading_groups,
    lead_groups,
    setting_sections,
    signature_groups,
)
from shared.kb.knowledge_base import Page
from shared.kb.markdown import Section
from shared.kb.option_model import SIGNATURE, Option, OptionGroup, default_of, signature_defaults

__all__ = ["Option", "OptionGroup", "default_of", "option_groups", "signature_defaults"]

_ITEM = re.compile(
    r"^(?P<name>\*{0,2}[A-Za-z_][\w.-]*|--?[a-z][\w-]*)(?: / --?[a-z][\w-]*)?"
    r"(?: \((?P<alias>[^)]{1,20})\))?"
    r"\s*(?: - |: | – | — )(?P<description>.+)$"
)
_CODE_NAME = re.compile(r"^`?(?P<name>[A-Za-z_][\w.-]*)`?$")
_LEAD = re.compile(
    r"^(?:(?P<owner>[A-Z]\w*[a-z]\w*|[a-z_]\w*\.\w+) (?:has|accepts|takes|supports) the "
    r"following |The following |(?:It|This \w+) (?:has|takes|accepts|supports) the following "
    r"|Takes [a-z ]*?|(?:[^.]*?, )?the (?P<named>[a-z][\w.-]* [a-z]+) (?:has|accepts|takes|"
    r"supports) the following )"
    r"(?P<kind>arguments|attributes|parameters|options|settings|fields|keys)\b"
)
_ILLUSTRATION = re.compile(r"\b(?:for example|for instance|let's say|say you|imagine|suppose)\b",
                           re.IGNORECASE)
"""A lead that sets up an illustration ("For example, let's say you are extracting a file
with the program `tar`"): the flags after it belong to a program the page borrows, not to
the documented one."""
_PRONOUNS = frozenset({"It", "This", "They", "These", "That", "There"})
_DEFAULT_LABELS = frozenset({"default", "default value"})


def _owner_of(section: Section, before: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(owner, kind, signature args) of the option list after the blocks ``before``."""
    lead = before[-1] if before else ""
    # only a signature right above the list (or above its lead) is the list's own
    signature = next((m for b in reversed(before[-2:]) if (m := SIGNATURE.match(b))), None)
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
                m is not None and m.group("name").startswith("-") for m in matched) and not any(
                _ILLUSTRATION.search(b) for b in blocks[max(0, start - 2):start]):
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


def _settings(page: Page, have: set[str]) -> list[OptionGroup]:
    """Sections headed by a setting's name whose ``**Default**:`` line or plain ``Default:``
    line gives its default (names in ``have`` are read already)."""
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
    named = have | {o.name for o in options}
    options.extend(o for o in setting_sections(page) if o.name not in named)
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
    """Every option group of ``page``, in page order: listed groups (or a CLI reference's
    per-command option lists), then the Django-style signature and lead groups that
    restate no option already read, then setting sections."""
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
    have = {(g.owner, o.name) for g in out for o in g.options}
    sections = page.parsed.sections
    django = [*(g for section in sections for g in signature_groups(section, page.ref)),
              *(g for section in sections for g in lead_groups(section, page.ref)),
              *heading_groups(page)]
    for group in django:
        if not any((group.owner, o.name) in have for o in group.options):
            out.append(group)
            have |= {(group.owner, o.name) for o in group.options}
    return out + _settings(page, {name for owner, name in have if not owner})
