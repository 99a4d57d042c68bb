"""Multi-hop bridges through a changelog ("the X argument added in version V")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.changelog_bridges import changelog_bridges
from shared.kb.multihop import needs_both

_NOTES = """# Release Notes

## 2.1.0 (May 2, 2025)

#### Added

* Add `domain` parameter to `SessionMiddleware` #2280.
* Add `timeout` parameter to `PollingClient` #2290.
* Add `retries` parameter to `PollingClient` #2291.

## 2.0.0 (March 1, 2025)

* Add `same_site` parameter to `SessionMiddleware` #2001.
"""

_MIDDLEWARE = """# Middleware

## SessionMiddleware

The following arguments are supported:

* `secret_key` - Should be a random string.
* `same_site` - SameSite flag of the session cookie. Defaults to `'lax'`.
* `domain` - Domain of the cookie used to share it between subdomains.

## PollingClient

The following arguments are supported:

* `timeout` - Seconds to wait. Defaults to `5`.
* `retries` - Attempts before giving up. Defaults to `3`.
"""


def _bridges(tmp_path: Path) -> tuple[list[str], list[str], Counter[str]]:
    (tmp_path / "release-notes.md").write_text(_NOTES)
    (tmp_path / "middleware.md").write_text(_MIDDLEWARE)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = changelog_bridges(kb, skipped)
    assert all(needs_both(c, kb.page(c.refs[0]), kb.page(c.refs[1])) for c in found)
    return [c.query for c in found], [c.ground_truth for c in found], skipped


def test_release_names_the_option_the_reference_page_documents(tmp_path: Path) -> None:
    """The changelog's release identifies the option; the reference page gives its value."""
    queries, answers, _ = _bridges(tmp_path)
    asked = dict(zip(queries, answers, strict=True))
    default = "What is the default of the SessionMiddleware argument added in version 2.0.0?"
    purpose = "What is the SessionMiddleware argument added in version 2.1.0 for?"
    assert asked[default].startswith("'lax'")
    assert asked[purpose].startswith("Domain of the cookie")


def test_release_adding_two_options_to_one_owner_is_skipped(tmp_path: Path) -> None:
    """2.1.0 added timeout and retries to PollingClient: 'the argument added in 2.1.0' is vague."""
    queries, _, skipped = _bridges(tmp_path)
    assert not any("PollingClient" in q for q in queries)
    assert skipped["cross_category:release names no single option"] == 2
