"""Multi-hop bridges through a guide's link to a setting's entry on its reference page."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.link_bridges import link_bridges

_REFERENCE = """# Virtual environment

## Options

| Option | Default | Description |
| --- | --- | --- |
| `installer` | `pip` | The tool that installs packages into the environment |
| `system-packages` | `false` | Whether or not to see the system's site packages |
"""

_GUIDE = """# How to select the installer

## Enabling the fast tool

Set the [`installer`](virtual.md#options) option to `uv` for quicker environment creation.

## Sharing packages

Turn on [`system-packages`](virtual.md#options) and also change `installer` when needed.

## Speeding up creation

The [`installer`](virtual.md#options) is `pip` unless you change it.
"""

_OLD_REFERENCE = """# Virtual environment

## Options

| Option | Default | Description |
| --- | --- | --- |
| `system-packages` | `false` | Whether or not to see the system's site packages |
| `path` | | Where the environment lives |
"""


def _bridges(tmp_path: Path, *pages: tuple[str, str]) -> tuple[list[str], Counter[str]]:
    for name, text in pages:
        (tmp_path / name).write_text(text)
    skipped: Counter[str] = Counter()
    found = link_bridges(load_kb(tmp_path), skipped)
    return [f"{c.subtype}|{c.query}|{c.ground_truth.split(' (')[0]}" for c in found], skipped


def test_a_section_linking_one_setting_asks_its_default(tmp_path: Path) -> None:
    """The guide's section names the setting by its link; the reference table gives pip."""
    found, _ = _bridges(tmp_path, ("virtual.md", _REFERENCE), ("guide.md", _GUIDE))
    assert found == ["hub_to_detail|What is the default value of the option mentioned in the "
                     "How to select the installer guide's section on enabling the fast tool?"
                     "|pip"]


def test_a_section_naming_two_settings_or_the_default_is_skipped(tmp_path: Path) -> None:
    """'Sharing packages' names installer beside its link to system-packages; 'Speeding up
    creation' states pip itself: both counted, neither asked."""
    _, skipped = _bridges(tmp_path, ("virtual.md", _REFERENCE), ("guide.md", _GUIDE))
    assert skipped["hub_to_detail:section links several settings"] == 1
    assert skipped["hub_to_detail:describing page holds the answer"] == 1


def test_a_setting_the_older_page_lacked_is_asked_as_current(tmp_path: Path) -> None:
    """The older reference page never names installer: the question asks the current
    default and the answer says the older page did not document it."""
    found, _ = _bridges(tmp_path, ("virtual-v1.md", _OLD_REFERENCE),
                        ("virtual-v2.md", _REFERENCE),
                        ("guide.md", _GUIDE.replace("virtual.md", "virtual-v2.md")))
    assert [f.split("|")[0] for f in found] == ["rot_aware"]
    assert "What is the current default value of the option mentioned" in found[0]


def test_a_setting_section_with_a_default_line_is_linked_too(tmp_path: Path) -> None:
    """A reference page of one section per setting ('**Default**: `None`') answers the
    guide's linked mention of in-project the same way."""
    config = ("# Configuration\n\n## Settings\n\n### `cache-dir`\n\n**Type**: string\n\n"
              "**Default**: `/tmp/cache`\n\nWhere the cache lives.\n\n### `in-project`\n\n"
              "**Type**: boolean\n\n**Default**: `None`\n\nCreate the environment inside "
              "the project's root directory.\n")
    guide = ("# Basic usage\n\n## Using your environment\n\nWith the "
             "[`in-project`](configuration.md#in-project) setting, the environment sits "
             "beside your code.\n")
    found, _ = _bridges(tmp_path, ("configuration.md", config), ("usage.md", guide))
    assert found == ["hub_to_detail|What is the default value of the setting mentioned in "
                     "the Basic usage guide's section on using your environment?|None"]


def test_a_linked_function_is_no_setting(tmp_path: Path) -> None:
    """A link to a function whose prose states a default argument ('`get_view()`, which
    defaults to `x`') asks nothing: a call is no setting."""
    reference = ("# Schemas\n\n## The view\n\n`get_view()`, which defaults to `settings.X`, "
                 "builds the view.\n\n`other`, which defaults to `1`, is another.\n")
    guide = ("# Release 3.5\n\n## Improved schema generation\n\nThere is now a shortcut, "
             "[get_view()](schemas.md#get_view), for schema views.\n")
    found, _ = _bridges(tmp_path, ("schemas.md", reference), ("notes.md", guide))
    assert found == []


def test_a_linked_setting_without_a_default_still_counts(tmp_path: Path) -> None:
    """A section linking cache-dir (documented, no default stated) beside in-project names
    two settings: nothing is asked, the drop counted."""
    config = ("# Configuration\n\n## Settings\n\n### `cache-dir`\n\n**Type**: string\n\n"
              "The path to the cache directory.\n\n### `in-project`\n\n**Type**: boolean\n\n"
              "**Default**: `None`\n\nCreate the environment inside the project.\n\n"
              "### `max-workers`\n\n**Type**: int\n\n**Default**: `4`\n\nHow many workers.\n")
    guide = ("# Basic usage\n\n## Using your environment\n\nChange the "
             "[`cache-dir`](configuration.md#cache-dir) value, or use the "
             "[`in-project`](configuration.md#in-project) setting.\n")
    found, skipped = _bridges(tmp_path, ("configuration.md", config), ("usage.md", guide))
    assert found == []
    assert skipped["hub_to_detail:section links several settings"] == 1
