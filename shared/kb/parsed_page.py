"""What the rule engine reads from one Markdown page: ``ParsedPage`` and its parts.

``shared.kb.markdown.parse_markdown`` builds these; each part keeps the heading it sits
under, so a question can name where its answer is.
"""

from __future__ import annotations

from dataclasses import dataclass

from shared.kb.tables import Table

__all__ = [
    "CodeBlock",
    "Conditional",
    "Fact",
    "FaqEntry",
    "ItemList",
    "Link",
    "ParsedPage",
    "Procedure",
    "Section",
]


@dataclass(frozen=True, slots=True)
class Fact:
    """A labelled value: ``**Return window:** 30 days from delivery``."""

    label: str
    value: str
    heading: str


@dataclass(frozen=True, slots=True)
class Procedure:
    """A numbered list of steps under a heading."""

    heading: str
    steps: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ItemList:
    """A bullet list (items that are not facts) under a heading."""

    heading: str
    items: tuple[str, ...]
    navigation: bool = False
    """True when every item is a link: a menu, not content."""
    depths: tuple[int, ...] = ()
    """Each item's indentation in spaces (a nested list: a class hierarchy, sub-options)."""


@dataclass(frozen=True, slots=True)
class FaqEntry:
    """A question heading and the answer text under it."""

    question: str
    answer: str


@dataclass(frozen=True, slots=True)
class Conditional:
    """An ``If <condition>, <outcome>.`` sentence."""

    condition: str
    outcome: str
    sentence: str
    heading: str
    before: str = ""
    """The sentence before it in its paragraph ("" when it opens the paragraph)."""


@dataclass(frozen=True, slots=True)
class CodeBlock:
    """A fenced code block: its info-string language, its lines, and the heading it is under."""

    heading: str
    language: str
    code: str
    before: str = ""
    """The paragraph right above the block in its section ("" when none)."""


@dataclass(frozen=True, slots=True)
class Link:
    """A link to another page, with its text and the words that follow it on the line."""

    text: str
    target: str
    description: str
    heading: str


@dataclass(frozen=True, slots=True)
class Section:
    """A heading and the plain text under it (up to the next heading)."""

    heading: str
    text: str
    blocks: tuple[str, ...] = ()
    level: int = 0
    """The heading's level (``##`` -> 2); 0 for text before the first heading."""
    """The paragraphs and list items of ``text`` one by one (a ``Valid values: …`` line
    ends where its paragraph ends)."""


@dataclass(frozen=True, slots=True)
class ParsedPage:
    """Everything the rule engine reads from one page."""

    title: str
    text: str
    """The whole page as plain text (markup removed), for containment checks."""
    sections: tuple[Section, ...]
    facts: tuple[Fact, ...] = ()
    tables: tuple[Table, ...] = ()
    procedures: tuple[Procedure, ...] = ()
    lists: tuple[ItemList, ...] = ()
    faqs: tuple[FaqEntry, ...] = ()
    conditionals: tuple[Conditional, ...] = ()
    links: tuple[Link, ...] = ()
    dates: tuple[str, ...] = ()
    code_blocks: tuple[CodeBlock, ...] = ()
    """Fenced code blocks (not prose: never part of ``text``), in page order."""
    marked: tuple[tuple[str, str], ...] = ()
    """(heading, text) of every paragraph and bullet item with its code spans kept in
    backticks: the names and values a page states about its settings."""
    marked_tables: tuple[Table, ...] = ()
    """``tables`` again, one for one, with code spans kept in backticks."""
    placeholders: tuple[tuple[str, str], ...] = ()
    """(flag, value) for each command-line flag written with the value it takes, as in
    ```--port <int>``` (``text`` drops the ``<int>`` as markup): a flag without one is a
    switch."""

    def fact(self, label: str) -> Fact | None:
        """The fact whose label equals ``label`` (case-insensitive), if any."""
        wanted = label.strip().lower()
        return next((f for f in self.facts if f.label.strip().lower() == wanted), None)
