"""Whether a KB's changelog states a later change of a setting's default than a page does.

A reference page can lag its project's changelog: Hatch's wheel builder table still reads
``core-metadata-version`` = ``"2.4"`` while the Hatchling history's newest entry says "Bump
default core metadata version to 2.5". A "current default" question answered from the
table is then contradicted by the KB itself; the direct templates refuse it (counted).

A changelog page is one whose path names a history, changelog, changes, news or release
notes; its entries are its list items in page order, newest first. The newest entry that
names the setting (its words in any separator, ``core metadata version`` for
``core-metadata-version``; a one-word name only as a flag, ``--reload``) beside "default"
and a value ("to 2.5", "at 2.4") decides: a value other than the page's is a later change.
"""

from __future__ import annotations

import re

from shared.kb.knowledge_base import KnowledgeBase

__all__ = ["later_change"]

_CHANGELOG = re.compile(r"(?:^|/)(?:history|changelog|changes|news|release[-_ ]?notes)"
                        r"(?:[-_.]|/|$)", re.IGNORECASE)
_VALUE = re.compile(r"^(?:(?:\s+[\w-]+){0,6}?\s+(?:to|at|now)|\s*(?:[\w-]+\s+){0,2}\(default:?)"
                    r"\s+`?(?P<value>[\w.'\"-]+?)`?(?=[\s,;)]|\.?$|\.\s)")
"""The value the entry gives right after the name: "… version to 2.5", "… option for the
wheel target is now disabled", "… setting (default True)"."""


_LITERAL = re.compile(r"^(?:\d[\w.]*|true|false|on|off|yes|no|none|null|enabled|disabled|"
                      r"['\"][^'\"]*['\"])$", re.IGNORECASE)
"""A value an entry can state: a number or version (``2.5``, ``16MB``), an on/off word or
a quoted string; "now defaults to the value of …" states no literal and decides nothing."""
_SAME = ({"false", "off", "no", "disabled", "none"}, {"true", "on", "yes", "enabled"})


def _bare(value: str) -> str:
    return re.sub(r"\s+", "", value.strip().strip("`'\"").rstrip(".").lower())


def _agrees(said: str, value: str) -> bool:
    """"16MB" agrees with "16777216 (16 MB)", "disabled" with "false"."""
    said, value = _bare(said), _bare(value)
    if said == value or said in re.split(r"[()\[\],;]", value):
        return True
    return any(said in same and value in same for same in _SAME)


def _name_pattern(thing: str) -> re.Pattern[str] | None:
    words = [w for w in re.split(r"[^A-Za-z0-9]+", thing) if w]
    if not words:
        return None
    if len(words) == 1:  # "--reload" as written; a plain "host" is any word of an entry
        if not thing.startswith("-"):
            return None
        return re.compile(rf"(?<![\w-]){re.escape(thing)}(?![\w-])")
    joined = r"[\s_.-]+".join(re.escape(w) for w in words)
    return re.compile(rf"(?<![\w-]){joined}(?![\w-])", re.IGNORECASE)


def later_change(kb: KnowledgeBase, thing: str, value: str) -> str | None:
    """The changelog entry stating a default for ``thing`` other than ``value`` (the newest
    entry naming its default decides), or ``None`` when no changelog contradicts it."""
    pattern = _name_pattern(thing)
    if pattern is None:
        return None
    for page in kb.current_pages():
        if _CHANGELOG.search(page.ref) is None:
            continue
        for item_list in page.parsed.lists:
            for item in item_list.items:
                named = pattern.search(item)
                if named is None or not re.search(r"\bdefault", item, re.IGNORECASE):
                    continue
                said = _VALUE.match(item[named.end():])
                if said is None or _LITERAL.match(said.group("value")) is None:
                    continue
                if not _agrees(said.group("value"), value):
                    return item
                break  # the newest entry agrees with the page
            else:
                continue
            break
    return None
