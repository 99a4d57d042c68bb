"""Multi-hop bridges through a stated requirement ("the middleware that requires X")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.multihop import needs_both
from shared.kb.question_shape import is_concatenated
from shared.kb.requirement_bridges import requirement_bridges

_INDEX = """# Introduction

## Dependencies

* signer - Required for SessionMiddleware support.
* templater - Required if you want to use TemplateRenderer.
"""

_MIDDLEWARE = """# Middleware

## SessionMiddleware

Adds signed cookie-based HTTP sessions.

The following arguments are supported:

* `secret_key` - Should be a random string.
* `max_age` - Session expiry time in seconds. Defaults to 2 weeks.
* `path` - The path set for the session cookie. Defaults to `'/app'`.

## CacheMiddleware

The following arguments are supported:

* `max_age` - Seconds a response is cached. Defaults to `600`.
* `private` - Whether shared caches may keep it. Defaults to `False`.
"""

_TEMPLATES = """# Templates

TemplateRenderer needs templater installed.

## TemplateRenderer

The following arguments are supported:

* `directory` - A directory of templates.
* `autoescape` - Whether to escape. Defaults to `True`.
"""


def _bridges(tmp_path: Path) -> tuple[list[str], Counter[str]]:
    (tmp_path / "index.md").write_text(_INDEX)
    (tmp_path / "middleware.md").write_text(_MIDDLEWARE)
    (tmp_path / "templates.md").write_text(_TEMPLATES)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = requirement_bridges(kb, skipped)
    for candidate in found:
        assert needs_both(candidate, kb.page(candidate.refs[0]), kb.page(candidate.refs[1]))
    return [c.query for c in found], skipped


def test_requirement_names_the_class_of_the_question(tmp_path: Path) -> None:
    """The overview's requirement identifies the middleware; its page lists the arguments."""
    queries, _ = _bridges(tmp_path)
    assert "Which arguments does the middleware that requires signer accept?" in queries
    assert not any(is_concatenated(q) for q in queries)


def test_default_shared_with_another_class_is_a_real_bridge(tmp_path: Path) -> None:
    """max_age is on two middlewares: only the requirement tells which default is asked."""
    queries, _ = _bridges(tmp_path)
    assert "What is the default max_age of the middleware that requires signer?" in queries


def test_reference_page_naming_the_package_is_dropped(tmp_path: Path) -> None:
    """A reference page that itself names the package answers alone: dropped and counted."""
    queries, skipped = _bridges(tmp_path)
    assert not any("templater" in q for q in queries)
    assert skipped["cross_category:reference page names the requirement"] >= 1


def test_default_unique_to_one_owner_is_a_shortcut(tmp_path: Path) -> None:
    """path is only SessionMiddleware's: the reference page alone answers, so it is skipped."""
    queries, skipped = _bridges(tmp_path)
    assert not any("default path" in q for q in queries)
    assert skipped["cross_category:the option's default is unique to one owner (shortcut)"] >= 1
