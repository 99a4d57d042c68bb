"""Comparative, cross-category and rot-aware queries name their subject, never a page's section."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import HashingEmbedder
from shared.kb import GenerationConfig, generate, load_kb
from shared.kb.question_shape import is_meta_reference

DOCS_KB = Path(__file__).resolve().parents[3] / "examples" / "kb-docs"


def test_section_pointers_are_meta_references() -> None:
    """The reviewed forms ("the parameter mentioned in the Exit Codes guide's section on …",
    "the Django REST framework 3.10 page's section") are found."""
    assert is_meta_reference("What is the default value of the parameter mentioned in the "
                             "Exit Codes guide's section on exit code reference?")
    assert is_meta_reference("What is the current default value of the setting mentioned in "
                             "the Django REST framework 3.10 page's section on CoreAPI?")


def test_named_subjects_are_not_meta_references() -> None:
    """Questions naming a flag, a setting or two features are not flagged."""
    assert not is_meta_reference("What is the default value of the --allow-abort option of "
                                 "cz check?")
    assert not is_meta_reference("Which was added first: the installer.max-workers setting "
                                 "or supplemental package sources?")
    assert not is_meta_reference("Which page size does the pagination guide recommend?")


@given(st.from_regex(r"[A-Z][a-z]{2,8}( [A-Z][a-z]{2,8}){0,2}", fullmatch=True),
       st.from_regex(r"[a-z]{3,8}( [a-z]{3,8}){0,3}", fullmatch=True),
       st.sampled_from(["guide", "page"]))
def test_any_section_pointer_is_found(title: str, topic: str, kind: str) -> None:
    """Whatever the page's title and the section's topic, the pointer is found."""
    assert is_meta_reference(f"What is the default of the setting in the {title} {kind}'s "
                             f"section on {topic}?")


async def test_generated_queries_of_these_subtypes_name_their_subject() -> None:
    """On the docs example KB no comparative/cross_category/rot_aware query points at a
    section; the ones dropped are counted."""
    result = await generate(load_kb(DOCS_KB), HashingEmbedder(),
                            GenerationConfig(direct=0, multi_hop=70, negative=0))
    named = [q.query for q in result.queries
             if q.metadata.subtype in {"comparative", "cross_category", "rot_aware"}]
    assert named
    assert not [q for q in named if is_meta_reference(q)]
    assert sum(n for key, n in result.report.skipped.items()
               if key.endswith("names its subject by a page's section")) >= 1


def test_a_bare_section_pointer_is_a_meta_reference() -> None:
    """"the section on …" with no page's name is a pointer too; a question about sections of
    a document the user writes is not flagged by "section" alone."""
    assert is_meta_reference("What is the default of the option named in the section on "
                             "trimming path guesses?")
    assert not is_meta_reference("Which section of the changelog file does commitizen update?")


_SETTINGS = """# Build settings

## Options

| Option | Default | Description |
| --- | --- | --- |
| `chunker` | `rapid` | The tool that splits output into chunks |
| `inline-limit` | `4096` | Largest asset inlined into the bundle |
"""

_TUNING = """# Tuning guide

## Splitting output faster

Set the [`chunker`](settings.md#options) option to `turbo` for quicker splitting.
"""


async def test_a_hub_to_detail_section_pointer_is_refused_and_counted(tmp_path: Path) -> None:
    """A guide section linking one setting gives "the option mentioned in the Tuning guide's
    section on …" (hub_to_detail): the generator ships no query pointing at a section, of any
    multi-hop subtype, and counts the refused one under its own subtype."""
    (tmp_path / "settings.md").write_text(_SETTINGS, encoding="utf-8")
    (tmp_path / "tuning.md").write_text(_TUNING, encoding="utf-8")
    result = await generate(load_kb(tmp_path), HashingEmbedder(),
                            GenerationConfig(direct=0, multi_hop=10, negative=0))
    assert not [q.query for q in result.queries if is_meta_reference(q.query)]
    assert result.report.skipped[
        "multi_hop/hub_to_detail:names its subject by a page's section"] == 1
