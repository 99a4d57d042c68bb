"""Direct questions name their subject whole: table headers, conditional outcomes."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import KbContext
from shared.kb.conditional_outcomes import instruction, outcome_refusal, rejoin
from shared.kb.direct import conditional_logic
from shared.kb.table_headers import bare_header
from shared.kb.table_questions import aggregation_candidates, lookup_candidates

_BROWSERS = """# Browser support

## Supported browsers

| Browser | Version | Release date |         |        |      Usage |
| ------- | ------: | -----------: | ------: | -----: | ---------: |
|         |         |              | desktop | mobile |    overall |
| Chrome  |     49+ |      03/2016 | 25.65%  | 38.33% |     63.98% |
| Safari  |     10+ |      09/2016 |  4.63%  | 14.96% |     19.59% |
| Firefox |     53+ |      04/2017 |  3.40%  |   .30% |      3.70% |
"""

_BENCHMARK = """# Search

## Benchmarks

|                     |   Before |   Now | Relative |
| ------------------- | -------: | ----: | -------: |
| __Small site__      |          |       |          |
| Index size          |   573 kB | 335 kB |    –42% |
| Indexing time[^7]   |   265 ms | 177 ms |    –34% |
| __Large corpus__    |          |       |          |
| Index size          |   8.2 MB | 4.4 MB |    –47% |
| Indexing time       | 2,700 ms | 1,390 ms |  –48% |
"""


def _context(tmp_path: Path, pages: dict[str, str]) -> KbContext:
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return KbContext.build(load_kb(tmp_path))


def test_a_supported_table_asks_which_version_and_never_a_split_header(tmp_path: Path) -> None:
    """Under "Supported browsers" the Version column is asked as "Which version of X is
    supported?"; the Usage columns, whose names continue on the next row, are not asked;
    no question pastes a bare header ("the usage for Safari")."""
    context = _context(tmp_path, {"browser-support.md": _BROWSERS})
    found = lookup_candidates(context.kb.page("browser-support.md"), context, Random(0))
    asked = {c.query: c.ground_truth for c in found}
    supported = {q: a for q, a in asked.items() if q.startswith("Which version of")}
    assert supported and set(supported.items()) <= {
        ("Which version of Chrome is supported?", "49+."),
        ("Which version of Safari is supported?", "10+."),
        ("Which version of Firefox is supported?", "53+.")}
    assert not any("usage" in q.lower() or "desktop" in q.lower() for q in asked)
    assert context.skipped["table_lookup:header_split_over_two_rows"] >= 9
    ranked = aggregation_candidates(context.kb.page("browser-support.md"), context, Random(0))
    assert not any("usage" in c.query.lower() for c in ranked)


def test_a_bare_header_and_repeated_row_keys_are_not_asked(tmp_path: Path) -> None:
    """"Relative" names a kind of value, not of what: "What is the relative for indexing
    time?" is refused; a footnote marker does not make "Indexing time" a second key."""
    context = _context(tmp_path, {"search.md": _BENCHMARK})
    found = lookup_candidates(context.kb.page("search.md"), context, Random(0))
    assert not any("relative" in c.query.lower() or "[^" in c.query for c in found)
    assert not any("indexing time" in c.query.lower() for c in found)
    assert context.skipped["table_lookup:repeated_row_key"] >= 2


def test_bare_headers_are_one_generic_word() -> None:
    """One generic word is bare; a header naming its thing is not."""
    assert bare_header("Version") and bare_header("Usage") and bare_header("Relative")
    assert not bare_header("Minimum version") and not bare_header("Fee")
    assert not bare_header("Delivery time")


def test_outcomes_that_answer_nothing_are_refused_by_reason() -> None:
    """A rhetorical question, a pointer at other text, a remark on feelings and the
    premise said again are refused, each with its reason; a consequence is kept."""
    assert outcome_refusal("you do not have a blog yet",
                           "Why not check out the blog tutorials?") == "outcome_is_a_question"
    assert outcome_refusal("you have a lot of posts",
                           "define all of the above for each post") == "outcome_points_elsewhere"
    assert outcome_refusal("you have a lot of posts",
                           "It might feel redundant to define metadata") == "outcome_is_an_aside"
    assert outcome_refusal("the cache is stale",
                           "the cache is stale") == "outcome_repeats_condition"
    assert outcome_refusal("the size is omitted",
                           "the layer defaults to the size of the layout") is None


def test_only_a_hypothetical_would_refuses_the_condition() -> None:
    """"If Material would bundle all font files" is a road not taken and refused; "If you
    would like to …" and "would prefer"/"would rather" are a user's wish and kept."""
    assert outcome_refusal("Material would bundle all font files",
                           "the download size would grow by several megabytes") \
        == "hypothetical_condition"
    assert outcome_refusal("you would like to return an item",
                           "contact support within 30 days of delivery") is None
    assert outcome_refusal("you would like a refund to your original card",
                           "select Refund in the order page and confirm") is None
    assert outcome_refusal("you would prefer a dark theme",
                           "set the palette scheme to slate in mkdocs.yml") is None
    assert outcome_refusal("you would rather keep the old URLs",
                           "add redirects for every moved page") is None


def test_an_instruction_outcome_is_asked_what_to_do() -> None:
    """"Run cibuildwheel --clean-cache" is a remedy; "Packages are rebuilt" a consequence."""
    assert instruction("Run the tool with --clean-cache before re-running")
    assert instruction("Delete the folder and build again")
    assert not instruction("Packages are rebuilt from source")
    assert not instruction("the build fails")


def test_conditional_with_instruction_outcome_opens_what_should_i_do(tmp_path: Path) -> None:
    """An ``If …, <imperative> …`` sentence is asked "What should I do if …?", and a
    rhetorical outcome is counted, not asked."""
    context = _context(tmp_path, {"cache.md": (
        "# Caching wheels\n\n## Cache folder\n\n"
        "If the wheel cache becomes stale or corrupt, run cibuildwheel with --clean-cache "
        "before building again.\n\n"
        "If you do not have a wheel cache configured yet, why not check out the caching "
        "tutorials?\n")})
    asked = [c.query for c in conditional_logic(context.kb.page("cache.md"), context,
                                                Random(0))]
    assert asked == ["What should I do if the wheel cache becomes stale or corrupt?"]
    assert context.skipped["conditional_logic:outcome_is_a_question"] == 1


def test_a_condition_cut_at_a_list_comma_is_rejoined() -> None:
    """"If you want to align a column to the left, center or right, you can …" keeps the
    whole list in its condition; an outcome with its own subject or an instruction stays."""
    assert rejoin("you want to align a column to the left", "center or right, you can use "
                  "the divider") == ("you want to align a column to the left, center or right",
                                     "you can use the divider")
    assert rejoin("the cache is stale", "run the tool again, the cache is rebuilt") == (
        "the cache is stale", "run the tool again, the cache is rebuilt")
    assert rejoin("X is set", "you can do Y, the thing") == ("X is set", "you can do Y, the thing")
