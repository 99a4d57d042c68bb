"""process_step questions only over numbered lists the page presents as steps."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.step_questions import procedure_rot, process_step

_PAGE = """# Building extensions

## How to build an extension

Follow these steps:

1. Add the build dependencies.
2. Add the build script.
3. Run the build.

## How to package an extension

The key takeaway here should be the following. See the reference for details.

1. Include your build outputs in your wheel.
2. Exclude your build inputs from your wheel.
"""


def test_rules_list_after_prose_is_no_procedure(tmp_path: Path) -> None:
    """A list led by 'the following.' is rules (skipped, counted); 'these steps:' is asked."""
    (tmp_path / "build.md").write_text(_PAGE)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    queries = [c.query for c in process_step(kb.page("build.md"), context, Random(3))]
    assert "How many steps does it take to build an extension?" in queries
    assert not any("package an extension" in q for q in queries)
    assert context.skipped["process_step:numbered list not introduced as steps"] == 1
    assert not any('"' in q for q in queries)


def test_a_steps_heading_names_its_steps(tmp_path: Path) -> None:
    """A numbered list under "Triage steps" is asked as "the n-th triage step" and counted."""
    (tmp_path / "contributing.md").write_text(
        "# Contributing\n\n#### Triage steps\n\n1. Label the issue.\n2. Reproduce the issue.\n"
        "3. Close duplicates of the issue.\n", encoding="utf-8")
    kb = load_kb(tmp_path)
    found = process_step(kb.page("contributing.md"), KbContext.build(kb), Random(0))
    asked = {c.query: c.ground_truth for c in found}
    assert asked["What is the last triage step?"] == "Close duplicates of the issue."
    assert asked["How many triage steps are there?"] == "3 steps."


def test_a_step_added_in_the_current_version_is_asked_currently(tmp_path: Path) -> None:
    """A procedure with a step more in v2 than in v1 gives rot_aware count and last-step
    questions answered from v2."""
    v1 = "# Deploy\n\n## Deploying the site\n\n1. Build the site.\n2. Upload the files.\n"
    v2 = v1.replace("2. Upload the files.\n", "2. Upload the files.\n3. Purge the CDN cache.\n")
    (tmp_path / "deploy-v1.md").write_text(v1, encoding="utf-8")
    (tmp_path / "deploy-v2.md").write_text(v2, encoding="utf-8")
    kb = load_kb(tmp_path)
    page = kb.page("deploy-v2.md")
    previous = kb.previous_version(page)
    assert previous is not None
    asked = {c.query: (c.subtype, c.ground_truth) for c in procedure_rot(page, previous)}
    assert asked == {
        "How many steps does it currently take to deploy the site?": ("rot_aware", "3 steps."),
        "What is the current last step to deploy the site?":
            ("rot_aware", "Purge the CDN cache."),
    }


def test_steps_cut_mid_clause_are_no_procedure(tmp_path: Path) -> None:
    """A numbered list whose items end in a comma (a sub-list's cases) gives no question,
    and the skip is counted."""
    (tmp_path / "c.md").write_text(
        "# C\n\n## Triage steps\n\n1. If the issue cannot be reproduced,\n"
        "2. If the issue can be reproduced,\n", encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    assert process_step(kb.page("c.md"), context, Random(0)) == []
    assert context.skipped["process_step:step_cut_mid_clause"] == 1


_CI = """# Running the linter on CI

## GitHub Actions

To check formatting from GitHub Actions, do the following:

1. Install the linter as a dev dependency.
2. Create `.github/workflows/lint.yml` with the following content:

   ```yaml
   on: push
   ```

3. Commit the workflow file.

## Mirrors

The list below is kept by volunteers:

1. Install nothing.
2. Read the mirror list.
"""


def test_a_lead_naming_the_task_gives_the_steps_their_goal(tmp_path: Path) -> None:
    """Under a heading naming no task, "To <task>, do the following:" names it; a lead
    that names no task ("The list below …:") gives no goal; a step showing the block under
    it ("… with the following content:") is a step, never an answer."""
    (tmp_path / "ci.md").write_text(_CI)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = {c.query: c.ground_truth for c in process_step(kb.page("ci.md"), context,
                                                             Random(3))}
    assert found["How many steps does it take to check formatting from GitHub Actions?"] \
        == "3 steps."
    assert found["What is the last step to check formatting from GitHub Actions?"] \
        == "Commit the workflow file."
    assert not [q for q in found if "mirror" in q.lower()]
    assert not [a for a in found.values() if "following" in a]
    assert context.skipped["process_step:heading_names_no_task"] == 1


_LOOKUPS = """# Speed

## Trim path guessing

When a module is imported as `./widget` with no extension, the bundler will run these
steps to find it:

1. Check whether `./widget` exists.
2. Check whether `./widget.mjs` exists.
3. Check whether `./widget.js` exists.

## Warm the cache

Given a bare name, the loader tries the following files in order:

1. Look in `./local/` for the name.
2. Look in `./vendor/` for the name.

## Split the bundle

To split the bundle, follow these steps:

1. Open the build file.
2. Set the chunk limit.
3. Run the build again.
"""


def test_the_programs_own_lookups_are_no_steps(tmp_path: Path) -> None:
    """A list the lead says the tool runs ("the bundler will run these steps", "the loader
    tries the following files") is skipped and counted even though its lines open with a
    base-form verb; the reader's "follow these steps" list is asked."""
    (tmp_path / "speed.md").write_text(_LOOKUPS, encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    queries = [c.query for c in process_step(kb.page("speed.md"), context, Random(1))]
    assert not any("path guessing" in q or "warm the cache" in q for q in queries)
    assert "How many steps does it take to split the bundle?" in queries
    assert context.skipped["process_step:what_the_program_does"] == 2
