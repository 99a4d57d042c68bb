"""The quoted passages of a claim: what a speaker said, masked or skipped by the claim checks."""

from __future__ import annotations

import re

__all__ = ["QUOTED_RX"]

QUOTED_RX = re.compile(r"\"[^\"]*\"|\u201c[^\u201c\u201d]*\u201d")
"""A passage in straight or curly double quotes (``"..."``, ``\u201c...\u201d``)."""
