"""The options a documentation page documents: one named option, one owner's group.

:mod:`shared.kb.options` reads them from every layout; the question templates and the
multi-hop bridges read these records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["SIGNATURE", "Option", "OptionGroup", "default_of", "signature_defaults"]

SIGNATURE = re.compile(r"^Signature\s*:\s*(?P<owner>[A-Za-z_][\w.]*)\((?P<args>.*)\)\.?\s*$")
"""A ``Signature: Name(arg, key=value, …)`` line (the bold markup removed)."""
_DEFAULT = re.compile(
    r"(?:^|(?<=[.;,] ))(?:Defaults? (?:to|is|value is)|Default:)\s+(?P<value>(?:`[^`]*`|[^`])+?)"
    r"(?=\.\s|\.$|;|,\s(?:meaning|which|so|but)\b|$)"
)

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
    """``… Defaults to `600`.`` -> ``600``; ``Defaults to "session".`` -> ``"session"``.

    Layout whitespace (two spaces after a full stop, a wrapped line) is collapsed first, so
    ``x.  Defaults to `'pk'`.  Note that …`` gives ``'pk'``; a code span is read whole (a full
    stop inside it does not end the sentence)."""
    m = _DEFAULT.search(" ".join(description.split()))
    if m is None:
        return None
    value = m.group("value").strip().rstrip(".")
    return value if 0 < len(value.split()) <= 8 else None


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
