"""Questions over a configuration reference whose sections are headed by setting names."""

from __future__ import annotations

from pathlib import Path

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.setting_questions import setting_direct, settings_of

_V1 = """# Configuration

## Settings

### site_name

Set the main title of the project documentation.

**default**: `null`

### cache_dir

The directory where downloaded files are kept between builds.

**default**: `.cache`

### use_urls

Determines whether pages are written as directory URLs.

**default**: `true`
"""

_V2 = _V1.replace("""### use_urls

Determines""", """### use_urls

> NOTE: **Changed in version 2.1:**
>
> Pages named index.md are now always written as index.html files.

Determines""") + """
### draft_docs

NEW: **New in version 2.0.**

Defines patterns of files to be treated as drafts during a live preview.

**default**: `[]`

### repositories.<name>.url

Set the repository URL for `<name>`.
"""


def _kb(tmp_path: Path) -> tuple[KbContext, dict[str, list[str]]]:
    (tmp_path / "configuration-v1.md").write_text(_V1)
    (tmp_path / "configuration-v2.md").write_text(_V2)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    found = setting_direct(kb.page("configuration-v2.md"), context)
    return context, {k: [f"{c.query} => {c.ground_truth}" for c in v] for k, v in found.items()}


def test_setting_sections_give_purpose_and_version_questions(tmp_path: Path) -> None:
    """Each setting is asked what it does (its first non-note sentence) and which version
    added it; a name that lost a placeholder ("repositories..url") is never asked."""
    _, found = _kb(tmp_path)
    assert "What does the site_name setting do? => Set the main title of the project " \
        "documentation." in found["simple_fact"]
    assert "What is the cache_dir setting for? => The directory where downloaded files are " \
        "kept between builds." in found["simple_fact"]
    assert "Which version added the draft_docs setting? => Version 2.0." in found["simple_fact"]
    assert not [q for qs in found.values() for q in qs if "repositories" in q]


def test_what_the_new_version_changed_is_asked_as_rot_aware(tmp_path: Path) -> None:
    """A setting the old page lacks and a change note it lacks are rot_aware, asked with a
    temporal phrase and answered from the current page."""
    _, found = _kb(tmp_path)
    assert found["rot_aware"] == [
        "As of version 2.1, what changed about the use_urls setting? => Pages named index.md "
        "are now always written as index.html files.",
        "In the current version, what does the draft_docs setting do? => Defines patterns of "
        "files to be treated as drafts during a live preview.",
    ]


def test_a_prose_page_has_no_settings(tmp_path: Path) -> None:
    """Headings that are not code names (or too few of them) make no settings page."""
    (tmp_path / "guide.md").write_text("# Guide\n\n## Getting started\n\nThe default is fine.\n"
                                       "\n## site_name\n\nThe default title.\n")
    kb = load_kb(tmp_path)
    assert settings_of(kb.page("guide.md")) == []
