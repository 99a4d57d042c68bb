"""Version-added direct questions: an "Added in X" note opening a section dates the feature
its heading names; notes inside a section, code-name headings and headings naming no
feature are counted, not asked."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.version_notes import added_notes, product_name, version_direct

_LOCKING = """# Lock file

## Static URLs

!!! tip
    Added in 2.8.0.

Shopkit can store static URLs for the packages in the lock file.

## Exclude packages newer than specific date

!!! tip
    Added in 2.13.0.

You can exclude packages released after a date with `--exclude-newer`.

## Passing constant arguments to every Shopkit invocation

!!! tip
    Added in 2.7.0.

Set `SHOPKIT_ARGS` to pass arguments to every Shopkit command.

## Cross platform

!!! tip
    Added in 2.6.0.

Shopkit locks for every platform unless told otherwise.

## Direct minimal versions

!!! tip
    Added in 2.10.0.

Shopkit can resolve direct dependencies to their minimal versions.

## `working_dir`

!!! tip
    Added in 2.13.0.

The folder a script runs in.

## Install Python interpreters with Shopkit

!!! tip
    Added in 2.13.0.

Shopkit installs Python interpreters from the standalone builds. We use Python widely.

## Virtualenv creation

Shopkit creates a virtualenv on the first install.

Shopkit supports three backends.

!!! tip
    Added in 2.13.0.

The conda backend is read too.
"""

_FILLER = "# {name}\n\nShopkit pages about {name} and the catalog.\n"


def _context(tmp_path: Path, pages: dict[str, str]) -> KbContext:
    filler = {f"p{n}.md": _FILLER.format(name=f"topic{n}") for n in range(4)}
    for name, text in {**pages, **filler}.items():
        (tmp_path / name).write_text(text)
    return KbContext.build(load_kb(tmp_path))


def test_an_opening_note_asks_since_which_version_by_the_headings_form(
        tmp_path: Path) -> None:
    """A task heading asks 'can I <task>', a plural noun heading 'does <product> support';
    the product keeps its written case and a name in the heading its capital."""
    context = _context(tmp_path, {"lockfile.md": _LOCKING})
    found = version_direct(context.kb.page("lockfile.md"), context)["simple_fact"]
    assert {c.query: c.ground_truth for c in found} == {
        "Since which version does Shopkit support static URLs?": "Version 2.8.0.",
        "Since which version of Shopkit can I exclude packages newer than specific date?":
            "Version 2.13.0.",
        "Since which version of Shopkit can I pass constant arguments to every Shopkit "
        "invocation?": "Version 2.7.0.",
        "Since which version of Shopkit can I install Python interpreters with Shopkit?":
            "Version 2.13.0.",
    }


def test_notes_that_name_no_feature_are_counted(tmp_path: Path) -> None:
    """'Cross platform' and 'Direct minimal versions' (an adjective, not an order) name no
    feature, a code-name heading is the settings reader's, a note mid-section dates a
    paragraph: each counted."""
    context = _context(tmp_path, {"lockfile.md": _LOCKING})
    version_direct(context.kb.page("lockfile.md"), context)
    assert context.skipped["simple_fact:version_note_names_no_feature"] == 2
    assert context.skipped["simple_fact:version_note_under_a_code_name"] == 1
    assert context.skipped["simple_fact:version_note_inside_a_section"] == 1


def test_the_product_is_the_word_most_pages_name_as_written(tmp_path: Path) -> None:
    """The product name is read in its written case (never 'Shopkit.' from a lowered
    term)."""
    context = _context(tmp_path, {"lockfile.md": _LOCKING})
    assert product_name(context) == "Shopkit"


@given(st.lists(st.integers(min_value=0, max_value=999), min_size=2, max_size=4),
       st.sampled_from(["Added in", "New in version", "Introduced in"]),
       st.text(alphabet="abcdefghij ", min_size=1, max_size=30))
def test_a_note_is_read_with_its_version_and_nothing_else_is(
        parts: list[int], lead: str, prose: str) -> None:
    """'Added in <version>' opening a section is read with that exact version; a prose
    paragraph around it is no note."""
    import tempfile

    version = ".".join(map(str, parts))
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "page.md").write_text(
            f"# Page\n\n## Part\n\n{lead} {version}.\n\nx {prose}\n")
        page = load_kb(Path(tmp)).page("page.md")
        assert added_notes(page) == [("Part", version, True)]
