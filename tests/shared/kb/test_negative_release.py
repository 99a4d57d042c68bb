"""Release questions of an environment variable a changelog dates under another spelling."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.negative_aspects import aspect_negatives
from shared.kb.negative_settings import (
    dated_by_changelog,
    platform_variant,
    spellings,
    without_platform,
)

_OPTIONS = """# Options

## Test sources

Set the `CIBW_TEST_SOURCES` environment variable to copy files into the test folder.
The platform's own environment variable `CIBW_TEST_SOURCES_LINUX` overrides it on Linux.

## Build verbosity

The `CIBW_BUILD_VERBOSITY` environment variable sets how much the build prints.
"""

_CHANGELOG = """# Changelog

## v3.0.0

- Adds the `test-sources` option, copying files into the test folder.
"""


def _release_questions(tmp_path: Path) -> tuple[list[str], Counter[str]]:
    (tmp_path / "options.md").write_text(_OPTIONS)
    (tmp_path / "changelog.md").write_text(_CHANGELOG)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found: list[str] = []
    for page in kb.current_pages():
        found += [c.query for c in aspect_negatives(page, kb, set(), skipped)["adjacent_topic"]]
    return found, skipped


def test_a_changelog_dating_the_option_spelling_answers_the_variable(tmp_path: Path) -> None:
    """'Adds the `test-sources` option' dates CIBW_TEST_SOURCES; its _LINUX variant is
    asked as CIBW_TEST_SOURCES, so not at all; CIBW_BUILD_VERBOSITY, dated nowhere, is."""
    found, skipped = _release_questions(tmp_path)
    assert found == ["In which version was the `CIBW_BUILD_VERBOSITY` environment variable added?"]
    assert skipped["adjacent_topic:a platform variant is asked as its setting"] == 1


def test_spellings_of_a_platform_variable() -> None:
    """A variable is also written without its platform and as its option and key."""
    assert spellings("CIBW_CONFIG_SETTINGS_WINDOWS") == {
        "CIBW_CONFIG_SETTINGS_WINDOWS", "CIBW_CONFIG_SETTINGS", "config-settings",
        "config_settings"}
    assert spellings("CIBW_BUILD") == {"CIBW_BUILD"}  # "build" alone names no option
    assert dated_by_changelog("CIBW_CONFIG_SETTINGS_MACOS",
                              ["v2.10.0. Adds the `config-settings` option"])
    assert not dated_by_changelog("CIBW_CONFIG_SETTINGS_MACOS",
                                  ["v2.10.0. Fixes a crash in `config-settings`"])
    assert not platform_variant("CIBW_BUILD") and not platform_variant("site_dir")
    assert without_platform("CIBW_ARCHS_WINDOWS") == "CIBW_ARCHS"
    assert without_platform("CIBW_ARCHS") == "CIBW_ARCHS"


@given(st.lists(st.sampled_from(["A", "B", "TEST", "SOURCES", "LINUX", "WINDOWS"]),
                min_size=1, max_size=5))
def test_spellings_always_hold_the_name(parts: list[str]) -> None:
    """Whatever the name, it is one of its own spellings and none is empty."""
    name = "_".join(parts)
    found = spellings(name)
    assert name in found and all(found)
