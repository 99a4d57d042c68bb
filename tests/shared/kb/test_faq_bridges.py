"""policy_faq bridges: a FAQ entry's goal, the one setting it names, the reference's default."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb.candidates import Candidate
from shared.kb.faq_bridges import faq_bridges, faq_goal
from tests.shared.kb.bridge_checks import checked_bridges

_OPTIONS = """# Commit Options

## `retry_after_failure`

- Type: `bool`
- Default: `False`

Retries failed commit when running `cz commit`.

## `breaking_change_exclamation_in_title`

- Type: `bool`
- Default: `False`

When true, breaking changes are marked by an exclamation mark in the title.

## `tag_format`

- Type: `str`
- Default: `$version`

The format of new tags.

## `legacy_tag_formats`

- Type: `list`
- Default: `[]`

Older formats still read.
"""

_FAQ = """# FAQ

## How do I keep what I typed when a hook rejects my work?

Turn on [`retry_after_failure`](options.md#retry_after_failure) and the next attempt
starts from what you wrote.

## How to change the tag format?

You can use the [`legacy_tag_formats`](options.md#legacy_tag_formats) to list old formats.

## How to mark breaking changes in the title?

Set `breaking_change_exclamation_in_title`.

## Why is my commit slow?

Hooks run `retry_after_failure` checks first.

## How can I keep it?

Use `retry_after_failure`.
"""


def _built(tmp_path: Path) -> tuple[list[Candidate], Counter[str]]:
    return checked_bridges(tmp_path, {"options.md": _OPTIONS, "faq.md": _FAQ}, faq_bridges)


def test_the_faq_goal_names_the_setting_the_reference_page_gives_the_default(
        tmp_path: Path) -> None:
    """The FAQ's goal identifies retry_after_failure; the options page gives False."""
    found, _ = _built(tmp_path)
    assert [c.query for c in found] == [
        "What is the default value of the setting that lets me keep what I typed when a hook "
        "rejects my work?"]
    assert found[0].ground_truth.startswith("False (the setting for this is retry_after_failure")
    assert found[0].subtype == "policy_faq"
    assert found[0].refs == ("faq.md", "options.md")


def test_a_goal_naming_another_setting_or_worded_by_the_reference_is_skipped(
        tmp_path: Path) -> None:
    """'change the tag format' names tag_format (not the suggested legacy_tag_formats); the
    reference entry of the exclamation setting already says 'breaking changes ... title'."""
    found, skipped = _built(tmp_path)
    assert all("tag format" not in c.query and "breaking" not in c.query for c in found)
    assert skipped["policy_faq:goal names another option"] == 1
    assert skipped["policy_faq:reference entry shares the goal's terms"] == 1


def test_why_questions_and_pronoun_goals_are_counted_not_asked(tmp_path: Path) -> None:
    """'Why is my commit slow?' and 'How can I keep it?' name the setting but state no goal."""
    _, skipped = _built(tmp_path)
    assert skipped["policy_faq:FAQ heading is no goal question"] == 2


def test_faq_goal_reads_the_goal_of_a_how_question() -> None:
    """How to / How do I / Can I / Is it possible to give the goal; others give None."""
    assert faq_goal("How to avoid warnings for expected tags?") == (
        "avoid warnings for expected tags")
    assert faq_goal("How do I `skip` the hooks on a commit?") == "skip the hooks on a commit"
    assert faq_goal("Can I disable the virtual environment creation?") == (
        "disable the virtual environment creation")
    assert faq_goal("Why does Poetry enforce PEP 440 versions?") is None
    assert faq_goal("How to revert?") is None  # one word
    assert faq_goal("How do I stop it from running?") is None  # a pronoun
    assert faq_goal("How to faster CLI runs?") is None  # no verb first


@given(st.text(max_size=80))
def test_faq_goal_is_a_verb_phrase_of_the_heading(heading: str) -> None:
    """Whatever the heading, a goal is 3-16 words of the heading without its question form."""
    goal = faq_goal(heading)
    if goal is not None:
        assert 3 <= len(goal.split()) <= 16
        assert goal in " ".join(heading.replace("`", "").split())
        assert "?" not in goal
