"""Direct queries a reviewer signs: one place in the KB, headings in prose case, answers that
neither point at the page nor join alternatives, labels that name things, ranks of one
quantity."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from shared.kb import load_kb
from shared.kb.answer_shape import why_rejected
from shared.kb.candidates import Candidate, KbContext
from shared.kb.casing import prose_casing, recase
from shared.kb.direct import direct_candidates
from shared.kb.direct_review import DirectReview

BEST = """# Best practices

Keep your lock file in version control and review the dependency conflicts you meet.

## Handling Dependency Conflicts

1. Run `tool graph` to see which packages conflict.
2. Relax the version pins in your project file.
3. Run `tool lock --clear` to lock again.

## Rotating Credentials Regularly

1. Generate new credentials for the index.
2. Update the environment variables that hold them.
3. Revoke the old credentials at the index.
"""

DIAGNOSE = """# Diagnose

## Issue: Dependency Conflicts

1. Read the resolver output for the conflicting package.
2. Pin the conflicting package to one version.
3. Move conflicting packages to separate categories.
"""

FEATURES = """# Overview

Pipenv manages a lock file for you and reads the Git history of nothing.

- **Python Version Management**: Automatically installs the required Python version.
- **Lock file out of date**: Run the lock command to update it.
- **Reinstall the hook**: Run the install command with the hook type again.
- **Exit code numbers**: 21, 3 and 4 are the common ones.
- **Default cache location**: the cache folder in your home directory.

## Talks

| talk | occasion | minutes |
| --- | --- | --- |
| Automating releases | PyAmsterdam June 24, 2020, Online | 30 |
| Atomic commits | COSCUP 2021, Taipei | 45 |
| Commit rules | PyCon 2019, Remote | 25 |
"""


def _kb(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    pages = {"best.md": BEST, "diagnose.md": DIAGNOSE, "overview.md": FEATURES}
    for name, text in pages.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path, pages


def _candidate(query: str, answer: str) -> Candidate:
    return Candidate(query=query, ground_truth=answer, refs=("a.md",), subtype="simple_fact",
                     category="general", key=f"x:a.md:{query}")


def test_a_heading_topic_on_two_pages_is_refused_and_counted(tmp_path: Path) -> None:
    """"Dependency conflicts" heads sections of two pages: no step question names it; the
    credentials procedure, one page's own, is kept."""
    kb = load_kb(_kb(tmp_path)[0])
    skipped: Counter[str] = Counter()
    found = direct_candidates(kb.page("best.md"), KbContext.build(kb), Random(0))
    kept = DirectReview.of(kb).reviewed(found, skipped)["process_step"]
    assert kept and all("conflict" not in c.query.lower() for c in kept)
    assert any("credentials" in c.query for c in kept)
    assert skipped["process_step:its heading's topic is also a section of another page"] >= 1


def test_title_case_heading_words_are_written_as_the_prose_writes_them() -> None:
    """"Lock File" becomes "lock file" where the prose writes it so; "Git" stays."""
    casing = prose_casing(["You commit the lock file to Git, and the lock file stays.",
                           "Every file is read from Git once."])
    assert recase("How do I verify Lock File Without Git?", casing) == (
        "How do I verify lock file Without Git?")
    assert recase("What is `Lock File`?", casing) == "What is `Lock File`?"


@given(st.text(alphabet=st.sampled_from("ab AB?`"), max_size=40))
def test_recase_changes_only_letter_case(query: str) -> None:
    """Recasing never adds, drops or moves a character: only letters change case."""
    out = recase(query, frozenset({"a", "ab", "b"}))
    assert out.lower() == query.lower() and len(out) == len(query)


