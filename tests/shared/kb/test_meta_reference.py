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
