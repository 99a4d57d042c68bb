"""Multi-hop bridges between release notes and a reference page ("the option that … added")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.multihop import needs_both
from shared.kb.options import Option
from shared.kb.release_bridges import described_as, release_bridges

_NOTES = """# Release Notes

## 0.23.0 (July 10, 2023)

### Added

- Add `--ws-max-queue` parameter WebSockets (#2033)

## 0.22.0 (April 28, 2023)

### Added

- Add `--timeout-graceful-shutdown` parameter (#1950)
- Add `--backlog` parameter (#1951)

## 0.20.0 (November 20, 2022)

### Fixed

- Fix `--ws-ping-interval` being ignored (#1800)

## 0.19.0 (October 19, 2022)

### Added

- Add `--ws-ping-interval` parameter (#1700)
- Add `--limit-concurrency` option to set the maximum number of concurrent connections
"""

_QUEUE = ("* `--ws-max-queue` - Set the maximum length of the WebSocket incoming message queue. "
          "**Default:** *32*.")
_SETTINGS = f"""# Settings

## Timeouts

{_QUEUE}
* `--ws-ping-interval <float>` - Set the WebSockets ping interval, in seconds. **Default:** *20.0*.
* `--timeout-graceful-shutdown` - Maximum number of seconds to wait for graceful shutdown.
* `--backlog <int>` - Maximum number of connections to hold in backlog. **Default:** *2048*.
* `--limit-concurrency` - Maximum number of concurrent connections before HTTP 503 errors.
"""


def _bridges(tmp_path: Path) -> tuple[dict[str, str], Counter[str]]:
    (tmp_path / "release-notes.md").write_text(_NOTES)
    (tmp_path / "settings.md").write_text(_SETTINGS)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = release_bridges(kb, skipped)
    assert all(needs_both(c, kb.page(c.refs[0]), kb.page(c.refs[1])) for c in found)
    return {c.query: c.ground_truth for c in found}, skipped


def test_the_reference_description_names_the_option_the_changelog_dates(tmp_path: Path) -> None:
    """The settings page's description identifies --ws-max-queue; the changelog gives 0.23.0."""
    asked, _ = _bridges(tmp_path)
    query = ("In which release was the option that sets the maximum length of the WebSocket "
             "incoming message queue added?")
    assert asked[query].startswith("0.23.0 (--ws-max-queue")


def test_the_release_names_the_option_the_reference_page_gives_a_default_for(
        tmp_path: Path) -> None:
    """0.23.0 added exactly one option, so "the option added in version 0.23.0" has a default."""
    asked, _ = _bridges(tmp_path)
    assert asked["What is the default of the option added in version 0.23.0?"].startswith("32 ")


def test_a_release_adding_two_options_names_neither(tmp_path: Path) -> None:
    """0.22.0 added two options: no "option added in version 0.22.0" question, counted."""
    asked, skipped = _bridges(tmp_path)
    assert not any("0.22.0?" in query for query in asked)
    assert skipped["cross_category:release:release adds more than one option"] >= 1


def test_an_option_an_older_release_already_mentions_is_not_dated(tmp_path: Path) -> None:
    """--ws-ping-interval appears in a fix of 0.20.0 and its addition in 0.19.0: only the
    oldest line may date it, and a newer line naming it must not (the skip is counted)."""
    asked, _ = _bridges(tmp_path)
    dated = [answer for answer in asked.values() if "--ws-ping-interval" in answer]
    assert dated and all(answer.startswith("0.19.0") for answer in dated)


def test_a_changelog_line_stating_the_purpose_answers_alone(tmp_path: Path) -> None:
    """The 0.19.0 line says what --limit-concurrency sets: the changelog alone answers."""
    asked, skipped = _bridges(tmp_path)
    assert not any("concurrent connections" in query for query in asked)
    assert skipped["cross_category:release:changelog line states the purpose"] == 1


_OWNER_NOTES = """# Release Notes

## 0.32.0 (November 1, 2023)

* Add `domain` parameter to `SessionMiddleware` #2280.

## 0.31.0 (October 1, 2023)

* Fix a typo in the docs #2200.
"""

_MIDDLEWARE = """# Middleware

## SessionMiddleware

The following arguments are supported:

* `secret_key` - Should be a random string.
* `domain` - Domain of the cookie used to share it between subdomains.
"""


def test_an_owner_line_the_changelog_bridge_asks_is_not_asked_inverted(tmp_path: Path) -> None:
    """"What is the SessionMiddleware argument added in 0.32.0 for?" is asked by the changelog
    bridges; the release bridge does not ask the same fact the other way round."""
    (tmp_path / "release-notes.md").write_text(_OWNER_NOTES)
    (tmp_path / "middleware.md").write_text(_MIDDLEWARE)
    skipped: Counter[str] = Counter()
    found = release_bridges(load_kb(tmp_path), skipped)
    assert not any(c.query.startswith("In which release") for c in found)
    assert skipped["cross_category:release:purpose asked from the release already"] == 1


_KEEP_A_CHANGELOG = """# Changelog

## [1.3.0] - 2024-05-01

### Added

- Added option `--retries`.

## [1.2.0] - 2024-01-10

### Fixed

- Fixed a crash on start.
"""

_CLI = """# Command line

## Options

* `--retries <int>` - Set how many times a failed download is tried again. **Default:** *3*.
* `--timeout <float>` - Seconds to wait for a server. **Default:** *10.0*.
"""


def test_a_keep_a_changelog_page_dates_an_option(tmp_path: Path) -> None:
    """"## [1.3.0] - date" headings and "Added option --x" lines are read like the others."""
    (tmp_path / "changelog.md").write_text(_KEEP_A_CHANGELOG)
    (tmp_path / "cli.md").write_text(_CLI)
    found = {c.query: c.ground_truth for c in release_bridges(load_kb(tmp_path))}
    query = ("In which release was the option that sets how many times a failed download is "
             "tried again added?")
    assert found[query].startswith("1.3.0 (--retries")


def test_a_line_adding_support_for_two_names_dates_neither(tmp_path: Path) -> None:
    """"Add support for --retries and --timeout to the mirror" adds no option: nothing is dated."""
    notes = _KEEP_A_CHANGELOG.replace("Added option `--retries`.",
                                      "Add support for `--retries` and `--timeout` to the mirror.")
    (tmp_path / "changelog.md").write_text(notes)
    (tmp_path / "cli.md").write_text(_CLI)
    assert release_bridges(load_kb(tmp_path)) == []


def test_a_variant_spelling_still_names_the_option(tmp_path: Path) -> None:
    """"Added --retries and --no-retries" names one option in two spellings."""
    notes = _KEEP_A_CHANGELOG.replace("Added option `--retries`.",
                                      "Added `--retries` and `--no-retries`.")
    (tmp_path / "changelog.md").write_text(notes)
    (tmp_path / "cli.md").write_text(_CLI)
    answers = [c.ground_truth for c in release_bridges(load_kb(tmp_path))]
    assert answers and all("--retries" in answer for answer in answers)


def test_an_oldest_first_changelog_reads_older_releases_above(tmp_path: Path) -> None:
    """Listed oldest first, a later "Add --ws-ping-interval" is not its addition: the release
    above it already named the option, so nothing dates it."""
    notes = """# Changes

## 1.0.0 (May 1, 2020)

- Fix `--ws-ping-interval` being ignored (#10)

## 1.1.0 (June 1, 2020)

- Add `--ws-ping-interval` parameter (#20)
"""
    (tmp_path / "changes.md").write_text(notes)
    (tmp_path / "settings.md").write_text(_SETTINGS)
    skipped: Counter[str] = Counter()
    assert release_bridges(load_kb(tmp_path), skipped) == []
    assert skipped["cross_category:release:an older release mentions the option"] == 1


def test_a_description_reads_as_the_option_that_does_it() -> None:
    """A verb pair and a list survive: "Enable/disable X" -> "enables or disables X"; a comma
    opening a list is not cut, its parenthesis is dropped; a type-only line gives nothing."""
    def option(text: str) -> Option:
        return Option(name="--x", description=text, default=None, item=text)

    assert described_as(option("Enable/disable colorized formatting of the log records."),
                        "option") == ("the option that enables or disables colorized "
                                      "formatting of the log records")
    said = described_as(option("Comma separated list of IP Addresses, IP Networks, or literals "
                               "(e.g. UNIX Socket path) to trust with proxy headers."), "option")
    assert said == ("the option for the comma separated list of IP Addresses, IP Networks, "
                    "or literals to trust with proxy headers")
    assert described_as(option("Set the WebSockets ping interval, in seconds."), "option") == (
        "the option that sets the WebSockets ping interval")
    assert described_as(option("A string."), "option") is None
