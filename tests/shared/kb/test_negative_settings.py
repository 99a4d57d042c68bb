"""Negatives over a settings reference: release, invalid value, largest value, short form."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.negative_settings import setting_negatives

_CONFIG = """# Configuration

## Options

### site_dir

The directory where the output HTML and other files are created.

**default**: `'site'`

### max_workers

How many workers build the site at once.

**default**: `4`

### lazy_index

*Introduced in 1.2.0*

Build the search index on first use.

**default**: `false`

### edit_template

A template for the edit link of each page.

**default**: `null`
"""

_NOTES = """# Release notes

## Version 1.3.0 (2024-01-02)

There is a new `edit_template` config for more flexible edit links.
"""

_CLI = """# Commands

## build

### Options

* `--clean`: Remove old files first.
* `--strict`: Fail on warnings.

## serve

### Options

* `--dev-addr (-a)`: The address to serve on.
* `--watch`: Watch another directory.
"""


def _negatives(tmp_path: Path) -> tuple[dict[str, list[str]], Counter[str]]:
    for name, text in (("configuration.md", _CONFIG), ("release-notes.md", _NOTES),
                       ("cli.md", _CLI)):
        (tmp_path / name).write_text(text)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    out: dict[str, list[str]] = {}
    for page in kb.current_pages():
        for subtype, found in setting_negatives(page, kb, skipped).items():
            out.setdefault(subtype, []).extend(c.query for c in found)
    return out, skipped


def test_a_setting_nobody_dates_gets_a_release_question(tmp_path: Path) -> None:
    """site_dir is dated nowhere: "In which version was the site_dir setting added?"."""
    found, _ = _negatives(tmp_path)
    assert "In which version was the site_dir setting added?" in found["adjacent_topic"]
    assert "What happens if the max_workers setting is given an invalid value?" in found[
        "adjacent_topic"]


def test_a_dated_setting_gets_no_release_question(tmp_path: Path) -> None:
    """Its own 'Introduced in 1.2.0' or a changelog's 'new edit_template config' answers it."""
    found, skipped = _negatives(tmp_path)
    asked = " ".join(found["adjacent_topic"])
    assert "lazy_index setting added" not in asked
    assert "edit_template setting added" not in asked
    assert skipped["adjacent_topic:the setting's section dates it"] == 1
    assert skipped["adjacent_topic:a changelog names the setting's addition"] == 1


def test_largest_value_only_for_a_numeric_default(tmp_path: Path) -> None:
    """A plain number default gets the largest-value question; 'site' does not."""
    found, _ = _negatives(tmp_path)
    assert [q for q in found["missing_data"] if "largest" in q] == [
        "What is the largest value allowed for the max_workers setting?"]


def test_short_forms_only_where_the_list_gives_none(tmp_path: Path) -> None:
    """build's list gives no short forms, so it is asked; serve's gives '-a', so it is not."""
    found, _ = _negatives(tmp_path)
    short = [q for q in found["missing_data"] if "short form" in q]
    assert short == ["What is the short form of the --clean option of the build command?",
                     "What is the short form of the --strict option of the build command?"]


def test_a_free_text_setting_has_no_invalid_value_question(tmp_path: Path) -> None:
    """site_dir takes any text: no invalid-value question, and the skip is counted."""
    found, skipped = _negatives(tmp_path)
    assert not any("site_dir setting is given" in q for q in found["adjacent_topic"])
    assert skipped["adjacent_topic:the setting takes any text"] >= 1


_FLAGS = """# Settings

## Socket binding

* `--host <str>` - Bind socket to this host. **Default:** *'127.0.0.1'*.
* `--port <int>` - Bind socket to this port. **Default:** *8000*.
* `--reload` - Enable auto-reload. **Default:** *False*.
"""


