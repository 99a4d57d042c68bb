"""The lines of a page's text as the page-level readers see them: headings and content words.

``LINE_RX`` finds the lines; ``is_heading(line)`` says whether a line is a short section
heading (no sentence end); ``stems(text)`` gives the content-word stems two texts are
compared by (a teaser line against the story, a claim against the headline).
"""

from __future__ import annotations

import re

__all__ = ["CONTENT_RX", "LINE_RX", "STOP_WORDS", "is_heading", "stems"]

LINE_RX = re.compile(r"[^\n]+")
CONTENT_RX = re.compile(r"[A-Za-z][a-z]{3,}")
STOP_WORDS = frozenset({"that", "this", "with", "from", "have", "been", "were", "will", "more",
                   "than", "after", "over", "into", "about", "their", "what", "when", "says",
                   "said", "year", "years", "just", "amid", "could", "would", "here"})  # fmt: skip


def is_heading(line: str) -> bool:
    """A short line that does not end as a sentence does: a section heading."""
    words = line.split()
    return (
        0 < len(words) <= 6
        and len(line) <= 48
        and not line.rstrip("\"'\u201d\u2019)").endswith((".", "!", "?", ",", ";"))
        and not line.startswith(("- ", "* ", "\u2022 "))
    )



def stems(text: str) -> set[str]:
    """The lower-case six-letter stems of ``text``'s content words."""
    return {w.lower()[:6] for w in CONTENT_RX.findall(text) if w.lower() not in STOP_WORDS}
