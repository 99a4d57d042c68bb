"""More shapes of a reference page's option documentation, for the multi-hop bridges.

:func:`shared.kb.options.option_groups` reads bullet lists of ``name - description`` and
``**Default**:`` facts. Reference pages written in the Django style use two other shapes:

- a section per setting, headed by its code name, with a plain ``Default:`` line whose
  value follows on the line or as the next block (an indented code block)::

      #### PAGE_SIZE
      The default page size to use for pagination. …
      Default: `None`

- a section per class with a ``Signature: Name(arg, key=value, …)`` line followed by one
  bullet per argument that opens with the argument's name and no separator::

      **Signature**: `DecimalField(max_digits, decimal_places, coerce_to_string=None, …)`
      * `localize` Set to `True` to enable localization … Defaults to `False`.

- a section per class, headed by the class's code name (or an ``Attributes`` /
  ``Arguments`` section right under it), whose ``name - description`` bullets follow a
  label (``**Arguments**:``, ``**Basic settings**:``) or the class's prose::

      ### HyperlinkedRelatedField
      …
      **Arguments**:
      * `lookup_field` - The field on the target … Default is `'pk'`.

:func:`reference_groups` returns the option groups of these shapes that
:func:`~shared.kb.options.option_groups` did not already read, so a bridge can join a
guide or a changelog line to the option's default. A group needs two or more options
(with one, a question about "the setting …" names the only one the page has).
"""

from __future__ import annotations

import re

from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import (
    Option,
    OptionGroup,
    default_of,
    option_groups,
    signature_defaults,
)

__all__ = ["all_option_groups", "changed_from", "reference_groups"]

_NAME = re.compile(r"^`?(?P<name>[A-Za-z_][\w.-]*[_.-][\w.-]*|[A-Z][a-z]+[A-Z]\w*)`?(?:\(\))?$")
_DEFAULT_LINE = re.compile(r"^Default(?: value)?\s*:\s*(?P<value>.*)$")
_SIGNATURE = re.compile(r"^Signature\s*:\s*(?P<owner>[A-Za-z_][\w.]*)\((?P<args>.*)\)\.?\s*$")
_ARG = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)(?::\s*|\s+-\s+|\s+)(?P<description>[A-Z].+)$")
_MAX_DEFAULT_CHARS = 120
_OWNED = re.compile(
    r"^The (?P<owner>[A-Z][a-z]\w*[A-Z]\w*|[A-Z]\w*\.\w+)(?: class| object| helper)? "
    r"(?:includes|has|provides|supports|accepts|takes|exposes) (?:a number of |several |"
    r"the following |these |some )?(?:\w+ )?(?P<kind>attributes|arguments|options|"
    r"parameters|settings)\b")
_BULLET = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)\s+(?:-|–|—|:)\s+(?P<description>.+)$")


def _setting_sections(page: Page) -> list[Option]:
    """Each section headed by a code name holding a ``Default:`` line, as an option."""
    out: list[Option] = []
    for section in page.parsed.sections:
        named = _NAME.match(section.heading.strip())
        if named is None or "(" in section.heading:
            continue
        for index, block in enumerate(section.blocks):
            found = _DEFAULT_LINE.match(block.strip())
            if found is None:
                continue
            value = found.group("value").strip()
            item = block.strip()
            if not value and index + 1 < len(section.blocks):
                value = section.blocks[index + 1].strip()
                item = f"{item} {value}"
            # a default written as an indented code block: "[ 'a', 'b', ]" -> "['a', 'b']"
            value = re.sub(r",?\s*([\])}])", r"\1", re.sub(r"([\[({])\s+", r"\1",
                                                             value.rstrip(".").strip()))
            if value and len(value) <= _MAX_DEFAULT_CHARS:
                description = " ".join(b for b in section.blocks[:index] if b != "---")
                out.append(Option(name=named.group("name"), description=description,
                                  default=value, item=item))
            break
    return out


def _signature_groups(page: Page) -> list[OptionGroup]:
    """Each section's ``Signature:`` line with its argument bullets, as a group."""
    out: list[OptionGroup] = []
    for section in page.parsed.sections:
        for index, block in enumerate(section.blocks):
            signature = _SIGNATURE.match(block.strip())
            if signature is None:
                continue
            args = signature.group("args")
            names = {a.strip().split("=")[0].strip().lstrip("*") for a in args.split(",")}
            stated = signature_defaults(args)
            options: list[Option] = []
            for item in section.blocks[index + 1:]:
                arg = _ARG.match(item.strip())
                # an argument the signature omits ("localize") still opens with its name,
                # but only once the list has begun with the signature's own names
                if arg is None or (len(options) < 2 and arg.group("name") not in names):
                    break
                name, description = arg.group("name"), arg.group("description").strip()
                said = default_of(description)
                default = said if said is not None else stated.get(name)
                options.append(Option(name=name, description=description, default=default,
                                      item=item.strip(),
                                      default_said="" if said is not None or default is None
                                      else block.strip()))
            if len(options) >= 2:
                out.append(OptionGroup(owner=signature.group("owner"), kind="arguments",
                                       heading=section.heading, ref=page.ref,
                                       options=tuple(options), signature=args))
            break
    return out


