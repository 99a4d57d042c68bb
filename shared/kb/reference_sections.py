"""What the older version of a reference page said of one option, for the multi-hop bridges.

Every layout of option documentation (bullet lists after a lead, ``Signature:`` lines with
their argument bullets, setting sections with ``**Default**:`` or plain ``Default:``
lines) is read by one reader, :func:`shared.kb.options.option_groups`; this module only
compares a page's options with its older version's. ``all_option_groups`` is that reader
under the name the bridges import.
"""

from __future__ import annotations

import re

from shared.kb.knowledge_base import KnowledgeBase, Page
from shared.kb.options import option_groups as all_option_groups

__all__ = ["all_option_groups", "changed_from"]


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
