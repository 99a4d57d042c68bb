"""Multi-hop bridges through a name a guide's section uses and a reference page defines."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.multihop import needs_both
from shared.kb.reference_bridges import reference_bridges

_EXCEPTIONS = """# Exceptions

## The exception hierarchy

* TransportError
    * TimeoutException
        * ConnectTimeout
        * ReadTimeout
    * NetworkError
"""

_GUIDE = """# Timeouts

## Waiting for a slow server

If the server takes too long to accept the connection, a ConnectTimeout is raised and
you can retry later.

## Giving up

Both ReadTimeout and NetworkError can end a transfer.
"""


def test_a_section_using_one_class_bridges_to_its_parent(tmp_path: Path) -> None:
    """The guide's section uses ConnectTimeout; the hierarchy gives its parent."""
    (tmp_path / "exceptions.md").write_text(_EXCEPTIONS)
    (tmp_path / "timeouts.md").write_text(_GUIDE)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = {c.query: c for c in reference_bridges(kb, skipped)}
    query = ("Which exception class is the direct parent of the exception mentioned in the "
             "Timeouts guide's section on waiting for a slow server?")
    assert found[query].answer_key == ("TimeoutException",)
    assert not any("giving up" in q for q in found)  # two names used: no single one
    for candidate in found.values():
        assert needs_both(candidate, *(kb.page(ref) for ref in candidate.refs))


_API = """# Developer Interface

## Response

* `.status_code` - **int**
* `def .aclose()` - **None**
* `def .json()` - **Any**
"""

_COMPAT = """# Requests Compatibility Guide

## Checking for success and failure responses

We don't support response.is_ok; use response.is_success or compare response.status_code.

## After sending a request

The numeric code is always in response.status_code after a request.

## Closing clients

Call client.aclose() when you are done.
"""


def test_a_member_is_used_only_after_its_owner_and_alone(tmp_path: Path) -> None:
    """response.status_code alone bridges; beside response.is_ok it does not; client.aclose()
    is no Response method; a title ending in 'Guide' is not doubled."""
    (tmp_path / "api.md").write_text(_API)
    (tmp_path / "compatibility.md").write_text(_COMPAT)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = [c.query for c in reference_bridges(kb, skipped)]
    assert found == ["What type is the Response attribute mentioned in the Requests "
                     "Compatibility Guide's section on after sending a request?"]
    assert skipped["cross_category:section uses other members of the object"] == 1