def test_a_command_lines_flags_get_the_same_questions(tmp_path: Path) -> None:
    """An owner-less flag list is asked as 'the --port option': release, largest value of a
    number, invalid value of a typed default, short form (the list gives none); an on/off
    flag written with no value (``--reload``) has no invalid value."""
    (tmp_path / "settings.md").write_text(_FLAGS)
    kb = load_kb(tmp_path)
    found: list[str] = []
    for page in kb.current_pages():
        for candidates in setting_negatives(page, kb, Counter()).values():
            found.extend(c.query for c in candidates)
    assert "In which version was the --port option added?" in found
    assert "What is the largest value allowed for the --port option?" in found
    assert "What happens if the --port option is given an invalid value?" in found
    assert not any("--reload option is given an invalid value" in q for q in found)
    assert "What is the short form of the --host option?" in found
    assert not any("--host option is given an invalid value" in q for q in found)


_VALUES = """# Settings

## Socket binding

* `--host <str>` - Bind socket to this host. **Default:** *'127.0.0.1'*.
* `--uds <path>` - Bind to a UNIX domain socket.
* `--reload-dir <path>` - Directories to watch. May be used multiple times.
* `--reload-delay <float>` - Delay between checks. **Default:** *0.25*.
* `--ping-interval <float>` - Ping interval, in seconds. **Default:** *20.0*.
* `--reload` - Enable auto-reload. **Default:** *False*.
"""


def _value_questions(tmp_path: Path) -> tuple[list[str], Counter[str]]:
    (tmp_path / "settings.md").write_text(_VALUES)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = [c.query for page in kb.current_pages()
             for cs in setting_negatives(page, kb, skipped).values() for c in cs]
    return found, skipped


def test_a_value_flag_without_a_default_is_asked_its_default(tmp_path: Path) -> None:
    """--uds states no default: asked; --host states one and --reload is a switch: not asked."""
    found, _ = _value_questions(tmp_path)
    defaults = [q for q in found if q.startswith("What is the default value")]
    assert defaults == ["What is the default value of the --uds option?",
                        "What is the default value of the --reload-dir option?"]


def test_repetition_asked_only_of_paths_that_do_not_say(tmp_path: Path) -> None:
    """--uds (a path) is asked if it repeats; --reload-dir says so, --host is one text,
    --reload-delay a number, --reload a switch."""
    found, skipped = _value_questions(tmp_path)
    assert [q for q in found if "multiple times" in q] == [
        "Can the --uds option be used multiple times?"]
    assert skipped["missing_data:the option says it repeats"] == 1


def test_a_duration_without_a_unit_is_asked_its_unit(tmp_path: Path) -> None:
    """--reload-delay names no unit: asked; --ping-interval says 'in seconds': counted skip."""
    found, skipped = _value_questions(tmp_path)
    assert [q for q in found if "seconds or milliseconds" in q] == [
        "Is the value of the --reload-delay option in seconds or milliseconds?"]
    assert skipped["missing_data:the option states its unit"] == 1


def test_every_setting_negative_names_its_pattern(tmp_path: Path) -> None:
    """Each candidate carries its question pattern, so selection can cap its share."""
    (tmp_path / "settings.md").write_text(_VALUES)
    kb = load_kb(tmp_path)
    found = [c for page in kb.current_pages()
             for cs in setting_negatives(page, kb, Counter()).values() for c in cs]
    assert found and all(c.template for c in found)
    assert {c.template for c in found} >= {"short_form", "repeatable", "unstated_default",
                                           "time_unit", "release_added"}


_TYPED_CONFIG = """# Shared options

## json.namedExports

- **Type:** `boolean`
- **Default:** `true`

Whether to support named imports from `.json` files.

## build.minify

- **Type:** `boolean | 'terser' | 'esbuild'`
- **Default:** `'esbuild'`

Set to `false` to disable minification, or specify the minifier to use. Must be one of
the listed values.
"""


def test_a_boolean_setting_gets_no_invalid_value_question(tmp_path: Path) -> None:
    """A setting typed `boolean` is on or off (the held-out vite KB asked 'What happens if
    the json.namedExports setting is given an invalid value?'); a union type is not."""
    (tmp_path / "shared-options.md").write_text(_TYPED_CONFIG)
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = setting_negatives(kb.page("shared-options.md"), kb, skipped)
    asked = [c.query for c in found.get("adjacent_topic", [])]
    assert not any("namedExports" in q and "invalid" in q for q in asked)
    assert any("build.minify" in q and "invalid" in q for q in asked)
    assert skipped["adjacent_topic:the setting is on or off"] == 1
