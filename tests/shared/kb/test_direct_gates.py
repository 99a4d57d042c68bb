"""Direct questions on docs KBs: only instructions are steps, ranks read signs, conditions
and defaults name their referent, changed statements are asked as current."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.direct import direct_candidates
from shared.kb.stated import statements
from shared.kb.step_questions import instructions

AUTH = """# Authentication

## How to authenticate for publishing

The username is derived from the following sources, in order of precedence:

1. The `--user` / `-u` cli option.
2. The `HATCH_INDEX_USER` environment variable.
3. The `repos` tables.

## Installing the tool

To install it:

1. Download the archive for your platform.
2. Unpack it into a directory on your PATH.
3. Run `tool --version` to check it.

## Create custom environment

The first time that you call the environment, Hatch will:

1. Create the environment
2. Install your project into that environment
3. Install the environment's dependencies
"""

LEVELS = """# Output

## Output levels

| Level | Verbosity |
| --- | --- |
| debug | 3 |
| info | 1 |
| warning | -1 |
| error | -2 |
"""

NOTES = """# Dependencies

## Remote

If the hash differs from the expected hash, the installation will fail.

If you want to add a prefix to paths, you can use an empty string. For example, the
following configuration:

If your index requires a client certificate, you can pass the path with the cert option.

The default value is `true` for local installs.

## Locking

### Locked

Set `locked` to `true` to enable lockfiles.

The default value is `false` unless overridden by the global `lock-envs` setting.

##### indexing

Configures the search index.

###### Options

Option | Description
------ | -----------
`full` | Indexes the title, section headings, and full text of each page.
`sections` | Indexes the title and section headings of each page.
"""

WHEEL_V1 = """# Wheel builder

## Options

| Option | Default | Description |
| --- | --- | --- |
| `macos-max-compat` | `true` | Whether or not to signal broad support |
| `strict-naming` | `true` | Whether or not file names are normalized |
"""


def _asked(tmp_path: Path, ref: str) -> dict[str, dict[str, str]]:
    kb = load_kb(tmp_path)
    found = direct_candidates(kb.page(ref), KbContext.build(kb), Random(0))
    return {subtype: {c.query: c.ground_truth for c in cs} for subtype, cs in found.items()}


def test_only_instructions_are_steps(tmp_path: Path) -> None:
    """An order of precedence and what the program will do are no steps; instructions are."""
    assert not instructions(("The --user option.", "The HATCH_INDEX_USER variable."))
    assert instructions(("Download the archive.", "Optionally, unpack it.", "Run it."))
    (tmp_path / "auth.md").write_text(AUTH, encoding="utf-8")
    steps = _asked(tmp_path, "auth.md")["process_step"]
    assert steps  # the install procedure is asked
    assert all("install the tool" in q for q in steps), steps


def test_extremes_read_the_sign(tmp_path: Path) -> None:
    """-2 is the lowest verbosity, not the highest; the subject is singular."""
    (tmp_path / "output.md").write_text(LEVELS, encoding="utf-8")
    ranked = _asked(tmp_path, "output.md")["table_aggregation"]
    assert ranked["Which level has the highest verbosity?"] == "debug, with 3."
    assert ranked["Which level has the lowest verbosity?"] == "error, with -2."


def test_conditions_and_defaults_name_their_referent(tmp_path: Path) -> None:
    """'the hash' under 'Remote', an outcome an example completes and 'the default value'
    with no setting named are not asked; a heading that names its setting is."""
    (tmp_path / "deps.md").write_text(NOTES, encoding="utf-8")
    asked = _asked(tmp_path, "deps.md")
    conditions = asked["conditional_logic"]
    assert not any("hash" in q or "prefix" in q for q in conditions), conditions
    assert "What should I do if my index requires a client certificate?" in conditions
    facts = asked["simple_fact"]
    assert "What is the default value?" not in facts
    assert facts["What is the default value of the locked setting?"] == (
        "false unless overridden by the global lock-envs setting")
    values = {(s.thing, s.attribute): s for s in statements(load_kb(tmp_path).page("deps.md"))}
    assert values[("indexing", "values")].items == ("full", "sections")


def test_changed_defaults_are_asked_as_current(tmp_path: Path) -> None:
    """A default the v2 page states differently from v1 is asked 'currently'; an unchanged
    one is not rot-aware."""
    (tmp_path / "wheel-v1.md").write_text(WHEEL_V1, encoding="utf-8")
    (tmp_path / "wheel-v2.md").write_text(
        WHEEL_V1.replace("| `true` | Whether or not to signal", "| `false` | Whether or not to "
                         "signal"), encoding="utf-8")
    rot = _asked(tmp_path, "wheel-v2.md")["rot_aware"]
    assert rot == {"What is the current default value of the macos-max-compat option?": "false"}


CHANGES = """# Performance

Startup times measured on one laptop.

| Scenario | Before | After | Improvement |
| --- | --- | --- | --- |
| Cold start | 5.1s | 1.5s | -70.2% |
| Warm start | 2.0s | 1.5s | -24.7% |
| Reload | 0.9s | 0.5s | -40.8% |
"""


def test_a_column_of_signed_changes_is_not_ranked(tmp_path: Path) -> None:
    """'-70.2%' and '-24.7%' rank both ways (the larger drop or the larger number): the
    change column is not asked for its highest or lowest row; the timings are."""
    (tmp_path / "perf.md").write_text(CHANGES, encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    ranked = [c.query for c in direct_candidates(kb.page("perf.md"), context, Random(0))[
        "table_aggregation"]]
    assert not any("improvement" in q.lower() for q in ranked), ranked
    assert context.skipped["table_aggregation:signed_change"] == 1
