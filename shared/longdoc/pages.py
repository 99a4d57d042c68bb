"""Pages for formats that have none: explicit page breaks, else virtual pages.

Markdown, HTML and plain text carry no pages, yet every gold item needs a
``relative_page``. A file may mark page breaks itself: a form feed (``\\f``), a line
``<!-- page -->`` / ``<!-- pagebreak -->`` / ``<!-- page N -->`` (Markdown and plain
text). When it marks none (and always for HTML, whose main text is what is counted), pages
are virtual: ``page_chars`` characters of text per page (3,000 by default, about a printed
page), counted from the start.
"""

from __future__ import annotations

import bisect
import re

__all__ = ["DEFAULT_PAGE_CHARS", "PAGE_BREAK", "PageMap"]

DEFAULT_PAGE_CHARS = 3000
"""Characters of source per virtual page."""

PAGE_BREAK = re.compile(
    r"\f|^[ \t]*<!--\s*page(?:\s*break|\s+\d+)?\s*-->[ \t]*$", re.IGNORECASE | re.MULTILINE
)
"""A page break written in a text file."""


class PageMap:
    """Maps character offsets of one source text to 1-based pages."""

    def __init__(self, text: str, *, page_chars: int = DEFAULT_PAGE_CHARS,
                 breaks: list[int] | None = None) -> None:  # fmt: skip
        if page_chars < 1:
            raise ValueError(f"page_chars must be positive, got {page_chars}")
        self.page_chars = page_chars
        found = breaks if breaks is not None else [m.start() for m in PAGE_BREAK.finditer(text)]
        self.breaks = sorted(found)
        """Offsets where a new page starts (explicit breaks); empty for virtual pages."""
        self.length = len(text)

    @property
    def explicit(self) -> bool:
        """Whether the text marks its own page breaks."""
        return bool(self.breaks)

    def page(self, offset: int) -> int:
        """The page of the character at ``offset``."""
        if self.breaks:
            return bisect.bisect_right(self.breaks, offset) + 1
        return max(offset, 0) // self.page_chars + 1

    def pages(self, start: int, end: int) -> tuple[int, ...]:
        """Pages covered by ``[start, end)`` (at least the page of ``start``)."""
        first = self.page(start)
        last = self.page(max(start, end - 1))
        return tuple(range(first, last + 1))

    @property
    def n_pages(self) -> int:
        """Pages of the whole text."""
        return self.page(max(self.length - 1, 0))
