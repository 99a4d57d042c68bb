"""Django-style reference pages (plain ``Default:`` lines, ``Signature:`` argument bullets)
joined to guides, changelogs and settings by the multi-hop bridges."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from shared.kb import load_kb
from shared.kb.answerability import RuleJudge
from shared.kb.changelog_bridges import changelog_bridges
from shared.kb.default_bridges import default_bridges
from shared.kb.described_bridges import described_bridges
from shared.kb.multihop import answered_by_one, needs_both
from shared.kb.reference_sections import all_option_groups, changed_from

_SETTINGS = """# Settings

## API Reference

#### PAGE_SIZE

The page size used for pagination.

Default: `None`

#### DATETIME_FORMAT

A format string used by datetime fields when rendering output.

Default: `'iso-8601'`

#### STRICT_DECODING

When enabled, a malformed request body is refused with an error.

Default: `True`
"""

_SETTINGS_OLD = """# Settings

#### PAGE_SIZE

The page size used for pagination.

Default: `None`

#### DATETIME_FORMAT

A format string used by datetime fields when rendering output.

Default: `'iso-8601'`
"""

_FIELDS = """# Serializer fields

## DecimalField

A decimal representation.

**Signature**: `DecimalField(max_digits, decimal_places, coerce_to_string=None)`

* `max_digits` The maximum number of digits allowed in the number.
* `decimal_places` The number of decimal places to store with the number.
* `coerce_to_string` Set to `True` if string values should be returned.
* `localize` Set to `True` to enable localization of input and output. Defaults to `False`.

## DateTimeField

A date and time representation.

**Signature:** `DateTimeField(format=api_settings.DATETIME_FORMAT, input_formats=None)`

* `format` - A string representing the output format. If not specified, this defaults to the
  same value as the `DATETIME_FORMAT` settings key.
* `input_formats` - A list of strings representing the input formats which may be used.
"""

_NOTES = """# Release notes

### 3.4.0

* Add localize keyword argument to `DecimalField`. ([#4233][gh4233])
* Fix a typo in the docs.
"""

_GUIDE = """# Parsing requests

## Strict request bodies

Malformed bodies can be refused: the `STRICT_DECODING` setting can be used to reject
requests whose body does not parse.
"""


def _kb(tmp_path: Path) -> Path:
    (tmp_path / "settings-v1.md").write_text(_SETTINGS_OLD)
    (tmp_path / "settings-v2.md").write_text(_SETTINGS)
    (tmp_path / "fields.md").write_text(_FIELDS)
    (tmp_path / "release-notes.md").write_text(_NOTES)
    (tmp_path / "parsing.md").write_text(_GUIDE)
    return tmp_path


def test_plain_default_lines_and_signature_bullets_are_read_as_option_groups(
        tmp_path: Path) -> None:
    """A ``Default:`` line under a code-name heading is a setting; a ``Signature:`` line's
    bullets are the owner's arguments, an argument the signature omits included."""
    kb = load_kb(_kb(tmp_path))
    settings = {o.name: o.default for g in all_option_groups(kb.page("settings-v2.md"))
                for o in g.options}
    assert settings == {"PAGE_SIZE": "None", "DATETIME_FORMAT": "'iso-8601'",
                        "STRICT_DECODING": "True"}
    fields = {g.owner: {o.name: o.default for o in g.options}
              for g in all_option_groups(kb.page("fields.md"))}
    assert fields["DecimalField"]["localize"] == "False"
    assert fields["DecimalField"]["coerce_to_string"] == "None"
    assert set(fields["DateTimeField"]) == {"format", "input_formats"}


def test_a_default_naming_a_setting_bridges_to_the_settings_page(tmp_path: Path) -> None:
    """DateTimeField's format defaults to DATETIME_FORMAT; the settings page gives
    'iso-8601': the question needs both pages and no page answers it alone."""
    kb = load_kb(_kb(tmp_path))
    skipped: Counter[str] = Counter()
    found = default_bridges(kb, skipped)
    assert [c.query for c in found] == [
        "What does DateTimeField's format argument default to when the project's settings "
        "leave it unchanged?"]
    candidate = found[0]
    assert candidate.answer_key == ("'iso-8601'",)
    assert candidate.refs == ("fields.md", "settings-v2.md")
    a, b = (kb.page(ref) for ref in candidate.refs)
    assert needs_both(candidate, a, b)
    assert answered_by_one(candidate, tuple(kb.current_pages()), RuleJudge()) is None


def test_a_guide_naming_a_setting_new_in_the_current_version_is_rot_aware(
        tmp_path: Path) -> None:
    """STRICT_DECODING is absent from settings-v1: the guide's purpose question asks for
    the current default and says the older version did not document it."""
    kb = load_kb(_kb(tmp_path))
    found = {c.query: c for c in described_bridges(kb, Counter())}
    query = ("What is the current default value of the setting used to reject requests "
             "whose body does not parse?")
    assert query in found, sorted(found)
    assert found[query].subtype == "rot_aware"
    assert found[query].ground_truth.startswith("True ")
    assert "did not document it" in found[query].ground_truth


def test_a_changelog_keyword_argument_line_bridges_to_the_signature_arguments(
        tmp_path: Path) -> None:
    """"Add localize keyword argument to `DecimalField`." joins the field's argument list:
    the question names the argument only by its release."""
    kb = load_kb(_kb(tmp_path))
    found = {c.query: c.answer_key for c in changelog_bridges(kb, Counter())}
    assert found["What is the default of the DecimalField argument added in version 3.4.0?"] \
        == ("False",)


def test_an_older_page_is_compared_only_where_it_states_the_option(tmp_path: Path) -> None:
    """An older default written with other quotes is no change; an option the older page
    names without a parsed default is no claim; one it never names is 'absent'."""
    (tmp_path / "settings-v1.md").write_text(
        _SETTINGS_OLD.replace("`'iso-8601'`", "`iso-8601`")
        + "\nThe STRICT_DECODING setting is described elsewhere.\n")
    (tmp_path / "settings-v2.md").write_text(_SETTINGS)
    kb = load_kb(tmp_path)
    page = kb.page("settings-v2.md")
    assert changed_from(kb, page, "", "DATETIME_FORMAT", "'iso-8601'") is None
    assert changed_from(kb, page, "", "STRICT_DECODING", "True") is None
    assert changed_from(kb, page, "", "PAGE_SIZE", "10") == "None"
    assert changed_from(kb, page, "", "NEW_ONE", "1") == "absent"


def test_a_reference_entry_saying_the_purpose_itself_answers_alone(tmp_path: Path) -> None:
    """An entry saying "malformed request bodies are rejected" answers the guide's "the
    setting used to reject requests whose body does not parse" alone ("rejected" read as
    "reject"): no question, counted as one page answering alone."""
    kb_dir = _kb(tmp_path)
    settings = (kb_dir / "settings-v2.md").read_text()
    (kb_dir / "settings-v2.md").write_text(settings.replace(
        "a malformed request body is refused with an error",
        "malformed request bodies are rejected"))
    skipped: Counter[str] = Counter()
    found = described_bridges(load_kb(kb_dir), skipped)
    assert all("whose body does not parse" not in c.query for c in found)
    assert any(reason.endswith("one page answers alone (settings-v2.md)")
               for reason in skipped), sorted(skipped)
