"""Loading a KB from structure.json or a plain folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shared.errors import InputError, NotFoundError
from shared.kb import KnowledgeBase, load_kb
from shared.kb.knowledge_base import split_version
from shared.kb.loader import excluded


def test_example_kb_has_versions_hubs_and_a_circular_pair(example_kb: KnowledgeBase) -> None:
    """The shipped KB: ~25 pages, -v1 pages outdated, hubs detected, A<->B links present."""
    assert 24 <= len(example_kb) <= 30
    outdated = sorted(p.ref for p in example_kb if p.outdated)
    assert outdated == ["returns-policy-v1.md", "shipping-rates-v1.md"]
    assert {p.ref for p in example_kb if p.is_hub} >= {"help-center.md", "shipping-hub.md"}
    assert ("payment-methods.md", "refunds.md") in example_kb.circular_pairs()
    assert example_kb.broken_links == []
    v2 = example_kb.page("returns-policy-v2.md")
    assert example_kb.previous_version(v2) is example_kb.page("returns-policy-v1.md")


def test_plain_folder_derives_categories_links_and_versions(tmp_path: Path) -> None:
    """Folders become categories, markdown links become links, -vN suffixes versions."""
    (tmp_path / "shipping").mkdir()
    (tmp_path / "shipping" / "rates-v1.md").write_text("# Rates\n\n**Fee:** $1\n")
    (tmp_path / "shipping" / "rates-v2.md").write_text(
        "# Rates\n\n**Fee:** $2\n\nSee [the FAQ](../faq.md) and [site](https://x.example).\n"
    )
    (tmp_path / "faq.md").write_text("# FAQ\n\nBack to [rates](shipping/rates-v2.md).\n")
    kb = load_kb(tmp_path)
    rates = kb.page("shipping/rates-v2.md")
    assert rates.category == "shipping" and rates.version == 2 and not rates.outdated
    assert rates.links == ("faq.md",)
    assert kb.page("shipping/rates-v1.md").outdated
    assert kb.page("faq.md").category == "general"
    assert kb.circular_pairs() == [("faq.md", "shipping/rates-v2.md")]


def test_a_kb_under_a_dot_folder_loads_and_its_own_dot_folders_do_not(tmp_path: Path) -> None:
    """A KB whose path holds a dot folder ('/tmp/.hid/kb') loads its pages; a dot folder
    inside the KB ('.git', '.cache') is still left out."""
    root = tmp_path / ".hid" / "kb"
    (root / ".cache").mkdir(parents=True)
    (root / "refunds.md").write_text("# Refunds\n\nRefunds take 5 days.\n")
    (root / ".cache" / "copy.md").write_text("# Copy\n\nA cached copy.\n")
    kb = load_kb(root)
    assert [page.ref for page in kb] == ["refunds.md"]


def test_structure_file_fields_override_the_page(tmp_path: Path) -> None:
    """title/category/links/version in structure.json win over what the page says."""
    (tmp_path / "data").mkdir()
    (tmp_path / "a.md").write_text("# Heading A\n\n[b](b.md)\n")
    (tmp_path / "b.md").write_text("# B\n")
    (tmp_path / "data" / "structure.json").write_text(json.dumps({"pages": [
        {"file": "a.md", "title": "Page A", "category": "cat", "links": [], "version": 3},
        {"file": "b.md"},
    ]}))
    kb = load_kb(tmp_path)
    page = kb.page("a.md")
    assert (page.title, page.category, page.links, page.version) == ("Page A", "cat", (), 3)
    assert kb.page("b.md").title == "B"


def test_missing_page_names_the_file(tmp_path: Path) -> None:
    """A structure entry without its file is an InputError naming the file."""
    (tmp_path / "structure.json").write_text(json.dumps({"pages": [{"file": "gone.md"}]}))
    with pytest.raises(InputError, match=r"gone\.md"):
        load_kb(tmp_path)


def test_invalid_structure_names_the_field(tmp_path: Path) -> None:
    """An unknown key in a page entry is reported with its location."""
    (tmp_path / "structure.json").write_text(json.dumps({"pages": [{"file": "a.md", "x": 1}]}))
    with pytest.raises(InputError) as info:
        load_kb(tmp_path)
    assert info.value.field == "pages.0.x"


def test_missing_kb_is_not_found(tmp_path: Path) -> None:
    """A path that does not exist, or an empty folder, is a NotFoundError."""
    with pytest.raises(NotFoundError):
        load_kb(tmp_path / "nope")
    with pytest.raises(NotFoundError):
        load_kb(tmp_path)


def test_split_version() -> None:
    """``-vN.md`` suffixes split off; other names have no version."""
    assert split_version("returns-policy-v2.md") == ("returns-policy.md", 2)
    assert split_version("refunds.md") == ("refunds.md", None)


@pytest.mark.parametrize(("ref", "patterns", "out"), [
    ("blog/posts/a.md", ["blog"], True),
    ("blog/posts/a.md", ["blog/"], True),
    ("blog.md", ["blog"], False),
    ("changelog.md", ["changelog.md"], True),
    ("docs/changelog.md", ["changelog.md"], False),
    ("guides/archive/old.md", ["*/archive/*"], True),
    ("guides/setup.md", ["*/archive/*", "blog"], False),
    ("guides/setup.md", [], False),
])
def test_excluded_pages_by_glob_or_folder(ref: str, patterns: list[str], out: bool) -> None:
    """A pattern is a glob over the page path or a folder that holds the page."""
    assert excluded(ref, patterns) is out
