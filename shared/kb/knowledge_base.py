"""The knowledge base in memory: pages, their categories, links and versions.

A page's ``ref`` is its path relative to the KB root in posix form (``refunds.md``,
``shipping/rates-v2.md``); ``context_reference`` in ``queries.jsonl`` uses refs.
Versioned pages carry a ``-vN`` suffix before ``.md``. A page is *outdated* when its
name ends in ``-v1.md`` or a higher version of the same base name exists; outdated
pages are never ground truth.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from shared.kb.markdown import ParsedPage

__all__ = ["NAVIGATION_CATEGORY", "KnowledgeBase", "Page", "per_kb", "split_version"]

NAVIGATION_CATEGORY = "navigation"
"""Category of hub pages that only point to other pages."""

_VERSION = re.compile(r"^(?P<base>.+)-v(?P<version>\d+)\.md$", re.IGNORECASE)


def split_version(ref: str) -> tuple[str, int | None]:
    """``returns-policy-v2.md`` -> (``returns-policy.md``, 2); unversioned -> (ref, None)."""
    match = _VERSION.match(ref)
    if match is None:
        return ref, None
    return f"{match.group('base')}.md", int(match.group("version"))


@dataclass(frozen=True, slots=True)
class Page:
    """One markdown page of the KB with what the structure file says about it."""

    ref: str
    title: str
    category: str
    links: tuple[str, ...]
    version: int | None
    parsed: ParsedPage
    outdated: bool = False
    """True for ``-v1`` pages and any page a higher version replaces."""

    @property
    def base(self) -> str:
        """The name without its version suffix (``returns-policy.md``)."""
        return split_version(self.ref)[0]

    @property
    def text(self) -> str:
        """The page as plain text."""
        return self.parsed.text

    @property
    def is_hub(self) -> bool:
        """True for pages that only navigate: the navigation category, or links and no content."""
        if self.category == NAVIGATION_CATEGORY:
            return True
        parsed = self.parsed
        has_content = parsed.facts or parsed.tables or parsed.procedures or parsed.faqs
        content_lists = [item for item in parsed.lists if not item.navigation]
        return not has_content and not content_lists and len(parsed.links) >= 2


@dataclass(slots=True)
class KnowledgeBase:
    """All pages by ref, plus what loading noticed (broken links) for ``kb validate``."""

    name: str
    pages: dict[str, Page]
    broken_links: list[tuple[str, str]] = field(default_factory=list)
    """(page ref, link target) pairs whose target is not a page of the KB."""

    def __iter__(self) -> Iterator[Page]:
        return iter(self.pages.values())

    def __len__(self) -> int:
        return len(self.pages)

    def page(self, ref: str) -> Page:
        """The page called ``ref``; ``KeyError`` when there is none."""
        return self.pages[ref]

    def current_pages(self) -> list[Page]:
        """Pages that may be ground truth (not outdated), in ref order."""
        return [page for ref, page in sorted(self.pages.items()) if not page.outdated]

    def categories(self) -> list[str]:
        """Categories of current pages, sorted."""
        return sorted({page.category for page in self.current_pages()})

    def previous_version(self, page: Page) -> Page | None:
        """The highest older version of a versioned page, if the KB has one."""
        if page.version is None:
            return None
        older = [
            other
            for other in self.pages.values()
            if other.base == page.base and other.version is not None
            and other.version < page.version
        ]
        return max(older, key=lambda other: other.version or 0, default=None)

    def linked_pairs(self) -> list[tuple[str, str]]:
        """Unordered pairs of current pages joined by a link in either direction, sorted."""
        pairs: set[tuple[str, str]] = set()
        for page in self.current_pages():
            for target in page.links:
                other = self.pages.get(target)
                if other is None or other.outdated or other.ref == page.ref:
                    continue
                pairs.add((min(page.ref, other.ref), max(page.ref, other.ref)))
        return sorted(pairs)

    def is_circular(self, first: str, second: str) -> bool:
        """True when ``first`` links to ``second`` and ``second`` links back (A <-> B)."""
        a = self.pages.get(first)
        b = self.pages.get(second)
        return a is not None and b is not None and second in a.links and first in b.links

    def circular_pairs(self) -> list[tuple[str, str]]:
        """Linked current pairs that reference each other both ways."""
        return [pair for pair in self.linked_pairs() if self.is_circular(*pair)]


_T = TypeVar("_T")


def per_kb(read: Callable[[KnowledgeBase], _T]) -> Callable[[KnowledgeBase], _T]:
    """``read`` done once per knowledge base: what it read of the last KB it was called on
    is kept and returned while that same KB object comes back (generation reads a whole-KB
    index on every page's call). The KB is kept beside its result, not its ``id``: an id is
    reused once its KB is freed."""
    last: list[tuple[KnowledgeBase, _T]] = []

    @functools.wraps(read)
    def cached(kb: KnowledgeBase) -> _T:
        if not last or last[0][0] is not kb:
            value = read(kb)
            last[:] = [(kb, value)]
        return last[0][1]

    return cached

