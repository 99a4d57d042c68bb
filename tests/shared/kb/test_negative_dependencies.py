"""Negatives over an installation page's dependency list: the minimum supported version."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.negative_dependencies import dependency_negatives

_INSTALL = """# Installation

## Optional Dependencies

The `standard` extra installs the following dependencies:

- [`uvloop`](https://github.com/MagicStack/uvloop) — Fast replacement of the asyncio event loop.
- [`httptools`](https://github.com/MagicStack/httptools) — Python binding for the HTTP parser.
- [`colorama`](https://github.com/tartley/colorama) — Cross-platform support for terminal colors.
"""

_NOTES = """# Release notes

## 0.14.0

- Bump uvloop to 0.14 for Python 3.8 support (#500)
"""

_CLASSES = """# Exceptions

## Handling

Install an exception handler with the following middleware:

- ServerErrorMiddleware - Handles server errors and returns a 500 response.
- ExceptionMiddleware - Handles the exceptions raised by your routes.
"""


def test_each_undated_dependency_is_asked_its_minimum_version(tmp_path: Path) -> None:
    """httptools and colorama are dated nowhere: asked; uvloop's release note dates it."""
    for name, text in (("installation.md", _INSTALL), ("release-notes.md", _NOTES),
                       ("exceptions.md", _CLASSES)):
        (tmp_path / name).write_text(text)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    asked = [c.query for page in kb.current_pages()
             for c in dependency_negatives(page, kb, skipped)]
    assert asked == ["What is the minimum supported version of httptools?",
                     "What is the minimum supported version of colorama?"]
    assert skipped["missing_data:a page gives the dependency's version"] == 1
