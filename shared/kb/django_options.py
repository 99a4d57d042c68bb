"""The Django-style layouts of a reference page's option documentation.

Read by :func:`shared.kb.options.option_groups` (the one reader of option layouts) beside
its bullet lists:

- a section per setting, headed by its code name, with a plain ``Default:`` line whose
  value follows on the line or as the next block (an indented code block)::

      #### PAGE_SIZE
      The default page size to use for pagination. …
      Default: `None`

- a section per class with a ``Signature: Name(arg, key=value, …)`` line followed by one
  bullet per argument that opens with the argument's name and no separator::

      **Signature**: `DecimalField(max_digits, decimal_places, coerce_to_string=None, …)`
      * `localize` Set to `True` to enable localization … Defaults to `False`.

- "The ``PageNumberPagination`` class includes a number of attributes …" followed by
  ``name - description`` bullets;
- a section per class, headed by the class's code name (or an ``Attributes`` /
  ``Arguments`` section right under it), whose ``name - description`` bullets follow a
  label (``**Arguments**:``, ``**Basic settings**:``) or the class's prose::

      ### HyperlinkedRelatedField
      …
      **Arguments**:
      * `lookup_field` - The field on the target … Default is `'pk'`.

A group needs two or more options (with one, a question about "the setting …" names the
only one the page has).
"""

from __future__ import annotations

import re

from shared.kb.knowledge_base import Page
from shared.kb.markdown import Section
from shared.kb.option_model import SIGNATURE, Option, OptionGroup, default_of, signature_defaults

__all__ = ["heading_groups", "lead_groups", "setting_sections", "signature_groups"]

# Django style: "The ``PageNumberPagination`` class includes a number of attributes …"
_OWNED = re.compile(
    r"^The (?P<owner>[A-Z][a-z]\w*[A-Z]\w*|[A-Z]\w*\.\w+)(?: class| object| helper)? "
    r"(?:includes|has|provides|supports|accepts|takes|exposes) (?:a number of |several |"
    r"the following |these |some )?(?:\w+ )?(?P<kind>attributes|arguments|options|"
    r"parameters|settings)\b")

_SETTING_NAME = re.compile(
    r"^`?(?P<name>[A-Za-z_][\w.-]*[_.-][\w.-]*|[A-Z][a-z]+[A-Z]\w*)`?(?:\(\))?$")
_PLAIN_DEFAULT = re.compile(r"^Default(?: value)?\s*:\s*(?P<value>.*)$")
_MAX_DEFAULT_CHARS = 120
_VALUE_LIST = re.compile(
    r"^(?:(?:It |This )?(?:May|Can|Must) be (?:any |one )of|(?:Valid|Allowed|Accepted|Possible) "
    r"values(?: are)?:?|One of)\s+(?P<values>.+?)\.?$", re.IGNORECASE)


def setting_sections(page: Page) -> list[Option]:
    """Setting sections (``#### PAGE_SIZE``) whose plain ``Default: `None``` line gives the
    default: the line's value, or the block right after a bare ``Default:`` (an indented
    code block, its layout spaces dropped: ``[ 'a', 'b', ]`` -> ``['a', 'b']``); a "May be
    any of …" line gives the values it takes."""
    out: list[Option] = []
    for section in page.parsed.sections:
        named = _SETTING_NAME.match(section.heading.strip())
        if named is None or "(" in section.heading:
            continue
        blocks = section.blocks
        for index, block in enumerate(blocks):
            found = _PLAIN_DEFAULT.match(block.strip())
            if found is None:
                continue
            value, item = found.group("value").strip(), block.strip()
            if not value and index + 1 < len(blocks):
                value = blocks[index + 1].strip()
                item = f"{item} {value}"
            value = re.sub(r",?\s*([\])}])", r"\1", re.sub(r"([\[({])\s+", r"\1",
                                                             value.rstrip(".").strip()))
            if value and len(value) <= _MAX_DEFAULT_CHARS:
                values = next((m.group("values") for b in blocks[:index]
                               if (m := _VALUE_LIST.match(b.strip()))), "")
                out.append(Option(name=named.group("name"),
                                  description=" ".join(b for b in blocks[:index] if b != "---"),
                                  default=value, item=item, values=values))
            break
    return out


_ARG = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)(?::\s*|\s+-\s+|\s+)(?P<description>[A-Z].+)$")
_BULLET = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)\s+(?:-|–|—|:)\s+(?P<description>.+)$")


def signature_groups(section: Section, ref: str) -> list[OptionGroup]:
    """A ``Signature: Name(arg, key=value, …)`` line followed by one bullet per argument
    that opens with the argument's name, with or without a separator (Django style)."""
    for index, block in enumerate(section.blocks):
        signature = SIGNATURE.match(block.strip())
        if signature is None:
            continue
        args = signature.group("args")
        names = {a.strip().split("=")[0].strip().lstrip("*") for a in args.split(",")}
        stated = signature_defaults(args)
        options: list[Option] = []
        for item in section.blocks[index + 1:]:
            arg = _ARG.match(item.strip())
            # an argument the signature omits ("localize") still opens with its name, but
            # only once the list has begun with the signature's own names
            if arg is None or (len(options) < 2 and arg.group("name") not in names):
                break
            name, description = arg.group("name"), arg.group("description").strip()
            said = default_of(description)
            default = said if said is not None else stated.get(name)
            options.append(Option(name=name, description=description, default=default,
                                  item=item.strip(), default_said="" if said is not None
                                  or default is None else block.strip()))
        if len(options) < 2:
            return []
        return [OptionGroup(owner=signature.group("owner"), kind="arguments",
                            heading=section.heading, ref=ref, options=tuple(options),
                            signature=args)]
    return []


def lead_groups(section: Section, ref: str) -> list[OptionGroup]:
    """"The ``PageNumberPagination`` class includes a number of attributes …" followed
    (within two blocks) by ``name - description`` bullets: the owner's options."""
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
        if len(options) < 2:
            return []
        return [OptionGroup(owner=lead.group("owner"), kind=lead.group("kind"),
                            heading=section.heading, ref=ref, options=tuple(options))]
    return []


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


def heading_groups(page: Page) -> list[OptionGroup]:
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