def test_answers_pointing_at_the_page_or_joining_alternatives_are_refused() -> None:
    """"this document", "here" at the end, one subcommand twice joined by "then", and a
    header's question mark inside the question each fail a named gate."""
    assert why_rejected(_candidate("What happens if I'm thinking of contributing?",
                                   "Please start by reading this document.")) == (
        "answer points at the page itself")
    assert why_rejected(_candidate("What should I do if I wrote a post about it?",
                                   "Make a PR and add the link here.")) == (
        "answer points at the page itself")
    assert why_rejected(_candidate("How do I run scripts?",
                                   "Run `pipenv run start` then `pipenv run test`.")) == (
        "answer joins two alternative commands as steps")
    assert why_rejected(_candidate("How do I upgrade one dependency?",
                                   "Run `pipenv upgrade requests` then `pipenv sync`.")) is None
    assert why_rejected(_candidate("What is the appears in CHANGELOG? of the feature type?",
                                   "Yes.")) == "question holds a second question mark"


def test_bold_labels_that_name_no_thing_are_not_asked_what_is(tmp_path: Path) -> None:
    """A feature blurb, a problem's fix, an instruction and a plural label give no "What is
    the …?"; a noun label does."""
    kb = load_kb(_kb(tmp_path)[0])
    context = KbContext.build(kb)
    asked = [c.query for c in direct_candidates(kb.page("overview.md"), context, Random(0))[
        "simple_fact"]]
    assert any("default cache location" in q for q in asked)
    assert not any(w in q.lower() for q in asked for w in (
        "version management", "out of date", "reinstall", "exit code numbers"))
    assert context.skipped["simple_fact:label_heads_a_feature_or_a_fix"] == 2
    assert context.skipped["simple_fact:label_not_a_noun"] == 2


def test_a_column_of_free_text_is_not_ranked(tmp_path: Path) -> None:
    """"Which talk has the lowest occasion?" is not asked of dates in text; minutes rank."""
    kb = load_kb(_kb(tmp_path)[0])
    context = KbContext.build(kb)
    ranked = [c.query for c in direct_candidates(kb.page("overview.md"), context, Random(0))[
        "table_aggregation"]]
    assert not any("occasion" in q for q in ranked)
    assert any("minutes" in q for q in ranked)
    assert context.skipped["table_aggregation:not_one_quantity_per_row"] >= 1


CLI_V1 = """# CLI

## lock

| Option | Description |
| --- | --- |
| --python TEXT | Specify which Python version to use. |
| --clear | Clear the cache. |

## sync

| Option | Description |
| --- | --- |
| --python TEXT | Specify which Python version to use. |
| --dev | Also sync the dev packages. |
"""

CLI_V2 = CLI_V1.replace("use. |\n| --clear | Clear the cache.",
                        "use for resolution. |\n| --clear | Clear the caches first.")


def test_a_changed_row_asked_as_current_only_when_its_key_picks_one_table(
        tmp_path: Path) -> None:
    """"--python TEXT" is a row of two tables: its change is not asked; "--clear", one
    table's row, is."""
    (tmp_path / "cli-v1.md").write_text(CLI_V1, encoding="utf-8")
    (tmp_path / "cli-v2.md").write_text(CLI_V2, encoding="utf-8")
    kb = load_kb(tmp_path)
    context = KbContext.build(kb)
    asked = [c.query for c in direct_candidates(kb.page("cli-v2.md"), context, Random(0))[
        "rot_aware"]]
    assert any("--clear" in q for q in asked)
    assert not any("--python" in q for q in asked)
    assert context.skipped["rot_aware:row_key_in_another_table"] == 1


def test_an_answer_running_list_items_together_is_refused() -> None:
    """Link names pasted without separators fail; a sentence with two names passes."""
    assert why_rejected(_candidate(
        "Where can I get help with the tool?",
        "Official Documentation GitHub Issues Stack Overflow Python Packaging User Guide")) == (
        "answer runs a list's items together")
    assert why_rejected(_candidate("Where are the docs?",
                                   "The docs live on Read the Docs and GitHub Pages.")) is None


def test_a_package_name_in_code_keeps_the_product_name_capitalised() -> None:
    """"typer.Option" and "typer(" are code, so "Typer" stays a name in a question."""
    casing = prose_casing(["Create it with typer.Option and call typer.run here, or typer(x).",
                           "You install Typer, and Typer reads the file."])
    assert recase("Since which version has Typer vendored Click?", casing) == (
        "Since which version has Typer vendored Click?")


