"""The docs KB export: a versioned page's links follow it to its ``-v2`` name."""

from __future__ import annotations

import subprocess
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from benchmarks.bench_kb_docs import export_kb, renamed_links

_RENAMES = {"plugins/tags.md": "plugins/tags-v2.md", "cli.md": "cli-v2.md"}


def test_links_from_every_folder_and_reference_definitions_are_renamed() -> None:
    """Same folder, another folder, the root and ``[ref]: path`` all reach the v2 page;
    anchors stay; other pages, URLs and a like-named page elsewhere are left alone."""
    guide = ("See [tags](../plugins/tags.md#config) and [cli](../cli.md).\n"
             "[tags]: ../plugins/tags.md\n"
             "[other]: ../plugins/blog.md\n"
             "[web](https://example.org/plugins/tags.md) [local](tags.md)\n")  # fmt: skip
    out = renamed_links(guide, "setup/guide.md", _RENAMES)
    assert "](../plugins/tags-v2.md#config)" in out and "](../cli-v2.md)" in out
    assert "[tags]: ../plugins/tags-v2.md" in out and "[other]: ../plugins/blog.md" in out
    assert "https://example.org/plugins/tags.md" in out
    assert "[local](tags.md)" in out  # setup/tags.md is another page
    sibling = renamed_links("Read [the tags](tags.md).", "plugins/blog.md", _RENAMES)
    assert sibling == "Read [the tags](tags-v2.md)."
    root = renamed_links("[x](plugins/tags.md) [y]( cli.md )", "index.md", _RENAMES)
    assert root == "[x](plugins/tags-v2.md) [y]( cli-v2.md )"


@given(st.text(alphabet=st.characters(blacklist_characters="[]()"), max_size=80))
def test_text_without_links_is_unchanged(text: str) -> None:
    """Only link targets change: prose without brackets comes back as it was."""
    assert renamed_links(text, "setup/guide.md", _RENAMES) == text


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


def test_export_writes_the_pair_and_points_links_in_subfolders_at_v2(tmp_path: Path) -> None:
    """A real repository with two tags: the versioned page in a subfolder gets ``-v1`` (its
    text at the old tag) and ``-v2``, and a page in another folder links to ``-v2``."""
    repo = tmp_path / "repo"
    (repo / "docs" / "plugins").mkdir(parents=True)
    (repo / "docs" / "setup").mkdir()
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.org")
    _git(repo, "config", "user.name", "t")
    page = repo / "docs" / "plugins" / "tags.md"
    page.write_text("# Tags\n\nDefault: `false`.\n", encoding="utf-8")
    (repo / "docs" / "setup" / "guide.md").write_text(
        "# Guide\n\nEnable [tags][tags].\n\n[tags]: ../plugins/tags.md\n", encoding="utf-8")
    (repo / "docs" / "plugins" / "blog.md").write_text(
        "# Blog\n\nPosts take [tags](tags.md#usage).\n", encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "old")
    _git(repo, "tag", "v1")
    page.write_text("# Tags\n\nDefault: `true`.\n", encoding="utf-8")
    _git(repo, "commit", "-qam", "new")
    out = export_kb(repo / ".git", "docs", "v1", "HEAD", ["plugins/tags.md"], tmp_path / "kb")
    assert "`false`" in (out / "plugins" / "tags-v1.md").read_text(encoding="utf-8")
    assert "`true`" in (out / "plugins" / "tags-v2.md").read_text(encoding="utf-8")
    assert not (out / "plugins" / "tags.md").exists()
    guide = (out / "setup" / "guide.md").read_text(encoding="utf-8")
    assert "[tags]: ../plugins/tags-v2.md" in guide
    blog = (out / "plugins" / "blog.md").read_text(encoding="utf-8")
    assert "](tags-v2.md#usage)" in blog


def test_export_of_pages_at_the_repository_root(tmp_path: Path) -> None:
    """``--docs .`` (a handbook's pages sit at the root): the versioned page is paired and
    its neighbour's link follows it; a page in a subfolder keeps its path."""
    repo = tmp_path / "repo"
    (repo / "policies").mkdir(parents=True)
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.org")
    _git(repo, "config", "user.name", "t")
    benefits = repo / "benefits.md"
    benefits.write_text("# Benefits\n\nSabbatical: 4 weeks.\n", encoding="utf-8")
    (repo / "policies" / "leave.md").write_text(
        "# Leave\n\nSee [benefits](../benefits.md).\n", encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "old")
    old = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], check=True,
                         capture_output=True, text=True).stdout.strip()
    benefits.write_text("# Benefits\n\nSabbatical: 6 weeks.\n", encoding="utf-8")
    _git(repo, "commit", "-qam", "new")
    for i, docs in enumerate((".", "./")):
        out = export_kb(repo / ".git", docs, old, "HEAD", ["benefits.md"],
                         tmp_path / f"kb{i}")
        assert "4 weeks" in (out / "benefits-v1.md").read_text(encoding="utf-8")
        assert "6 weeks" in (out / "benefits-v2.md").read_text(encoding="utf-8")
        assert not (out / "benefits.md").exists()
        leave = (out / "policies" / "leave.md").read_text(encoding="utf-8")
        assert "](../benefits-v2.md)" in leave
