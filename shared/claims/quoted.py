"""The quoted passages of a claim: what a speaker said, masked or skipped by the claim checks."""

from __future__ import annotations

import re

__all__ = ["QUOTED_RX", "open_single_quote"]

QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")
"""A passage in straight or curly double quotes (``"..."``, ``\u201c...\u201d``)."""
_SINGLE_OPEN_RX = re.compile(r"(?<![\w\u2019])\u2018")
"""An opening single curly quote (British pages quote with ``\u2018...\u2019``)."""
_SINGLE_CLOSE_RX = re.compile(r"\u2019(?![A-Za-z])")
"""A closing single curly quote: not an apostrophe inside a word (``Apple\u2019s``)."""


def open_single_quote(before: str) -> bool:
    """``before`` (a paragraph's text up to a point) leaves a single curly quotation open:
    ``\u2018Federal Reserve Chairman ...`` (the point lies inside the quotation)."""
    opened = list(_SINGLE_OPEN_RX.finditer(before))
    return bool(opened) and _SINGLE_CLOSE_RX.search(before, opened[-1].end()) is None
