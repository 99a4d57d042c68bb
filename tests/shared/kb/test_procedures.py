"""Procedures: only the top-level numbered list of a section is its steps."""

from __future__ import annotations

from shared.kb.markdown import parse_markdown


def test_nested_list_inside_a_step_is_not_the_procedure() -> None:
    """A 'key takeaways' sub-list under step 3 stays in the text; the steps are the top list."""
    parsed = parse_markdown(
        "# Guide\n\n## Publishing a release\n\n1. Bump the version.\n2. Update the changelog.\n"
        "3. Tag the release.\n\n    Key takeaways:\n\n    1. Tags are immutable.\n"
        "    2. Never retag.\n    3. Push tags explicitly.\n\n4. Upload to the index.\n"
    )
    assert [p.steps for p in parsed.procedures] == [(
        "Bump the version.", "Update the changelog.", "Tag the release.", "Upload to the index.",
    )]
    assert "Never retag." in parsed.sections[-1].text