def test_a_pointer_to_another_guide_is_no_answer() -> None:
    """"See the Contributing Guide …" answers nothing itself."""
    assert why_rejected(_candidate("How do I contribute to the tool?",
                                   "See the Contributing Guide for how to contribute.")) == (
        "answer points at the page itself")


COMPARE = """# Comparisons

Copier renders templates and Copier reads one YAML file; a generator such as Yeoman
needs Node.

## Features

| Feature | Copier | Yeoman |
| --- | --- | --- |
| Configuration | Single YAML file | JavaScript file |
| Templating engine | Jinja | EJS |
| Migrations | Yes | No |
"""


def test_a_column_named_for_a_product_is_not_asked_as_a_property(tmp_path: Path) -> None:
    """"What is the copier for configuration?" is refused and counted."""
    (tmp_path / "comparisons.md").write_text(COMPARE, encoding="utf-8")
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = direct_candidates(kb.page("comparisons.md"), KbContext.build(kb), Random(0))
    asked = [c.query.lower() for c in DirectReview.of(kb).reviewed(found, skipped)[
        "table_lookup"]]
    assert not any("copier for" in q or "yeoman for" in q for q in asked)
    assert skipped["table_lookup:its column is named for a product, not a property"] >= 1


STORAGE = """# Storage

The tool can write to several storage backends.

## Backends

| Backend | Format | Compression |
| --- | --- | --- |
| local | JSON lines | gzip |
| memory | Python objects | none |
"""


def test_a_property_column_the_prose_never_names_is_still_asked(tmp_path: Path) -> None:
    """"Format" and "Compression" are never written in the prose: properties, not products,
    so their lookups are kept (review13 #1)."""
    (tmp_path / "storage.md").write_text(STORAGE, encoding="utf-8")
    kb = load_kb(tmp_path)
    skipped: Counter[str] = Counter()
    found = direct_candidates(kb.page("storage.md"), KbContext.build(kb), Random(0))
    asked = [c.query.lower() for c in DirectReview.of(kb).reviewed(found, skipped)[
        "table_lookup"]]
    assert any("format" in q or "compression" in q for q in asked)
    assert not skipped["table_lookup:its column is named for a product, not a property"]


def test_an_imperative_answer_is_no_pointer_at_a_page() -> None:
    """"Check out the repository …" and "Read the Pipfile, …" are steps, not pointers; an
    answer that is nothing but "See the … guide" still fails (review13 #2)."""
    for answer in ("Check out the repository and run make install.",
                   "Read the Pipfile, resolve the versions, then write the lock file.",
                   "See the guide, then run `tool lock` to write the lock file."):
        assert why_rejected(_candidate("How do I install it?", answer)) is None, answer
    for answer in ("Refer to the installation docs.",
                   "Please see the Contributing Guide on how to open a pull request."):
        assert why_rejected(_candidate("How do I install it?", answer)) == (
            "answer points at the page itself"), answer


def test_a_long_proper_name_is_no_run_together_list() -> None:
    """A licence's six-word name is one name; eight capitalised words in a row are pasted
    items (review13 #3)."""
    for answer in ("The Python Software Foundation License Agreement applies.",
                   "It is distributed under the GNU Lesser General Public License Version 3.",
                   "GNU Lesser General Public License Version 3."):
        assert why_rejected(_candidate("Which licence applies?", answer)) is None, answer
    assert why_rejected(_candidate(
        "Where can I get help?", "Official Documentation GitHub Issues Stack Overflow "
        "Discord Server")) == "answer runs a list's items together"


def test_a_blank_table_cell_is_no_answer() -> None:
    """A row whose Default cell is blank gave 'What is the default value of the schema
    parameter?' with an empty answer, which stopped `kb generate` on the commitizen KB."""
    assert why_rejected(_candidate("What is the default value of the schema parameter?",
                                   "  ")) == "answer is empty"
    assert why_rejected(_candidate("What is the default value of the info parameter?",
                                   "`cz.yaml`")) is None
