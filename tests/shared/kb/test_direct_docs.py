"""Direct questions over general documentation forms: value lists, steps, tables, how-tos."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import conditional_logic
from shared.kb.markdown import parse_markdown
from shared.kb.option_questions import option_direct
from shared.kb.prose import how_to_phrase, section_candidates
from shared.kb.setting_questions import setting_direct
from shared.kb.table_questions import lookup_candidates

_SETTINGS_V1 = """# Settings

## Formats

#### DATE_FORMAT

A format string used for rendering the output of date fields.

May be any of `None` or `'iso-8601'`.

Default: `'iso-8601'`

#### PAGE_SIZE

The default page size to use for pagination.

Default: `None`
"""

_SETTINGS_V2 = _SETTINGS_V1.replace("May be any of `None` or `'iso-8601'`.",
                                    "May be any of `None`, `'iso-8601'` or a strftime string.")


def _context(tmp_path: Path, pages: dict[str, str]) -> KbContext:
    for name, text in pages.items():
        (tmp_path / name).write_text(text)
    return KbContext.build(load_kb(tmp_path))


def test_a_wrapped_step_keeps_its_continuation_and_the_steps_after_it() -> None:
    """A step wrapped onto an unindented line does not end the numbered list."""
    page = parse_markdown("# T\n\n## Translating\n\n1. Copy the file.\n\n2. Run compile to make"
                          " the translations\navailable for use.\n\n3. Restart the server.\n")
    steps = page.procedures[0].steps
    assert len(steps) == 3
    assert steps[1].endswith("available for use.")


def test_plain_default_lines_and_value_lists_give_defaults_values_and_changes(
        tmp_path: Path) -> None:
    """``Default:`` lines are read as defaults, "May be any of" as values; a changed value
    list on the current page is asked "currently" (rot_aware)."""
    context = _context(tmp_path, {"settings-v1.md": _SETTINGS_V1,
                                  "settings-v2.md": _SETTINGS_V2})
    found = option_direct(context.kb.page("settings-v2.md"), context, Random(0))
    facts = {c.query: c.ground_truth for c in found["simple_fact"]}
    assert any(q.endswith("PAGE_SIZE setting?") or "PAGE_SIZE setting default" in q
               for q in facts)
    rot = {c.query: c.ground_truth for c in found["rot_aware"]}
    assert rot == {"Which values can the DATE_FORMAT setting currently take?":
                   "None, 'iso-8601' or a strftime string."}
    older = option_direct(context.kb.page("settings-v1.md"), context, Random(0))
    assert [c.query for c in older["list_enumeration"]] == [
        "Which values can the DATE_FORMAT setting take?"]


_TABLE = """# Permissions

## Restrictions

| Subject | serializer_class | Access level |
|---|---|---|
| Action: list | global | object |
| None | no | yes |
| Can reference request in decision | no | yes |
| Token auth | yes | object |
"""


def test_table_lookups_skip_labels_literals_clauses_and_code_headers(tmp_path: Path) -> None:
    """Only the named row (Token auth) under the noun header (Access level) is asked."""
    context = _context(tmp_path, {"permissions.md": _TABLE})
    asked = [c.query for c in lookup_candidates(context.kb.page("permissions.md"), context,
                                                Random(0))]
    assert asked == ["What is the access level for Token auth?"]
    assert context.skipped["table_lookup:key_not_a_name"] == 3
    assert context.skipped["table_lookup:header_is_code"] == 1


def test_how_to_headings_without_an_object_are_no_task() -> None:
    """"Getting started", "Running against …" and "… to work with" name no task."""
    assert how_to_phrase("Getting started") is None
    assert how_to_phrase("Running against multiple environments") is None
    assert how_to_phrase("Creating a model to work with") is None
    assert how_to_phrase("Setting up a new environment") == "set up a new environment"


_HOW_TO = """# Guide

## Configuring the versioning scheme

You can also set the versioning scheme on an individual view.

## Setting up a new environment

To exit the virtual environment at any time, just type deactivate.

## Overriding the default theme

To override the default theme, add a bootstrap_theme block to your api.html template.
"""


def test_an_addendum_or_another_tasks_instruction_answers_no_how_to(tmp_path: Path) -> None:
    """"You can also …" and "To exit …" under "Setting up" are not the how-to's answer."""
    context = _context(tmp_path, {"guide.md": _HOW_TO})
    asked = [c.query for c in section_candidates(context.kb.page("guide.md"), context)]
    assert asked == ["How do I override the default theme?"]


_IFS = """# Generic views

## Queries

If the serializer_class used in the generic view spans orm relations, leading to an N+1
problem, you could optimize your queryset with select_related.

If you need object level view permissions for GET, HEAD and OPTIONS requests and are
using django-guardian for your PermissionBackend, you'll want to add DjangoObjectPermissionsFilter.

If you set PAGE_SIZE to None, the PageNumberPagination class disables pagination.
"""


def test_a_condition_cut_before_its_end_gives_no_question(tmp_path: Path) -> None:
    """An outcome opening with a participle or a list's tail is a cut condition."""
    context = _context(tmp_path, {"views.md": _IFS})
    found = conditional_logic(context.kb.page("views.md"), context, Random(0))
    assert [c.ground_truth for c in found] == [
        "The PageNumberPagination class disables pagination."]


_FIELDS = """# Serializer fields

## Core arguments

### read_only

Read-only fields are included in the API output. Defaults to `False`.

### write_only

Set this to True to ensure that the field may be used when updating an instance.
Defaults to `False`.

### allow_null

Normally an error will be raised if None is passed to a serializer field. Set this keyword
argument to True if None should be considered a valid value. Defaults to `False`.
"""


def test_a_group_heading_naming_a_kind_names_its_settings(tmp_path: Path) -> None:
    """Under "Core arguments" on a page of fields, ``allow_null`` is an argument, and its
    purpose is not the "Normally …" background sentence."""
    context = _context(tmp_path, {"fields.md": _FIELDS})
    asked = {c.query: c.ground_truth for c in
             setting_direct(context.kb.page("fields.md"), context).get("simple_fact", [])}
    assert asked["What does the allow_null argument do?"].startswith("Set this keyword")


_LEVELS = """# Terminal

## Output levels

| Level | Verbosity | Description |
| --- | --- | --- |
| `debug` | 1 - 3 | Messages that are not useful for most user experiences |
| `success` | 0 | Messages indicating some positive outcome |
| `warning` | -1 | Messages conveying important information |

## Platforms

| Name | Separator |
| --- | --- |
| `posix` | Colon |
| Windows native | Semicolon |
"""


def test_code_keyed_rows_are_named_with_their_kind(tmp_path: Path) -> None:
    """A row headed by a code literal is named with the first header's noun ('the success
    level'); a generic header ('Name') or a worded key keeps '… for <key>?'."""
    context = _context(tmp_path, {"terminal.md": _LEVELS})
    asked = {c.query for c in lookup_candidates(context.kb.page("terminal.md"), context,
                                                Random(0))}
    assert "What is the verbosity of the success level?" in asked
    assert "What is the verbosity for success?" not in asked
    assert "What is the separator for posix?" in asked
    assert "What is the separator for Windows native?" in asked
