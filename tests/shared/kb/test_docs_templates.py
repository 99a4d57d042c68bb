"""Direct templates on documentation pages: tables and narration."""

from __future__ import annotations

from pathlib import Path
from random import Random

from shared.kb import load_kb
from shared.kb.candidates import Candidate, KbContext
from shared.kb.direct import direct_candidates
from shared.kb.table_questions import reads_as_noun

_VERSIONING_V1 = """# Versioning

## Version bumps

| rule | before | after |
| --- | --- | --- |
| major | 1.2.3 | 2.0.0 |
| prerelease | 1.0.2 | 1.0.3-alpha.0 |
| prerelease | 1.0.3-alpha.0 | 1.0.3-alpha.1 |
| prerelease | 1.0.3-beta.0 | 1.0.3-beta.1 |
| patch | 1.0.2 | 1.0.3 |

## Constraints

| requirement | versions allowed |
| --- | --- |
| ^1.2.3 | >=1.2.3 <2.0.0 |
| ^0.0 | >=0.0.0 <0.1.0 |

## Tools

| tool | release cadence |
| --- | --- |
| builder | weekly |
| checker | monthly |
"""

_VERSIONING_V2 = (
    _VERSIONING_V1.replace("| major | 1.2.3 | 2.0.0 |", "| major | 1.2.3 | 2.0.0-final |")
    .replace("| prerelease | 1.0.2 | 1.0.3-alpha.0 |", "| prerelease | 1.0.2 | 1.0.3a0 |")
    .replace("| checker | monthly |", "| checker | quarterly |")
    + "\nIf we wanted to share the lockfile between projects, we would commit it "
    "to the shared repository.\n"
)


def _docs_kb(tmp_path: Path) -> dict[str, list[Candidate]]:
    (tmp_path / "versioning-v1.md").write_text(_VERSIONING_V1)
    (tmp_path / "versioning-v2.md").write_text(_VERSIONING_V2)
    (tmp_path / "intro.md").write_text(
        "# Introduction\n\nA build tool for Python projects. See [versioning](versioning-v2.md).\n"
    )
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    page = next(p for p in kb.current_pages() if "versioning" in p.ref)
    found = direct_candidates(page, context, Random(7))
    found["_skipped"] = [
        Candidate(query=reason, ground_truth=str(n), refs=(), subtype="", category="", key="")
        for reason, n in context.skipped.items()
    ]
    return found


def _queries(found: dict[str, list[Candidate]]) -> list[str]:
    return [c.query for subtype, cs in found.items() if subtype != "_skipped" for c in cs]


def test_rot_aware_table_uses_its_own_headers_not_shop_words(tmp_path: Path) -> None:
    """A changed docs table cell is asked with the table's header words, never price/weighing."""
    found = _docs_kb(tmp_path)
    queries = _queries(found)
    assert queries
    assert not [q for q in queries if "price" in q or "weighing" in q]
    rot = [c.query for c in found["rot_aware"]]
    assert "What is the current release cadence for checker in the tools table?" in rot
    assert not [q for q in rot if "builder" in q]  # unchanged between v1 and v2: not asked


def test_repeated_row_key_is_not_a_lookup_key(tmp_path: Path) -> None:
    """'prerelease' heading three rows is never asked as a key, and the skip is counted; the
    before/after table is a migration map and gives no lookup at all (counted)."""
    found = _docs_kb(tmp_path)
    assert not [q for q in _queries(found) if "prerelease" in q]
    skipped = {c.query: int(c.ground_truth) for c in found["_skipped"]}
    assert skipped["rot_aware:repeated_row_key"] >= 1
    assert skipped["table_lookup:old_new_table"] == 1
    assert not [c for c in found["table_lookup"] if "1.2.3" in c.ground_truth]


def test_header_that_is_no_noun_is_not_echoed(tmp_path: Path) -> None:
    """'versions allowed' and 'after' are skipped (counted); 'release cadence' is asked."""
    found = _docs_kb(tmp_path)
    queries = _queries(found)
    assert not [q for q in queries if "versions allowed" in q or "highest after" in q
                or "the after" in q or "the before" in q]
    skipped = {c.query: int(c.ground_truth) for c in found["_skipped"]}
    # "^1.2.3" and "^0.0" hold no word, so their rows are skipped before the header is read
    assert skipped["table_lookup:key_without_words"] >= 2
    assert reads_as_noun("release cadence") and reads_as_noun("Delivery time")
    assert not reads_as_noun("after") and not reads_as_noun("versions allowed")


def test_narration_is_no_condition(tmp_path: Path) -> None:
    """'If we wanted to share …' tells a tutorial's story: no 'What happens if we wanted …?'."""
    found = _docs_kb(tmp_path)
    assert not [q for q in _queries(found) if "we wanted" in q]
    skipped = {c.query: int(c.ground_truth) for c in found["_skipped"]}
    assert skipped["conditional_logic:narration"] == 1


_RELEASE_NOTES = """# Release notes

## 2.1.0

| setting | meaning |
| --- | --- |
| strict | fail on warnings |

## 2.0.0

Dropped Python 3.7.

## 1.9.0

Faster builds.
"""

_BIG_TABLE = "# Limits\n\n## Quotas\n\n| plan | request quota |\n| --- | --- |\n" + "".join(
    f"| plan{n} | {n * 100} requests |\n" for n in range(1, 11))


def test_release_notes_tables_give_no_lookups_and_big_tables_are_capped(tmp_path: Path) -> None:
    """A page whose headings are versions gives no table lookup (counted); a ten-row table
    gives at most four lookups, its first and last rows among them."""
    (tmp_path / "release-notes.md").write_text(_RELEASE_NOTES)
    (tmp_path / "limits.md").write_text(_BIG_TABLE)
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    notes = direct_candidates(kb.page("release-notes.md"), context, Random(1))
    assert notes["table_lookup"] == []
    assert context.skipped["table_lookup:version_history_page"] == 1
    limits = direct_candidates(kb.page("limits.md"), context, Random(1))["table_lookup"]
    assert len(limits) == 4
    assert {c.ground_truth for c in limits} >= {"100 requests.", "1000 requests."}
    assert context.skipped["table_lookup:over_table_cap"] == 6


def test_conditionals_are_not_pasted_clauses(tmp_path: Path) -> None:
    """A quoted or 'will be' clause, an outcome that points at another page ('as described
    on …') and a release note's condition give no question; 'if you wish to' is asked as
    'if I want to'."""
    (tmp_path / "guide.md").write_text(
        "# Guide\n\n## Hosting\n\n"
        "If the 'root' of the site will be within a subdirectory, include it in site_url.\n\n"
        "If you wish to host the site on GitHub Pages, run the gh-deploy command.\n\n"
        "If you delete a deployed site, the pages are removed as described on the Hosting "
        "page.\n")
    (tmp_path / "release-notes.md").write_text(
        "# Release notes\n\n## 2.1.0\n\nIf you set strict to true, warnings abort the build.\n"
        "\n## 2.0.0\n\nFaster.\n\n## 1.9.0\n\nSmaller.\n")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    guide = direct_candidates(kb.page("guide.md"), context, Random(2))["conditional_logic"]
    assert [c.query for c in guide] == [
        "What should I do if I want to host the site on GitHub Pages?"]
    assert context.skipped["conditional_logic:pasted_clause"] == 1
    notes = direct_candidates(kb.page("release-notes.md"), context, Random(2))
    assert notes["conditional_logic"] == []
    assert context.skipped["conditional_logic:release_notes"] == 1
