"""Multi-hop bridges through the setting a guide's task section sets (shared.kb.task_settings)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.task_settings import task_of, task_settings
from tests.shared.kb.bridge_checks import checked_bridges

_CONFIG = """# Configuration

## Settings

| Variable | Description | Default |
| --- | --- | --- |
| `TOOL_MAX_DEPTH` | Maximum depth for dependency resolution | `10` |
| `TOOL_SKIP_LOCK` | Skip lock when installing | `0` |
| `TOOL_CACHE_DIR` | Custom cache directory | `~/.cache/tool` |
| `TOOL_TIMEOUT` | Timeout for pip operations | `15` |
| `TOOL_NOSPIN` | Disable the spinner | `0` |
| `TOOL_KEYRING_PROVIDER` | Keyring provider for pip | `auto` |

## Examples

### Quiet output

```bash
export TOOL_NOSPIN=1
```

This keeps continuous integration logs clean.
"""

_GUIDE = """# Advanced Usage

## Handling Large Dependency Trees

For projects with many dependencies:

```bash
$ export TOOL_MAX_DEPTH=20
$ tool lock
```

## Speeding Up Installations

The cache speeds up installations:

```bash
$ export TOOL_CACHE_DIR=/path/to/cache
```

## Caching

Keep the cache on a fast disk:

```bash
$ export TOOL_CACHE_DIR=/fast/cache
```

## Speeding Up Repeated Installations

Skip the lock step:

```bash
$ export TOOL_SKIP_LOCK=1
```

## Setting Timeouts Sensibly

Keep the default:

```bash
$ export TOOL_TIMEOUT=15
```

## Cleaning Continuous Integration Logs

```bash
$ export TOOL_NOSPIN=1
```

## Google Cloud Artifact Registry

Google Cloud Artifact Registry supports authentication via keyring:

```bash
$ export TOOL_KEYRING_PROVIDER=subprocess
```

## Slow Builds

```bash
$ export TOOL_KEYRING_PROVIDER=disabled
```

Slow builds come from large images.

## Working Across Platforms

Use `TOOL_MAX_DEPTH` with `--extra-args` for platform wheels.
"""


def _found(tmp_path: Path) -> tuple[dict[str, str], Counter[str]]:
    found, skipped = checked_bridges(
        tmp_path, {"configuration.md": _CONFIG, "advanced.md": _GUIDE}, task_settings)
    return {c.query: c.ground_truth for c in found}, skipped


def test_a_task_section_names_the_setting_the_reference_page_gives_the_default(
        tmp_path: Path) -> None:
    """The guide's task identifies TOOL_MAX_DEPTH (set in its example); the table gives 10."""
    found, _ = _found(tmp_path)
    query = ("What is the default value of the environment variable for handling "
             "large dependency trees?")
    assert found[query].startswith("10 (")
    assert all("TOOL_" not in q for q in found)


def test_a_task_two_sections_serve_with_different_settings_is_dropped(tmp_path: Path) -> None:
    """"Speeding up installations" fits the cache and the lock setting: no question, counted."""
    found, skipped = _found(tmp_path)
    assert not any("speeding up" in q for q in found)
    assert skipped["task_settings:another setting serves the same task"] >= 1


def test_a_heading_that_is_no_task_and_an_example_setting_the_default_are_counted(
        tmp_path: Path) -> None:
    """"Caching" names no task; an example exporting the default states the answer."""
    found, skipped = _found(tmp_path)
    assert skipped["task_settings:heading is no task"] >= 1
    assert skipped["task_settings:the guide's example sets the default"] == 1
    assert not any("timeouts" in q for q in found)


def test_a_section_naming_another_flag_is_no_single_settings_task(tmp_path: Path) -> None:
    """A section naming --extra-args beside the setting is the task of neither: counted."""
    found, skipped = _found(tmp_path)
    assert not any("platforms" in q for q in found)
    assert skipped["task_settings:section names several settings"] == 1


def test_a_product_named_by_a_heading_identifies_the_setting(tmp_path: Path) -> None:
    """A heading the prose writes capitalised as a name gives "used with <name>"; a
    Title-case topic the prose writes in lower case ("Slow Builds") is no task."""
    found, _ = _found(tmp_path)
    query = ("What is the default value of the environment variable used with Google Cloud "
             "Artifact Registry?")
    assert found[query].startswith("auto (")
    assert not any("Slow" in q or "slow" in q for q in found)


def test_task_of_reads_gerund_headings_only() -> None:
    """An -ing heading becomes "for …"; a noun heading or one word is no task."""
    assert task_of("Handling Large Dependency Trees") == (
        "for handling large dependency trees")
    assert task_of("Setup Steps") is None
    assert task_of("Caching") is None
    assert task_of("Deprecate the JSON command") is None
    assert task_of("Google Cloud Artifact Registry", "Google Cloud Artifact Registry "
                   "supports keyring.") == "used with Google Cloud Artifact Registry"
    assert task_of("Slow Builds", "Slow builds come from large images.") is None


def test_a_task_the_reference_page_speaks_of_is_dropped(tmp_path: Path) -> None:
    """The reference page's own example says the spinner switch keeps CI logs clean and its
    table gives the default: that page answers alone, so no question, counted."""
    found, skipped = _found(tmp_path)
    assert not any("logs" in q for q in found)
    assert skipped["task_settings:reference page speaks of the task"] == 1


@given(st.text(max_size=60))
def test_task_of_is_none_or_a_used_for_phrase(heading: str) -> None:
    """Without prose naming it, any heading gives None or a "for <verb>ing …" phrase
    of the heading's words."""
    task = task_of(heading)
    if task is not None:
        assert task.startswith("for ")
        assert task.split()[1].endswith("ing")
        assert len(task.split()) - 1 == len(heading.split())