def _lead_groups(page: Page) -> list[OptionGroup]:
    """"The ``PageNumberPagination`` class includes a number of attributes …" followed
    (within two blocks) by ``name - description`` bullets: the owner's options."""
    out: list[OptionGroup] = []
    for section in page.parsed.sections:
        blocks = section.blocks
        for index, block in enumerate(blocks):
            lead = _OWNED.match(block.strip())
            if lead is None:
                continue
            start = next((i for i in range(index + 1, min(index + 3, len(blocks)))
                          if _BULLET.match(blocks[i].strip())), None)
            if start is None:
                continue
            options: list[Option] = []
            for item in blocks[start:]:
                bullet = _BULLET.match(item.strip())
                if bullet is None:
                    break
                description = bullet.group("description").strip()
                options.append(Option(name=bullet.group("name"), description=description,
                                      default=default_of(description), item=item.strip()))
            if len(options) >= 2:
                out.append(OptionGroup(owner=lead.group("owner"), kind=lead.group("kind"),
                                       heading=section.heading, ref=page.ref,
                                       options=tuple(options)))
            break
    return out


_KIND_HEADING = re.compile(r"^(?P<kind>attributes|arguments|parameters|options|settings)$",
                           re.IGNORECASE)
_CLASS_HEADING = re.compile(r"^`?(?P<name>[A-Z][a-z]\w*[A-Z]\w*|[A-Z]\w*\.\w+)`?$")
_LABEL = re.compile(r"^(?:[A-Z][a-z]+ )?(?P<kind>[a-z]+):$")


def _owner_heading(page: Page, index: int) -> tuple[str, str] | None:
    """(owner, kind) of the bullets of section ``index``: its own class-name heading, or an
    ``Attributes``-like heading right under a class-name heading."""
    sections = page.parsed.sections
    section = sections[index]
    named = _CLASS_HEADING.match(section.heading.strip())
    if named is not None:
        return named.group("name"), "arguments"
    kind = _KIND_HEADING.match(section.heading.strip())
    if kind is None:
        return None
    parent = next((s for s in reversed(sections[:index]) if s.level < section.level), None)
    named = _CLASS_HEADING.match(parent.heading.strip()) if parent is not None else None
    return (named.group("name"), kind.group("kind").lower()) if named is not None else None


def _heading_groups(page: Page) -> list[OptionGroup]:
    """Each class section's ``name - description`` bullets (two or more, labels between
    them allowed) as a group of its owner; a label (``Arguments:``) names the kind."""
    out: list[OptionGroup] = []
    for index, section in enumerate(page.parsed.sections):
        found = _owner_heading(page, index)
        if found is None:
            continue
        owner, kind = found
        options: list[Option] = []
        for block in section.blocks:
            bullet = _BULLET.match(block.strip())
            if bullet is not None:
                # every bullet of the class's section is one of its options, whatever label
                # or note splits the list ("**Pagination**:" then one attribute)
                description = bullet.group("description").strip()
                options.append(Option(name=bullet.group("name"), description=description,
                                      default=default_of(description), item=block.strip()))
                continue
            label = _LABEL.match(block.strip())
            if label is not None and label.group("kind") in ("arguments", "attributes",
                                                               "parameters", "options"):
                kind = label.group("kind")
        names = [o.name for o in options]
        if len(options) >= 2 and len(set(names)) == len(names):
            out.append(OptionGroup(owner=owner, kind=kind, heading=section.heading,
                                   ref=page.ref, options=tuple(options)))
    return out


def reference_groups(page: Page, known: list[OptionGroup] | None = None) -> list[OptionGroup]:
    """The groups of ``page`` in the two shapes above that ``known`` (the page's
    :func:`~shared.kb.options.option_groups`) does not already hold."""
    have = {(g.owner, o.name) for g in (known if known is not None else option_groups(page))
            for o in g.options}
    out: list[OptionGroup] = []
    for group in (*_signature_groups(page), *_lead_groups(page), *_heading_groups(page)):
        if not any((group.owner, o.name) in have for o in group.options):
            out.append(group)
            have |= {(group.owner, o.name) for o in group.options}
    settings = [o for o in _setting_sections(page) if ("", o.name) not in have]
    if len(settings) >= 2:
        out.append(OptionGroup(owner="", kind="settings", heading=page.title, ref=page.ref,
                               options=tuple(settings)))
    return out


def all_option_groups(page: Page) -> list[OptionGroup]:
    """:func:`~shared.kb.options.option_groups` plus :func:`reference_groups`."""
    known = option_groups(page)
    return known + reference_groups(page, known)


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
